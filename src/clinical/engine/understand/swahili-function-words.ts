import {
  isAspectVerb,
  isNegativeAspectVerb,
  isPainlessRelative,
  repeatsWordBefore,
  swahiliNegationCue,
  withoutRepeatedEnd,
} from './swahili-verbs';
import type { Token } from './tokenise';
import { negationCues } from './word-lists/negation-words';

/** Kiswahili words that follow the demonstrative 'pale' (there): 'pale pale' (right there), 'pale tu', 'pale kwenye'. */
const afterDemonstrativePale = new Set([
  'pale',
  'tu',
  'kwenye',
  'ambapo',
  'palipo',
  'alipo',
  'ndipo',
  'hapo',
]);

/** The connectives that join a Kiswahili noun to its owner: 'mkanda wa saa', 'kifungo cha suruali'. */
const swahiliConnectives = new Set(['wa', 'ya', 'la', 'cha', 'vya', 'za', 'kwa', 'pa', 'mwa']);
/** A verb of place, with the relative '-po-' (where, when): 'unapogusa', 'alipoanguka', 'inapouma'. */
const placeRelativeVerb = /^(?:a|u|i|ki|vi|li|ya|zi|wa|ni|tu|m)(?:na|li|ta|me)po[a-z]{2,}$/;

/**
 * Kiswahili 'pale' is the demonstrative 'there' ('pale pale', right there: TUKI Kamusi ya Kiswahili-Kiingereza
 * 2001), not English 'pale' (pallor): it is dropped when a Kiswahili word of place follows it or it repeats,
 * when the noun after it takes a Kiswahili connective ('pale mkanda wa saa', there where the watch strap is),
 * or when a verb of place follows it or that noun ('pale unapogusa', where it touches; 'pale kiatu
 * kinapogusa', where the shoe touches).
 */
function isSwahiliDemonstrativePale(token: Token, before?: Token, after?: Token, afterNext?: Token): boolean {
  if (token.text !== 'pale') return false;
  if (before?.kind === 'word' && before.text === 'pale') return true;
  if (after?.kind !== 'word') return false;
  if (afterDemonstrativePale.has(after.text) || placeRelativeVerb.test(after.text)) return true;
  return (
    afterNext?.kind === 'word' &&
    (swahiliConnectives.has(afterNext.text) || placeRelativeVerb.test(afterNext.text))
  );
}

/**
 * Kiswahili carries in the forms of a few verbs what English says with separate words, so those forms are
 * read as the words the lists and wordings hold, before any wording is matched:
 * - a negative of 'have', 'be', 'ever' or 'get' is the negation cue of its meaning ('sijawahi', 'hayana',
 *   'haikuwa': swahiliNegationCue);
 * - the negative relative of '-uma' is 'painless' ('visivyouma': isPainlessRelative);
 * - 'begin' or 'go on' before an infinitive tells that infinitive ('ulianza kudunda': isAspectVerb), and
 *   its negative denies it ('hajaanza kutapika', has not yet begun vomiting: isNegativeAspectVerb);
 * - a repeated word or end is read once ('haraka haraka', 'vinawasha-washa', 'vinawashawasha').
 * `isKnown` keeps a word of the vocabulary as it is (a wording may repeat on purpose: 'polepole').
 */
export function readSwahiliFunctionWords(
  tokens: readonly Token[],
  isKnown: (word: string) => boolean,
): Token[] {
  const read: Token[] = [];
  tokens.forEach((token, at) => {
    if (token.kind !== 'word') {
      read.push(token);
      return;
    }
    const before = tokens[at - 1];
    const after = tokens[at + 1];
    if (isSwahiliDemonstrativePale(token, before, after, tokens[at + 2])) return;
    // A word written in two halves ('tsé-tsé') is one word of the vocabulary, not a repeat.
    if (
      before?.kind === 'word' &&
      repeatsWordBefore(token.text, before.text) &&
      !isKnown(before.text + token.text)
    )
      return;
    if (after?.kind === 'word' && /^k[uw]/.test(after.text) && isAspectVerb(token.text)) return;
    if (after?.kind === 'word' && /^k[uw]/.test(after.text) && isNegativeAspectVerb(token.text)) {
      read.push({ ...token, text: 'si' });
      return;
    }
    const text = isKnown(token.text) ? token.text : (withoutRepeatedEnd(token.text) ?? token.text);
    const cue = negationCues.has(text) ? undefined : swahiliNegationCue(text);
    // A 'has not' the vocabulary holds describes a sign in its wording ('mapigo ya moyo hayana mpangilio',
    // the beats have no order: irregular), as 'hana' does in 'hana nguvu'; it stays as written.
    if (cue === 'hana' && isKnown(token.text)) {
      read.push(token);
      return;
    }
    if (cue !== undefined) read.push({ ...token, text: cue });
    else if (isPainlessRelative(text)) read.push({ ...token, text: 'painless' });
    else read.push(text === token.text ? token : { ...token, text });
  });
  return read;
}

import type { PhraseIndex } from './phrase-index';
import { stemWord } from './stem';
import { readSwahiliVerb } from './swahili-verbs';
import type { Token } from './tokenise';

/**
 * 'wala' (nor, not even) before an infinitive denies that infinitive: 'hamtambui mama wala kufungua macho'
 * (he does not know his mother nor open his eyes) tells eyes that do not open, never eyes that open. A
 * negative verb that itself takes an infinitive governs the one after 'wala' as well: 'hataki kula wala
 * kunywa' (refuses to eat or drink) is a refusal to drink. Otherwise the infinitive is denied ('si', not,
 * and the verb) where a wording names what it does ('wala kupumua kwa shida' denies the difficulty and
 * never reads the 'hapumui' of an apnoea), and read as its own negative present where only that negative
 * names a sign ('wala kufungua macho' as 'hafungui macho', eyes that do not open). The inabilities
 * ('hawezi', 'kushindwa') keep their own reading (swahili-inability.ts). Sources: Ashton, Swahili Grammar
 * (1944), the negative conjugation and the infinitive; TUKI Kamusi ya Kiswahili Sanifu (2004), 'wala'.
 */
const nor = 'wala';
/** Words looked back over for the negative verb that governs the list, within one comma-free stretch. */
const lookBack = 8;

function isInability(word: string): boolean {
  return readSwahiliVerb(word).some(
    (reading) => (reading.negative && reading.root.startsWith('wez')) || reading.root.startsWith('shindw'),
  );
}

function isNegativeVerb(word: string): boolean {
  return /^(?:ha|si)/.test(word) && readSwahiliVerb(word).some((reading) => reading.negative);
}

/** The negative present of an infinitive: 'kufungua' 'hafungui', 'kunywa' 'hanywi', 'kuhisi' 'hahisi'. */
export function negativePresentOf(infinitive: string): string | undefined {
  // 'kwenda' is 'ku-' and 'enda' (go): 'haendi'.
  const root = infinitive.slice(2);
  if (!/^k[uw]/.test(infinitive) || root.length < 2 || !/^[a-z]+$/.test(root)) return undefined;
  return root.endsWith('a') ? `ha${root.slice(0, -1)}i` : `ha${root}`;
}

function isInfinitive(token: Token | undefined): token is Token {
  return token?.kind === 'word' && /^k[uw][a-z]{2,}$/.test(token.text);
}

/** Whether a wording is `form` alone or opens with it and the word after it: 'hafungui macho'. */
function opensWordingWith(index: PhraseIndex, form: string, next: Token | undefined): boolean {
  const following = next?.kind === 'word' ? stemWord(next.text) : undefined;
  return (index.byFirstWord.get(stemWord(form)) ?? []).some(
    (phrase) => phrase.words.length === 1 || (following !== undefined && phrase.words[1] === following),
  );
}

/** The tokens with each infinitive after 'wala' read as denied (see above). */
export function readNorInfinitives(tokens: readonly Token[], index: PhraseIndex): Token[] {
  const read: Token[] = [];
  tokens.forEach((token, at) => {
    const before = tokens[at - 1];
    if (!isInfinitive(token) || before?.kind !== 'word' || before.text !== nor) {
      read.push(token);
      return;
    }
    let governing: Token | undefined;
    for (let back = at - 2; back >= 0 && back >= at - 1 - lookBack; back -= 1) {
      const candidate = tokens[back];
      if (!candidate || candidate.kind !== 'word') break;
      if (isInability(candidate.text)) {
        read.push(token);
        return;
      }
      if (isNegativeVerb(candidate.text) && isInfinitive(tokens[back + 1])) {
        governing = candidate;
        break;
      }
    }
    if (governing) {
      read.push({ ...token, text: governing.text }, token);
      return;
    }
    const negative = negativePresentOf(token.text);
    const next = tokens[at + 1];
    if (
      negative !== undefined &&
      !opensWordingWith(index, token.text, next) &&
      opensWordingWith(index, negative, next)
    )
      read.push({ ...token, text: negative });
    else read.push({ ...token, text: 'si' }, token);
  });
  return read;
}

import type { WordSlot } from './match-phrases';
import type { Phrase } from './phrase-index';
import { stemWord } from './stem';
import type { Token } from './tokenise';
import { treatmentWords } from './word-lists';

/**
 * What the words around a phrase say about it: whether it only names what makes a pain worse ('worse on
 * coughing'), whether its object is a treatment ('unresponsive to antimalarials'), and the contractions
 * and multi-word cues the clause reader looks for.
 */

/** Length of the first of `phrases` (stemmed words) that starts at `start`, or 0. */
export function phraseLengthAt(
  phrases: readonly string[][],
  slots: readonly WordSlot[],
  start: number,
): number {
  const found = phrases.find((words) => words.every((word, offset) => slots[start + offset]?.stem === word));
  return found?.length ?? 0;
}

/**
 * 'nontender', 'nonbloody', 'nonpruritic': a word written with 'non' glued to a word the vocabulary
 * knows reads as 'non' and that word, so the prefix negation sees it ('non-tender' already does).
 */
export function splitNegatingPrefix(tokens: readonly Token[], isKnown: (word: string) => boolean): Token[] {
  return tokens.flatMap((token) => {
    const rest = token.text.slice(3);
    if (token.kind !== 'word' || !token.text.startsWith('non') || rest.length < 4) return [token];
    if (isKnown(token.text) || !isKnown(rest)) return [token];
    return [
      { ...token, text: 'non', end: token.start + 3 },
      { ...token, text: rest, start: token.start + 3 },
    ];
  });
}

/** Common endings of medicine names: amoxicillin, ciprofloxacin, artemether, metronidazole, chloroquine. */
const medicineEnding =
  /(?:cillin|mycin|floxacin|oxacin|azole|quine|ether|sunate|cycline|sulfa|trim|vir|mab)$/;
/**
 * Words that make a treatment the object of the wording before them ('unresponsive to', 'résistant aux').
 * 'despite', 'after' and 'on' only set the wording in time: 'diarrhoea after antibiotics', 'fever despite
 * antimalarials' are still the patient's diarrhoea and fever.
 */
const treatmentLinks = new Set(['to', 'kwa', 'a', 'au', 'aux']);

/**
 * Whether the words after a phrase make a treatment its object: 'unresponsive to antimalarials' says
 * the treatment failed, not that the patient is unconscious.
 */
export function isAboutTreatment(slots: readonly WordSlot[], end: number): boolean {
  if (!treatmentLinks.has(slots[end]?.token.text ?? '')) return false;
  for (let offset = 1; offset <= 3; offset += 1) {
    const slot = slots[end + offset];
    if (!slot || slot.segment !== slots[end]?.segment) return false;
    if (
      treatmentWords.has(slot.token.text) ||
      treatmentWords.has(slot.stem) ||
      medicineEnding.test(slot.token.text)
    )
      return true;
  }
  return false;
}

/** English contractions: "can't" reads as 'cannot', "doesn't" as 'does not' (so negation sees it). */
export function expandContractions(tokens: readonly Token[]): Token[] {
  const expanded: Token[] = [];
  for (const token of tokens) {
    const previous = expanded[expanded.length - 1];
    if (token.text === 't' && previous && /n$/.test(previous.text) && previous.kind === 'word') {
      if (previous.text === 'can')
        expanded[expanded.length - 1] = { ...previous, text: 'cannot', end: token.end };
      else {
        expanded[expanded.length - 1] = {
          ...previous,
          text: previous.text === 'won' ? 'will' : previous.text.slice(0, -1),
        };
        expanded.push({ ...token, text: 'not' });
      }
      continue;
    }
    expanded.push(token);
  }
  return expanded;
}

const aggravatingWords = new Set([
  'worse',
  'worsened',
  'aggravated',
  'exacerbated',
  'triggered',
  'brought',
  'provoked',
  'pire',
  'aggrave',
  'aggravee',
  'zaidi',
]);
const aggravatingLinks = new Set([
  'on',
  'with',
  'by',
  'when',
  'after',
  'during',
  'while',
  'upon',
  'par',
  'lors',
  'avec',
  'apres',
  'akiwa',
  'baada',
]);

/** Whether the phrase starting at `start` follows 'worse on' / 'aggravated by' closely ('worse on walking and coughing'). */
export function isAggravator(slots: readonly WordSlot[], start: number): boolean {
  const segment = slots[start]?.segment;
  for (let offset = 1; offset <= 4; offset += 1) {
    const link = slots[start - offset];
    const cue = slots[start - offset - 1];
    if (!link || !cue || link.segment !== segment || cue.segment !== segment) return false;
    // 'brought on by exertion' aggravates; 'brought with vomiting' is how a patient came to the clinic.
    if (cue.token.text === 'brought' && link.token.text !== 'on') continue;
    if (aggravatingLinks.has(link.token.text) && aggravatingWords.has(cue.token.text)) return true;
  }
  return false;
}

const inabilityWords = new Set(
  ['unable', 'cannot', 'able', 'hawezi', 'hashindwa', 'kushindwa', 'incapable', 'peut'].map(stemWord),
);
const causeWords = new Set(['because', 'due', 'sababu', 'cause', 'from']);
const painWords = new Set(
  ['pain', 'painful', 'pains', 'ache', 'maumivu', 'douleur', 'douleurs', 'injury', 'fracture', 'jeraha'].map(
    stemWord,
  ),
);

/**
 * Whether an inability is explained by pain or an injury ('unable to walk because of knee pain'): then
 * it is not the prostration or danger sign the wording names when it stands alone.
 */
export function isInabilityFromPain(
  phrases: readonly Phrase[],
  slots: readonly WordSlot[],
  end: number,
): boolean {
  if (!phrases.some((phrase) => phrase.words.some((word) => inabilityWords.has(word)))) return false;
  const segment = slots[end - 1]?.segment;
  for (let offset = 0; offset <= 2; offset += 1) {
    const slot = slots[end + offset];
    if (!slot || slot.segment !== segment) return false;
    if (!causeWords.has(slot.token.text)) continue;
    for (let after = 1; after <= 4; after += 1) {
      const word = slots[end + offset + after];
      if (word && word.segment === segment && painWords.has(word.stem)) return true;
    }
    return false;
  }
  return false;
}

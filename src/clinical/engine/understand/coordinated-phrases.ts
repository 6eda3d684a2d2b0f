import { bloodWords, optionalPhraseWords, phrasesAt, type WordSlot } from './match-phrases';
import { looseGap, type Phrase, type PhraseIndex } from './phrase-index';

/** Wordings read across coordination ('joint and muscle aches') and a blood word told after a wording. */

export interface AcceptedSpan {
  start: number;
  end: number;
  words: readonly string[];
  /** Whether a negation cue governed the phrase (not the phrase's own polarity). */
  negated: boolean;
}

const conjunctions = new Set(['and', 'or', 'nor', 'na', 'au', 'wala', 'et', 'ou']);

export function phrasesWithWords(words: readonly string[], index: PhraseIndex): Phrase[] {
  const essential = words.filter((word) => !optionalPhraseWords.has(word));
  return (index.byFirstWord.get(words[0] ?? '') ?? []).filter((phrase) => {
    const phraseWords = phrase.words.filter((word) => !optionalPhraseWords.has(word));
    return (
      !phrase.needsCapitals &&
      phraseWords.length === essential.length &&
      phraseWords.every((word, offset) => word === essential[offset])
    );
  });
}

/**
 * A word joined by 'and' to a phrase shares its other words: 'maumivu ya kichwa na viungo' (pain of the
 * head and the joints) also names joint pain; 'joint and muscle aches' names joint aches.
 */
export function readCoordinated(
  slots: readonly WordSlot[],
  at: number,
  spans: readonly AcceptedSpan[],
  index: PhraseIndex,
  negatedHere: boolean,
): { phrases: Phrase[]; negated: boolean } | undefined {
  const slot = slots[at];
  if (!slot) return undefined;
  const substitutes = [slot.stem, ...(slot.corrected ? [slot.corrected] : [])];
  // The coordinated word takes the place of the phrase's word beside it: the first word of a phrase after
  // it ('weakness or numbness in the legs'), the last of one before it ('maumivu ya kichwa na viungo').
  // 'vomiting and blood in stool' is no 'blood in vomit'.
  const trySpan = (words: readonly string[], negated: boolean, side: 'first' | 'last') => {
    const position = side === 'first' ? 0 : words.length - 1;
    for (const substitute of substitutes) {
      const phrases = phrasesWithWords(
        words.map((word, offset) => (offset === position ? substitute : word)),
        index,
      );
      if (phrases.length > 0) return { phrases, negated };
    }
    return undefined;
  };
  const before = spans.find((span) => span.end === at - 1);
  if (before && conjunctions.has(slots[at - 1]?.token.text ?? '')) {
    const found = trySpan(before.words, before.negated, 'last');
    if (found) return found;
  }
  if (conjunctions.has(slots[at + 1]?.token.text ?? '')) {
    const after = phrasesAt(slots, at + 2, index);
    if (after.phrases[0]) return trySpan(after.phrases[0].words, negatedHere, 'first');
  }
  return undefined;
}

/** The small words a bloody form of a wording is written with: 'diarrhoea with blood', 'kuhara kwa damu'. */
const bloodLinks = ['with', 'kwa', 'avec', 'na', 'yenye'];

/**
 * 'diarrhoea without blood', 'diarrhée sans sang', 'kuhara, hakuna damu': the blood word at `at`, told
 * just after a wording, names that wording's bloody form ('diarrhoea with blood'), for the cue before it
 * to deny. The phrases of that form, or none.
 */
export function readBloodQualifier(
  slots: readonly WordSlot[],
  at: number,
  spans: readonly AcceptedSpan[],
  index: PhraseIndex,
): Phrase[] {
  const slot = slots[at];
  if (!slot || !bloodWords.has(slot.token.text)) return [];
  const before = spans.findLast((span) => span.end <= at && at - span.end <= 3 && !span.negated);
  if (!before) return [];
  for (const link of ['', ...bloodLinks]) {
    const words = link === '' ? [...before.words, slot.stem] : [...before.words, link, slot.stem];
    const phrases = phrasesWithWords(words, index).filter((phrase) => phrase.present);
    if (phrases.length > 0) return phrases;
  }
  // A loose wording of the bloody form: 'diarrhoea … blood'.
  const loose = [...before.words, looseGap, slot.stem];
  return (index.looseByFirstWord.get(loose[0] ?? '') ?? []).filter(
    (phrase) =>
      phrase.present &&
      phrase.words.length === loose.length &&
      phrase.words.every((word, offset) => word === loose[offset]),
  );
}

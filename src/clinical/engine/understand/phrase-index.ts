import type { Finding } from '../../knowledge/types';
import { allowedEdits, editDistanceWithin } from './edit-distance';
import { stemWord } from './stem';
import { tokenise } from './tokenise';
import { clauseBreakWords, commonClinicalWords, negationCues, numberWords, severityWords, stopWords, suddenOnsetWords, timeUnitDays } from './word-lists';

/** Common words that abbreviations of the vocabulary could be confused with. */
const abbreviationLookalikes = ['age', 'fast', 'gas', 'ana', 'cap', 'hot', 'sad', 'pid', 'ring', 'rat', 'bat', 'vd', 'asa', 'dat', 'sat', 'tm', 'ns', 'pe'];

const positiveResultWords = new Set(['positive', 'positif', 'positifs', 'positive', 'chanya', 'reactive', 'detected', 'detecte']);
const negativeResults = [['negative'], ['negatif'], ['hasi'], ['non', 'reactive'], ['not', 'detected'], ['nil']];

/** One synonym, abbreviation or label of a finding, ready to match: its words stemmed. */
export interface Phrase {
  findingId: string;
  words: string[];
  /** False for the positive form of an 'unable to ...' synonym: 'able to drink' says the finding is absent. */
  present: boolean;
  /** Short or ambiguous abbreviations ('HA') count only when typed in capitals. */
  needsCapitals: boolean;
}

export interface PhraseIndex {
  byFirstWord: Map<string, Phrase[]>;
  /** Every word the matcher knows (vocabulary and word lists): those are never treated as misspellings. */
  knownWords: Set<string>;
  /** Stems of every vocabulary word: a word whose stem is known is never 'corrected' ('convulsed'). */
  knownStems: Set<string>;
  /** Vocabulary words grouped by length, for the misspelling search. */
  vocabularyWordsByLength: Map<number, string[]>;
  /** Misspelling resolutions already computed (pure: same answer every time). */
  spellingCache: Map<string, string | null>;
}

function wordTokens(text: string): string[] {
  return tokenise(text)
    .filter((token) => token.kind !== 'break')
    .map((token) => token.text);
}

function addPhrase(index: PhraseIndex, phrase: Phrase): void {
  const first = phrase.words[0];
  if (first === undefined) return;
  const list = index.byFirstWord.get(first) ?? [];
  list.push(phrase);
  index.byFirstWord.set(first, list);
}

/** Builds the matcher's index once per vocabulary. */
export function buildPhraseIndex(vocabulary: readonly Finding[]): PhraseIndex {
  const index: PhraseIndex = { byFirstWord: new Map(), knownWords: new Set(), knownStems: new Set(), vocabularyWordsByLength: new Map(), spellingCache: new Map() };
  const commonWords = [...stopWords, ...negationCues, ...clauseBreakWords, ...suddenOnsetWords, ...Object.keys(severityWords), ...Object.keys(numberWords), ...Object.keys(timeUnitDays)];
  for (const finding of vocabulary) {
    const texts = [finding.label.replace(/\(.*?\)/g, ''), ...finding.synonyms.en, ...finding.synonyms.sw, ...finding.synonyms.fr];
    for (const text of texts) {
      const folded = wordTokens(text);
      const words = folded.map(stemWord);
      for (const word of words) index.knownStems.add(word);
      addPhrase(index, { findingId: finding.id, words, present: true, needsCapitals: false });
      const last = folded[folded.length - 1] ?? '';
      if (finding.kind === 'lab' && positiveResultWords.has(last)) {
        // 'malaria rdt positive' also teaches 'malaria rdt negative' (and '-ve'): the test was done and was negative.
        for (const negative of negativeResults) addPhrase(index, { findingId: finding.id, words: [...words.slice(0, -1), ...negative.map(stemWord)], present: false, needsCapitals: false });
      }
      const cannot = words.indexOf(stemWord('hawezi'));
      // Swahili 'hawezi kunyonya' (cannot breastfeed): 'anaweza kunyonya' says the opposite.
      if (cannot >= 0) addPhrase(index, { findingId: finding.id, words: [...words.slice(0, cannot), stemWord('anaweza'), ...words.slice(cannot + 1)], present: false, needsCapitals: false });
      const unable = words.indexOf(stemWord('unable'));
      if (unable >= 0) {
        const around = (replacement: string[]) => [...words.slice(0, unable), ...replacement, ...words.slice(unable + 1)];
        // 'not able to drink' and 'cannot drink' say the same; 'able to drink' says the opposite.
        addPhrase(index, { findingId: finding.id, words: around(['not', 'able']), present: true, needsCapitals: false });
        addPhrase(index, { findingId: finding.id, words: around(['cannot']), present: true, needsCapitals: false });
        addPhrase(index, { findingId: finding.id, words: around(['able']), present: false, needsCapitals: false });
      }
      for (const word of folded) if (!/\d/.test(word)) index.knownWords.add(word);
    }
  }
  // Abbreviations that spell a word ('AGE', 'FAST', 'HA') count only in capitals: 'age 2' is not gastroenteritis.
  const wordLike = new Set([...index.knownWords, ...commonWords, ...abbreviationLookalikes]);
  for (const finding of vocabulary) {
    for (const abbreviation of finding.abbreviations ?? []) {
      const folded = wordTokens(abbreviation);
      const single = folded.length === 1 ? folded[0] ?? '' : undefined;
      const needsCapitals = single !== undefined && (single.replace(/[^a-z]/g, '').length <= 2 || wordLike.has(single));
      addPhrase(index, { findingId: finding.id, words: folded.map(stemWord), present: true, needsCapitals });
    }
  }
  for (const word of index.knownWords) {
    const list = index.vocabularyWordsByLength.get(word.length) ?? [];
    list.push(word);
    index.vocabularyWordsByLength.set(word.length, list);
  }
  for (const word of [...commonWords, ...commonClinicalWords]) index.knownWords.add(word);
  for (const list of index.byFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length);
  return index;
}

/** The vocabulary word a misspelt word most likely meant, or null: 'diarhoea' → 'diarrhoea'. */
export function correctSpelling(index: PhraseIndex, word: string): string | null {
  if (index.knownWords.has(word) || index.knownStems.has(stemWord(word))) return null;
  const cached = index.spellingCache.get(word);
  if (cached !== undefined) return cached;
  const limit = allowedEdits(word);
  let best: string | null = null;
  let bestDistance = limit + 1;
  if (limit > 0 && /^[a-z]+$/.test(word)) {
    for (let length = word.length - limit; length <= word.length + limit; length += 1) {
      for (const candidate of index.vocabularyWordsByLength.get(length) ?? []) {
        // Typing slips keep the first letter: 'folic' is not 'colic', 'never' is not 'fever'.
        if (candidate.length < 5 || candidate[0] !== word[0]) continue;
        const distance = editDistanceWithin(word, candidate, limit);
        if (distance > limit) continue;
        if (distance < bestDistance || (distance === bestDistance && best !== null && candidate < best)) {
          best = candidate;
          bestDistance = distance;
        }
      }
    }
  }
  if (index.spellingCache.size > 20000) index.spellingCache.clear();
  index.spellingCache.set(word, best);
  return best;
}

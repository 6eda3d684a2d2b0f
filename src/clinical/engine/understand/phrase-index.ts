import type { Finding } from '../../knowledge/types';
import { absentWordings, type AbsentWording } from '../../knowledge/findings/absent-wordings';
import type { ImportedWording } from '../../knowledge/vocabularies';
import { deriveWordings } from './derive-wordings';
import { allowedEdits, editDistanceWithin } from './edit-distance';
import { stemWord } from './stem';
import { readSwahiliVerb, shengEnglishVerb, swahiliInfinitive, swahiliVerbOfNoun } from './swahili-verbs';
import { wordTexts } from './tokenise';
import { frenchNegationClosers } from './clause-context';
import { commonClinicalWords } from './word-lists/common-clinical-words';
import { clauseBreakWords, negationCues } from './word-lists/negation-words';
import { numberWords } from './word-lists/number-words';
import { severityWords, suddenOnsetWords } from './word-lists/severity-and-onset-words';
import { stopWords } from './word-lists/stop-words';
import { timeUnitDays } from './word-lists/time-words';

/** A changed letter counts as a slip only in words this long; shorter words are never corrected into. */
const substitutionFromLength = 9;
const minimumCandidateLength = 6;

/** Common words that abbreviations of the vocabulary could be confused with. */
const abbreviationLookalikes = [
  'age',
  'fast',
  'gas',
  'ana',
  'cap',
  'hot',
  'sad',
  'pid',
  'ring',
  'rat',
  'bat',
  'vd',
  'asa',
  'dat',
  'sat',
  'tm',
  'ns',
  'pe',
];

/** One synonym, abbreviation or label of a finding, ready to match: its words stemmed. */
export interface Phrase {
  findingId: string;
  words: string[];
  /** False for the positive form of an 'unable to ...' synonym: 'able to drink' says the finding is absent. */
  present: boolean;
  /** Short or ambiguous abbreviations ('HA') count only when typed in capitals. */
  needsCapitals: boolean;
  /** Abbreviations match the typed word itself, never its stem or a spelling fix ('does' is not 'DOE'). */
  isAbbreviation?: boolean;
}

/** Marks, inside a loose phrase, where a few words of the text may sit: 'bitten … dog'. */
export const looseGap = '*';

export interface PhraseIndex {
  byFirstWord: Map<string, Phrase[]>;
  /** Phrases written with '…' ('bitten … dog'): their words in order, a few other words between. */
  looseByFirstWord: Map<string, Phrase[]>;
  /** Every word the matcher knows (vocabulary and word lists): those are never treated as misspellings. */
  knownWords: Set<string>;
  /** Stems of every vocabulary word: a word whose stem is known is never 'corrected' ('convulsed'). */
  knownStems: Set<string>;
  /** Vocabulary words grouped by length, for the misspelling search. */
  vocabularyWordsByLength: Map<number, string[]>;
  /** Misspelling resolutions already computed (pure: same answer every time). */
  spellingCache: Map<string, string | null>;
  /** What each finding is (symptom, sign, history...): a relative's or a past symptom is not the patient's now. */
  kindById: Map<string, Finding['kind']>;
  /**
   * Infinitives of verbs the vocabulary holds only conjugated ('kunuka' for 'inanuka', 'unanuka'): not
   * known words, so a spelling fix never aims at them.
   */
  swahiliInfinitives: Set<string>;
  /** The words of the vocabulary's French wordings: a French verb form is read back only to one of them. */
  frenchWords: Set<string>;
  /** The Kiswahili verb wordings, read on first sight of a word that may be a verb (readKiswahiliVerbsFor). */
  kiswahiliVerbs: KiswahiliVerbWordings;
}

/**
 * What the Kiswahili verb wordings are read from, until they are: the vocabulary's Kiswahili wordings, how
 * many of the known words the vocabulary's own wordings gave (the first ones of the set: the reading sees
 * only those, as it did when the index was built in one go) and the phrases added after them.
 */
interface KiswahiliVerbWordings {
  read: boolean;
  wordings: SwahiliWording[];
  curatedKnownWords: number;
  latePhrases: Phrase[];
}

interface SwahiliWording {
  findingId: string;
  folded: string[];
  words: string[];
}

function addPhrase(index: PhraseIndex, phrase: Phrase): void {
  const first = phrase.words[0];
  if (first === undefined) return;
  const map = phrase.words.includes(looseGap) ? index.looseByFirstWord : index.byFirstWord;
  const list = map.get(first) ?? [];
  list.push(phrase);
  map.set(first, list);
}

/** Whether a phrase of these words (ours, written before the imported ones) is in the index already. */
function isCurated(index: PhraseIndex, words: readonly string[]): boolean {
  const sameWords = (phrase: Phrase) =>
    phrase.words.length === words.length && phrase.words.every((word, k) => word === words[k]);
  const first = words[0] ?? '';
  return (
    (index.byFirstWord.get(first)?.some(sameWords) ?? false) ||
    (index.looseByFirstWord.get(first)?.some(sameWords) ?? false)
  );
}

function isLongestFirst(phrases: readonly Phrase[]): boolean {
  for (let k = 1; k < phrases.length; k += 1)
    if ((phrases[k - 1] as Phrase).words.length < (phrases[k] as Phrase).words.length) return false;
  return true;
}

/** Whether a word holds a digit ('covid19', '38.5'): such words are never known words. */
function hasDigit(word: string): boolean {
  for (let k = 0; k < word.length; k += 1) {
    const code = word.charCodeAt(k);
    if (code >= 48 && code <= 57) return true;
  }
  return false;
}

/**
 * French 'n'' closing its negation is read 'ne' in the text (readStoppedStates): a wording written with it
 * ('n urine plus', 'placenta n est pas sorti') is read so too, or it would never match.
 */
function withElidedNegation(words: string[]): string[] {
  return words.map((word, at) =>
    word === 'n' && words.slice(at + 1, at + 5).some((next) => frenchNegationClosers.has(next)) ? 'ne' : word,
  );
}

/** A synonym's words, folded; '…' (or '...') between words becomes the loose gap marker. */
function synonymWords(text: string): string[] {
  return withElidedNegation(synonymWordsAsWritten(text));
}

function synonymWordsAsWritten(text: string): string[] {
  const hasDots = text.includes('...');
  if (!hasDots && !text.includes('…')) return wordTexts(text);
  // Split on the gap alone: wordTexts reads no space, so the spaces around a gap need no regular expression.
  const parts = (hasDots ? text.replaceAll('...', '…') : text).split('…');
  const words: string[] = [];
  for (const [offset, part] of parts.entries()) {
    if (offset > 0) words.push(looseGap);
    for (const word of wordTexts(part)) words.push(word);
  }
  return words;
}

function emptyIndex(vocabulary: readonly Finding[]): PhraseIndex {
  return {
    byFirstWord: new Map(),
    looseByFirstWord: new Map(),
    knownWords: new Set(),
    knownStems: new Set(),
    vocabularyWordsByLength: new Map(),
    spellingCache: new Map(),
    kindById: new Map(vocabulary.map((finding) => [finding.id, finding.kind])),
    frenchWords: new Set(),
    swahiliInfinitives: new Set(),
    kiswahiliVerbs: { read: false, wordings: [], curatedKnownWords: 0, latePhrases: [] },
  };
}

/**
 * A Kiswahili wording with a conjugated verb whose infinitive the vocabulary holds, with that verb as the
 * infinitive: 'kichwa kinauma' (the head hurts) is also 'kichwa kuuma', which 'kichwa kinaniuma' and
 * 'kichwa kimeuma' read as (match-phrases, swahiliFormOf). Negative verbs keep their form: 'hakojoi' is no
 * 'kukojoa'.
 */
function swahiliInfinitiveWordings(
  index: PhraseIndex,
  knownWords: ReadonlySet<string>,
  { findingId, folded, words }: SwahiliWording,
): Phrase[] {
  const variants: Phrase[] = [];
  // A lone verb names an event its infinitive may not: 'ameungua' (he got burnt) is a burn, 'kuungua'
  // (burning) is also a pain's quality. A wording of several words keeps its sense in either form.
  if (folded.length < 2) return variants;
  // Every verb in the infinitive as well: 'anahisi atakufa' (feels he will die) is also 'kuhisi kufa', which
  // 'alihisi anakufa' reads as.
  const allInfinitives = [...words];
  let verbs = 0;
  for (const [position, word] of folded.entries()) {
    if (word.startsWith('ku') || word === looseGap) continue;
    const infinitive = swahiliVerbOfNoun(word) ?? infinitiveOfWording(word, index, knownWords);
    if (infinitive === undefined) continue;
    const variant = [...words.slice(0, position), stemWord(infinitive), ...words.slice(position + 1)];
    variants.push({ findingId, words: variant, present: true, needsCapitals: false });
    allInfinitives[position] = stemWord(infinitive);
    verbs += 1;
  }
  if (verbs >= 2) variants.push({ findingId, words: allInfinitives, present: true, needsCapitals: false });
  return variants;
}

/** The infinitive a wording's conjugated verb is read as: 'anahisi' 'kuhisi', 'atakufa' 'kufa'. */
function infinitiveOfWording(
  word: string,
  index: PhraseIndex,
  knownWords: ReadonlySet<string>,
): string | undefined {
  for (const reading of readSwahiliVerb(word)) {
    if (reading.negative) continue;
    // 'atakufa', 'amekunywa': a verb of one syllable keeps its 'ku'.
    if (reading.root.startsWith('ku') && knownWords.has(reading.root) && reading.root.length <= 6)
      return reading.root;
    const infinitive = `ku${reading.root}`;
    if (knownWords.has(infinitive) || index.swahiliInfinitives.has(infinitive)) return infinitive;
  }
  return undefined;
}

/**
 * Verbs the vocabulary holds only conjugated, in two forms or more ('inanuka', 'unanuka', 'kinanuka'):
 * their infinitive ('kunuka') joins the forms, so a third ('yananuka', 'imenuka') meets them all. A root
 * one form alone gives may be a noun's ('mkanda' parses as m-ka-nda), so it takes two, of four letters.
 */
function addSharedSwahiliRoots(
  index: PhraseIndex,
  knownWords: ReadonlySet<string>,
  wordings: readonly SwahiliWording[],
): void {
  const formsByRoot = new Map<string, Set<string>>();
  for (const { folded } of wordings)
    for (const word of folded) {
      if (word.startsWith('ku') || word === looseGap) continue;
      const readings = readSwahiliVerb(word).filter((reading) => !reading.negative);
      const first = readings[0];
      if (!first || first.root.length < 4) continue;
      if (readings.some((reading) => knownWords.has(`ku${reading.root}`))) continue;
      const forms = formsByRoot.get(first.root) ?? new Set<string>();
      forms.add(word);
      formsByRoot.set(first.root, forms);
    }
  for (const [root, forms] of formsByRoot) if (forms.size >= 2) index.swahiliInfinitives.add(`ku${root}`);
}

/**
 * Our own wordings of each finding: its label and synonyms, with the wordings derived from them. The
 * vocabulary's 60,000 words are some 10,000 words repeated: each is stemmed and made known once.
 */
function addCuratedPhrases(index: PhraseIndex, vocabulary: readonly Finding[]): void {
  const swahiliWordings = index.kiswahiliVerbs.wordings;
  const stemOf = new Map<string, string>([[looseGap, looseGap]]);
  const readWording = (finding: Finding, text: string, isSwahili: boolean, isFrench: boolean) => {
    const folded = synonymWords(text);
    const words: string[] = [];
    for (const word of folded) {
      let stem = stemOf.get(word);
      if (stem === undefined) {
        // First sight of the word: the order the known words are added in is the order they first appear.
        stem = stemWord(word);
        stemOf.set(word, stem);
        index.knownStems.add(stem);
        if (!hasDigit(word)) index.knownWords.add(word);
      }
      words.push(stem);
    }
    addPhrase(index, { findingId: finding.id, words, present: true, needsCapitals: false });
    for (const phrase of deriveWordings(finding, folded, words)) addPhrase(index, phrase);
    if (isSwahili) swahiliWordings.push({ findingId: finding.id, folded, words });
    if (isFrench) for (const word of folded) index.frenchWords.add(word);
  };
  for (const finding of vocabulary) {
    const { en, sw, fr } = finding.synonyms;
    // A wording is Kiswahili (French) when the finding lists it so, whichever list it is also in.
    const isSwahili = (text: string) => sw.length > 0 && sw.includes(text);
    const isFrench = (text: string) => fr.length > 0 && fr.includes(text);
    const label = finding.label.replace(/\(.*?\)/g, '');
    readWording(finding, label, isSwahili(label), isFrench(label));
    for (const text of en) readWording(finding, text, isSwahili(text), isFrench(text));
    for (const text of sw) readWording(finding, text, true, isFrench(text));
    for (const text of fr) readWording(finding, text, isSwahili(text), true);
  }
  // Read once every word of the vocabulary is known: an infinitive may come in a later finding's wordings.
  index.kiswahiliVerbs.curatedKnownWords = index.knownWords.size;
}

/**
 * Reads the Kiswahili verb wordings into the index (addSharedSwahiliRoots, swahiliInfinitiveWordings): at
 * once while the index is built (`sorted` false: the phrases go after the vocabulary's own, as they were
 * always added), or into the finished index, each phrase where sorting would have put it: after the phrases
 * of its length added before it, before those added after it (imported, absent, abbreviations).
 */
export function readKiswahiliVerbs(index: PhraseIndex, sorted = true): void {
  const pending = index.kiswahiliVerbs;
  if (pending.read) return;
  pending.read = true;
  // The known words as the vocabulary's own wordings left them: the first ones of the set.
  const knownWords = new Set<string>();
  for (const word of index.knownWords) {
    if (knownWords.size === pending.curatedKnownWords) break;
    knownWords.add(word);
  }
  addSharedSwahiliRoots(index, knownWords, pending.wordings);
  const late = new Set(pending.latePhrases);
  for (const wording of pending.wordings)
    for (const phrase of swahiliInfinitiveWordings(index, knownWords, wording)) {
      if (!sorted) {
        addPhrase(index, phrase);
        continue;
      }
      const map = phrase.words.includes(looseGap) ? index.looseByFirstWord : index.byFirstWord;
      const first = phrase.words[0] ?? '';
      const list = map.get(first);
      if (list === undefined) {
        map.set(first, [phrase]);
        continue;
      }
      const length = phrase.words.length;
      let at = 0;
      while (
        at < list.length &&
        ((list[at]?.words.length ?? 0) > length ||
          ((list[at]?.words.length ?? 0) === length && !late.has(list[at] as Phrase)))
      )
        at += 1;
      list.splice(at, 0, phrase);
    }
  pending.wordings = [];
  pending.latePhrases = [];
}

/**
 * Reads the Kiswahili verb wordings into the index before the first text holding a word they could meet:
 * a word that may be a conjugated verb (it parses as one, or carries a Kiswahili prefix on a verb), one
 * whose stem is an infinitive ('ku-'), or one a spelling fix could turn into one (starting with 'k').
 * Texts without such words read the same with or without them. The engine starts without them.
 */
export function readKiswahiliVerbsFor(index: PhraseIndex, tokens: ReadonlyArray<{ text: string }>): void {
  if (index.kiswahiliVerbs.read) return;
  for (const { text: word } of tokens)
    if (
      word.startsWith('k') ||
      word.includes('ku') ||
      stemWord(word).startsWith('ku') ||
      readSwahiliVerb(word).length > 0 ||
      swahiliInfinitive(word) !== undefined ||
      shengEnglishVerb(word) !== undefined
    ) {
      readKiswahiliVerbs(index, true);
      return;
    }
}

/** An imported wording's words, and whether the index takes it: one of a finding of ours, not already ours. */
function readImported(
  index: PhraseIndex,
  vocabularyIds: ReadonlySet<string>,
  wording: ImportedWording,
): { folded: string[]; words: string[] } | undefined {
  if (!vocabularyIds.has(wording.findingId)) return undefined;
  const folded = wordTexts(wording.text);
  const words = folded.map(stemWord);
  // A Kiswahili verb wording holds an infinitive ('ku-', so is its stem): one the same as this must be read.
  if (words.some((word) => word.startsWith('ku'))) readKiswahiliVerbs(index, false);
  return words.length === 0 || isCurated(index, words) ? undefined : { folded, words };
}

/**
 * The imported wordings the index takes: the others name nothing ours does not already name, so the
 * index is the same without them (the web build leaves them out: scripts/web-build/hpo-without-labels.ts).
 */
export function importedWordingsTaken(
  vocabulary: readonly Finding[],
  imported: readonly ImportedWording[],
): ImportedWording[] {
  const index = emptyIndex(vocabulary);
  addCuratedPhrases(index, vocabulary);
  const vocabularyIds = new Set(vocabulary.map((finding) => finding.id));
  return imported.filter((wording) => readImported(index, vocabularyIds, wording) !== undefined);
}

/** Words of the language, not of the vocabulary, that the matcher knows: never read as misspellings. */
function commonWordsOf(): string[] {
  return [
    ...stopWords,
    ...negationCues,
    ...clauseBreakWords,
    ...suddenOnsetWords,
    ...Object.keys(severityWords),
    ...Object.keys(numberWords),
    ...Object.keys(timeUnitDays),
  ];
}

/** The word lists the index reads beside the vocabulary: part of what a snapshot of it is keyed by. */
export function phraseIndexWordLists(): Record<string, readonly string[]> {
  return {
    commonWords: commonWordsOf(),
    commonClinicalWords: [...commonClinicalWords],
    abbreviationLookalikes,
  };
}

/** Builds the matcher's index once per vocabulary. */
export function buildPhraseIndex(
  vocabulary: readonly Finding[],
  absent: readonly AbsentWording[] = absentWordings,
  imported: readonly ImportedWording[] = [],
): PhraseIndex {
  const index = emptyIndex(vocabulary);
  const commonWords = commonWordsOf();
  addCuratedPhrases(index, vocabulary);
  const vocabularyIds = new Set(vocabulary.map((finding) => finding.id));
  // Imported wordings come after ours: one that already names a finding of ours is left out.
  const importedToAdd: Array<{ wording: ImportedWording; folded: string[]; words: string[] }> = [];
  for (const wording of imported) {
    const read = readImported(index, vocabularyIds, wording);
    if (read !== undefined) importedToAdd.push({ wording, ...read });
  }
  // Once the Kiswahili verb wordings are read (an imported wording held an infinitive), nothing comes after them.
  const late = index.kiswahiliVerbs.read ? [] : index.kiswahiliVerbs.latePhrases;
  for (const { wording, folded, words } of importedToAdd) {
    const phrase: Phrase = { findingId: wording.findingId, words, present: true, needsCapitals: false };
    addPhrase(index, phrase);
    late.push(phrase);
    for (const word of words) index.knownStems.add(word);
    for (const word of folded) if (!hasDigit(word)) index.knownWords.add(word);
  }
  for (const wording of absent.filter((entry) => vocabularyIds.has(entry.findingId))) {
    for (const text of [...wording.en, ...wording.sw, ...wording.fr]) {
      const folded = synonymWords(text);
      const words = folded.map((word) => (word === looseGap ? word : stemWord(word)));
      const phrase: Phrase = { findingId: wording.findingId, words, present: false, needsCapitals: false };
      addPhrase(index, phrase);
      late.push(phrase);
      for (const word of folded) if (word !== looseGap && !hasDigit(word)) index.knownWords.add(word);
    }
  }
  // Abbreviations that spell a word ('AGE', 'FAST', 'HA') count only in capitals: 'age 2' is not gastroenteritis.
  const commonWordSet = new Set([...commonWords, ...abbreviationLookalikes]);
  const wordLike = (word: string) => index.knownWords.has(word) || commonWordSet.has(word);
  for (const finding of vocabulary) {
    for (const abbreviation of finding.abbreviations ?? []) {
      const folded = wordTexts(abbreviation);
      const single = folded.length === 1 ? (folded[0] ?? '') : undefined;
      const needsCapitals =
        single !== undefined && (single.replace(/[^a-z]/g, '').length <= 2 || wordLike(single));
      const phrase: Phrase = {
        findingId: finding.id,
        words: folded,
        present: true,
        needsCapitals,
        isAbbreviation: true,
      };
      addPhrase(index, phrase);
      late.push(phrase);
    }
  }
  for (const word of index.knownWords) {
    const list = index.vocabularyWordsByLength.get(word.length) ?? [];
    list.push(word);
    index.vocabularyWordsByLength.set(word.length, list);
  }
  for (const word of [...commonWords, ...commonClinicalWords]) index.knownWords.add(word);
  // Longest first; most lists hold one phrase or are in order already, and a sort is stable, so those stay.
  const latePhrases = new Set(late);
  for (const map of [index.byFirstWord, index.looseByFirstWord])
    for (const [first, list] of map) {
      const distinct = withoutRepeats(list, latePhrases);
      if (!isLongestFirst(distinct)) distinct.sort((a, b) => b.words.length - a.words.length);
      map.set(first, distinct);
    }
  return index;
}

/**
 * The phrases of a list with exact repeats left out (the first kept): inflections that stem alike
 * ('threatened', 'threatening') and composed act-and-object wordings make many, and a repeat can only match
 * where its first already has. The late phrases (`keep`), which a snapshot finds again by identity, all stay.
 */
function withoutRepeats(phrases: readonly Phrase[], keep: ReadonlySet<Phrase>): Phrase[] {
  const seen = new Set<string>();
  return phrases.filter((phrase) => {
    if (keep.has(phrase)) return true;
    const key = `${phrase.findingId}|${phrase.present}|${phrase.needsCapitals}|${phrase.isAbbreviation === true}|${phrase.words.join(' ')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Whether an edit of `distance` between a typed word and a vocabulary word looks like a typing slip
 * rather than another word. Slips drop, double or swap letters ('diarhoea', 'vomitting', 'haedache');
 * a changed letter in a short word usually makes another word ('shook' and 'shock', 'heard' and
 * 'heart', 'women' and 'woken'), so substitutions count only in long words.
 */
function looksLikeSlip(word: string, candidate: string, distance: number): boolean {
  const sameLength = word.length === candidate.length;
  const isSwap = sameLength && [...word].sort().join('') === [...candidate].sort().join('');
  if (distance === 1) return !sameLength || isSwap || word.length >= substitutionFromLength;
  return !sameLength || isSwap;
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
        if (candidate.length < minimumCandidateLength || candidate[0] !== word[0]) continue;
        const distance = editDistanceWithin(word, candidate, limit);
        if (distance > limit || !looksLikeSlip(word, candidate, distance)) continue;
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

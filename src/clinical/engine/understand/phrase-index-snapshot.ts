import type { Finding } from '../../knowledge/types';
import type { AbsentWording } from '../../knowledge/findings/absent-wordings';
import type { ImportedWording } from '../../knowledge/vocabularies';
import type { Phrase, PhraseIndex } from './phrase-index';

/** Everything the phrase index is built from as data (its code is the other half of a snapshot's key). */
export interface PhraseIndexInputs {
  vocabulary: readonly Finding[];
  absent: readonly AbsentWording[];
  imported: readonly ImportedWording[];
  /** The word lists the index reads beside the vocabulary (phraseIndexWordLists). */
  wordLists: Readonly<Record<string, readonly string[]>>;
}

/**
 * Where the engine gets its phrase index: built in memory (the default, and the browser's), or from a
 * snapshot saved by an earlier start (the server's, src/server/phrase-index-snapshots.ts). `build` is the
 * index as the inputs give it; a source that returns anything else breaks answers.
 */
export type PhraseIndexSource = (inputs: PhraseIndexInputs, build: () => PhraseIndex) => PhraseIndex;

/** Bump when the snapshot's shape changes (the code that builds the index is keyed separately). */
export const phraseIndexSnapshotFormat = 1;

/**
 * The index as plain JSON data. Phrases are listed once, in the order of their lists (the lists are
 * `[first word, count]`, in map order); the phrases added after the vocabulary's own ('late': imported,
 * absent, abbreviations) are their positions in that list, so the same objects count as late again.
 */
export interface PhraseIndexSnapshot {
  format: number;
  phrases: Phrase[];
  byFirstWord: Array<[string, number]>;
  looseByFirstWord: Array<[string, number]>;
  latePhrases: number[];
  knownWords: string[];
  knownStems: string[];
  vocabularyWordsByLength: Array<[number, string[]]>;
  spellingCache: Array<[string, string | null]>;
  kindById: Array<[string, Finding['kind']]>;
  swahiliInfinitives: string[];
  frenchWords: string[];
  kiswahiliVerbs: Omit<PhraseIndex['kiswahiliVerbs'], 'latePhrases'>;
}

/** The index as data to save: sets, maps and orders as they are, so the index read back is the same. */
export function toPhraseIndexSnapshot(index: PhraseIndex): PhraseIndexSnapshot {
  const phrases: Phrase[] = [];
  const position = new Map<Phrase, number>();
  const listsOf = (map: Map<string, Phrase[]>) =>
    [...map].map(([first, list]): [string, number] => {
      for (const phrase of list) {
        position.set(phrase, phrases.length);
        phrases.push(phrase);
      }
      return [first, list.length];
    });
  const byFirstWord = listsOf(index.byFirstWord);
  const looseByFirstWord = listsOf(index.looseByFirstWord);
  const { latePhrases, ...kiswahiliVerbs } = index.kiswahiliVerbs;
  return {
    format: phraseIndexSnapshotFormat,
    phrases,
    byFirstWord,
    looseByFirstWord,
    latePhrases: latePhrases.map((phrase) => {
      const at = position.get(phrase);
      if (at === undefined) throw new Error('A late phrase is in no list of the index');
      return at;
    }),
    knownWords: [...index.knownWords],
    knownStems: [...index.knownStems],
    vocabularyWordsByLength: [...index.vocabularyWordsByLength],
    spellingCache: [...index.spellingCache],
    kindById: [...index.kindById],
    swahiliInfinitives: [...index.swahiliInfinitives],
    frenchWords: [...index.frenchWords],
    kiswahiliVerbs,
  };
}

const isArray = Array.isArray;

/** The index a snapshot holds, or undefined when the data is not a whole snapshot of this format. */
export function fromPhraseIndexSnapshot(data: unknown): PhraseIndex | undefined {
  const snapshot = data as Partial<PhraseIndexSnapshot> | null;
  if (typeof snapshot !== 'object' || snapshot === null) return undefined;
  const {
    format,
    phrases,
    byFirstWord,
    looseByFirstWord,
    latePhrases,
    knownWords,
    knownStems,
    vocabularyWordsByLength,
    spellingCache,
    kindById,
    swahiliInfinitives,
    frenchWords,
    kiswahiliVerbs,
  } = snapshot;
  if (
    format !== phraseIndexSnapshotFormat ||
    !isArray(phrases) ||
    !isArray(byFirstWord) ||
    !isArray(looseByFirstWord) ||
    !isArray(latePhrases) ||
    !isArray(knownWords) ||
    !isArray(knownStems) ||
    !isArray(vocabularyWordsByLength) ||
    !isArray(spellingCache) ||
    !isArray(kindById) ||
    !isArray(swahiliInfinitives) ||
    !isArray(frenchWords) ||
    typeof kiswahiliVerbs !== 'object' ||
    kiswahiliVerbs === null ||
    !isArray(kiswahiliVerbs.wordings)
  )
    return undefined;
  let next = 0;
  const mapOf = (lists: Array<[string, number]>) => {
    const map = new Map<string, Phrase[]>();
    for (const [first, count] of lists) {
      map.set(first, phrases.slice(next, next + count));
      next += count;
    }
    return map;
  };
  const index: PhraseIndex = {
    byFirstWord: mapOf(byFirstWord),
    looseByFirstWord: mapOf(looseByFirstWord),
    knownWords: new Set(knownWords),
    knownStems: new Set(knownStems),
    vocabularyWordsByLength: new Map(vocabularyWordsByLength),
    spellingCache: new Map(spellingCache),
    kindById: new Map(kindById),
    swahiliInfinitives: new Set(swahiliInfinitives),
    frenchWords: new Set(frenchWords),
    kiswahiliVerbs: { ...kiswahiliVerbs, latePhrases: latePhrases.map((at) => phrases[at] as Phrase) },
  };
  const isWhole =
    next === phrases.length &&
    latePhrases.every((at) => Number.isInteger(at) && at >= 0 && at < phrases.length) &&
    phrases.every((phrase) => isArray(phrase?.words) && typeof phrase.findingId === 'string');
  return isWhole ? index : undefined;
}

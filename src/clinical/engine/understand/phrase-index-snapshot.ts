import type { Finding } from '../../knowledge/types';
import type { AbsentWording } from '../../knowledge/findings/absent-wordings';
import type { ImportedWording } from '../../knowledge/vocabularies';
import type { Phrase, PhraseIndex } from './phrase-index';
import {
  NotWhole,
  phraseFlags,
  SnapshotPhraseLists,
  SnapshotPhrases,
  type PhraseColumns,
} from './snapshot-phrases';

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
export const phraseIndexSnapshotFormat = 2;

/**
 * The index as plain JSON data, small so that a start reads it fast (issue 11: start <= 150 ms; the index
 * written out whole was 4.5 MB, most of it the same keys and words again). Every string of the phrases,
 * word sets and Kiswahili wordings (a word, a finding id) is written once, in `strings`, the most used
 * first, and elsewhere as its position there. Phrases are listed once, in the order of their lists, column
 * by column (PhraseColumns); a list is its first word and how many of the phrases it holds, in map order.
 * The phrases added after the vocabulary's own ('late': imported, absent, abbreviations) are their
 * positions in the list of phrases, so the same objects count as late again. Sets, maps and orders are kept
 * as they are, so the index read back is the same; its phrases are made when first read (snapshot-phrases.ts).
 */
export interface PhraseIndexSnapshot {
  format: number;
  strings: string[];
  phrases: PhraseColumns;
  byFirstWord: number[];
  looseByFirstWord: number[];
  latePhrases: number[];
  knownWords: number[];
  knownStems: number[];
  vocabularyWordsByLength: Array<[number, number[]]>;
  spellingCache: Array<[string, string | null]>;
  kindById: Array<[string, Finding['kind']]>;
  swahiliInfinitives: number[];
  frenchWords: number[];
  /** Each Kiswahili wording as its finding, its number of folded words, those, its number of words, those. */
  kiswahiliVerbs: { read: boolean; curatedKnownWords: number; wordings: number[] };
}

/** The strings of an index, each with its position: the most used first (then in first use), so short numbers. */
function stringTable(uses: (use: (text: string) => void) => void): {
  strings: string[];
  at: Map<string, number>;
} {
  const counts = new Map<string, number>();
  uses((text) => counts.set(text, (counts.get(text) ?? 0) + 1));
  const strings = [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0));
  return { strings, at: new Map(strings.map((text, position) => [text, position])) };
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
  const lists = listsOf(index.byFirstWord);
  const looseLists = listsOf(index.looseByFirstWord);
  const { read, curatedKnownWords, wordings, latePhrases } = index.kiswahiliVerbs;
  const sets = [index.knownWords, index.knownStems, index.swahiliInfinitives, index.frenchWords];
  const { strings, at } = stringTable((use) => {
    for (const phrase of phrases) {
      use(phrase.findingId);
      phrase.words.forEach(use);
    }
    for (const [first] of [...lists, ...looseLists]) use(first);
    for (const set of sets) set.forEach(use);
    for (const words of index.vocabularyWordsByLength.values()) words.forEach(use);
    for (const wording of wordings) {
      use(wording.findingId);
      wording.folded.forEach(use);
      wording.words.forEach(use);
    }
  });
  const positions = (texts: Iterable<string>) => [...texts].map((text) => at.get(text) as number);
  const counted = (texts: readonly string[]) => [texts.length, ...positions(texts)];
  const flagsOf = (phrase: Phrase) =>
    (phrase.present ? phraseFlags.present : 0) +
    (phrase.needsCapitals ? phraseFlags.needsCapitals : 0) +
    (phrase.isAbbreviation === undefined ? 0 : phraseFlags.hasIsAbbreviation) +
    (phrase.isAbbreviation === true ? phraseFlags.isAbbreviation : 0);
  return {
    format: phraseIndexSnapshotFormat,
    strings,
    phrases: {
      findings: phrases.map((phrase) => at.get(phrase.findingId) as number),
      flags: phrases.map(flagsOf),
      wordCounts: phrases.map((phrase) => phrase.words.length),
      words: phrases.flatMap((phrase) => positions(phrase.words)),
    },
    byFirstWord: lists.flatMap(([first, count]) => [at.get(first) as number, count]),
    looseByFirstWord: looseLists.flatMap(([first, count]) => [at.get(first) as number, count]),
    latePhrases: latePhrases.map((phrase) => {
      const late = position.get(phrase);
      if (late === undefined) throw new Error('A late phrase is in no list of the index');
      return late;
    }),
    knownWords: positions(index.knownWords),
    knownStems: positions(index.knownStems),
    vocabularyWordsByLength: [...index.vocabularyWordsByLength].map(([length, words]) => [
      length,
      positions(words),
    ]),
    spellingCache: [...index.spellingCache],
    kindById: [...index.kindById],
    swahiliInfinitives: positions(index.swahiliInfinitives),
    frenchWords: positions(index.frenchWords),
    kiswahiliVerbs: {
      read,
      curatedKnownWords,
      wordings: wordings.flatMap((wording) => [
        at.get(wording.findingId) as number,
        ...counted(wording.folded),
        ...counted(wording.words),
      ]),
    },
  };
}

const isArray = Array.isArray;

/** The strings at `positions[from..to)`. A loop, not a callback: a start runs it once, before it is optimised. */
function stringsAt(
  strings: readonly unknown[],
  positions: readonly unknown[],
  from: number,
  to: number,
): string[] {
  if (to > positions.length) throw new NotWhole();
  const texts = positions.slice(from, to);
  for (let k = 0; k < texts.length; k += 1) {
    const text = strings[texts[k] as number];
    if (typeof text !== 'string') throw new NotWhole();
    texts[k] = text;
  }
  return texts as string[];
}

const allStringsAt = (strings: readonly unknown[], positions: unknown) => {
  if (!isArray(positions)) throw new NotWhole();
  return stringsAt(strings, positions, 0, positions.length);
};

function count(numbers: readonly unknown[], at: number): number {
  const value = numbers[at];
  if (typeof value !== 'number' || (value | 0) !== value || value < 0) throw new NotWhole();
  return value;
}

function readKiswahiliWordings({ strings, kiswahiliVerbs }: PhraseIndexSnapshot) {
  const numbers: unknown = kiswahiliVerbs.wordings;
  if (!isArray(numbers)) throw new NotWhole();
  const wordings: PhraseIndex['kiswahiliVerbs']['wordings'] = [];
  let at = 0;
  while (at < numbers.length) {
    const findingId = strings[numbers[at] as number];
    if (typeof findingId !== 'string') throw new NotWhole();
    const foldedEnd = at + 2 + count(numbers, at + 1);
    const folded = stringsAt(strings, numbers, at + 2, foldedEnd);
    const wordsEnd = foldedEnd + 1 + count(numbers, foldedEnd);
    wordings.push({ findingId, folded, words: stringsAt(strings, numbers, foldedEnd + 1, wordsEnd) });
    at = wordsEnd;
  }
  return wordings;
}

/** The index a snapshot holds, or undefined when the data is not a whole snapshot of this format. */
export function fromPhraseIndexSnapshot(data: unknown): PhraseIndex | undefined {
  const snapshot = data as PhraseIndexSnapshot | null;
  if (typeof snapshot !== 'object' || snapshot === null) return undefined;
  const { format, strings, kiswahiliVerbs } = snapshot;
  if (format !== phraseIndexSnapshotFormat || !isArray(strings) || typeof snapshot.phrases !== 'object')
    return undefined;
  try {
    // The phrases and their lists are made when first read (snapshot-phrases.ts); the rest now.
    const phrases = new SnapshotPhrases(strings, snapshot.phrases);
    const listsOf = (lists: unknown, from: number) => {
      if (!isArray(lists)) throw new NotWhole();
      return new SnapshotPhraseLists(strings, lists, phrases, from);
    };
    const byFirstWord = listsOf(snapshot.byFirstWord, 0);
    const looseByFirstWord = listsOf(snapshot.looseByFirstWord, byFirstWord.end);
    if (looseByFirstWord.end !== phrases.count || typeof kiswahiliVerbs.read !== 'boolean') return undefined;
    return {
      byFirstWord,
      looseByFirstWord,
      knownWords: new Set(allStringsAt(strings, snapshot.knownWords)),
      knownStems: new Set(allStringsAt(strings, snapshot.knownStems)),
      vocabularyWordsByLength: new Map(
        snapshot.vocabularyWordsByLength.map(([length, words]) => [length, allStringsAt(strings, words)]),
      ),
      spellingCache: new Map(snapshot.spellingCache),
      kindById: new Map(snapshot.kindById),
      swahiliInfinitives: new Set(allStringsAt(strings, snapshot.swahiliInfinitives)),
      frenchWords: new Set(allStringsAt(strings, snapshot.frenchWords)),
      kiswahiliVerbs: {
        read: kiswahiliVerbs.read,
        wordings: readKiswahiliWordings(snapshot),
        curatedKnownWords: kiswahiliVerbs.curatedKnownWords,
        latePhrases: snapshot.latePhrases.map((at) => {
          if (!Number.isInteger(at) || at < 0 || at >= phrases.count) throw new NotWhole();
          return phrases.at(at);
        }),
      },
    };
  } catch {
    return undefined; // cut short, a position out of range, or a part missing: not a whole snapshot
  }
}

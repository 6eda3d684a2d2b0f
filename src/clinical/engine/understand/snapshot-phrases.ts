import type { Phrase } from './phrase-index';

/** A phrase's booleans as one number in a snapshot; `isAbbreviation` is written only when the phrase has it. */
export const phraseFlags = { present: 1, needsCapitals: 2, hasIsAbbreviation: 4, isAbbreviation: 8 } as const;

/** What reading a snapshot that is not whole (cut short, of another format, edited) throws. */
export class NotWhole extends Error {}

const isArray = Array.isArray;

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * Whether every one of `numbers` is a whole number from 0 to below `end`: checked by the engine's own array
 * code (a start runs this once, before a loop of ours would be optimised), in slices a call can take.
 */
function areBelow(numbers: unknown, end: number): numbers is number[] {
  if (!Array.isArray(numbers) || !numbers.every(Number.isInteger)) return false;
  const slice = 10_000;
  for (let from = 0; from < numbers.length; from += slice) {
    const part = numbers.slice(from, from + slice) as number[];
    if (Math.min(...part) < 0 || Math.max(...part) >= end) return false;
  }
  return true;
}

/** A snapshot's phrases, column by column: each phrase's finding and words are positions in the strings. */
export interface PhraseColumns {
  findings: number[];
  /** phraseFlags */
  flags: number[];
  wordCounts: number[];
  /** The words of every phrase, one phrase after another. */
  words: number[];
}

/**
 * A snapshot's phrases, each made from its columns when first asked for, and made once: a start makes none
 * of the index's 30,000 phrases, an answer those of the lists its words open. Every number is checked when
 * the snapshot is read, so a phrase made later cannot fail.
 */
export class SnapshotPhrases {
  readonly count: number;
  /** Where each phrase's words start, and where the last one's end. */
  readonly #starts: Int32Array;
  readonly #made = new Map<number, Phrase>();

  constructor(
    private readonly strings: readonly unknown[],
    private readonly columns: PhraseColumns,
  ) {
    const { findings, flags, wordCounts, words } = columns;
    const count = isArray(findings) ? findings.length : -1;
    if (
      !strings.every(isString) ||
      !areBelow(findings, strings.length) ||
      !areBelow(words, strings.length) ||
      !areBelow(flags, 16) ||
      !areBelow(wordCounts, words.length + 1) ||
      flags.length !== count ||
      wordCounts.length !== count
    )
      throw new NotWhole();
    const starts = new Int32Array(count + 1);
    for (let phrase = 0; phrase < count; phrase += 1)
      starts[phrase + 1] = (starts[phrase] as number) + (wordCounts[phrase] as number);
    if (starts[count] !== words.length) throw new NotWhole();
    this.count = count;
    this.#starts = starts;
  }

  /** The phrase at this position of the snapshot's list of phrases (a position it holds). */
  at(position: number): Phrase {
    const made = this.#made.get(position);
    if (made !== undefined) return made;
    const { strings, columns } = this;
    const findingId = strings[columns.findings[position] as number] as string;
    const flags = columns.flags[position] as number;
    const words: unknown[] = columns.words.slice(this.#starts[position], this.#starts[position + 1]);
    for (let word = 0; word < words.length; word += 1) words[word] = strings[words[word] as number];
    const present = (flags & phraseFlags.present) !== 0;
    const needsCapitals = (flags & phraseFlags.needsCapitals) !== 0;
    const phrase: Phrase =
      (flags & phraseFlags.hasIsAbbreviation) === 0
        ? { findingId, words: words as string[], present, needsCapitals }
        : {
            findingId,
            words: words as string[],
            present,
            needsCapitals,
            isAbbreviation: (flags & phraseFlags.isAbbreviation) !== 0,
          };
    this.#made.set(position, phrase);
    return phrase;
  }

  /** The phrases at positions `from` to `to` (not included), as a new list. */
  slice(from: number, to: number): Phrase[] {
    const list: Phrase[] = [];
    for (let position = from; position < to; position += 1) list.push(this.at(position));
    return list;
  }
}

/** Stands for a list not made yet; never given out. */
const unmade: Phrase[] = [];

/**
 * Lists of phrases by first word read from a snapshot, each list made the first time it is asked for. It
 * is the Map the snapshot saved: its keys in the same order from the start, and whatever hands out lists
 * (iterating, forEach, values, entries) makes the rest first.
 */
export class SnapshotPhraseLists extends Map<string, Phrase[]> {
  /** Each list not made yet: its place in `#bounds`, which holds where each list starts and the last ends. */
  readonly #unmade = new Map<string, number>();
  readonly #bounds: Int32Array;

  /** `lists`: each list's first word (a position in `strings`) and its number of phrases, from `from`. */
  constructor(
    strings: readonly unknown[],
    lists: readonly unknown[],
    private readonly phrases: SnapshotPhrases,
    from: number,
  ) {
    super();
    if (lists.length % 2 !== 0) throw new NotWhole();
    const bounds = new Int32Array(lists.length / 2 + 1);
    bounds[0] = from;
    for (let list = 0; list < lists.length / 2; list += 1) {
      const first = strings[lists[2 * list] as number];
      const count = lists[2 * list + 1];
      if (!isString(first) || typeof count !== 'number' || !(count >= 0)) throw new NotWhole();
      super.set(first, unmade);
      this.#unmade.set(first, list);
      bounds[list + 1] = (bounds[list] as number) + count;
    }
    this.#bounds = bounds;
    this.end = bounds[lists.length / 2] as number;
    if (!Number.isInteger(this.end) || this.end > phrases.count) throw new NotWhole();
  }

  /** Where the phrases of these lists end in the snapshot's list of phrases. */
  readonly end: number;

  override get(word: string): Phrase[] | undefined {
    const list = super.get(word);
    return list === unmade ? this.#make(word) : list;
  }

  override set(word: string, list: Phrase[]): this {
    this.#unmade.delete(word);
    return super.set(word, list);
  }

  override delete(word: string): boolean {
    this.#unmade.delete(word);
    return super.delete(word);
  }

  override clear(): void {
    this.#unmade.clear();
    super.clear();
  }

  #make(word: string): Phrase[] {
    const at = this.#unmade.get(word) as number;
    const list = this.phrases.slice(this.#bounds[at] as number, this.#bounds[at + 1] as number);
    this.#unmade.delete(word);
    super.set(word, list);
    return list;
  }

  #makeAll(): void {
    for (const word of [...this.#unmade.keys()]) this.#make(word);
  }

  override entries(): MapIterator<[string, Phrase[]]> {
    this.#makeAll();
    return super.entries();
  }

  override values(): MapIterator<Phrase[]> {
    this.#makeAll();
    return super.values();
  }

  override [Symbol.iterator](): MapIterator<[string, Phrase[]]> {
    return this.entries();
  }

  override forEach(
    callback: (list: Phrase[], word: string, map: Map<string, Phrase[]>) => void,
    thisArg?: unknown,
  ): void {
    this.#makeAll();
    super.forEach(callback, thisArg);
  }
}

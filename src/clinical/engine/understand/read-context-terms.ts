import type { ContextKind, ContextTerm } from '../../knowledge/vocabularies/context-terms';
import {
  medicineNameStems,
  minimumMedicineNameLength,
  notMedicineNames,
} from '../../knowledge/vocabularies/medicine-name-stems';
import { stemWord } from './stem';
import { tokenise, wordTexts, type Token } from './tokenise';

/** A word or wording of clinical context read in the text, as the clinician wrote it. */
export interface ContextRead {
  kind: ContextKind;
  text: string;
}

interface IndexedTerm {
  kind: ContextTerm['kind'];
  words: string[];
  /** The folded words as written, for terms never stemmed (places, everyday words). */
  exact?: string[];
  /** Short abbreviations written with capitals ('GOT', 'pH') match only as written: 'got' is a verb. */
  writtenAs?: string;
}

interface BuiltIndex {
  byFirstWord: Map<string, IndexedTerm[]>;
  stems: ReadonlyArray<{ ending: string; drugClass: string }>;
}

/**
 * Built on first use: most requests read context words, but the engine starts without paying for it. The
 * terms may be given as a function, so that choosing them waits for that first use too.
 */
export interface ContextIndex {
  terms: readonly ContextTerm[] | (() => readonly ContextTerm[]);
  built?: BuiltIndex;
}

export function buildContextIndex(terms: ContextIndex['terms']): ContextIndex {
  return { terms };
}

/** The index of context wordings, built once per vocabulary; longer wordings are tried first. */
function builtIndex(index: ContextIndex): BuiltIndex {
  if (index.built) return index.built;
  const terms = typeof index.terms === 'function' ? index.terms() : index.terms;
  const byFirstWord = new Map<string, IndexedTerm[]>();
  const seen = new Set<string>();
  for (const term of terms) {
    // Most terms are plain lower-case words: split them directly (the tokeniser is needed for the rest).
    const folded = /^[a-z]+(?: [a-z]+)*$/.test(term.text) ? term.text.split(' ') : wordTexts(term.text);
    const words = folded.map(stemWord);
    const first = words[0];
    const key = `${term.isExact ? folded.join(' ') : words.join(' ')}|${term.isExact ?? false}|${term.isCaseSensitive ? term.text : ''}`;
    if (first === undefined || seen.has(key)) continue;
    seen.add(key);
    const entry: IndexedTerm = { kind: term.kind, words };
    if (term.isExact) entry.exact = folded;
    if (term.isCaseSensitive) entry.writtenAs = term.text;
    const list = byFirstWord.get(first);
    if (list) list.push(entry);
    else byFirstWord.set(first, [entry]);
  }
  // Longer wordings first; among equals, those matched as written ('Chine', the country, before 'chin').
  for (const list of byFirstWord.values())
    list.sort(
      (a, b) => b.words.length - a.words.length || Number(Boolean(b.exact)) - Number(Boolean(a.exact)),
    );
  const stems = [...medicineNameStems].sort((a, b) => b.ending.length - a.ending.length);
  index.built = { byFirstWord, stems };
  return index.built;
}

function termAt(
  words: readonly Token[],
  stems: readonly string[],
  at: number,
  index: BuiltIndex,
  original: string,
): IndexedTerm | undefined {
  for (const term of index.byFirstWord.get(stems[at] ?? '') ?? []) {
    if (!term.words.every((word, k) => stems[at + k] === word)) continue;
    if (term.exact && !term.exact.every((word, k) => words[at + k]?.text === word)) continue;
    const token = words[at];
    if (term.writtenAs && (!token || original.slice(token.start, token.end) !== term.writtenAs)) continue;
    return term;
  }
  return undefined;
}

function isMedicineName(word: string, index: BuiltIndex): boolean {
  if (word.length < minimumMedicineNameLength || !/^[a-z]+$/.test(word) || notMedicineNames.has(word))
    return false;
  return index.stems.some((stem) => word.endsWith(stem.ending));
}

/**
 * Reads the context wordings in a part of the text no finding was read in, and returns what was read and
 * the runs of words still not understood (runs made only of `isFiller` words are dropped).
 */
export function readContextTerms(
  part: string,
  contextIndex: ContextIndex,
  isFiller: (word: string) => boolean,
): { read: ContextRead[]; rest: string[] } {
  const index = builtIndex(contextIndex);
  const words = tokenise(part).filter((token) => token.kind !== 'break');
  const stems = words.map((token) => stemWord(token.text));
  const read: ContextRead[] = [];
  const rest: string[] = [];
  let run: Token[] = [];
  const closeRun = () => {
    const content = run.filter((token) => token.kind === 'word' && !isFiller(token.text));
    const first = content[0];
    const last = content[content.length - 1];
    if (first && last) rest.push(part.slice(first.start, last.end));
    run = [];
  };
  // 'wobbly gait': an everyday word right before a word not understood describes it, and is shown with it.
  const describesUnknownWord = (after: number) => {
    const next = words[after];
    return (
      next?.kind === 'word' &&
      !isFiller(next.text) &&
      termAt(words, stems, after, index, part) === undefined &&
      !isMedicineName(next.text, index)
    );
  };
  for (let at = 0; at < words.length;) {
    const token = words[at] as Token;
    const found = token.kind === 'word' ? termAt(words, stems, at, index, part) : undefined;
    const term =
      found?.kind === 'everyday' && describesUnknownWord(at + found.words.length) ? undefined : found;
    if (term) {
      closeRun();
      const last = words[at + term.words.length - 1] as Token;
      // Everyday words are understood as such and not listed: the list is of clinical context.
      if (term.kind !== 'everyday') read.push({ kind: term.kind, text: part.slice(token.start, last.end) });
      at += term.words.length;
    } else if (token.kind === 'word' && isMedicineName(token.text, index)) {
      closeRun();
      read.push({ kind: 'medicine', text: part.slice(token.start, token.end) });
      at += 1;
    } else {
      run.push(token);
      at += 1;
    }
  }
  closeRun();
  return { read, rest };
}

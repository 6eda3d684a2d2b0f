import { correctSpelling, type Phrase, type PhraseIndex } from './phrase-index';
import { readDurationDays } from './read-duration';
import { stemWord } from './stem';
import { tokenise, type Token } from './tokenise';
import {
  clauseBreakWords, intermittentWords, negationCues, negationPhrases, numberWords, severityWords, stopWords, suddenOnsetWords, timeUnitDays, trailingNegationCues,
} from './word-lists';

export type Severity = 'mild' | 'moderate' | 'severe';

/** A finding read in free text, with the clause it came from. */
export interface TextMatch {
  findingId: string;
  present: boolean;
  evidence: string;
  severity?: Severity;
  durationDays?: number;
  isSudden: boolean;
  isIntermittent: boolean;
}

export interface TextReading {
  matches: TextMatch[];
  /** Parts of the text that named nothing the vocabulary knows. */
  unrecognised: string[];
}

interface WordSlot {
  token: Token;
  stem: string;
  corrected?: string;
}

const severityRank: Record<Severity, number> = { mild: 1, moderate: 2, severe: 3 };
const stemmedNegationPhrases = negationPhrases.map((words) => words.map(stemWord));

function splitClauses(tokens: readonly Token[]): Token[][] {
  const clauses: Token[][] = [[]];
  for (const token of tokens) {
    if (token.kind === 'break' || clauseBreakWords.has(token.text)) clauses.push([]);
    else clauses[clauses.length - 1]?.push(token);
  }
  return clauses.filter((clause) => clause.length > 0);
}

function slotMatches(slot: WordSlot | undefined, word: string): boolean {
  return slot !== undefined && (slot.stem === word || slot.corrected === word);
}

function phraseAt(slots: readonly WordSlot[], start: number, index: PhraseIndex): Phrase | undefined {
  const first = slots[start];
  if (!first) return undefined;
  const candidates = [...(index.byFirstWord.get(first.stem) ?? []), ...(first.corrected ? index.byFirstWord.get(first.corrected) ?? [] : [])];
  candidates.sort((a, b) => b.words.length - a.words.length);
  return candidates.find(
    (phrase) =>
      phrase.words.every((word, offset) => slotMatches(slots[start + offset], word)) &&
      (!phrase.needsCapitals || slots.slice(start, start + phrase.words.length).every((slot) => slot.token.isUpperCase)),
  );
}

function negationPhraseLength(slots: readonly WordSlot[], start: number): number {
  const found = stemmedNegationPhrases.find((words) => words.every((word, offset) => slots[start + offset]?.stem === word));
  return found?.length ?? 0;
}

function isFillerWord(text: string): boolean {
  return (
    stopWords.has(text) || negationCues.has(text) || trailingNegationCues.has(text) || text in severityWords || suddenOnsetWords.has(text) ||
    intermittentWords.has(text) || text in numberWords || text in timeUnitDays || /\d/.test(text) || text.length < 2
  );
}

function readClause(original: string, clause: readonly Token[], index: PhraseIndex, reading: TextReading): void {
  const slots: WordSlot[] = clause.map((token) => {
    const stem = stemWord(token.text);
    const corrected = token.kind === 'word' && !index.byFirstWord.has(stem) ? correctSpelling(index, token.text) : null;
    return corrected ? { token, stem, corrected: stemWord(corrected) } : { token, stem };
  });
  const first = clause[0];
  const last = clause[clause.length - 1];
  const evidence = first && last ? original.slice(first.start, last.end).trim().slice(0, 160) : original.trim();
  const durationDays = readDurationDays(clause);
  let severity: Severity | undefined;
  for (const token of clause) {
    const level = severityWords[token.text];
    if (level && (!severity || severityRank[level] > severityRank[severity])) severity = level;
  }
  const isSudden = clause.some((token) => suddenOnsetWords.has(token.text));
  const isIntermittent = clause.some((token) => intermittentWords.has(token.text));
  // French 'ni ... ni' negates; a lone Swahili 'ni' ('it is') does not.
  const niNegates = clause.filter((token) => token.text === 'ni').length >= 2;

  const clauseMatches: TextMatch[] = [];
  let negated = false;
  let unmatched: WordSlot[] = [];
  const flushUnmatched = () => {
    const content = unmatched.filter((slot) => !isFillerWord(slot.token.text));
    const firstContent = content[0];
    const lastContent = content[content.length - 1];
    if (firstContent && lastContent) reading.unrecognised.push(original.slice(firstContent.token.start, lastContent.token.end));
    unmatched = [];
  };
  for (let i = 0; i < slots.length; ) {
    const phrase = phraseAt(slots, i, index);
    if (phrase) {
      flushUnmatched();
      const match: TextMatch = { findingId: phrase.findingId, present: phrase.present !== negated, evidence, isSudden, isIntermittent };
      if (severity) match.severity = severity;
      if (durationDays !== undefined) match.durationDays = durationDays;
      clauseMatches.push(match);
      i += phrase.words.length;
      continue;
    }
    const slot = slots[i] as WordSlot;
    if (trailingNegationCues.has(slot.token.text) && clauseMatches.length > 0) {
      for (const match of clauseMatches) match.present = false;
      i += 1;
      continue;
    }
    const negationLength = negationPhraseLength(slots, i);
    if (negationLength > 0 || negationCues.has(slot.token.text) || (niNegates && slot.token.text === 'ni')) {
      negated = true;
      i += Math.max(1, negationLength);
      continue;
    }
    unmatched.push(slot);
    i += 1;
  }
  flushUnmatched();
  reading.matches.push(...clauseMatches);
}

/** Reads free text (any of the three languages) into findings present or absent, and what it could not place. */
export function readText(text: string, index: PhraseIndex): TextReading {
  const reading: TextReading = { matches: [], unrecognised: [] };
  for (const clause of splitClauses(tokenise(text))) readClause(text, clause, index, reading);
  return reading;
}

import { correctSpelling, type Phrase, type PhraseIndex } from './phrase-index';
import { readDurationDays } from './read-duration';
import { stemWord } from './stem';
import { swahiliInfinitive } from './swahili-verbs';
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
  /** Which comma-separated part of the clause it is in. */
  segment: number;
}

interface SegmentFacts {
  durationDays?: number;
  severity?: Severity;
  isSudden: boolean;
}

const severityRank: Record<Severity, number> = { mild: 1, moderate: 2, severe: 3 };
const stemmedNegationPhrases = negationPhrases.map((words) => words.map(stemWord));

/** Clauses end at full stops, semicolons and 'but'; commas stay inside (they only end a negation). */
function splitClauses(tokens: readonly Token[]): Token[][] {
  const clauses: Token[][] = [[]];
  for (const token of tokens) {
    if ((token.kind === 'break' && token.text !== ',') || clauseBreakWords.has(token.text)) clauses.push([]);
    else clauses[clauses.length - 1]?.push(token);
  }
  return clauses.filter((clause) => clause.some((token) => token.kind !== 'break'));
}

function slotMatches(slot: WordSlot | undefined, word: string): boolean {
  return slot !== undefined && (slot.stem === word || slot.corrected === word);
}

/** Words a phrase may step over: 'red bulging (right) eardrum', 'pain in (the) lower abdomen'. */
const gapWords = new Set([
  'right', 'left', 'both', 'bilateral', 'painful', 'tender', 'the', 'a', 'an', 'his', 'her', 'my', 'their', 'very', 'little', 'all', 'severe', 'mild', 'bad', 'sharp', 'dull',
  'makali', 'kali', 'sana', 'kidogo', 'gauche', 'droit', 'droite', 'soudaine', 'soudain', 'brutale', 'brutal', 'sudden', 'intense', 'intenses', 'severe', 'forte', 'fort', 'legere', 'tres',
]);
/** Words a written phrase may miss in the text: 'rash between (the) fingers'. */
const optionalPhraseWords = new Set(['the', 'a', 'an']);
const maximumGaps = 2;

/** How many slots the phrase covers from `start` (gap words included), or 0 when it does not match. */
function matchSpan(phrase: Phrase, slots: readonly WordSlot[], start: number): number {
  let position = start;
  let gaps = 0;
  for (const [offset, word] of phrase.words.entries()) {
    while (offset > 0 && gaps < maximumGaps && !slotMatches(slots[position], word) && gapWords.has(slots[position]?.token.text ?? '')) {
      position += 1;
      gaps += 1;
    }
    if (!slotMatches(slots[position], word)) {
      if (offset > 0 && optionalPhraseWords.has(word)) continue;
      return 0;
    }
    position += 1;
  }
  return position - start;
}

/** The longest phrases matching at `start`: several when one wording names several findings ('N/V'). */
function phrasesAt(slots: readonly WordSlot[], start: number, index: PhraseIndex): { phrases: Phrase[]; span: number } {
  const first = slots[start];
  if (!first) return { phrases: [], span: 0 };
  const candidates = [...(index.byFirstWord.get(first.stem) ?? []), ...(first.corrected ? index.byFirstWord.get(first.corrected) ?? [] : [])];
  let span = 0;
  let phrases: Phrase[] = [];
  for (const phrase of candidates) {
    if (phrase.needsCapitals && !first.token.isUpperCase) continue;
    const length = matchSpan(phrase, slots, start);
    if (length === 0 || length < span) continue;
    if (length > span) phrases = [];
    span = length;
    if (!phrases.some((chosen) => chosen.findingId === phrase.findingId)) phrases.push(phrase);
  }
  return { phrases, span };
}

function negationPhraseLength(slots: readonly WordSlot[], start: number): number {
  const found = stemmedNegationPhrases.find((words) => words.every((word, offset) => slots[start + offset]?.stem === word));
  return found?.length ?? 0;
}

function isFillerWord(text: string): boolean {
  return (
    stopWords.has(text) || gapWords.has(text) || negationCues.has(text) || trailingNegationCues.has(text) || text in severityWords || suddenOnsetWords.has(text) ||
    intermittentWords.has(text) || text in numberWords || text in timeUnitDays || /[\d/]/.test(text) || text.length < 2
  );
}

/** For a word the vocabulary does not know: its Swahili infinitive if the vocabulary has it, else a spelling fix. */
function alternativeForm(word: string, index: PhraseIndex): string | undefined {
  const infinitive = swahiliInfinitive(word);
  if (infinitive !== undefined && index.knownWords.has(infinitive)) return infinitive;
  return index.knownWords.has(word) ? undefined : correctSpelling(index, word) ?? undefined;
}

/** English contractions: "can't" reads as 'cannot', "doesn't" as 'does not' (so negation sees it). */
function expandContractions(tokens: readonly Token[]): Token[] {
  const expanded: Token[] = [];
  for (const token of tokens) {
    const previous = expanded[expanded.length - 1];
    if (token.text === 't' && previous && /n$/.test(previous.text) && previous.kind === 'word') {
      if (previous.text === 'can') expanded[expanded.length - 1] = { ...previous, text: 'cannot', end: token.end };
      else {
        expanded[expanded.length - 1] = { ...previous, text: previous.text === 'won' ? 'will' : previous.text.slice(0, -1) };
        expanded.push({ ...token, text: 'not' });
      }
      continue;
    }
    expanded.push(token);
  }
  return expanded;
}

interface AcceptedSpan {
  start: number;
  end: number;
  words: readonly string[];
  /** Whether a negation cue governed the phrase (not the phrase's own polarity). */
  negated: boolean;
}

const conjunctions = new Set(['and', 'or', 'nor', 'na', 'au', 'wala', 'et', 'ou']);

function phrasesWithWords(words: readonly string[], index: PhraseIndex): Phrase[] {
  return (index.byFirstWord.get(words[0] ?? '') ?? []).filter(
    (phrase) => !phrase.needsCapitals && phrase.words.length === words.length && phrase.words.every((word, offset) => word === words[offset]),
  );
}

/**
 * A word joined by 'and' to a phrase shares its other words: 'maumivu ya kichwa na viungo' (pain of the
 * head and the joints) also names joint pain; 'joint and muscle aches' names joint aches.
 */
function readCoordinated(
  slots: readonly WordSlot[],
  at: number,
  spans: readonly AcceptedSpan[],
  index: PhraseIndex,
  negatedHere: boolean,
): { phrases: Phrase[]; negated: boolean } | undefined {
  const slot = slots[at];
  if (!slot) return undefined;
  const substitutes = [slot.stem, ...(slot.corrected ? [slot.corrected] : [])];
  const trySpan = (words: readonly string[], negated: boolean) => {
    for (let position = 0; position < words.length; position += 1) {
      for (const substitute of substitutes) {
        const phrases = phrasesWithWords(words.map((word, offset) => (offset === position ? substitute : word)), index);
        if (phrases.length > 0) return { phrases, negated };
      }
    }
    return undefined;
  };
  const before = spans.find((span) => span.end === at - 1);
  if (before && conjunctions.has(slots[at - 1]?.token.text ?? '')) {
    const found = trySpan(before.words, before.negated);
    if (found) return found;
  }
  if (conjunctions.has(slots[at + 1]?.token.text ?? '')) {
    const after = phrasesAt(slots, at + 2, index);
    if (after.phrases[0]) return trySpan(after.phrases[0].words, negatedHere);
  }
  return undefined;
}

function readSegments(clause: readonly Token[]): { segments: SegmentFacts[]; tokensBySegment: Token[][] } {
  const tokensBySegment: Token[][] = [[]];
  for (const token of clause) {
    if (token.text === ',') tokensBySegment.push([]);
    else tokensBySegment[tokensBySegment.length - 1]?.push(token);
  }
  const clauseDuration = readDurationDays(clause.filter((token) => token.text !== ','));
  const segments = tokensBySegment.map((tokens) => {
    const facts: SegmentFacts = { isSudden: tokens.some((token) => suddenOnsetWords.has(token.text)) };
    const durationDays = readDurationDays(tokens) ?? clauseDuration;
    if (durationDays !== undefined) facts.durationDays = durationDays;
    for (const token of tokens) {
      const level = severityWords[token.text];
      if (level && (!facts.severity || severityRank[level] > severityRank[facts.severity])) facts.severity = level;
    }
    return facts;
  });
  return { segments, tokensBySegment };
}

function readClause(original: string, clause: readonly Token[], index: PhraseIndex, reading: TextReading): void {
  const { segments, tokensBySegment } = readSegments(clause);
  const slots: WordSlot[] = tokensBySegment.flatMap((tokens, segment) =>
    tokens.map((token) => {
      const stem = stemWord(token.text);
      const corrected = token.kind === 'word' ? alternativeForm(token.text, index) : undefined;
      return corrected ? { token, stem, segment, corrected: stemWord(corrected) } : { token, stem, segment };
    }),
  );
  const words = clause.filter((token) => token.kind !== 'break');
  const first = words[0];
  const last = words[words.length - 1];
  const evidence = first && last ? original.slice(first.start, last.end).trim().slice(0, 160) : original.trim();
  const isIntermittent = clause.some((token) => intermittentWords.has(token.text));
  // French 'ni ... ni' negates; a lone Swahili 'ni' ('it is') does not.
  const niNegates = clause.filter((token) => token.text === 'ni').length >= 2;

  const clauseMatches: Array<TextMatch & { segment: number }> = [];
  let negatedSegment = -1;
  let unmatched: WordSlot[] = [];
  const flushUnmatched = () => {
    const content = unmatched.filter((slot) => !isFillerWord(slot.token.text));
    const firstContent = content[0];
    const lastContent = content[content.length - 1];
    if (firstContent && lastContent) reading.unrecognised.push(original.slice(firstContent.token.start, lastContent.token.end));
    unmatched = [];
  };
  const spans: AcceptedSpan[] = [];
  const addMatches = (phrases: readonly Phrase[], slot: WordSlot, negated: boolean): TextMatch[] => {
    const facts = segments[slot.segment] ?? { isSudden: false };
    return phrases.map((phrase) => {
      const match = { findingId: phrase.findingId, present: phrase.present !== negated, evidence, isSudden: facts.isSudden, isIntermittent, segment: slot.segment };
      if (facts.severity) Object.assign(match, { severity: facts.severity });
      if (facts.durationDays !== undefined) Object.assign(match, { durationDays: facts.durationDays });
      clauseMatches.push(match);
      return match;
    });
  };
  // Phrases may overlap ('frequent small stools' + 'stools with blood'); one inside another is dropped
  // ('non productive cough' is not a productive cough).
  let coveredEnd = 0;
  for (let i = 0; i < slots.length; i += 1) {
    const slot = slots[i] as WordSlot;
    if (unmatched.length > 0 && unmatched[unmatched.length - 1]?.segment !== slot.segment) flushUnmatched();
    const { phrases, span } = phrasesAt(slots, i, index);
    if (phrases.length > 0 && i + span > coveredEnd) {
      flushUnmatched();
      const negated = negatedSegment === slot.segment;
      addMatches(phrases, slot, negated);
      spans.push({ start: i, end: i + span, words: phrases[0]?.words ?? [], negated });
      coveredEnd = i + span;
    }
    if (i < coveredEnd) continue;
    const sameSegmentMatches = clauseMatches.filter((match) => match.segment === slot.segment);
    if (trailingNegationCues.has(slot.token.text) && sameSegmentMatches.length > 0) {
      for (const match of sameSegmentMatches) match.present = false;
      continue;
    }
    const negationLength = negationPhraseLength(slots, i);
    if (negationLength > 0 || negationCues.has(slot.token.text) || (niNegates && slot.token.text === 'ni')) {
      negatedSegment = slot.segment;
      coveredEnd = i + Math.max(1, negationLength);
      continue;
    }
    if (!isFillerWord(slot.token.text)) {
      const coordinated = readCoordinated(slots, i, spans, index, negatedSegment === slot.segment);
      if (coordinated) {
        flushUnmatched();
        addMatches(coordinated.phrases, slot, coordinated.negated);
        continue;
      }
    }
    unmatched.push(slot);
  }
  flushUnmatched();
  reading.matches.push(...clauseMatches.map(({ segment: _segment, ...match }) => match));
}

/** Reads free text (any of the three languages) into findings present or absent, and what it could not place. */
export function readText(text: string, index: PhraseIndex): TextReading {
  const reading: TextReading = { matches: [], unrecognised: [] };
  for (const clause of splitClauses(expandContractions(tokenise(text)))) readClause(text, clause, index, reading);
  return reading;
}

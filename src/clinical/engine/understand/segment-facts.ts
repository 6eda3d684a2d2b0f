import { datesAnEvent, readDuration } from './read-duration';
import type { Severity } from './read-text';
import type { Token } from './tokenise';
import { severityWords, suddenOnsetWords } from './word-lists/severity-and-onset-words';
import { partOfDayWords, timeAnchorWords } from './word-lists/time-words';

/** What each comma-separated part of a clause tells of its findings: duration, severity, a sudden onset. */
export interface SegmentFacts {
  durationDays?: number;
  durationIsOnsetTime?: boolean;
  severity?: Severity;
  isSudden: boolean;
}

const severityRank: Record<Severity, number> = { mild: 1, moderate: 2, severe: 3 };

/**
 * A word of sudden onset, or the French 'd'un coup', 'tout à coup' ('all at once'; Larousse, 'coup'): 'coup'
 * alone is a blow ('coup sur la tête') or a stroke ('coup de chaleur').
 */
function isSuddenWordAt(tokens: readonly Token[], at: number): boolean {
  const text = tokens[at]?.text ?? '';
  if (suddenOnsetWords.has(text)) return true;
  const before = tokens[at - 1]?.text;
  return text === 'coup' && (before === 'un' || (before === 'a' && tokens[at - 2]?.text === 'tout'));
}

/** A clause cut at its commas, each part with what it tells. */
export function readSegments(clause: readonly Token[]): {
  segments: SegmentFacts[];
  tokensBySegment: Token[][];
} {
  const tokensBySegment: Token[][] = [[]];
  for (const token of clause) {
    if (token.text === ',') tokensBySegment.push([]);
    else tokensBySegment[tokensBySegment.length - 1]?.push(token);
  }
  // A part that dates an event ('gave birth two weeks ago, fever') keeps its time to itself.
  const clauseDuration = readDuration(tokensBySegment.filter((tokens) => !datesAnEvent(tokens)).flat());
  const segments = tokensBySegment.map((tokens) => {
    const facts: SegmentFacts = { isSudden: tokens.some((token, at) => isSuddenWordAt(tokens, at)) };
    const isAnchored = tokens.some(
      (token, index) =>
        timeAnchorWords.has(token.text) ||
        (partOfDayWords.has(token.text) && tokens[index - 1]?.text === 'this'),
    );
    const duration = readDuration(tokens) ?? (isAnchored ? undefined : clauseDuration);
    if (duration !== undefined) facts.durationDays = duration.days;
    if (duration?.isOnsetTime) facts.durationIsOnsetTime = true;
    for (const token of tokens) {
      const level = severityWords[token.text];
      if (level && (!facts.severity || severityRank[level] > severityRank[facts.severity]))
        facts.severity = level;
    }
    return facts;
  });
  return { segments, tokensBySegment };
}

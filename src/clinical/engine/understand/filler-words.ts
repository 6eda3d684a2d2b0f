import { framingWords } from './framing-words';
import { gapWords } from './match-phrases';
import { negationCues, trailingNegationCues } from './word-lists/negation-words';
import { numberWords } from './word-lists/number-words';
import { intermittentWords, severityWords, suddenOnsetWords } from './word-lists/severity-and-onset-words';
import { stopWords } from './word-lists/stop-words';
import { timeUnitDays } from './word-lists/time-words';

/** Words that say nothing clinical alone: never shown as not understood. */
export function isFillerWord(text: string): boolean {
  return (
    stopWords.has(text) ||
    framingWords.has(text) ||
    gapWords.has(text) ||
    negationCues.has(text) ||
    trailingNegationCues.has(text) ||
    text in severityWords ||
    suddenOnsetWords.has(text) ||
    intermittentWords.has(text) ||
    text in numberWords ||
    text in timeUnitDays ||
    /[\d/]/.test(text) ||
    text.length < 2
  );
}

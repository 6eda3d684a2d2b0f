import { foldText } from './tokenise';
import { numberWords } from './word-lists/number-words';
import { timeUnitDays } from './word-lists/time-words';

/** Verbs of giving birth, told of the patient ('she delivered', 'amejifungua', 'elle a accouché'). */
const birthVerb =
  '(?:delivered|gave birth|given birth|had (?:the|her|a) baby|amejifungua|alijifungua|nimejifungua|amezaa|alizaa|a accouche|ai accouche|accouchee)';
const count = '(\\d{1,3}|[a-z]+)';
const unit = '([a-z]+)';
/** The time after the verb, in the same statement: 'delivered at home 2 hours ago'. */
const inStatement = '[^.;,]{0,40}?';
const englishAgo = new RegExp(`\\b${birthVerb}\\b${inStatement}\\b${count} ${unit} ago\\b`);
// Kiswahili puts the number after its unit: 'amejifungua saa mbili zilizopita', 'siku 3 iliyopita'.
const swahiliAgo = new RegExp(
  `\\b${birthVerb}\\b${inStatement}\\b${unit} ${count} (?:zilizopita|iliyopita|uliopita)\\b`,
);
const frenchAgo = new RegExp(`\\b${birthVerb}\\b${inStatement}\\bil y a ${count} ${unit}\\b`);

const readCount = (text: string | undefined): number | undefined =>
  text === undefined ? undefined : /^\d+$/.test(text) ? Number(text) : numberWords[text];

/**
 * Days since a birth told with its time ('delivered 2 hours ago', 'amejifungua siku tatu zilizopita', 'a
 * accouché il y a 5 jours'), as the profile's days after delivery would give it; undefined when no birth is
 * told with a count of time.
 */
export function readDaysSinceBirth(text: string): number | undefined {
  const folded = foldText(text).folded.replace(/['’]/g, ' ');
  const english = englishAgo.exec(folded);
  if (english) return daysOf(english[1], english[2]);
  const swahili = swahiliAgo.exec(folded);
  if (swahili) return daysOf(swahili[2], swahili[1]);
  const french = frenchAgo.exec(folded);
  if (french) return daysOf(french[1], french[2]);
  return undefined;
}

function daysOf(countText: string | undefined, unitText: string | undefined): number | undefined {
  const amount = readCount(countText);
  const unitDays = timeUnitDays[unitText ?? ''];
  return amount === undefined || unitDays === undefined ? undefined : amount * unitDays;
}

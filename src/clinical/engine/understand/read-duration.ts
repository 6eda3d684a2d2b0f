import type { Token } from './tokenise';
import { numberWords } from './word-lists/number-words';
import { timeUnitDays } from './word-lists/time-words';

/**
 * French round counts told with 'de': 'une dizaine de jours', 'une quinzaine de jours' (about ten, about
 * fifteen); and the tens that take a unit after them: 'dix-huit jours', 'vingt et un jours'.
 */
const frenchApproximateCounts: Record<string, number> = {
  dizaine: 10,
  douzaine: 12,
  quinzaine: 15,
  vingtaine: 20,
  trentaine: 30,
};
const frenchTens: Record<string, number> = {
  dix: 10,
  vingt: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
};

/** Clinical shorthand: 3/7 is three days, 3/52 three weeks, 2/12 two months, 6/24 six hours. */
const fractionDays: Record<string, number> = { '7': 1, '52': 7, '12': 30, '24': 1 / 24 };
const frequencyWords = new Set([
  'times',
  'time',
  'once',
  'twice',
  'per',
  'every',
  'each',
  'mara',
  'fois',
  'par',
  'x',
]);
const relativeDays: Record<string, number> = {
  today: 0.5,
  leo: 0.5,
  yesterday: 1,
  jana: 1,
  hier: 1,
  tonight: 0.25,
  morning: 0.3,
  asubuhi: 0.3,
};

const sinceWords = new Set(['since', 'from', 'started', 'began', 'tangu', 'kuanzia', 'depuis', 'des']);
const ageWords = new Set(['aged', 'age', 'umri', 'agee', 'years', 'wa']);
const personWords = new Set([
  'enfant',
  'garcon',
  'fille',
  'femme',
  'homme',
  'patient',
  'patiente',
  'bebe',
  'nourrisson',
  'mtoto',
  'mama',
  'baba',
]);

/** Events a time can be counted from: '16 hours after birth', 'at 3 weeks of age', '2 days post-op'. */
const eventWords = new Set([
  'birth',
  'born',
  'delivery',
  'delivering',
  'age',
  'life',
  'eating',
  'meal',
  'meals',
  'surgery',
  'operation',
  'op',
  'injury',
  'accident',
  'vaccination',
  'immunisation',
  'immunization',
  'kuzaliwa',
  'naissance',
  'accouchement',
]);
const eventLinks = new Set(['after', 'of', 'post', 'following', 'since', 'from', 'baada', 'apres', 'de']);

/** '16 hours after birth', 'after 16 hours of birth', 'at 3 weeks of age': a moment, not how long a symptom lasted. */
function isTimeSinceEvent(tokens: readonly Token[], unitIndex: number): boolean {
  const link = tokens[unitIndex + 1]?.text ?? '';
  if (!eventLinks.has(link)) return false;
  for (let offset = 2; offset <= 3; offset += 1)
    if (eventWords.has(tokens[unitIndex + offset]?.text ?? '')) return true;
  return false;
}

/**
 * The units written before their number: Kiswahili puts the number after the noun ('siku tatu', 'wiki 2',
 * 'miezi sita'; Ashton, Swahili Grammar, 1944, ch. 8), French and English do not ('HR 138' is a heart rate).
 */
const unitsBeforeTheirNumber = new Set([
  'dakika',
  'saa',
  'masaa',
  'siku',
  'wiki',
  'mwezi',
  'miezi',
  'mwaka',
  'miaka',
]);

/** Names of the blood pressure written before its value: 'BP 88/52', 'TA 90/52', 'pressure 100/52'. */
const bloodPressureNames = new Set(['bp', 'ta', 'pressure', 'tension', 'shinikizo', 'sbp']);

/**
 * A fraction that is a blood pressure, not weeks: its name is just before it ('BP 88/52'), or its upper
 * number is more than any count of weeks a clinician writes over 52 (a year and more is written in years).
 */
function isBloodPressure(tokens: readonly Token[], i: number, upper: number, lower: string): boolean {
  const before = tokens[i - 1]?.text ?? '';
  const twoBefore = tokens[i - 2]?.text ?? '';
  return (
    bloodPressureNames.has(before) ||
    (bloodPressureNames.has(twoBefore) && ['of', 'is', 'was', '=', ':'].includes(before)) ||
    (lower === '52' && upper > 52)
  );
}

/** Words naming the patient right after an age in shorthand: '7/12 boy', '6/12 infant'. */
const ageOwners = new Set(['boy', 'girl', 'child', 'infant', 'baby', 'male', 'female', 'm', 'f', 'toddler']);

/** '2 years old', 'aged 3 years', 'enfant de 2 ans', 'mtoto wa miaka 2' give an age, not a duration. */
function isAge(tokens: readonly Token[], unitIndex: number): boolean {
  const after = tokens[unitIndex + 1]?.text;
  if (after === 'old' || after === 'olds') return true;
  const twoBack = tokens[unitIndex - 2]?.text ?? '';
  const threeBack = tokens[unitIndex - 3]?.text ?? '';
  if (ageWords.has(twoBack) && twoBack !== 'years' && twoBack !== 'wa') return true;
  if ((twoBack === 'de' || twoBack === 'wa') && personWords.has(threeBack)) return true;
  // Swahili unit-first: 'mtoto wa miaka 2'.
  const oneBack = tokens[unitIndex - 1]?.text ?? '';
  return oneBack === 'wa' && personWords.has(twoBack);
}

/** '1400 hrs', '0600 h': a time on the 24-hour clock, as ward notes write it, not fourteen hundred hours. */
function isClockTime(count: Token | undefined, unitDays: number): boolean {
  if (unitDays !== 1 / 24 || !count || !/^[0-2]\d[0-5]\d$/.test(count.text)) return false;
  return Number(count.text) < 2400;
}

/**
 * Whether a part dates an event with 'ago' ('gave birth two weeks ago', 'operated 5 days ago'): that time
 * is the event's, not how long the complaints told beside it have lasted.
 */
export function datesAnEvent(tokens: readonly Token[]): boolean {
  const texts = tokens.map((token) => token.text);
  return (
    (texts.includes('ago') || texts.includes('iliyopita') || texts.includes('zilizopita')) &&
    (texts.some((text) => eventWords.has(text) || eventVerbs.has(text)) ||
      // 'had her baby ten days ago', 'had a baby 2 weeks ago'.
      texts.some((text, index) => text === 'had' && texts.slice(index + 1, index + 3).includes('baby')))
  );
}
/** Verbs of the events an 'ago' dates: a birth, an operation. */
const eventVerbs = new Set(['delivered', 'gave', 'operated', 'amejifungua', 'alijifungua', 'accouche']);

function readNumber(token: Token | undefined): number | undefined {
  if (!token) return undefined;
  if (token.kind === 'number' && !token.text.includes('/')) return Number(token.text);
  return numberWords[token.text];
}

/**
 * The count told just before the unit at `unitIndex`, and where it starts: '3 jours', 'une dizaine de
 * jours' (about ten), 'dix-huit jours' and 'vingt et un jours' (French tens and units, two or three words).
 */
function countBefore(
  tokens: readonly Token[],
  unitIndex: number,
): { value: number; start: number } | undefined {
  const last = tokens[unitIndex - 1];
  const approximate = frenchApproximateCounts[tokens[unitIndex - 2]?.text ?? ''];
  if ((last?.text === 'de' || last?.text === 'd') && approximate !== undefined)
    return { value: approximate, start: unitIndex - 2 };
  const value = readNumber(last);
  if (value === undefined) return undefined;
  if (value < 10) {
    const joined = tokens[unitIndex - 2]?.text === 'et' ? 3 : 2;
    const tens = frenchTens[tokens[unitIndex - joined]?.text ?? ''];
    if (tens !== undefined) return { value: tens + value, start: unitIndex - joined };
  }
  return { value, start: unitIndex - 1 };
}

/**
 * How long a symptom has lasted, in days, from words such as '3 days', 'for two weeks', 'x3/7', '3/52',
 * 'siku tatu', 'wiki mbili', 'depuis 3 jours'. Undefined when the text gives no duration.
 */
export function readDurationDays(tokens: readonly Token[]): number | undefined {
  return readDuration(tokens)?.days;
}

/**
 * How long a symptom has lasted, and whether only a time word gave it ('since this morning', 'today'): such
 * a duration says when the symptom began, never how long one episode lasted (a fit of 5 minutes).
 */
export function readDuration(tokens: readonly Token[]): { days: number; isOnsetTime: boolean } | undefined {
  let relative: number | undefined;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (!token || token.kind === 'break') continue;
    // Only a token holding a slash can be a fraction: most tokens skip the pattern.
    const fraction = token.text.includes('/') ? /^x?(\d+(?:\.\d+)?)\/(7|52|12|24)$/.exec(token.text) : null;
    // '6/12 old', '7/12 boy', 'baby 7/52': an age, not a duration. 'BP 88/52', '150/60': a blood pressure.
    if (
      fraction &&
      (tokens[i + 1]?.text === 'old' ||
        personWords.has(tokens[i + 1]?.text ?? '') ||
        ageOwners.has(tokens[i + 1]?.text ?? '') ||
        ageOwners.has(tokens[i - 1]?.text ?? '') ||
        isBloodPressure(tokens, i, Number(fraction[1]), fraction[2] ?? ''))
    )
      continue;
    if (fraction)
      return { days: Number(fraction[1]) * (fractionDays[fraction[2] ?? ''] ?? 1), isOnsetTime: false };
    const unit = timeUnitDays[token.text];
    if (unit !== undefined) {
      const before = countBefore(tokens, i);
      const beforeWord = tokens[(before?.start ?? i - 1) - 1]?.text ?? '';
      if (isAge(tokens, i) || isTimeSinceEvent(tokens, i) || isClockTime(tokens[i - 1], unit)) continue;
      if (before !== undefined && !frequencyWords.has(beforeWord))
        return { days: before.value * unit, isOnsetTime: false };
      // Swahili puts the number after the unit: 'siku tatu', 'wiki 2'; an English 'HR 138' is a heart rate.
      const after = unitsBeforeTheirNumber.has(token.text) ? readNumber(tokens[i + 1]) : undefined;
      // Swahili puts the number after the unit: 'siku tatu', 'wiki 2'. A number followed by its own unit
      // belongs to that unit: English 'an 8-month-old' is no French 'an' (year) of 8.
      if (
        after !== undefined &&
        timeUnitDays[tokens[i + 2]?.text ?? ''] === undefined &&
        tokens[i + 1]?.kind !== undefined &&
        !['a', 'an', 'un', 'une'].includes(tokens[i + 1]?.text ?? '')
      )
        return { days: after * unit, isOnsetTime: false };
    }
    // 'since yesterday' is a duration; 'had a fit this morning' only says when (a short field, 'yesterday', is one too).
    const isSince =
      sinceWords.has(tokens[i - 1]?.text ?? '') ||
      sinceWords.has(tokens[i - 2]?.text ?? '') ||
      tokens.length <= 2;
    if (isSince) relative ??= relativeDays[token.text];
  }
  return relative === undefined ? undefined : { days: relative, isOnsetTime: true };
}

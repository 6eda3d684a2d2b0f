import { foldText } from './tokenise';
import { englishTensWords, englishUnitWords } from './word-lists/number-words';

const unitYears: Record<string, number> = {
  year: 1,
  yr: 1,
  y: 1,
  yo: 1,
  an: 1,
  month: 1 / 12,
  mo: 1 / 12,
  m: 1 / 12,
  mois: 1 / 12,
  week: 7 / 365.25,
  wk: 7 / 365.25,
  semaine: 7 / 365.25,
  day: 1 / 365.25,
  jour: 1 / 365.25,
  hour: 1 / (365.25 * 24),
  hr: 1 / (365.25 * 24),
  h: 1 / (365.25 * 24),
  heure: 1 / (365.25 * 24),
};
const oneDayYears = 1 / 365.25;
/** 'born last night', 'born yesterday', 'born this morning': how old that makes a newborn, in days. */
const bornWhenDays: Record<string, number> = {
  'last night': 0.5,
  yesterday: 1,
  'this morning': 0.25,
  today: 0.25,
  'a few hours ago': 0.25,
  'hours ago': 0.25,
  jana: 1,
  leo: 0.25,
  hier: 1,
};
const swahiliUnitYears: Record<string, number> = {
  miaka: 1,
  mwaka: 1,
  miezi: 1 / 12,
  mwezi: 1 / 12,
  wiki: 7 / 365.25,
  siku: 1 / 365.25,
};
const units = 'one|two|three|four|five|six|seven|eight|nine';
/** A number written in words up to ninety-nine: 'seven', 'fifteen', 'forty-five', 'sixty two'. */
const numberInWords = `(?:(?:${Object.keys(englishTensWords).join('|')})(?:[\\s-]+(?:${units}))?|${Object.keys(englishUnitWords).join('|')})`;

function toNumber(text: string): number | undefined {
  if (/^\d+(?:[.,]\d+)?$/.test(text)) return Number(text.replace(',', '.'));
  const [tens, unit] = text.split(/[\s-]+/);
  const value =
    tens !== undefined && tens in englishTensWords
      ? (englishTensWords[tens] ?? 0) + (unit !== undefined ? (englishUnitWords[unit] ?? 0) : 0)
      : englishUnitWords[text];
  return value !== undefined && Number.isFinite(value) ? value : undefined;
}

/**
 * The patient's age written in the case text: 'a 45-year-old', '3-week-old', '6 months old', 'aged 70',
 * '32 yo', '45M', 'mtoto wa miezi 6', 'âgé de 45 ans'. The first age mentioned is the patient's.
 */
export function readAgeYearsInText(text: string): number | undefined {
  const folded = foldText(text).folded;
  const patterns: Array<[RegExp, (match: RegExpExecArray) => number | undefined]> = [
    [
      new RegExp(
        `\\b(\\d{1,3}(?:[.,]\\d)?|${numberInWords})[\\s-]*(years?|yrs?|yo|y|months?|mo|m|weeks?|wks?|days?|hours?|hrs?|h)[\\s-]*old\\b`,
      ),
      (m) => scale(m[1], m[2]),
    ],
    [/\b(\d{1,3})\s*(?:yo|y\/o|yrs?|years?)\b(?!\s*(?:ago|history|of\b))/, (m) => toNumber(m[1] ?? '')],
    [/\baged?\s*(\d{1,3})\b/, (m) => toNumber(m[1] ?? '')],
    [/\bage[ed]?\s*(?:de\s*)?(\d{1,3})\s*(ans|mois|semaines?|jours?)\b/, (m) => scale(m[1], m[2])],
    [/\b(?:wa|ya)\s*(miaka|mwaka|miezi|mwezi|wiki|siku)\s*(\d{1,3})\b/, (m) => swahili(m[2], m[1])],
    // A newborn's age in hours or days of life: '16 hours after birth', 'day 3 of life', 'D3 neonate'.
    [/\b(\d{1,2})\s*(hours?|hrs?|h|days?)\s*(?:after|of|post)\s*(?:birth|life)\b/, (m) => scale(m[1], m[2])],
    [/\bday\s*(\d{1,2})\s*of\s*life\b/, (m) => scale(m[1], 'day')],
    [/\bd(\d{1,2})\s*(?:of life|neonate|newborn|baby|infant)\b/, (m) => scale(m[1], 'day')],
    [/\b(?:an?\s+)?day[\s-]old\b/, () => oneDayYears],
    // French: 'nouveau-né de 10 jours', 'bébé de 3 semaines', 'né il y a 2 jours', 'J5 de vie'.
    [
      /\b(?:nouveau[\s-]?nee?s?|bebe|nourrisson|nne)\s+(?:age\s+|agee\s+)?d[e']?\s*(\d{1,2})\s*(jours?|semaines?|mois|heures?)\b/,
      (m) => scale(m[1], m[2]),
    ],
    [/\bnee?\s+il\s+y\s+a\s+(\d{1,2})\s*(jours?|heures?)\b/, (m) => scale(m[1], m[2])],
    [
      /\b(?:femme|homme|patiente?|enfant|fille|garcon|adolescente?|dame|mere|primigeste|multipare)\s+(?:enceinte\s+)?d[e']?\s*(\d{1,3})\s*(ans|mois|semaines?|jours?)\b/,
      (m) => scale(m[1], m[2]),
    ],
    [/\bj\s?(\d{1,2})\s*de\s*vie\b/, (m) => scale(m[1], 'day')],
    [
      new RegExp(`\\bborn\\s+(${Object.keys(bornWhenDays).join('|')})\\b`),
      (m) => (bornWhenDays[m[1] ?? ''] ?? 1) * oneDayYears,
    ],
    [/\bborn\s+(\d{1,2})\s*(hours?|hrs?|days?)\s*ago\b/, (m) => scale(m[1], m[2])],
    // Clinical shorthand '42M', '42 F': years (months are written '42 mo' or '42/12').
    [/\b(\d{1,3})\s*(?:-|\s)?(?:m|f)\b(?=$|[\s,.;:)])(?!\s*old)/, (m) => toNumber(m[1] ?? '')],
    // Shorthand fractions of a year, week and day: '7/12 boy' (7 months), '7/52 old' (7 weeks), 'baby 3/7'.
    [
      /\b(\d{1,2})\/(12|52|7)\b(?=\s*(?:old|m\b|f\b|male|female|boy|girl|child|infant|baby|neonate|newborn))/,
      (m) => scale(m[1], shorthandUnit[m[2] ?? '']),
    ],
    [
      /\b(?:baby|infant|neonate|newborn|child|boy|girl)\s+(?:of\s+|aged?\s+)?(\d{1,2})\/(12|52|7)\b(?!\s*(?:ago|hx|history))/,
      (m) => scale(m[1], shorthandUnit[m[2] ?? '']),
    ],
  ];
  for (const [pattern, read] of patterns) {
    const match = pattern.exec(folded);
    const years = match ? read(match) : undefined;
    if (years !== undefined && years >= 0 && years < 120) return years;
  }
  // A case that opens on a newborn with no age is about a baby in the first weeks of life (a neonate:
  // 0-28 days, WHO); said later ('her newborn') the newborn may not be the patient.
  return newbornOpening.test(folded) ? newbornDefaultDays * oneDayYears : undefined;
}

const newbornOpening =
  /^\W*(?:(?:a|an|the|my|our|this|un|une|le|la|mon|notre|ce)\s+)?(?:newborn|neonate|new-born|nouveau[\s-]?nee?|mtoto\s+mchanga|kichanga)\b/;
/** A newborn of unknown age: the middle of the first fortnight, when most newborn illness is brought. */
const newbornDefaultDays = 7;

/** The denominators of clinical shorthand: 7/12 months, 7/52 weeks, 3/7 days. */
const shorthandUnit: Record<string, string> = { '12': 'month', '52': 'week', '7': 'day' };

function scale(count: string | undefined, unit: string | undefined): number | undefined {
  const value = toNumber(count ?? '');
  const key = (unit ?? '').replace(/s$/, '');
  const factor = unitYears[key] ?? unitYears[unit ?? ''];
  return value === undefined || factor === undefined ? undefined : value * factor;
}

function swahili(count: string | undefined, unit: string | undefined): number | undefined {
  const value = toNumber(count ?? '');
  const factor = swahiliUnitYears[unit ?? ''];
  return value === undefined || factor === undefined ? undefined : value * factor;
}

/** '42F', '30 M': shorthand age and sex together. */
const ageSexShorthand = /\b\d{1,3}\s*-?\s*(m|f)\b(?=$|[\s,.;:)])(?!\s*old)/;

const femaleWords =
  /\b(?:woman|lady|girl|female|mwanamke|msichana|femme|fille|patiente|gravida|g\d+\s*p\d+)\b/;
const maleWords = /\b(?:man|boy|male|gentleman|mwanamume|mvulana|homme|garcon)\b/;

/** The patient's sex written in the case text, when only one sex is named ('a 45-year-old woman'). */
export function readSexInText(text: string): 'male' | 'female' | undefined {
  const folded = foldText(text).folded;
  const shorthand = ageSexShorthand.exec(folded);
  const female = femaleWords.exec(folded) ?? (shorthand?.[1] === 'f' ? shorthand : null);
  const male = maleWords.exec(folded) ?? (shorthand?.[1] === 'm' ? shorthand : null);
  if (female && (!male || female.index < male.index)) return 'female';
  if (male) return 'male';
  return undefined;
}

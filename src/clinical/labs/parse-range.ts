import type { LabPatient } from './lab-types';
import { readPolarity, type Polarity } from './read-qualitative';
import { fixOcrDigits, toDecimal } from './read-number';
import { readUnitAfter } from './parse-result';
import { selectPrintedBand } from './select-printed-band';

/** One band of a range printed by sex or age, in the unit printed: 'M: 13-17' gives { label: 'M', low: 13, high: 17 }. */
export interface PrintedBand {
  label: string;
  low?: number;
  high?: number;
}

/** A reference range as printed on a lab report, in the unit printed (or the result's unit). */
export interface ParsedRange {
  low?: number;
  high?: number;
  unit?: string;
  expected?: Polarity;
  /**
   * When the printed bands differ by sex or age and the patient's is not known: every band. `low` and
   * `high` are then their envelope, a hint for the unit only, never a range to flag by.
   */
  bands?: PrintedBand[];
  text: string;
}

interface Bounds {
  low?: number;
  high?: number;
}

const number = '(\\d+(?:[.,]\\d+)*)';
const between = new RegExp(`(^|[^\\d.])(-?)${number}\\s*(?:-|–|—|to|~|\\.\\.)\\s*${number}`, 'i');
const upper = new RegExp(
  `(<=|=<|≤|<|less than|below|up to|upto|under|max(?:imum)?|jusqu['’]?\\s*[àa]|inf[ée]rieure?\\s*[àa])\\s*:?\\s*${number}`,
  'i',
);
const lower = new RegExp(
  `(>=|=>|≥|>|more than|greater than|above|over|min(?:imum)?|sup[ée]rieure?\\s*[àa])\\s*:?\\s*${number}`,
  'i',
);

function readBounds(text: string): Bounds | undefined {
  const range = between.exec(text);
  if (range !== null) {
    const low = toDecimal(range[3] ?? '') * (range[2] === '-' ? -1 : 1);
    const high = toDecimal(range[4] ?? '');
    if (low < high) return { low, high };
  }
  const below = upper.exec(text);
  // Labs print '< 5' to mean 'normal up to 5': a printed bound is read as normal.
  if (below !== null) return { high: toDecimal(below[2] ?? '') };
  const above = lower.exec(text);
  if (above !== null) return { low: toDecimal(above[2] ?? '') };
  return undefined;
}

const maleWord = '(?:m|male|males|men|h|homme|hommes|masculin)';
const femaleWord = '(?:f|female|females|women|femme|femmes|f[eé]minin)';
const bySex = [
  new RegExp(
    `(?:^|\\b)(${maleWord})\\b\\s*[:=]?\\s*(.+?)\\s*[,;/]?\\s*\\b(${femaleWord})\\b\\s*[:=]?\\s*(.+)$`,
    'i',
  ),
  new RegExp(
    `(?:^|\\b)(${femaleWord})\\b\\s*[:=]?\\s*(.+?)\\s*[,;/]?\\s*\\b(${maleWord})\\b\\s*[:=]?\\s*(.+)$`,
    'i',
  ),
];

type Chosen = { values: string } | { bands: { label: string; values: string }[] };

/** For ranges printed by sex ('M: 13-17 F: 12-15'), the part for this patient's sex, or both bands. */
function selectBySex(text: string, patient: LabPatient): Chosen | undefined {
  const parts = bySex.map((pattern) => pattern.exec(text)).find((match) => match !== null);
  if (parts === undefined || parts === null) return undefined;
  const firstIsMale = new RegExp(`^${maleWord}$`, 'i').test(parts[1] ?? '');
  const male = ((firstIsMale ? parts[2] : parts[4]) ?? '').trim();
  const female = ((firstIsMale ? parts[4] : parts[2]) ?? '').trim();
  if (patient.sex === 'male') return { values: male };
  if (patient.sex === 'female' || patient.pregnant === true) return { values: female };
  return {
    bands: [
      { label: 'M', values: male },
      { label: 'F', values: female },
    ],
  };
}

/** Labels of the band that is the reference when a lab prints decision limits beside it ('Normal: < 5.7'). */
const normalLabel =
  /^(normal|normale?s?|desirable|souhaitable|optimal|optimale?|reference|r[eé]f[eé]rence|non[- ]?diabetic|healthy|usual)$/i;

/** 'Normal: < 5.7; Pre-diabetes: 5.7 - 6.4; Diabetes: >= 6.5': the values labelled normal. */
function selectNormalCategory(text: string): Chosen | undefined {
  const segments = text.split(/\s*(?:;|\n|\s\/\s)\s*/).filter((segment) => segment !== '');
  if (segments.length < 2) return undefined;
  for (const segment of segments) {
    const colon = segment.indexOf(':');
    if (colon > 0 && normalLabel.test(segment.slice(0, colon).trim()))
      return { values: segment.slice(colon + 1).trim() };
  }
  return undefined;
}

function envelope(text: string): Bounds | undefined {
  const all = [...text.matchAll(new RegExp(between.source, 'gi'))];
  const bounds = all
    .map((match) => ({ low: toDecimal(match[3] ?? ''), high: toDecimal(match[4] ?? '') }))
    .filter((b) => b.low < b.high);
  if (bounds.length < 2) return readBounds(text);
  return { low: Math.min(...bounds.map((b) => b.low)), high: Math.max(...bounds.map((b) => b.high)) };
}

/** The unit printed after the last number of a range ('13-17 g/dL'). */
function unitOf(text: string): string | undefined {
  const lastNumber = [...text.matchAll(/(?<![A-Za-z^*])\d+(?:[.,]\d+)*/g)].pop();
  return lastNumber === undefined
    ? undefined
    : readUnitAfter(text.slice(lastNumber.index + lastNumber[0].length))?.unit;
}

/** Bands read to bounds; undefined unless at least two hold a bound. */
function readBands(bands: readonly { label: string; values: string }[]): PrintedBand[] | undefined {
  const read = bands.flatMap((band) => {
    const bounds = readBounds(band.values);
    return bounds === undefined ? [] : [{ label: band.label.trim(), ...bounds }];
  });
  return read.length >= 2 ? read : undefined;
}

function envelopeOf(bands: readonly PrintedBand[]): Bounds {
  const lows = bands.map((band) => band.low);
  const highs = bands.map((band) => band.high);
  return {
    ...(lows.every((low) => low !== undefined) ? { low: Math.min(...(lows as number[])) } : {}),
    ...(highs.every((high) => high !== undefined) ? { high: Math.max(...(highs as number[])) } : {}),
  };
}

/**
 * Reads the reference range printed beside a result: '13-17 g/dL', '(4.0-11.0)', '3,5 - 5,1', '< 5',
 * 'up to 40 U/L', '>60', 'Negative', 'M: 13-17 F: 12-15' (the patient's sex chosen, or both bands kept
 * when it is not known), age bands, 'Normal: < 5.7; Diabetes: >= 6.5' (the normal values). Undefined
 * when nothing in it reads as a range.
 */
export function parseRange(
  normalRange: string | undefined,
  patient: LabPatient = {},
): ParsedRange | undefined {
  if (normalRange === undefined) return undefined;
  const text = fixOcrDigits(normalRange.trim());
  if (text === '') return undefined;
  const printed = normalRange.trim();
  const chosen = selectPrintedBand(text, patient) ?? selectNormalCategory(text) ?? selectBySex(text, patient);
  if (chosen !== undefined && 'bands' in chosen) {
    const bands = readBands(chosen.bands);
    if (bands !== undefined) {
      const unit = unitOf(text);
      return { ...envelopeOf(bands), bands, ...(unit === undefined ? {} : { unit }), text: printed };
    }
  }
  const forPatient = chosen !== undefined && 'values' in chosen ? chosen.values : text;
  const bounds = forPatient === text ? envelope(forPatient) : readBounds(forPatient);
  if (bounds !== undefined) {
    const unit = unitOf(forPatient) ?? unitOf(text);
    return { ...bounds, ...(unit === undefined ? {} : { unit }), text: printed };
  }
  const expected = readPolarity(text);
  return expected === undefined ? undefined : { expected, text: printed };
}

import type { LabPatient } from './lab-types';
import { readPolarity, type Polarity } from './read-qualitative';
import { fixOcrDigits, toDecimal } from './read-number';
import { readUnitAfter } from './parse-result';
import { selectPrintedBand } from './select-printed-band';

/** A reference range as printed on a lab report, in the unit printed (or the result's unit). */
export interface ParsedRange {
  low?: number;
  high?: number;
  unit?: string;
  expected?: Polarity;
  text: string;
}

interface Bounds {
  low?: number;
  high?: number;
}

const number = '(\\d+(?:[.,]\\d+)*)';
const between = new RegExp(`(^|[^\\d.])(-?)${number}\\s*(?:-|–|—|to|~|\\.\\.)\\s*${number}`, 'i');
const upper = new RegExp(`(<=|=<|≤|<|less than|below|up to|upto|under|max(?:imum)?)\\s*:?\\s*${number}`, 'i');
const lower = new RegExp(
  `(>=|=>|≥|>|more than|greater than|above|over|min(?:imum)?)\\s*:?\\s*${number}`,
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

/** For ranges printed by sex ('M: 13-17 F: 12-15'), the part for this patient's sex. */
function selectBySex(text: string, patient: LabPatient): string {
  const parts =
    /(?:^|\b)(m|male|men)\b\s*[:=]?\s*(.+?)\s*[,;/]?\s*\b(f|female|women)\b\s*[:=]?\s*(.+)$/i.exec(text) ??
    /(?:^|\b)(f|female|women)\b\s*[:=]?\s*(.+?)\s*[,;/]?\s*\b(m|male|men)\b\s*[:=]?\s*(.+)$/i.exec(text);
  if (parts === null) return text;
  const firstIsMale = /^m/i.test(parts[1] ?? '');
  const male = (firstIsMale ? parts[2] : parts[4]) ?? '';
  const female = (firstIsMale ? parts[4] : parts[2]) ?? '';
  if (patient.sex === 'male') return male;
  if (patient.sex === 'female' || patient.pregnant === true) return female;
  return text;
}

function envelope(text: string): Bounds | undefined {
  const all = [...text.matchAll(new RegExp(between.source, 'gi'))];
  const bounds = all
    .map((match) => ({ low: toDecimal(match[3] ?? ''), high: toDecimal(match[4] ?? '') }))
    .filter((b) => b.low < b.high);
  if (bounds.length < 2) return readBounds(text);
  return { low: Math.min(...bounds.map((b) => b.low)), high: Math.max(...bounds.map((b) => b.high)) };
}

/**
 * Reads the reference range printed beside a result: '13-17 g/dL', '(4.0-11.0)', '3,5 - 5,1', '< 5',
 * 'up to 40 U/L', '>60', 'Negative', 'M: 13-17 F: 12-15' (the patient's sex chosen). Undefined when
 * nothing in it reads as a range.
 */
export function parseRange(
  normalRange: string | undefined,
  patient: LabPatient = {},
): ParsedRange | undefined {
  if (normalRange === undefined) return undefined;
  const text = fixOcrDigits(normalRange.trim());
  if (text === '') return undefined;
  const banded = selectPrintedBand(text, patient);
  const forPatient = banded ?? selectBySex(text, patient);
  const bounds = forPatient === text || /;/.test(forPatient) ? envelope(forPatient) : readBounds(forPatient);
  if (bounds !== undefined) {
    const lastNumber = [...forPatient.matchAll(/(?<![A-Za-z^*])\d+(?:[.,]\d+)*/g)].pop();
    const unit =
      lastNumber === undefined
        ? undefined
        : readUnitAfter(forPatient.slice(lastNumber.index + lastNumber[0].length))?.unit;
    return { ...bounds, ...(unit === undefined ? {} : { unit }), text: normalRange.trim() };
  }
  const expected = readPolarity(text);
  return expected === undefined ? undefined : { expected, text: normalRange.trim() };
}

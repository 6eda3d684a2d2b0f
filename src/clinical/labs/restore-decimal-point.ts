import type { LabAnalyte } from './analyte-schema';
import { identifyAnalyte } from './identify-analyte';
import type { LabEntry } from './lab-types';
import { parseRange } from './parse-range';
import { findUnitChoice, readUnitAfter, toCanonical } from './parse-result';

/**
 * OCR of a photo often loses a faint decimal point ('Calcium 261 mmol/L' for 2.61). Such a value is
 * impossible for the test, and is otherwise shown as unreadable. When exactly one place for the point
 * gives a value that is possible and near the range printed beside it (within a factor of four), that
 * value is read, with a note saying the point was placed; two or no such places leave it as it is.
 * Only for values read from an image: a typed report means what it prints.
 */

const wholeNumber = /^(\d{2,4})(\s+\S.*)?$/;
/** How far outside the printed range a restored value may lie (a result can be far out of range). */
const rangeFactor = 4;

export function restoreDroppedDecimalPoint(entry: LabEntry): { entry: LabEntry; note?: string } {
  const match = wholeNumber.exec(entry.result.trim());
  const analyte = identifyAnalyte(entry.testType);
  if (match === null || analyte?.kind !== 'quantitative' || analyte.plausible === undefined) return { entry };
  const digits = match[1] ?? '';
  const rest = match[2] ?? '';
  const written = readUnitAfter(rest.trim())?.unit ?? analyte.unit ?? '';
  const choice = findUnitChoice(analyte, written);
  const range = parseRange(entry.normalRange);
  if (choice === undefined || range?.low === undefined || range.high === undefined) return { entry };
  const { low: possibleLow, high: possibleHigh } = analyte.plausible;
  const isPossible = (value: number) => {
    const canonical = toCanonical(value, choice);
    return canonical >= possibleLow && canonical <= possibleHigh;
  };
  if (isPossible(Number(digits))) return { entry };
  const placed = [...Array(digits.length - 1).keys()]
    .map((at) => `${digits.slice(0, at + 1)}.${digits.slice(at + 1)}`)
    .filter((text) => {
      const value = Number(text);
      return (
        isPossible(value) &&
        value >= (range.low ?? 0) / rangeFactor &&
        value <= (range.high ?? 0) * rangeFactor
      );
    });
  if (placed.length !== 1) return { entry };
  return {
    entry: { ...entry, result: `${placed[0]}${rest}` },
    note: `The image reads ${digits}: its decimal point was placed from the printed range.`,
  };
}

/**
 * OCR drops the decimal point of a printed range as it does of a value ('PT 11.0-145' for 11.0-14.5, 'INR
 * 08-12' for 0.8-1.2), and a result is then flagged against a range ten times too wide or too high: a
 * prolonged PT reads normal. A printed bound more than `boundFactor` times away from every reference range
 * the knowledge base holds for the test (all ages and sexes) is such a misreading when exactly one place for
 * its point brings it within `placedFactor` of that reference; the point is placed, and the clinician told.
 * A point OCR read as a colon ('Urea 2:1 - 7.1') is put back the same way. Printed ranges that merely differ
 * from the textbook stay as printed: the printed range wins.
 */
const boundFactor = 3;
const placedFactor = 1.5;
const rangeBounds = /(?<![\d.,:])(\d+(?:[.,:]\d+)?)(\s*(?:-|–|—|to)\s*)(\d+(?:[.,:]\d+)?)(?![\d.,:])/;

const isNear = (value: number, reference: number, factor: number) =>
  value >= reference / factor && value <= reference * factor;

function referenceBounds(analyte: LabAnalyte): { low?: number; high?: number } {
  const lows = analyte.ranges.flatMap((range) =>
    range.low === undefined || range.low <= 0 ? [] : [range.low],
  );
  const highs = analyte.ranges.flatMap((range) => (range.high === undefined ? [] : [range.high]));
  return {
    ...(lows.length === 0 ? {} : { low: Math.min(...lows) }),
    ...(highs.length === 0 ? {} : { high: Math.max(...highs) }),
  };
}

/** The bound as read, or with its point placed when it was a misreading; undefined when it cannot be told. */
function restoreBound(
  written: string,
  reference: number | undefined,
  toReference: (value: number) => number,
): string | undefined {
  // A point read as a colon ('2:1 -7.1'): a range of a measured test holds no ratio, so the colon is the
  // point when that gives a bound near the test's usual one.
  if (written.includes(':')) {
    const pointed = written.replace(':', '.');
    return reference !== undefined && isNear(toReference(Number(pointed)), reference, boundFactor)
      ? pointed
      : undefined;
  }
  const value = Number(written.replace(',', '.'));
  if (reference === undefined || isNear(toReference(value), reference, boundFactor)) return written;
  if (!/^\d{2,4}$/.test(written)) return undefined;
  const placed = [...Array(written.length - 1).keys()]
    .map((at) => `${written.slice(0, at + 1)}.${written.slice(at + 1)}`)
    .filter((text) => isNear(toReference(Number(text)), reference, placedFactor));
  return placed.length === 1 ? placed[0] : undefined;
}

export function restoreDroppedRangeDecimalPoint(entry: LabEntry): { entry: LabEntry; note?: string } {
  const text = entry.normalRange;
  const match = text === undefined ? null : rangeBounds.exec(text);
  const analyte = identifyAnalyte(entry.testType);
  if (text === undefined || match === null || analyte?.kind !== 'quantitative') return { entry };
  const afterValue = entry.result
    .trim()
    .replace(/^[<>≤≥]?\s*\d+(?:[.,]\d+)?/, '')
    .trim();
  const written =
    readUnitAfter(text.slice(match.index + match[0].length).trim())?.unit ??
    readUnitAfter(afterValue)?.unit ??
    analyte.unit ??
    '';
  const choice = findUnitChoice(analyte, written);
  if (choice === undefined) return { entry };
  const toReference = (value: number) => toCanonical(value, choice);
  const reference = referenceBounds(analyte);
  const [whole = '', low = '', dash = '', high = ''] = match;
  const restoredLow = restoreBound(low, reference.low, toReference);
  const restoredHigh = restoreBound(high, reference.high, toReference);
  if (restoredLow === undefined || restoredHigh === undefined) return { entry };
  if (restoredLow === low && restoredHigh === high) return { entry };
  if (Number(restoredLow.replace(',', '.')) >= Number(restoredHigh.replace(',', '.'))) return { entry };
  const restored = `${restoredLow}${dash}${restoredHigh}`;
  return {
    entry: { ...entry, normalRange: text.replace(whole, restored) },
    note: `The image reads the range as ${whole.trim()}: its decimal point was placed from the test's usual range.`,
  };
}

/** A value read from an image with the decimal points OCR dropped placed again: the range's first, then the value's. */
export function restoreOcrDecimalPoints(entry: LabEntry): { entry: LabEntry; note?: string } {
  const range = restoreDroppedRangeDecimalPoint(entry);
  const value = restoreDroppedDecimalPoint(range.entry);
  const notes = [range.note, value.note].filter((note) => note !== undefined);
  return { entry: value.entry, ...(notes.length === 0 ? {} : { note: notes.join(' ') }) };
}

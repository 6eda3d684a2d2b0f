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

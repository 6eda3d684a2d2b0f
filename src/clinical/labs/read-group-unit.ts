import type { LabEntry } from './lab-types';
import { readUnitAfter } from './parse-result';
import { readFirstNumber } from './read-number';
import { unitInTitle } from './read-table-header';

/**
 * Units printed once for a group of results: a title line such as 'LIPID PROFILE (all results in
 * mg/dL)', 'Bilirubin (µmol/L)' or 'RENAL FUNCTION — Units: mg/dL'. Every result under it printed
 * without a unit is in that unit; a value is never read in a unit it is not printed in.
 */
export function readGroupUnit(line: string): string | undefined {
  const unit = unitInTitle(line);
  if (unit === undefined) return undefined;
  // A title holds no value: digits outside the unit ('x10^9/L') make it a result line.
  return /\d/.test(line.replace(unit, '')) ? undefined : unit;
}

/** The entry with the group's unit written after its number, when its result was printed without one. */
export function withGroupUnit(entry: LabEntry, unit: string | undefined): LabEntry {
  if (unit === undefined) return entry;
  const number = readFirstNumber(entry.result);
  if (number === undefined || number.isTitre) return entry;
  const after = entry.result.slice(number.end);
  if (readUnitAfter(after) !== undefined) return entry;
  return { ...entry, result: `${entry.result.slice(0, number.end)} ${unit}${after}` };
}

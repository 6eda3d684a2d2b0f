import type { LabAnalyte } from './analyte-schema';
import { findUnitChoice, toCanonical } from './parse-result';

/** How far a printed bound may sit from the knowledge base's and still be the same test's range. */
const boundTolerance = 1.4;

function boundFits(printed: number | undefined, known: number | undefined): boolean | undefined {
  if (printed === undefined || known === undefined || known === 0 || printed === 0) return undefined;
  const ratio = printed / known;
  return ratio >= 1 / boundTolerance && ratio <= boundTolerance;
}

/**
 * Whether a printed range, in the printed unit (the canonical one when none), reads as one of the analyte's
 * own reference ranges: each bound printed lies within a factor of 1.4 of the knowledge base's. A unit the
 * analyte does not know, or no bound to compare, fits nothing.
 */
export function rangeFitsAnalyte(
  analyte: LabAnalyte,
  low: number | undefined,
  high: number | undefined,
  unit: string | undefined,
): boolean {
  const choice = unit === undefined ? { unit: '', factor: 1, offset: 0 } : findUnitChoice(analyte, unit);
  if (choice === undefined) return false;
  const canonical = (bound: number | undefined) =>
    bound === undefined ? undefined : toCanonical(bound, choice);
  return analyte.ranges.some((range) => {
    const fits = [boundFits(canonical(low), range.low), boundFits(canonical(high), range.high)].filter(
      (fit) => fit !== undefined,
    );
    return fits.length > 0 && fits.every(Boolean);
  });
}

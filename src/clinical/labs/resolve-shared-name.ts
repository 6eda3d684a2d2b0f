import type { LabAnalyte } from './analyte-schema';
import { findAnalyteById } from './knowledge';
import type { LabPatient } from './lab-types';
import type { ParsedRange } from './parse-range';
import { findUnitChoice, readUnitAfter } from './parse-result';
import { fixOcrDigits, readFirstNumber } from './read-number';
import { readGrade, readPolarity } from './read-qualitative';
import { selectReferenceRange } from './select-range';

function overlaps(
  low: number | undefined,
  high: number | undefined,
  otherLow: number | undefined,
  otherHigh: number | undefined,
): boolean {
  return (
    (low ?? Number.NEGATIVE_INFINITY) <= (otherHigh ?? Number.POSITIVE_INFINITY) &&
    (high ?? Number.POSITIVE_INFINITY) >= (otherLow ?? Number.NEGATIVE_INFINITY)
  );
}

/** With no unit printed, how well a bare number (and its printed range) fits an analyte ('Neutrophils 65' is a percentage). */
function scoreFit(
  candidate: LabAnalyte,
  value: number,
  printed: ParsedRange | undefined,
  patient: LabPatient,
): number {
  const reference = selectReferenceRange(candidate, patient);
  const plausible = candidate.plausible;
  const isPlausible = plausible === undefined || (value >= plausible.low && value <= plausible.high);
  const hasPrinted = printed !== undefined && (printed.low !== undefined || printed.high !== undefined);
  const printedFits =
    hasPrinted &&
    reference !== undefined &&
    overlaps(printed.low, printed.high, reference.low, reference.high);
  const isWithinReference = reference !== undefined && overlaps(value, value, reference.low, reference.high);
  return (isPlausible ? 2 : 0) + (printedFits ? 3 : 0) + (isWithinReference ? 1 : 0);
}

/**
 * For names two tests share, the test the written result shows was meant: a worded result ('PT:
 * Positive') means `wordedResultMeans`; a number means the test that knows its unit ('BS 5.6 mmol/L' is
 * blood sugar) or, with no unit, the one the number and printed range fit ('Neutrophils 65 (40-75)').
 */
export function resolveSharedName(
  analyte: LabAnalyte,
  result: string,
  printed: ParsedRange | undefined,
  patient: LabPatient,
): LabAnalyte {
  const text = fixOcrDigits(result);
  const number = readFirstNumber(text);
  if (
    analyte.wordedResultMeans !== undefined &&
    number === undefined &&
    (readPolarity(text) !== undefined || readGrade(text) !== undefined)
  ) {
    return findAnalyteById(analyte.wordedResultMeans) ?? analyte;
  }
  if (analyte.numericResultMeans.length === 0 || number === undefined) return analyte;
  const twins = analyte.numericResultMeans
    .map(findAnalyteById)
    .filter((candidate): candidate is LabAnalyte => candidate !== undefined);
  const unit = readUnitAfter(text.slice(number.end))?.unit ?? printed?.unit;
  if (unit !== undefined) {
    if (findUnitChoice(analyte, unit) !== undefined) return analyte;
    return twins.find((candidate) => findUnitChoice(candidate, unit) !== undefined) ?? analyte;
  }
  if (analyte.kind !== 'quantitative') return analyte;
  let best = analyte;
  for (const twin of twins)
    if (scoreFit(twin, number.value, printed, patient) > scoreFit(best, number.value, printed, patient))
      best = twin;
  return best;
}

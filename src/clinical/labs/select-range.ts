import type { AppliesTo, CriticalLimit, LabAnalyte, ReferenceRange } from './analyte-schema';
import type { LabPatient } from './lab-types';

/** With no age given, ranges are chosen for an adult: most lab requests without an age are adults'. */
const assumedAdultAgeYears = 30;

function appliesTo(applies: AppliesTo, patient: LabPatient): boolean {
  const ageYears = patient.ageYears ?? assumedAdultAgeYears;
  if (applies.minYears !== undefined && ageYears < applies.minYears) return false;
  if (applies.maxYears !== undefined && ageYears >= applies.maxYears) return false;
  const isFemale = patient.sex === 'female' || patient.pregnant === true;
  if (applies.sex === 'female' && !isFemale) return false;
  if (applies.sex === 'male' && patient.sex !== 'male') return false;
  if (applies.pregnant === true && patient.pregnant !== true) return false;
  if (applies.pregnant === false && patient.pregnant === true) return false;
  return true;
}

/** The knowledge base's reference range for this patient's age, sex and pregnancy: the first that applies. */
export function selectReferenceRange(analyte: LabAnalyte, patient: LabPatient): ReferenceRange | undefined {
  return analyte.ranges.find((range) => appliesTo(range.applies, patient));
}

/** The critical limits for this patient: the first that applies. */
export function selectCriticalLimit(analyte: LabAnalyte, patient: LabPatient): CriticalLimit | undefined {
  return analyte.critical.find((limit) => appliesTo(limit.applies, patient));
}

/** How a range reads to a clinician: '12-15.5 g/dL', '< 5 mg/L', '>= 60 mL/min/1.73m2'. */
export function describeRange(
  low: number | undefined,
  high: number | undefined,
  unit: string | undefined,
): string {
  const suffix = unit === undefined || unit === 'ratio' || unit === 'grade' ? '' : ` ${displayUnit(unit)}`;
  if (unit === 'grade' && high === 0) return 'negative';
  // '-2 to 2', not '-2-2': a dash after a negative bound reads as another minus.
  if (low !== undefined && high !== undefined)
    return `${formatValue(low)}${low < 0 || high < 0 ? ' to ' : '-'}${formatValue(high)}${suffix}`;
  if (high !== undefined) return `<= ${formatValue(high)}${suffix}`;
  if (low !== undefined) return `>= ${formatValue(low)}${suffix}`;
  return '';
}

const displayedUnits: Record<string, string> = {
  '10^9/L': '×10⁹/L',
  '10^12/L': '×10¹²/L',
  '10^3/µL': '×10³/µL',
};

/** A unit as printed for a clinician: '×10⁹/L' rather than '10^9/L'. */
export function displayUnit(unit: string): string {
  return displayedUnits[unit] ?? unit;
}

/** A number as a clinician writes it: whole above 100, else four significant digits, no trailing zeros. */
export function formatValue(value: number): string {
  if (Number.isInteger(value)) return String(value);
  if (Math.abs(value) >= 100) return String(Math.round(value));
  return String(Number(value.toPrecision(4)));
}

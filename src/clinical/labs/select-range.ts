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
  decimals?: number,
): string {
  const suffix = unit === undefined || unit === 'ratio' || unit === 'grade' ? '' : ` ${displayUnit(unit)}`;
  const format = (bound: number) => formatValue(bound, decimals);
  if (unit === 'grade' && high === 0) return 'negative';
  // '-2 to 2', not '-2-2': a dash after a negative bound reads as another minus.
  if (low !== undefined && high !== undefined)
    return `${format(low)}${low < 0 || high < 0 ? ' to ' : '-'}${format(high)}${suffix}`;
  if (high !== undefined) return `<= ${format(high)}${suffix}`;
  if (low !== undefined) return `>= ${format(low)}${suffix}`;
  return '';
}

const decimalCount = (value: number | undefined) =>
  value === undefined || Number.isInteger(value) ? 0 : (String(value).split('.')[1] ?? '').length;

/**
 * How many decimals the analyte is written with in its canonical unit, as its cited ranges and limits
 * write it (potassium 3.5, creatinine 62): a converted value or bound is rounded to it.
 */
export function analyteDecimals(analyte: LabAnalyte): number {
  const bounds = [...analyte.ranges, ...analyte.critical].flatMap((range) => [range.low, range.high]);
  return Math.min(3, Math.max(0, ...bounds.map(decimalCount)));
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

/**
 * A number as a clinician writes it: whole above 100, else four significant digits, no trailing zeros;
 * with `decimals` (a converted value), rounded to them, keeping two significant digits of a small value.
 */
export function formatValue(value: number, decimals?: number): string {
  if (Number.isInteger(value)) return String(value);
  if (decimals !== undefined) {
    const needed = value === 0 ? 0 : Math.max(0, 1 - Math.floor(Math.log10(Math.abs(value))));
    return String(Number(value.toFixed(Math.max(decimals, needed))));
  }
  if (Math.abs(value) >= 100) return String(Math.round(value));
  return String(Number(value.toPrecision(4)));
}

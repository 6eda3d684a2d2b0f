import type { LabAnalyte } from './analyte-schema';
import { estimateEgfr } from './estimate-egfr';
import { sourceIdsOf, withLimitations } from './lab-citations';
import type { InterpretedLab, LabEntry, LabFlag, LabPatient, LabStatus } from './lab-types';
import type { ParsedRange } from './parse-range';
import { findUnitChoice, toCanonical, type ParsedResult } from './parse-result';
import {
  analyteDecimals,
  describeRange,
  displayUnit,
  formatValue,
  selectCriticalLimit,
  selectReferenceRange,
} from './select-range';
import { normaliseUnit } from './units';

interface RangeInUse {
  low?: number;
  high?: number;
  /** Printed bands by sex or age when the patient's is not known: the value is compared with each. */
  bands?: { label: string; low?: number; high?: number }[];
  source: 'printed' | 'knowledge';
  sourceIds: string[];
}

/** The printed range in the canonical unit, when it can be converted and makes sense. */
function convertPrintedRange(
  printed: ParsedRange,
  parsed: ParsedResult,
  analyte: LabAnalyte,
): RangeInUse | undefined {
  if (printed.low === undefined && printed.high === undefined) return undefined;
  const writtenUnit = printed.unit ?? parsed.rawUnit;
  const choice = writtenUnit === undefined ? undefined : findUnitChoice(analyte, writtenUnit);
  if (choice === undefined && parsed.unitConverted) return undefined;
  const convert = (raw: number | undefined) =>
    raw === undefined ? undefined : choice === undefined ? raw : toCanonical(raw, choice);
  const low = convert(printed.low);
  const high = convert(printed.high);
  const plausible = analyte.plausible;
  // A printed lower bound of 0 ('0 - 38 U/L') is a real range, whatever the analyte's least possible value.
  const outOfReach = (bound: number | undefined) =>
    bound !== undefined &&
    bound !== 0 &&
    plausible !== undefined &&
    (bound < plausible.low || bound > plausible.high);
  if (parsed.unitConverted && (outOfReach(low) || outOfReach(high))) return undefined;
  const bands = printed.bands?.map((band) => ({
    label: band.label,
    ...(band.low === undefined ? {} : { low: convert(band.low) }),
    ...(band.high === undefined ? {} : { high: convert(band.high) }),
  }));
  return {
    ...(low === undefined ? {} : { low }),
    ...(high === undefined ? {} : { high }),
    ...(bands === undefined ? {} : { bands }),
    source: 'printed',
    sourceIds: [],
  };
}

function chooseRange(
  analyte: LabAnalyte,
  parsed: ParsedResult,
  printed: ParsedRange | undefined,
  patient: LabPatient,
): RangeInUse | undefined {
  const fromPrinted = printed === undefined ? undefined : convertPrintedRange(printed, parsed, analyte);
  if (fromPrinted !== undefined) return fromPrinted;
  if (!parsed.unitConverted) return undefined;
  const range = selectReferenceRange(analyte, patient);
  if (range === undefined) return undefined;
  return {
    ...(range.low === undefined ? {} : { low: range.low }),
    ...(range.high === undefined ? {} : { high: range.high }),
    source: 'knowledge',
    sourceIds: sourceIdsOf(range.citations),
  };
}

const unitSuffix = (unit: string | undefined) =>
  unit === undefined || unit === 'ratio' ? '' : ` ${displayUnit(unit)}`;

/** A printed range whose bounds changed on conversion to the canonical unit. */
const isRangeConverted = (printed: ParsedRange | undefined, range: RangeInUse | undefined) =>
  range?.source === 'printed' && (printed?.low !== range.low || printed?.high !== range.high);

function directionOf(
  value: number,
  range: { low?: number; high?: number; bands?: RangeInUse['bands'] } | undefined,
): 'low' | 'high' | 'within' | undefined {
  if (range === undefined) return undefined;
  if (range.bands !== undefined) {
    // Bands by sex or age with the patient's unknown: a side only when every band gives the same.
    const sides = new Set(range.bands.map((band) => directionOf(value, band)));
    return sides.size === 1 ? [...sides][0] : undefined;
  }
  if (range.low !== undefined && value < range.low) return 'low';
  if (range.high !== undefined && value > range.high) return 'high';
  return 'within';
}

const labPanicMark = /^(hh|ll|critical|crit|panic|\*\*|!!)$/i;

const lowFlag = /^(?:l|ll|low|bas|b)$/i;
const highFlag = /^(?:h|hh|high|[ée]lev[ée]|haut)$/i;
const normalFlag = /^(?:n|normal)$/i;

/**
 * Bands by sex or age with the patient's band unknown, and the lab's own flag printed ('L'): the lab knew
 * the patient, so its flag gives the side when one of the bands agrees with it (Hb 13.1 beside
 * 'M: 13.5-17.5; F: 12.0-15.5' flagged L is low).
 */
function sideOfPrintedFlag(
  flag: string | undefined,
  value: number,
  bands: RangeInUse['bands'] | undefined,
): 'low' | 'high' | 'within' | undefined {
  const printed = (flag ?? '').trim();
  if (bands === undefined || printed === '') return undefined;
  const sides = new Set(bands.map((band) => directionOf(value, band)));
  if (lowFlag.test(printed) && sides.has('low')) return 'low';
  if (highFlag.test(printed) && sides.has('high')) return 'high';
  if (normalFlag.test(printed) && sides.has('within')) return 'within';
  return undefined;
}

/** A numeric result against the printed range (converted) or the knowledge base's, with critical limits. */
export function interpretNumber(
  entry: LabEntry,
  analyte: LabAnalyte,
  parsed: ParsedResult,
  printed: ParsedRange | undefined,
  patient: LabPatient,
): InterpretedLab {
  const value = parsed.value ?? 0;
  const range = chooseRange(analyte, parsed, printed, patient);
  const unit = parsed.unit ?? analyte.unit;
  const critical = parsed.unitConverted ? selectCriticalLimit(analyte, patient) : undefined;
  const isCriticalLow = critical?.low !== undefined && value < critical.low;
  const isCriticalHigh = critical?.high !== undefined && value > critical.high;
  // A value past a cited critical limit lies on that side, even where a printed range calls it within.
  const direction = isCriticalLow
    ? 'low'
    : isCriticalHigh
      ? 'high'
      : (directionOf(value, range) ?? sideOfPrintedFlag(entry.notes, value, range?.bands));
  // The laboratory's own panic mark ('HH', 'LL', 'CRITICAL') beside a value outside the range is critical.
  const isMarkedCritical =
    (direction === 'low' || direction === 'high') && labPanicMark.test((entry.notes ?? '').trim());
  const flag: LabFlag =
    isCriticalLow || isCriticalHigh || isMarkedCritical
      ? 'critical'
      : direction === 'low' || direction === 'high'
        ? 'attention'
        : direction === undefined
          ? 'attention'
          : 'normal';
  const status: LabStatus =
    direction === 'within' ? 'normal' : direction === undefined ? 'not_assessed' : direction;
  const criticalLimit = isCriticalLow
    ? `< ${formatValue(critical.low ?? 0)}${unitSuffix(unit)}`
    : isCriticalHigh
      ? `> ${formatValue(critical.high ?? 0)}${unitSuffix(unit)}`
      : isMarkedCritical
        ? `marked ${(entry.notes ?? '').trim()} by the laboratory`
        : undefined;
  // Converted numbers are rounded as the analyte is written (glucose 7.9 mmol/L, not 7.881882771).
  const isValueConverted = parsed.unitConverted && parsed.rawValue !== undefined && parsed.rawValue !== value;
  const rangeDecimals = isRangeConverted(printed, range) ? analyteDecimals(analyte) : undefined;
  const rangeUsed =
    range === undefined
      ? undefined
      : range.bands === undefined
        ? describeRange(range.low, range.high, unit, rangeDecimals)
        : `${range.bands.map((band) => `${band.label}: ${describeRange(band.low, band.high, undefined, rangeDecimals)}`).join(' / ')}${unitSuffix(unit)}`;
  const shown = `${parsed.comparator ?? ''}${formatValue(value, isValueConverted ? analyteDecimals(analyte) : undefined)}${unitSuffix(unit)}`;
  const converted =
    parsed.unitSource !== 'assumed' &&
    parsed.rawUnit !== undefined &&
    normaliseUnit(parsed.rawUnit) !== normaliseUnit(unit ?? '')
      ? ` (${formatValue(parsed.rawValue ?? value)} ${parsed.rawUnit}${parsed.unitSource === 'inferred' ? ', unit inferred' : ''})`
      : '';
  const meaning = isCriticalLow
    ? (analyte.meaning.criticalLow ?? analyte.meaning.low)
    : isCriticalHigh
      ? (analyte.meaning.criticalHigh ?? analyte.meaning.high)
      : direction === 'low'
        ? analyte.meaning.low
        : direction === 'high'
          ? analyte.meaning.high
          : undefined;
  const reading =
    flag === 'critical'
      ? `critically ${direction ?? 'abnormal'}`
      : direction === 'within'
        ? 'within the reference range'
        : (direction ??
          (range?.bands !== undefined
            ? "not comparable: the printed range differs by sex or age and the patient's is not known"
            : parsed.unitConverted
              ? "not comparable: the knowledge base has no reference range for this patient's age; interpret clinically"
              : 'not comparable: its unit could not be converted and no range was printed; check the original report'));
  const sentence = `${analyte.name} ${shown}${converted} is ${reading}${meaning === undefined ? '' : ` (${meaning})`}${rangeUsed === undefined ? '' : `; reference ${rangeUsed}${range?.source === 'printed' ? ' as printed' : ''}`}`;
  const egfr =
    analyte.id === 'creatinine' && parsed.unitConverted
      ? estimateEgfr(value, patient.ageYears, patient.sex)
      : undefined;
  const egfrText =
    egfr === undefined
      ? ''
      : `; eGFR ${egfr} mL/min/1.73m2 by CKD-EPI 2021${egfr < 60 ? ' (reduced kidney function: check doses of renally cleared medicines)' : ''}`;
  const egfrLine =
    egfr === undefined
      ? undefined
      : `eGFR ${egfr} (CKD-EPI 2021)${egfr < 60 ? ': check doses of renally cleared medicines' : ''}`;
  const meaningLine = [
    criticalLimit === undefined ? undefined : `critical (${criticalLimit})`,
    meaning,
    status === 'not_assessed' ? reading : undefined,
    egfrLine,
  ].filter((part): part is string => part !== undefined);
  return {
    ...entry,
    analyteId: analyte.id,
    analyteName: analyte.name,
    loinc: analyte.loinc,
    value,
    ...(unit === undefined ? {} : { unit }),
    ...(parsed.qualitative === undefined ? {} : { qualitative: parsed.qualitative }),
    ...(parsed.comparator === undefined ? {} : { comparator: parsed.comparator }),
    flag,
    status,
    interpretation: withLimitations(`${sentence}${egfrText}`, analyte, flag !== 'normal'),
    ...(meaningLine.length === 0 ? {} : { meaning: meaningLine.join('; ') }),
    ...(criticalLimit === undefined ? {} : { criticalLimit }),
    valueShown: shown,
    ...(converted === '' && !isRangeConverted(printed, range) ? {} : { isConverted: true }),
    ...(rangeUsed === undefined ? {} : { rangeUsed }),
    ...(egfr === undefined ? {} : { estimatedGfr: egfr }),
    ...(direction === undefined ? {} : { direction }),
    // Bands' envelope is no range: the screens get bounds only for a range that applies.
    ...(range?.low === undefined || range.bands !== undefined ? {} : { referenceLow: range.low }),
    ...(range?.high === undefined || range.bands !== undefined ? {} : { referenceHigh: range.high }),
    ...(range === undefined ? {} : { rangeSource: range.source }),
    detail: parsed.detail,
    sourceIds: [
      ...new Set([
        ...sourceIdsOf(analyte.citations),
        ...(range?.sourceIds ?? []),
        ...(critical === undefined ? [] : sourceIdsOf(critical.citations)),
        ...(egfr === undefined ? [] : ['inker-ckd-epi-2021']),
      ]),
    ],
  };
}

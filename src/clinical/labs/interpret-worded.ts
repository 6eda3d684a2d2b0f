import type { LabAnalyte } from './analyte-schema';
import { sourceIdsOf, withLimitations } from './lab-citations';
import type { InterpretedLab, LabEntry, LabFlag } from './lab-types';
import type { ParsedRange } from './parse-range';
import type { ParsedResult } from './parse-result';

/** A dipstick grade: negative is normal, trace and above need attention. */
export function interpretGrade(entry: LabEntry, analyte: LabAnalyte, parsed: ParsedResult): InterpretedLab {
  const grade = parsed.value ?? 0;
  const label = grade === 0 ? 'negative' : grade === 0.5 ? 'trace' : `${grade}+`;
  const flag: LabFlag = grade > 0 ? 'attention' : 'normal';
  const meaning =
    grade >= 1 ? analyte.meaning.high : grade > 0 ? 'trace only: repeat or correlate clinically' : undefined;
  const sentence = `${analyte.name} ${label}${meaning === undefined ? '' : ` (${meaning})`}`;
  return {
    ...entry,
    analyteId: analyte.id,
    analyteName: analyte.name,
    loinc: analyte.loinc,
    value: grade,
    unit: 'grade',
    ...(parsed.qualitative === undefined ? {} : { qualitative: parsed.qualitative }),
    flag,
    status: grade > 0 ? 'positive' : 'normal',
    interpretation: withLimitations(sentence, analyte, grade > 0),
    ...(meaning === undefined ? {} : { meaning }),
    rangeUsed: 'negative',
    direction: grade > 0 ? 'high' : 'within',
    referenceHigh: 0,
    rangeSource: 'knowledge',
    detail: parsed.detail,
    sourceIds: sourceIdsOf(analyte.citations),
  };
}

/** A positive or negative reading, flagged as the analyte says a positive is. */
export function interpretQualitative(
  entry: LabEntry,
  analyte: LabAnalyte,
  parsed: ParsedResult,
  printed: ParsedRange | undefined,
): InterpretedLab {
  const isPositive = parsed.qualitative === 'positive';
  const flag: LabFlag = isPositive ? analyte.positiveFlag : 'normal';
  const meaning = isPositive ? (analyte.meaning.positive ?? analyte.meaning.high) : undefined;
  const said = parsed.detail.toLowerCase() === parsed.qualitative ? '' : ` ('${parsed.detail}')`;
  const sentence = `${analyte.name}: ${parsed.qualitative ?? 'unread'}${said}${meaning === undefined ? '' : `: ${meaning}`}`;
  return {
    ...entry,
    analyteId: analyte.id,
    analyteName: analyte.name,
    loinc: analyte.loinc,
    ...(parsed.qualitative === undefined ? {} : { qualitative: parsed.qualitative }),
    flag,
    status: isPositive ? 'positive' : parsed.qualitative === 'negative' ? 'normal' : 'not_assessed',
    interpretation: withLimitations(sentence, analyte, isPositive),
    meaning: meaning ?? `${parsed.qualitative ?? 'unread'}${said}`,
    ...(isPositive && flag === 'critical' ? { criticalLimit: 'positive' } : {}),
    rangeUsed: printed?.expected ?? 'negative',
    rangeSource: printed?.expected === undefined ? 'knowledge' : 'printed',
    detail: parsed.detail,
    sourceIds: sourceIdsOf(analyte.citations),
  };
}

/** For abbreviations two tests share ('PT', 'BS'), the test the written result shows was meant. */

/**
 * A measured test reported in words ('Platelets: low', 'PT: prolonged'): the side the report gives, with
 * no number made up; the clinician is told no value was printed.
 */
export function interpretDirection(
  entry: LabEntry,
  analyte: LabAnalyte,
  parsed: ParsedResult,
): InterpretedLab {
  const side = parsed.direction ?? 'within';
  const meaning = side === 'low' ? analyte.meaning.low : side === 'high' ? analyte.meaning.high : undefined;
  const said = side === 'within' ? 'normal' : side;
  const sentence = `${analyte.name} reported ${said} ('${parsed.detail}'), no value printed${meaning === undefined ? '' : ` (${meaning})`}`;
  return {
    ...entry,
    analyteId: analyte.id,
    analyteName: analyte.name,
    loinc: analyte.loinc,
    flag: side === 'within' ? 'normal' : 'attention',
    status: side === 'within' ? 'normal' : side,
    direction: side,
    interpretation: withLimitations(sentence, analyte, side !== 'within'),
    meaning: `${meaning === undefined ? `reported ${said}` : meaning}; no value printed`,
    detail: parsed.detail,
    sourceIds: sourceIdsOf(analyte.citations),
  };
}

import { identifyAnalyte, type SpecimenContext } from './identify-analyte';
import { interpretNumber } from './interpret-number';
import { interpretUnrecognised } from './interpret-unrecognised';
import { interpretDirection, interpretGrade, interpretQualitative } from './interpret-worded';
import { sourceIdsOf } from './lab-citations';
import type { InterpretedLab, LabEntry, LabPatient } from './lab-types';
import { parseRange } from './parse-range';
import { findUnitChoice, parseResult, readUnitAfter } from './parse-result';
import { fixOcrDigits, readFirstNumber } from './read-number';
import { normaliseUnit } from './units';
import { resolveSharedName } from './resolve-shared-name';
import { formatValue, selectReferenceRange } from './select-range';
import type { LabAnalyte } from './analyte-schema';

/**
 * A number outside the values possible for the analyte in its unit: a slipped decimal point or a unit
 * that is not the one printed. Sent back to the slip; never flagged as if it were real.
 */
function interpretImplausible(
  base: Omit<InterpretedLab, 'flag' | 'status' | 'interpretation'>,
  analyte: LabAnalyte,
  implausible: { value: number; unit: string },
): InterpretedLab {
  const possible = analyte.plausible;
  const limits =
    possible === undefined ? '' : ` (possible: ${possible.low}–${possible.high} ${analyte.unit ?? ''})`;
  const why = `${formatValue(implausible.value)} ${implausible.unit} is outside the values possible for ${analyte.name}${limits.trimEnd()}`;
  return {
    ...base,
    flag: 'attention',
    status: 'not_assessed',
    interpretation: `${analyte.name}: the result '${base.result}' could not be read: ${why}; check it against the slip (decimal point, unit)`,
    meaning: 'check against the slip: the value is not physiologically possible in this unit',
    sourceIds: sourceIdsOf(analyte.citations),
  };
}

/**
 * A graded test (a dipstick) given as a number with a concentration unit it is never graded in ('Urine
 * albumin 46 mg/L') is another, quantitative test of the same name: the knowledge base does not model it.
 */
function isNumberInForeignUnit(analyte: LabAnalyte, result: string): boolean {
  if (analyte.kind !== 'ordinal') return false;
  const text = fixOcrDigits(result);
  const number = readFirstNumber(text);
  const unit = number === undefined ? undefined : readUnitAfter(text.slice(number.end))?.unit;
  if (unit === undefined) return false;
  const known = normaliseUnit(unit);
  return (
    findUnitChoice(analyte, unit) === undefined &&
    !analyte.gradeEquivalents.some((scale) => normaliseUnit(scale.unit) === known)
  );
}

/** One lab entry interpreted against the printed range, or the knowledge base's range for the patient. */
export function interpretLabEntry(
  entry: LabEntry,
  patient: LabPatient,
  specimen?: SpecimenContext,
): InterpretedLab {
  const named = identifyAnalyte(entry.testType, specimen);
  const printed = parseRange(entry.normalRange, patient);
  if (named === undefined) return interpretUnrecognised(entry, printed);
  const analyte = resolveSharedName(named, entry.result, printed, patient);
  if (isNumberInForeignUnit(analyte, entry.result)) return interpretUnrecognised(entry, printed);
  const reference = selectReferenceRange(analyte, patient);
  const hint = {
    ...(printed?.unit === undefined && printed?.low !== undefined ? { rangeLow: printed.low } : {}),
    ...(printed?.unit === undefined && printed?.high !== undefined ? { rangeHigh: printed.high } : {}),
    ...(reference?.low === undefined ? {} : { referenceLow: reference.low }),
    ...(reference?.high === undefined ? {} : { referenceHigh: reference.high }),
  };
  const parsed = parseResult(entry.result, analyte, hint);
  const base = {
    ...entry,
    analyteId: analyte.id,
    analyteName: analyte.name,
    loinc: analyte.loinc,
    detail: parsed.detail,
  };
  switch (parsed.kind) {
    case 'number':
      return interpretNumber(entry, analyte, parsed, printed, patient);
    case 'grade':
      return interpretGrade(entry, analyte, parsed);
    case 'qualitative':
      return interpretQualitative(entry, analyte, parsed, printed);
    case 'direction':
      return interpretDirection(entry, analyte, parsed);
    case 'text':
      return {
        ...base,
        flag: 'normal',
        status: 'not_assessed',
        interpretation: `${analyte.name}: ${parsed.detail}`,
        meaning: parsed.detail,
        sourceIds: sourceIdsOf(analyte.citations),
      };
    case 'unreadable':
      if (parsed.implausible !== undefined) return interpretImplausible(base, analyte, parsed.implausible);
      return {
        ...base,
        flag: 'attention',
        status: 'not_assessed',
        interpretation: `${analyte.name}: the result '${entry.result}' could not be read; check the original report`,
        meaning: 'could not be read; check the original report',
      };
  }
}

import { identifyAnalyte, type SpecimenContext } from './identify-analyte';
import { interpretNumber } from './interpret-number';
import { interpretUnrecognised } from './interpret-unrecognised';
import { interpretDirection, interpretGrade, interpretQualitative } from './interpret-worded';
import { sourceIdsOf } from './lab-citations';
import type { InterpretedLab, LabEntry, LabPatient } from './lab-types';
import { parseRange } from './parse-range';
import { parseResult } from './parse-result';
import { resolveSharedName } from './resolve-shared-name';
import { selectReferenceRange } from './select-range';

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
      return {
        ...base,
        flag: 'attention',
        status: 'not_assessed',
        interpretation: `${analyte.name}: the result '${entry.result}' could not be read; check the original report`,
        meaning: 'could not be read; check the original report',
      };
  }
}

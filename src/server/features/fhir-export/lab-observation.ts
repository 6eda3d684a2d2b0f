import type { CodeableConcept, Observation, ObservationReferenceRange, Quantity } from '@medplum/fhirtypes';
import type { StoredLabResult } from '../../../contracts/sessions';
import { UCUM_SYSTEM, ucumCodeOf } from './ucum-units';
import type { Reference } from './fhir-ids';

const LOINC_SYSTEM = 'http://loinc.org';
const INTERPRETATION_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';
const CATEGORY_SYSTEM = 'http://terminology.hl7.org/CodeSystem/observation-category';

function quantityOf(value: number, unit: string | undefined): Quantity {
  const code = ucumCodeOf(unit);
  return {
    value,
    ...(unit ? { unit } : {}),
    ...(code ? { system: UCUM_SYSTEM, code } : {}),
  };
}

/** '12.0 - 16.0', '3.5–5.1 mmol/L', '< 5', '> 60': bounds in the result's own unit, else only the text. */
function referenceRangeOf(lab: StoredLabResult): ObservationReferenceRange | undefined {
  // The range the status was decided on is in the value's unit; a printed one may not be.
  const text = (lab.rangeUsed ?? lab.normalRange)?.trim();
  if (!text) return undefined;
  const number = String.raw`(-?\d+(?:\.\d+)?)`;
  const between = new RegExp(String.raw`^${number}\s*(?:-|–|—|to)\s*${number}\s*(.*)$`).exec(text);
  const below = new RegExp(String.raw`^(?:<|≤|<=|up to)\s*${number}\s*(.*)$`, 'i').exec(text);
  const above = new RegExp(String.raw`^(?:>|≥|>=)\s*${number}\s*(.*)$`).exec(text);
  const statedUnit = (between?.[3] ?? below?.[2] ?? above?.[2])?.trim();
  const sameUnit =
    lab.value !== undefined && (!statedUnit || ucumCodeOf(statedUnit) === ucumCodeOf(lab.unit));
  if (!sameUnit || (!between && !below && !above)) return { text };
  const bound = (written: string | undefined) =>
    written === undefined ? undefined : quantityOf(Number(written), lab.unit);
  const low = bound(between?.[1] ?? above?.[1]);
  const high = bound(between?.[2] ?? below?.[1]);
  return { ...(low ? { low } : {}), ...(high ? { high } : {}), text };
}

/** Normal N, abnormal A, critical AA; low or high (L, H, LL, HH) when the range says which side. */
function interpretationOf(lab: StoredLabResult, range: ObservationReferenceRange | undefined) {
  if (!lab.flag) return undefined;
  const isCritical = lab.flag === 'critical';
  let code = lab.flag === 'normal' ? 'N' : isCritical ? 'AA' : 'A';
  if (lab.flag !== 'normal' && (lab.status === 'low' || lab.status === 'high'))
    code = `${lab.status === 'low' ? 'L' : 'H'}${isCritical ? (lab.status === 'low' ? 'L' : 'H') : ''}`;
  else if (lab.flag !== 'normal' && lab.value !== undefined && lab.status === undefined) {
    if (range?.low?.value !== undefined && lab.value < range.low.value) code = isCritical ? 'LL' : 'L';
    if (range?.high?.value !== undefined && lab.value > range.high.value) code = isCritical ? 'HH' : 'H';
  }
  const display = {
    N: 'Normal',
    A: 'Abnormal',
    AA: 'Critical abnormal',
    L: 'Low',
    H: 'High',
    LL: 'Critical low',
    HH: 'Critical high',
  }[code];
  return [{ coding: [{ system: INTERPRETATION_SYSTEM, code, display }] }] satisfies CodeableConcept[];
}

/** One lab result as a laboratory Observation: LOINC when known, value in UCUM, range, interpretation. */
export function labObservation(
  lab: StoredLabResult,
  context: { subject: Reference; encounter: Reference; issued: string },
): Observation {
  const range = referenceRangeOf(lab);
  const interpretation = interpretationOf(lab, range);
  return {
    resourceType: 'Observation',
    status: 'final',
    category: [{ coding: [{ system: CATEGORY_SYSTEM, code: 'laboratory', display: 'Laboratory' }] }],
    code: {
      ...(lab.loinc ? { coding: [{ system: LOINC_SYSTEM, code: lab.loinc }] } : {}),
      text: lab.testType,
    },
    subject: context.subject,
    encounter: context.encounter,
    issued: context.issued,
    ...(lab.value !== undefined
      ? { valueQuantity: quantityOf(lab.value, lab.unit) }
      : { valueString: lab.result }),
    ...(interpretation ? { interpretation } : {}),
    ...(range ? { referenceRange: [range] } : {}),
    ...(lab.notes ? { note: [{ text: lab.notes }] } : {}),
  };
}

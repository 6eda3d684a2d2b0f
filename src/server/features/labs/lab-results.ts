import { randomUUID } from 'node:crypto';
import { interpretLabEntries, type LabEntry, type LabPatient } from '../../../clinical/labs';
import type { StoredLabResult } from '../../../contracts/sessions';
import type { SessionData } from '../../sessions';

/** What the lab reference ranges need to know of the patient, from the session. */
export function labPatientOf(data: SessionData): LabPatient {
  const profile = (data.extras.patientProfile ?? {}) as {
    age?: number;
    gender?: LabPatient['sex'];
    pregnant?: boolean;
  };
  return { ageYears: profile.age, sex: profile.gender, pregnant: profile.pregnant };
}

/** Interprets lab entries (typed or read from a file) and shapes them as the session keeps them. */
export function toStoredLabResults(
  entries: readonly LabEntry[],
  patient: LabPatient,
  file?: { id: string; name: string },
): StoredLabResult[] {
  return interpretLabEntries(entries, patient).map((lab) => ({
    id: randomUUID(),
    testType: lab.testType,
    result: lab.result,
    normalRange: lab.normalRange ?? lab.rangeUsed,
    notes: lab.notes ?? (lab.interpretation || undefined),
    loinc: lab.loinc,
    value: lab.value,
    unit: lab.unit,
    flag: lab.flag,
    ...(file ? { fileId: file.id, fileName: file.name } : {}),
  }));
}

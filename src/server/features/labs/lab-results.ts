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
    status: lab.status,
    ...(lab.criticalLimit === undefined ? {} : { criticalLimit: lab.criticalLimit }),
    ...(lab.rangeUsed === undefined ? {} : { rangeUsed: lab.rangeUsed }),
    ...(lab.meaning === undefined ? {} : { meaning: lab.meaning }),
    ...(lab.valueShown === undefined ? {} : { valueShown: lab.valueShown }),
    ...(lab.isConverted ? { isConverted: true } : {}),
    ...(file ? { fileId: file.id, fileName: file.name } : {}),
  }));
}

const sameName = (a: string, b: string) =>
  a
    .normalize('NFKD')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase() ===
  b
    .normalize('NFKD')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase();

/**
 * One report restating a value in another unit ('Créatinine : 159 µmol/L' under a creatinine of 18
 * mg/L) gives it once: a later read under the same printed name whose value, in the same unit, is
 * within 1% of an earlier one printed otherwise is dropped. A row of its own ('HbA1c (IFCC)' beside 'HbA1c') and two
 * different values of one test (a repeat measurement) are kept.
 */
export function dropRestatedValues(labs: readonly StoredLabResult[]): StoredLabResult[] {
  const kept: StoredLabResult[] = [];
  for (const lab of labs) {
    const isRestated =
      lab.loinc !== undefined &&
      lab.value !== undefined &&
      kept.some(
        (earlier) =>
          earlier.loinc === lab.loinc &&
          sameName(earlier.testType, lab.testType) &&
          // Printed the same way twice is two rows (a cumulative export), not a restatement.
          earlier.result.trim() !== lab.result.trim() &&
          earlier.unit === lab.unit &&
          earlier.value !== undefined &&
          Math.abs(earlier.value - (lab.value ?? 0)) <=
            0.01 * Math.max(Math.abs(earlier.value), Math.abs(lab.value ?? 0)),
      );
    if (!isRestated) kept.push(lab);
  }
  return kept;
}

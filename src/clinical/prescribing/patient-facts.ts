import type { PrescribingPatient } from './types';

/** What dosing knows about the patient once missing facts are filled in, and how they were filled. */
export interface PatientFacts {
  ageYears: number;
  isAgeKnown: boolean;
  weightKg: number;
  weightSource: 'measured' | 'estimated-from-age' | 'assumed-adult';
  pregnant: boolean;
  trimester?: 1 | 2 | 3;
  isTrimesterAssumed: boolean;
  breastfeeding: boolean;
  allergies: string[];
  medicalHistory: string[];
}

/** The age a patient is treated as when no age is given: the adult regimens apply. */
const assumedAdultAgeYears = 30;
/** A deliberately low adult weight so that an mg/kg dose is never overestimated when nobody weighed the patient. */
const assumedAdultWeightKg = 50;

/**
 * Weight estimated from age when the child was not weighed, by the APLS formulas (APLS 6th edition,
 * weight estimation): under 1 year (0.5 × months) + 4; 1 to 5 years (2 × years) + 8; 6 to 12 years
 * (3 × years) + 7. Older patients are given the low adult weight.
 */
export function estimateWeightFromAge(ageYears: number): number {
  if (ageYears < 1) return 0.5 * ageYears * 12 + 4;
  if (ageYears < 6) return 2 * ageYears + 8;
  if (ageYears < 13) return 3 * ageYears + 7;
  return assumedAdultWeightKg;
}

function isUsable(value: number | undefined): value is number {
  return value !== undefined && Number.isFinite(value) && value >= 0;
}

/** Fills in missing age, weight and trimester so dosing can proceed, remembering what was assumed. */
export function readPatientFacts(patient: PrescribingPatient): PatientFacts {
  const isAgeKnown = isUsable(patient.ageYears);
  const ageYears = isAgeKnown ? (patient.ageYears as number) : assumedAdultAgeYears;
  const hasWeight = isUsable(patient.weightKg) && (patient.weightKg as number) > 0;
  const weightKg = hasWeight
    ? (patient.weightKg as number)
    : isAgeKnown
      ? estimateWeightFromAge(ageYears)
      : assumedAdultWeightKg;
  const weightSource = hasWeight ? 'measured' : isAgeKnown ? 'estimated-from-age' : 'assumed-adult';
  const pregnant = patient.pregnant === true && patient.sex !== 'male';
  const isTrimesterAssumed = pregnant && patient.trimester === undefined;
  return {
    ageYears,
    isAgeKnown,
    weightKg,
    weightSource,
    pregnant,
    trimester: pregnant ? (patient.trimester ?? 1) : undefined,
    isTrimesterAssumed,
    breastfeeding: patient.breastfeeding === true,
    allergies: patient.allergies.map((a) => a.toLowerCase().trim()).filter((a) => a.length > 0),
    medicalHistory: patient.medicalHistory.map((h) => h.toLowerCase().trim()).filter((h) => h.length > 0),
  };
}

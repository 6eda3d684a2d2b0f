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
  /** Age in days, known for infants given in days (or years under one). */
  ageDays?: number;
  gestationWeeks?: number;
  /** 37 completed weeks of pregnancy or more. */
  isAtTerm: boolean;
  postpartumDays?: number;
  /** Birth weight under 2.5 kg (WHO), or, when no birth weight is given, a newborn's weight under 2.5 kg. */
  isLowBirthWeight: boolean;
  egfr?: number;
  egfrBasis?: string;
  allergies: string[];
  medicalHistory: string[];
  /** Findings present now, in words ('bradycardia', 'heart block'). */
  currentFindings: string[];
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
const daysPerYear = 365.25;
const minimumMotherAgeYears = 9;
const lowBirthWeightKg = 2.5;
const newbornDays = 28;

function trimesterOf(weeks: number): 1 | 2 | 3 {
  return weeks < 14 ? 1 : weeks < 28 ? 2 : 3;
}

export function readPatientFacts(patient: PrescribingPatient): PatientFacts {
  const hasAgeDays = isUsable(patient.ageDays);
  const isAgeKnown = hasAgeDays || isUsable(patient.ageYears);
  const ageYears = hasAgeDays
    ? (patient.ageDays as number) / daysPerYear
    : isAgeKnown
      ? (patient.ageYears as number)
      : assumedAdultAgeYears;
  const ageDays = hasAgeDays
    ? (patient.ageDays as number)
    : isAgeKnown && ageYears < 1
      ? Math.floor(ageYears * daysPerYear)
      : undefined;
  const hasWeight = isUsable(patient.weightKg) && (patient.weightKg as number) > 0;
  const weightKg = hasWeight
    ? (patient.weightKg as number)
    : isAgeKnown
      ? estimateWeightFromAge(ageYears)
      : assumedAdultWeightKg;
  const weightSource = hasWeight ? 'measured' : isAgeKnown ? 'estimated-from-age' : 'assumed-adult';
  const pregnant = patient.pregnant === true && patient.sex !== 'male';
  const gestationWeeks = pregnant && isUsable(patient.gestationWeeks) ? patient.gestationWeeks : undefined;
  const trimester =
    patient.trimester ?? (gestationWeeks !== undefined ? trimesterOf(gestationWeeks) : undefined);
  const isTrimesterAssumed = pregnant && trimester === undefined;
  const isNewborn = ageDays !== undefined && ageDays <= newbornDays;
  const isLowBirthWeight = isUsable(patient.birthWeightKg)
    ? patient.birthWeightKg < lowBirthWeightKg
    : isNewborn && hasWeight && weightKg < lowBirthWeightKg;
  return {
    ageYears,
    isAgeKnown,
    weightKg,
    weightSource,
    pregnant,
    trimester: pregnant ? (trimester ?? 1) : undefined,
    isTrimesterAssumed,
    // A breastfed infant is not a breastfeeding mother: the lactation cautions are for the one who nurses.
    breastfeeding: patient.breastfeeding === true && ageYears >= minimumMotherAgeYears,
    ageDays,
    gestationWeeks,
    isAtTerm: gestationWeeks !== undefined && gestationWeeks >= 37,
    postpartumDays: isUsable(patient.postpartumDays) ? patient.postpartumDays : undefined,
    isLowBirthWeight,
    egfr: isUsable(patient.egfr) ? patient.egfr : undefined,
    egfrBasis: patient.egfrBasis,
    allergies: patient.allergies.map((a) => a.toLowerCase().trim()).filter((a) => a.length > 0),
    medicalHistory: patient.medicalHistory.map((h) => h.toLowerCase().trim()).filter((h) => h.length > 0),
    currentFindings: (patient.currentFindings ?? []).map((id) => id.replace(/-/g, ' ')),
  };
}

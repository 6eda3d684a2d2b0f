import type { RecordedTestFindings } from './confirm-before-treatment';
import type { Condition, Medicine, Regimen } from '../knowledge/types';

/** The patient facts prescribing needs. Age in years (fractions for infants), weight in kg. */
export interface PrescribingPatient {
  ageYears?: number;
  weightKg?: number;
  sex?: 'male' | 'female' | 'other';
  pregnant?: boolean;
  /** Trimester of pregnancy when known; when a pregnant patient's trimester is unknown the first is assumed. */
  trimester?: 1 | 2 | 3;
  breastfeeding?: boolean;
  /** Age in days for the first year (newborn doses change by day of life); wins over ageYears when given. */
  ageDays?: number;
  /** Completed weeks of pregnancy: sets the trimester (1: < 14, 2: 14-27, 3: 28 on) and term (37 on). */
  gestationWeeks?: number;
  postpartumDays?: number;
  birthWeightKg?: number;
  gestationAtBirthWeeks?: number;
  /** Kidney function (mL/min/1.73 m²) from a lab result, and how it was obtained. */
  egfr?: number;
  egfrBasis?: string;
  allergies: string[];
  medicalHistory: string[];
  /** Findings present now, by id ('bradycardia', 'wheeze'): a contraindication may name one as well as a history. */
  currentFindings?: string[];
  /** Test results recorded for this patient, by finding id: a condition that needs confirmation waits for one. */
  recordedTests?: RecordedTestFindings;
}

export interface PrescribedMedication {
  medicineId: string;
  drug: string;
  dosage: string;
  /** Milligrams per dose of the first-named active ingredient; in `doseUnit` when that is set (IU or mL). */
  doseMg: number;
  doseMgPerKg?: number;
  /** Set only when the dose is not in mg: fluids in mL, insulin, immunoglobulins and vaccines in IU. */
  doseUnit?: 'IU' | 'mL' | 'application';
  /** The source's maxima for this rule (same unit as doseMg) and the doses given per day. */
  maxMgPerDose?: number;
  maxMgPerDay?: number;
  dosesPerDay?: number;
  frequency: string;
  duration: string;
  route: string;
  indication: string;
  contraindications: string[];
  sideEffects: string[];
  alternatives: string[];
  doseBasis: 'weight' | 'age' | 'fixed';
  sources: string[];
  /** A long-term medicine (lifelong, maintenance): in the regimen, never among the first doses before referral. */
  longTerm?: boolean;
  /** For a regimen given in phases: which phase this is and when it is given. */
  phase?: { name: string; when: string; startsNow: boolean };
  /** The phase in words for screens and the report ('Maintenance: first dose 4 hours after the loading dose, ...'). */
  timing?: string;
}

export interface PrescriptionPlan {
  conditionId: string;
  medications: PrescribedMedication[];
  treatmentProtocol: { primaryTreatment: string; supportiveCare: string[]; followUpSchedule: string };
  safetyWarnings: string[];
  /** The regimen chosen for this patient, when one matched. */
  regimenId?: string;
  /** Facts without which no dose was computed (age and weight unknown: the patient may be a child). */
  missingFacts?: ('weight' | 'age')[];
  /** The source's dose rules in words, shown when no dose could be computed. */
  doseRules?: string[];
}

/** The knowledge prescribing reads; tests may pass their own. */
export interface PrescribingKnowledge {
  medicines: readonly Medicine[];
  regimens: readonly Regimen[];
  conditions: readonly Condition[];
}

import type { ContextKind } from '../knowledge/vocabularies/context-terms';
import type { CountryCode } from '../knowledge/types';
import type { LabEntry } from '../labs';

/**
 * The engine's input and the facts it works on. Shared by the two halves of the engine:
 * understanding (text, profile, vitals, labs → findings) and reasoning (findings → ranking, triage).
 */

export interface StructuredSymptom {
  symptom: string;
  severity?: 'mild' | 'moderate' | 'severe';
  duration?: string;
  frequency?: string;
  onset?: string;
  triggers?: string[];
  associatedSymptoms?: string[];
}

export interface Vitals {
  temperatureC?: number;
  heartRate?: number;
  respiratoryRate?: number;
  systolicBP?: number;
  diastolicBP?: number;
  spo2?: number;
  muacMm?: number;
  /** Weight-for-height (or length) z-score, read from text ('WHZ -3.4'); no form field asks for it. */
  weightForHeightZ?: number;
}

/** What the clinician entered, as the API received it (already validated by the contract). */
export interface ClinicalInput {
  symptoms: Array<string | StructuredSymptom>;
  patient: {
    age?: number; // years; fractions for infants
    ageMonths?: number;
    /** Age in days for the first year (newborn rules and priors count days of life). */
    ageDays?: number;
    gender?: 'male' | 'female' | 'other' | 'unknown';
    weight?: number; // kg
    pregnant?: boolean;
    /** Days since delivery, from the profile. */
    postpartumDays?: number;
    /** Weeks of the current pregnancy. */
    gestationWeeks?: number;
    /** An infant's gestation at birth, in weeks. */
    gestationAtBirthWeeks?: number;
    birthWeightKg?: number;
    heightCm?: number;
    allergies?: string[];
    medicalHistory?: string[];
    country?: string; // ISO code or name, any case
    vitals?: Vitals;
  };
  labResults?: LabEntry[];
}

/** The patient as the reasoning uses it: normalised. */
export interface PatientFacts {
  ageYears?: number;
  sex?: 'male' | 'female' | 'other';
  pregnant?: boolean;
  weightKg?: number;
  allergies: string[];
  medicalHistory: string[];
  /** The findings present now, by id: what a medicine's contraindication may name ('bradycardia'). */
  presentFindings?: string[];
  country?: CountryCode;
  vitals: Vitals;
}

/** One finding known present or explicitly absent, with where it came from (for explanations). */
export interface FindingObservation {
  findingId: string;
  present: boolean;
  source: 'symptom' | 'history' | 'vital' | 'lab' | 'profile';
  /** The words or value it came from, as the clinician would recognise them: 'fever 38.9 °C', 'hakuna homa'. */
  evidence: string;
  severity?: 'mild' | 'moderate' | 'severe';
  durationDays?: number;
}

export interface UnderstoodInput {
  patient: PatientFacts;
  findings: FindingObservation[];
  /** Words or phrases the engine could not map to any finding (shown to the clinician, never guessed). */
  unrecognised: string[];
  /** Words of context read as what they are, naming no finding: a test or image done, a medicine, a body part. */
  contextRead?: Array<{ kind: ContextKind; text: string }>;
  /** Amounts written in the text that rules may weigh: a medicine swallowed, the share of the body burned. */
  amounts?: WrittenAmounts;
}

/** Amounts read from the clinician's words ('20 tablets of 500 mg' in a 30 kg child; '25% TBSA'). */
export interface WrittenAmounts {
  ingestedMg?: number;
  ingestedMedicine?: string;
  /** Only when the patient's weight is known. */
  ingestedMgPerKg?: number;
  /** Iron tablets: the elemental iron per kg, the salt converted by its BNF iron content. */
  ingestedElementalIronMgPerKg?: number;
  burnPercentBodySurface?: number;
}

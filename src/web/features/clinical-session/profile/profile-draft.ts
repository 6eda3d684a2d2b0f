/** The patient profile as the clinician types it: strings until they are parsed for a request. */
export interface ProfileDraft {
  age: string;
  /** Age in days, for newborns and young infants (doses change with the first week of life). */
  ageDays: string;
  gender: '' | 'male' | 'female' | 'other';
  weight: string;
  pregnant: boolean;
  gestationWeeks: string;
  /** Days since delivery, for a mother after birth (postpartum haemorrhage and sepsis rules). */
  postpartumDays: string;
  /** For a child under 2: birth weight (kg) and gestation at birth (weeks), which newborn doses need. */
  birthWeight: string;
  gestationAtBirthWeeks: string;
  breastfeeding: boolean;
  allergies: string;
  medicalHistory: string;
  country: string;
  vitals: Record<VitalSign, string>;
}

/** Vital signs the engine triages on (WHO ETAT / IMCI thresholds live in the knowledge base). */
export const vitalSigns = [
  'temperatureC',
  'heartRate',
  'respiratoryRate',
  'systolicBP',
  'diastolicBP',
  'spo2',
  'muacMm',
] as const;
export type VitalSign = (typeof vitalSigns)[number];

export const emptyProfile: ProfileDraft = {
  age: '',
  ageDays: '',
  gender: '',
  weight: '',
  pregnant: false,
  gestationWeeks: '',
  postpartumDays: '',
  birthWeight: '',
  gestationAtBirthWeeks: '',
  breastfeeding: false,
  allergies: '',
  medicalHistory: '',
  country: 'KE',
  vitals: {
    temperatureC: '',
    heartRate: '',
    respiratoryRate: '',
    systolicBP: '',
    diastolicBP: '',
    spo2: '',
    muacMm: '',
  },
};

/** Spec section 5: age and weight parsed as integers; lists comma-separated, trimmed, empties dropped. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function parseWhole(text: string): number | undefined {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Whether the newborn fields (age in days, birth weight, gestation at birth) apply: an infant or no age yet. */
export function isInfantDraft(draft: ProfileDraft): boolean {
  return draft.age === '' || draft.age === '0' || draft.ageDays !== '';
}

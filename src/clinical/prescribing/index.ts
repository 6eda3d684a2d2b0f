/**
 * Prescribing: dosed medicines from the knowledge base's regimens, checked for safety.
 * PLACEHOLDER signatures agreed between helpers; the prescribing helper replaces the bodies.
 */
export interface PrescribingPatient {
  ageYears?: number;
  weightKg?: number;
  sex?: 'male' | 'female' | 'other';
  pregnant?: boolean;
  allergies: string[];
  medicalHistory: string[];
}
export interface PrescribedMedication {
  medicineId: string;
  drug: string;
  dosage: string;
  doseMg: number;
  doseMgPerKg?: number;
  frequency: string;
  duration: string;
  route: string;
  indication: string;
  contraindications: string[];
  sideEffects: string[];
  alternatives: string[];
  doseBasis: 'weight' | 'age' | 'fixed';
  sources: string[];
}
export interface PrescriptionPlan {
  conditionId: string;
  medications: PrescribedMedication[];
  treatmentProtocol: { primaryTreatment: string; supportiveCare: string[]; followUpSchedule: string };
  safetyWarnings: string[];
}

export function prescribe(conditionId: string, _patient: PrescribingPatient): PrescriptionPlan {
  return {
    conditionId,
    medications: [],
    treatmentProtocol: { primaryTreatment: '', supportiveCare: [], followUpSchedule: '' },
    safetyWarnings: [],
  };
}

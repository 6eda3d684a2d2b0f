/**
 * Lab results: interpretation against reference ranges and the engine findings they imply.
 * PLACEHOLDER signatures agreed between helpers; the labs helper replaces the bodies.
 */
export interface LabEntry {
  testType: string;
  result: string;
  normalRange?: string;
  notes?: string;
}
export interface LabPatient {
  ageYears?: number;
  sex?: 'male' | 'female' | 'other';
  pregnant?: boolean;
}
export type LabFlag = 'normal' | 'attention' | 'critical';
export interface InterpretedLab extends LabEntry {
  analyteId?: string;
  loinc?: string;
  value?: number;
  unit?: string;
  qualitative?: 'positive' | 'negative';
  flag: LabFlag;
  interpretation: string;
  rangeUsed?: string;
}
export interface LabFinding {
  findingId: string;
  present: boolean;
  evidence: string;
}

export function interpretLabEntries(entries: readonly LabEntry[], _patient: LabPatient): InterpretedLab[] {
  return entries.map((entry) => ({ ...entry, flag: 'normal', interpretation: '' }));
}

export function deriveLabFindings(_labs: readonly InterpretedLab[], _patient: LabPatient): LabFinding[] {
  return [];
}

/**
 * Lab results: the shapes agreed between helpers (index.ts re-exports them). Optional fields beyond the
 * agreed ones carry the detail a screen or report may show.
 */
import type { Comparator } from './read-number';

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
  /** The analyte's display name. */
  analyteName?: string;
  /** Which way the value lies against the range used. */
  direction?: 'low' | 'high' | 'within';
  /** Numeric bounds of the range used, in `unit`. */
  referenceLow?: number;
  referenceHigh?: number;
  rangeSource?: 'printed' | 'knowledge';
  comparator?: Comparator;
  /** The written result text (species, density, resistance...). */
  detail?: string;
  /** For an adult's creatinine with known sex: eGFR by CKD-EPI 2021, mL/min/1.73m2. */
  estimatedGfr?: number;
  /** Source ids of the ranges and limits applied. */
  sourceIds?: string[];
}
export interface LabFinding {
  findingId: string;
  present: boolean;
  evidence: string;
  /** The rule of knowledge/lab-finding-rules.ts that gave it. */
  ruleId?: string;
  sourceIds?: string[];
}

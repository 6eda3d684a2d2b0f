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
/** How urgently the result needs a look: critical when it passes a cited critical limit. */
export type LabFlag = 'normal' | 'attention' | 'critical';
/**
 * What the result is, as a clinician's flag says it: the side of the range used (the printed range
 * first), positive for a test whose expected result is negative, or not assessed when nothing could be
 * compared. A critical result keeps its side ('low' and critical, like HL7's LL).
 */
export type LabStatus = 'normal' | 'low' | 'high' | 'positive' | 'abnormal' | 'not_assessed';
export interface InterpretedLab extends LabEntry {
  analyteId?: string;
  loinc?: string;
  value?: number;
  unit?: string;
  qualitative?: 'positive' | 'negative';
  flag: LabFlag;
  status: LabStatus;
  interpretation: string;
  /** The result's meaning in one line, without restating its value or range ('anaemia'). */
  meaning?: string;
  /** The cited critical limit the value passed ('< 1.5 mmol/L'), when it did. */
  criticalLimit?: string;
  /** The value as shown beside `rangeUsed`, in the same unit ('141 µmol/L'). */
  valueShown?: string;
  /** True when the value or range was converted from the unit printed (the original is shown beside). */
  isConverted?: boolean;
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

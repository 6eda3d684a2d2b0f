/** Spec section 3: analysis results (the contract's types) and the options the screens send. */
import type { AnalysisResults as ContractAnalysisResults } from '../../../../contracts/analysis';

export type AnalysisResults = ContractAnalysisResults;
export type TestAnalysis = AnalysisResults['tests_analyzed'][number];
export type SymptomTestInsights = AnalysisResults['symptom_test_insights'];
export type CorrelationStrength = 'weak' | 'moderate' | 'strong';

export type AnalysisDepth = 'standard' | 'comprehensive' | 'focused';

export interface AnalysisOptions {
  depth: AnalysisDepth;
  includeRecommendations: boolean;
  includePrescriptions: boolean;
  country?: string;
  patientAge?: number;
  patientGender?: 'male' | 'female' | 'other';
  weight?: number;
  pregnant?: boolean;
  allergies?: string[];
  medicalHistory?: string[];
  vitals?: Partial<
    Record<
      'temperatureC' | 'heartRate' | 'respiratoryRate' | 'systolicBP' | 'diastolicBP' | 'spo2' | 'muacMm',
      number
    >
  >;
  symptoms?: unknown[];
}

export interface ManualLabResult {
  testType: string;
  result: string;
  normalRange?: string;
  notes?: string;
}

export type ResultStatus = 'normal' | 'attention' | 'critical';

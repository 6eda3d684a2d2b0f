/** Spec section 3, analysis results: what POST /api/sessions/:id/analyze answers. */
export type CorrelationStrength = 'weak' | 'moderate' | 'strong';

export interface TestAnalysis {
  test_type: string;
  test_results?: Record<string, string | number>;
  analysis?: string;
  diagnosis?: string;
  explanation?: string;
  recommendations?: string[];
  prescription_guidance?: { medication?: string; dosage?: string; administration?: string };
  symptom_correlations?: {
    symptom: string;
    correlation_strength: CorrelationStrength;
    explanation?: string;
  }[];
}

export interface SymptomTestInsights {
  primary_correlations?: {
    symptom: string;
    test_findings: string[];
    correlation_explanation?: string;
    clinical_significance?: string;
  }[];
  differential_diagnoses?: {
    condition: string;
    probability: 'low' | 'moderate' | 'high' | string;
    supporting_evidence?: string | string[];
    contradicting_evidence?: string | string[];
  }[];
  red_flags?: {
    finding: string;
    urgency: 'low' | 'medium' | 'high' | 'critical' | string;
    action_required?: string;
  }[];
}

export interface AnalysisResults {
  patient_id?: string;
  analysis_date?: string;
  symptoms_reported?: unknown[];
  tests_analyzed?: TestAnalysis[];
  symptom_test_insights?: SymptomTestInsights;
  overall_summary?: string;
}

export type AnalysisDepth = 'standard' | 'comprehensive' | 'focused';

export interface AnalysisOptions {
  depth: AnalysisDepth;
  includeRecommendations: boolean;
  includePrescriptions: boolean;
  country?: string;
  patientAge?: number;
  patientGender?: string;
  symptoms?: unknown[];
}

export interface ManualLabResult {
  testType: string;
  result: string;
  normalRange?: string;
  notes?: string;
}

export type ResultStatus = 'normal' | 'attention' | 'critical';

import type { Diagnosis } from '../ai/types';
import type { AnalysisResults } from '../labs/types';

/** The engine's diagnosis inside a session analysis, when the analysis carries one with a working diagnosis. */
export function diagnosisOf(results: AnalysisResults): Diagnosis | null {
  const diagnosis = results.diagnosis as Diagnosis | undefined;
  return diagnosis && typeof diagnosis === 'object' && diagnosis.primaryDiagnosis ? diagnosis : null;
}

/** The alert's words when a session analysis raised an emergency (empty when it gave none); else null. */
export function analysisEmergencyMessage(results: AnalysisResults): string | null {
  if (!results.emergency_alert) return null;
  return diagnosisOf(results)?.message ?? results.overall_summary ?? '';
}

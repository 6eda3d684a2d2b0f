import { ApiError, requestJson } from '../../../api/request';
import type { Diagnosis, PatientProfile, Prescription, Recommendations } from './types';
import { apiPaths } from '../../../api/api-paths';

export interface DiagnosisRequest {
  symptoms: readonly unknown[];
  patientProfile?: PatientProfile;
  patientAge?: number;
  patientGender?: string;
  medicalHistory?: string[];
  labResults?: readonly unknown[];
}

export interface RecommendationsRequest {
  diagnosis: Diagnosis | string;
  symptoms: readonly unknown[];
  patientProfile?: PatientProfile;
}

export interface PrescriptionRequest {
  diagnosis: Diagnosis | string;
  patientProfile?: PatientProfile;
  symptoms?: readonly unknown[];
  labResults?: readonly unknown[];
}

export interface ComprehensiveAnswer {
  diagnosis?: Diagnosis;
  recommendations?: Recommendations;
  prescription?: Prescription;
  emergencyAlert?: boolean;
  message?: string;
  emergencyActions?: string[];
}

export async function requestDiagnosis(body: DiagnosisRequest): Promise<Diagnosis> {
  const answer = await requestJson<{ diagnosis: Diagnosis }>('POST', apiPaths.aiDiagnosis, body);
  return answer.diagnosis;
}

export async function requestRecommendations(body: RecommendationsRequest): Promise<Recommendations> {
  const answer = await requestJson<{ recommendations: Recommendations }>(
    'POST',
    apiPaths.aiRecommendations,
    body,
  );
  return answer.recommendations;
}

export async function requestPrescription(body: PrescriptionRequest): Promise<Prescription> {
  const answer = await requestJson<{ prescription: Prescription }>('POST', apiPaths.aiPrescription, body);
  return answer.prescription;
}

export function requestComprehensiveAssessment(body: {
  symptoms: readonly unknown[];
  patientProfile?: PatientProfile;
}) {
  return requestJson<ComprehensiveAnswer>('POST', apiPaths.aiComprehensiveAssessment, body);
}

/** Spec section 7: a prescription refused for an emergency answers non-OK with emergencyAlert and message. */
export function emergencyFromError(error: unknown): { message?: string; emergencyActions?: string[] } | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  const body = error.body as {
    emergencyAlert?: unknown;
    message?: unknown;
    emergencyActions?: unknown;
    error?: { details?: unknown };
  };
  const source = body.emergencyAlert === true ? body : (body.error?.details as typeof body | undefined);
  if (!source || source.emergencyAlert !== true) return null;
  return {
    message: typeof source.message === 'string' ? source.message : undefined,
    emergencyActions: Array.isArray(source.emergencyActions)
      ? source.emergencyActions.filter((a): a is string => typeof a === 'string')
      : undefined,
  };
}

/** A diagnosis and, unless it is an emergency, the recommendations for it: one answer for one screen. */
export async function requestDiagnosisWithAdvice(
  symptoms: readonly unknown[],
  patientProfile: PatientProfile,
): Promise<{ diagnosis: Diagnosis; recommendations?: Recommendations }> {
  const diagnosis = await requestDiagnosis({ symptoms, patientProfile });
  if (diagnosis.emergencyAlert) return { diagnosis };
  return {
    diagnosis,
    recommendations: await requestRecommendations({ diagnosis, symptoms, patientProfile }),
  };
}

import type { CodeableConcept, Condition, RiskAssessment } from '@medplum/fhirtypes';
import type { AnalysisResults } from '../../../contracts/analysis';
import type { Reference } from './fhir-ids';

export const ICD10_SYSTEM = 'http://hl7.org/fhir/sid/icd-10';
const VERIFICATION_SYSTEM = 'http://terminology.hl7.org/CodeSystem/condition-ver-status';
const CLINICAL_STATUS_SYSTEM = 'http://terminology.hl7.org/CodeSystem/condition-clinical';
const CONDITION_CATEGORY_SYSTEM = 'http://terminology.hl7.org/CodeSystem/condition-category';

type Differential = AnalysisResults['symptom_test_insights']['differential_diagnoses'][number];

export function conditionCode(entry: Pick<Differential, 'condition' | 'icd10'>): CodeableConcept {
  return {
    ...(entry.icd10
      ? { coding: [{ system: ICD10_SYSTEM, code: entry.icd10, display: entry.condition }] }
      : {}),
    text: entry.condition,
  };
}

/**
 * The differential as Conditions: the working diagnosis is provisional, the others differential. None is
 * confirmed: the engine suggests, the clinician decides.
 */
export function differentialConditions(
  differential: readonly Differential[],
  context: { subject: Reference; encounter: Reference; recordedDate: string },
): Condition[] {
  return differential.map((entry, index) => {
    const verification = index === 0 ? 'provisional' : 'differential';
    return {
      resourceType: 'Condition',
      clinicalStatus: { coding: [{ system: CLINICAL_STATUS_SYSTEM, code: 'active' }] },
      verificationStatus: { coding: [{ system: VERIFICATION_SYSTEM, code: verification }] },
      category: [{ coding: [{ system: CONDITION_CATEGORY_SYSTEM, code: 'encounter-diagnosis' }] }],
      code: conditionCode(entry),
      subject: context.subject,
      encounter: context.encounter,
      recordedDate: context.recordedDate,
      ...(entry.supporting_evidence.length > 0
        ? { evidence: [{ code: [{ text: entry.supporting_evidence.join('; ').slice(0, 1000) }] }] }
        : {}),
    } satisfies Condition;
  });
}

/** The engine's probability of each condition in the differential, as one RiskAssessment. */
export function differentialRiskAssessment(
  differential: readonly Differential[],
  context: {
    subject: Reference;
    encounter: Reference;
    occurrenceDateTime: string;
    basis: readonly Reference[];
    engineName: string;
  },
): RiskAssessment | undefined {
  const predictions = differential.flatMap((entry, index) =>
    entry.probability_percent === undefined
      ? []
      : [
          {
            outcome: conditionCode(entry),
            probabilityDecimal: Math.round(entry.probability_percent * 10) / 1000,
            qualitativeRisk: { text: entry.probability },
            rationale: `Rank ${index + 1} of the differential`,
          },
        ],
  );
  if (predictions.length === 0) return undefined;
  return {
    resourceType: 'RiskAssessment',
    status: 'final',
    method: { text: context.engineName },
    subject: context.subject,
    encounter: context.encounter,
    occurrenceDateTime: context.occurrenceDateTime,
    ...(context.basis.length > 0 ? { basis: [...context.basis] } : {}),
    prediction: predictions,
    note: [{ text: 'Probabilities from a decision-support engine; a clinician must confirm any diagnosis.' }],
  };
}

import type { Diagnosis, Recommendations } from '../clinical/engine';
import type { ConditionEntry } from '../clinical/knowledge/load-knowledge';
import type { PrescriptionPlan } from '../clinical/prescribing';
import type { AiDiagnosis, AiEmergencyAnswer, AiPrescription, AiRecommendations } from '../contracts/ai';

/** The engine's diagnosis in the answer's shape (issue 3 "API"): only the fields the contract names. */
export function presentDiagnosis(diagnosis: Diagnosis): AiDiagnosis {
  const { primaryDiagnosis: primary } = diagnosis;
  return {
    disclaimer: diagnosis.disclaimer,
    primaryDiagnosis: {
      conditionId: primary.conditionId,
      condition: primary.condition,
      icd10: primary.icd10,
      probability: primary.probability,
      confidence: primary.confidence,
      urgency: primary.urgency,
    },
    differentialDiagnoses: diagnosis.differentialDiagnoses.map((entry) => ({
      conditionId: entry.conditionId,
      condition: entry.condition,
      icd10: entry.icd10,
      probability: entry.probability,
      supportingEvidence: entry.supportingEvidence,
      contradictingEvidence: entry.contradictingEvidence,
    })),
    redFlags: diagnosis.redFlags.map(({ finding, actionRequired, urgency }) => ({
      finding,
      actionRequired,
      urgency,
    })),
    triage: { urgency: diagnosis.triage.urgency, reasons: diagnosis.triage.reasons },
    nextQuestions: diagnosis.nextQuestions,
    emergencyAlert: diagnosis.emergencyAlert,
    message: diagnosis.message,
    emergencyActions: diagnosis.emergencyActions,
    otherProbability: diagnosis.otherProbability,
    fitsKnownCondition: diagnosis.fitsKnownCondition,
    ...(diagnosis.fitsKnownCondition ? {} : { suggestedTests: diagnosis.suggestedTests }),
    unrecognised: diagnosis.unrecognised,
    contextRead: diagnosis.contextRead,
  };
}

export function presentRecommendations(
  recommendations: Recommendations,
  condition: ConditionEntry | undefined,
): AiRecommendations {
  return {
    disclaimer: recommendations.disclaimer,
    ...(condition ? { condition: condition.name, icd10: condition.icd10[0] } : {}),
    investigations: recommendations.investigations.map(({ test, urgency, rationale, expectedFindings }) => ({
      test,
      urgency,
      rationale,
      expectedFindings,
    })),
    lifestyle: recommendations.lifestyle.map(({ recommendation, category, importance }) => ({
      recommendation,
      category,
      importance,
    })),
    monitoring: recommendations.monitoring.map(({ parameter, frequency, alertCriteria }) => ({
      parameter,
      frequency,
      alertCriteria,
    })),
    referrals: recommendations.referrals.map(({ specialist, urgency, reason }) => ({
      specialist,
      urgency,
      reason,
    })),
  };
}

export function presentPrescription(
  plan: PrescriptionPlan,
  condition: ConditionEntry | undefined,
  disclaimer: string,
): AiPrescription {
  return {
    disclaimer,
    ...(condition ? { condition: condition.name, icd10: condition.icd10[0] } : {}),
    medications: plan.medications.map((medication) => ({
      drug: medication.drug,
      dosage: medication.dosage,
      doseMg: medication.doseMg,
      ...(medication.doseMgPerKg !== undefined ? { doseMgPerKg: medication.doseMgPerKg } : {}),
      ...(medication.doseUnit !== undefined ? { doseUnit: medication.doseUnit } : {}),
      ...(medication.maxMgPerDose !== undefined ? { maxMgPerDose: medication.maxMgPerDose } : {}),
      ...(medication.maxMgPerDay !== undefined ? { maxMgPerDay: medication.maxMgPerDay } : {}),
      ...(medication.timing !== undefined ? { timing: medication.timing } : {}),
      frequency: medication.frequency,
      duration: medication.duration,
      route: medication.route,
      indication: medication.indication,
      contraindications: medication.contraindications,
      sideEffects: medication.sideEffects,
      alternatives: medication.alternatives,
      sources: medication.sources,
    })),
    treatmentProtocol: { ...plan.treatmentProtocol },
    safetyWarnings: plan.safetyWarnings,
    ...(plan.missingFacts !== undefined ? { missingFacts: plan.missingFacts } : {}),
    ...(plan.doseRules !== undefined ? { doseRules: plan.doseRules } : {}),
  };
}

/** Spec section 7: the non-OK answer a prescription request for an emergency gets. */
export function presentEmergency(
  message: string,
  emergencyActions: readonly string[],
  disclaimer: string,
): AiEmergencyAnswer {
  return {
    disclaimer,
    emergencyAlert: true,
    message,
    emergencyActions: [...new Set(emergencyActions)],
    error: { code: 'EMERGENCY_CONDITION', message: 'Emergency Condition', details: message },
  };
}

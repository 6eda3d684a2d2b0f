import type { ClinicalEngine, PatientFacts } from '../clinical/engine';
import { DISCLAIMER } from '../clinical/engine/disclaimer';
import {
  buildPrescribingPopulation,
  describeFirstDoses,
  findSafeguardingForConditions,
  recordedTestsOf,
  type PrescribingPopulation,
  type PrescriptionPlan,
} from '../clinical/prescribing';
import type { ConditionEntry } from '../clinical/knowledge/load-knowledge';
import type {
  AiComprehensiveAnswer,
  AiDiagnosisRequest,
  AiEmergencyAnswer,
  AiPrescription,
  AiRecommendationsRequest,
} from '../contracts/ai';
import { isEmergencyUrgency, resolveRequestedDiagnosis, type AiServiceContext } from './ai-answers';
import { toClinicalInput } from './clinical-input';
import { presentDiagnosis, presentEmergency, presentPrescription, presentRecommendations } from './present';
import { sayEachReasonOnce } from './say-each-reason-once';

/*
 * The answers that dose: the prescription and the comprehensive assessment. The browser's offline engine
 * loads them with prescribing's own chunk, the first time a prescription is asked for (docs/decisions/011).
 */

export type PrescriptionOutcome =
  | { kind: 'prescription'; answer: { prescription: AiPrescription } }
  | { kind: 'emergency'; answer: AiEmergencyAnswer };

type RequestWithProfile = AiRecommendationsRequest | AiDiagnosisRequest;

/** The population prescribing needs from a request: the profile's fields, the texts, the kidney function from labs. */
function populationOf(request: RequestWithProfile, patient: PatientFacts): PrescribingPopulation {
  const profile = request.patientProfile ?? {};
  const symptomTexts = (request.symptoms ?? []).map((symptom) =>
    typeof symptom === 'string' ? symptom : [symptom.symptom, symptom.duration, symptom.onset].join(' '),
  );
  return buildPrescribingPopulation({
    ageYears: patient.ageYears,
    ageDays: profile.ageDays,
    weightKg: patient.weightKg,
    heightCm: profile.height,
    sex: patient.sex,
    pregnant: profile.pregnant ?? patient.pregnant,
    gestationWeeks: profile.gestationWeeks,
    postpartumDays: profile.postpartumDays,
    breastfeeding: profile.breastfeeding,
    birthWeightKg: profile.birthWeight,
    gestationAtBirthWeeks: profile.gestationAtBirthWeeks,
    texts: [...symptomTexts, ...patient.medicalHistory],
    labs: request.labResults ?? [],
  });
}

/** The working diagnosis's prescription, with child-protection prompts for any STI still in the differential. */
function withSafeguarding(
  engine: ClinicalEngine,
  assessment: ReturnType<ClinicalEngine['assess']>,
  request: AiDiagnosisRequest,
): PrescriptionPlan {
  const population = {
    ...populationOf(request, assessment.patient),
    recordedTests: recordedTestsOf(assessment.diagnosis.findingsUsed),
  };
  const primaryId = assessment.diagnosis.primaryDiagnosis.conditionId;
  // Not a working diagnosis: the engine's plan doses nothing and says why; the prompts still apply.
  const plan = assessment.diagnosis.isWorkingDiagnosis
    ? engine.prescribe(primaryId, assessment.patient, population)
    : assessment.prescription;
  const conditionIds = [primaryId, ...assessment.diagnosis.differentialDiagnoses.map((d) => d.conditionId)];
  const presentFindingIds = assessment.diagnosis.findingsUsed
    .filter((finding) => finding.present)
    .map((finding) => finding.findingId);
  const concerns = findSafeguardingForConditions(
    conditionIds,
    { ...assessment.patient, ...population },
    undefined,
    presentFindingIds,
  );
  return { ...plan, safetyWarnings: [...new Set([...concerns, ...plan.safetyWarnings])] };
}

/** The pre-referral first doses of a condition's regimen for this patient, as emergency actions. */
function firstDoseActions(
  engine: ClinicalEngine,
  condition: ConditionEntry | undefined,
  request: RequestWithProfile,
): string[] {
  if (!condition) return [];
  const { patient, findings } = engine.understand(toClinicalInput(request));
  const plan = engine.prescribe(condition.id, patient, {
    ...populationOf(request, patient),
    recordedTests: recordedTestsOf(findings),
  });
  return describeFirstDoses(plan, condition.name);
}

/**
 * The emergency answer for a diagnosis. Its protocol and first doses are said as what to do now only when the
 * condition is itself an emergency: when an alarm made the visit one (mastoiditis in a chronic ear, NEWS2 in
 * rheumatic heart disease), the condition's outpatient plan (ear drops, prophylaxis) is not the pre-referral
 * treatment, the alarm's own actions are (as in the comprehensive assessment).
 */
function emergencyForCondition(condition: ConditionEntry, firstDoses: readonly string[]): AiEmergencyAnswer {
  const isOwnEmergency = isEmergencyUrgency(condition.urgency);
  const referrals = condition.referrals
    .filter((referral) => referral.urgency === 'emergency')
    .map((referral) => `Refer now to ${referral.specialist}: ${referral.reason}`);
  return presentEmergency(
    `EMERGENCY: ${condition.name} needs emergency treatment. Immediate medical attention required: treat by the emergency protocol, not an outpatient prescription.`,
    // A protocol that goes on to long-term care (maintenance, secondary prevention) is not said as what to
    // do now: the first doses and the referral are (WHO IMCI 2014 'Give pre-referral treatment').
    [
      ...(condition.protocol.includesLongTermCare || !isOwnEmergency
        ? []
        : [condition.protocol.primaryTreatment]),
      ...(isOwnEmergency ? firstDoses : []),
      ...referrals,
    ],
    DISCLAIMER,
  );
}

/**
 * POST /api/ai-prescription: a dosed plan from the knowledge base, or the emergency answer when the condition
 * is an emergency, the client's diagnosis said so, or the symptoms sent along show danger signs.
 */
export function prescribeForDiagnosis(
  context: AiServiceContext,
  request: AiRecommendationsRequest,
): PrescriptionOutcome {
  const { condition, isEmergencyByClient } = resolveRequestedDiagnosis(context, request);
  const { engine } = context;
  if (isEmergencyByClient || isEmergencyUrgency(condition.urgency))
    return {
      kind: 'emergency',
      answer: emergencyForCondition(condition, firstDoseActions(engine, condition, request)),
    };
  const input = toClinicalInput(request);
  if (request.symptoms?.length) {
    const { diagnosis: told } = engine.diagnose(input, new Date(context.now()));
    const diagnosis = sayEachReasonOnce(told, engine.knowledge);
    if (diagnosis.emergencyAlert)
      return {
        kind: 'emergency',
        answer: presentEmergency(
          diagnosis.message,
          [...diagnosis.emergencyActions, ...firstDoseActions(engine, condition, request)],
          DISCLAIMER,
        ),
      };
  }
  const { patient, findings } = engine.understand(input);
  const plan = engine.prescribe(condition.id, patient, {
    ...populationOf(request, patient),
    recordedTests: recordedTestsOf(findings),
  });
  return { kind: 'prescription', answer: { prescription: presentPrescription(plan, condition, DISCLAIMER) } };
}

/** POST /api/ai-comprehensive-assessment: diagnosis, recommendations and, unless it is an emergency, the prescription. */
export function assessComprehensively(
  context: AiServiceContext,
  request: AiDiagnosisRequest,
): AiComprehensiveAnswer {
  const { engine } = context;
  const assessment = engine.assess(toClinicalInput(request), new Date(context.now()));
  const diagnosis = presentDiagnosis(sayEachReasonOnce(assessment.diagnosis, engine.knowledge));
  const working = engine.knowledge.conditionById.get(assessment.diagnosis.primaryDiagnosis.conditionId);
  // When nothing known fits, the recommendations are not labelled with the weak closest match.
  const recommendations = presentRecommendations(
    assessment.recommendations,
    assessment.diagnosis.fitsKnownCondition ? working : undefined,
  );
  if (diagnosis.emergencyAlert) {
    return {
      disclaimer: DISCLAIMER,
      diagnosis,
      recommendations,
      emergencyAlert: true,
      message: diagnosis.message,
      // First doses only of an emergency working diagnosis: not oral iron for a bleed, fluoxetine for an ACS alarm.
      emergencyActions: [
        ...new Set([
          ...diagnosis.emergencyActions,
          ...(assessment.diagnosis.isWorkingDiagnosis && working && isEmergencyUrgency(working.urgency)
            ? firstDoseActions(engine, working, request)
            : []),
        ]),
      ],
    };
  }
  if (!assessment.diagnosis.isWorkingDiagnosis) {
    // A weak match is never treated as the working diagnosis: no prescription for it.
    const { condition, probability } = assessment.diagnosis.primaryDiagnosis;
    const why = assessment.diagnosis.fitsKnownCondition
      ? `no working diagnosis yet (closest match ${condition}, ${probability}%); prescribe after assessment.`
      : diagnosis.message;
    return {
      disclaimer: DISCLAIMER,
      diagnosis,
      recommendations,
      prescription: presentPrescription(withSafeguarding(engine, assessment, request), working, DISCLAIMER),
      emergencyAlert: false,
      message: `Prescription withheld: ${why}`,
    };
  }
  if (working && isEmergencyUrgency(working.urgency)) {
    // Same rule as /api/ai-prescription: an emergency condition gets its protocol, not an outpatient prescription.
    // The triage found no danger sign, so no alert; the prescription is withheld all the same.
    const { emergencyActions } = emergencyForCondition(working, firstDoseActions(engine, working, request));
    return {
      disclaimer: DISCLAIMER,
      diagnosis,
      recommendations,
      emergencyAlert: false,
      message: `Prescription withheld: ${working.name} needs emergency treatment when confirmed; treat it by its emergency protocol.`,
      emergencyActions,
    };
  }
  return {
    disclaimer: DISCLAIMER,
    diagnosis,
    recommendations,
    prescription: presentPrescription(withSafeguarding(engine, assessment, request), working, DISCLAIMER),
    emergencyAlert: false,
  };
}

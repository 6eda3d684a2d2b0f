import type { Knowledge } from '../knowledge/load-knowledge';
import type { ClinicalInput, PatientFacts, UnderstoodInput } from './types';
import { createUnderstanding } from './understand';
import { femaleOnlyFindingIds, keepFindingsOfThisBody } from './understand/findings-of-this-body';
import { withNamedConditions } from './understand/named-conditions';
import type { PhraseIndexSource } from './understand/phrase-index-snapshot';

export interface EngineOptions {
  /** Where the phrase index comes from: built in memory by default; the server reads a saved snapshot. */
  phraseIndexSource?: PhraseIndexSource;
}
import { reason, type DifferentialEntry, type Reasoning } from './reason';
import { recommend } from './recommend';
import { DISCLAIMER } from './disclaimer';

export interface Diagnosis {
  disclaimer: string;
  primaryDiagnosis: {
    conditionId: string;
    condition: string;
    icd10: string;
    probability: number;
    confidence: DifferentialEntry['confidence'];
    urgency: Reasoning['triage']['urgency'];
    /** The evidence for and against the working diagnosis, as each differential entry carries it. */
    supportingEvidence: string[];
    contradictingEvidence: string[];
  };
  differentialDiagnoses: DifferentialEntry[];
  redFlags: Reasoning['redFlags'];
  triage: Reasoning['triage'];
  nextQuestions: string[];
  otherProbability: number;
  /** False when the picture fits no condition of the knowledge base well: the primary is only the closest weak match. */
  fitsKnownCondition: boolean;
  /** Whether the primary is credible enough to dose its regimen (Reasoning.isWorkingDiagnosis). */
  isWorkingDiagnosis: boolean;
  /** When nothing known fits: tests that would tell the closest candidates apart. */
  suggestedTests: string[];
  emergencyAlert: boolean;
  message: string;
  emergencyActions: string[];
  findingsUsed: Array<{ findingId: string; present: boolean; evidence: string }>;
  unrecognised: string[];
  /** Words of context read as what they are (a test, an image, a medicine, a body part), naming no finding. */
  contextRead: NonNullable<UnderstoodInput['contextRead']>;
}

export const NO_WORKING_DIAGNOSIS =
  'No working diagnosis yet: give the emergency actions; prescribe after assessment.';

/** The answer's one-line message: the emergency, the working diagnosis, or plainly that nothing known fits. */
function messageFor(reasoning: Reasoning, primary: DifferentialEntry, emergencyAlert: boolean): string {
  const noFit = `The picture fits no condition the engine knows well (${reasoning.otherProbability}% is left for conditions outside its knowledge; the closest match, ${primary.condition}, is only ${primary.probability}% and is not a working diagnosis).`;
  if (emergencyAlert) {
    const emergency = `EMERGENCY: ${reasoning.triage.reasons[0] ?? 'danger signs present'}. Immediate medical attention required.`;
    if (!reasoning.fitsKnownCondition) return `${emergency} ${noFit} Treat by the danger signs.`;
    return reasoning.isWorkingDiagnosis ? emergency : `${emergency} ${NO_WORKING_DIAGNOSIS}`;
  }
  if (!reasoning.fitsKnownCondition)
    return `${noFit} Urgency from the danger signs: ${reasoning.triage.urgency}. Ask the next questions, do the suggested tests, and refer if the cause stays unclear.`;
  return `Most likely ${primary.condition} (${primary.probability}%). Confirm clinically before treating.`;
}

/**
 * The engine's diagnosis: knowledge loaded and indexed once, then pure functions of the input and `now`
 * (understanding, the ranked differential with triage, recommendations). It holds no prescribing code, so
 * the browser's offline diagnosis chunk carries none; `withPrescribing` adds it.
 */
export function createDiagnosisEngine(loaded: Knowledge, options: EngineOptions = {}) {
  const knowledge = withNamedConditions(loaded);
  const understandAnyBody = createUnderstanding(knowledge.findings, options.phraseIndexSource);
  const femaleOnly = femaleOnlyFindingIds(knowledge.findings);
  const understand = (input: ClinicalInput) => keepFindingsOfThisBody(understandAnyBody(input), femaleOnly);

  function diagnose(input: ClinicalInput, now: Date): { diagnosis: Diagnosis; patient: PatientFacts } {
    const understood = understand(input);
    const reasoning = reason(understood, knowledge, now);
    const [primary, ...rest] = reasoning.differential;
    const emergencyAlert =
      reasoning.triage.urgency === 'emergency' || reasoning.triage.urgency === 'critical';
    const message = messageFor(reasoning, primary!, emergencyAlert);
    return {
      patient: understood.patient,
      diagnosis: {
        disclaimer: DISCLAIMER,
        primaryDiagnosis: {
          conditionId: primary!.conditionId,
          condition: primary!.condition,
          icd10: primary!.icd10,
          probability: primary!.probability,
          confidence: primary!.confidence,
          urgency: reasoning.triage.urgency,
          supportingEvidence: primary!.supportingEvidence,
          contradictingEvidence: primary!.contradictingEvidence,
        },
        differentialDiagnoses: rest,
        redFlags: reasoning.redFlags,
        triage: reasoning.triage,
        nextQuestions: reasoning.nextQuestions,
        otherProbability: reasoning.otherProbability,
        fitsKnownCondition: reasoning.fitsKnownCondition,
        isWorkingDiagnosis: reasoning.isWorkingDiagnosis,
        suggestedTests: reasoning.suggestedTests,
        emergencyAlert,
        message,
        emergencyActions: reasoning.emergencyActions,
        findingsUsed: understood.findings.map(({ findingId, present, evidence }) => ({
          findingId,
          present,
          evidence,
        })),
        unrecognised: understood.unrecognised,
        contextRead: understood.contextRead ?? [],
      },
    };
  }

  return {
    knowledge,
    understand,
    diagnose,
    recommend: (conditionIds: string[]) => recommend(knowledge, conditionIds),
  };
}

export type DiagnosisEngine = ReturnType<typeof createDiagnosisEngine>;

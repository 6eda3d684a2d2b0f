/*
 * The diagnosis and recommendation answers. They hold no prescribing code (prescription-answers.ts does), so
 * the browser's offline diagnosis chunk carries none of it (docs/decisions/011).
 */
import type { ClinicalEngine, DiagnosisEngine } from '../clinical/engine';
import { recommend } from '../clinical/engine/recommend';
import { recordedTestsOf } from '../clinical/prescribing/recorded-tests';
import {
  aiValidationMessages,
  type AiDiagnosis,
  type AiDiagnosisRequest,
  type AiRecommendations,
  type AiRecommendationsRequest,
} from '../contracts/ai';
import { AnswerRequestError } from './answer-request-error';
import { toClinicalInput } from './clinical-input';
import { presentDiagnosis, presentRecommendations } from './present';
import { createConditionResolver, type ConditionResolver, type ResolvedDiagnosis } from './resolve-condition';
import { sayEachReasonOnce } from './say-each-reason-once';

/** What the diagnosis and recommendation answers need: the diagnosis engine and the clock. */
export interface DiagnosisContext {
  engine: DiagnosisEngine;
  now: () => number;
}

/** What every answer needs, prescriptions included: the whole engine. */
export interface AiServiceContext extends DiagnosisContext {
  engine: ClinicalEngine;
}

const resolvers = new WeakMap<DiagnosisEngine, ConditionResolver>();
export const isEmergencyUrgency = (urgency: string) => urgency === 'emergency' || urgency === 'critical';

function resolverFor(engine: DiagnosisEngine): ConditionResolver {
  let resolver = resolvers.get(engine);
  if (!resolver) {
    resolver = createConditionResolver(engine.knowledge.conditions);
    resolvers.set(engine, resolver);
  }
  return resolver;
}

/** The condition the request names; refused (a 400 from the server) when it names none (spec section 5) or one the knowledge base lacks. */
export function resolveRequestedDiagnosis(
  context: DiagnosisContext,
  request: AiRecommendationsRequest,
): ResolvedDiagnosis {
  const { diagnosis } = request;
  const { diagnosisRequired, unknownDiagnosis } = aiValidationMessages;
  if (typeof diagnosis === 'string' && /^(unknown|none|n\/a|-)$/i.test(diagnosis.trim())) {
    throw new AnswerRequestError(
      diagnosisRequired.message,
      diagnosisRequired.code,
      diagnosisRequired.details,
    );
  }
  const ageYears = request.patientProfile?.age ?? request.patientAge;
  const resolved = resolverFor(context.engine)(diagnosis, ageYears);
  if (resolved) return resolved;
  const named =
    typeof diagnosis === 'string'
      ? diagnosis
      : (diagnosis.primaryDiagnosis?.condition ??
        diagnosis.condition ??
        diagnosis.primaryDiagnosis?.icd10 ??
        diagnosis.icd10);
  if (named === undefined)
    throw new AnswerRequestError(
      diagnosisRequired.message,
      diagnosisRequired.code,
      diagnosisRequired.details,
    );
  throw new AnswerRequestError(
    `${unknownDiagnosis.message}: '${named.slice(0, 80)}' is not a condition of the knowledge base`,
    unknownDiagnosis.code,
    "Give a condition name (such as 'malaria', 'pneumonia' or 'UTI') or an ICD-10 code (such as 'B50.9')",
  );
}

/** POST /api/ai-diagnosis: the ranked, explained differential with triage. */
export function diagnoseSymptoms(
  context: DiagnosisContext,
  request: AiDiagnosisRequest,
): { diagnosis: AiDiagnosis } {
  const { engine } = context;
  const { diagnosis } = engine.diagnose(toClinicalInput(request), new Date(context.now()));
  return { diagnosis: presentDiagnosis(sayEachReasonOnce(diagnosis, engine.knowledge)) };
}

/** POST /api/ai-recommendations: the condition's recommendations, with urgent tests of close differentials when symptoms are given. */
export function recommendForDiagnosis(
  context: DiagnosisContext,
  request: AiRecommendationsRequest,
): { recommendations: AiRecommendations } {
  const { condition } = resolveRequestedDiagnosis(context, request);
  const { engine } = context;
  if (!request.symptoms?.length)
    return { recommendations: presentRecommendations(engine.recommend([condition.id]), condition) };
  const { diagnosis } = engine.diagnose(toClinicalInput(request), new Date(context.now()));
  const differential = [diagnosis.primaryDiagnosis, ...diagnosis.differentialDiagnoses];
  const others = differential.filter((entry) => entry.conditionId !== condition.id);
  const working = differential.find((entry) => entry.conditionId === condition.id);
  const recommendations = recommend(
    engine.knowledge,
    [condition.id, ...others.map((entry) => entry.conditionId)],
    [working?.probability ?? 0, ...others.map((entry) => entry.probability)],
    recordedTestsOf(diagnosis.findingsUsed),
  );
  return { recommendations: presentRecommendations(recommendations, condition) };
}

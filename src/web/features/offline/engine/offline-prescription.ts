/**
 * Prescribing in the browser, for when the server cannot be reached: its own lazily loaded chunk, imported
 * by offline-answers.ts the first time a prescription is asked for. It holds what only dosing reads (the
 * prescribing code, the medicines and every condition's regimens), so the chunk that diagnoses does not
 * carry them; the service worker stores both (docs/decisions/011). The answer is the server's own
 * (src/answers/prescription-answers.ts) over the same engine, the diagnosis engine already built.
 */
import { withPrescribing, type ClinicalEngine } from '../../../../clinical/engine';
import type { DiagnosisEngine } from '../../../../clinical/engine/diagnosis-engine';
import { loadPrescribingKnowledge } from '../../../../clinical/knowledge/load-knowledge';
import type { DiagnosisContext } from '../../../../answers/ai-answers';
import { prescribeForDiagnosis } from '../../../../answers/prescription-answers';
import type { AiRecommendationsRequest } from '../../../../contracts/ai';

const engines = new WeakMap<DiagnosisEngine, ClinicalEngine>();

/** The prescription answer for a request already checked by its schema. */
export function prescribeOffline(context: DiagnosisContext, request: AiRecommendationsRequest) {
  let engine = engines.get(context.engine);
  if (engine === undefined) {
    engine = withPrescribing(context.engine, loadPrescribingKnowledge());
    engines.set(context.engine, engine);
  }
  return prescribeForDiagnosis({ engine, now: context.now }, request);
}

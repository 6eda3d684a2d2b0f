/**
 * The clinical engine in the browser, for when the server cannot be reached. This module is its own
 * lazily loaded chunk (the diagnosis engine and its knowledge, the size e2e/bundle-budget.test.ts holds):
 * never on the first-visit path, stored by the service worker after the page is interactive, loaded only
 * when needed. Prescribing (its code, the medicines and every regimen) is a chunk of its own,
 * offline-prescription.ts, fetched the first time a prescription is asked for (docs/decisions/011). The
 * findings' Kiswahili and French wordings are a chunk this one imports (finding-wordings.ts): the browser
 * fetches the two together, and the engine reads French and Kiswahili offline as online (decision 013).
 *
 * It answers with the server's own code, not a copy: the answer-building of /api/ai-diagnosis,
 * /api/ai-recommendations and /api/ai-prescription (src/answers, pure, which the server's routes use)
 * over the same engine, after the same request schemas. A test runs the shared vignettes through this built chunk
 * in Chromium and through the server and compares the answers field by field.
 */
import { createDiagnosisEngine, type DiagnosisEngine } from '../../../../clinical/engine/diagnosis-engine';
import { loadDiagnosisKnowledge } from '../../../../clinical/knowledge/load-diagnosis-knowledge';
import { findingWordings } from './finding-wordings';
import {
  aiDiagnosisRequestSchema,
  aiRecommendationsRequestSchema,
  aiValidationMessages,
} from '../../../../contracts/ai';
import { AnswerRequestError } from '../../../../answers/answer-request-error';
import {
  diagnoseSymptoms,
  recommendForDiagnosis,
  type DiagnosisContext,
} from '../../../../answers/ai-answers';
import {
  createClinicalTranslator,
  isClinicalLanguage,
  loadClinicalTranslations,
  translateAnswer,
  type ClinicalLanguage,
  type ClinicalTranslator,
} from '../../../../clinical/language';

let engine: DiagnosisEngine | undefined;

function context(): DiagnosisContext {
  engine ??= createDiagnosisEngine(loadDiagnosisKnowledge(findingWordings));
  return { engine, now: () => Date.now() };
}

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'object' && value !== null && 'symptom' in value && isBlank(value.symptom));

function parse<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  body: unknown,
): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AnswerRequestError('The request is not valid', 'VALIDATION_ERROR');
  return parsed.data;
}

/** Builds the engine now (the knowledge is parsed and indexed once per tab). */
export function warmUp(): void {
  context();
}

export function diagnose(body: unknown) {
  const symptoms = (body as { symptoms?: unknown } | null)?.symptoms;
  const entries = Array.isArray(symptoms) ? symptoms : [symptoms];
  if (entries.every(isBlank)) {
    const { code, message } = aiValidationMessages.noSymptoms;
    throw new AnswerRequestError(message, code);
  }
  return diagnoseSymptoms(context(), parse(aiDiagnosisRequestSchema, body));
}

export function recommend(body: unknown) {
  return recommendForDiagnosis(context(), parse(aiRecommendationsRequestSchema, body));
}

/**
 * A dosed plan, or the emergency answer the server sends with 409. Prescribing's chunk (stored by the
 * service worker like this one) is fetched the first time, then kept by the browser's module map.
 */
export async function prescribe(body: unknown) {
  const request = parse(aiRecommendationsRequestSchema, body);
  const { prescribeOffline } = await import('./offline-prescription');
  return prescribeOffline(context(), request);
}

const translators = new Map<ClinicalLanguage, Promise<ClinicalTranslator>>();

/**
 * The answers in the clinician's language, with the same translation data as the server's answers: each
 * language's data is its own chunk, downloaded the first time that language is asked for (never with the
 * engine). English, or a language without clinical translations, comes back unchanged.
 */
export async function inClinicalLanguage<T>(answers: T, language: string): Promise<T> {
  const code = language.slice(0, 2).toLowerCase();
  if (!isClinicalLanguage(code)) return answers;
  let translator = translators.get(code);
  if (translator === undefined) {
    const { conditions, findings } = context().engine.knowledge;
    translator = loadClinicalTranslations[code]().then((data) =>
      createClinicalTranslator(data, { conditions, findings }),
    );
    translators.set(code, translator);
    // A chunk that failed to arrive is asked for again next time.
    translator.catch(() => translators.delete(code));
  }
  return translateAnswer(answers, await translator).answer;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createClinicalTranslator,
  isClinicalLanguage,
  loadClinicalTranslations,
  translateAnswer,
  type ClinicalLanguage,
  type ClinicalTranslator,
} from '../clinical/language';
import { loadClinicalEngine } from './clinical-engine';

const translators = new Map<ClinicalLanguage, Promise<ClinicalTranslator>>();

function translatorFor(language: ClinicalLanguage): Promise<ClinicalTranslator> {
  let translator = translators.get(language);
  if (translator === undefined) {
    translator = loadClinicalTranslations[language]().then(async (translations) => {
      const { conditions, findings } = (await loadClinicalEngine()).knowledge;
      return createClinicalTranslator(translations, { conditions, findings });
    });
    translators.set(language, translator);
  }
  return translator;
}

/** The clinician's language from the first tag of Accept-Language ('sw', 'fr-FR'); none for English. */
export function clinicalLanguageOf(request: FastifyRequest): ClinicalLanguage | undefined {
  const first = request.headers['accept-language']?.split(',')[0]?.trim().slice(0, 2).toLowerCase() ?? '';
  return isClinicalLanguage(first) ? first : undefined;
}

/**
 * Clinical content (condition names, evidence, messages, recommendations, warnings, dosing lines) in the
 * clinician's language, each sentence whole or left in English; unchanged for English.
 */
export async function inClinicalLanguage<T>(request: FastifyRequest, value: T): Promise<T> {
  const language = clinicalLanguageOf(request);
  if (language === undefined) return value;
  return translateAnswer(value, await translatorFor(language)).answer;
}

/** Routes whose answers carry the engine's words: the AI answers and the session's analysis. */
const clinicalAnswerUrl =
  /^\/api\/(ai-[a-z-]+|sessions\/[^/]+\/(analysis|analyze|analyze-with-symptoms))(\?|$)/;

/** Translates the clinical answers before they are serialized (and checked against their schema). */
export function registerClinicalLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!clinicalAnswerUrl.test(request.url) || reply.statusCode !== 200) return payload;
    reply.header('Vary', 'Accept-Language');
    return inClinicalLanguage(request, payload);
  });
}

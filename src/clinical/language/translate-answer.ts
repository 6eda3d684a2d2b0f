import type { ClinicalTranslator } from './translate-clinical-text';

/**
 * Fields that hold codes, sources or the clinician's own words: copied as they are, never translated
 * (a symptom typed as 'influenza' stays what was typed).
 */
export const untranslatedKeys: ReadonlySet<string> = new Set([
  'conditionId',
  'medicineId',
  'regimenId',
  'findingId',
  'icd10',
  'sources',
  'evidence',
  'unrecognised',
  'contextRead',
  'symptoms_reported',
  'symptom',
  'patient_id',
  'patientId',
  'test_type',
  'test_results',
  'testType',
  'result',
  'drug',
  'alternatives',
  // Codes the screens name in the interface language: never words of the answer.
  'urgency',
  'confidence',
  'category',
  'importance',
  'route',
  'doseUnit',
  'missingFacts',
]);

export interface AnswerTranslationCount {
  translated: number;
  unreviewed: number;
}

/**
 * An answer of the engine (any JSON value) with every string the translation data covers in the
 * clinician's language and every other one left in English. When any unreviewed draft was used, the
 * answer's disclaimer says so in the same language.
 */
export function translateAnswer<T>(
  answer: T,
  translator: ClinicalTranslator,
): { answer: T; count: AnswerTranslationCount } {
  const count: AnswerTranslationCount = { translated: 0, unreviewed: 0 };
  const disclaimers: Array<{ holder: Record<string, unknown>; key: string }> = [];

  function walk(value: unknown, key: string | undefined, holder?: Record<string, unknown>): unknown {
    if (key !== undefined && untranslatedKeys.has(key)) return value;
    if (typeof value === 'string') {
      if (key === 'disclaimer' && holder !== undefined) disclaimers.push({ holder, key });
      const piece = translator.translate(value);
      if (piece === undefined) return value;
      count.translated += 1;
      if (!piece.isReviewed) count.unreviewed += 1;
      return piece.text;
    }
    if (Array.isArray(value)) return value.map((item) => walk(item, undefined));
    if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
      const copy: Record<string, unknown> = {};
      for (const [entryKey, entryValue] of Object.entries(value)) {
        copy[entryKey] = walk(entryValue, entryKey, copy);
      }
      return copy;
    }
    return value;
  }

  const translated = walk(answer, undefined) as T;
  if (count.unreviewed > 0) {
    for (const { holder, key } of disclaimers)
      holder[key] = `${String(holder[key])} ${translator.draftNotice}`;
  }
  return { answer: translated, count };
}

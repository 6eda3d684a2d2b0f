import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diagnoseSymptoms, prescribeForDiagnosis, recommendForDiagnosis } from '../../answers';
import { aiDiagnosisRequestSchema, aiRecommendationsRequestSchema } from '../../contracts/ai';
import { createEngine } from '../engine';
import { conditions } from '../knowledge/conditions';
import { findings } from '../knowledge/findings';
import { french } from '../knowledge/translations/fr';
import { swahili } from '../knowledge/translations/sw';
import { untranslatedKeys } from './translate-answer';
import { createClinicalTranslator, translateAnswer, type ClinicalTranslator } from '.';

/**
 * Whole answers of the engine (diagnosis, recommendations, prescription) for the shared development cases,
 * in Kiswahili and French: every sentence is in one language, and every number and dose is the English one.
 */
const english = { conditions, findings };
const translators = {
  sw: createClinicalTranslator(swahili, english),
  fr: createClinicalTranslator(french, english),
};

// English words that are no word of Kiswahili or French ('on' is French, so it is not listed).
const englishWords = new Set(
  'the of and with for to is are be if when at by from in or not after before than every this that should may was were has have'.split(
    ' ',
  ),
);

/** The text without the brackets that quote English words as written (the clinician's own words). */
function withoutQuotes(text: string, englishText: string): string {
  let result = '';
  let depth = 0;
  let opened = 0;
  for (const [index, character] of [...text].entries()) {
    if (character === '(' && depth++ === 0) opened = index;
    if (depth === 0) result += character;
    if (character === ')' && depth > 0 && --depth === 0) {
      const content = text.slice(opened + 1, index);
      result += englishText.includes(content) ? ' ' : `(${content})`;
    }
  }
  return result;
}

/** English words left in a sentence that claims to be translated. */
function englishWordsIn(translated: string, englishText: string): string[] {
  const words =
    withoutQuotes(translated, englishText)
      .toLowerCase()
      .match(/[a-z]+/g) ?? [];
  return words.filter((word) => englishWords.has(word));
}

const numbersIn = (text: string) => (text.match(/\d+(?:\.\d+)?/g) ?? []).sort();

interface Vignette {
  id: string;
  request: Record<string, unknown>;
}

function answersOfDevelopmentCases(): Array<{ id: string; answer: unknown }> {
  const file = path.resolve(__dirname, '../../../../shared/vignettes/dev.json');
  const vignettes = JSON.parse(fs.readFileSync(file, 'utf8')) as Vignette[];
  const engine = createEngine();
  const context = { engine, now: () => Date.parse('2026-03-01T08:00:00Z') };
  return vignettes.map(({ id, request }) => {
    const { diagnosis } = diagnoseSymptoms(context, aiDiagnosisRequestSchema.parse(request));
    if (diagnosis.emergencyAlert) return { id, answer: { diagnosis } };
    const body = aiRecommendationsRequestSchema.parse({
      ...request,
      diagnosis: diagnosis.primaryDiagnosis.condition,
    });
    return {
      id,
      answer: {
        diagnosis,
        ...recommendForDiagnosis(context, body),
        prescription: prescribeForDiagnosis(context, body).answer,
      },
    };
  });
}

/** Each clinical string of an answer, with where it is. */
function stringsOf(answer: unknown): Array<{ where: string; text: string }> {
  const found: Array<{ where: string; text: string }> = [];
  const walk = (value: unknown, where: string, key?: string): void => {
    if (key !== undefined && untranslatedKeys.has(key)) return;
    if (typeof value === 'string') found.push({ where, text: value });
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${where}[${index}]`));
    else if (typeof value === 'object' && value !== null)
      for (const [entryKey, entryValue] of Object.entries(value))
        walk(entryValue, `${where}.${entryKey}`, entryKey);
  };
  walk(answer, '');
  return found;
}

function mixedSentences(answer: unknown, translator: ClinicalTranslator): string[] {
  return stringsOf(answer).flatMap(({ where, text }) =>
    translator.translateBySentence(text).flatMap(({ english: sentence, piece }) => {
      if (piece === undefined) return [];
      const left = englishWordsIn(piece.text, sentence);
      return left.length === 0 ? [] : [`${where}: "${piece.text}" (${left.join(', ')})`];
    }),
  );
}

describe('answers in Kiswahili and French: one language per sentence, the same numbers', () => {
  const cases = answersOfDevelopmentCases();

  it('finds a mixed sentence and a changed number when there is one (control)', () => {
    expect(englishWordsIn('Kikohozi and homa', 'Cough and fever')).toEqual(['and']);
    expect(englishWordsIn('Homa (Fever with chills)', 'Fever (Fever with chills)')).toEqual([]);
    expect(numbersIn('kila saa 8')).not.toEqual(numbersIn('every 6 hours'));
  });

  it.each(['sw', 'fr'] as const)(
    '%s: no translated sentence carries English words of its own',
    (language) => {
      const mixed = cases.flatMap(({ id, answer }) =>
        mixedSentences(answer, translators[language]).map((line) => `${id}${line}`),
      );
      expect(mixed).toEqual([]);
    },
  );

  it.each(['sw', 'fr'] as const)(
    '%s: every number and dose is the English one, field by field',
    (language) => {
      let translated = 0;
      for (const { id, answer } of cases) {
        const inLanguage = stringsOf(translateAnswer(answer, translators[language]).answer);
        const inEnglish = stringsOf(answer);
        expect(inLanguage.map(({ where }) => where)).toEqual(inEnglish.map(({ where }) => where));
        for (const [index, { where, text }] of inLanguage.entries()) {
          const original = inEnglish[index]!.text;
          if (text !== original) translated += 1;
          expect(numbersIn(text), `${id}${where}: ${text}`).toEqual(numbersIn(original));
        }
      }
      expect(translated).toBeGreaterThan(cases.length * 10);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { createEngine } from '../index';
import type { ClinicalInput } from '../types';
import { findingSchema } from '../../knowledge/types';
import { isAskedOf } from './is-asked-of';

const engine = createEngine();
const now = new Date('2026-06-15T09:00:00Z');
const questionsFor = (input: ClinicalInput) => engine.diagnose(input, now).diagnosis.nextQuestions;

describe('next questions fit the patient', () => {
  it.each<[string, ClinicalInput, RegExp, RegExp?]>([
    [
      'a woman of 30 with lower abdominal pain and vaginal discharge is not asked about the penis',
      {
        symptoms: ['lower abdominal pain and vaginal discharge for 5 days'],
        patient: { age: 30, gender: 'female' },
      },
      /penis|scrot|testis|prostate/i,
      /pelvic examination/i,
    ],
    [
      'a man of 30 with burning urine and a discharge is not asked about the vagina or pregnancy',
      { symptoms: ['burning urination and discharge'], patient: { age: 30, gender: 'male' } },
      /vagin|pregnan|period|vulva/i,
      /penis/i,
    ],
    [
      'a newborn with fever who cannot drink is not asked about alcohol, smoking, partners or pregnancy',
      { symptoms: ['fever, unable to drink, convulsion this morning'], patient: { age: 0.05, weight: 3.5 } },
      /alcohol|smoke|sexual|pregnan|period/i,
      /baby/i,
    ],
  ])('%s', (_name, input, neverAsked, asked) => {
    const questions = questionsFor(input);
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions) expect(question).not.toMatch(neverAsked);
    if (asked) expect(questions.some((question) => asked.test(question))).toBe(true);
  });

  it('asks about a discharge from the penis when the sex is not known (control: the filter, not the ranking)', () => {
    const questions = questionsFor({
      symptoms: ['lower abdominal pain and vaginal discharge for 5 days'],
      patient: { age: 30 },
    });
    expect(questions.some((question) => /penis/i.test(question))).toBe(true);
  });
});

describe('isAskedOf', () => {
  const finding = (askedOf: unknown) =>
    findingSchema.parse({
      id: 'test-finding',
      label: 'a test finding',
      kind: 'history',
      baseRate: 0.1,
      synonyms: { en: [], sw: [], fr: [] },
      askedOf,
    });
  const women = finding([{ sex: 'female', minAgeYears: 10, citation: { sourceId: 's', section: 'a' } }]);
  const menses = finding([{ sex: 'female', notPregnant: true }]);

  it.each<[string, Parameters<typeof isAskedOf>[1], boolean]>([
    ['a woman of 30', { sex: 'female', ageYears: 30, allergies: [], medicalHistory: [], vitals: {} }, true],
    ['a man of 30', { sex: 'male', ageYears: 30, allergies: [], medicalHistory: [], vitals: {} }, false],
    ['a girl of 4', { sex: 'female', ageYears: 4, allergies: [], medicalHistory: [], vitals: {} }, false],
    ['someone of unknown age and sex', { allergies: [], medicalHistory: [], vitals: {} }, true],
    [
      'a patient of sex other, 30',
      { sex: 'other', ageYears: 30, allergies: [], medicalHistory: [], vitals: {} },
      true,
    ],
  ])('women-only question, %s: %s', (_name, patient, expected) => {
    expect(isAskedOf(women, patient)).toBe(expected);
  });

  it('does not ask a pregnant woman about her menses, and asks when pregnancy is not known', () => {
    const base = { sex: 'female' as const, ageYears: 25, allergies: [], medicalHistory: [], vitals: {} };
    expect(isAskedOf(menses, { ...base, pregnant: true })).toBe(false);
    expect(isAskedOf(menses, base)).toBe(true);
  });

  it('refuses an age bound without a source', () => {
    expect(() => finding([{ minAgeYears: 10 }])).toThrow(/cites its source/);
  });
});

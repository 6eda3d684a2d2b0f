import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../engine';

/*
 * Bleeding after birth and in early pregnancy as women and relatives tell it (WHO MCPC 2017: S-7 to S-17
 * bleeding in early pregnancy, S-25 bleeding after childbirth): heavy bleeding in a woman who has just given
 * birth is postpartum haemorrhage; an abortion someone did, or tissue passed, is a miscarriage of that type,
 * and light bleeding alone a threatened one (O20.0).
 */
const engine = createEngine();
const now = new Date('2026-11-28T12:00:00Z');
const diagnose = (text: string, patient: Record<string, unknown> = { age: 27, gender: 'female' }) =>
  engine.diagnose({ symptoms: [text], patient: patient as never, labResults: [] }, now).diagnosis;

describe('bleeding after birth and in early pregnancy, told in words', () => {
  it.each([
    'gave birth at home this morning, now bleeding like a tap with big clots, cold and sweating',
    'amejifungua leo asubuhi, damu inatiririka na mabonge makubwa, ana kizunguzungu',
    'a accouché cette nuit, saignement très abondant avec des caillots, elle a la tête qui tourne',
  ])('heavy bleeding after the birth is postpartum haemorrhage, an emergency: %s', (text) => {
    const diagnosis = diagnose(text);
    expect(diagnosis.primaryDiagnosis.conditionId).toBe('postpartum-haemorrhage');
    expect(diagnosis.emergencyAlert).toBe(true);
  });

  it.each([
    'a traditional healer put a stick into her womb to get rid of the pregnancy; now high fever and smelly discharge',
    'alitolewa mimba na mganga wa kienyeji, sasa ana homa kali na uchafu unaonuka ukeni',
    'manœuvres abortives il y a 4 jours, fièvre à 39 et pertes fétides',
  ])('an unsafe abortion with fever is a septic miscarriage, coded as an abortion: %s', (text) => {
    const { primaryDiagnosis } = diagnose(text);
    expect(primaryDiagnosis.conditionId).toBe('miscarriage');
    expect(primaryDiagnosis.icd10).toBe('O06');
  });

  it('clots and pieces of tissue at 10 weeks are a miscarriage that is under way (O03)', () => {
    const { primaryDiagnosis } = diagnose('10 weeks pregnant, bleeding with big clots and pieces of tissue', {
      age: 25,
      gender: 'female',
      pregnant: true,
      gestationWeeks: 10,
    });
    expect(primaryDiagnosis.conditionId).toBe('miscarriage');
    expect(primaryDiagnosis.icd10).toBe('O03');
  });

  it('twin: a few spots of brown blood at 8 weeks, well, is a threatened miscarriage (O20.0), no emergency', () => {
    const diagnosis = diagnose('8 weeks pregnant, a few spots of brown blood this morning, feels well', {
      age: 25,
      gender: 'female',
      pregnant: true,
      gestationWeeks: 8,
    });
    expect(diagnosis.primaryDiagnosis.icd10).toBe('O20.0');
    expect(diagnosis.emergencyAlert).toBe(false);
  });
});

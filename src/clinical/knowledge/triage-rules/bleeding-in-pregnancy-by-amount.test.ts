import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Bleeding in pregnancy by how much, how far on and whether she is in shock (WHO MCPC 2017 S-7 to S-24;
 * NICE NG126): bleeding of any amount after 20 weeks, or of an amount not told, is an emergency; spotting
 * in early pregnancy with a calm pulse is a threatened miscarriage, seen the same day (urgent).
 */
const engine = createEngine();
const now = new Date('2026-11-28T10:00:00Z');
const assess = (input: ClinicalInput) => {
  const { diagnosis } = engine.diagnose(input, now);
  return { top: diagnosis.primaryDiagnosis.conditionId, urgency: diagnosis.triage.urgency };
};
const woman = (age: number) => ({ age, gender: 'female' as const, country: 'KE' });

describe('bleeding told without its site, in a pregnant woman', () => {
  it.each([
    'she is 34 weeks pregnant and bleeding',
    'mjamzito wa miezi minane, anatokwa na damu',
    'enceinte de 33 semaines, elle saigne depuis ce matin',
  ])('"%s": antepartum haemorrhage, emergency', (text) => {
    expect(assess({ symptoms: [text], patient: woman(27) })).toEqual({
      top: 'antepartum-haemorrhage',
      urgency: 'emergency',
    });
  });

  it('no gestation told ("mjamzito, ametoka damu"): still an emergency', () => {
    expect(assess({ symptoms: ['mjamzito, ametoka damu'], patient: woman(23) }).urgency).toBe('emergency');
  });

  it('control: "bleeding" of a man with a cut stays no vaginal bleeding', () => {
    const { diagnosis } = engine.diagnose(
      { symptoms: ['cut his hand on a panga, bleeding'], patient: { age: 30, gender: 'male' } },
      now,
    );
    expect(diagnosis.findingsUsed.map((finding) => finding.findingId)).not.toContain('vaginal-bleeding');
  });
});

describe('spotting in early pregnancy (threatened miscarriage) is urgent, not an emergency', () => {
  it.each([
    'pregnant 9 weeks, light spotting since yesterday, pulse 84, BP 112/70',
    'mjamzito wa wiki 7, matone ya damu, hana homa',
    'enceinte de 8 semaines, léger saignement vaginal, pouls 80',
  ])('"%s": urgent, miscarriage first', (text) => {
    expect(assess({ symptoms: [text], patient: woman(26) })).toEqual({
      top: 'miscarriage',
      urgency: 'urgent',
    });
  });

  it('spotting with a pulse of 124 is an emergency (hidden bleeding)', () => {
    expect(
      assess({ symptoms: ['pregnant 7 weeks, light spotting, pulse 124'], patient: woman(26) }).urgency,
    ).toBe('emergency');
  });

  it('spotting after 20 weeks is an emergency (placenta praevia until excluded)', () => {
    expect(assess({ symptoms: ['28 weeks pregnant with light spotting'], patient: woman(30) }).urgency).toBe(
      'emergency',
    );
  });

  it('heavy bleeding at 10 weeks stays an emergency', () => {
    expect(
      assess({ symptoms: ['pregnant 10 weeks, bleeding heavily, soaking pads'], patient: woman(30) }).urgency,
    ).toBe('emergency');
  });
});

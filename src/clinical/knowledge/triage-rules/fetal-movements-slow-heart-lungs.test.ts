import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Emergencies that have a rule of their own, so they alarm whatever diagnosis ranks first: a baby moving less late
 * in pregnancy (RCOG GTG 57), and their calm twins.
 */
const engine = createEngine();
const now = new Date('2026-11-28T08:00:00Z');
type Patient = ClinicalInput['patient'];
const mother: Patient = { age: 27, gender: 'female', country: 'KE' };
const assess = (text: string, patient: Patient) =>
  engine.diagnose({ symptoms: [text], patient }, now).diagnosis.triage;

describe('a baby moving less or not at all late in pregnancy is an emergency of its own', () => {
  it.each([
    '33 weeks pregnant, she says the baby has not moved since last night',
    'pregnant 37 weeks, no kicks felt today',
    'mjamzito wa wiki 35, mtoto ameacha kucheza tumboni tangu asubuhi',
    'enceinte de 36 semaines, le bébé ne bouge plus depuis ce matin',
    // The mother in the first person: French 'ne … plus' around her own verb must not deny the sign (review S7).
    'enceinte de 34 semaines, je ne sens plus mon bébé bouger depuis hier',
    'enceinte de 35 semaines, je ne le sens plus bouger',
    'mimba ya wiki 36, simhisi mtoto akicheza tangu jana',
  ])('"%s"', (text) => {
    const triage = assess(text, mother);
    expect(triage.urgency).toBe('emergency');
    expect(triage.reasons.join(' ')).toMatch(/Baby moving less/);
  });

  it('calm twin: the baby kicks well', () => {
    const triage = assess('pregnant 31 weeks, baby kicking a lot, some heartburn at night', mother);
    expect(triage.reasons.join(' ')).not.toMatch(/Baby moving less/);
    expect(triage.urgency).not.toBe('emergency');
  });
});

describe('a slow pulse with fainting, dizziness or low blood pressure is an emergency (unstable bradycardia)', () => {
  const olderMan: Patient = { age: 74, gender: 'male', country: 'KE' };
  it('told in words: "heart rate 36, collapsed this morning"', () => {
    expect(assess('heart rate 36, collapsed this morning', olderMan).urgency).toBe('emergency');
  });
  it('in the vitals: pulse 35 and feels dizzy', () => {
    const input = {
      symptoms: ['feels dizzy since yesterday'],
      patient: { ...olderMan, vitals: { heartRate: 35 } },
    };
    expect(engine.diagnose(input, now).diagnosis.triage.urgency).toBe('emergency');
  });
  it('is one rule, said once: fainting with a very slow pulse gives one reason, not two', () => {
    const reasons = assess('heart rate 34, fainted twice today', olderMan).reasons;
    expect(reasons.filter((reason) => /slow pulse/i.test(reason))).toEqual([
      'Slow pulse with fainting, dizziness, low blood pressure or confusion (unstable bradycardia)',
    ]);
  });
  it('at every age: a child of 8 who fainted with a pulse of 50 (slow for age, APLS)', () => {
    const input = {
      symptoms: ['fainted at school today'],
      patient: { age: 8, gender: 'female' as const, vitals: { heartRate: 50 } },
    };
    const triage = engine.diagnose(input, now).diagnosis.triage;
    expect(triage.urgency).toBe('emergency');
    expect(triage.reasons.join(' ')).toMatch(/unstable bradycardia/);
  });
  it('calm twin: a child of 8, dizzy after playing, with a normal pulse of 90', () => {
    const input = {
      symptoms: ['feels dizzy after playing'],
      patient: { age: 8, gender: 'female' as const, vitals: { heartRate: 90 } },
    };
    const triage = engine.diagnose(input, now).diagnosis.triage;
    expect(triage.reasons.join(' ')).not.toMatch(/bradycardia/);
    expect(triage.urgency).not.toBe('emergency');
  });
  it('calm twin: a fit young man with a pulse of 46 and no symptom', () => {
    const input = {
      symptoms: ['marathon runner, here for a check-up'],
      patient: { age: 26, gender: 'male' as const, vitals: { heartRate: 46 } },
    };
    expect(engine.diagnose(input, now).diagnosis.triage.reasons.join(' ')).not.toMatch(/bradycardia/);
  });
});

import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Gasping or agonal breathing is arrest until proven otherwise at any age (WHO ETAT 2016, AHA BLS 2020); slow
 * breathing after swallowing many tablets is respiratory depression (WHO opioid overdose 2014); stridor heard
 * in a sleeping child is stridor in a calm child (IMCI 2014), while plain snoring stays calm.
 */
const engine = createEngine();
const now = new Date('2026-11-28T08:00:00Z');
type Patient = ClinicalInput['patient'];
const person = (age: number, gender: 'male' | 'female'): Patient => ({ age, gender, country: 'KE' });
const triageOf = (text: string, patient: Patient) =>
  engine.diagnose({ symptoms: [text], patient }, now).diagnosis.triage;

describe('gasping and slow breathing after an overdose', () => {
  it.each([
    ['collapsed, gasping, no pulse felt', person(55, 'male')],
    ['agonal breathing', person(60, 'male')],
    ['found on the floor gasping', person(70, 'female')],
  ])('%s is critical in an adult', (text, patient) => {
    const triage = triageOf(text, patient);
    expect(triage.urgency).toBe('critical');
    expect(triage.reasons.join(' ')).toMatch(/gasping or agonal/i);
  });

  // Woken from sleep gasping is paroxysmal nocturnal dyspnoea (ESC heart failure 2021, table 6): a heart
  // failure symptom read as orthopnoea, not an arrest calling for CPR.
  it.each([
    'breathless, wakes up at night gasping, legs swelling',
    'she wakes up gasping most nights',
    'woke up gasping for air twice last night',
    'se réveille la nuit en étouffant',
    'anaamka usiku akihema',
  ])('%s is woken breathless, not agonal breathing', (text) => {
    const { diagnosis } = engine.diagnose({ symptoms: [text], patient: person(50, 'female') }, now);
    const present = diagnosis.findingsUsed.filter((f) => f.present).map((f) => f.findingId);
    expect(present).toContain('orthopnoea');
    expect(present).not.toContain('apnoea-episodes');
    expect(diagnosis.triage.reasons.join(' ')).not.toMatch(/gasping or agonal/i);
  });

  it('slow breathing after many tablets alarms and does not ask only for a count', () => {
    const triage = triageOf(
      'breathing very slowly after taking many of her tramadol tablets',
      person(30, 'female'),
    );
    expect(['emergency', 'critical']).toContain(triage.urgency);
    expect(triage.reasons[0]).not.toMatch(/count the rate/i);
  });

  it('plain slow breathing told in words still asks for a count', () => {
    expect(triageOf('breathes slowly', person(40, 'male')).reasons.join(' ')).toMatch(/count the rate/i);
  });
});

describe('stridor told in sleep is stridor in a calm child', () => {
  const boy = person(2, 'male');
  it.each([
    'stridor while sleeping and at rest',
    'harsh noisy breathing in even when asleep, barking cough',
    'makes a harsh noise breathing in while he sleeps',
  ])('%s alarms', (text) => {
    expect(['emergency', 'critical']).toContain(triageOf(text, boy).urgency);
  });

  it('a child who snores with noisy breathing in sleep stays calm', () => {
    expect(['routine', 'urgent']).toContain(
      triageOf('he snores and his breathing is noisy when he sleeps, playful by day', boy).urgency,
    );
  });
});

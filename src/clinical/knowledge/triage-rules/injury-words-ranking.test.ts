import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * How an injury happened, told in everyday words, names the injury condition first; an isolated fracture
 * with no shock is a fracture, not multiple injuries; an infant's colicky screaming with jelly-like stool is
 * intussusception (WHO Pocket Book 2013 9.3.4), with its own picture beside intestinal obstruction.
 */
const engine = createEngine();
const now = new Date('2026-11-28T08:00:00Z');
type Patient = ClinicalInput['patient'];
const topOf = (text: string, patient: Patient) =>
  engine.diagnose({ symptoms: [text], patient }, now).diagnosis.primaryDiagnosis.conditionId;

describe('injury mechanisms in lay words', () => {
  it.each([
    [
      'a child pulled from a dam, coughing and drowsy',
      'we pulled him from the dam after a while, now coughing and drowsy',
      { age: 7, gender: 'male' as const },
      'drowning',
    ],
    [
      'a fall from a tree onto the head, not waking',
      'he fell from the avocado tree and landed on the back of his head; since then he does not wake',
      { age: 12, gender: 'male' as const },
      'head-injury',
    ],
    [
      'a minibus overturned, belly swelling and cold',
      'the matatu she was in overturned; her belly is swelling and she is cold and confused',
      { age: 38, gender: 'female' as const, vitals: { heartRate: 136, systolicBP: 76 } },
      'multiple-injuries-shock',
    ],
    [
      'one broken shin with no other injury',
      'a boda boda hit his leg, the shin is angulated with bone visible in the wound; no other injury, BP 124/78',
      { age: 28, gender: 'male' as const, vitals: { heartRate: 98, systolicBP: 124 } },
      'limb-fracture',
    ],
    [
      'an infant screaming in bouts with jelly-like stool',
      'she screams in bouts, draws up her legs, has vomited and passed a stool like jelly',
      { age: 0.6, gender: 'female' as const },
      'intussusception',
    ],
  ])('%s', (_case, text, patient, conditionId) => {
    expect(topOf(text, patient)).toBe(conditionId);
  });
});

describe('the share of the body surface burned, told in its own sentence', () => {
  it.each([
    ['English', ['Scalded by hot tea an hour ago.', 'Chest and both arms, about 18% of the body surface.']],
    ['French', ['Brûlé par l’eau chaude ce matin.', 'Thorax et bras, environ 20% de la surface corporelle.']],
  ])('%s: a child with a large burn is an emergency', (_language, symptoms) => {
    const answer = engine.diagnose({ symptoms, patient: { age: 4, gender: 'male' } }, now).diagnosis;
    expect(answer.emergencyAlert).toBe(true);
  });
  it('control: a rash over a share of the body is no burn', () => {
    const answer = engine.diagnose(
      { symptoms: ['itchy rash over about 30% of the body'], patient: { age: 4, gender: 'male' } },
      now,
    ).diagnosis;
    expect(answer.findingsUsed.some((finding) => finding.findingId === 'burn' && finding.present)).toBe(
      false,
    );
  });
});

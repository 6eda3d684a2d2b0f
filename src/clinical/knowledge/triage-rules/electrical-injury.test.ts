import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * An electric shock or a lightning strike is an emergency whatever the skin shows: the heart can stop or beat
 * wrongly and muscle dies deep under small wounds (WHO Basic Emergency Care 2018, Module 3: burns, electrical
 * injury). The power going off, or a shock told of bad news, is no injury.
 */
const engine = createEngine();
const now = new Date('2026-11-30T09:00:00Z');
const man: ClinicalInput['patient'] = { age: 29, gender: 'male', country: 'KE' };
const boy: ClinicalInput['patient'] = { age: 11, gender: 'male', country: 'CD' };
const assess = (text: string, patient: ClinicalInput['patient']) =>
  engine.diagnose({ symptoms: [text], patient }, now).diagnosis;

describe('electrical injury', () => {
  it.each([
    ['while fixing the roof he touched a live wire and was thrown to the ground', man],
    ['the child got an electric shock from the socket in the kitchen', boy],
    ['alipigwa shoti alipogusa waya wa umeme shambani', man],
    ['il a été électrisé par un câble tombé dans la cour', boy],
    ['struck by lightning in the field this afternoon, now awake', man],
  ])('"%s" is an emergency', (text, patient) => {
    expect(assess(text, patient).emergencyAlert).toBe(true);
  });

  it.each([
    ['the electricity went off at night so he studied by the lamp, mild headache', boy],
    ['umeme umekatika tangu jana, ana homa kidogo', boy],
    ['le courant est coupé depuis hier, il a un peu de fièvre', man],
    ['he was shocked by the news of the exam results, sleeping poorly', man],
  ])('calm twin: "%s" is no emergency', (text, patient) => {
    expect(assess(text, patient).emergencyAlert).toBe(false);
  });
});

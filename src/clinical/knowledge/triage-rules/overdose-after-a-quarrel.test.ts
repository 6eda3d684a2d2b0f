import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * An overdose or a poison swallowed after a quarrel, a fight or a break-up is an act of self-harm (WHO mhGAP-IG
 * 2.0, 2016, SUI), also when the quarrel is told first, in a clause of its own before a comma. A quarrel with a
 * usual dose, or a quarrel alone, is no alarm.
 */
const engine = createEngine();
const now = new Date('2026-11-30T09:00:00Z');
const girl: ClinicalInput['patient'] = { age: 17, gender: 'female', country: 'KE' };
const man: ClinicalInput['patient'] = { age: 33, gender: 'male', country: 'CD' };
const assess = (text: string, patient: ClinicalInput['patient']) =>
  engine.diagnose({ symptoms: [text], patient }, now).diagnosis;

describe('an overdose after a quarrel told first', () => {
  it.each([
    ['After a quarrel with her father, our daughter swallowed all the tablets in the cupboard', girl],
    ['following a fight with his brother, he took a whole packet of pills', man],
    ['après une dispute avec sa mère, elle a avalé toutes les pilules de la maison', girl],
    ['baada ya kugombana na mpenzi wake, amemeza vidonge vingi', girl],
  ])('"%s" is an emergency', (text, patient) => {
    expect(assess(text, patient).emergencyAlert).toBe(true);
  });

  it.each([
    ['after a quarrel with his brother he took two paracetamol for the headache', man],
    ['après une dispute au travail, il a pris un comprimé pour la tête', man],
    ['baada ya ugomvi shuleni, amemeza panadol moja kwa maumivu ya kichwa', girl],
    ['after a quarrel with her friend she is sad but eating and sleeping', girl],
  ])('calm twin: "%s" is no emergency', (text, patient) => {
    expect(assess(text, patient).emergencyAlert).toBe(false);
  });
});

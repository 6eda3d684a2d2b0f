import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Heavy bleeding from any source, outside pregnancy, with the shock the family sees before a pulse is taken:
 * light-headed, too weak to stand, cold and sweating (WHO Basic Emergency Care 2018, C: shock). A small bleed,
 * or a cold sweat without blood lost, is no alarm.
 */
const engine = createEngine();
const now = new Date('2026-11-30T09:00:00Z');
const man: ClinicalInput['patient'] = { age: 45, gender: 'male', country: 'KE' };
const woman: ClinicalInput['patient'] = { age: 52, gender: 'female', country: 'CM' };
const assess = (text: string, patient: ClinicalInput['patient']) =>
  engine.diagnose({ symptoms: [text], patient }, now).diagnosis;

describe('heavy bleeding with light-headedness, weakness or a cold sweat', () => {
  it.each([
    ['the nose has bled a lot since morning and now he is dizzy', man],
    ['blood pouring from the leg wound, he feels dizzy', man],
    ['elle saigne beaucoup de la plaie, elle est froide et couverte de sueur', woman],
    ['anavuja damu nyingi puani, hawezi kusimama', man],
  ])('"%s" is an emergency', (text, patient) => {
    expect(assess(text, patient).emergencyAlert).toBe(true);
  });

  it.each([
    ['a small cut on the thumb that bled a little, he feels light headed from the heat', man],
    ['dizzy when she stands up quickly, no bleeding, eating well', woman],
    ['il a chaud et transpire après le football, il saigne un peu du genou', man],
  ])('calm twin: "%s" is no emergency', (text, patient) => {
    expect(assess(text, patient).emergencyAlert).toBe(false);
  });
});

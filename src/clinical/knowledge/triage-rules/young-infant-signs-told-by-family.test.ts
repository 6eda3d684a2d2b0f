import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * The young infant's danger signs told by what the family sees or does (WHO IMCI 2014, young infant: not able
 * to feed, movement only when stimulated): the breast no longer taken, a baby that moves only when shaken or
 * lifted. Each has its calm twin.
 */
const engine = createEngine();
const now = new Date('2026-11-30T09:00:00Z');
const baby: ClinicalInput['patient'] = { age: 6 / 365, gender: 'female', country: 'KE' };
const assess = (text: string) => engine.diagnose({ symptoms: [text], patient: baby }, now).diagnosis;

describe('young infant danger signs told by the family', () => {
  it.each([
    ['since yesterday evening she no longer takes the breast and sleeps all the time'],
    ['since this morning she is not taking the breast, the mother is worried'],
    ['she only moves when we shake her, otherwise she lies still'],
    ['mtoto anasogea tu tukimtikisa, tangu asubuhi'],
    ['elle bouge seulement quand on la secoue'],
  ])('"%s" is an emergency', (text) => {
    expect(assess(text).emergencyAlert).toBe(true);
  });

  it.each([
    ['she takes the breast well every two hours and moves her arms and legs a lot'],
    ['she shakes her little fists when she cries, feeding well'],
    ['mtoto ananyonya vizuri, anacheza na kusogea mwenyewe'],
  ])('calm twin: "%s" is no emergency', (text) => {
    expect(assess(text).emergencyAlert).toBe(false);
  });
});

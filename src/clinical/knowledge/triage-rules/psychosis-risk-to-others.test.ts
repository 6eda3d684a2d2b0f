import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';

/**
 * WHO mhGAP-IG 2.0 (2016), PSY: psychosis with a risk of harm to others (a threat to kill or harm, a weapon
 * made ready, voices commanding harm) is an emergency; the same psychosis without them is seen the same day.
 */
const engine = createEngine();
const now = new Date('2026-11-29T12:00:00Z');

function urgencyOf(symptoms: string[]): string {
  return engine.diagnose({ symptoms, patient: { age: 27, gender: 'male' } }, now).diagnosis.triage.urgency;
}

describe('psychosis with a threat, a weapon made ready or commanding voices is an emergency', () => {
  it.each([
    [['hears voices for a month', 'he is sharpening a machete and threatens to kill his uncle']],
    [['believes he is being poisoned', 'the voices tell him to hurt his brother']],
    [['entend des voix depuis un mois', 'il aiguise une machette, dit qu il va tuer son oncle']],
    [['anasikia sauti kwa mwezi mmoja', 'amenoa panga na anatishia kumuua mjomba wake']],
  ])('%j', (symptoms) => {
    expect(urgencyOf(symptoms)).toBe('emergency');
  });

  it.each([
    [['hears voices for a month', 'he stays in his room, no threats to anyone']],
    [['anasikia sauti kwa mwezi mmoja', 'anakaa chumbani kimya, hana fujo']],
  ])('calm twin %j', (symptoms) => {
    expect(urgencyOf(symptoms)).not.toBe('emergency');
  });
});

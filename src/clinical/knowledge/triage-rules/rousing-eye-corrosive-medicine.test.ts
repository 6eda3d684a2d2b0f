import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';

/*
 * Hard to wake (WHO BEC 2018, AVPU), chemical eye injury and sudden loss of vision (WHO AFRO primary eye care
 * 2018), corrosives and small-dose poisons in a child (WHO Pocket Book 2013 1.10), in en/sw/fr, each with a
 * calm twin (review S8, S11, S24).
 */
const engine = createEngine();
const now = new Date('2026-11-28T10:00:00Z');
const urgencyOf = (text: string, age: number) =>
  engine.diagnose(
    { symptoms: [text], patient: { age, gender: 'male', country: 'KE' } as never, labResults: [] },
    now,
  ).diagnosis.triage.urgency;

describe('emergencies told in everyday words', () => {
  it.each([
    ['drowsy and difficult to wake', 60],
    ['mzee ni vigumu kumwamsha', 70],
    ['difficile à réveiller', 60],
    ['chemical splashed in eye, painful', 30],
    ['kemikali imemrukia jichoni', 30],
    ['sudden painless loss of vision in one eye', 65],
    ['perte brutale de la vision', 60],
    ["swallowed grandmother's amitriptyline tablets", 2],
    ['mtoto amemeza vidonge vya presha vya bibi', 2],
    ['child drank bleach, drooling, cannot swallow', 3],
  ])('"%s": emergency or above', (text, age) => {
    expect(['emergency', 'critical']).toContain(urgencyOf(text, age));
  });

  it.each([
    ['child drank bleach', 2],
    ["a bu de l'eau de javel", 2],
    ['amekunywa jik', 2],
  ])('"%s": a corrosive swallowed is a priority sign at least', (text, age) => {
    expect(urgencyOf(text, age)).not.toBe('routine');
  });

  it.each([
    ['sleepy after a night shift, wakes easily', 30],
    ['takes amitriptyline for nerve pain, sleeping better', 55],
    ['touched bleach on hands, washed, no swallowing', 3],
    ['wears glasses, vision slowly blurred over years', 65],
  ])('calm twin "%s" stays routine', (text, age) => {
    expect(urgencyOf(text, age)).toBe('routine');
  });
});

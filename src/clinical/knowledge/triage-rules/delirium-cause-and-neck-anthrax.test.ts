import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Delirium told as such is seen the same day for its cause, and raises the alarm once a sign of that cause is
 * with it (a fever and a fast pulse: sepsis until proven otherwise; IMAI quick check). An anthrax eschar on
 * the head or neck with trouble swallowing or a changed voice threatens the airway (WHO Anthrax in humans and
 * animals 2008, chapter 7). Each with its calm twin.
 */
const engine = createEngine();
const now = new Date('2026-11-29T10:00:00Z');
const urgencyOf = (input: ClinicalInput) => engine.diagnose(input, now).diagnosis.triage.urgency;
const alarm = ['emergency', 'critical'];

describe('delirium and a sign of its cause', () => {
  const elder = { age: 79, gender: 'female' as const, country: 'TZ' };
  const alteredMentalState = (input: ClinicalInput) =>
    engine
      .diagnose(input, now)
      .diagnosis.redFlags.some(
        (flag) => flag.finding === 'Altered mental state' && alarm.includes(flag.urgency),
      );
  const delirium = ['fluctuating confusion for two days, worse at night'];

  it('delirium with a fever and a fast pulse raises the altered-mental-state alarm', () => {
    const input: ClinicalInput = {
      symptoms: delirium,
      patient: { ...elder, vitals: { temperatureC: 38.2, heartRate: 104 } },
    };
    expect(alteredMentalState(input)).toBe(true);
    expect(alarm).toContain(urgencyOf(input));
  });

  it('calm twin: the same delirium with normal vital signs raises no such alarm', () => {
    const input: ClinicalInput = {
      symptoms: delirium,
      patient: { ...elder, vitals: { temperatureC: 36.7, heartRate: 78 } },
    };
    expect(alteredMentalState(input)).toBe(false);
  });
});

describe('an anthrax eschar with the airway at risk', () => {
  const herder = { age: 41, gender: 'male' as const, country: 'ET' };

  it('a black painless sore on the neck after skinning a dead cow, now hard to swallow: the alarm', () => {
    const input: ClinicalInput = {
      symptoms: [
        'black painless scab on the side of the neck with blisters around it',
        'skinned a cow that died suddenly last week',
        'it is now hard to swallow',
      ],
      patient: herder,
    };
    expect(alarm).toContain(urgencyOf(input));
  });

  it('calm twin: the same eschar on the forearm, swallowing normally, is treated today', () => {
    const input: ClinicalInput = {
      symptoms: [
        'black painless scab on the forearm with blisters around it',
        'skinned a cow that died suddenly last week',
      ],
      patient: herder,
    };
    expect(urgencyOf(input)).toBe('urgent');
  });
});

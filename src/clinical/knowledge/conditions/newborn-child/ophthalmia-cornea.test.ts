import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../engine';
import type { ClinicalInput } from '../../../engine/types';

/*
 * A newborn's eye infection that reaches the cornea can perforate the eye within a day (WHO Pocket Book 2013,
 * ch. 3.7): an emergency; pus and swollen lids with a clear cornea stay same-day treatment.
 */
const engine = createEngine();
const now = new Date('2026-11-29T10:00:00Z');
const newborn = { ageDays: 5, age: 5 / 365, gender: 'female' as const, country: 'UG' };
const answer = (symptoms: string[]) =>
  engine.diagnose({ symptoms, patient: newborn } as ClinicalInput, now).diagnosis;

describe('ophthalmia neonatorum reaching the cornea', () => {
  it('thick pus from both eyes with a hazy cornea: an emergency', () => {
    const diagnosis = answer([
      'thick yellow pus from both eyes since two days, lids swollen',
      'the right cornea looks hazy',
    ]);
    expect(diagnosis.primaryDiagnosis.conditionId).toBe('ophthalmia-neonatorum');
    expect(['emergency', 'critical']).toContain(diagnosis.triage.urgency);
  });

  it('in French: a cloudy cornea is read', () => {
    const diagnosis = answer(['pus épais des deux yeux depuis hier', 'la cornée gauche est trouble']);
    expect(
      diagnosis.findingsUsed.some((finding) => finding.findingId === 'cloudy-cornea' && finding.present),
    ).toBe(true);
  });

  it('calm twin: the same pus with clear corneas is treated today, no alarm', () => {
    const diagnosis = answer([
      'thick yellow pus from both eyes since two days, lids swollen',
      'corneas are clear',
    ]);
    expect(diagnosis.primaryDiagnosis.conditionId).toBe('ophthalmia-neonatorum');
    expect(diagnosis.triage.urgency).toBe('urgent');
  });
});

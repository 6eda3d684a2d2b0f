import { describe, expect, it } from 'vitest';
import { createEngine } from '..';
import type { ClinicalInput } from '../types';

/*
 * The headache red flags (late pregnancy, recent birth, HIV) need a headache: a postpartum or late-pregnant
 * woman with no headache is not a pre-eclampsia alarm because migraine sits in her differential
 * (WHO MCPC 2017; ZA PHC STG 2020 headache danger signs).
 */
const engine = createEngine();
const now = new Date('2026-11-28T09:00:00Z');
const assess = (input: ClinicalInput) => engine.diagnose(input, now).diagnosis;
const migraineFlags = (input: ClinicalInput) =>
  assess(input).triage.reasons.filter((reason) => reason.includes('(Migraine)'));

describe('headache red flags of migraine need a headache', () => {
  it('postpartum worry with no headache: no migraine alarm, not an emergency', () => {
    const input: ClinicalInput = {
      symptoms: ["worried about the baby's weight"],
      patient: { age: 24, gender: 'female', postpartumDays: 30 },
      labResults: [],
    };
    expect(migraineFlags(input)).toEqual([]);
    expect(assess(input).triage.urgency).not.toBe('emergency');
  });
  it('alarm twin: a severe headache after a recent birth is still an emergency', () => {
    const input: ClinicalInput = {
      symptoms: ['severe headache since this morning'],
      patient: { age: 24, gender: 'female', postpartumDays: 5 },
      labResults: [],
    };
    expect(assess(input).triage.urgency).toMatch(/emergency|critical/);
  });
});

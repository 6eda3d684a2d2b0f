import { describe, expect, it } from 'vitest';
import { createEngine } from '../index';
import type { ClinicalInput } from '../types';

/*
 * The emergency banner names the first triage reason: it must be an emergency reason, not an urgent one that
 * fired earlier (a wish to be dead, urgent, beside an overdose already acting, an emergency). Found on the
 * 360 px walk, where the banner read "EMERGENCY: Wishes to be dead …".
 */
const engine = createEngine();
const now = new Date('2026-11-30T12:00:00Z');
const girl = { age: 16, gender: 'female', country: 'KE' } as ClinicalInput['patient'];

describe('an emergency reason first', () => {
  it('an overdose acting leads the reasons and the message before an urgent wish to be dead', () => {
    const { diagnosis } = engine.diagnose(
      {
        symptoms: [
          'she swallowed many tablets of her mother last night',
          'she told her sister she wants to sleep forever',
          'she has vomited twice and has pain under the right ribs',
        ],
        patient: girl,
      },
      now,
    );
    expect(diagnosis.emergencyAlert).toBe(true);
    expect(diagnosis.triage.reasons.join(' | ')).toMatch(/Wishes to be dead/);
    expect(diagnosis.triage.reasons[0]).not.toMatch(/Wishes to be dead/);
    expect(diagnosis.message).not.toMatch(/^EMERGENCY: Wishes to be dead/);
  });

  it('twin: the wish to be dead alone is the urgent reason it was', () => {
    const { diagnosis } = engine.diagnose(
      { symptoms: ['she says she wants to sleep forever'], patient: girl },
      now,
    );
    expect(diagnosis.triage.urgency).toBe('urgent');
    expect(diagnosis.triage.reasons[0]).toMatch(/Wishes to be dead/);
  });
});

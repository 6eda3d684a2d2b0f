import { describe, expect, it } from 'vitest';
import { createEngine } from '../index';
import type { ClinicalInput } from '../types';

/*
 * A diagnosis the clinician names outright is strong evidence for that condition, and an emergency named is
 * that emergency; named severe forms carry their own urgency. Negation, 'rule out' and an illness long over
 * are read as for any finding.
 */
const engine = createEngine();
const now = new Date('2026-11-28T10:00:00Z');
const assess = (input: ClinicalInput) => {
  const { diagnosis } = engine.diagnose(input, now);
  return {
    top: diagnosis.primaryDiagnosis.conditionId,
    urgency: diagnosis.triage.urgency,
    used: diagnosis.findingsUsed.filter((finding) => finding.present).map((finding) => finding.findingId),
    questions: diagnosis.nextQuestions,
  };
};
const child = { age: 5, gender: 'female' as const, country: 'UG' };
const pregnantWoman = { age: 29, gender: 'female' as const, country: 'KE', pregnant: true };

describe('a condition named by the clinician', () => {
  it.each([
    ['admitted with cerebral malaria', 'malaria-severe', 'emergency'],
    ['paludisme grave', 'malaria-severe', 'emergency'],
    ['referred as meningitis', 'bacterial-meningitis', 'critical'],
  ])('"%s": %s first, %s', (text, top, urgency) => {
    const answer = assess({ symptoms: [text], patient: child });
    expect(answer.top).toBe(top);
    expect(answer.urgency).toBe(urgency);
  });

  it('named eclampsia is the fit: critical (magnesium sulfate now)', () => {
    expect(assess({ symptoms: ['known eclampsia, 34 weeks'], patient: pregnantWoman }).urgency).toBe(
      'critical',
    );
  });

  it('a named severe form takes its urgency: severe pre-eclampsia is an emergency, pre-eclampsia is not', () => {
    const severe = assess({ symptoms: ['severe pre-eclampsia at 33 weeks'], patient: pregnantWoman });
    expect(severe).toMatchObject({ top: 'pre-eclampsia-eclampsia', urgency: 'emergency' });
    const plain = assess({ symptoms: ['pre-eclampsia at 33 weeks, BP 146/94'], patient: pregnantWoman });
    expect(plain).toMatchObject({ top: 'pre-eclampsia-eclampsia', urgency: 'urgent' });
  });

  it('is never asked back as a question', () => {
    const answer = assess({ symptoms: ['fever and headache for 3 days'], patient: child });
    expect(answer.questions.join(' ')).not.toMatch(/named by the clinician/);
  });
});

describe('a name that is not the diagnosis now', () => {
  it.each([
    'no meningitis, a cold for two days',
    'had typhoid fever in 2019, now a cough',
    'cold hands after washing clothes',
    'palpitations with ectopic beats',
    'chest tightness for months, he believes he may be having a heart attack',
  ])('"%s" names no condition', (text) => {
    expect(assess({ symptoms: [text], patient: { age: 30, gender: 'male' } }).used.join(' ')).not.toMatch(
      /named-/,
    );
  });
});

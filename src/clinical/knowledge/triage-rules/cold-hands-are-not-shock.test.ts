import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * ETAT's sign of shock is cold hands with a capillary refill over 3 seconds and a weak, fast pulse (WHO ETAT
 * 2016, circulation); cold hands or feet told alone are their own finding: cold stress in a newborn, warmed
 * the same day (WHO Pocket Book 2013 3.11); the emergency of neonatal hypothermia itself is left to its
 * condition. Each calm case has a twin with the rest of the criterion that stays
 * critical or an emergency. Written for these tests in English, Kiswahili and French.
 */
const engine = createEngine();
const now = new Date('2026-11-29T09:00:00Z');
const SHOCK = 'Signs of shock (low blood pressure or cold hands with a weak fast pulse)';
const COLD_STRESS =
  'Cold hands or feet in an infant under 2 months (cold stress: measure the temperature, warm the baby)';
const assess = (symptoms: string[], patient: ClinicalInput['patient']) => {
  const { diagnosis } = engine.diagnose({ symptoms, patient }, now);
  return {
    urgency: diagnosis.triage.urgency,
    reasons: diagnosis.triage.reasons,
    present: diagnosis.findingsUsed.filter((f) => f.present).map((f) => f.findingId),
  };
};
const newborn: ClinicalInput['patient'] = { age: 0.01, gender: 'male', country: 'KE' };
const adult: ClinicalInput['patient'] = { age: 40, gender: 'female', country: 'KE' };

describe('cold hands or feet alone are not shock', () => {
  it.each([
    [['his hands and feet are cold', 'sucking well and active']],
    [['mikono na miguu yake ni baridi', 'ananyonya vizuri']],
    [['mains froides', 'il tète bien']],
  ])('%j in a newborn: cold stress, no shock alarm, not critical', (symptoms) => {
    const { urgency, reasons, present } = assess(symptoms, newborn);
    expect(present).toContain('cold-hands-feet');
    expect(present).not.toContain('weak-pulse-cold-hands');
    expect(reasons).not.toContain(SHOCK);
    expect(reasons).toContain(COLD_STRESS);
    expect(urgency).not.toBe('critical');
  });

  it.each([
    [['cold hands, weak fast pulse, capillary refill 4 seconds'], newborn],
    [['mikono baridi na mapigo dhaifu'], adult],
    [['cold hands', 'blood pressure 70/40'], adult],
  ])('twin %j: shock stays critical', (symptoms, patient) => {
    const { urgency, reasons } = assess(symptoms, patient);
    expect(reasons).toContain(SHOCK);
    expect(urgency).toBe('critical');
  });

  it('twin: cold hands with a fast pulse measured is an emergency (check the refill and pulse now)', () => {
    const { diagnosis } = engine.diagnose(
      { symptoms: ['cold hands after vomiting all day'], patient: { ...adult, vitals: { heartRate: 128 } } },
      now,
    );
    expect(diagnosis.emergencyAlert).toBe(true);
  });
});

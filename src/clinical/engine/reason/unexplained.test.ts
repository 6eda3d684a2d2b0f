import { describe, expect, it } from 'vitest';
import { createEngine } from '..';
import type { ClinicalInput } from '../types';

/*
 * When nothing known fits: findings no condition of the knowledge base explains together leave the largest
 * share to conditions outside it. The answer says so plainly, still triages by danger signs, suggests tests and
 * questions, and never calls the closest weak match the working diagnosis.
 */
const engine = createEngine();
const now = new Date('2026-11-22T10:00:00Z');
const patient = { age: 45, gender: 'male', country: 'KE' } as const;
// Three findings from three different systems: each condition explains one at most.
const scattered = ['burning on passing urine', 'hoarse voice', 'ear pain'];
const diagnose = (input: ClinicalInput) => engine.diagnose(input, now).diagnosis;

describe('when nothing known fits', () => {
  it('says plainly that the picture fits no known condition and does not present the closest match as the working diagnosis', () => {
    const diagnosis = diagnose({ symptoms: scattered, patient });
    expect(diagnosis.otherProbability).toBeGreaterThan(diagnosis.primaryDiagnosis.probability);
    expect(diagnosis.fitsKnownCondition).toBe(false);
    expect(diagnosis.primaryDiagnosis.confidence).toBe('low');
    expect(diagnosis.message).toMatch(/fits no condition the engine knows well/);
    expect(diagnosis.message).toMatch(/not a working diagnosis/);
    expect(diagnosis.message).not.toMatch(/^Most likely/);
    expect(diagnosis.triage.reasons.join(' ')).not.toMatch(/Working diagnosis/);
  });

  it('suggests next questions and the tests that would tell the closest candidates apart', () => {
    const diagnosis = diagnose({ symptoms: scattered, patient });
    expect(diagnosis.nextQuestions.length).toBeGreaterThan(0);
    expect(diagnosis.suggestedTests.length).toBeGreaterThan(1);
    expect(diagnosis.suggestedTests.length).toBeLessThanOrEqual(6);
    expect(diagnosis.suggestedTests.some((test) => test.includes(diagnosis.primaryDiagnosis.condition))).toBe(
      true,
    );
    expect(diagnosis.suggestedTests.every((test) => !/^none\b/i.test(test))).toBe(true);
  });

  it('still triages by the danger signs: a thought of suicide makes it an emergency', () => {
    const diagnosis = diagnose({ symptoms: [...scattered, 'thinking of ending his life'], patient });
    expect(diagnosis.emergencyAlert).toBe(true);
    expect(diagnosis.triage.reasons[0]).toMatch(/self-harm or suicide/);
  });

  it('an emergency that no known condition explains: emergency urgency and the plain statement together', () => {
    const diagnosis = diagnose({
      symptoms: [...scattered, 'unresponsive, cannot be woken'],
      patient,
    });
    expect(diagnosis.fitsKnownCondition).toBe(false);
    expect(['emergency', 'critical']).toContain(diagnosis.triage.urgency);
    expect(diagnosis.message).toMatch(/^EMERGENCY: /);
    expect(diagnosis.message).toMatch(/fits no condition the engine knows well/);
    expect(diagnosis.message).toMatch(/Treat by the danger signs/);
    expect(diagnosis.triage.reasons.join(' ')).not.toMatch(/Working diagnosis/);
    expect(diagnosis.suggestedTests.length).toBeGreaterThan(0);
  });

  it('raises no red flag of a condition whose only evidence is the flag itself: a stiff neck is not mumps meningitis', () => {
    const diagnosis = diagnose({ symptoms: [...scattered, 'stiff neck'], patient });
    expect(diagnosis.fitsKnownCondition).toBe(false);
    expect(diagnosis.emergencyAlert).toBe(false);
    expect(diagnosis.triage.reasons.join(' ')).not.toMatch(/Mumps/);
  });

  it('bleeding placed by the woman’s state (pregnant: vaginal bleeding) is no sign of something unknown', () => {
    for (const symptoms of [
      ['34 weeks pregnant, bleeding since the morning, no pain, baby moving'],
      ['mjamzito wiki 34, anatoka damu tangu asubuhi'],
    ]) {
      const diagnosis = diagnose({ symptoms, patient: { age: 28, gender: 'female', country: 'KE' } });
      expect(diagnosis.triage.urgency).toBe('emergency');
      expect(diagnosis.fitsKnownCondition).toBe(true);
      expect(diagnosis.message).not.toMatch(/fits no condition the engine knows well/);
    }
  });

  it('a case a known condition explains keeps its working diagnosis and suggests no extra tests', () => {
    const diagnosis = diagnose({
      symptoms: ['fever and chills for 3 days', 'headache', 'malaria rdt positive'],
      patient,
    });
    expect(diagnosis.fitsKnownCondition).toBe(true);
    expect(diagnosis.suggestedTests).toEqual([]);
    expect(diagnosis.message).toMatch(/^Most likely Malaria, uncomplicated/);
  });
});

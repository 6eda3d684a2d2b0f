import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * WHO HAT guidelines 2024 (staging and treatment of second-stage disease): trypanosomes found with more than 5
 * white cells per microlitre in the CSF are the second, meningoencephalitic stage, treated in hospital (NECT or
 * fexinidazole under supervision): an emergency admission. Sleep and behaviour changes told without a lumbar
 * puncture leave the stage unknown (an urgent referral for staging), and the first, haemolymphatic stage of
 * rhodesiense (trypanosomes in the blood, clear CSF or none taken) stays an urgent same-day referral.
 */
const engine = createEngine();
const now = new Date('2026-06-15T09:00:00Z');
const diagnose = (symptoms: string[], labResults: ClinicalInput['labResults'], country = 'CD') =>
  engine.diagnose({ symptoms, patient: { age: 36, gender: 'female', country }, labResults }, now).diagnosis;
const sleepChange = [
  'sleeps in the day and is awake at night for two months',
  'irritable and quarrelsome, fevers on and off',
];

describe('second-stage sleeping sickness proven in the CSF is an emergency', () => {
  it('CSF with 40 white cells and trypanosomes seen, with day sleeping', () => {
    const answer = diagnose(sleepChange, [
      { testType: 'CSF WBC', result: '40 cells/µL', normalRange: '<5' },
      { testType: 'CSF microscopy', result: 'Trypanosomes seen', normalRange: 'None' },
    ]);
    expect(answer.emergencyAlert).toBe(true);
    expect(answer.triage.reasons.join(' ')).toContain('Second-stage sleeping sickness proven in the CSF');
  });

  it('in French: LCR 20 éléments, trypanosomes vus, CATT positif', () => {
    const answer = diagnose(
      ['dort le jour et veille la nuit', 'fièvres qui vont et viennent'],
      [
        { testType: 'LCR', result: 'GB 20/µL, trypanosomes vus' },
        { testType: 'CATT', result: 'Positif' },
      ],
    );
    expect(answer.emergencyAlert).toBe(true);
  });

  it('calm twin: the same day sleeping told without a lumbar puncture stays an urgent referral', () => {
    const answer = diagnose(sleepChange, [{ testType: 'CATT', result: 'Positive', normalRange: 'Negative' }]);
    expect(answer.emergencyAlert).toBe(false);
    expect(answer.triage.urgency).toBe('urgent');
  });

  it('calm twin: first-stage rhodesiense, trypanosomes in the blood and a CSF with 2 cells', () => {
    const answer = diagnose(
      ['ranger bitten by tsetse flies, fever and headache for a week, glands in the neck'],
      [
        { testType: 'Thick blood film', result: 'Trypanosomes seen', normalRange: 'None' },
        { testType: 'CSF WBC', result: '2 cells/µL', normalRange: '<5' },
      ],
      'UG',
    );
    expect(answer.emergencyAlert).toBe(false);
  });
});

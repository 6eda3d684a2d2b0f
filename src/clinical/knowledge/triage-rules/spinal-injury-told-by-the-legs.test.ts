import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * A crash, a fall from height or a blow, then legs that are weak, limp or numb: the spinal cord until imaged
 * (WHO Basic Emergency Care 2018, trauma: spinal motion restriction). Feet numb for years in a diabetic who
 * was in a crash are not the injury's.
 */
const engine = createEngine();
const now = new Date('2026-11-30T09:00:00Z');
const adult: ClinicalInput['patient'] = { age: 35, gender: 'male', country: 'UG' };
const triageOf = (symptoms: ClinicalInput['symptoms']) =>
  engine.diagnose({ symptoms, patient: adult }, now).diagnosis.triage;

describe('an injury with weak or numb legs', () => {
  it.each([
    [['boda boda crash this morning, back pain, cannot feel his legs']],
    [['ameanguka kutoka kwenye paa, hawezi kusogeza miguu']],
    [['tombé du toit ce matin, il ne bouge plus les jambes']],
  ])('%j is a possible spinal cord injury', (symptoms) => {
    const triage = triageOf(symptoms);
    expect(triage.urgency).toBe('emergency');
    expect(triage.reasons.join(' ')).toMatch(/spinal cord injury/);
  });

  it('calm twin: feet numb for years in a diabetic after a minor crash are not the injury', () => {
    const triage = triageOf([
      { symptom: 'motorbike crash yesterday, grazed elbow' },
      { symptom: 'numb burning feet', duration: '3 years' },
    ]);
    expect(triage.reasons.join(' ')).not.toMatch(/spinal cord injury/);
  });
});

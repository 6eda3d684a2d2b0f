import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * A result the laboratory would telephone (a cited critical limit passed, where that level threatens life:
 * lab-finding-rules-life-threatening.ts) raises the alarm whatever the complaint, in the units it is
 * written in; results past a limit that calls for a prompt look, not resuscitation, do not.
 */
const engine = createEngine();
const now = new Date('2026-11-28T08:00:00Z');
type Lab = { testType: string; result: string };
const answer = (symptom: string, patient: ClinicalInput['patient'], lab: Lab) =>
  engine.diagnose({ symptoms: [symptom], patient, labResults: [lab] }, now).diagnosis;
const adult: ClinicalInput['patient'] = { age: 64, gender: 'female' };

describe('a laboratory result at a life-threatening level', () => {
  it.each([
    ['Serum potassium', '6.9 mmol/L'],
    ['K+', '2.1 mmol/L'],
    ['Sodium', '116 mmol/L'],
    ['Na', '164 mmol/L'],
    ['Corrected calcium', '3.8 mmol/L'],
    ['Platelet count', '11 x10^9/L'],
    ['Glucose (random)', '2.2 mmol/L'],
    ['RBS', '650 mg/dL'],
    ['Lactate', '5.6 mmol/L'],
    ['Bicarbonate', '7 mmol/L'],
  ])('%s %s is an emergency, said as such', (testType, result) => {
    const diagnosis = answer('feels unwell and tired', adult, { testType, result });
    expect(['emergency', 'critical']).toContain(diagnosis.triage.urgency);
    expect(diagnosis.triage.reasons).toContain('A laboratory result at a life-threatening level');
  });

  it('a newborn bilirubin in the exchange-transfusion range is an emergency', () => {
    const diagnosis = answer(
      'yellow eyes and skin',
      { age: 4 / 365, gender: 'male' },
      {
        testType: 'Total bilirubin',
        result: '410 umol/L',
      },
    );
    expect(diagnosis.triage.reasons).toContain('A laboratory result at a life-threatening level');
  });

  it.each([
    ['Potassium', '5.7 mmol/L'],
    ['Sodium', '131 mmol/L'],
    ['Random blood sugar', '17.5 mmol/L'],
    ['Platelets', '95 x10^9/L'],
    ['CD4', '160 cells/uL'],
    ['eGFR', '12 mL/min/1.73m2'],
  ])('%s %s, abnormal but not life-threatening, does not raise this alarm', (testType, result) => {
    const diagnosis = answer('feels unwell and tired', adult, { testType, result });
    expect(diagnosis.triage.reasons).not.toContain('A laboratory result at a life-threatening level');
  });
});

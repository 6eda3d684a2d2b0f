import { describe, expect, it } from 'vitest';
import { createEngine } from '..';
import type { ClinicalInput } from '../types';

/*
 * A condition of the weeks after a birth (postpartum haemorrhage) needs the birth told: heavy bleeding in a
 * woman who tells neither a pregnancy nor a delivery is read by its own causes (WHO MCPC 2017 S-25). The twin
 * who tells the birth keeps the haemorrhage and its emergency. Bleeding told as small after a birth is lochia,
 * not a haemorrhage (MCPC S-25). PID with a high fever and vomiting is admitted (CDC STI 2021): an emergency;
 * its twin without them is not. Written for this test.
 */
const engine = createEngine();
const now = new Date('2026-11-30T08:00:00Z');
const diagnose = (input: ClinicalInput) => engine.diagnose(input, now).diagnosis;
const woman = { age: 44, gender: 'female' as const, country: 'UG' };

describe('a condition after birth needs the birth told', () => {
  it('heavy bleeding with an offensive discharge for months, no birth told: not postpartum haemorrhage first', () => {
    const diagnosis = diagnose({
      symptoms: [
        'heavy bleeding from the vagina with clots since last night',
        'offensive discharge for several months',
        'fainted this morning',
      ],
      patient: { ...woman, vitals: { heartRate: 128, systolicBP: 84, diastolicBP: 50, respiratoryRate: 26 } },
      labResults: [{ testType: 'Hb', result: '6.1 g/dL' }],
    });
    expect(diagnosis.emergencyAlert).toBe(true);
    expect(diagnosis.primaryDiagnosis.conditionId).not.toBe('postpartum-haemorrhage');
  });
  it('twin: the same bleeding a day after a home delivery is postpartum haemorrhage, an emergency', () => {
    const diagnosis = diagnose({
      symptoms: ['delivered at home yesterday', 'heavy bleeding from the vagina with clots since last night'],
      patient: { ...woman, age: 30, vitals: { heartRate: 124, systolicBP: 84, diastolicBP: 50 } },
    });
    expect(diagnosis.primaryDiagnosis.conditionId).toBe('postpartum-haemorrhage');
    expect(diagnosis.emergencyAlert).toBe(true);
  });
  it('small bleeding a week after a caesarean, well: no emergency', () => {
    const diagnosis = diagnose({
      symptoms: [
        'had a caesarean section a week ago',
        'the bleeding now is small and does not smell',
        'eating well',
      ],
      patient: { ...woman, age: 27, postpartumDays: 7 },
    });
    expect(diagnosis.emergencyAlert).toBe(false);
  });
});

describe('pelvic inflammatory disease with a high fever and vomiting', () => {
  const pid = (temperatureC: number, extra: string[]) =>
    diagnose({
      symptoms: ['pain low in the belly for four days', 'smelly vaginal discharge', ...extra],
      patient: { ...woman, age: 24, pregnant: false, vitals: { temperatureC, heartRate: 104 } },
    });
  it('39.5 °C and vomiting: an emergency', () =>
    expect(pid(39.5, ['vomited three times today']).emergencyAlert).toBe(true));
  it('twin, 37.9 °C and no vomiting: no emergency', () => expect(pid(37.9, []).emergencyAlert).toBe(false));
});

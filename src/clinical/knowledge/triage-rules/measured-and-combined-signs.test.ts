import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Alarms that need their whole criterion, not one part of it: severe pallor stands for a haemoglobin below
 * 7 g/dL only while none is measured (WHO anaemia 2011, table 1); confusion is one qSOFA point and needs fast
 * breathing (or a low blood pressure, the septic-shock flag) to mark sepsis with organ dysfunction (Sepsis-3);
 * a faint in a panic picture asks for a same-day physical check, not an emergency (mhGAP OTH). Each calm case
 * has an alarm twin that still fires.
 */
const engine = createEngine();
const now = new Date('2026-11-29T08:00:00Z');
type Input = ClinicalInput;
const pregnantWoman: Input['patient'] = { age: 26, gender: 'female', pregnant: true, gestationWeeks: 28 };
const olderMan: Input['patient'] = { age: 78, gender: 'male', country: 'KE' };
const youngWoman: Input['patient'] = { age: 24, gender: 'female', country: 'UG' };

const diagnosisOf = (input: Input) => engine.diagnose(input, now).diagnosis;
const triageOf = (input: Input) => diagnosisOf(input).triage;
const alarms = ['emergency', 'critical'];
const hb = (value: string) => [{ testType: 'Haemoglobin', result: `${value} g/dL` }];
const flagUrgency = (input: Input, words: string) =>
  diagnosisOf(input).redFlags.find((flag) => flag.finding.includes(words))?.urgency;

describe('severe pallor against a measured haemoglobin', () => {
  const symptoms = ['tired for weeks', 'her palms are very pale'];
  it('very pale palms with a haemoglobin of 8.6 g/dL raise no alarm', () => {
    expect(alarms).not.toContain(
      triageOf({ symptoms, patient: pregnantWoman, labResults: hb('8.6') }).urgency,
    );
  });
  it('very pale palms with a haemoglobin of 6.2 g/dL are an emergency', () => {
    expect(alarms).toContain(triageOf({ symptoms, patient: pregnantWoman, labResults: hb('6.2') }).urgency);
  });
  it('very pale palms with no haemoglobin measured are an emergency', () => {
    expect(alarms).toContain(triageOf({ symptoms, patient: pregnantWoman }).urgency);
  });
});

describe('sepsis organ dysfunction needs two qSOFA signs', () => {
  const symptoms = ['fever and burning urine', 'confused since yesterday, comes and goes'];
  const withRate = (respiratoryRate: number): Input => ({
    symptoms,
    patient: { ...olderMan, vitals: { respiratoryRate, temperatureC: 38.4, heartRate: 96, systolicBP: 132 } },
  });
  it('confusion with a breathing rate of 18 does not raise the organ-dysfunction flag', () => {
    expect(flagUrgency(withRate(18), 'Organ dysfunction')).toBeUndefined();
  });
  it('confusion with a breathing rate of 26 raises it', () => {
    expect(flagUrgency(withRate(26), 'Organ dysfunction')).toBe('emergency');
  });
});

describe('a faint in a panic picture', () => {
  const panic = ['sudden attacks of fear with a pounding heart and shaking', 'worried she is dying'];
  it('fainting once asks for a same-day check, not an emergency', () => {
    expect(
      flagUrgency({ symptoms: [...panic, 'fainted once'], patient: youngWoman }, 'calling it panic'),
    ).toBe('urgent');
  });
  it('crushing chest pain is still an emergency', () => {
    expect(alarms).toContain(
      triageOf({ symptoms: [...panic, 'crushing chest pain going to the left arm'], patient: youngWoman })
        .urgency,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/* Mothers around birth, as a clinician or a relative would describe them: the condition first and the urgency. */
const engine = createEngine();
const now = new Date('2026-11-22T10:00:00Z');
const assess = (input: ClinicalInput) => {
  const { diagnosis } = engine.diagnose(input, now);
  return { top: diagnosis.primaryDiagnosis.conditionId, urgency: diagnosis.triage.urgency };
};

describe('bleeding after birth', () => {
  it('heavy bleeding after birth, pulse 118, systolic 96: postpartum haemorrhage, critical', () => {
    expect(
      assess({
        symptoms: ['bleeding heavily after birth'],
        patient: { age: 27, gender: 'female', country: 'KE', vitals: { heartRate: 118, systolicBP: 96 } },
      }),
    ).toEqual({ top: 'postpartum-haemorrhage', urgency: 'critical' });
  });

  it('the same in lay words (gave birth at home, soaking many pads, dizzy): haemorrhage, emergency at least', () => {
    const { top, urgency } = assess({
      symptoms: [
        'she gave birth at home yesterday and since then bleeding a lot, soaking many pads, feels dizzy',
      ],
      patient: { age: 24, gender: 'female', country: 'KE' },
    });
    expect(top).toBe('postpartum-haemorrhage');
    expect(['emergency', 'critical']).toContain(urgency);
  });

  it('in Swahili and in French', () => {
    expect(
      assess({
        symptoms: ['amejifungua jana, anatokwa na damu nyingi baada ya kujifungua'],
        patient: { age: 24, gender: 'female', country: 'TZ' },
      }).top,
    ).toBe('postpartum-haemorrhage');
    expect(
      assess({
        symptoms: ['hémorragie du post-partum, vertiges'],
        patient: { age: 30, gender: 'female', country: 'ML', vitals: { heartRate: 124, systolicBP: 84 } },
      }),
    ).toEqual({ top: 'postpartum-haemorrhage', urgency: 'critical' });
  });
});

describe('bleeding, infection and labour in late pregnancy and after birth', () => {
  it('bleeding at 34 weeks with a hard tender uterus: antepartum haemorrhage, emergency', () => {
    expect(
      assess({
        symptoms: ['bleeding in late pregnancy', 'abdominal pain', 'hard tender uterus'],
        patient: { age: 29, gender: 'female', pregnant: true, country: 'KE' },
      }),
    ).toEqual({ top: 'antepartum-haemorrhage', urgency: 'emergency' });
  });

  it('fever, foul lochia and a tender uterus 5 days after delivery: puerperal sepsis, emergency', () => {
    expect(
      assess({
        symptoms: ['fever 5 days after delivery', 'foul smelling lochia', 'tender uterus'],
        patient: { age: 26, gender: 'female', country: 'KE', vitals: { temperatureC: 38.6 } },
      }),
    ).toEqual({ top: 'puerperal-sepsis', urgency: 'emergency' });
  });

  it('fever and foul discharge after an unsafe abortion: septic abortion (miscarriage group), emergency', () => {
    expect(
      assess({
        symptoms: [
          'fever and foul smelling discharge after an unsafe abortion last week',
          'lower abdominal pain',
        ],
        patient: { age: 19, gender: 'female', country: 'UG', vitals: { temperatureC: 38.9, heartRate: 112 } },
      }),
    ).toEqual({ top: 'miscarriage', urgency: 'emergency' });
  });

  it('an adolescent in labour since yesterday, not progressing: obstructed labour, emergency', () => {
    expect(
      assess({
        symptoms: ['in labour since yesterday, labour not progressing'],
        patient: { age: 17, gender: 'female', pregnant: true, country: 'ET' },
      }),
    ).toEqual({ top: 'obstructed-labour', urgency: 'emergency' });
  });

  it('spotting and pain with a positive test still ranks ectopic pregnancy first', () => {
    expect(
      assess({
        symptoms: ['vaginal spotting', 'lower abdominal pain'],
        patient: { age: 25, gender: 'female', country: 'KE', vitals: { heartRate: 92, systolicBP: 116 } },
        labResults: [{ testType: 'Urine pregnancy test', result: 'Positive' }],
      }).top,
    ).toBe('ectopic-pregnancy');
  });
});

describe('an adult breathing 30 times a minute', () => {
  it('is an emergency whatever the diagnosis', () => {
    expect(
      assess({
        symptoms: ['cough and fever'],
        patient: { age: 45, gender: 'male', country: 'KE', vitals: { respiratoryRate: 34 } },
      }).urgency,
    ).toBe('emergency');
  });
});

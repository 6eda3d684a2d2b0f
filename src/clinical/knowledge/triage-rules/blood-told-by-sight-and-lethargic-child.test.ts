import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Two dangers told without their usual words. Blood in late pregnancy told by its look or where it was found
 * (fresh red blood, blood in the bed), not by the verb 'bleed', is still bleeding in pregnancy (WHO MCPC 2017
 * S-18). A lethargic school-age child with a fever and a pulse or breathing too fast for the age is possible
 * sepsis (NICE NG51 table 2, ages 5 to 11). Each danger has a calm twin without it. Written for these tests.
 */
const engine = createEngine();
const now = new Date('2026-11-30T09:00:00Z');
const assess = (symptoms: string[], patient: ClinicalInput['patient']) => {
  const { diagnosis } = engine.diagnose({ symptoms, patient }, now);
  return {
    urgency: diagnosis.triage.urgency,
    alert: diagnosis.emergencyAlert,
    reasons: diagnosis.triage.reasons,
  };
};
const pregnantAt34Weeks: ClinicalInput['patient'] = {
  age: 27,
  gender: 'female',
  country: 'KE',
  pregnant: true,
  gestationWeeks: 34,
};
const LETHARGIC_CHILD = 'A lethargic child with fever and a fast pulse or fast breathing (possible sepsis)';
const child = (vitals: NonNullable<ClinicalInput['patient']>['vitals']): ClinicalInput['patient'] => ({
  age: 8,
  gender: 'male',
  country: 'UG',
  vitals,
});

describe('bleeding in late pregnancy told by the blood itself', () => {
  it.each([
    [['she woke this morning lying in blood', 'no pain']],
    [['fresh red blood on her underwear since the morning']],
    [['damu mbichi tangu asubuhi', 'hana maumivu']],
    [['du sang sur les draps au réveil']],
  ])('%j at 34 weeks raises the emergency', (symptoms) => {
    expect(assess(symptoms, pregnantAt34Weeks)).toMatchObject({ alert: true });
  });

  it.each([
    [['some heartburn after meals', 'baby moving well', 'no blood seen']],
    [['hana damu', 'mtoto anacheza']],
  ])('calm twin %j stays without an alert', (symptoms) => {
    expect(assess(symptoms, pregnantAt34Weeks)).toMatchObject({ alert: false });
  });
});

describe('a lethargic child with fever and a fast pulse or fast breathing', () => {
  it('raises the emergency at 8 years with a pulse of 140 and breathing at 34', () => {
    const patient = child({ temperatureC: 39.2, heartRate: 140, respiratoryRate: 34 });
    expect(assess(['fever for 4 days, now lethargic', 'cough'], patient)).toMatchObject({
      alert: true,
      reasons: expect.arrayContaining([LETHARGIC_CHILD]),
    });
  });

  it('calm twin: a lethargic child with fever but a normal pulse and breathing is not an emergency', () => {
    const patient = child({ temperatureC: 38.4, heartRate: 100, respiratoryRate: 20 });
    expect(assess(['fever for 2 days, a bit lethargic', 'cough'], patient)).toMatchObject({ alert: false });
  });

  it('calm twin: an adult who says he feels lethargic with a fever and a pulse of 110 is not raised by this rule', () => {
    const patient: ClinicalInput['patient'] = {
      age: 35,
      gender: 'male',
      country: 'UG',
      vitals: { temperatureC: 38.3, heartRate: 110, respiratoryRate: 18 },
    };
    expect(assess(['fever for 2 days, feeling lethargic', 'headache'], patient).reasons).not.toContain(
      LETHARGIC_CHILD,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { createEngine } from '..';
import type { ClinicalInput } from '../types';

/*
 * A woman who has given birth is postpartum: neither pregnant beyond 20 weeks nor in early pregnancy. Rules of
 * early pregnancy (ectopic rupture) and of bleeding before birth must stay silent for her, whether the birth
 * is told in the words or in the profile, while every alarm of bleeding after birth still rises.
 */
const engine = createEngine();
const now = new Date('2026-11-28T09:00:00Z');
const woman = { age: 31, gender: 'female', country: 'KE' } as const;
const lowPressure = { heartRate: 128, systolicBP: 82, diastolicBP: 48 };

const assess = (input: ClinicalInput) => engine.diagnose(input, now).diagnosis;
const presentIds = (input: ClinicalInput) =>
  assess(input)
    .findingsUsed.filter((finding) => finding.present)
    .map((finding) => finding.findingId);
const alarmTexts = (input: ClinicalInput) => {
  const diagnosis = assess(input);
  return [
    ...diagnosis.triage.reasons,
    ...diagnosis.emergencyActions,
    ...diagnosis.redFlags.flatMap((flag) => [flag.finding, flag.actionRequired]),
  ].join('\n');
};

describe('a birth told in the past is a postpartum state, not a pregnancy', () => {
  it.each([
    'gave birth 2 days ago, now bleeding and weak',
    'she gave birth 3 days ago, passing clots',
    'postpartum day 5, fever',
    'delivered at home last night and feels dizzy',
  ])('"%s": recently delivered, not pregnant beyond 20 weeks', (text) => {
    const present = presentIds({ symptoms: [text], patient: woman });
    expect(present).toContain('recent-childbirth');
    expect(present).not.toContain('pregnancy-over-20-weeks');
    expect(present).not.toContain('pregnant');
  });

  it('control: a pregnancy told in weeks is still pregnancy beyond 20 weeks', () => {
    const present = presentIds({ symptoms: ['pregnant at 30 weeks, headache'], patient: woman });
    expect(present).toContain('pregnancy-over-20-weeks');
  });
});

describe('after delivery, no early-pregnancy or antepartum alarm', () => {
  const afterBirth: Array<[string, ClinicalInput]> = [
    [
      'told in words',
      {
        symptoms: ['gave birth at home 2 days ago, bleeding, collapsed, pain low in the belly'],
        patient: woman,
      },
    ],
    [
      'told in the profile',
      {
        symptoms: ['vaginal bleeding, fainted, lower abdominal pain'],
        patient: { ...woman, postpartumDays: 1, vitals: lowPressure },
      },
    ],
  ];

  it.each(afterBirth)('%s: a haemorrhage emergency, no ectopic laparotomy', (_, input) => {
    const diagnosis = assess(input);
    expect(diagnosis.primaryDiagnosis.conditionId).toBe('postpartum-haemorrhage');
    expect(['emergency', 'critical']).toContain(diagnosis.triage.urgency);
    const alarms = alarmTexts(input);
    expect(alarms).not.toMatch(/ectopic|laparotomy|early pregnancy|after 20 weeks of pregnancy/i);
    expect(alarms).toMatch(/after (birth|childbirth)|postpartum haemorrhage/i);
  });

  it('control: the same fainting and pain with a late period still raises the ectopic alarm', () => {
    const alarms = alarmTexts({
      symptoms: ['period is late, fainted, pain low in the belly, some bleeding'],
      patient: woman,
    });
    expect(alarms).toMatch(/ectopic/i);
  });

  it('a fit after delivery still raises eclampsia', () => {
    const diagnosis = assess({ symptoms: ['gave birth 2 days ago, had a fit this morning'], patient: woman });
    expect(diagnosis.triage.reasons.join('\n')).toMatch(/eclampsia/i);
  });
});

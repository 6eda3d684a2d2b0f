import { describe, expect, it } from 'vitest';
import { createEngine } from '..';
import type { ClinicalInput } from '../types';

/*
 * Each condition honours its own window of pregnancy and birth. Peripartum cardiomyopathy runs from the last
 * month of pregnancy to 5 months after delivery (HFA-ESC PPCM position statement 2019), past the 6-week
 * postnatal period; a condition of pregnancy (hyperemesis) needs some pregnancy told to lead.
 */
const engine = createEngine();
const now = new Date('2026-11-28T09:00:00Z');
const woman = { age: 28, gender: 'female', country: 'KE' } as const;

const diagnose = (input: ClinicalInput) => engine.diagnose(input, now).diagnosis;
const topId = (input: ClinicalInput) => diagnose(input).primaryDiagnosis.conditionId;
const presentIds = (input: ClinicalInput) =>
  diagnose(input)
    .findingsUsed.filter((finding) => finding.present)
    .map((finding) => finding.findingId);

const heartFailure = [
  'breathless when I walk and worse lying flat, I sleep on three pillows',
  'my legs are swollen',
];

describe('heart failure months after a birth is peripartum cardiomyopathy', () => {
  it.each([
    ['told in words, 2 months', { symptoms: ['I gave birth 2 months ago', ...heartFailure], patient: woman }],
    ['told in the profile, 70 days', { symptoms: heartFailure, patient: { ...woman, postpartumDays: 70 } }],
    [
      'in Kiswahili, 3 months',
      { symptoms: ['alijifungua miezi mitatu iliyopita', ...heartFailure], patient: woman },
    ],
  ] as Array<[string, ClinicalInput]>)('%s: cardiomyopathy leads', (_name, input) => {
    expect(presentIds(input)).toContain('birth-in-last-5-months');
    expect(topId(input)).toBe('cardiomyopathy');
  });

  it('within the postnatal period the birth is both recent and in the window', () => {
    const present = presentIds({ symptoms: heartFailure, patient: { ...woman, postpartumDays: 20 } });
    expect(present).toEqual(expect.arrayContaining(['recent-childbirth', 'birth-in-last-5-months']));
  });

  it('calm twin: a birth a year ago is outside the window', () => {
    const input = { symptoms: heartFailure, patient: { ...woman, postpartumDays: 365 } };
    expect(presentIds(input)).not.toContain('birth-in-last-5-months');
  });
});

describe('a condition of pregnancy needs some pregnancy told to lead', () => {
  const dehydrated = [
    'cannot keep food down for a week',
    'very thirsty, passing little urine',
    'losing weight',
  ];

  it('vomiting and dehydration with nothing said of pregnancy: hyperemesis does not lead', () => {
    const input = { symptoms: ['vomiting for a week', ...dehydrated.slice(1)], patient: woman };
    expect(topId(input)).not.toBe('hyperemesis-gravidarum');
  });

  it('the same woman with a missed period: hyperemesis leads', () => {
    const input = {
      symptoms: ['vomiting everything for a week', 'missed her period 8 weeks ago', ...dehydrated.slice(1)],
      patient: woman,
    };
    expect(topId(input)).toBe('hyperemesis-gravidarum');
  });

  it('painful swallowing with HIV not on treatment is candidiasis, not a pregnancy', () => {
    const input = {
      symptoms: ['pain in the chest when swallowing, cannot swallow food', 'white plaques in the mouth'],
      patient: { ...woman, age: 32, medicalHistory: ['HIV, not on ART'] },
    };
    expect(presentIds(input)).toContain('known-hiv');
    expect(topId(input)).toBe('oral-oesophageal-candidiasis');
  });
});

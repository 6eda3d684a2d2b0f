import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Emergencies told by where, when or how (a burn by its sites, jaundice in a baby born early, a child's chest
 * filling with fluid, a mother elated and sleepless after birth, a fast-growing tumour breaking down), each
 * with a calm twin that must stay below the alarm; and delirium told alone, which is urgent, not an emergency.
 */
const engine = createEngine();
const now = new Date('2026-11-29T02:00:00Z');
const triageOf = (input: ClinicalInput) => engine.diagnose(input, now).diagnosis.triage;
const urgencyOf = (input: ClinicalInput) => triageOf(input).urgency;
const person = (
  age: number,
  gender: 'male' | 'female' = 'female',
  extra: Partial<ClinicalInput['patient']> = {},
) => ({
  age,
  gender,
  country: 'KE',
  ...extra,
});
const alarm = ['emergency', 'critical'];
const calm = ['routine', 'urgent'];

describe('a burn told by its sites (Lund and Browder: the front of the trunk is 13% of a child, both arms 18%)', () => {
  it.each([
    [['hot tea spilled on him', 'his chest and belly are covered in blisters']],
    [['ameungua kifua na tumbo kwa maji ya moto']],
    [['brûlé par de l eau bouillante', 'cloques sur la poitrine et le ventre']],
  ])('%j in a child of 4: emergency', (symptoms) => {
    expect(alarm).toContain(urgencyOf({ symptoms, patient: person(4, 'male') }));
  });

  it('a small scald on the back of one hand stays urgent', () => {
    expect(
      urgencyOf({
        symptoms: ['scalded the back of his hand with hot tea', 'one small blister'],
        patient: person(4),
      }),
    ).toBe('urgent');
  });

  it('chickenpox blisters over the chest and belly are no burn', () => {
    expect(calm).toContain(
      urgencyOf({ symptoms: ['itchy blisters on the chest and belly', 'mild fever'], patient: person(4) }),
    );
  });

  it('burning urine is dysuria, never a burn', () => {
    const reasons = triageOf({ symptoms: ['she has burning urine'], patient: person(30) }).reasons;
    expect(reasons.some((reason) => reason.startsWith('Burn'))).toBe(false);
  });
});

describe('jaundice in a baby born preterm or small (WHO Pocket Book 2013, 3.19)', () => {
  const newborn = (gestationAtBirthWeeks: number, birthWeightKg: number) =>
    person(0, 'male', { ageDays: 4, gestationAtBirthWeeks, birthWeightKg });

  it('yellow eyes and face on day 4 after birth at 33 weeks: emergency', () => {
    expect(alarm).toContain(
      urgencyOf({ symptoms: ['yellow eyes and face', 'feeding by cup'], patient: newborn(33, 1.7) }),
    );
  });

  it('the same yellow face in a term baby of 3.3 kg stays below the alarm', () => {
    expect(calm).toContain(
      urgencyOf({ symptoms: ['yellow eyes and face', 'feeding well'], patient: newborn(39, 3.3) }),
    );
  });
});

describe("a child's chest filling with fluid (Pocket Book 2013, 4.3.1 and 5.7)", () => {
  it('fever, a dull right chest and laboured breathing at 5: emergency', () => {
    expect(alarm).toContain(
      urgencyOf({
        symptoms: ['fever for 9 days', 'dullness to percussion on the right', 'difficulty in breathing'],
        patient: person(5, 'male'),
      }),
    );
  });

  it('fever and a dull right chest without difficult breathing: urgent, the same day', () => {
    expect(
      urgencyOf({
        symptoms: ['fever for 9 days', 'dullness to percussion on the right'],
        patient: person(5),
      }),
    ).toBe('urgent');
  });

  it('a child breathless lying flat with puffy face and crackles: emergency', () => {
    expect(alarm).toContain(
      urgencyOf({
        symptoms: ['swollen face for a week', 'cannot lie flat to sleep', 'crackles at both bases'],
        patient: person(9, 'male'),
      }),
    );
  });

  it('crackles with cough and fever alone stay pneumonia, below the alarm', () => {
    expect(calm).toContain(
      urgencyOf({ symptoms: ['cough and fever', 'crackles on the left'], patient: person(4) }),
    );
  });
});

describe('mania after birth (postpartum psychosis; NICE CG192, mhGAP)', () => {
  it('elated and sleepless a week after delivery: emergency', () => {
    expect(alarm).toContain(
      urgencyOf({
        symptoms: ['gave birth 7 days ago', 'euphoric, racing thoughts, has not slept for three nights'],
        patient: person(23),
      }),
    );
  });

  it('tearful and tired a week after delivery stays below the alarm', () => {
    expect(calm).toContain(
      urgencyOf({
        symptoms: ['gave birth 7 days ago', 'tearful and tired, loves her baby'],
        patient: person(23),
      }),
    );
  });
});

describe('tumour lysis and anthrax of the face', () => {
  const labs = [
    { testType: 'Uric acid', result: '0.70 mmol/L' },
    { testType: 'Potassium', result: '5.8 mmol/L' },
  ];

  it('a fast-growing abdominal mass with high uric acid and potassium: emergency', () => {
    expect(alarm).toContain(
      urgencyOf({
        symptoms: ['abdominal mass growing fast for 2 weeks'],
        patient: person(7, 'male'),
        labResults: labs,
      }),
    );
  });

  it('the same labs with gout of the big toe stay below the alarm', () => {
    expect(calm).toContain(
      urgencyOf({ symptoms: ['painful swollen big toe'], patient: person(62, 'male'), labResults: labs }),
    );
  });

  it('a black eschar with swelling closing the eye: emergency', () => {
    expect(alarm).toContain(
      urgencyOf({
        symptoms: [
          'painless black eschar on the cheek',
          'swelling around the eye',
          'skinned a cow that died suddenly',
        ],
        patient: person(30, 'male'),
      }),
    );
  });

  it('a black eschar on the forearm alone stays urgent', () => {
    expect(
      urgencyOf({
        symptoms: ['painless black eschar on the forearm', 'skinned a cow that died suddenly'],
        patient: person(30, 'male'),
      }),
    ).toBe('urgent');
  });
});

describe('delirium told alone is urgent under 60 and an emergency in an older person (mhGAP: refer urgently; NICE CG103)', () => {
  it('in a younger adult the delirium rule and flag ask for the cause the same day, and raise no emergency of their own', () => {
    const { redFlags } = engine.diagnose(
      {
        symptoms: ['fluctuating confusion, worse at night', 'poor attention span'],
        patient: person(45, 'male'),
      },
      now,
    ).diagnosis;
    const delirium = redFlags.filter((flag) => flag.finding.startsWith('Confusion that came on over hours'));
    expect(delirium.length).toBeGreaterThan(0);
    expect(delirium.every((flag) => flag.urgency === 'urgent')).toBe(true);
    expect(redFlags.some((flag) => flag.finding === 'Altered mental state')).toBe(false);
  });

  it('the same confusion with a saturation of 84%: emergency', () => {
    expect(alarm).toContain(
      urgencyOf({
        symptoms: ['fluctuating confusion, worse at night', 'SpO2 84%'],
        patient: person(80, 'male'),
      }),
    );
  });

  it('confusion told on its own in an adult is seen today for its cause (urgent), no alarm yet', () => {
    expect(urgencyOf({ symptoms: ['he is confused'], patient: person(40, 'male') })).toBe('urgent');
  });

  it('confusion with a fever or a stiff neck raises the alarm', () => {
    expect(alarm).toContain(
      urgencyOf({ symptoms: ['he is confused, with fever and a stiff neck'], patient: person(40, 'male') }),
    );
  });
});

describe('danger signs in everyday words', () => {
  it.each([
    ['the pain began around the belly button, now it is low down on the right side', 10],
    ['maumivu yalianza kitovu sasa yamehamia chini kulia, ametapika', 11],
    ['my legs became weak over three days and now my hands are getting weak', 35],
    ["il s'est étouffé d'un coup en mangeant, depuis il siffle", 3],
    ['pain in the upper belly going straight through to the back, vomiting', 40],
    ['after the fall the bone is sticking out of his shin', 25],
    ['mishipa ya shingo imevimba, sauti za moyo hafifu', 45],
  ])('"%s" (age %s): emergency', (text, age) => {
    expect(alarm).toContain(urgencyOf({ symptoms: [text], patient: person(age, 'male') }));
  });

  it('tired legs after a long walk stay calm', () => {
    expect(calm).toContain(
      urgencyOf({ symptoms: ['my legs feel tired after walking all day'], patient: person(35, 'male') }),
    );
  });
});

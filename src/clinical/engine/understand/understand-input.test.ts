import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { findings as vocabulary } from '../../knowledge/findings';
import type { ClinicalInput, FindingObservation } from '../types';
import { createUnderstanding, understandInput } from './understand-input';

const understand = createUnderstanding(vocabulary);

function finding(result: { findings: FindingObservation[] }, id: string): FindingObservation | undefined {
  return result.findings.find((observation) => observation.findingId === id);
}

describe('structured symptoms', () => {
  it('carries the duration and severity of the structured fields, and derives chronic cough', () => {
    const result = understand({
      symptoms: [{ symptom: 'Productive cough', severity: 'moderate', duration: '6 weeks' }],
      patient: { age: 38 },
    });
    expect(finding(result, 'productive-cough')).toMatchObject({
      present: true,
      durationDays: 42,
      severity: 'moderate',
      evidence: 'Productive cough',
    });
    expect(finding(result, 'chronic-cough')?.present).toBe(true);
    expect(finding(result, 'cough')?.present).toBe(true);
  });

  it.each([
    ['fever of 8 days is prolonged', { symptom: 'Fever', duration: '8 days' }, 'prolonged-fever', true],
    ['fever of 5 days is not', { symptom: 'Fever', duration: '5 days' }, 'prolonged-fever', false],
    [
      'diarrhoea of 3 weeks is chronic',
      { symptom: 'Diarrhoea on and off', duration: '3 weeks' },
      'chronic-diarrhoea',
      true,
    ],
    ['runny nose of 12 days', { symptom: 'Runny nose', duration: '12 days' }, 'symptoms-over-10-days', true],
    [
      'sudden severe headache',
      { symptom: 'Headache', severity: 'severe', onset: 'sudden' },
      'sudden-severe-headache',
      true,
    ],
    [
      'sudden headache that is mild',
      { symptom: 'Headache', severity: 'mild', onset: 'sudden' },
      'sudden-severe-headache',
      false,
    ],
    ['severe headache from the field', { symptom: 'Headache', severity: 'severe' }, 'severe-headache', true],
    [
      'sudden weakness of one side',
      { symptom: 'Weakness of the left arm and leg', onset: 'suddenly this morning' },
      'sudden-onset-neuro',
      true,
    ],
    [
      'fever that comes and goes',
      { symptom: 'Fever with chills', frequency: 'intermittent, worse in the evenings' },
      'recurrent-fever',
      true,
    ],
  ] as const)('%s', (_name, symptom, id, expected) => {
    const result = understand({ symptoms: [symptom], patient: { age: 30 } });
    expect(finding(result, id)?.present === true).toBe(expected);
  });

  it('reads associated symptoms and triggers as text', () => {
    const result = understand({
      symptoms: [{ symptom: 'Fever', associatedSymptoms: ['kutapika', 'no rash'], triggers: ['exertion'] }],
      patient: {},
    });
    expect(finding(result, 'vomiting')?.present).toBe(true);
    expect(finding(result, 'rash')?.present).toBe(false);
  });
});

describe('patient facts', () => {
  it.each([
    ['age in years', { age: 28 }, 28],
    ['fraction of a year', { age: 0.5 }, 0.5],
    ['age in months', { ageMonths: 6 }, 0.5],
  ])('%s', (_name, patient, years) => {
    expect(understand({ symptoms: ['cough'], patient }).patient.ageYears).toBeCloseTo(years, 5);
  });

  it('marks a child under 2 and an older child', () => {
    expect(finding(understand({ symptoms: [], patient: { ageMonths: 11 } }), 'age-under-2')?.present).toBe(
      true,
    );
    expect(finding(understand({ symptoms: [], patient: { age: 4 } }), 'age-under-2')?.present).toBe(false);
  });

  it.each([
    ['Kenya', 'KE'],
    ['ke', 'KE'],
    ['UG', 'UG'],
    ['Ouganda', 'UG'],
    ['Afrika Kusini', 'ZA'],
    ['Tanzanie', 'TZ'],
    ["Côte d'Ivoire", undefined],
    ['Atlantis', undefined],
  ])('country %s is %s', (country, code) => {
    expect(understand({ symptoms: [], patient: { country } }).patient.country).toBe(code);
  });

  it('keeps sex, weight and allergies; unknown gender stays unknown', () => {
    const result = understand({
      symptoms: [],
      patient: { gender: 'female', weight: 60, allergies: [' penicillin ', ''] },
    });
    expect(result.patient).toMatchObject({ sex: 'female', weightKg: 60, allergies: ['penicillin'] });
    expect(understand({ symptoms: [], patient: { gender: 'unknown' } }).patient.sex).toBeUndefined();
  });

  it.each([
    ['pregnant field', { gender: 'female', pregnant: true }, true],
    ['pregnant false', { gender: 'female', pregnant: false }, false],
    ['male', { gender: 'male' }, false],
  ] as const)('pregnancy from the %s', (_name, patient, expected) => {
    const result = understand({ symptoms: [], patient });
    expect(finding(result, 'pregnant')?.present).toBe(expected);
    expect(result.patient.pregnant).toBe(expected);
  });
});

describe('medical history read as text', () => {
  it.each([
    ['Known HIV on ART', 'known-hiv', true],
    ['Does not sleep under a bed net', 'no-bed-net', true],
    ['hypertensive on amlodipine', 'known-hypertension', true],
    ['type 2 diabetic', 'known-diabetes', true],
    ['Type 2 diabetes on glibenclamide 10 mg twice daily', 'on-insulin-or-sulfonylurea', true],
    ['Smokes 10 cigarettes a day', 'known-copd-or-smoker', true],
    ['Non smoker', 'known-copd-or-smoker', false],
    ['HbSS sickle cell disease', 'known-sickle-cell', true],
  ])('"%s"', (line, id, expected) => {
    const result = understand({ symptoms: [], patient: { medicalHistory: [line] } });
    expect(finding(result, id)).toMatchObject({ present: expected, source: 'history' });
  });

  it('reads "G2P1 at 32 weeks" as pregnant beyond 20 weeks', () => {
    const result = understand({
      symptoms: [],
      patient: { gender: 'female', medicalHistory: ['G2P1 at 32 weeks'] },
    });
    expect(finding(result, 'pregnant')?.present).toBe(true);
    expect(finding(result, 'pregnancy-over-20-weeks')?.present).toBe(true);
    expect(result.patient.pregnant).toBe(true);
  });

  it.each([
    ['Mjamzito wa miezi saba', true],
    ['seven months pregnant', true],
    ['pregnant, 12 weeks by dates', false],
    ['grossesse de 30 SA', true],
  ])('reads the gestation in "%s"', (line, over20) => {
    const result = understand({ symptoms: [], patient: { gender: 'female', medicalHistory: [line] } });
    expect(finding(result, 'pregnant')?.present).toBe(true);
    expect(finding(result, 'pregnancy-over-20-weeks')?.present).toBe(over20);
  });

  it('does not take an age for a duration', () => {
    const result = understand({
      symptoms: ['Enfant de 2 ans avec diarrhée liquide', 'a 3 years old with cough'],
      patient: {},
    });
    expect(finding(result, 'chronic-diarrhoea')).toBeUndefined();
    expect(finding(result, 'chronic-cough')).toBeUndefined();
  });

  it('reads a blood pressure written in the history', () => {
    const result = understand({
      symptoms: [],
      patient: { age: 47, medicalHistory: ['Blood pressure 158/96 mmHg at a workplace screening'] },
    });
    expect(finding(result, 'hypertension-reading')).toMatchObject({ present: true, source: 'history' });
  });
});

describe('vitals and reported symptoms together', () => {
  it('a measured normal temperature makes fever absent', () => {
    const result = understand({ symptoms: ['cough'], patient: { age: 30, vitals: { temperatureC: 36.8 } } });
    expect(finding(result, 'fever')).toMatchObject({ present: false, source: 'vital' });
  });

  it('but a fever the history reports still counts', () => {
    const result = understand({
      symptoms: ['fever for 2 days'],
      patient: { age: 30, vitals: { temperatureC: 36.8 } },
    });
    expect(finding(result, 'fever')).toMatchObject({ present: true, source: 'symptom', durationDays: 2 });
  });

  it('reads vitals typed into the symptom text with the patient age', () => {
    const result = understand({ symptoms: ['cough, RR 45, SpO2 88%'], patient: { age: 3 } });
    expect(finding(result, 'tachypnoea')).toMatchObject({ present: true, source: 'symptom' });
    expect(finding(result, 'hypoxaemia')).toMatchObject({ present: true, source: 'symptom' });
  });

  it('reads vitals into findings with the patient age', () => {
    const result = understand({
      symptoms: ['cough'],
      patient: { age: 2, vitals: { respiratoryRate: 52, temperatureC: 38.6, spo2: 94 } },
    });
    expect(finding(result, 'tachypnoea')?.present).toBe(true);
    expect(finding(result, 'fever')?.present).toBe(true);
    expect(finding(result, 'hypoxaemia')?.present).toBe(false);
  });
});

describe('lab results', () => {
  it('turns a positive malaria RDT into a finding with the result as evidence', () => {
    const result = understand({
      symptoms: ['fever'],
      patient: { age: 28 },
      labResults: [{ testType: 'Malaria RDT', result: 'Positive' }],
    });
    expect(finding(result, 'malaria-test-positive')).toMatchObject({ present: true, source: 'lab' });
  });
});

describe('robustness', () => {
  it('is deterministic and gives the same answer through understandInput', () => {
    const input: ClinicalInput = {
      symptoms: ['homa na kikohozi siku tatu', { symptom: 'Headache', severity: 'severe' }],
      patient: { age: 5, country: 'TZ' },
    };
    expect(understandInput(input, vocabulary)).toEqual(understand(input));
    expect(understand(input)).toEqual(understand(input));
  });

  it('never throws on any text, and never reports a finding id outside the vocabulary', () => {
    const ids = new Set(vocabulary.map((entry) => entry.id));
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string(),
            fc.record({
              symptom: fc.string(),
              duration: fc.option(fc.string(), { nil: undefined }),
              frequency: fc.option(fc.string(), { nil: undefined }),
            }),
          ),
          { maxLength: 5 },
        ),
        fc.array(fc.string(), { maxLength: 3 }),
        fc.option(fc.double({ min: -10, max: 200, noNaN: false }), { nil: undefined }),
        (symptoms, medicalHistory, age) => {
          const result = understand({
            symptoms,
            patient: {
              age,
              medicalHistory,
              country: medicalHistory[0],
              vitals: { temperatureC: age, heartRate: age },
            },
          });
          for (const observation of result.findings) expect(ids.has(observation.findingId)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('amounts that make a finding by their cited threshold', () => {
  const understand = createUnderstanding(vocabulary);
  it('counts a paracetamol overdose by mg per kg when the weight is known', () => {
    const result = understand({
      symptoms: ['ate 16 tablets of 500 mg paracetamol'],
      patient: { weight: 20 },
    });
    expect(result.amounts).toMatchObject({ ingestedMg: 8000, ingestedMgPerKg: 400 });
    expect(result.findings).toContainEqual(
      expect.objectContaining({ findingId: 'paracetamol-ingestion', present: true }),
    );
  });
  it('does not call a dose under 150 mg/kg an overdose', () => {
    const result = understand({ symptoms: ['swallowed 6 g of paracetamol'], patient: { weight: 70 } });
    expect(result.findings.some((f) => f.findingId === 'paracetamol-ingestion' && f.present)).toBe(false);
  });
  it('reads a burn area against the child and adult thresholds', () => {
    const child = understand({ symptoms: ['scalds over 12% of the body'], patient: { age: 3 } });
    const adult = understand({ symptoms: ['scalds over 12% of the body'], patient: { age: 30 } });
    expect(child.findings).toContainEqual(
      expect.objectContaining({ findingId: 'extensive-burn', present: true }),
    );
    expect(adult.findings.some((f) => f.findingId === 'extensive-burn' && f.present)).toBe(false);
    expect(adult.amounts?.burnPercentBodySurface).toBe(12);
  });
});

describe('vital signs in sentences are read and their words understood', () => {
  it.each([
    ['she is breathing 56 times a minute', 'tachypnoea'],
    ['saturating 85% on room air', 'hypoxaemia'],
    ['his pulse was 150 beats per minute', 'tachycardia'],
  ])('"%s"', (text, findingId) => {
    const result = understand({ symptoms: [text], patient: { age: 30 } });
    expect(finding(result, findingId)?.present).toBe(true);
    expect(result.unrecognised).toEqual([]);
  });

  it('keeps a vital word without a number as not understood (control)', () => {
    const result = understand({ symptoms: ['saturating poorly per the nurse'], patient: { age: 30 } });
    expect(result.unrecognised.join(' ')).toContain('saturating');
  });
});

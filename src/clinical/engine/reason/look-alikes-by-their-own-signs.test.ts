import { describe, expect, it } from 'vitest';
import { createEngine } from '..';
import type { ClinicalInput } from '../types';

/*
 * Look-alikes told apart by findings the knowledge now links with cited frequencies, each with its twin:
 * - jaundice with shaking chills and a high white cell count is the infected bile duct of gallstones (TG18
 *   cholangitis criteria); jaundice with tiredness, no rigors and a normal count stays viral hepatitis;
 * - chest pain eased by leaning forward with the ECG of pericarditis, a week after a cold, is pericarditis
 *   (ESC 2015 3.1); a cold with a sore throat and no chest pain stays a cold;
 * - a wrist swollen, painful and deformed after a fall is a fracture (Pocket Book 9.2.5), not osteoarthritis;
 *   years of stiff aching knees in an older woman stay osteoarthritis;
 * - a daily drinker who wants to stop, shaky in the mornings, has an alcohol use disorder (mhGAP 2.0 ALC);
 * - 'bilateral effusions on the CXR' is a pleural effusion on imaging.
 * Written for this test.
 */
const engine = createEngine();
const now = new Date('2026-11-30T08:00:00Z');
const top = (input: ClinicalInput) => engine.diagnose(input, now).diagnosis.primaryDiagnosis.conditionId;

describe('jaundice: the infected bile duct or viral hepatitis', () => {
  const patient = { age: 58, gender: 'male' as const, country: 'TZ' };
  it('pain under the right ribs, shaking chills, yellow eyes, white cells 19: gallstones', () =>
    expect(
      top({
        symptoms: [
          'severe pain under the right ribs',
          'fever with shaking chills',
          'yellow eyes and dark urine',
        ],
        patient,
        labResults: [{ testType: 'WBC', result: '19 x10^9/L' }],
      }),
    ).toBe('gallstone-disease'));
  it('twin: tired, no appetite, yellow eyes, white cells normal: viral hepatitis', () =>
    expect(
      top({
        symptoms: ['tired with no appetite for a week', 'yellow eyes and dark urine', 'mild fever'],
        patient,
        labResults: [{ testType: 'WBC', result: '5.2 x10^9/L' }],
      }),
    ).toBe('viral-hepatitis'));
});

describe('chest pain after a cold', () => {
  const patient = { age: 30, gender: 'male' as const, country: 'SN' };
  it('eased by leaning forward, pericarditis ECG, a cold ten days ago (French): pericarditis', () =>
    expect(
      top({
        symptoms: [
          'douleur thoracique soulagée quand il se penche en avant',
          'un rhume il y a dix jours',
          "pas d'essoufflement, pas de jambes gonflées",
        ],
        patient: {
          ...patient,
          vitals: {
            temperatureC: 37.6,
            heartRate: 90,
            respiratoryRate: 18,
            systolicBP: 122,
            diastolicBP: 76,
            spo2: 98,
          },
        },
        labResults: [{ testType: 'ECG', result: 'diffuse concave ST elevation with PR depression' }],
      }),
    ).toBe('pericarditis-effusion'));
  it('twin: runny nose and sore throat, no chest pain: a cold', () =>
    expect(top({ symptoms: ['runny nose and sore throat for two days', 'sneezing'], patient })).toBe(
      'common-cold',
    ));
});

describe('a painful swollen wrist', () => {
  const patient = { age: 66, gender: 'female' as const, country: 'ZA' };
  it('deformed after a fall on the hand: a fracture', () =>
    expect(
      top({
        symptoms: [
          'fell on her hand at the market, now the wrist is painful and swollen',
          'the wrist looks bent',
          'fingers pink and warm',
        ],
        patient: {
          ...patient,
          vitals: {
            temperatureC: 36.6,
            heartRate: 84,
            respiratoryRate: 16,
            systolicBP: 136,
            diastolicBP: 82,
          },
        },
      }),
    ).toBe('limb-fracture'));
  it('twin: knees stiff and aching for years, worse on walking: osteoarthritis', () =>
    expect(
      top({
        symptoms: ['both knees ache for years, worse when walking', 'stiff for a few minutes in the morning'],
        patient,
      }),
    ).toBe('osteoarthritis'));
});

describe('a drinker who wants to stop', () => {
  it('daily drinker who would like to quit, shaky in the morning: alcohol use disorder', () =>
    expect(
      top({
        symptoms: [
          'daily drinker, would like to quit',
          'anxious with a slight tremor in the mornings',
          'no fits, not seeing things',
        ],
        patient: {
          age: 45,
          gender: 'male',
          country: 'KE',
          vitals: { temperatureC: 36.8, heartRate: 90, systolicBP: 134, diastolicBP: 84 },
        },
      }),
    ).toBe('alcohol-withdrawal-use-disorder'));
});

describe('effusions told in a chest X-ray note', () => {
  it('bilateral effusions on the CXR read as a pleural effusion on imaging', () => {
    const { diagnosis } = engine.diagnose(
      {
        symptoms: ['short of breath', 'CXR: bilateral effusions'],
        patient: { age: 40, gender: 'male', country: 'KE' },
      },
      now,
    );
    expect(
      diagnosis.findingsUsed.some((f) => f.findingId === 'pleural-effusion-imaging-lab' && f.present),
    ).toBe(true);
  });
});

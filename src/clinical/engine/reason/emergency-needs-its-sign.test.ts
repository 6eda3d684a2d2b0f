import { describe, expect, it } from 'vitest';
import { createEngine } from '..';
import type { ClinicalInput } from '../types';

/*
 * A condition that is an emergency as the working diagnosis is the visit's emergency only with one of its
 * danger signs present (knowledge: emergencyOnlyWith): a swallowed coin seen in the stomach in a child who
 * breathes and swallows normally (WHO Pocket Book 2013 4.9), a low-lying placenta known from a scan with no
 * bleeding (WHO MCPC 2017 S-18), grazes after a motorbike fall without shock (WHO BEC 2018 trauma), a tired
 * sweating worker who is lucid with no high temperature (heat exhaustion, Bouchama 2022). A young infant felt
 * warm or cold by hand but measured 35.5-37.4 °C has no IMCI fever or low body temperature (WHO IMCI 2014).
 * A submersion without a sign now is observed, not an emergency (Pocket Book, drowning); bone coming out of a
 * sinus draining for months is a sequestrum, not an open fracture (Pocket Book 6.7).
 * Each dangerous twin still raises the emergency. Written for this test.
 */
const engine = createEngine();
const now = new Date('2026-11-30T08:00:00Z');
type Input = ClinicalInput;
const alarmOf = (input: Input) => engine.diagnose(input, now).diagnosis.emergencyAlert;

const child = { age: 4, gender: 'male' as const, country: 'KE' };
const pregnantWoman = {
  age: 26,
  gender: 'female' as const,
  country: 'KE',
  pregnant: true,
  gestationWeeks: 30,
};
const rider = { age: 25, gender: 'male' as const, country: 'KE' };
const farmer = { age: 40, gender: 'male' as const, country: 'KE' };
const newborn = (temperatureC: number) => ({
  age: 0,
  ageDays: 4,
  gender: 'female' as const,
  country: 'KE',
  vitals: { temperatureC },
});

describe('calm twins: the condition named without its danger sign raises no emergency', () => {
  it.each<[string, Input]>([
    [
      'coin seen in the stomach, child well',
      {
        symptoms: ['swallowed a coin this morning', 'no cough, playing and eating as usual'],
        patient: { ...child, vitals: { temperatureC: 36.6, respiratoryRate: 24, spo2: 99 } },
        labResults: [
          { testType: 'Radiographie abdominale', result: 'corps étranger rond visible dans l estomac' },
        ],
      },
    ],
    [
      'low-lying placenta on a scan, no bleeding',
      {
        symptoms: [
          'came for review of the ultrasound, placenta praevia was reported',
          'no bleeding at all',
          'lower belly aches a little now and then',
        ],
        patient: { ...pregnantWoman, vitals: { heartRate: 80, systolicBP: 114, diastolicBP: 72 } },
      },
    ],
    [
      'grazes after a motorbike fall, no sign of shock',
      {
        symptoms: [
          'fell from a motorbike yesterday',
          'grazes on the elbow and a bruise on the chest, hurts a little on a deep breath',
          'walking normally',
        ],
        patient: { ...rider, vitals: { heartRate: 78, systolicBP: 124, diastolicBP: 80 } },
      },
    ],
    [
      'tired and sweating after work in the sun, lucid, 38 °C',
      {
        symptoms: [
          'worked in the hot sun',
          'tired and sweating a lot with leg cramps',
          'dizzy on standing up but alert and talking',
        ],
        patient: {
          ...farmer,
          vitals: { temperatureC: 38, heartRate: 106, systolicBP: 118, diastolicBP: 74 },
        },
      },
    ],
    [
      'newborn with cold hands and a warm body, 36.3 °C measured',
      { symptoms: ['the baby has cold hands but a warm body', 'breastfeeding well'], patient: newborn(36.3) },
    ],
    [
      'child pulled from a pool at once, no cough, now playing, breathing normally',
      {
        symptoms: [
          'nearly drowned in the swimming pool, pulled out at once',
          'not coughing, playing and talking',
        ],
        patient: { ...child, vitals: { temperatureC: 36.9, heartRate: 96, respiratoryRate: 22, spo2: 99 } },
      },
    ],
    [
      'chronic sinus on the shin with bits of bone coming out, no fever',
      {
        symptoms: ['discharging sinus on the shin for months', 'bone came out of it last week', 'no fever'],
        patient: {
          ...rider,
          vitals: { temperatureC: 36.7, heartRate: 76, systolicBP: 120, diastolicBP: 78 },
        },
      },
    ],
  ])('%s', (_, input) => expect(alarmOf(input)).toBe(false));
});

describe('dangerous twins: the danger sign present keeps the emergency', () => {
  it.each<[string, Input]>([
    [
      'swallowed coin with drooling, unable to swallow',
      {
        symptoms: ['swallowed a coin this morning', 'drooling and unable to swallow saliva'],
        patient: { ...child, vitals: { temperatureC: 36.6, respiratoryRate: 24, spo2: 99 } },
      },
    ],
    [
      'low-lying placenta with fresh vaginal bleeding',
      {
        symptoms: ['placenta praevia was reported on the scan', 'fresh vaginal bleeding since this morning'],
        patient: { ...pregnantWoman, vitals: { heartRate: 96, systolicBP: 112, diastolicBP: 70 } },
      },
    ],
    [
      'motorbike crash with a fast pulse and low blood pressure',
      {
        symptoms: ['fell from a motorbike yesterday', 'grazes on the elbow', 'feels faint'],
        patient: { ...rider, vitals: { heartRate: 132, systolicBP: 84, diastolicBP: 50 } },
      },
    ],
    [
      'collapsed in the sun, confused, 41 °C',
      {
        symptoms: ['worked in the hot sun', 'collapsed and is confused'],
        patient: {
          ...farmer,
          vitals: { temperatureC: 41, heartRate: 130, systolicBP: 100, diastolicBP: 60 },
        },
      },
    ],
    [
      'newborn with cold hands and a warm body, 35.0 °C measured',
      { symptoms: ['the baby has cold hands but a warm body', 'breastfeeding well'], patient: newborn(35) },
    ],
    [
      'child pulled from a pool, now breathing fast with low saturation',
      {
        symptoms: ['nearly drowned in the swimming pool, pulled out at once', 'breathing fast and coughing'],
        patient: { ...child, vitals: { temperatureC: 36.9, heartRate: 140, respiratoryRate: 48, spo2: 88 } },
      },
    ],
    [
      'fall from a motorbike with the shin bone sticking out of the wound',
      {
        symptoms: ['fell from a motorbike an hour ago', 'the shin bone is sticking out of the wound'],
        patient: {
          ...rider,
          vitals: { temperatureC: 36.7, heartRate: 92, systolicBP: 124, diastolicBP: 78 },
        },
      },
    ],
  ])('%s', (_, input) => expect(alarmOf(input)).toBe(true));
});

import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Emergencies of conditions 116-156 as clinical cases: the triage rules must raise them from the findings
 * alone, whatever the ranking says, and must stay quiet on the milder look-alikes.
 */
const engine = createEngine();
const now = new Date('2026-11-22T10:00:00Z');
const urgencyOf = (input: ClinicalInput) => engine.diagnose(input, now).diagnosis.triage.urgency;
const adult = (age: number, gender: 'male' | 'female', extra: Partial<ClinicalInput['patient']> = {}) => ({
  age,
  gender,
  country: 'KE',
  ...extra,
});

describe('triage rules of the rest of the clinic', () => {
  it('an old man who cannot pass urine: emergency (acute urinary retention)', () => {
    expect(urgencyOf({ symptoms: ['unable to pass urine since morning'], patient: adult(72, 'male') })).toBe(
      'emergency',
    );
  });

  it('weak stream and nocturia alone stay below emergency', () => {
    expect(
      ['routine', 'urgent'].includes(
        urgencyOf({ symptoms: ['weak urine stream', 'nocturia'], patient: adult(66, 'male') }),
      ),
    ).toBe(true);
  });

  it('a tender hernia that will not go back: emergency', () => {
    expect(
      urgencyOf({ symptoms: ['painful hernia that cannot be pushed back'], patient: adult(50, 'male') }),
    ).toBe('emergency');
  });

  it('vomiting and distension with no stool or wind: emergency (bowel obstruction)', () => {
    expect(
      urgencyOf({
        symptoms: ['vomiting', 'abdominal distension', 'not passing stool or flatus'],
        patient: adult(61, 'male'),
      }),
    ).toBe('emergency');
  });

  it('epigastric pain through to the back with vomiting: emergency (pancreatitis)', () => {
    expect(
      urgencyOf({
        symptoms: ['epigastric pain radiating to the back', 'vomiting'],
        patient: adult(45, 'male'),
      }),
    ).toBe('emergency');
  });

  it('sudden breathlessness after surgery with a swollen calf: emergency (pulmonary embolism)', () => {
    expect(
      urgencyOf({
        symptoms: ['sudden shortness of breath', 'swollen calf'],
        patient: adult(55, 'female', { medicalHistory: ['recent surgery'] }),
      }),
    ).toBe('emergency');
  });

  it('palpitations with fainting: critical (unstable arrhythmia)', () => {
    expect(urgencyOf({ symptoms: ['palpitations', 'fainted'], patient: adult(60, 'female') })).toBe(
      'critical',
    );
  });

  it('palpitations with anxiety alone are not an emergency', () => {
    expect(
      ['routine', 'urgent'].includes(
        urgencyOf({ symptoms: ['palpitations', 'anxious'], patient: adult(30, 'female') }),
      ),
    ).toBe(true);
  });

  it('fever with a very painful swollen gland in the groin: emergency (plague)', () => {
    expect(
      urgencyOf({
        symptoms: ['fever', 'very painful swollen gland in the groin'],
        patient: adult(20, 'male', { country: 'UG' }),
      }),
    ).toBe('emergency');
  });

  it('a black eschar after skinning a cow that died suddenly: at least urgent (anthrax)', () => {
    expect(
      ['urgent', 'emergency'].includes(
        urgencyOf({
          symptoms: ['black eschar on the arm', 'skinned a cow that died suddenly'],
          patient: adult(35, 'male'),
        }),
      ),
    ).toBe(true);
  });

  // Delirium is found and treated the same day (mhGAP DEM: refer urgently); its cause's danger signs make the
  // emergency. Confusion alone is one qSOFA point, not sepsis with organ dysfunction (Sepsis-3).
  // Delirium in an older person is an acute medical emergency whatever its cause (NICE CG103; rule
  // delirium-in-older-person); in a younger adult it stays same-day care (sites-stages-and-words.test.ts).
  it('confusion that came on since yesterday in an old woman: emergency (delirium)', () => {
    expect(urgencyOf({ symptoms: ['acute confusion since yesterday'], patient: adult(84, 'female') })).toBe(
      'emergency',
    );
  });

  it('acute confusion with fever and fast breathing in an old woman: emergency (sepsis)', () => {
    expect(
      urgencyOf({
        symptoms: ['acute confusion since yesterday', 'fever'],
        patient: adult(84, 'female', { vitals: { respiratoryRate: 26, temperatureC: 38.6 } }),
      }),
    ).not.toMatch(/routine|urgent/);
  });
});

describe('eye emergency', () => {
  it('a painful red eye with haloes and blurred vision: emergency (acute angle closure)', () => {
    expect(
      urgencyOf({
        symptoms: ['severe eye pain', 'red eye', 'halos around lights', 'blurred vision'],
        patient: adult(62, 'female'),
      }),
    ).toBe('emergency');
  });

  it('a gradual painless loss of vision is not an emergency', () => {
    expect(urgencyOf({ symptoms: ['gradual painless loss of vision'], patient: adult(70, 'male') })).not.toBe(
      'emergency',
    );
  });
});

describe('rates, bowels and bleeding that do not wait for the ranking', () => {
  const withPulse = (age: number, heartRate: number) => ({
    symptoms: ['palpitations'],
    patient: { ...adult(age, 'female'), vitals: { heartRate } },
  });

  it('a resting pulse of 190 in an adult or 240 in an infant: emergency (tachyarrhythmia)', () => {
    expect(urgencyOf(withPulse(30, 190))).toMatch(/emergency|critical/);
    expect(urgencyOf(withPulse(0.5, 240))).toMatch(/emergency|critical/);
  });

  it('a pulse of 120 in an adult or 170 in an infant is not a tachyarrhythmia rate', () => {
    expect(urgencyOf(withPulse(30, 120))).not.toMatch(/emergency|critical/);
    expect(urgencyOf(withPulse(0.5, 170))).not.toMatch(/emergency|critical/);
  });

  it('redcurrant-jelly stool in an infant: emergency (intussusception), whatever leads the ranking', () => {
    expect(
      urgencyOf({
        symptoms: ['diarrhoea', 'vomiting', 'redcurrant jelly stool'],
        patient: { age: 0.7, gender: 'male', country: 'KE' },
      }),
    ).toMatch(/emergency|critical/);
  });

  it('vaginal bleeding the day after birth with a fast pulse: emergency', () => {
    expect(
      urgencyOf({
        symptoms: ['vaginal bleeding', 'delivered yesterday'],
        patient: { ...adult(27, 'female'), vitals: { heartRate: 118 } },
      }),
    ).toMatch(/emergency|critical/);
  });

  it('light bleeding after birth with a normal pulse stays below emergency', () => {
    expect(
      urgencyOf({
        symptoms: ['light vaginal spotting', 'delivered 3 days ago'],
        patient: { ...adult(27, 'female'), vitals: { heartRate: 84 } },
      }),
    ).not.toMatch(/emergency|critical/);
  });
});

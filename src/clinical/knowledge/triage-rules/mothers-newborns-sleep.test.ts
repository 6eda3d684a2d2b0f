import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Postpartum bleeding and sepsis told by a relative, severe newborn jaundice told by a mother, an overdose
 * counted in words, and the profile's days of life, gestation and birth weight reaching the rules; with the
 * calm look-alikes (a baby breathing slowly in sleep, a snoring child) that must not alarm.
 */
const engine = createEngine();
const now = new Date('2026-11-28T08:00:00Z');
type Patient = ClinicalInput['patient'];
const twoDayOld: Patient = { ageDays: 2, gender: 'male', country: 'KE' };
const mother: Patient = { age: 23, gender: 'female', country: 'UG', postpartumDays: 4 };
const woman: Patient = { age: 29, gender: 'female', country: 'KE' };
const adolescent: Patient = { age: 16, gender: 'male', country: 'TZ', weight: 45 };
const infant: Patient = { age: 0.3, gender: 'female', country: 'KE' };
const preschooler: Patient = { age: 4, gender: 'male', country: 'NG' };
const diagnose = (text: string, patient: Patient) =>
  engine.diagnose({ symptoms: [text], patient }, now).diagnosis;

describe('told in a relative\u2019s words, these raise the alarm', () => {
  it.each([
    ['yellow to the feet, Kiswahili', 'mwanangu amekuwa njano hadi miguuni', twoDayOld],
    ['yellow within a day of birth', 'he went yellow within 24 hours of being born', twoDayOld],
    ['jaundiced to the soles', 'on the ward he looks jaundiced right down to his soles', twoDayOld],
    [
      'burning hot and lower tummy pain after birth',
      'she is burning hot with pain in her lower tummy',
      mother,
    ],
    [
      'shivering and pain low in the belly after birth',
      'she keeps shivering and her lower belly is painful',
      mother,
    ],
    ['bleeding after birth smelling bad', 'she is shivering and the blood she passes smells awful', mother],
    ['bleeding not stopped after birth', 'since the birth the bleeding has still not stopped', mother],
    ['soaked cloths after birth', 'she gave birth this morning and has soaked two kangas already', woman],
    [
      'cold and sweaty with bleeding after birth',
      'she delivered at dawn, keeps bleeding and is cold and sweaty',
      woman,
    ],
    ['tablets counted in words', 'he swallowed forty-two 500 mg paracetamol tablets at noon', adolescent],
  ])('%s', (_case, text, patient) => {
    expect(diagnose(text, patient).emergencyAlert).toBe(true);
  });
});

describe('calm look-alikes do not alarm', () => {
  it.each([
    ['a baby breathing slowly in sleep', 'she is sleeping now, breathing slowly and peacefully', infant],
    [
      'a child who snores',
      'he snores and his breathing is noisy when he sleeps, playful by day',
      preschooler,
    ],
    ['a noisy sleeper, French', 'il ronfle la nuit, respiration bruyante quand il dort', preschooler],
    ['hot weather', 'it has been very hot this week and she drinks a lot of water', woman],
    ['one tablet counted in words', 'he took one 500 mg paracetamol tablet for a headache', adolescent],
  ])('%s', (_case, text, patient) => {
    expect(diagnose(text, patient).emergencyAlert).toBe(false);
  });
});

describe('controls: danger in sleep still alarms', () => {
  it.each([
    ['asleep and cannot be woken', 'she is asleep and we cannot wake her, breathing slowly', infant],
    ['gasping in sleep', 'while sleeping he is gasping and stops breathing for a while', infant],
  ])('%s', (_case, text, patient) => {
    expect(diagnose(text, patient).emergencyAlert).toBe(true);
  });
});

describe('the profile\u2019s birth and pregnancy facts reach the rules and the ranking', () => {
  it('age in days alone makes a newborn: fast breathing in the first week is an emergency', () => {
    const answer = diagnose('breathing fast', {
      ageDays: 3,
      gender: 'female',
      vitals: { respiratoryRate: 66 },
    });
    expect(answer.emergencyAlert).toBe(true);
  });
  it('gestation at birth under 37 weeks is a preterm baby', () => {
    const answer = diagnose('not sucking well', { ageDays: 5, gender: 'male', gestationAtBirthWeeks: 33 });
    expect(answer.findingsUsed).toContainEqual(
      expect.objectContaining({ findingId: 'preterm-or-low-birth-weight', present: true }),
    );
  });
  it('a birth weight under 2.5 kg is a low-birth-weight baby; a term baby of 3.2 kg is not', () => {
    const small = diagnose('not sucking well', { ageDays: 5, gender: 'male', birthWeightKg: 2.1 });
    const term = diagnose('not sucking well', {
      ageDays: 5,
      gender: 'male',
      birthWeightKg: 3.2,
      gestationAtBirthWeeks: 39,
    });
    const preterm = (answer: typeof small) =>
      answer.findingsUsed.some(
        (finding) => finding.findingId === 'preterm-or-low-birth-weight' && finding.present,
      );
    expect(preterm(small)).toBe(true);
    expect(preterm(term)).toBe(false);
  });
  it('weeks of pregnancy make her pregnant, past 20 weeks', () => {
    const answer = diagnose('headache', { age: 27, gender: 'female', gestationWeeks: 32 });
    const present = answer.findingsUsed
      .filter((finding) => finding.present)
      .map((finding) => finding.findingId);
    expect(present).toEqual(expect.arrayContaining(['pregnant', 'pregnancy-over-20-weeks']));
  });
});

describe('a newborn told by hours of life, and a normal temperature written as T', () => {
  it('an age written in hours makes a newborn: a baby 5 h old not breathing at birth ranks birth asphyxia', () => {
    const answer = diagnose(
      '5 h old, did not breathe at birth and needed bag and mask, now floppy and not sucking',
      {
        gender: 'female',
      },
    );
    expect(answer.primaryDiagnosis.conditionId).toBe('birth-asphyxia');
  });
  it('"T 36.6" is a temperature, not a fever', () => {
    const answer = diagnose('T 36.6, feeding well', { age: 30, gender: 'male' });
    expect(answer.findingsUsed).not.toContainEqual(
      expect.objectContaining({ findingId: 'fever', present: true }),
    );
  });
});

describe('a newborn\u2019s eyes and cord told in plain words', () => {
  it('thick pus from both swollen eyes on day 3 is ophthalmia neonatorum', () => {
    const answer = diagnose('since yesterday both eyes swollen and full of thick pus', {
      ageDays: 3,
      gender: 'male',
    });
    expect(answer.primaryDiagnosis.conditionId).toBe('ophthalmia-neonatorum');
  });
  it('a smelly discharge from the umbilical stump of a boy is the cord, not the vagina', () => {
    const answer = diagnose('there is a smelly discharge from his umbilical stump', {
      ageDays: 6,
      gender: 'male',
    });
    const present = answer.findingsUsed
      .filter((finding) => finding.present)
      .map((finding) => finding.findingId);
    expect(present).toContain('umbilical-infection');
    expect(answer.primaryDiagnosis.conditionId).toBe('omphalitis');
  });
});

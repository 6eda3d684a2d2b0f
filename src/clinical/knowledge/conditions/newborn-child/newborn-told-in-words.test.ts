import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../engine';

/*
 * The newborn's cord, eyes and temperature as mothers, nurses and clinicians say them (en, sw, fr): WHO IMCI
 * 2014 young infant chart (local bacterial infection, eye infection, low body temperature) and Pocket Book
 * 2013 chapter 3.7. A cord that is only red or draining stays a local infection (urgent, not an emergency).
 */
const engine = createEngine();
const now = new Date('2026-11-28T12:00:00Z');
const diagnose = (text: string, ageDays?: number) =>
  engine.diagnose(
    {
      symptoms: [text],
      patient: (ageDays === undefined ? {} : { age: ageDays / 365.25, gender: 'female' }) as never,
      labResults: [],
    },
    now,
  ).diagnosis;
const top = (text: string, ageDays?: number) => diagnose(text, ageDays).primaryDiagnosis.conditionId;

describe('the newborn told in words', () => {
  it.each([
    ['the navel is swollen and oozing pus, it smells bad', 6],
    ['kitovu kimevimba na kinavuja majimaji', 5],
    ['le nombril est rouge et sent mauvais', 7],
    ['bébé de 6 jours, cordon gonflé qui suinte', undefined],
    // 'gone red' says what the cord became, not that a sign has gone.
    ['the cord has gone red and smelly', 9],
  ])('a cord infection: %s', (text, ageDays) => {
    expect(top(text, ageDays)).toBe('omphalitis');
  });

  it('redness spreading from the cord onto the belly with fever is still omphalitis first, an emergency', () => {
    const diagnosis = diagnose('pus from the cord, redness spreading onto the belly, hot body', 8);
    expect(diagnosis.primaryDiagnosis.conditionId).toBe('omphalitis');
    expect(diagnosis.emergencyAlert).toBe(true);
  });

  it('twin: a draining cord in a baby feeding well without fever is urgent, not an emergency', () => {
    const diagnosis = diagnose('the cord stump has pus and a bad smell; feeding well, no fever, active', 6);
    expect(diagnosis.primaryDiagnosis.conditionId).toBe('omphalitis');
    expect(diagnosis.emergencyAlert).toBe(false);
  });

  it.each([
    ['Nouveau-né de 9 jours, conjonctivite purulente des deux yeux', undefined],
    ['both eyes full of thick yellow pus since yesterday', 4],
    ['macho ya mtoto yamevimba na yanatoa usaha', 5],
  ])('pus from a newborn’s eyes is ophthalmia neonatorum, not conjunctivitis: %s', (text, ageDays) => {
    expect(top(text, ageDays)).toBe('ophthalmia-neonatorum');
  });

  it('twin: sticky red eyes at 3 years stay conjunctivitis', () => {
    expect(top('red sticky eyes with yellow discharge', 3 * 365)).toBe('conjunctivitis');
  });

  it.each([
    ['born at home last night, the baby is very cold to touch and not sucking', undefined],
    ['mtoto ni baridi sana, joto la mwili liko chini', 2],
    ['le bébé est tout froid et ne tète pas', 3],
  ])('a cold newborn: %s', (text, ageDays) => {
    expect(top(text, ageDays)).toBe('neonatal-hypothermia');
  });

  it.each([
    ['did not cry at birth, had to be resuscitated, now fitting and floppy', 1],
    ['hakulia alipozaliwa, alisaidiwa kupumua, sasa ana degedege', 1],
    ['n a pas crié à la naissance, réanimé au ballon, convulsions', 1],
  ])('a baby who did not breathe at birth: %s', (text, ageDays) => {
    expect(top(text, ageDays)).toBe('birth-asphyxia');
  });

  it('a day-4 baby yellow on the face only, feeding well, is neonatal jaundice for home care (routine)', () => {
    const diagnosis = diagnose('yellow on the face and chest only, breastfeeding well, active', 4);
    expect(diagnosis.primaryDiagnosis.conditionId).toBe('neonatal-jaundice');
    expect(diagnosis.triage.urgency).toBe('routine');
  });

  it('twin: yellow down to the palms and soles is an emergency', () => {
    expect(diagnose('yellow down to the palms and soles, sleepy', 4).emergencyAlert).toBe(true);
  });

  it('reads the MUAC written in French (PB) as moderate wasting', () => {
    const diagnosis = engine.diagnose(
      { symptoms: ['enfant de 2 ans, PB 118 mm'], patient: {} as never, labResults: [] },
      now,
    ).diagnosis;
    expect(diagnosis.primaryDiagnosis.conditionId).toBe('moderate-acute-malnutrition');
  });
});

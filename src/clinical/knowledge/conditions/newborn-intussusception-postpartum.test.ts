import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../load-knowledge';
import { rankConditions } from '../../engine/reason/rank';
import type { FindingObservation, PatientFacts } from '../../engine/types';

/*
 * Pictures of part 2 told apart by the knowledge (findings in, ranking out, no reading of words): the cold
 * newborn, the infant with intussusception, and conditions that a patient's state makes impossible.
 */
const knowledge = loadKnowledge();
const now = new Date('2026-06-15T00:00:00Z');

function patient(ageYears: number, sex: 'male' | 'female'): PatientFacts {
  return { ageYears, sex, allergies: [], medicalHistory: [], vitals: {} };
}

function observations(present: readonly string[], absent: readonly string[] = []): FindingObservation[] {
  const seen = (findingId: string, isPresent: boolean): FindingObservation => ({
    findingId,
    present: isPresent,
    source: 'symptom',
    evidence: findingId,
  });
  return [...present.map((id) => seen(id, true)), ...absent.map((id) => seen(id, false))];
}

const order = (facts: PatientFacts, present: readonly string[], absent: readonly string[] = []) =>
  rankConditions(knowledge, facts, observations(present, absent), now).ranked.map(
    (entry) => entry.condition.id,
  );

const threeDaysOld = patient(3 / 365, 'female');

describe('a cold newborn', () => {
  it('cold body and cold feet, feeding poorly: hypothermia ranks before sepsis', () => {
    const ranking = order(threeDaysOld, ['hypothermia', 'weak-pulse-cold-hands', 'unable-to-drink']);
    expect(ranking[0]).toBe('neonatal-hypothermia');
  });

  it('control: fever, fast breathing and poor feeding stay neonatal sepsis', () => {
    const ranking = order(threeDaysOld, ['fever', 'tachypnoea', 'unable-to-drink', 'lethargy']);
    expect(ranking[0]).toBe('neonatal-sepsis');
    expect(ranking.indexOf('neonatal-hypothermia')).toBeGreaterThan(2);
  });

  it('a small baby feeding poorly, never yellow, is not ranked neonatal jaundice first', () => {
    const ranking = order(threeDaysOld, ['preterm-or-low-birth-weight', 'unable-to-drink']);
    expect(ranking[0]).toBe('preterm-low-birth-weight');
    expect(ranking.indexOf('neonatal-jaundice')).toBeGreaterThan(1);
  });

  it('a baby who breathed at birth: asphyxia is not the first thought for a sleepy baby of 4 days', () => {
    const ranking = order(patient(4 / 365, 'male'), ['lethargy', 'unable-to-drink', 'fever']);
    expect(ranking[0]).not.toBe('birth-asphyxia');
  });
});

describe('intussusception has its own picture in a young child', () => {
  it('a 9-month-old with bouts of screaming, vomiting and redcurrant-jelly stool', () => {
    const ranking = order(patient(0.75, 'male'), [
      'episodic-crying-drawing-up-legs',
      'vomiting',
      'redcurrant-jelly-stool',
    ]);
    expect(ranking[0]).toBe('intussusception');
  });

  it('early loose stools do not hide it when the stool is redcurrant jelly', () => {
    const ranking = order(patient(1, 'female'), [
      'diarrhoea',
      'vomiting',
      'irritability',
      'redcurrant-jelly-stool',
    ]);
    expect(ranking[0]).toBe('intussusception');
  });

  it('control: watery diarrhoea and vomiting in a toddler stay gastroenteritis', () => {
    const ranking = order(patient(1.5, 'male'), ['diarrhoea', 'watery-diarrhoea', 'vomiting', 'fever']);
    expect(ranking[0]).toBe('acute-gastroenteritis');
    expect(ranking.indexOf('intussusception')).toBeGreaterThan(2);
  });

  it('an adult with vomiting, distension and no stool is intestinal obstruction, not intussusception', () => {
    const ranking = order(patient(60, 'male'), [
      'vomiting',
      'abdominal-distension',
      'no-stool-or-flatus',
      'colicky-abdominal-pain',
      'abdominal-pain',
    ]);
    expect(ranking[0]).toBe('intestinal-obstruction-hernia');
  });
});

describe('a condition impossible in the patient state is not listed at all', () => {
  it('after a birth, bleeding: ectopic pregnancy and hyperemesis are not in the ranking', () => {
    const ranking = order(patient(28, 'female'), ['recent-childbirth', 'vaginal-bleeding', 'tachycardia']);
    expect(ranking[0]).toBe('postpartum-haemorrhage');
    expect(ranking).not.toContain('ectopic-pregnancy');
    expect(ranking).not.toContain('hyperemesis-gravidarum');
  });

  it('a man is never given a pregnancy condition', () => {
    const ranking = order(patient(30, 'male'), ['lower-abdominal-pain', 'vomiting', 'dizziness']);
    expect(ranking).not.toContain('ectopic-pregnancy');
    expect(ranking).not.toContain('postpartum-haemorrhage');
  });

  it('an adult is never given a newborn condition', () => {
    const ranking = order(patient(40, 'female'), ['hypothermia', 'unable-to-drink']);
    expect(ranking).not.toContain('neonatal-hypothermia');
    expect(ranking).not.toContain('neonatal-sepsis');
  });

  it('control: bleeding and pain in early pregnancy keep ectopic pregnancy', () => {
    const ranking = order({ ...patient(26, 'female'), pregnant: true }, [
      'vaginal-bleeding',
      'lower-abdominal-pain',
      'pregnancy-test-positive',
    ]);
    expect(ranking).toContain('ectopic-pregnancy');
  });
});

import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Danger signs of labour told in ways once not read, each beside a calm twin:
 * - a cord seen or felt before the baby (WHO MCPC 2017, fetal distress in labour: prolapsed cord);
 * - labour that does not progress told in clinic shorthand or French ('cx unchanged', 'le col ne s'ouvre
 *   plus'), and thick meconium written after its noun (WHO MCPC 2017, unsatisfactory progress of labour;
 *   fetal distress);
 * - a baby not felt moving told in the Kiswahili past negative ('hakuhisi', WHO PCPNC 2015 B: danger signs).
 */
const engine = createEngine();
const now = new Date('2026-11-30T08:00:00Z');
const atTerm: ClinicalInput['patient'] = {
  age: 26,
  gender: 'female',
  pregnant: true,
  gestationWeeks: 38,
  country: 'KE',
};
const isAlarm = (symptoms: string[]) => {
  const urgency = engine.diagnose({ symptoms, patient: atTerm }, now).diagnosis.triage.urgency;
  return urgency === 'emergency' || urgency === 'critical';
};

describe('labour danger signs in other words', () => {
  it.each([
    'prolapsed cord',
    'le cordon est sorti avant le bébé',
    'kitovu kimetoka kwanza kabla ya mtoto',
    'cx 6cm unchanged x 6h, maternal exhaustion',
    'le travail dure depuis hier, le col ne s ouvre plus',
    'in labour, meconium thick',
    'hakuhisi mtoto akicheza tangu jana',
  ])('dangerous: "%s"', (text) => {
    expect(isAlarm([text])).toBe(true);
  });

  it.each([
    'the cord was cut and tied after the birth',
    'in labour, contractions regular, cervix 4 cm, baby moving well',
    'en travail, contractions régulières, col à 4 cm',
    'ana uchungu, mtoto anacheza tumboni',
  ])('calm: "%s"', (text) => {
    expect(isAlarm([text])).toBe(false);
  });
});

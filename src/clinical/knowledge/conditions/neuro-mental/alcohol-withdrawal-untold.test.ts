import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../engine';

/*
 * Alcohol withdrawal is diagnosed from the drinking (WHO mhGAP-IG 2.0, 2016, SUB): sleeplessness, agitation, a
 * fast pulse and a raised pressure with no drinking told belong to another illness; told with heavy drinking
 * stopped two days ago, they are withdrawal. Cases are our own words.
 */
const engine = createEngine();
const now = new Date('2026-06-15T00:00:00Z');
const patient = { age: 34, gender: 'male' as const, country: 'KE' as const };
const vitals = { heartRate: 112, systolicBP: 146, diastolicBP: 92, temperatureC: 37 };
const first = (symptoms: string[]) =>
  engine.assess({ symptoms, patient: { ...patient, vitals } }, now).diagnosis.primaryDiagnosis.conditionId;

describe('sleeplessness and agitation with no drinking told are not alcohol withdrawal', () => {
  it.each([
    ['en', ['Has not slept for a week', 'Very restless and agitated, shouting at everyone']],
    ['fr', ['Il ne dort plus depuis une semaine', 'Très agité et irritable, il crie sur tout le monde']],
  ])('%s: without alcohol told, withdrawal does not rank first', (_register, symptoms) => {
    expect(first(symptoms)).not.toBe('alcohol-withdrawal-use-disorder');
  });

  it.each([
    [
      'en',
      [
        'Has not slept for a week',
        'Very restless and agitated, shouting at everyone',
        'Drinks heavily every day, stopped drinking two days ago',
      ],
    ],
    [
      'fr',
      [
        'Il ne dort plus depuis une semaine',
        'Très agité et irritable, il crie sur tout le monde',
        "Il boit beaucoup d'alcool chaque jour, il a arrêté de boire il y a deux jours",
      ],
    ],
  ])('%s: with heavy drinking stopped, withdrawal still ranks first', (_register, symptoms) => {
    expect(first(symptoms)).toBe('alcohol-withdrawal-use-disorder');
  });
});

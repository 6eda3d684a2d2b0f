import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Two emergencies told in French and lay English: a spreading dental infection under the jaw or chin with
 * trouble swallowing, drooling or a jaw that will not open (Ludwig angina, WHO BEC 2018 Module 2), and
 * gastrointestinal anthrax, blood in the vomit or stool after eating meat of an animal that died (WHO Anthrax
 * 2008). Each has a calm twin that raises no alarm.
 */
const engine = createEngine();
const now = new Date('2026-11-29T08:00:00Z');
type Patient = ClinicalInput['patient'];
const adult: Patient = { age: 35, gender: 'male', country: 'CM' };
const woman: Patient = { age: 40, gender: 'female', country: 'KE' };

const urgencyOf = (symptoms: string[], patient: Patient) =>
  engine.diagnose({ symptoms, patient }, now).diagnosis.triage.urgency;
const alarms = ['emergency', 'critical'];

describe('the emergency is raised when told in ordinary words', () => {
  it.each([
    ['Ludwig angina, French, drooling', ['mal de dent', 'gonflement sous le menton', 'je bave'], adult],
    [
      'Ludwig angina, French, cannot swallow',
      ['une dent me fait mal depuis des jours', 'le dessous du menton est gonflé', "n'arrive pas à avaler"],
      adult,
    ],
    [
      'Ludwig angina, French, jaw will not open',
      ['gonflement sous la mâchoire après une carie', 'je ne peux pas ouvrir la bouche'],
      adult,
    ],
    [
      'Ludwig angina, lay English, cannot swallow',
      ['bad tooth for a week', 'swollen and hard under the chin', 'cannot swallow'],
      adult,
    ],
    [
      'gut anthrax, French',
      ['on a mangé la viande d’un mouton mort', 'mal au ventre, vomissements et du sang dedans'],
      woman,
    ],
    [
      'gut anthrax, lay English',
      ['we ate meat of a goat that died', 'belly pain and bloody diarrhoea'],
      woman,
    ],
  ])('%s', (_name, symptoms, patient) => {
    expect(alarms).toContain(urgencyOf(symptoms, patient));
  });
});

describe('calm twins raise no alarm', () => {
  it.each([
    [
      'toothache with a swollen cheek, French',
      ['mal de dent', 'joue gonflée', 'avale bien, pas de fièvre'],
      adult,
    ],
    [
      'a gland under the jaw with a sore throat, French',
      ['ganglion sous la mâchoire', 'mal de gorge'],
      adult,
    ],
    [
      'ate meat of a dead goat, no blood, French',
      ['on a mangé la viande d’une chèvre morte', 'pas de symptômes'],
      woman,
    ],
  ])('%s', (_name, symptoms, patient) => {
    expect(alarms).not.toContain(urgencyOf(symptoms, patient));
  });
});

import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Emergencies told in local turns of phrase (WHO BEC 2018, choking and drowning; mhGAP-IG 2.0, SUI): a child
 * who 'akakabwa' on groundnuts and 'anageuka bluu', a boy 'retiré de la rivière' who breathes badly, tablets
 * swallowed 'ili afe'. Each has its calm twin.
 */
const engine = createEngine();
const now = new Date('2026-11-30T09:00:00Z');
const toddler: ClinicalInput['patient'] = { age: 2, gender: 'female', country: 'TZ' };
const boy: ClinicalInput['patient'] = { age: 8, gender: 'male', country: 'CD' };
const teenager: ClinicalInput['patient'] = { age: 15, gender: 'female', country: 'KE' };
const assess = (text: string, patient: ClinicalInput['patient']) =>
  engine.diagnose({ symptoms: [text], patient }, now).diagnosis;

describe('choking, drowning and self-harm in local words', () => {
  it.each([
    ['alikuwa akila njugu, akakabwa na sasa hawezi kulia na anageuka bluu', toddler],
    ["on l'a retiré du lac après quelques minutes, il respire mal et reste somnolent", boy],
    ['alikunywa dawa zote za bibi yake ili afe', teenager],
    ['eating peanuts with her cousins she suddenly coughed and coughed, now wheezing', toddler],
    ['elle mangeait des arachides puis a toussé fort, maintenant elle siffle en respirant', toddler],
  ])('"%s" is an emergency', (text, patient) => {
    expect(assess(text, patient).emergencyAlert).toBe(true);
  });

  it.each([
    ['alikohoa kidogo alipokuwa akila, sasa analia na kucheza, rangi ni nzuri', toddler],
    ["il nage bien, il est resté dans l'eau une heure avec ses amis, il va bien", boy],
    ['alikunywa dawa ya kikohozi kijiko kimoja kama alivyoambiwa', teenager],
    ['she likes peanuts. A runny nose and a little cough for three days, playing', toddler],
  ])('calm twin: "%s" is no emergency', (text, patient) => {
    expect(assess(text, patient).emergencyAlert).toBe(false);
  });
});

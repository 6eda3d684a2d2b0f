import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * WHO mhGAP-IG 2.0 (2016), PSY and BPD: psychosis or a manic episode with imminent risk of harm to others
 * (threats, a weapon, voices commanding a killing, fighting, a police escort) is an emergency; the same
 * illness without them is seen the same day. In clinic shorthand, Kiswahili (any verb tense) and French.
 * Written for these tests.
 */
const engine = createEngine();
const now = new Date('2026-11-29T12:00:00Z');
const man: ClinicalInput['patient'] = { age: 24, gender: 'male', country: 'KE' };
const woman: ClinicalInput['patient'] = { age: 33, gender: 'female', country: 'TZ' };
const urgencyOf = (symptoms: string[], patient = man) =>
  engine.diagnose({ symptoms, patient }, now).diagnosis.triage.urgency;

describe('psychosis or mania with a risk to others is an emergency, in every language', () => {
  it.each([
    [['anasikia sauti kwa wiki tatu', 'alikuwa akimtishia jirani yake kwa kisu']],
    [['anaongea peke yake, anasikia sauti', 'jana aliwatishia wazazi wake kwa rungu']],
    [['anasikia sauti', 'sauti zilimwambia awaue watoto wa jirani']],
    [['entend des voix depuis deux semaines', 'il a menacé ses parents avec un couteau']],
    [['délire de persécution', 'des voix lui disent de tuer son voisin']],
    [['psychosis, RVs', 'threatening relatives, hostile']],
    [['manic: grandiose, pressured speech, no sleep x5d', 'brought in by police, fighting with neighbours']],
  ])('%j', (symptoms) => {
    expect(urgencyOf(symptoms)).toBe('emergency');
  });

  it('voices commanding suicide are a risk to self, an emergency too', () => {
    expect(urgencyOf(['anasikia sauti', 'sauti zinamwambia ajiue'], woman)).toBe('emergency');
    expect(urgencyOf(['entend des voix', 'une voix lui dit de se tuer'], woman)).toBe('emergency');
  });

  it.each([
    [['anasikia sauti kwa wiki tatu', 'hana fujo, hajamtishia mtu']],
    [['entend des voix depuis deux semaines', 'calme, ne menace personne']],
    [['psychosis, RVs', 'angry at his brother but not threatening anyone']],
    [['elated, pressured speech, grandiose', 'irritable with family, no threats, no violence']],
  ])('calm twin %j', (symptoms) => {
    expect(urgencyOf(symptoms)).not.toBe('emergency');
  });
});

describe('a denied SI in a shorthand list is denied', () => {
  it.each([
    ['worry x6/12, tense, poor sleep', 'no fever, no SI, no substance use'],
    ['worry x6/12, tense, poor sleep', 'no SI'],
    ['worry x6/12, tense, poor sleep', 'denies SI/HI'],
    ['worry x6/12, tense, poor sleep', 'denies SI'],
  ])('%s; %s', (...symptoms) => {
    expect(urgencyOf(symptoms)).not.toBe('emergency');
  });

  it('alarming twin: SI told present', () => {
    expect(urgencyOf(['low mood x2/12, poor sleep', 'SI with plan'])).toBe('emergency');
  });
});

import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Danger signs of mothers, newborns and injuries told in ways once not read, each beside a calm twin:
 * - a gestation of 10 weeks in the profile says the pregnancy is not past 20 weeks, so light spotting then is
 *   a threatened miscarriage (urgent), not an antepartum haemorrhage (WHO MCPC 2017 S-18: bleeding in later
 *   pregnancy is after 22 weeks); heavy bleeding at 10 weeks stays the emergency (MCPC S-7);
 * - heavy bleeding after a road crash, told by its amount without the wound, is the external haemorrhage of the
 *   primary survey (WHO Basic Emergency Care 2018, trauma; WHO Pocket Book 2013 ch. 1.10);
 * - a scald 'sur la poitrine et le ventre' covers the front of the trunk, over 10% of a child's body surface
 *   (WHO Pocket Book 2013 9.2.1);
 * - French 'ictère … jusqu'aux paumes et plantes' is severe newborn jaundice (IMCI 2014 young infant; WHO
 *   PCPNC 2015 J2), and 'beaucoup de pus' from a newborn's eyes the hyperacute discharge of gonococcal
 *   ophthalmia (WHO Pocket Book 2013 3.7; CDC 2021).
 */
const engine = createEngine();
const now = new Date('2026-11-30T08:00:00Z');
const urgencyOf = (symptoms: string[], patient: ClinicalInput['patient']) =>
  engine.diagnose({ symptoms, patient }, now).diagnosis.triage.urgency;
const isAlarm = (urgency: string) => urgency === 'emergency' || urgency === 'critical';

describe('bleeding at a gestation the profile gives', () => {
  const at10Weeks: ClinicalInput['patient'] = {
    age: 24,
    gender: 'female',
    pregnant: true,
    gestationWeeks: 10,
    country: 'CM',
  };
  it.each([
    'light spotting at 10 weeks, no pain, no fever',
    'petit saignement, pas de douleur, pas de fièvre',
  ])('calm: "%s" at 10 weeks is no emergency', (text) => {
    expect(isAlarm(urgencyOf([text], at10Weeks))).toBe(false);
  });

  it('dangerous twin: heavy bleeding at 10 weeks stays the emergency', () => {
    expect(isAlarm(urgencyOf(['heavy bleeding, soaking a pad every few minutes'], at10Weeks))).toBe(true);
  });

  it('dangerous twin: bleeding at 33 weeks stays the emergency', () => {
    expect(isAlarm(urgencyOf(['anatoka damu ukeni'], { ...at10Weeks, gestationWeeks: 33 }))).toBe(true);
  });
});

describe('heavy bleeding after an injury, told by its amount', () => {
  const man: ClinicalInput['patient'] = { age: 38, gender: 'male', country: 'TZ' };
  it.each([
    'hit by a car, bleeding a lot',
    'amegongwa na gari, anavuja damu nyingi',
    'accident de moto, il saigne beaucoup de la jambe',
  ])('dangerous: "%s"', (text) => {
    expect(isAlarm(urgencyOf([text], man))).toBe(true);
  });

  it.each([
    'fell off a motorbike, the cut on his knee bled a lot, then it stopped',
    'fell off a motorbike, small cut on the knee, bleeding has stopped',
    'chute de moto, plaie au genou, il a beaucoup saigné puis ça s est arrêté',
  ])('calm: "%s"', (text) => {
    expect(isAlarm(urgencyOf([text], man))).toBe(false);
  });
});

describe('a scald over the chest and belly told with sur or au niveau de', () => {
  const child: ClinicalInput['patient'] = { age: 3, gender: 'male', country: 'CI' };
  it.each([
    'brûlé par l eau bouillante sur la poitrine et le ventre',
    'ébouillanté sur le thorax et le ventre, cloques',
    'brûlé par l eau bouillante au niveau du thorax et du ventre',
  ])('dangerous: "%s"', (text) => {
    expect(isAlarm(urgencyOf([text], child))).toBe(true);
  });

  it.each(['petite brûlure sur la main avec la marmite', 'douleur sur la poitrine et le ventre, toux'])(
    'calm: "%s"',
    (text) => {
      expect(isAlarm(urgencyOf([text], child))).toBe(false);
    },
  );
});

describe('a newborn’s jaundice and eyes told in French', () => {
  const newborn: ClinicalInput['patient'] = { age: 0, ageDays: 5, gender: 'female', country: 'SN' };
  it.each([
    'ictère jusqu aux paumes et plantes des pieds',
    'beaucoup de pus dans les yeux, paupières gonflées',
    'le pus ruisselle des yeux',
  ])('dangerous: "%s"', (text) => {
    expect(isAlarm(urgencyOf([text], newborn))).toBe(true);
  });

  it.each(['yeux légèrement jaunes, tète bien, actif', 'un peu de pus dans un œil, tète bien'])(
    'calm: "%s"',
    (text) => {
      expect(isAlarm(urgencyOf([text], newborn))).toBe(false);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Danger signs of newborns, children, injuries and poisonings told in ways once not read, each beside a calm
 * twin:
 * - a newborn that does not wake to feed is not able to feed (WHO IMCI 2014, young infant);
 * - a whitish-grey throat patch that bleeds when touched, or a 'cou de taureau', is suspected diphtheria
 *   (WHO clinical management of diphtheria 2024);
 * - burns told by their plural and site ('brûlures des deux jambes') or 'all round the arm' (WHO Pocket Book
 *   2013 9.2.1: area over 10%, circumferential);
 * - a deformed thigh after a crash with pallor and a fast pulse (WHO Basic Emergency Care 2018, trauma);
 * - people gone blind after illicit spirits (WHO methanol poisoning 2014);
 * - a child pulled from water blue and limp (WHO Pocket Book 2013 ch. 1, drowning).
 */
const engine = createEngine();
const now = new Date('2026-11-30T08:00:00Z');
const isAlarm = (text: string, patient: ClinicalInput['patient']) => {
  const urgency = engine.diagnose({ symptoms: [text], patient }, now).diagnosis.triage.urgency;
  return urgency === 'emergency' || urgency === 'critical';
};
const newborn: ClinicalInput['patient'] = { age: 0, ageDays: 4, gender: 'male', country: 'SN' };
const child: ClinicalInput['patient'] = { age: 3, gender: 'male', country: 'CI' };
const schoolChild: ClinicalInput['patient'] = { age: 8, gender: 'female', country: 'CM' };
const man: ClinicalInput['patient'] = { age: 38, gender: 'male', country: 'TZ' };

describe('danger signs of children, injuries and poisoning in other words', () => {
  it.each([
    ['le bébé est jaune et ne se réveille pas pour téter', newborn],
    ['mtoto ni njano, haamki kunyonya', newborn],
    ['sore throat, whitish grey patch that bleeds when touched, swollen neck', schoolChild],
    ['mal de gorge, membrane blanchâtre, cou de taureau', schoolChild],
    ['tombé dans le feu, brûlures des deux jambes', child],
    ['burns all round the arm, fingers cold', man],
    ['accident, cuisse déformée, pâle, pouls rapide', man],
    ['several people blind after drinking illicit brew', man],
    ['plusieurs personnes aveugles après avoir bu du sodabi', man],
    ['watu kadhaa hawaoni baada ya kunywa gongo', man],
    ['found floating in the pond, blue and limp', child],
  ])('dangerous: "%s"', (text, patient) => {
    expect(isAlarm(text, patient)).toBe(true);
  });

  it.each([
    ['yellow eyes, feeding well, wakes for every feed', newborn],
    ['angine avec points blancs sur les amygdales', schoolChild],
    ['brûlures d estomac après les repas', man],
    ['brûlures mictionnelles', man],
    ['amekuwa kipofu tangu utotoni', man],
    ['fell in the pond, pulled out at once, cried, pink, playing', child],
  ])('calm: "%s"', (text, patient) => {
    expect(isAlarm(text, patient)).toBe(false);
  });
});

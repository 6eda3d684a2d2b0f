import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * A limb, the genitals or the lungs at risk within hours, told in everyday words, raise the emergency whatever
 * the ranking says: ischaemic priapism (EAU Sexual and Reproductive Health 2024), a necrotising soft-tissue
 * infection (WSES/SIS-E 2018), a cold numb limb under a cast or after an operation (BOAST 10, 2016), sudden
 * breathlessness in the weeks after childbirth (ESC PE 2019), renal colic with fever (EAU Urolithiasis 2024).
 * The same worry without the danger sign does not alarm.
 */
const engine = createEngine();
const now = new Date('2026-11-28T08:00:00Z');
type Patient = ClinicalInput['patient'];
const teenBoy: Patient = { age: 14, gender: 'male', country: 'KE' };
const man: Patient = { age: 52, gender: 'male', country: 'KE' };
const mother: Patient = { age: 27, gender: 'female', country: 'KE' };
const child: Patient = { age: 7, gender: 'female', country: 'KE' };
const assess = (text: string, patient: Patient) =>
  engine.diagnose({ symptoms: [text], patient }, now).diagnosis;

describe('the danger raises the emergency', () => {
  it.each([
    ['sickle cell, his penis has stayed stiff for hours and hurts', teenBoy],
    ['priapisme depuis ce matin chez un drépanocytaire', teenBoy],
    ['uume umesimama tangu alfajiri, anaumia', teenBoy],
    ['high fever, the skin of the thigh is turning black around a boil', man],
    ['fièvre, la peau du périnée est violacée et sent mauvais', man],
    ['ana homa, ngozi ya mguu imeoza na kutoa harufu', man],
    ['leg in plaster since yesterday, now cold toes and the foot feels numb', child],
    ['accouchée il y a deux semaines, soudainement essoufflée', mother],
    ['colique néphrétique depuis hier et maintenant de la fièvre', man],
  ] as const)('"%s"', (text, patient) => {
    expect(assess(text, patient).emergencyAlert).toBe(true);
  });
});

describe('calm twins do not alarm', () => {
  it.each([
    ['asks about weaker erections for some months', man],
    ['a bruise on the thigh turned purple after a fall, no fever', man],
    ['plâtre au bras depuis une semaine, doigts chauds et roses, il les bouge bien', child],
    ['two weeks after delivery, tired but breathing normally, no chest pain', mother],
    ['colique néphrétique hier, calmée, pas de fièvre, il urine bien', man],
  ] as const)('"%s"', (text, patient) => {
    expect(assess(text, patient).emergencyAlert).toBe(false);
  });
});

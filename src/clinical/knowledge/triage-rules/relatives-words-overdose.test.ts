import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Danger told in a relative's words after birth or abortion, severe newborn jaundice, overdoses told as a count
 * or an amount without a dose per kg, and slow breathing with drowsiness; with calm controls that must not alarm.
 */
const engine = createEngine();
const now = new Date('2026-11-28T08:00:00Z');
type Patient = ClinicalInput['patient'];
const newborn: Patient = { age: 0.008, gender: 'male', country: 'UG' };
const twoWeekOld: Patient = { age: 0.04, gender: 'female', country: 'UG' };
const mother: Patient = { age: 25, gender: 'female', country: 'TZ' };
const pregnantWoman: Patient = { age: 31, gender: 'female', pregnant: true, country: 'GH' };
const toddler: Patient = { age: 3, gender: 'female', country: 'KE' };
const adult: Patient = { age: 30, gender: 'male', country: 'NG' };
const assess = (text: string, patient: Patient) =>
  engine.diagnose({ symptoms: [text], patient }, now).diagnosis;

describe('emergencies told by a relative or as an amount raise the alarm', () => {
  it.each([
    ['yellow palms, English', 'her palms have turned quite yellow', newborn],
    ['yellow soles, French', 'les plantes des pieds sont bien jaunes', newborn],
    ['yellow on the first day of life', 'from the first day of life he looked yellow', newborn],
    ['yellow spreading to the feet', 'the yellow has now spread over the legs to his feet', newborn],
    [
      'foul discharge and fever after birth',
      'she gave birth last week, now hot and the discharge smells',
      mother,
    ],
    [
      'foul discharge and shivering after birth, Kiswahili',
      'tangu ajifungue anatetemeka na uchafu unaonuka',
      mother,
    ],
    [
      'foul discharge and fever after birth, French',
      "depuis qu'elle a accouché, fièvre et pertes fétides",
      mother,
    ],
    ['shivering after an abortion', 'after the abortion she keeps shivering', mother],
    ['fainting after birth with bleeding, French', "depuis l'accouchement elle ne cesse de saigner", mother],
    ['paracetamol as a count, English', 'he took 25 tablets of paracetamol this morning', adult],
    ['paracetamol as a count, Kiswahili', 'amemeza vidonge 30 vya panadol', adult],
    ['paracetamol as a count in words', 'swallowed twenty paracetamol tablets after a quarrel', adult],
    ['paracetamol syrup bottle', 'she finished a whole bottle of paracetamol syrup', toddler],
    ['iron tablets as a handful', "got into her granny's iron tablets and ate a handful", toddler],
    ['iron tablets, French', 'elle a mangé des comprimés de fer de sa tante', toddler],
    ['slow breathing and drowsy', 'after the injection he is very drowsy and breathing is slow', adult],
    ['slow breathing and drowsy, French', 'il est somnolent et respire très lentement', adult],
  ])('%s', (_sign, text, patient) => {
    expect(assess(text, patient).emergencyAlert).toBe(true);
  });
});

describe('the same topics told calmly do not alarm', () => {
  it.each([
    [
      'a little jaundice of the face at two weeks',
      'a slight yellow tinge on the face, feeding well',
      twoWeekOld,
    ],
    [
      'light lochia weeks after birth, French',
      "léger saignement trois semaines après l'accouchement",
      mother,
    ],
    ['one paracetamol for a headache, Kiswahili', 'amemeza kidonge kimoja cha panadol', adult],
    ['a normal dose of paracetamol', 'took 2 tablets of paracetamol for the fever', adult],
    ['iron taken as prescribed', 'she takes one iron tablet a day', mother],
    ['deep sleep that wakes easily', 'sleeps deeply at night but wakes easily', adult],
  ])('%s', (_topic, text, patient) => {
    expect(assess(text, patient).emergencyAlert).toBe(false);
  });
});

describe('other emergencies in lay words raise the alarm', () => {
  const child: Patient = { age: 6, gender: 'male', country: 'TZ' };
  const man: Patient = { age: 68, gender: 'male', country: 'KE' };
  it.each([
    ['stridor as a noise breathing in', 'he makes a noise when breathing in, even lying still', child],
    ['diphtheria membrane in lay words', 'sore throat with a grey coating at the back of the throat', child],
    ['drowning, Kiswahili', 'alitolewa mtoni na majirani, sasa anakohoa', child],
    ['choking, French', "il s'est étouffé avec un bonbon et respire en sifflant", child],
    [
      'plague: painful groin swelling with fever, Kiswahili',
      'homa kali na uvimbe kwenye kinena ambao unaouma',
      man,
    ],
    ['retention, Kiswahili', 'hajakojoa tangu juzi na tumbo la chini linauma', man],
    ['psychosis after birth', 'two weeks after the birth she talks to people who are not there', mother],
    [
      'a pool of blood in late pregnancy',
      'at eight months she found herself in a pool of blood',
      pregnantWoman,
    ],
  ])('%s', (_sign, text, patient) => {
    expect(assess(text, patient).emergencyAlert).toBe(true);
  });

  it('reads the postpartum day of the profile as a recent birth (PCPNC: the postnatal period is 6 weeks)', () => {
    const text = 'since yesterday she hears voices telling her the baby is evil';
    const after = (postpartumDays: number) =>
      engine.diagnose({ symptoms: [text], patient: { ...mother, postpartumDays } }, now).diagnosis.triage
        .reasons;
    expect(after(10).some((reason) => reason.includes('postpartum psychosis'))).toBe(true);
    expect(after(90).some((reason) => reason.includes('postpartum psychosis'))).toBe(false);
  });
});

describe('calm look-alikes of these emergencies do not alarm', () => {
  const man: Patient = { age: 50, gender: 'male', country: 'KE' };
  it.each([
    ['a groin swelling that goes back', 'a swelling in the groin that goes back when he lies down', man],
    ['rats in the store', 'rats in the store ate the maize', man],
    ['legs tired after walking', 'my legs became weak after the long walk', man],
  ])('%s', (_topic, text, patient) => {
    expect(assess(text, patient).emergencyAlert).toBe(false);
  });
});

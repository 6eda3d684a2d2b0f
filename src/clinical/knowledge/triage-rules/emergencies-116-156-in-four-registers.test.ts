import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Emergencies of conditions 116-156 (zoonoses, adults' acute conditions, mental health, eye, skin) told as a
 * relative, a nurse or a clinical officer would, in lay English, French and Kiswahili: each must raise the
 * alarm, and its calm twin (the same worry without the danger sign) must not. Written from the sources'
 * danger signs (WHO anthrax 2008, ESC 2019 acute PE, WHO Basic Emergency Care 2018, Kenya Clinical
 * Guidelines 2016), not from any examination's cases.
 */
const engine = createEngine();
const now = new Date('2026-11-30T08:00:00Z');
type Patient = ClinicalInput['patient'];
const adult: Patient = { age: 38, gender: 'male', country: 'CD' };
const woman: Patient = { age: 34, gender: 'female', country: 'KE' };
const elder: Patient = { age: 70, gender: 'male', country: 'CM' };
const diagnose = (text: string, patient: Patient) =>
  engine.diagnose({ symptoms: [text], patient }, now).diagnosis;
const isAlarm = (text: string, patient: Patient) => diagnose(text, patient).emergencyAlert;
const present = (text: string, patient: Patient) =>
  diagnose(text, patient)
    .findingsUsed.filter((finding) => finding.present)
    .map((finding) => finding.findingId);

describe('emergencies of conditions 116-156 told in everyday words raise the alarm', () => {
  it.each([
    // A swollen face and neck beside a black eschar: head-and-neck anthrax (WHO anthrax 2008, chapter 7).
    ['anthrax with oedema, French', 'plaie noire sur la joue, tout le visage et le cou gonflent', adult],
    ['anthrax with oedema, Kiswahili', 'kidonda cheusi shavuni na uso wote na shingo vimevimba', adult],
    // Dental infection swelling up to the eye (Kenya Clinical Guidelines 2016, dental abscess: refer).
    ['dental infection up to the eye, Kiswahili', 'jino linauma, uso umevimba hadi kwenye jicho', adult],
    // Vomiting blood told with its amount: upper gastrointestinal bleeding.
    ['vomiting blood with its amount', 'liver disease and he vomited a lot of blood this morning', adult],
    // 'Violent' of a pain is its strength: pancreatic pain through to the back.
    [
      'pancreatic pain, French',
      'douleur violente au creux de l estomac qui traverse dans le dos, vomissements',
      adult,
    ],
    // Sudden breathlessness with a swollen calf after a long journey (ESC 2019 acute PE).
    ['embolism, French', "après un long voyage, mollet gonflé, et d'un coup il manque de souffle", adult],
    ['embolism, Kiswahili', 'baada ya safari ndefu, mguu umevimba na ghafla anashindwa kupumua', woman],
    // Palpitations with fainting: an unstable arrhythmia.
    ['fast heart and fainting, French', 'le coeur bat très vite et il est tombé évanoui', elder],
    // Cannot swallow even saliva: complete dysphagia.
    ['cannot swallow even saliva, Kiswahili', 'hawezi kumeza hata mate yake', elder],
    // Ascending weakness reaching the breathing (Guillain-Barré).
    ['ascending weakness, Kiswahili', 'miguu imekosa nguvu na sasa mikono pia, anapumua kwa shida', adult],
    // Second batch.
    ['myxoedema coma, French', 'hypothyroïdie connue, elle est froide, très lente et somnolente', elder],
    ['bowel obstruction, French', 'ventre gonflé, il vomit, il ne fait plus de selles ni de gaz', elder],
    ['mania with fighting, Kiswahili', 'halali siku tano, anaongea sana, amepigana na majirani', adult],
    [
      'ascending weakness, French',
      'ses jambes ne le portent plus et maintenant les bras faiblissent, il avale mal',
      adult,
    ],
    [
      'plague exposure told as dead rats, French',
      'toux et fièvre, des rats crevés partout dans la maison',
      adult,
    ],
  ])('%s: "%s"', (_sign, text, patient) => {
    expect(isAlarm(text, patient)).toBe(true);
  });
});

describe('their calm twins stay calm', () => {
  it.each([
    [
      'a toothache without swelling, Kiswahili',
      'jino linauma siku mbili, hakuna uvimbe, anakula vizuri',
      woman,
    ],
    ['a swollen calf, breathing well', 'swollen calf after a long bus trip, breathing normally', woman],
    ['a swollen calf, French', 'après un long voyage, mollet un peu gonflé, il respire bien', adult],
    [
      'food that sticks, drinks well, Kiswahili',
      'chakula kigumu kinakwama lakini anakunywa uji vizuri',
      elder,
    ],
    ['a mild epigastric pain, French', 'légère douleur au creux de l estomac après les repas', adult],
    // A raised sugar alone in a known type 1 diabetic, alert and not vomiting: DKA is not to be excluded now.
    ['a type 1 diabetic for a refill', 'T1DM, sugar 14, no vomiting, alert, for insulin refill', adult],
    ['no stool for days, French', 'il ne fait plus de selles depuis 3 jours', adult],
    ['rat poison is no dead rats, French', 'toux et fièvre, il a avalé de la mort aux rats hier', adult],
  ])('%s: "%s"', (_sign, text, patient) => {
    expect(isAlarm(text, patient)).toBe(false);
  });
});

describe('the readings behind them', () => {
  it('"violent" said of a pain is its strength, not aggression', () => {
    expect(present('douleur violente du ventre', adult)).not.toContain('agitation');
    expect(present('mal de tête violent', adult)).toContain('severe-headache');
  });
  it('calm twin: "violent" said of a person is still aggression', () => {
    expect(present('il est devenu violent', adult)).toContain('agitation');
  });
  it('"il est tombé" is a person who fell, which denies nothing told before it', () => {
    expect(present('le coeur bat très vite et il est tombé', adult)).toContain('palpitations');
  });
  it('"kupita kiasi" (beyond measure) is a strong pain, as "sana"', () => {
    expect(present('jicho linauma kupita kiasi', adult)).toContain('severe-eye-pain');
  });
  it('calm twin: a raised sugar with vomiting in a type 1 diabetic still raises DKA', () => {
    expect(isAlarm('T1DM, sugar 28, vomiting', adult)).toBe(true);
  });
  it('calm twin: "la fièvre est tombée" still tells a fever gone', () => {
    expect(present('la fièvre est tombée', adult)).not.toContain('fever');
  });
  it('"d\'un coup" is a sudden onset; "un coup sur la tête" is a blow', () => {
    expect(present("d'un coup il manque de souffle", adult)).toContain('sudden-breathlessness');
    expect(present('un coup sur la tête, il respire mal', adult)).not.toContain('sudden-breathlessness');
  });
});

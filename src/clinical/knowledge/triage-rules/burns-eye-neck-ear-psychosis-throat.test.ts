import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Six emergency families told in ordinary words (lay English, clinic shorthand, Kiswahili, French): burns by area or
 * by the parts of the body burned (WHO Pocket Book 2013 §9.2.1), acute angle-closure glaucoma (AAO PPP 2020),
 * spreading floor-of-mouth infection (Ludwig angina), mastoiditis (Pocket Book §5.6.3), psychosis with threats to
 * others (mhGAP 2.0 PSY) and diphtheria (Pocket Book §4.7.2). Each has a calm twin that raises no alarm.
 */
const engine = createEngine();
const now = new Date('2026-11-29T08:00:00Z');
type Patient = ClinicalInput['patient'];
const toddler: Patient = { age: 2, gender: 'male', country: 'KE', weight: 12 };
const child: Patient = { age: 6, gender: 'female', country: 'TZ', weight: 20 };
const adult: Patient = { age: 35, gender: 'male', country: 'CM' };
const older: Patient = { age: 62, gender: 'female', country: 'NG' };

const urgencyOf = (text: string, patient: Patient) =>
  engine.diagnose({ symptoms: [text], patient }, now).diagnosis.triage.urgency;
const alarms = ['emergency', 'critical'];

describe('the emergency is raised when told in ordinary words', () => {
  it.each([
    ['burn by percentage', 'scald burn about 12 percent of the body', toddler],
    ['burn by TBSA', 'TBSA 12%, scald from hot tea', toddler],
    [
      'burn over chest, belly and an arm',
      'scalded with boiling water, blisters on the chest, tummy and left arm',
      toddler,
    ],
    [
      'burn over chest and belly, Kiswahili',
      'maji ya moto yamemwagikia kifuani na tumboni, ana malengelenge',
      toddler,
    ],
    [
      'burn over chest and belly, French, the sites listed with commas',
      "ébouillanté par de l'eau, la peau décollée sur le thorax, l'abdomen",
      toddler,
    ],
    [
      'burn over chest and belly, French, the sites listed with commas and without "et"',
      'brûlé par la marmite, cloques thorax, ventre',
      toddler,
    ],
    [
      'burn over chest and belly, French',
      'brûlure par eau bouillante, cloques sur la poitrine et tout le ventre',
      toddler,
    ],
    [
      'angle closure, lay',
      'my left eye began hurting very badly all of a sudden, red, rings of light around lamps, vomiting, vision misty',
      older,
    ],
    ['angle closure', 'sudden painful red eye, blurred vision, halos around lights, vomiting', older],
    [
      'Ludwig angina, lay',
      'swelling under the tongue and jaw after a bad tooth, cannot swallow, drooling',
      adult,
    ],
    ['Ludwig angina, Kiswahili', 'ana uvimbe chini ya ulimi, hawezi kumeza', adult],
    [
      'Ludwig angina, French',
      'gonflement dur sous la mâchoire, du mal à avaler et à ouvrir la bouche',
      adult,
    ],
    [
      'mastoiditis, lay',
      'the area behind the ear is swollen and very painful, pus from the ear, high fever',
      child,
    ],
    ['mastoiditis, Kiswahili', 'nyuma ya sikio kumevimba na kunauma, usaha sikioni, homa', child],
    ['mastoiditis, French', 'gonflement douloureux derrière l oreille, écoulement de pus, fièvre', child],
    ['psychosis with threats, lay', 'hears voices, chased his wife with a machete last night', adult],
    ['psychosis with threats, Kiswahili', 'anasikia sauti, amemtishia ndugu yake kwa panga', adult],
    ['psychosis with threats, French', 'il entend des voix, il a poursuivi sa mère avec une machette', adult],
    ['diphtheria, lay', 'a grey film over the throat, fever, not vaccinated', child],
    ['diphtheria, French', 'il y a comme une peau grise dans la gorge, fièvre', adult],
  ])('%s', (_label, text, patient) => {
    expect(alarms).toContain(urgencyOf(text, patient));
  });
});

describe('calm twins raise no emergency', () => {
  it.each([
    ['small scald', 'hot water fell on her hand, one small blister', toddler],
    ['small burn by percentage', 'small scald on the hand, 2%', toddler],
    ['rash over chest and belly without a burn', 'chest, belly and legs itchy rash', child],
    [
      'French rash over chest and belly without a burn',
      "boutons qui grattent sur le thorax, l'abdomen",
      child,
    ],
    ['French small scald on the hand', 'brûlé par la marmite, une petite cloque sur la main', toddler],
    ['red eye without pain', 'red eye, mild itching, vision normal, no pain', adult],
    ['conjunctivitis', 'red itchy eye with sticky discharge, vision normal', adult],
    ['toothache with a swollen cheek', 'swollen cheek from a bad tooth, can swallow fine', adult],
    [
      'sore throat with neck glands',
      'sore throat, swollen glands under the jaw, fever, pain on swallowing',
      adult,
    ],
    [
      'painless lump under the tongue',
      'small painless swelling under the tongue for months, eating normally',
      adult,
    ],
    ['chronic ear discharge', 'ear discharge for months, no pain, no swelling', child],
    ['calm psychosis', 'hearing voices, withdrawn, not sleeping, calm', adult],
    ['tonsillitis', 'white spots on the tonsils, fever, sore throat', adult],
  ])('%s', (_label, text, patient) => {
    expect(alarms).not.toContain(urgencyOf(text, patient));
  });
});

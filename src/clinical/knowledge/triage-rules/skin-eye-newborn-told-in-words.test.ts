import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Skin, eye and newborn emergencies told in everyday words, and their calm twins. Sources: IMCI 2014 (young
 * infant not able to feed), South Africa PHC STG 2020 and WHO Pocket Book 2013 (skin coming off in sheets:
 * scalded skin syndrome, Stevens-Johnson / toxic epidermal necrolysis), WHO AFRO primary eye care 2018 (a red
 * eye that is painful or has lost vision), WHO leprosy guidelines 2018 (reactions threatening the eye), WHO
 * Pocket Book 2013 ch. 1 (paracetamol treated from 150 mg/kg), WAO 2020 (anaphylaxis needs two systems).
 */
const engine = createEngine();
const now = new Date('2026-11-29T08:00:00Z');
type Patient = ClinicalInput['patient'];
const newborn: Patient = { age: 0, ageDays: 12, gender: 'female', country: 'KE' };
const toddler: Patient = { age: 3, gender: 'male', country: 'KE', weight: 14 };
const unweighed: Patient = { age: 3, gender: 'male', country: 'KE' };
const man: Patient = { age: 38, gender: 'male', country: 'ET' };
const woman: Patient = { age: 55, gender: 'female', country: 'TZ' };
const assess = (symptoms: string[], patient: Patient) =>
  engine.diagnose({ symptoms, patient }, now).diagnosis;

describe('skin, eye and newborn danger told in words raises the emergency', () => {
  it.each([
    [['the baby would not breastfeed since last night'], newborn],
    [['she will not suck at all today'], newborn],
    [['skin coming away in sheets on his back and legs, blisters all over'], toddler],
    [['la peau se décolle sur le ventre et le dos depuis ce matin'], toddler],
    [['ngozi inabambuka mgongoni na tumboni'], toddler],
    [['on MDT for leprosy with numb patches', 'right eye red and very painful for two days'], man],
    [['lèpre sous traitement', "l'oeil droit est rouge et douloureux"], man],
    [['kope zimegeuka ndani', 'jicho ni jekundu na linatoa usaha, haoni kitu tangu jana'], woman],
    [['eyelashes turned inwards', 'red eye with pus, she cannot see with it since yesterday'], woman],
    [['a boy of 3 (14 kg) swallowed 6 tablets of paracetamol 500 mg an hour ago'], unweighed],
  ] as const)('%j', (symptoms, patient) => {
    expect(assess([...symptoms], patient).emergencyAlert).toBe(true);
  });
});

describe('calm twins: the same worry without the danger sign does not alarm', () => {
  it.each([
    [['breastfeeding well, will not take the bottle'], newborn],
    [['skin peeling on the fingertips a week after a fever, playing well'], toddler],
    [["l'œil n'est ni rouge ni douloureux, il ferme bien"], man],
    [['on MDT for leprosy with numb patches', 'eyes not red, no eye pain'], man],
    [['kope zimegeuka ndani zinakwaruza jicho', 'anaona vizuri, jicho si jekundu'], woman],
    [['eyelashes turned inwards', 'red watering eye, vision a bit blurred'], woman],
    [['a boy of 3 (14 kg) swallowed 2 tablets of paracetamol 500 mg an hour ago, playing'], unweighed],
    [['garçon de 3 ans (14 kg), a avalé 3 comprimés de paracétamol 500 mg, il va bien'], unweighed],
    [['plaques rouges qui grattent après avoir mangé des crevettes', 'respire bien, lèvres normales'], man],
  ] as const)('%j', (symptoms, patient) => {
    expect(assess([...symptoms], patient).emergencyAlert).toBe(false);
  });
});

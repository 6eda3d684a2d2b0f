import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Emergencies told without the word a rule waited for, and their calm twins. Sources: WAO anaphylaxis guidance
 * 2020, criterion 1 (skin or mucosal signs with collapse or low blood pressure, no allergen needed); NICE CG161
 * 2013 and the World Falls Guidelines 2022 (an older person who could not get up after a fall: a long lie);
 * WHO Pocket Book 2013, 6.7 (septic arthritis: an ill child with fever who will not move the limb; a limp
 * without fever is not that emergency); CDC STI 2021 and WHO Pocket Book 2013 3.7 (a newborn's eyes pouring
 * pus). Written for these tests in English, Kiswahili and French.
 */
const engine = createEngine();
const now = new Date('2026-11-30T08:00:00Z');
type Patient = ClinicalInput['patient'];
const man: Patient = { age: 40, gender: 'male', country: 'NG' };
const woman: Patient = { age: 35, gender: 'female', country: 'CI' };
const grandmother: Patient = { age: 82, gender: 'female', country: 'KE' };
const grandfather: Patient = { age: 79, gender: 'male', country: 'CM' };
const youngMan: Patient = { age: 30, gender: 'male', country: 'KE' };
const child: Patient = { age: 4, gender: 'male', country: 'UG' };
const newborn: Patient = { age: 0.01, ageDays: 3, gender: 'female', country: 'NG' };
const assess = (symptoms: string[], patient: Patient) =>
  engine.diagnose({ symptoms, patient }, now).diagnosis;

describe('dangerous: raises the emergency', () => {
  it.each([
    [
      [
        'took ivermectin at the village distribution yesterday',
        'itchy all over, face swollen',
        'fainted when he stood up',
      ],
      man,
    ],
    [
      ['a pris un nouveau médicament hier, urticaire généralisée', 'tension 80/50, il a fait un malaise'],
      woman,
    ],
    [['fell in the bathroom and could not get up, she lay on the floor for hours'], grandmother],
    [["est tombé dans la cuisine et n'a pas pu se relever, resté au sol jusqu'au matin"], grandfather],
    [['alianguka bafuni, hakuweza kuinuka, alikutwa sakafuni asubuhi'], grandmother],
    [['limping on the left leg since yesterday', 'fever 39, will not play'], child],
    [['her eyes have a lot of pus since yesterday', 'eyelids very swollen'], newborn],
  ] as const)('%j', (symptoms, patient) => {
    expect(assess([...symptoms], patient).emergencyAlert).toBe(true);
  });
});

describe('calm twins: the same story without the danger does not alarm', () => {
  it.each([
    [
      [
        'took ivermectin at the village distribution yesterday',
        'itchy all over, face swollen',
        'walking about, no dizziness',
      ],
      man,
    ],
    [['urticaire généralisée après un médicament', 'tension 120/80, va bien'], woman],
    [['fell at home, got up by herself, walking normally'], grandmother],
    [['fell and could not get up'], youngMan],
    [['limping on the right leg since yesterday, no fever, playing'], child],
    [['anachechemea tangu jana, hana homa, anacheza'], child],
    [['il boite depuis hier, pas de fièvre'], child],
    [['a little sticky discharge in one eye in the mornings, lids not swollen'], { ...newborn, ageDays: 20 }],
  ] as const)('%j', (symptoms, patient) => {
    expect(assess([...symptoms], patient).emergencyAlert).toBe(false);
  });
});

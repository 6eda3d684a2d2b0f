import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Conditions 93-110 of clinical-scope.md (childhood infections, injuries and poisonings) told the way a
 * parent, a relative or a nurse tells them, in English, Kiswahili and French: the condition comes first.
 * Each wording is written from the guidelines' typical presentation, not taken from an evaluation case.
 */
const engine = createEngine();
const now = new Date('2026-11-29T10:00:00Z');
const topOf = (input: ClinicalInput) => engine.diagnose(input, now).diagnosis.primaryDiagnosis.conditionId;
const findingsOf = (input: ClinicalInput) =>
  engine
    .diagnose(input, now)
    .diagnosis.findingsUsed.filter((finding) => finding.present)
    .map((finding) => finding.findingId);

const told: [string, string, ClinicalInput][] = [
  [
    'burns',
    'a Kiswahili scald of the trunk ("ameungua kifua"), not heartburn',
    {
      symptoms: ['Mtoto ameungua kifua na mgongo kwa uji', 'Analia sana'],
      patient: { age: 4, gender: 'female', country: 'TZ', vitals: { heartRate: 150 } },
    },
  ],
  [
    'burns',
    'a French flame burn with blisters (phlyctènes)',
    {
      symptoms: ['Brûlures par la flamme du réchaud sur les deux bras', 'Phlyctènes, pleure beaucoup'],
      patient: { age: 7, gender: 'male', country: 'CI', vitals: { heartRate: 130 } },
    },
  ],
  [
    'kerosene-ingestion',
    'kerosene swallowed, now with the pneumonitis (fever, fast breathing, crackles): not pneumonia',
    {
      symptoms: [
        'Drank kerosene kept in a water bottle this morning, choked and coughed',
        'Now fever, fast breathing, chest indrawing, crackles on both sides',
      ],
      patient: { age: 2, gender: 'male', country: 'MW', vitals: { respiratoryRate: 60, temperatureC: 38.5 } },
    },
  ],
  [
    'drowning',
    'a child submerged in a dam, with crackles and low saturation',
    {
      symptoms: [
        'Was submerged in the dam for some minutes before the neighbours pulled her out',
        'Crackles',
      ],
      patient: { age: 8, gender: 'female', country: 'ZW', vitals: { spo2: 88, respiratoryRate: 34 } },
    },
  ],
  [
    'drowning',
    'a fisherman rescued when the canoe capsized (Kiswahili)',
    {
      symptoms: ['Mtumbwi ulipinduka ziwani, alizama kisha akaokolewa', 'Anakohoa, kupumua kwa shida'],
      patient: { age: 25, gender: 'male', country: 'TZ', vitals: { spo2: 89 } },
    },
  ],
  [
    'heat-stroke',
    'confusion and a very hot skin after a day in full sun (French)',
    {
      symptoms: ['Resté toute la journée en plein soleil au champ', 'Confus, peau brûlante'],
      patient: { age: 70, gender: 'male', country: 'ML', vitals: { temperatureC: 41.2, heartRate: 128 } },
    },
  ],
  [
    'limb-fracture',
    'a Kiswahili broken forearm after a fall ("umevunjika", "kimepinda")',
    {
      symptoms: ['Alianguka kutoka baiskeli, mkono umevunjika', 'Kifundo cha mkono kimevimba na kimepinda'],
      patient: { age: 10, gender: 'male', country: 'KE' },
    },
  ],
  [
    'limb-fracture',
    'a French deformed, swollen elbow after a fall',
    {
      symptoms: ['Chute de vélo, coude gauche tuméfié et déformé', 'Ne peut pas bouger le bras'],
      patient: { age: 8, gender: 'female', country: 'SN' },
    },
  ],
  [
    'head-injury',
    'a Kiswahili blow to the head with a stone and a scalp wound',
    {
      symptoms: ['Alipigwa jiwe kichwani jana usiku', 'Ana kidonda kichwani kinachotoka damu'],
      patient: { age: 19, gender: 'male', country: 'KE' },
    },
  ],
  [
    'foreign-body-airway',
    'a Kiswahili swallowed coin with drooling ("anatema mate", "hawezi kumeza")',
    {
      symptoms: ['Amemeza shilingi kumi asubuhi', 'Anatema mate, hawezi kumeza chakula'],
      patient: { age: 3, gender: 'male', country: 'KE' },
    },
  ],
  [
    'foreign-body-airway',
    'a French choking on a groundnut ("s est brusquement étouffé")',
    {
      symptoms: ["Il s'est brusquement étouffé avec une arachide", 'Depuis il tousse et siffle'],
      patient: { age: 2, gender: 'female', country: 'BF' },
    },
  ],
  [
    'alcohol-methanol-poisoning',
    'blurred vision and deep fast breathing after cheap illicit spirit',
    {
      symptoms: [
        'Drank cheap spirits from a roadside seller yesterday',
        'Now sees fog, vomiting, deep fast breathing',
      ],
      patient: { age: 40, gender: 'male', country: 'UG', vitals: { respiratoryRate: 32, heartRate: 112 } },
    },
  ],
  [
    'acute-flaccid-paralysis',
    'a French sudden floppy leg after fever in an unvaccinated child',
    {
      symptoms: ['Fièvre la semaine passée, maintenant jambe droite molle', 'Ne tient plus debout'],
      patient: { age: 2, gender: 'male', country: 'TD', medicalHistory: ['non vacciné'] },
    },
  ],
  [
    'mumps',
    'a swelling in front of the ear, painful with sour food',
    {
      symptoms: ['Swollen painful cheek in front of the left ear', 'Hurts to eat sour food, mild fever'],
      patient: { age: 9, gender: 'female', country: 'KE' },
    },
  ],
  [
    'pertussis',
    'coughing that comes in fits, not convulsions',
    {
      symptoms: ['Cough for three weeks that comes in fits, vomits after the fits of coughing'],
      patient: { age: 4, gender: 'female', country: 'KE' },
    },
  ],
];

describe('childhood infections, injuries and poisonings told in everyday words (conditions 93-110)', () => {
  it.each(told)('%s first: %s', (conditionId, _description, input) => {
    expect(topOf(input)).toBe(conditionId);
  });
});

describe('calm twins: words that sound like an injury but are not one', () => {
  it('a burning pain with a band of blisters is not a burn', () => {
    const input: ClinicalInput = {
      symptoms: ['Burning pain on the left side of the chest for two days', 'Then blisters in a band'],
      patient: { age: 55, gender: 'male', country: 'KE' },
    };
    expect(findingsOf(input)).not.toContain('burn');
  });

  it('hearing that has got less ("kusikia kumepungua") is not a burn', () => {
    const input: ClinicalInput = {
      symptoms: ['Sikio linatoa usaha, kusikia kumepungua'],
      patient: { age: 9, gender: 'female', country: 'KE' },
    };
    expect(findingsOf(input)).not.toContain('burn');
  });

  it('heartburn told in Kiswahili stays heartburn, not a burn', () => {
    const input: ClinicalInput = {
      symptoms: ['Kiungulia baada ya kula, kifua kinaungua'],
      patient: { age: 40, gender: 'female', country: 'KE' },
    };
    expect(findingsOf(input)).not.toContain('burn');
  });

  it('a child who coughs in fits has no convulsions read', () => {
    const input: ClinicalInput = {
      symptoms: ['Cough for three weeks that comes in fits, vomits after the fits of coughing'],
      patient: { age: 4, gender: 'female', country: 'KE' },
    };
    expect(findingsOf(input)).not.toContain('convulsions');
  });
});

describe('the broken bone told sets the fracture code (WHO ICD-10 2019, S42-S82)', () => {
  const codeOf = (input: ClinicalInput) => engine.diagnose(input, now).diagnosis.primaryDiagnosis.icd10;
  it.each([
    ['S52', 'a broken wrist after a fall on the hand', 'Fell on her hand, broken wrist, swollen'],
    [
      'S72',
      'a hip fracture: leg shortened and turned out',
      'Fell at home, the leg is shortened and turned outwards, broken hip',
    ],
    ['S82', 'a broken ankle', 'Twisted and broke his ankle playing football, ankle swollen'],
    ['S42', 'a supracondylar fracture', 'Fell from a tree, supracondylar fracture of the left elbow'],
    ['T14.2', 'a fracture with no site told', 'Fell from a ladder, fracture, cannot bear weight'],
    [
      'S82',
      'an open break of the shin',
      'Knocked off a bicycle, the shin bent with the bone visible in the wound',
    ],
    [
      'S82',
      'la jambe tordue (French: the lower leg)',
      "Tombé d'un toit, la jambe gauche est tordue, il ne peut pas marcher",
    ],
  ])('%s: %s', (code, _description, text) => {
    expect(codeOf({ symptoms: [text], patient: { age: 30, gender: 'male', country: 'KE' } })).toBe(code);
  });
});

describe('a bent or bruised shin is not a broken one unless a fracture is told (calm twins)', () => {
  it.each(['Bumped his shin on a table, the shin is bruised', 'Sa jambe est gonflée depuis une semaine'])(
    '%s: no lower-leg fracture read',
    (text) => {
      expect(findingsOf({ symptoms: [text], patient: { age: 30, gender: 'male' } })).not.toContain(
        'lower-leg-fracture',
      );
    },
  );
});

describe('kerosene told with a pneumonia picture is the kerosene pneumonitis', () => {
  it('a calm twin: the same pneumonia picture without kerosene stays pneumonia', () => {
    const input: ClinicalInput = {
      symptoms: [
        'Fever and cough for two days',
        'Now fast breathing, chest indrawing, crackles on both sides',
      ],
      patient: { age: 2, gender: 'male', country: 'MW', vitals: { respiratoryRate: 60, temperatureC: 38.5 } },
    };
    expect(topOf(input)).toBe('pneumonia-child');
  });
});

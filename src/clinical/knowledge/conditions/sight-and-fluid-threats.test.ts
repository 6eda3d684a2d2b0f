import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Conditions recognised well but kept 'urgent' whose dangerous form threatens an eye or the circulation within
 * hours: the hyperacute newborn eye infection (CDC STI 2021), ophthalmic zoster with sight affected (NICE CKS
 * Shingles), trichiasis with an infected corneal ulcer and the leprosy eye that cannot close and is red (WHO AFRO
 * primary eye care), thrush that stops all drinking with dehydration (WHO Pocket Book 2013, ch. 8), and
 * hyperemesis with fainting (RCOG GTG 69). Each calm twin keeps the same condition without the dangerous sign.
 */
const engine = createEngine();
const now = new Date('2026-11-30T10:00:00Z');
type Patient = ClinicalInput['patient'];
const newborn: Patient = { ageDays: 4, age: 4 / 365, gender: 'male', country: 'KE' };
const adult = (gender: 'male' | 'female', extra: Partial<Patient> = {}): Patient => ({
  age: 40,
  gender,
  country: 'KE',
  ...extra,
});
const answer = (symptoms: string[], patient: Patient) =>
  engine.diagnose({ symptoms, patient } as ClinicalInput, now).diagnosis;
const isEmergency = (urgency: string) => urgency === 'emergency' || urgency === 'critical';

const dangerous: Array<[string, string[], Patient, string]> = [
  [
    'newborn: pus coming back minutes after cleaning, lids tight',
    ['baby is five days old', 'pus comes back minutes after we clean both eyes', 'the eyelids are tense'],
    newborn,
    'ophthalmia-neonatorum',
  ],
  [
    'newborn in Kiswahili: pus returning at once after wiping',
    ['mtoto wa siku nne', 'macho yamevimba, usaha unarudi mara baada ya kufuta'],
    newborn,
    'ophthalmia-neonatorum',
  ],
  [
    'newborn in French: abundant pus, tense lids',
    ['nouveau-né de trois jours', 'pus abondant aux deux yeux', 'paupières rouges et tendues'],
    newborn,
    'ophthalmia-neonatorum',
  ],
  [
    'ophthalmic zoster with the sight going',
    ['painful blisters over the right forehead and the tip of the nose', 'right eye red and blurred vision'],
    adult('female', { age: 63 }),
    'herpes-zoster',
  ],
  [
    'ophthalmic zoster in French, light-shy and blurred',
    [
      'vésicules douloureuses sur le front à droite',
      "l'œil droit est rouge, craint la lumière, la vue est floue",
    ],
    adult('male'),
    'herpes-zoster',
  ],
  [
    'thrush stopping even water, with dehydration (Kiswahili)',
    [
      'utando mweupe mdomoni na ulimini',
      'hawezi kumeza hata maji kwa siku mbili, kifua kinauma akimeza',
      'mkojo ni kidogo',
    ],
    adult('female', { medicalHistory: ['HIV'] }),
    'oral-oesophageal-candidiasis',
  ],
  [
    'hyperemesis with fainting',
    [
      'nine weeks pregnant, vomiting for two weeks',
      'she vomits everything, even sips of water, lost 5 kg',
      'urine dark and scanty',
      'she fainted in the kitchen this morning',
    ],
    adult('female', { age: 24, pregnant: true, gestationWeeks: 9 }),
    'hyperemesis-gravidarum',
  ],
  [
    'trichiasis with a red eye giving pus and blind since yesterday (Kiswahili)',
    [
      'kope zimegeuka ndani zinakwaruza jicho',
      'jicho ni jekundu, linauma, linatoa usaha, haoni vizuri tangu jana',
    ],
    adult('female', { age: 62 }),
    'trachoma',
  ],
  [
    'leprosy on treatment: the eye no longer closes and it is red',
    ['on monthly leprosy blister packs', 'the right eye does not close fully, it is red'],
    adult('male'),
    'leprosy',
  ],
];

const calm: Array<[string, string[], Patient]> = [
  [
    'newborn: a little crust in one eye, lids not swollen',
    [
      'baby twelve days old',
      'a little yellow crust in the corner of one eye in the morning',
      'eyelids not swollen, feeding well',
    ],
    { ...newborn, ageDays: 12, age: 12 / 365 },
  ],
  [
    'newborn in French: eyes a little stuck in the morning',
    ['bébé de 11 jours', 'yeux un peu collés le matin', 'tète bien'],
    { ...newborn, ageDays: 11, age: 11 / 365 },
  ],
  [
    'ophthalmic zoster, red watering eye, sight normal',
    ['painful blisters over the right forehead', 'right eye red and watering', 'vision is normal'],
    adult('female', { age: 63 }),
  ],
  [
    'thrush with painful swallowing, still drinking',
    ['white patches in the mouth', 'swallowing food hurts behind the breastbone', 'drinks water well'],
    adult('female', { medicalHistory: ['HIV'] }),
  ],
  [
    'hyperemesis, dizzy on standing, no fainting',
    [
      'nine weeks pregnant, vomiting for two weeks',
      'she vomits everything, even sips of water, lost 5 kg',
      'urine dark and scanty',
      'dizzy when she stands',
    ],
    adult('female', { age: 24, pregnant: true, gestationWeeks: 9 }),
  ],
  [
    'trichiasis with a watering eye, sight kept',
    ['kope zimegeuka ndani zinakwaruza jicho', 'jicho linatoa machozi'],
    adult('female', { age: 62 }),
  ],
];

describe('dangerous forms of recognised eye, swallowing and pregnancy conditions raise the emergency', () => {
  it.each(dangerous)('%s', (_name, symptoms, patient, conditionId) => {
    const diagnosis = answer(symptoms, patient);
    expect(
      [diagnosis.primaryDiagnosis, ...diagnosis.differentialDiagnoses].slice(0, 3).map((d) => d.conditionId),
    ).toContain(conditionId);
    expect(isEmergency(diagnosis.triage.urgency)).toBe(true);
  });

  it.each(calm)('calm twin: %s', (_name, symptoms, patient) => {
    expect(isEmergency(answer(symptoms, patient).triage.urgency)).toBe(false);
  });
});

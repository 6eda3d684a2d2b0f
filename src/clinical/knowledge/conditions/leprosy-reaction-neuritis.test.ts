import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * A febrile leprosy reaction (ENL) with acute neuritis (a swollen, tender nerve and weakness or clawing) or with
 * a red eye that hurts in the light (iridocyclitis) is a severe reaction: prednisolone the same day saves the
 * nerve and the eye (WHO leprosy guidelines 2018; ILEP Learning Guide Two). The calm twins: thickened, even
 * tender, nerves with clawing and no fever of a reaction (the disease's own damage), a thickened nerve without
 * weakness, and a red eye that neither hurts nor shuns light.
 */
const engine = createEngine();
const now = new Date('2026-11-30T10:00:00Z');
const adult: ClinicalInput['patient'] = { age: 38, gender: 'male', country: 'TZ' };
const urgencyOf = (symptoms: ClinicalInput['symptoms']) =>
  engine.diagnose({ symptoms, patient: adult } as ClinicalInput, now).diagnosis.triage.urgency;
const isEmergency = (urgency: string) => urgency === 'emergency' || urgency === 'critical';

const dangerous: Array<[string, ClinicalInput['symptoms']]> = [
  [
    'English: tender nerve at the elbow, fingers curling since two days',
    [
      'on leprosy blister packs for four months',
      'painful red lumps all over the body with fever this week',
      'the nerve at the elbow is swollen and very tender',
      'since two days the little and ring fingers are curling and losing strength',
    ],
  ],
  [
    'Kiswahili: neva ya kiwiko imevimba, vidole vimeanza kujikunja',
    [
      'anatumia dawa za ukoma miezi minne',
      'ana homa kali tangu siku tatu',
      'mshipa wa kiwiko umevimba na unauma ukiguswa',
      'tangu juzi vidole viwili vimeanza kujikunja na kukosa nguvu',
    ],
  ],
  [
    'Kiswahili: red eye that cannot bear light in a reaction',
    ['anatumia dawa za ukoma', 'jicho la kulia jekundu, haliwezi kuvumilia mwanga'],
  ],
  [
    'French: doigts qui se replient, nerf douloureux',
    [
      'traité pour une lèpre depuis 3 mois',
      'fièvre à 39 avec nodules rouges douloureux',
      'nerf cubital épaissi et douloureux au coude',
      'depuis hier les doigts se replient et perdent leur force',
    ],
  ],
];

const calm: Array<[string, ClinicalInput['symptoms']]> = [
  [
    'untreated leprosy: tender thickened nerves and a claw hand, no fever',
    [
      'many pale numb patches on the trunk and limbs',
      'thickened tender ulnar nerves',
      'claw hand on the left, numb soles',
    ],
  ],
  [
    'old clawing for years with a thickened nerve',
    [
      'treated for leprosy ten years ago',
      'thickened ulnar nerve at the elbow',
      { symptom: 'clawed fingers of the right hand', duration: '6 years' },
    ],
  ],
  [
    'thickened nerve on treatment, strength kept',
    ['on leprosy blister packs', 'thickened ulnar nerve, not painful', 'no weakness of the hands'],
  ],
  [
    'leprosy with a red itchy eye, no pain, light is fine',
    ['anatumia dawa za ukoma', 'jicho jekundu linawasha', 'haliumi, mwanga hausumbui'],
  ],
];

describe('leprosy reaction with acute neuritis or a painful light-shy eye raises the emergency', () => {
  it.each(dangerous)('%s', (_name, symptoms) => {
    expect(isEmergency(urgencyOf(symptoms))).toBe(true);
  });

  it.each(calm)('calm twin: %s', (_name, symptoms) => {
    expect(isEmergency(urgencyOf(symptoms))).toBe(false);
  });
});

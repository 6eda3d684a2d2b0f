import type { Condition, Regimen } from '../../types';
import { perKg } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';

const who = (section: string) => cite('who-trachoma-2006', section);

/** 115. Trachoma. */
export const condition = {
  id: 'trachoma',
  name: 'Trachoma',
  icd10: ['A71.9', 'A71'],
  icd11: '1C23',
  urgency: 'routine',
  prior: {
    baseline: 0.002,
    byAge: [
      { maxYears: 1, multiplier: 0.5 },
      { minYears: 1, maxYears: 10, multiplier: 2.5 },
      { minYears: 10, maxYears: 40, multiplier: 0.4 },
      { minYears: 40, multiplier: 1.2 },
    ],
    bySex: { female: 1.5, male: 0.7 },
    byCountry: { ET: 4, SO: 1.5, TZ: 1.5, UG: 1, KE: 1, NG: 1.5, ML: 1.5, BF: 1.5, ZA: 0.05, BW: 0.05 },
    citations: [who('Epidemiology: dry, poor communities; children and women')],
  },
  findings: [
    { findingId: 'upper-lid-follicles', frequency: 0.8 },
    { findingId: 'inturned-eyelashes', frequency: 0.3 },
    { findingId: 'red-eyes', frequency: 0.5 },
    { findingId: 'eye-discharge', frequency: 0.5 },
    { findingId: 'gritty-itchy-eyes', frequency: 0.5 },
    { findingId: 'photophobia', frequency: 0.2 },
    { findingId: 'gradual-vision-loss', frequency: 0.15 },
    { findingId: 'visual-disturbance', frequency: 0.1 },
    { findingId: 'cloudy-cornea', frequency: 0.1 },
    { findingId: 'sick-contacts', frequency: 0.4 },
    {
      findingId: 'flies-on-face',
      frequency: 0.5,
      citation: who('SAFE: facial cleanliness and environmental improvement'),
    },
    { findingId: 'unsafe-water', frequency: 0.5 },
    { findingId: 'severe-eye-pain', frequency: 0.1 },
    { findingId: 'fever', frequency: 0.02 },
    { findingId: 'itchy-nose-eyes', frequency: 0.05 },
    { findingId: 'cloudy-lens-white-pupil', frequency: 0.05 },
    { findingId: 'newborn-eye-discharge', frequency: 0.01 },
  ],
  redFlags: [
    {
      findingIds: ['inturned-eyelashes'],
      finding: 'Eyelashes touching the eyeball (trachomatous trichiasis): blinding corneal scarring follows',
      urgency: 'urgent',
      actionRequired:
        'Refer for trichiasis surgery; epilate the touching lashes meanwhile; treat with azithromycin.',
      citations: [who('SAFE: surgery for trichiasis')],
    },
    {
      findingIds: ['cloudy-cornea'],
      allOf: ['inturned-eyelashes'],
      finding: 'Inturned lashes with a white or clouded patch on the cornea: corneal ulcer',
      urgency: 'emergency',
      actionRequired:
        'Antibiotic eye ointment and a pad now; refer today to an eye unit for the ulcer; epilate the touching lashes.',
      citations: [
        cite('who-afro-primary-eye-care-2018', 'Primary eye care: the red eye; danger signs'),
        who('Trachomatous trichiasis and corneal opacity'),
      ],
    },
    {
      // The lash-scratched cornea ulcerates and becomes infected: a red, very painful eye that now sees little, or
      // a white spot on the cornea, is a corneal ulcer, not trichiasis alone (WHO AFRO primary eye care: a red eye
      // with reduced vision or a corneal opacity is referred the same day).
      // Blurred sight with a red, watering eye is the trichiasis itself (urgent, above); pus with the sight going
      // is the infected ulcer.
      findingIds: ['visual-disturbance'],
      allOf: ['inturned-eyelashes', 'red-eyes', 'eye-discharge'],
      finding: 'Inturned lashes with a red eye, pus and sight going: infected corneal ulcer',
      urgency: 'emergency',
      actionRequired:
        'Antibiotic eye ointment and a pad now; refer today to an eye unit for the ulcer; epilate the touching lashes.',
      citations: [
        cite('who-afro-primary-eye-care-2018', 'Primary eye care: the red eye; danger signs'),
        who('Trachomatous trichiasis and corneal opacity'),
      ],
    },
  ],
  investigations: [
    {
      test: 'Evert the upper eyelid and grade with the WHO simplified system (TF, TI, TS, TT, CO) using a loupe',
      urgency: 'routine',
      rationale: 'TF: 5 or more follicles on the upper tarsal conjunctiva; TT: a lash touching the eye.',
      expectedFindings:
        'Follicles (TF) or inflammatory thickening (TI) in children; scarring and trichiasis in adults.',
    },
    {
      test: 'Visual acuity',
      urgency: 'routine',
      rationale: 'Corneal opacity reduces vision.',
      expectedFindings: 'Reduced if corneal opacity.',
    },
  ],
  monitoring: [
    {
      parameter: 'Follicles, lashes, vision',
      frequency: 'Review at 3-6 months; community surveys after mass treatment',
      alertCriteria: 'Lashes touching the eye, reduced vision',
    },
  ],
  referrals: [
    {
      specialist: 'Eye clinic / trichiasis surgeon',
      urgency: 'routine',
      reason: 'Trichiasis surgery; corneal opacity.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Wash children\u2019s faces daily with clean water; do not share towels.',
      category: 'hygiene',
      importance: 'high',
    },
    {
      recommendation: 'Use a latrine and dispose of animal dung away from the house to reduce flies.',
      category: 'prevention',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'SAFE strategy. Active trachoma: azithromycin 20 mg/kg (max 1 g) as one dose, or tetracycline 1% eye ointment twice daily for 6 weeks (infants under 6 months, or where azithromycin is unavailable); treat the household. Trichiasis: surgery. Facial cleanliness and environmental improvement for the community.',
    supportiveCare: ['Face washing', 'Epilation of touching lashes while awaiting surgery'],
    followUpSchedule: 'Review at 3-6 months; post-operative review at 1 day, 1-2 weeks and 3-6 months.',
    antibioticsIndicated: true,
    citations: [who('SAFE: antibiotics and surgery')],
  },
  citations: [who('Trachoma control: the SAFE strategy')],
} satisfies Condition;

export const regimens = [
  {
    id: 'trachoma-infant',
    conditionId: 'trachoma',
    population: { maxAgeDays: 183 },
    items: [
      {
        medicineId: 'tetracycline-eye',
        route: 'ophthalmic',
        dose: {
          kind: 'fixed',
          mg: 1,
          amount: '1 cm ribbon into each eye',
          maxMgPerDose: 1,
          maxMgPerDay: 2,
          unit: 'application',
        },
        frequency: 'twice daily',
        dosesPerDay: 2,
        duration: '6 weeks',
        indication: 'active trachoma under 6 months',
        alternativeIds: [],
        citations: [who('Antibiotics: tetracycline eye ointment twice daily for 6 weeks')],
      },
    ],
    note: 'Treat the household with azithromycin.',
    citations: [who('Antibiotics')],
  },
  {
    id: 'trachoma',
    conditionId: 'trachoma',
    population: {},
    items: [
      {
        medicineId: 'azithromycin',
        route: 'oral',
        dose: perKg(20, 1000, 1000, 50),
        frequency: 'once',
        dosesPerDay: 1,
        duration: 'single dose',
        indication: 'active trachoma, and household contacts',
        alternativeIds: ['tetracycline-eye'],
        citations: [who('Antibiotics: azithromycin 20 mg/kg, maximum 1 g, single dose')],
      },
    ],
    note: 'Trichiasis needs surgery: refer.',
    citations: [who('SAFE: antibiotics')],
  },
  {
    id: 'trachoma-alternatives',
    conditionId: 'trachoma',
    population: {},
    items: [
      {
        medicineId: 'tetracycline-eye',
        route: 'ophthalmic',
        dose: {
          kind: 'fixed',
          mg: 1,
          amount: '1 cm ribbon into each eye',
          maxMgPerDose: 1,
          maxMgPerDay: 2,
          unit: 'application',
        },
        frequency: 'twice daily',
        dosesPerDay: 2,
        duration: '6 weeks',
        indication: 'active trachoma when azithromycin is withheld',
        alternativeIds: [],
        citations: [who('Antibiotics: tetracycline eye ointment twice daily for 6 weeks')],
      },
    ],
    note: 'Doses of the alternatives.',
    citations: [who('Antibiotics')],
  },
] satisfies readonly Regimen[];

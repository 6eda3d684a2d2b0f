import type { Condition, Regimen } from '../../types';
import { cite, pocketBook } from '../../regimens-shared/citations';
import { paracetamol } from '../../regimens-shared/pain-and-fever';

export const condition = {
  id: 'measles',
  name: 'Measles',
  icd10: ['B05.9', 'B05'],
  icd11: '1F03',
  urgency: 'urgent',
  prior: {
    baseline: 0.002,
    byCountry: {
      KE: 1,
      UG: 1,
      TZ: 0.8,
      ET: 2,
      SO: 3,
      NG: 2,
      GH: 0.8,
      ML: 1.5,
      BF: 1.5,
      MW: 0.6,
      ZM: 1,
      ZW: 0.8,
      ZA: 0.2,
      BW: 0.2,
    },
    byAge: [
      { maxYears: 5, multiplier: 2.5 },
      { minYears: 5, maxYears: 15, multiplier: 1 },
      { minYears: 15, multiplier: 0.2 },
    ],
    bySeason: [{ countries: ['NG', 'GH', 'ML', 'BF'], months: [1, 2, 3, 4], multiplier: 1.5 }],
    citations: [{ sourceId: 'who-measles-surveillance-2018', section: 'Epidemiology and surveillance' }],
  },
  findings: [
    { findingId: 'fever', frequency: 0.99 },
    { findingId: 'high-fever', frequency: 0.6 },
    { findingId: 'rash', frequency: 0.98 },
    { findingId: 'maculopapular-rash', frequency: 0.95 },
    { findingId: 'rash-face-spreading-down', frequency: 0.8 },
    { findingId: 'cough', frequency: 0.9 },
    { findingId: 'runny-nose', frequency: 0.85 },
    { findingId: 'red-eyes', frequency: 0.8 },
    { findingId: 'eye-discharge', frequency: 0.3 },
    { findingId: 'koplik-spots', frequency: 0.6 },
    { findingId: 'mouth-ulcers', frequency: 0.25 },
    { findingId: 'photophobia', frequency: 0.25 },
    { findingId: 'unvaccinated', frequency: 0.8 },
    { findingId: 'sick-contacts', frequency: 0.5 },
    { findingId: 'diarrhoea', frequency: 0.3 },
    { findingId: 'anorexia', frequency: 0.6 },
    { findingId: 'irritability', frequency: 0.3 },
    { findingId: 'lymphadenopathy', frequency: 0.3 },
    { findingId: 'tachypnoea', frequency: 0.2 },
    { findingId: 'chest-indrawing', frequency: 0.08 },
    { findingId: 'ear-discharge', frequency: 0.05 },
    { findingId: 'low-muac', frequency: 0.15 },
    { findingId: 'itching', frequency: 0.1 },
    { findingId: 'vesicular-rash', frequency: 0.002 },
    { findingId: 'petechial-rash', frequency: 0.002 },
    { findingId: 'neck-stiffness', frequency: 0.002 },
    { findingId: 'convulsions', frequency: 0.02 },
    { findingId: 'vomiting', frequency: 0.2 },
    { findingId: 'sore-throat', frequency: 0.2 },
    { findingId: 'lethargy', frequency: 0.05 },
  ],
  redFlags: [
    {
      findingIds: [
        'unable-to-drink',
        'vomiting-everything',
        'convulsions',
        'lethargy',
        'unconscious',
        'chest-indrawing',
        'hypoxaemia',
        'stridor',
        'visual-disturbance',
      ],
      finding:
        'Severe complicated measles (danger sign, severe pneumonia, stridor, clouding of the cornea or deep mouth ulcers)',
      urgency: 'emergency',
      actionRequired:
        'Give vitamin A and the first dose of an appropriate antibiotic (pneumonia), oxygen if hypoxaemic, and refer urgently.',
      citations: [
        {
          sourceId: 'who-imci-2014',
          section: 'Assess and classify: does the child have measles now or within the last 3 months?',
        },
      ],
    },
    {
      findingIds: ['low-muac', 'visible-wasting'],
      finding: 'Measles in a malnourished child',
      urgency: 'emergency',
      actionRequired: 'High risk of death: vitamin A, assess for SAM complications, admit.',
      citations: [{ sourceId: 'who-pocket-book-2013', section: '6.4 Measles' }],
    },
  ],
  investigations: [
    {
      test: 'Measles IgM (serum or dried blood spot) for the first cases in an area',
      urgency: 'urgent',
      rationale:
        'Case confirmation for surveillance (suspected case: fever, maculopapular rash and cough, coryza or conjunctivitis).',
      expectedFindings: 'Measles IgM positive.',
    },
    {
      test: 'MUAC and weight',
      urgency: 'urgent',
      rationale: 'Malnutrition worsens outcome and needs vitamin A and feeding support.',
      expectedFindings: 'MUAC >= 125 mm in uncomplicated cases.',
    },
  ],
  monitoring: [
    {
      parameter: 'Breathing, eyes, mouth, hydration and feeding',
      frequency: 'Review after 2 days; weekly for a month (post-measles immunosuppression)',
      alertCriteria: 'Fast breathing, corneal clouding, unable to eat, diarrhoea with dehydration',
    },
  ],
  referrals: [
    { specialist: 'Hospital (isolation)', urgency: 'emergency', reason: 'Severe complicated measles.' },
    {
      specialist: 'Surveillance officer',
      urgency: 'urgent',
      reason: 'Notifiable: case investigation and outbreak response vaccination.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Keep the child away from other children and pregnant women until 4 days after the rash appears.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Continue breastfeeding and feeding; give extra fluids.',
      category: 'diet',
      importance: 'high',
    },
    {
      recommendation:
        'Vaccinate siblings and contacts who are not up to date (2 doses of measles-containing vaccine).',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Clean the eyes with clean water and apply tetracycline eye ointment as instructed.',
      category: 'hygiene',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'No specific antiviral. Vitamin A on days 1 and 2 (a third dose after 2-4 weeks if eye signs), treatment of complications: tetracycline eye ointment for eye discharge, gentian violet for mouth ulcers, ORS for diarrhoea, and antibiotics only for pneumonia, otitis or other bacterial complications.',
    supportiveCare: ['Vitamin A', 'Paracetamol for fever', 'Fluids and nutrition', 'Eye and mouth care'],
    followUpSchedule:
      'Review after 2 days (eye/mouth complications), then at 2-4 weeks for the third vitamin A dose if needed.',
    antibioticsIndicated: false,
    citations: [
      { sourceId: 'who-pocket-book-2013', section: '6.4 Measles' },
      { sourceId: 'who-measles-treatment-2004', section: 'Treating measles in children: vitamin A' },
    ],
  },
  citations: [
    { sourceId: 'who-measles-surveillance-2018', section: 'Case definition and clinical features' },
    { sourceId: 'who-pocket-book-2013', section: '6.4 Measles' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'measles',
    conditionId: 'measles',
    population: {},
    items: [
      {
        medicineId: 'retinol',
        route: 'oral',
        dose: {
          kind: 'age-band',
          unit: 'IU',
          bands: [
            { minYears: 0, maxYears: 0.5, mg: 50000, amount: '50 000 IU' },
            { minYears: 0.5, maxYears: 1, mg: 100000, amount: '100 000 IU' },
            { minYears: 1, maxYears: 200, mg: 200000, amount: '200 000 IU' },
          ],
          maxMgPerDose: 200000,
          maxMgPerDay: 200000,
        },
        frequency: 'once daily on day 1 and day 2 (third dose 2-4 weeks later if eye signs)',
        dosesPerDay: 1,
        duration: '2 days',
        indication: 'vitamin A for measles',
        alternativeIds: [],
        citations: [
          cite('who-measles-treatment-2004', 'Treating measles in children: vitamin A'),
          cite('who-imci-2014', 'Give vitamin A'),
        ],
      },
      paracetamol('fever'),
    ],
    note: 'No antibiotic unless pneumonia, ear infection or eye infection complicate measles. Tetracycline eye ointment for eye signs; isolate.',
    citations: [cite('who-measles-treatment-2004', 'Case management'), pocketBook('6.4 Measles')],
  },
] satisfies readonly Regimen[];

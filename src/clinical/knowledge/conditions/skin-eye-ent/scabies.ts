import type { Condition, Regimen } from '../../types';
import { cite, bnfc } from '../../regimens-shared/citations';

export const condition = {
  id: 'scabies',
  name: 'Scabies',
  icd10: ['B86'],
  icd11: '1G04',
  urgency: 'routine',
  prior: {
    baseline: 0.015,
    byAge: [
      { maxYears: 15, multiplier: 1.5 },
      { minYears: 15, multiplier: 0.8 },
    ],
    byCountry: {
      KE: 1,
      SO: 1.3,
      ET: 1.5,
      UG: 1,
      TZ: 1,
      NG: 1,
      GH: 1,
      ZA: 0.7,
      MW: 1,
      ZW: 1,
      ML: 1,
      BF: 1,
      BW: 1,
      ZM: 1,
    },
    citations: [{ sourceId: 'ug-clinical-guidelines-2023', section: 'Skin diseases: Scabies' }],
  },
  findings: [
    { findingId: 'itching', frequency: 0.97 },
    { findingId: 'itching-worse-at-night', frequency: 0.85 },
    { findingId: 'itchy-web-spaces', frequency: 0.75 },
    { findingId: 'household-itching', frequency: 0.6 },
    { findingId: 'rash', frequency: 0.9 },
    { findingId: 'maculopapular-rash', frequency: 0.25 },
    { findingId: 'vesicular-rash', frequency: 0.1 },
    { findingId: 'fluctuant-swelling', frequency: 0.01 },
    { findingId: 'red-hot-swollen-skin', frequency: 0.01 },
    { findingId: 'ring-shaped-patch', frequency: 0.002 },
    { findingId: 'scalp-scaling-hair-loss', frequency: 0.002 },
    { findingId: 'vesicles-different-stages', frequency: 0.001 },
    { findingId: 'urticaria', frequency: 0.01 },
    { findingId: 'fever', frequency: 0.05 },
  ],
  redFlags: [
    {
      findingIds: ['red-hot-swollen-skin', 'fluctuant-swelling'],
      finding: 'Secondary bacterial infection of scabies lesions (impetigo, cellulitis, abscess)',
      urgency: 'urgent',
      actionRequired:
        'Treat the skin infection with an antibiotic the same day, drain any abscess; treat the scabies too.',
      citations: [{ sourceId: 'za-phc-stg-2020', section: 'Skin conditions: Scabies; Impetigo' }],
    },
    {
      findingIds: ['haematuria'],
      finding:
        'Blood or cola-coloured urine after infected scabies: possible post-streptococcal glomerulonephritis',
      urgency: 'urgent',
      actionRequired:
        'Check blood pressure and urine for blood and protein; refer the same day if either is abnormal.',
      citations: [
        {
          sourceId: 'ke-clinical-guidelines-2009',
          section: 'Renal conditions: Acute glomerulonephritis (post-streptococcal)',
        },
      ],
    },
  ],
  investigations: [
    {
      test: 'Clinical diagnosis; skin scraping for mites under the microscope where available',
      urgency: 'routine',
      rationale:
        'Burrows and itchy papules in typical sites with itching household members are enough to treat.',
      expectedFindings: 'Mites, eggs or faecal pellets in a scraping from a burrow.',
    },
    {
      test: 'Urine dipstick and blood pressure if lesions are infected and there is swelling',
      urgency: 'routine',
      rationale: 'Infected scabies is a common cause of post-streptococcal glomerulonephritis in Africa.',
      expectedFindings: 'Haematuria, proteinuria or raised blood pressure point to nephritis.',
    },
  ],
  monitoring: [
    {
      parameter: 'Itching and new lesions',
      frequency: 'Review at 2 and 4 weeks',
      alertCriteria: 'New burrows after 4 weeks: treatment failure or reinfestation',
    },
  ],
  referrals: [
    {
      specialist: 'Dermatology or medical officer',
      urgency: 'routine',
      reason: 'Crusted (Norwegian) scabies, or failure after two correct treatments; test for HIV.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Treat every household member and close contact at the same time, even without itching.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation:
        'Wash clothes, towels and bedding in hot water and dry in the sun, or seal them in a bag for 3 days.',
      category: 'hygiene',
      importance: 'high',
    },
    {
      recommendation:
        'Itching may last 2 to 4 weeks after successful treatment; this does not mean treatment failed.',
      category: 'self-care',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Permethrin 5% cream from the neck down (include the scalp and face in infants and the elderly), washed off after 8 to 12 hours, repeated after 7 days; benzyl benzoate 25% lotion where permethrin is not available (diluted for children; not in infants). Oral ivermectin for crusted scabies or mass treatment, not in pregnancy or children under 15 kg.',
    supportiveCare: [
      'Oral antihistamine at night for itching',
      'Calamine lotion for itch',
      'Keep nails short to limit scratching and infection',
    ],
    followUpSchedule: 'Review after 2 to 4 weeks, or earlier if lesions become infected.',
    antibioticsIndicated: false,
    citations: [
      { sourceId: 'ug-clinical-guidelines-2023', section: 'Skin diseases: Scabies' },
      { sourceId: 'za-phc-stg-2020', section: 'Skin conditions: Scabies' },
      { sourceId: 'who-eml-2023', section: 'Section 13.5 Scabicides and pediculicides' },
    ],
  },
  citations: [
    { sourceId: 'ug-clinical-guidelines-2023', section: 'Skin diseases: Scabies' },
    { sourceId: 'ke-clinical-guidelines-2009', section: 'Skin conditions: Scabies' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'scabies',
    conditionId: 'scabies',
    population: {},
    items: [
      {
        medicineId: 'permethrin',
        route: 'topical',
        dose: {
          kind: 'age-band',
          bands: [
            {
              minYears: 0.17,
              maxYears: 1,
              mg: 187.5,
              amount: 'up to 3.75 g of 5% cream (⅛ of a 30 g tube), whole body including scalp',
            },
            { minYears: 1, maxYears: 6, mg: 375, amount: 'up to 7.5 g of 5% cream (¼ tube)' },
            { minYears: 6, maxYears: 12, mg: 750, amount: 'up to 15 g of 5% cream (½ tube)' },
            { minYears: 12, maxYears: 200, mg: 1500, amount: 'up to 30 g of 5% cream (1 tube), neck down' },
          ],
          maxMgPerDose: 1500,
          maxMgPerDay: 1500,
        },
        frequency: 'apply to the whole body, wash off after 8-12 hours',
        dosesPerDay: 1,
        duration: 'two applications, 7 days apart',
        indication: 'scabies',
        alternativeIds: [],
        citations: [
          bnfc('Permethrin: scabies, quantities of 5% cream by age'),
          cite('who-model-formulary-2008', 'Section 13.6 Scabicides: permethrin'),
        ],
      },
    ],
    note: 'Treat all household contacts at the same time; wash clothes and bedding in hot water. Benzyl benzoate 25% (diluted for children, not under 2 years) where permethrin is unavailable.',
    citations: [cite('who-model-formulary-2008', 'Section 13.6 Scabicides and pediculicides')],
  },
] satisfies readonly Regimen[];

import type { Condition, Regimen } from '../../types';

const pocketLbw = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 3.5: Preterm and low-birth-weight infants (feeding, kangaroo mother care)',
} as const;
const pocketVitK = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 3.1: Essential newborn care — vitamin K 1 mg IM (0.5 mg if under 1.5 kg)',
} as const;
const newborn2017 = {
  sourceId: 'who-newborn-2017',
  section: 'Care of the preterm or low-birth-weight infant: kangaroo mother care, feeding',
} as const;

/** 88. Preterm or low-birth-weight baby with feeding difficulty. */
export const condition = {
  id: 'preterm-low-birth-weight',
  name: 'Preterm or low-birth-weight baby with feeding difficulty',
  icd10: ['P07', 'P07.1', 'P07.3'],
  urgency: 'urgent',
  // Born before 37 weeks or under 2.5 kg is what the condition is (Pocket Book 3.5): a cold or poorly feeding
  // baby of normal weight at term is not preterm.
  definedBy: { anyOf: ['preterm-or-low-birth-weight'], citation: pocketLbw },
  prior: {
    baseline: 0.002,
    byCountry: { ET: 1.2, NG: 1.1, ML: 1.3, BF: 1.3, SO: 1.3 },
    byAge: [
      { maxYears: 1 / 12, multiplier: 100 },
      { minYears: 1 / 12, maxYears: 3 / 12, multiplier: 10 },
      { minYears: 3 / 12, multiplier: 0 },
    ],
    citations: [pocketLbw, newborn2017],
  },
  findings: [
    { findingId: 'preterm-or-low-birth-weight', frequency: 0.98 },
    // A baby born before 32-34 weeks cannot yet suck well, keeps warm poorly, runs low on sugar and often
    // breathes with indrawing (surfactant lack) (Pocket Book 3.5).
    { findingId: 'unable-to-drink', frequency: 0.45, citation: pocketLbw },
    { findingId: 'not-feeding-well', frequency: 0.45, citation: pocketLbw },
    { findingId: 'chest-indrawing', frequency: 0.2, citation: pocketLbw },
    { findingId: 'anorexia', frequency: 0.3 },
    { findingId: 'poor-growth', frequency: 0.35 },
    { findingId: 'hypothermia', frequency: 0.35, citation: pocketLbw },
    // Cold stress before a low temperature: cool hands and feet in a small baby who cannot keep warm.
    { findingId: 'cold-hands-feet', frequency: 0.35, citation: pocketLbw },
    // Jaundice is commoner and lasts longer in preterm babies (Pocket Book 3.9).
    { findingId: 'jaundice', frequency: 0.55, citation: pocketLbw },
    { findingId: 'apnoea-episodes', frequency: 0.12 },
    { findingId: 'tachypnoea', frequency: 0.2 },
    { findingId: 'hypoglycaemia-lab', frequency: 0.25, citation: pocketLbw },
    { findingId: 'lethargy', frequency: 0.2 },
    { findingId: 'fever', frequency: 0.04 },
    { findingId: 'convulsions', frequency: 0.02 },
    { findingId: 'diarrhoea', frequency: 0.03 },
    { findingId: 'cough', frequency: 0.02 },
  ],
  redFlags: [
    {
      findingIds: ['apnoea-episodes', 'hypothermia', 'hypoglycaemia-lab', 'convulsions'],
      finding: 'Small baby with apnoea, low temperature, low glucose or fits',
      urgency: 'emergency',
      actionRequired:
        'Warm skin-to-skin, treat hypoglycaemia, stimulate and give oxygen for apnoea, and refer to a newborn unit.',
      citations: [pocketLbw],
    },
  ],
  investigations: [
    {
      test: 'Weight (daily) and temperature',
      urgency: 'urgent',
      rationale: 'Decides feeding volume and warming; < 1.5 kg needs a newborn unit.',
      expectedFindings: 'Weight < 2.5 kg.',
    },
    {
      test: 'Blood glucose',
      urgency: 'urgent',
      rationale: 'Small babies become hypoglycaemic.',
      expectedFindings: '≥ 2.5 mmol/L.',
    },
  ],
  monitoring: [
    {
      parameter: 'Weight, feeding, temperature, breathing',
      frequency: 'Daily; temperature every 6 hours',
      alertCriteria: 'Weight loss > 10% or no gain after day 10, temperature < 36.5 °C, apnoea',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital newborn unit (kangaroo mother care ward)',
      urgency: 'urgent',
      reason: 'Birth weight < 2.0 kg (< 1.5 kg always), unable to feed, or any danger sign.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Kangaroo mother care: skin-to-skin on the mother\u2019s chest day and night.',
      category: 'self-care',
      importance: 'high',
    },
    {
      recommendation: 'Breast milk only, every 2-3 hours; express and cup-feed if the baby cannot suck.',
      category: 'diet',
      importance: 'high',
    },
    {
      recommendation:
        'Return at once if the baby feeds poorly, feels cold, breathes fast or stops breathing.',
      category: 'safety',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Kangaroo mother care, breast milk by breast, cup or tube by ability (start at 60-80 mL/kg/day on day 1, rising about 20 mL/kg/day), vitamin K at birth, treat hypoglycaemia, hypothermia and infection; refer babies under 1.5 kg.',
    supportiveCare: [
      'Multivitamin, iron and vitamin D from 2-4 weeks where prescribed by the newborn unit',
      'Immunise on schedule',
    ],
    followUpSchedule: 'Weekly weight checks until 2.5 kg and feeding well.',
    antibioticsIndicated: false,
    citations: [pocketLbw, newborn2017],
  },
  citations: [pocketLbw, newborn2017],
} satisfies Condition;

export const regimens = [
  {
    id: 'preterm-low-birth-weight',
    conditionId: 'preterm-low-birth-weight',
    population: { maxAgeYears: 2 / 12 },
    items: [
      {
        medicineId: 'phytomenadione',
        route: 'intramuscular',
        dose: {
          kind: 'weight-band',
          bands: [
            { minKg: 0, maxKg: 1.5, mg: 0.5, amount: '0.5 mg IM' },
            { minKg: 1.5, maxKg: 7, mg: 1, amount: '1 mg IM' },
          ],
          maxMgPerDose: 1,
          maxMgPerDay: 1,
        },
        frequency: 'once',
        dosesPerDay: 1,
        duration: 'single dose at birth (if not given)',
        indication: 'prevention of vitamin K deficiency bleeding',
        alternativeIds: [],
        citations: [pocketVitK],
      },
    ],
    note: 'Feeding, warmth and kangaroo care are the treatment; vitamin K only if not already given at birth.',
    citations: [pocketVitK],
  },
] satisfies readonly Regimen[];

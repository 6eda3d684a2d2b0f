import type { Condition, Regimen } from '../../types';

const wasting = {
  sourceId: 'who-wasting-2023',
  section: 'Management of moderate wasting: specially formulated foods, counselling',
} as const;
const imciNutrition = {
  sourceId: 'who-imci-2014',
  section: 'Check for acute malnutrition: moderate acute malnutrition (MUAC 115-125 mm or WFH -3 to -2 z)',
} as const;
const sam = {
  sourceId: 'who-sam-2013',
  section: 'Recommendation 1: criteria for severe acute malnutrition',
} as const;

/** 92. Moderate acute malnutrition (moderate wasting): MUAC 115-124 mm or weight-for-height -3 to -2 z, no oedema. */
export const condition = {
  id: 'moderate-acute-malnutrition',
  name: 'Moderate acute malnutrition',
  icd10: ['E44', 'E44.0'],
  urgency: 'routine',
  prior: {
    baseline: 0.01,
    byCountry: { SO: 2.5, ET: 1.8, ML: 1.8, BF: 1.6, NG: 1.4, KE: 1, UG: 0.8, TZ: 0.8, ZA: 0.4, BW: 0.6 },
    byAge: [
      { maxYears: 0.5, multiplier: 0.5 },
      { minYears: 0.5, maxYears: 5, multiplier: 3 },
      { minYears: 5, maxYears: 15, multiplier: 0.5 },
      { minYears: 15, multiplier: 0.05 },
    ],
    bySeason: [{ countries: ['SO', 'ET', 'KE'], months: [1, 2, 3, 7, 8, 9], multiplier: 1.3 }],
    citations: [wasting, imciNutrition],
  },
  findings: [
    { findingId: 'muac-below-125', frequency: 0.8, citation: imciNutrition },
    { findingId: 'poor-growth', frequency: 0.7 },
    { findingId: 'weight-loss', frequency: 0.5 },
    { findingId: 'visible-wasting', frequency: 0.35 },
    { findingId: 'anorexia', frequency: 0.35 },
    { findingId: 'diarrhoea', frequency: 0.3 },
    { findingId: 'chronic-diarrhoea', frequency: 0.1 },
    { findingId: 'cough', frequency: 0.25 },
    { findingId: 'fever', frequency: 0.25 },
    { findingId: 'pallor', frequency: 0.3 },
    { findingId: 'fatigue', frequency: 0.25 },
    { findingId: 'known-hiv', frequency: 0.06 },
    // Signs of severe acute malnutrition argue against moderate.
    { findingId: 'low-muac', frequency: 0.002, citation: sam },
    { findingId: 'bilateral-pitting-oedema', frequency: 0.002, citation: sam },
    { findingId: 'hair-skin-changes-kwashiorkor', frequency: 0.001, citation: sam },
    { findingId: 'failed-appetite-test', frequency: 0.001, citation: sam },
  ],
  redFlags: [
    {
      findingIds: ['low-muac', 'bilateral-pitting-oedema', 'failed-appetite-test'],
      finding: 'MUAC < 115 mm, oedema of both feet or a failed appetite test: severe acute malnutrition',
      urgency: 'urgent',
      actionRequired:
        'Manage as severe acute malnutrition (outpatient RUTF or inpatient stabilisation if complicated).',
      citations: [sam],
    },
  ],
  investigations: [
    {
      test: 'MUAC, weight-for-height z-score, check both feet for oedema',
      urgency: 'routine',
      rationale: 'Classifies moderate versus severe wasting.',
      expectedFindings: 'MUAC 115-124 mm or WFH -3 to -2 z, no oedema.',
    },
    {
      test: 'HIV and TB screening; malaria test if febrile',
      urgency: 'routine',
      rationale: 'Common underlying causes.',
      expectedFindings: 'Negative or positive.',
    },
  ],
  monitoring: [
    {
      parameter: 'Weight and MUAC',
      frequency: 'Every 2 weeks',
      alertCriteria: 'MUAC < 115 mm, oedema, weight loss on 2 visits',
    },
  ],
  referrals: [
    {
      specialist: 'Supplementary feeding programme (nutrition clinic)',
      urgency: 'routine',
      reason: 'Specially formulated food and follow-up until MUAC ≥ 125 mm on 2 visits.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Continue breastfeeding; add energy-dense family foods (oil, groundnut paste, beans, eggs, milk) 5 times a day.',
      category: 'diet',
      importance: 'high',
    },
    {
      recommendation:
        'Safe water, hand washing, vaccination and vitamin A on schedule, deworming from 1 year.',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Nutrition counselling and, where programmes exist, specially formulated food (ready-to-use supplementary food) until recovery (MUAC ≥ 125 mm); treat infections; no routine antibiotics.',
    supportiveCare: ['Vitamin A and deworming per schedule', 'Micronutrient powders where available'],
    followUpSchedule: 'Every 2 weeks until recovered for 2 visits.',
    antibioticsIndicated: false,
    citations: [wasting, imciNutrition],
  },
  citations: [wasting, imciNutrition],
} satisfies Condition;

export const regimens = [
  {
    id: 'moderate-acute-malnutrition',
    conditionId: 'moderate-acute-malnutrition',
    population: {},
    items: [],
    note: 'Treatment is food (ready-to-use supplementary food through the nutrition programme), not medicine.',
    citations: [wasting],
  },
] satisfies readonly Regimen[];

import type { Condition, Regimen } from '../../types';

const hip = {
  sourceId: 'who-hip-2013',
  section: 'Diagnostic criteria: fasting 5.1-6.9, 1-hour ≥ 10.0, 2-hour 8.5-11.0 mmol/L after 75 g OGTT',
} as const;
const keDiabetes = {
  sourceId: 'ke-diabetes-2018',
  section: 'Diabetes in pregnancy: screening, diet, metformin and insulin',
} as const;
const anc = {
  sourceId: 'who-anc-2016',
  section: 'B.1.3 Hyperglycaemia in pregnancy: classify as gestational diabetes or diabetes in pregnancy',
} as const;

/** 82. Gestational diabetes: hyperglycaemia first detected in pregnancy below the thresholds of diabetes. */
export const condition = {
  id: 'gestational-diabetes',
  name: 'Gestational diabetes',
  icd10: ['O24.4'],
  icd11: 'JA63.2',
  urgency: 'routine',
  // Diagnosed only on a glucose test (WHO HIP 2013): pregnancy alone does not make it.
  definedBy: { anyOf: ['hyperglycaemia-lab'], citation: hip },
  prior: {
    baseline: 0.002,
    byCountry: { ZA: 1.5, BW: 1.3, NG: 1.2, GH: 1.2 },
    byAge: [
      { maxYears: 14, multiplier: 0 },
      { minYears: 14, maxYears: 25, multiplier: 1 },
      { minYears: 25, maxYears: 50, multiplier: 1.8 },
      { minYears: 50, multiplier: 0 },
    ],
    bySex: { male: 0 },
    pregnancy: { pregnant: 12, notPregnant: 0.01 },
    citations: [hip, keDiabetes],
  },
  findings: [
    { findingId: 'pregnant', frequency: 0.99 },
    { findingId: 'hyperglycaemia-lab', frequency: 0.95, citation: hip },
    { findingId: 'glucose-raised-for-pregnancy-lab', frequency: 0.9, citation: hip },
    { findingId: 'pregnancy-over-20-weeks', frequency: 0.8, citation: anc },
    { findingId: 'previous-large-baby-or-gdm', frequency: 0.3 },
    { findingId: 'obesity', frequency: 0.5 },
    { findingId: 'polyuria', frequency: 0.2 },
    { findingId: 'polydipsia', frequency: 0.2 },
    { findingId: 'fatigue', frequency: 0.3 },
    { findingId: 'vaginal-discharge', frequency: 0.1 },
    { findingId: 'curd-like-discharge', frequency: 0.1 },
    { findingId: 'ketones-lab', frequency: 0.05 },
    { findingId: 'weight-loss', frequency: 0.03 },
    { findingId: 'kussmaul-breathing', frequency: 0.001 },
    { findingId: 'fever', frequency: 0.04 },
    { findingId: 'vomiting', frequency: 0.08 },
  ],
  redFlags: [
    {
      findingIds: ['ketones-lab', 'kussmaul-breathing', 'confusion'],
      finding: 'Ketones, deep breathing or confusion with high glucose in pregnancy (ketoacidosis)',
      urgency: 'emergency',
      actionRequired: 'Treat as diabetic ketoacidosis (fluids, insulin) in hospital; fetal monitoring.',
      citations: [keDiabetes],
    },
  ],
  investigations: [
    {
      test: '75 g oral glucose tolerance test at 24-28 weeks',
      urgency: 'routine',
      rationale: 'Confirms the diagnosis.',
      expectedFindings: 'Fasting 5.1-6.9 or 1-h ≥ 10.0 or 2-h 8.5-11.0 mmol/L.',
    },
    {
      test: 'Fasting glucose or HbA1c',
      urgency: 'routine',
      rationale: 'Fasting ≥ 7.0 or random ≥ 11.1 means diabetes in pregnancy, not gestational diabetes.',
      expectedFindings: 'Below diabetes thresholds.',
    },
    {
      test: 'Urine protein, BP',
      urgency: 'routine',
      rationale: 'Pre-eclampsia is more common.',
      expectedFindings: 'Normal.',
    },
  ],
  monitoring: [
    {
      parameter: 'Capillary glucose (fasting and 1-2 h after meals)',
      frequency: 'Several days a week',
      alertCriteria: 'Fasting ≥ 5.3 or 1-hour ≥ 7.8 mmol/L despite diet for 1-2 weeks',
    },
    {
      parameter: 'Fetal growth (fundal height)',
      frequency: 'Each visit',
      alertCriteria: 'Large for dates or polyhydramnios',
    },
  ],
  referrals: [
    {
      specialist: 'Antenatal diabetes clinic (obstetrician/physician)',
      urgency: 'routine',
      reason: 'Start of metformin or insulin, planning delivery by 39-40 weeks, neonatal glucose checks.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Meals with whole grains, vegetables and legumes; avoid sugary drinks and sweets; regular small meals.',
      category: 'diet',
      importance: 'high',
    },
    { recommendation: '30 minutes of walking most days.', category: 'activity', importance: 'medium' },
    {
      recommendation:
        'Fasting glucose test 6-12 weeks after the birth and every 1-3 years after: risk of type 2 diabetes is high.',
      category: 'follow-up',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Diet and activity first; if targets are not met in 1-2 weeks, metformin or insulin started by the antenatal diabetes clinic; deliver in hospital with neonatal glucose monitoring.',
    supportiveCare: ['Breastfeeding lowers the baby\u2019s hypoglycaemia risk', 'Postnatal glucose test'],
    followUpSchedule: 'Every 1-2 weeks until delivery; 6-12 weeks postpartum glucose test.',
    antibioticsIndicated: false,
    citations: [keDiabetes, hip],
  },
  citations: [hip, keDiabetes, anc],
} satisfies Condition;

export const regimens = [
  {
    id: 'gestational-diabetes',
    conditionId: 'gestational-diabetes',
    population: {},
    items: [],
    note: 'No medicine is dosed here: diet and activity come first, and metformin or insulin is started and titrated by the antenatal diabetes clinic against home glucose readings (Kenya national diabetes guidelines 2018).',
    citations: [keDiabetes],
  },
] satisfies readonly Regimen[];

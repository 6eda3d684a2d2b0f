import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';

const ispad = (section: string) => cite('ispad-2022', section);

export const condition = {
  id: 'type-1-diabetes',
  name: 'Type 1 diabetes mellitus (new diagnosis or follow-up, without ketoacidosis)',
  icd10: ['E10.9', 'E10'],
  icd11: '5A10',
  urgency: 'urgent',
  prior: {
    baseline: 0.0003,
    byAge: [
      { maxYears: 1, multiplier: 0.2 },
      { minYears: 1, maxYears: 15, multiplier: 3 },
      { minYears: 15, maxYears: 30, multiplier: 2 },
      { minYears: 30, multiplier: 0.4 },
    ],
    citations: [
      ispad('Chapter 1: definition, epidemiology and classification'),
      cite('who-pen-2020', 'Diabetes: type 1 diabetes in children and young people'),
    ],
  },
  findings: [
    { findingId: 'polyuria', frequency: 0.9 },
    { findingId: 'polydipsia', frequency: 0.9 },
    { findingId: 'weight-loss', frequency: 0.7 },
    { findingId: 'fatigue', frequency: 0.6 },
    { findingId: 'hyperglycaemia-lab', frequency: 0.98 },
    { findingId: 'ketones-lab', frequency: 0.55 },
    { findingId: 'nocturia', frequency: 0.6 },
    // Passing urine often and visible weight loss are how polyuria and catabolism are told.
    {
      findingId: 'urinary-frequency',
      frequency: 0.5,
      citation: ispad('Diagnosis: polyuria, polydipsia, weight loss'),
    },
    {
      findingId: 'visible-wasting',
      frequency: 0.15,
      citation: ispad('Diagnosis: polyuria, polydipsia, weight loss'),
    },
    { findingId: 'visual-disturbance', frequency: 0.15 },
    { findingId: 'known-diabetes', frequency: 0.35 },
    { findingId: 'on-insulin-or-sulfonylurea', frequency: 0.3 },
    { findingId: 'vomiting', frequency: 0.15 },
    { findingId: 'abdominal-pain', frequency: 0.12 },
    { findingId: 'kussmaul-breathing', frequency: 0.05 },
    { findingId: 'fruity-breath', frequency: 0.05 },
    { findingId: 'obesity', frequency: 0.05 },
    { findingId: 'known-hypertension', frequency: 0.03 },
    { findingId: 'thirsty', frequency: 0.5 },
    { findingId: 'vaginal-discharge', frequency: 0.05 },
    { findingId: 'fever', frequency: 0.08 },
    { findingId: 'diarrhoea', frequency: 0.05 },
  ],
  redFlags: [
    {
      findingIds: ['vomiting', 'kussmaul-breathing', 'fruity-breath', 'confusion', 'lethargy'],
      finding: 'Vomiting, deep breathing, acetone breath or drowsiness: diabetic ketoacidosis',
      urgency: 'emergency',
      actionRequired: 'Check ketones and glucose; manage as DKA (fluids, insulin, potassium) and refer.',
      citations: [cite('ispad-dka-2022', 'Diagnosis and management of DKA')],
    },
  ],
  investigations: [
    {
      test: 'Blood glucose and urine or blood ketones',
      urgency: 'stat',
      rationale: 'Confirms diabetes and excludes ketoacidosis.',
      expectedFindings: 'Random glucose >= 11.1 mmol/L with symptoms; ketones may be present.',
    },
    {
      test: 'HbA1c; electrolytes and creatinine; thyroid function and coeliac screen at diagnosis',
      urgency: 'urgent',
      rationale: 'Baseline control and associated autoimmune disease.',
      expectedFindings: 'Raised HbA1c.',
    },
  ],
  monitoring: [
    {
      parameter: 'Home glucose before meals and at bedtime; HbA1c',
      frequency: 'Several times daily; HbA1c every 3 months',
      alertCriteria: 'Glucose < 4 mmol/L (hypoglycaemia) or > 14 mmol/L with ketones; HbA1c > 7%.',
    },
    {
      parameter: 'Growth, blood pressure, urine albumin, eyes, feet',
      frequency: 'Yearly screening from puberty or 5 years after diagnosis',
      alertCriteria: 'Albuminuria, retinopathy, poor growth.',
    },
  ],
  referrals: [
    {
      specialist: 'Diabetes clinic (paediatric for children)',
      urgency: 'urgent',
      reason: 'Insulin start and education the same week; ketoacidosis is an emergency.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Insulin is life-long and must never be stopped, even when ill or not eating (sick-day rules).',
      category: 'adherence',
      importance: 'high',
    },
    {
      recommendation: 'Know the signs of low sugar and carry sugar or sweets.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation: 'Regular meals with consistent carbohydrate, and regular activity.',
      category: 'diet',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Insulin from diagnosis: basal-bolus (intermediate or long-acting plus soluble before meals) or twice-daily premixed where resources are limited; total daily dose is individual (about 0.7 to 1 unit/kg/day in prepubertal children, higher in puberty) and titrated to glucose by the diabetes team. Structured education, home glucose monitoring, hypoglycaemia recognition and sick-day rules. Exclude ketoacidosis first.',
    supportiveCare: ['Psychosocial support', 'Dietitian'],
    followUpSchedule: 'Weekly while starting insulin, then every 3 months.',
    antibioticsIndicated: false,
    citations: [
      ispad('Chapter 9: insulin treatment'),
      cite('who-pen-2020', 'Diabetes: insulin for type 1 diabetes'),
    ],
  },
  citations: [ispad('Type 1 diabetes'), cite('who-pen-2020', 'Diabetes')],
} satisfies Condition;

export const regimens = [
  {
    id: 'type-1-diabetes',
    conditionId: 'type-1-diabetes',
    population: {},
    items: [],
    note: 'Insulin doses are individual and titrated to glucose by the diabetes team; no dose is computed here.',
    citations: [ispad('Chapter 9: insulin treatment')],
  },
] satisfies readonly Regimen[];

import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite, bnf } from '../../regimens-shared/citations';

export const condition = {
  id: 'hypertension',
  name: 'Hypertension (essential)',
  icd10: ['I10'],
  icd11: 'BA00',
  urgency: 'routine',
  prior: {
    baseline: 0.04,
    byAge: [
      { maxYears: 18, multiplier: 0.03 },
      { minYears: 18, maxYears: 30, multiplier: 0.3 },
      { minYears: 30, maxYears: 45, multiplier: 0.9 },
      { minYears: 45, maxYears: 65, multiplier: 2 },
      { minYears: 65, multiplier: 2.5 },
    ],
    byCountry: {
      KE: 1,
      SO: 1,
      ET: 0.8,
      UG: 1,
      TZ: 1,
      NG: 1,
      GH: 1,
      ZA: 1.3,
      MW: 1,
      ZW: 1,
      ML: 1,
      BF: 1,
      BW: 1.2,
      ZM: 1,
    },
    pregnancy: { pregnant: 0.4 },
    citations: [
      { sourceId: 'who-hypertension-2021', section: 'Background: prevalence of hypertension' },
      { sourceId: 'ke-cvd-2018', section: 'Chapter: Hypertension' },
    ],
  },
  findings: [
    { findingId: 'irregular-pulse', frequency: 0.03 },
    { findingId: 'stopped-antihypertensive-medicine', frequency: 0.08 },
    { findingId: 'hypertension-reading', frequency: 0.95 },
    { findingId: 'severe-hypertension-reading', frequency: 0.12 },
    { findingId: 'known-hypertension', frequency: 0.5 },
    { findingId: 'obesity', frequency: 0.4 },
    { findingId: 'known-diabetes', frequency: 0.15 },
    { findingId: 'headache', frequency: 0.35 },
    {
      // Long-standing hypertension thickens the left ventricle: a fourth heart sound in a minority.
      findingId: 's4-stiff-ventricle',
      frequency: 0.04,
      citation: {
        sourceId: 'harrison-2022',
        section: 'Ch. 277 hypertensive vascular disease: heart, left ventricular hypertrophy',
      },
    },
    { findingId: 'dizziness', frequency: 0.25 },
    { findingId: 'fatigue', frequency: 0.3 },
    { findingId: 'sleep-disturbance', frequency: 0.2 },
    { findingId: 'palpitations', frequency: 0.2 },
    { findingId: 'nocturia', frequency: 0.1 },
    { findingId: 'severe-headache', frequency: 0.03 },
    { findingId: 'visual-disturbance', frequency: 0.02 },
    { findingId: 'confusion', frequency: 0.01 },
    { findingId: 'focal-weakness', frequency: 0.001 },
    { findingId: 'chest-pain', frequency: 0.02 },
    { findingId: 'shortness-of-breath', frequency: 0.05 },
    { findingId: 'fever', frequency: 0.03 },
    { findingId: 'pregnancy-over-20-weeks', frequency: 0.01 },
    { findingId: 'proteinuria-lab', frequency: 0.1 },
  ],
  redFlags: [
    {
      findingIds: ['confusion', 'convulsions', 'focal-weakness'],
      allOf: ['severe-hypertension-reading'],
      finding:
        'Raised blood pressure with confusion, fits or focal weakness: hypertensive emergency or stroke',
      urgency: 'emergency',
      actionRequired:
        'Treat as hypertensive emergency: controlled BP lowering with IV or oral agents and urgent referral.',
      citations: [{ sourceId: 'ke-cvd-2018', section: 'Chapter: Hypertensive emergencies' }],
    },
  ],
  investigations: [
    {
      test: 'Repeat blood pressure: two readings on two occasions (or home or ambulatory readings)',
      urgency: 'routine',
      rationale:
        'Confirms hypertension (>= 140/90 mmHg) before lifelong treatment, except when >= 180/110 mmHg.',
      expectedFindings: 'Sustained BP >= 140/90 mmHg.',
    },
    {
      test: 'Urine dipstick for protein, creatinine, potassium, glucose, lipids, ECG',
      urgency: 'routine',
      rationale: 'Looks for organ damage, diabetes and secondary causes; guides drug choice.',
      expectedFindings:
        'Proteinuria, raised creatinine or left ventricular hypertrophy in long-standing disease.',
    },
  ],
  monitoring: [
    {
      parameter: 'Blood pressure',
      frequency: 'Monthly until controlled, then every 3 to 6 months',
      alertCriteria: 'BP >= 140/90 mmHg (>= 130/80 with diabetes or CKD) after 3 months: step up treatment',
    },
    {
      parameter: 'Creatinine and potassium',
      frequency: 'Yearly, and 1 to 2 weeks after starting an ACE inhibitor or diuretic',
      alertCriteria: 'Creatinine up > 30% or potassium > 5.5 mmol/L',
    },
  ],
  referrals: [
    {
      specialist: 'Physician',
      urgency: 'routine',
      reason: 'Uncontrolled on three drugs, hypertension under 30 years, or suspected secondary cause.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Eat less salt (under 5 g a day: no added salt, fewer salty processed foods) and more fruit and vegetables.',
      category: 'diet',
      importance: 'high',
    },
    {
      recommendation: 'Be active at least 30 minutes on most days and lose weight if overweight.',
      category: 'activity',
      importance: 'high',
    },
    { recommendation: 'Stop smoking and limit alcohol.', category: 'prevention', importance: 'high' },
    {
      recommendation: 'Take the tablets every day for life, even when there are no symptoms.',
      category: 'adherence',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Start drug treatment when BP is confirmed >= 140/90 mmHg (immediately if >= 160/100 or high cardiovascular risk). First line for black African adults: a long-acting calcium channel blocker (amlodipine) or a thiazide or thiazide-like diuretic (hydrochlorothiazide, chlortalidone); add an ACE inhibitor or ARB (first choice with diabetes or proteinuric kidney disease). Use single-pill combinations where possible (HEARTS protocol). Target < 140/90 mmHg, < 130/80 mmHg with diabetes, CKD or high risk. Statin if high cardiovascular risk.',
    supportiveCare: ['Cardiovascular risk assessment', 'Screen for diabetes and kidney disease'],
    followUpSchedule: 'Monthly until controlled, then every 3 to 6 months.',
    antibioticsIndicated: false,
    citations: [
      {
        sourceId: 'who-hypertension-2021',
        section: 'Recommendations 1-8: thresholds, first-line drugs, targets',
      },
      { sourceId: 'who-hearts-2020', section: 'Evidence-based treatment protocols' },
      { sourceId: 'ke-cvd-2018', section: 'Chapter: Hypertension' },
    ],
  },
  citations: [
    { sourceId: 'ke-cvd-2018', section: 'Chapter: Hypertension' },
    { sourceId: 'who-hypertension-2021', section: 'Recommendations 1-8' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'hypertension-pregnant',
    conditionId: 'hypertension',
    population: { pregnant: true },
    items: [
      {
        medicineId: 'methyldopa',
        route: 'oral',
        dose: fixed(250, '1 tablet (250 mg)', 1000, 3000),
        frequency: 'every 8 hours, titrated',
        dosesPerDay: 3,
        duration: 'until delivery, review after',
        indication: 'hypertension in pregnancy',
        alternativeIds: ['nifedipine'],
        citations: [
          cite('who-mcpc-2017', 'Hypertension in pregnancy: methyldopa'),
          bnf('Methyldopa: 250 mg 2-3 times daily, max 3 g daily'),
        ],
      },
    ],
    note: 'ACE inhibitors and ARBs are contraindicated in pregnancy. Screen for pre-eclampsia (proteinuria, symptoms).',
    citations: [cite('who-mcpc-2017', 'Hypertension in pregnancy')],
  },
  {
    id: 'hypertension-pregnant-alternatives',
    conditionId: 'hypertension',
    population: { pregnant: true },
    items: [
      {
        medicineId: 'nifedipine',
        route: 'oral',
        dose: fixed(20, '1 prolonged-release tablet (20 mg)', 40, 90),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: 'until delivery',
        indication: 'hypertension in pregnancy',
        alternativeIds: [],
        citations: [bnf('Nifedipine: prolonged-release 20 mg twice daily, max 90 mg daily in hypertension')],
      },
    ],
    citations: [cite('who-mcpc-2017', 'Hypertension in pregnancy')],
  },
  {
    id: 'hypertension',
    conditionId: 'hypertension',
    population: { minAgeYears: 18 },
    items: [
      {
        medicineId: 'amlodipine',
        route: 'oral',
        dose: fixed(5, '1 tablet (5 mg)', 10, 10),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: 'long term; review monthly until controlled',
        indication: 'hypertension',
        alternativeIds: ['hydrochlorothiazide'],
        citations: [
          cite('who-hearts-2020', 'Treatment protocol: amlodipine 5 mg, then 10 mg'),
          cite(
            'ke-cvd-2018',
            'Hypertension: calcium-channel blocker or thiazide first line for Black patients',
          ),
        ],
      },
    ],
    note: 'Add a thiazide, then an ACE inhibitor or ARB, if not controlled at 4 weeks (target below 140/90). Lifestyle: salt, weight, activity, tobacco.',
    citations: [
      cite('who-hypertension-2021', 'Recommendations'),
      cite('who-hearts-2020', 'Treatment protocols'),
    ],
  },
  {
    id: 'hypertension-alternatives',
    conditionId: 'hypertension',
    population: { minAgeYears: 18 },
    items: [
      {
        medicineId: 'hydrochlorothiazide',
        route: 'oral',
        dose: fixed(25, '1 tablet (25 mg)', 25, 25),
        frequency: 'once daily in the morning',
        dosesPerDay: 1,
        duration: 'long term',
        indication: 'hypertension',
        alternativeIds: [],
        citations: [
          cite('who-hearts-2020', 'Treatment protocol: thiazide-like diuretic'),
          bnf('Hydrochlorothiazide: 12.5-25 mg daily'),
        ],
      },
    ],
    citations: [cite('who-hearts-2020', 'Treatment protocols')],
  },
] satisfies readonly Regimen[];

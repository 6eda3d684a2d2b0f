import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite, bnf } from '../../regimens-shared/citations';

export const condition = {
  id: 'type-2-diabetes',
  name: 'Type 2 diabetes mellitus',
  icd10: ['E11.9', 'E11', 'E14.9', 'E14'],
  // Diabetes told with the numb or burning feet of its neuropathy is coded with its neurological complication
  // (WHO ICD-10 2019: E11.4 with G63.2 diabetic polyneuropathy), not as uncomplicated diabetes.
  icd10ByFinding: [
    {
      findingIds: ['numbness-tingling-feet'],
      icd10: 'E11.4',
      citation: {
        sourceId: 'who-icd10-2019',
        section: 'E11.4 Non-insulin-dependent diabetes mellitus with neurological complications',
      },
    },
  ],
  icd11: '5A11',
  urgency: 'routine',
  prior: {
    baseline: 0.02,
    byAge: [
      // In children and adolescents diabetes is mostly type 1; type 2 in youth is uncommon in Africa.
      { maxYears: 10, multiplier: 0.02 },
      { minYears: 10, maxYears: 18, multiplier: 0.03 },
      { minYears: 18, maxYears: 25, multiplier: 0.2 },
      { minYears: 25, maxYears: 40, multiplier: 0.7 },
      { minYears: 40, multiplier: 2 },
    ],
    byCountry: {
      KE: 1,
      SO: 0.9,
      ET: 0.8,
      UG: 1,
      TZ: 1,
      NG: 1,
      GH: 1,
      ZA: 1.6,
      MW: 1,
      ZW: 1,
      ML: 1,
      BF: 1,
      BW: 1.3,
      ZM: 1,
    },
    pregnancy: { pregnant: 0.6 },
    citations: [
      { sourceId: 'who-pen-2020', section: 'Integrated management of hypertension and diabetes' },
      { sourceId: 'ke-diabetes-2018', section: 'Chapter 1: Epidemiology and classification of diabetes' },
      { sourceId: 'ispad-2022', section: 'Chapter 3: type 2 diabetes in youth (epidemiology)' },
    ],
  },
  findings: [
    { findingId: 'hypertension-reading', frequency: 0.4 },
    { findingId: 'missed-insulin-doses', frequency: 0.02 },
    { findingId: 'hyperglycaemia-lab', frequency: 0.9 },
    {
      findingId: 'foot-ulcer',
      frequency: 0.03,
      citation: {
        sourceId: 'iwgdf-2023',
        section: 'Practical guidelines: diabetes-related foot ulcers (epidemiology)',
      },
    },
    { findingId: 'known-diabetes', frequency: 0.5 },
    { findingId: 'polyuria', frequency: 0.5 },
    { findingId: 'polydipsia', frequency: 0.5 },
    { findingId: 'nocturia', frequency: 0.45 },
    { findingId: 'fatigue', frequency: 0.5 },
    { findingId: 'weight-loss', frequency: 0.3 },
    { findingId: 'obesity', frequency: 0.5 },
    { findingId: 'known-hypertension', frequency: 0.4 },
    { findingId: 'visual-disturbance', frequency: 0.2 },
    { findingId: 'numbness-tingling-feet', frequency: 0.2 },
    { findingId: 'itching', frequency: 0.1 },
    { findingId: 'ketones-lab', frequency: 0.08 },
    { findingId: 'kussmaul-breathing', frequency: 0.003 },
    { findingId: 'vomiting', frequency: 0.05 },
    { findingId: 'abdominal-pain', frequency: 0.05 },
    { findingId: 'confusion', frequency: 0.02 },
    { findingId: 'hypoglycaemia-lab', frequency: 0.01 },
    { findingId: 'fever', frequency: 0.05 },
    { findingId: 'thirsty', frequency: 0.5 },
  ],
  redFlags: [
    {
      findingIds: ['kussmaul-breathing', 'fruity-breath'],
      finding: 'Deep sighing breathing or fruity breath with high glucose: diabetic ketoacidosis',
      urgency: 'critical',
      severeFormId: 'diabetic-ketoacidosis',
      actionRequired: 'Start IV 0.9% saline and refer now for insulin infusion and potassium monitoring.',
      citations: [{ sourceId: 'ke-diabetes-2018', section: 'Chapter: Diabetic emergencies (DKA, HHS)' }],
    },
    {
      findingIds: ['unconscious'],
      finding: 'Unconscious with very high glucose: hyperosmolar hyperglycaemic state or DKA',
      urgency: 'critical',
      actionRequired: 'IV fluids and urgent referral; check glucose, sodium and creatinine.',
      citations: [{ sourceId: 'ke-diabetes-2018', section: 'Chapter: Diabetic emergencies (DKA, HHS)' }],
    },
    {
      findingIds: ['hypoglycaemia-lab'],
      finding: 'Low blood glucose on diabetes treatment',
      urgency: 'emergency',
      actionRequired:
        'Give glucose now (oral if awake, IV if not), then review the dose of insulin or sulfonylurea.',
      citations: [{ sourceId: 'who-pen-2020', section: 'Diabetes: management of hypoglycaemia' }],
    },
  ],
  investigations: [
    {
      test: 'Fasting plasma glucose, random glucose or HbA1c',
      urgency: 'routine',
      rationale:
        'Diagnosis: fasting >= 7.0 mmol/L, random >= 11.1 mmol/L with symptoms, or HbA1c >= 6.5%; repeat if no symptoms.',
      expectedFindings: 'Glucose or HbA1c above the diagnostic threshold.',
    },
    {
      test: 'Urine ketones (or blood ketones) in a symptomatic patient',
      urgency: 'urgent',
      rationale: 'Ketosis suggests insulin deficiency (type 1 or DKA) and changes management.',
      expectedFindings: 'Negative or trace ketones in uncomplicated type 2 diabetes.',
    },
    {
      test: 'Creatinine (eGFR), urine albumin or protein, lipids, blood pressure, foot and eye examination',
      urgency: 'routine',
      rationale: 'Baseline complications and cardiovascular risk; metformin dose depends on eGFR.',
      expectedFindings: 'Albuminuria, reduced eGFR, retinopathy or neuropathy in long-standing disease.',
    },
  ],
  monitoring: [
    {
      parameter: 'Fasting glucose or HbA1c',
      frequency: 'Glucose at each visit; HbA1c every 3 to 6 months',
      alertCriteria: 'HbA1c > 7% (53 mmol/mol) or fasting glucose > 7 mmol/L: intensify treatment',
    },
    {
      parameter: 'Blood pressure, weight, feet',
      frequency: 'Every visit',
      alertCriteria: 'BP >= 130/80 mmHg, foot ulcer or loss of sensation',
    },
    {
      parameter: 'Creatinine, urine albumin, eye examination',
      frequency: 'Yearly',
      alertCriteria: 'eGFR < 30 (stop metformin), albuminuria, retinopathy',
    },
  ],
  referrals: [
    {
      specialist: 'Diabetes clinic or physician',
      urgency: 'routine',
      reason: 'Targets not met on two oral agents, need for insulin, or complications.',
    },
    {
      specialist: 'Eye clinic',
      urgency: 'routine',
      reason: 'Retinal screening at diagnosis and then yearly.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Eat more vegetables, pulses and whole grains; cut sugary drinks, white bread and large starchy portions.',
      category: 'diet',
      importance: 'high',
    },
    {
      recommendation:
        'Walk briskly or do other moderate activity at least 30 minutes on 5 days a week; lose 5-10% of weight if overweight.',
      category: 'activity',
      importance: 'high',
    },
    { recommendation: 'Stop smoking and limit alcohol.', category: 'prevention', importance: 'high' },
    {
      recommendation: 'Check your feet daily, wear closed shoes, and come early for any wound.',
      category: 'self-care',
      importance: 'high',
    },
    {
      recommendation: 'Take medicines every day even when you feel well.',
      category: 'adherence',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Lifestyle change for all. Metformin first line (start low with meals, increase gradually; not if eGFR < 30). Add a sulfonylurea (gliclazide preferred in older people) if targets are not met; then human insulin (NPH at night). Statin for people aged 40 or more; blood pressure control with an ACE inhibitor if albuminuria. Symptomatic very high glucose or weight loss with ketones: start insulin.',
    supportiveCare: [
      'Structured diabetes education',
      'Foot care',
      'Vaccination (influenza, hepatitis B) as per national schedule',
    ],
    followUpSchedule: 'Every 2 to 4 weeks until glucose is controlled, then every 3 months.',
    antibioticsIndicated: false,
    citations: [
      { sourceId: 'who-pen-2020', section: 'Integrated management of hypertension and diabetes' },
      { sourceId: 'who-diabetes-2018', section: 'Recommendations 1-3: second- and third-line medicines' },
      { sourceId: 'ke-diabetes-2018', section: 'Chapter: Management of type 2 diabetes' },
    ],
  },
  citations: [
    { sourceId: 'ke-diabetes-2018', section: 'Chapters: Diagnosis; Management of type 2 diabetes' },
    { sourceId: 'who-pen-2020', section: 'Integrated management of hypertension and diabetes' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'type-2-diabetes-pregnant',
    conditionId: 'type-2-diabetes',
    population: { pregnant: true },
    items: [],
    note: 'Diabetes in pregnancy: refer for insulin and specialist antenatal care; stop sulfonylureas.',
    citations: [cite('ke-diabetes-2018', 'Diabetes in pregnancy')],
  },
  {
    id: 'type-2-diabetes',
    conditionId: 'type-2-diabetes',
    population: {},
    items: [
      {
        medicineId: 'metformin',
        route: 'oral',
        dose: fixed(500, '1 tablet (500 mg) with meals', 1000, 2000),
        frequency: 'twice daily with meals (start once daily, increase over weeks)',
        dosesPerDay: 2,
        duration: 'long term, titrated to HbA1c',
        indication: 'type 2 diabetes',
        alternativeIds: ['gliclazide'],
        citations: [
          cite('who-pen-2020', 'Protocol 4: metformin 500 mg, increase to a maximum of 1 g twice daily'),
          cite('ke-diabetes-2018', 'Oral glucose-lowering medicines'),
        ],
      },
    ],
    note: 'Diet, activity, foot care; statin and blood pressure control per WHO PEN; add gliclazide if HbA1c stays above target.',
    citations: [cite('who-pen-2020', 'Protocol 4: diabetes'), cite('ke-diabetes-2018', 'Type 2 diabetes')],
  },
  {
    id: 'type-2-diabetes-alternatives',
    conditionId: 'type-2-diabetes',
    population: {},
    items: [
      {
        medicineId: 'gliclazide',
        route: 'oral',
        dose: fixed(40, '½ tablet (40 mg) with breakfast', 160, 320),
        frequency: 'once daily, titrated',
        dosesPerDay: 1,
        duration: 'long term',
        indication: 'type 2 diabetes when metformin cannot be used',
        alternativeIds: [],
        citations: [bnf('Gliclazide: initially 40-80 mg daily, max 160 mg as a single dose, 320 mg daily')],
      },
    ],
    citations: [cite('who-pen-2020', 'Protocol 4: sulfonylureas')],
  },
] satisfies readonly Regimen[];

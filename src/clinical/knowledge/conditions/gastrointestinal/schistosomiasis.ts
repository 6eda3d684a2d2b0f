import type { Condition, Regimen } from '../../types';
import { perKg } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';
import { ugInfectious } from '../citations';

export const condition = {
  id: 'schistosomiasis',
  name: 'Schistosomiasis (urinary and intestinal)',
  icd10: ['B65.9', 'B65.0', 'B65.1', 'B65'],
  icd11: '1F86',
  urgency: 'routine',
  prior: {
    baseline: 0.008,
    byCountry: {
      KE: 1,
      UG: 1.5,
      TZ: 1.8,
      MW: 2,
      ZW: 1,
      ZM: 1.2,
      ET: 0.8,
      SO: 0.6,
      NG: 1.5,
      GH: 1.5,
      ML: 1.5,
      BF: 1.5,
      ZA: 0.2,
      BW: 0.3,
    },
    byAge: [
      { maxYears: 5, multiplier: 0.4 },
      { minYears: 5, maxYears: 20, multiplier: 1.8 },
      { minYears: 20, multiplier: 0.7 },
    ],
    citations: [{ sourceId: 'who-schisto-2022', section: 'Epidemiology and endemic settings' }],
  },
  findings: [
    { findingId: 'freshwater-contact', frequency: 0.85 },
    {
      findingId: 'schistosoma-eggs-lab',
      frequency: 0.8,
      specificity: 0.99,
      citation: { sourceId: 'who-schisto-2022', section: 'Diagnosis: urine filtration and Kato-Katz' },
    },
    { findingId: 'haematuria', frequency: 0.55 },
    { findingId: 'dysuria', frequency: 0.3 },
    { findingId: 'urinary-frequency', frequency: 0.15 },
    { findingId: 'suprapubic-pain', frequency: 0.15 },
    { findingId: 'abdominal-pain', frequency: 0.35 },
    { findingId: 'diarrhoea', frequency: 0.2 },
    { findingId: 'bloody-diarrhoea', frequency: 0.1 },
    { findingId: 'hepatomegaly', frequency: 0.2 },
    { findingId: 'splenomegaly', frequency: 0.2 },
    { findingId: 'abdominal-distension', frequency: 0.08 },
    { findingId: 'melaena', frequency: 0.03 },
    { findingId: 'anaemia-lab', frequency: 0.25 },
    { findingId: 'pallor', frequency: 0.2 },
    { findingId: 'fatigue', frequency: 0.2 },
    { findingId: 'proteinuria-lab', frequency: 0.35 },
    { findingId: 'urine-leucocytes-lab', frequency: 0.3 },
    { findingId: 'urine-nitrite-lab', frequency: 0.08 },
    { findingId: 'vaginal-discharge', frequency: 0.08 },
    // Acute schistosomiasis (Katayama syndrome) weeks after a first exposure, as in visitors: fever, dry
    // cough, urticaria, eosinophilia.
    {
      findingId: 'fever',
      frequency: 0.2,
      citation: {
        sourceId: 'who-schisto-2022',
        section: 'Clinical features: acute schistosomiasis (Katayama syndrome)',
      },
    },
    {
      findingId: 'eosinophilia-lab',
      frequency: 0.5,
      citation: {
        sourceId: 'who-schisto-2022',
        section: 'Clinical features: acute schistosomiasis (Katayama syndrome)',
      },
    },
    {
      findingId: 'cough',
      frequency: 0.12,
      citation: {
        sourceId: 'who-schisto-2022',
        section: 'Clinical features: acute schistosomiasis (Katayama syndrome)',
      },
    },
    {
      findingId: 'urticaria',
      frequency: 0.08,
      citation: {
        sourceId: 'who-schisto-2022',
        section: 'Clinical features: acute schistosomiasis (Katayama syndrome)',
      },
    },
    { findingId: 'flank-pain', frequency: 0.08 },
  ],
  redFlags: [
    {
      findingIds: ['melaena', 'hypotension'],
      finding: 'Haematemesis or melaena: bleeding oesophageal varices from hepatosplenic schistosomiasis',
      urgency: 'emergency',
      actionRequired: 'Resuscitate (IV access, fluids, blood), and refer for endoscopy.',
      citations: [ugInfectious],
    },
    {
      findingIds: ['reduced-urine', 'raised-creatinine-lab'],
      finding: 'Little urine or raised creatinine: obstructive uropathy',
      urgency: 'urgent',
      actionRequired: 'Renal ultrasound and referral.',
      citations: [ugInfectious],
    },
  ],
  investigations: [
    {
      test: 'Urine filtration microscopy (midday urine) for S. haematobium',
      urgency: 'routine',
      rationale: 'Confirms urinary schistosomiasis.',
      expectedFindings: 'Terminal-spined eggs.',
    },
    {
      test: 'Stool Kato-Katz for S. mansoni',
      urgency: 'routine',
      rationale: 'Confirms intestinal schistosomiasis.',
      expectedFindings: 'Lateral-spined eggs.',
    },
    {
      test: 'Urine dipstick',
      urgency: 'routine',
      rationale: 'Microhaematuria is a proxy for S. haematobium in endemic areas.',
      expectedFindings: 'Blood and protein.',
    },
    {
      test: 'Abdominal and pelvic ultrasound',
      urgency: 'routine',
      rationale: 'Periportal fibrosis, bladder wall changes, hydronephrosis.',
      expectedFindings: 'Periportal fibrosis or bladder wall thickening in chronic disease.',
    },
  ],
  monitoring: [
    {
      parameter: 'Haematuria and symptoms',
      frequency: '4-6 weeks after treatment',
      alertCriteria: 'Persistent haematuria: re-test and consider bladder pathology',
    },
  ],
  referrals: [
    {
      specialist: 'Physician or urologist',
      urgency: 'routine',
      reason:
        'Portal hypertension, hydronephrosis or persistent haematuria in an adult (exclude bladder cancer).',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Avoid bathing, swimming or washing in lakes, rivers and dams where snails live; use safe water.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Urinate and defecate in latrines, not in or near water.',
      category: 'hygiene',
      importance: 'high',
    },
    {
      recommendation: 'Take praziquantel with food during school or community mass treatment.',
      category: 'adherence',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Praziquantel as a single dose (WHO: 40 mg/kg), including for pregnant women after the first trimester and for preschool children; repeat annually in high-prevalence communities.',
    supportiveCare: ['Treat anaemia with iron', 'Fluids'],
    followUpSchedule:
      'Routine review after 4-6 weeks; annual mass treatment where prevalence is 10% or more.',
    antibioticsIndicated: false,
    citations: [
      {
        sourceId: 'who-schisto-2022',
        section: 'Recommendations 1-3: preventive chemotherapy and treatment',
      },
    ],
  },
  citations: [{ sourceId: 'who-schisto-2022', section: 'Clinical features and diagnosis' }, ugInfectious],
} satisfies Condition;

export const regimens = [
  {
    id: 'schistosomiasis',
    conditionId: 'schistosomiasis',
    population: {},
    items: [
      {
        medicineId: 'praziquantel',
        route: 'oral',
        dose: perKg(40, 3000, 3000, 300),
        frequency: 'once (may be split in two doses 4 hours apart)',
        dosesPerDay: 1,
        duration: 'single dose',
        indication: 'urinary or intestinal schistosomiasis',
        alternativeIds: [],
        citations: [
          cite('who-schisto-2022', 'Praziquantel 40 mg/kg single dose'),
          cite(
            'who-model-formulary-2008',
            'Section 6.1.3 Praziquantel; WHO dose pole maximum 5 tablets (3 g)',
          ),
        ],
      },
    ],
    note: 'Give after a meal; pregnant women after the first trimester are treated.',
    citations: [cite('who-schisto-2022', 'Treatment')],
  },
] satisfies readonly Regimen[];

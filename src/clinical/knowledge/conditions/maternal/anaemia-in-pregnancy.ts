import type { Condition, Regimen } from '../../types';

const anc = {
  sourceId: 'who-anc-2016',
  section: 'A.2 Iron and folic acid supplementation; B.1.1 anaemia diagnosis (Hb < 11 g/dL)',
} as const;
const anaemia = {
  sourceId: 'who-anaemia-2011',
  section: 'Haemoglobin thresholds: pregnancy < 11 g/dL, severe < 7 g/dL',
} as const;
const mcpcAnaemia = {
  sourceId: 'who-mcpc-2017',
  section: 'Anaemia in pregnancy: severe anaemia and transfusion (C-45)',
} as const;
const malariaPregnancy = {
  sourceId: 'who-malaria-2023',
  section: '4.2.2 Intermittent preventive treatment in pregnancy (IPTp-SP)',
} as const;

/** 81. Anaemia in pregnancy: Hb < 11 g/dL (severe < 7 g/dL). */
export const condition = {
  id: 'anaemia-in-pregnancy',
  name: 'Anaemia in pregnancy',
  icd10: ['O99.0'],
  urgency: 'urgent',
  // Anaemia in pregnancy or the puerperium (O99.0): outside them the same blood is iron-deficiency anaemia.
  definedBy: { anyOf: ['pregnant', 'pregnancy-over-20-weeks', 'recent-childbirth'], citation: anc },
  prior: {
    baseline: 0.006,
    byCountry: {
      KE: 1,
      UG: 1.1,
      TZ: 1.2,
      ET: 1,
      SO: 1.5,
      NG: 1.4,
      GH: 1.3,
      ZA: 0.7,
      MW: 1.1,
      ZW: 0.9,
      ML: 1.5,
      BF: 1.5,
      BW: 0.8,
      ZM: 1.1,
    },
    byAge: [
      { maxYears: 12, multiplier: 0 },
      { minYears: 12, maxYears: 50, multiplier: 1.6 },
      { minYears: 50, multiplier: 0 },
    ],
    bySex: { male: 0 },
    pregnancy: { pregnant: 12, notPregnant: 0.01 },
    citations: [anc, anaemia],
  },
  findings: [
    { findingId: 'pregnant', frequency: 0.99 },
    { findingId: 'anaemia-lab', frequency: 0.98, citation: anaemia },
    { findingId: 'severe-anaemia-lab', frequency: 0.1, citation: anaemia },
    { findingId: 'pallor', frequency: 0.7 },
    { findingId: 'severe-pallor', frequency: 0.1 },
    { findingId: 'fatigue', frequency: 0.75 },
    { findingId: 'dizziness', frequency: 0.45 },
    { findingId: 'exertional-dyspnoea', frequency: 0.35 },
    { findingId: 'palpitations', frequency: 0.3 },
    { findingId: 'headache', frequency: 0.25 },
    { findingId: 'pica', frequency: 0.25 },
    { findingId: 'microcytosis-lab', frequency: 0.6 },
    { findingId: 'tachycardia', frequency: 0.25 },
    { findingId: 'leg-swelling', frequency: 0.15 },
    // Severe anaemia decompensates into heart failure late in pregnancy: breathless at rest, lying flat
    // impossible, a gallop and basal crackles (MCPC C-45: severe anaemia).
    { findingId: 'shortness-of-breath', frequency: 0.3, citation: mcpcAnaemia },
    { findingId: 'orthopnoea', frequency: 0.08, citation: mcpcAnaemia },
    { findingId: 's3-gallop', frequency: 0.06, citation: mcpcAnaemia },
    { findingId: 'crackles', frequency: 0.08, citation: mcpcAnaemia },
    { findingId: 'tachypnoea', frequency: 0.2, citation: mcpcAnaemia },
    { findingId: 'malaria-test-positive', frequency: 0.15 },
    { findingId: 'stool-ova-lab', frequency: 0.15 },
    { findingId: 'fever', frequency: 0.08 },
    { findingId: 'vaginal-bleeding', frequency: 0.01 },
    { findingId: 'cough', frequency: 0.08 },
  ],
  redFlags: [
    {
      findingIds: ['severe-anaemia-lab', 'respiratory-distress', 'orthopnoea'],
      finding: 'Severe anaemia in pregnancy (Hb < 7 g/dL) or breathless at rest',
      urgency: 'emergency',
      actionRequired:
        'Refer for transfusion (especially near term or with heart failure); deliver where blood is available.',
      citations: [mcpcAnaemia],
    },
  ],
  investigations: [
    {
      test: 'Haemoglobin',
      urgency: 'urgent',
      rationale: 'Defines and grades anaemia.',
      expectedFindings: 'Hb < 11 g/dL; < 7 severe.',
    },
    {
      test: 'Malaria test; stool for hookworm ova',
      urgency: 'urgent',
      rationale: 'Treatable causes.',
      expectedFindings: 'Malaria or hookworm in some.',
    },
    {
      test: 'Blood film / MCV; sickle test where prevalent; HIV test',
      urgency: 'routine',
      rationale: 'Iron deficiency (microcytic) versus folate, sickle cell, HIV.',
      expectedFindings: 'Microcytic hypochromic picture in iron deficiency.',
    },
  ],
  monitoring: [
    {
      parameter: 'Haemoglobin',
      frequency: 'After 4 weeks of treatment, then each trimester',
      alertCriteria: 'Rise < 1 g/dL in 4 weeks or Hb < 7',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital antenatal clinic',
      urgency: 'urgent',
      reason: 'Hb < 7 g/dL, no response to oral iron, or anaemia near term.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Iron and folic acid tablet every day through pregnancy and 3 months after; take with fruit, not with tea.',
      category: 'adherence',
      importance: 'high',
    },
    {
      recommendation: 'Eat beans, green leafy vegetables, meat, liver or fish; sleep under a treated net.',
      category: 'diet',
      importance: 'medium',
    },
    {
      recommendation:
        'Deworming after the first trimester and IPTp-SP at each visit from 13 weeks in malaria areas.',
      category: 'prevention',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Treat the cause (malaria, hookworm with albendazole after the first trimester) and give elemental iron 120 mg with folic acid 400 micrograms daily until Hb is normal, then the preventive dose of 60 mg; transfuse if Hb < 7 g/dL near term or with heart failure.',
    supportiveCare: ['IPTp-SP in malaria areas', 'Deworming in the 2nd or 3rd trimester'],
    followUpSchedule: 'Hb after 4 weeks and at each antenatal visit.',
    antibioticsIndicated: false,
    citations: [anc, mcpcAnaemia, malariaPregnancy],
  },
  citations: [anc, anaemia, mcpcAnaemia],
} satisfies Condition;

export const regimens = [
  {
    id: 'anaemia-in-pregnancy',
    conditionId: 'anaemia-in-pregnancy',
    population: { minAgeYears: 10 },
    items: [
      {
        medicineId: 'ferrous-folic-acid',
        route: 'oral',
        dose: {
          kind: 'fixed',
          mg: 120,
          amount: '2 tablets (60 mg iron + 400 micrograms folic acid each)',
          maxMgPerDose: 120,
          maxMgPerDay: 120,
        },
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: 'until haemoglobin is normal, then 60 mg daily through pregnancy and 3 months after',
        indication: 'anaemia in pregnancy',
        alternativeIds: [],
        citations: [
          {
            sourceId: 'who-anc-2016',
            section: 'A.2.1: daily iron 30-60 mg with folic acid; 120 mg elemental iron daily when anaemic',
          },
        ],
      },
    ],
    citations: [anc],
  },
] satisfies readonly Regimen[];

import type { Condition, Regimen } from '../../types';
import { perKg, fixed } from '../../dose-rules';
import { cite, pocketBook, bnfc } from '../../regimens-shared/citations';
import { paracetamol, ibuprofen } from '../../regimens-shared/pain-and-fever';

export const condition = {
  id: 'sickle-cell-crisis',
  name: 'Sickle cell disease with crisis (vaso-occlusive, acute chest syndrome, sequestration)',
  icd10: ['D57.0', 'D57'],
  icd11: '3A51',
  urgency: 'emergency',
  prior: {
    baseline: 0.002,
    byAge: [
      { maxYears: 0.5, multiplier: 0.1 },
      { minYears: 0.5, maxYears: 20, multiplier: 1.5 },
      { minYears: 20, maxYears: 40, multiplier: 0.9 },
      { minYears: 40, multiplier: 0.3 },
    ],
    byCountry: {
      KE: 1,
      SO: 0.2,
      ET: 0.1,
      UG: 1.5,
      TZ: 1.3,
      NG: 3,
      GH: 2.5,
      ZA: 0.05,
      MW: 0.6,
      ZW: 0.2,
      ML: 2,
      BF: 2,
      BW: 0.1,
      ZM: 0.8,
    },
    citations: [
      { sourceId: 'ng-stg-2022', section: 'Haematology: Sickle cell disease' },
      { sourceId: 'ug-clinical-guidelines-2023', section: 'Blood diseases: Sickle cell disease' },
    ],
  },
  findings: [
    { findingId: 'tachypnoea', frequency: 0.25 },
    { findingId: 'hypertension-reading', frequency: 0.03 },
    { findingId: 'known-sickle-cell', frequency: 0.85 },
    { findingId: 'sickle-test-positive-lab', frequency: 0.95 },
    { findingId: 'bone-pain', frequency: 0.85 },
    { findingId: 'dactylitis', frequency: 0.2 },
    { findingId: 'back-pain', frequency: 0.3 },
    { findingId: 'arthralgia', frequency: 0.4 },
    { findingId: 'joint-swelling', frequency: 0.2 },
    { findingId: 'chest-pain', frequency: 0.2 },
    { findingId: 'abdominal-pain', frequency: 0.3 },
    { findingId: 'fever', frequency: 0.45 },
    { findingId: 'pallor', frequency: 0.55 },
    { findingId: 'severe-pallor', frequency: 0.15 },
    { findingId: 'jaundice', frequency: 0.45 },
    { findingId: 'dark-urine', frequency: 0.2 },
    { findingId: 'anaemia-lab', frequency: 0.9 },
    { findingId: 'severe-anaemia-lab', frequency: 0.2 },
    { findingId: 'splenomegaly', frequency: 0.15 },
    { findingId: 'fatigue', frequency: 0.5 },
    { findingId: 'tachycardia', frequency: 0.4 },
    { findingId: 'shortness-of-breath', frequency: 0.15 },
    { findingId: 'hypoxaemia', frequency: 0.1 },
    { findingId: 'focal-weakness', frequency: 0.03 },
    { findingId: 'runny-nose', frequency: 0.05 },
    { findingId: 'diarrhoea', frequency: 0.05 },
    { findingId: 'high-fever', frequency: 0.15 },
    { findingId: 'vomiting', frequency: 0.15 },
    { findingId: 'cough', frequency: 0.15 },
    { findingId: 'respiratory-distress', frequency: 0.08 },
    { findingId: 'abdominal-distension', frequency: 0.1 },
    { findingId: 'irritability', frequency: 0.2 },
    { findingId: 'convulsions', frequency: 0.03 },
    { findingId: 'facial-droop', frequency: 0.02 },
    { findingId: 'speech-difficulty', frequency: 0.02 },
  ],
  redFlags: [
    {
      findingIds: ['hypoxaemia', 'respiratory-distress'],
      finding: 'Hypoxaemia or respiratory distress: acute chest syndrome',
      urgency: 'critical',
      actionRequired:
        'Oxygen, IV antibiotics (ceftriaxone plus a macrolide), analgesia, cautious fluids; urgent transfusion assessment and referral.',
      citations: [
        { sourceId: 'ng-stg-2022', section: 'Haematology: Sickle cell disease (acute chest syndrome)' },
      ],
    },
    {
      findingIds: ['focal-weakness', 'facial-droop', 'speech-difficulty', 'convulsions'],
      finding: 'Weakness, speech difficulty or fits: stroke in sickle cell disease',
      urgency: 'critical',
      actionRequired: 'Oxygen, IV fluids, urgent exchange transfusion at a referral hospital.',
      citations: [
        {
          sourceId: 'ug-clinical-guidelines-2023',
          section: 'Blood diseases: Sickle cell disease (complications)',
        },
      ],
    },
    {
      findingIds: ['severe-pallor', 'severe-anaemia-lab'],
      finding: 'Severe pallor or Hb < 7 g/dL: splenic sequestration, aplastic crisis or hyperhaemolysis',
      urgency: 'emergency',
      actionRequired: 'Urgent blood transfusion; treat shock; admit.',
      citations: [
        {
          sourceId: 'who-pocket-book-2013',
          section: 'Chapter 10: Supportive care (anaemia; sickle cell disease)',
        },
      ],
    },
    {
      findingIds: ['high-fever'],
      finding: 'High fever in sickle cell disease (risk of overwhelming pneumococcal sepsis)',
      urgency: 'emergency',
      actionRequired:
        'Blood culture and malaria test, then parenteral antibiotic (ceftriaxone) without delay.',
      citations: [{ sourceId: 'ng-stg-2022', section: 'Haematology: Sickle cell disease (infection)' }],
    },
  ],
  investigations: [
    {
      test: 'Haemoglobin and full blood count with reticulocytes, compared with the steady-state value',
      urgency: 'stat',
      rationale: 'A fall of > 2 g/dL from baseline suggests sequestration, aplastic crisis or haemolysis.',
      expectedFindings:
        'Hb 6-9 g/dL at steady state; lower in a crisis; low reticulocytes in aplastic crisis.',
    },
    {
      test: 'Malaria test, blood culture, urinalysis; chest X-ray if chest signs',
      urgency: 'stat',
      rationale: 'Infection and malaria commonly trigger crises; acute chest syndrome needs X-ray.',
      expectedFindings: 'New infiltrate on X-ray in acute chest syndrome.',
    },
    {
      test: 'Sickle solubility test or haemoglobin electrophoresis if the diagnosis is not yet confirmed',
      urgency: 'urgent',
      rationale: 'Confirms HbSS or HbSC.',
      expectedFindings: 'HbSS on electrophoresis.',
    },
  ],
  monitoring: [
    {
      parameter: 'Pain score',
      frequency: 'Every 30 minutes until controlled, then 2 to 4 hourly',
      alertCriteria: 'Pain not controlled within 1 hour: escalate analgesia',
    },
    {
      parameter: 'SpO2, respiratory rate, temperature',
      frequency: '4-hourly',
      alertCriteria: 'SpO2 < 94% or new chest signs: acute chest syndrome',
    },
    {
      parameter: 'Spleen size and haemoglobin',
      frequency: 'Daily in children',
      alertCriteria: 'Growing spleen or falling Hb',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital (paediatric or medical ward)',
      urgency: 'emergency',
      reason: 'Severe pain needing opioids, acute chest syndrome, stroke, sequestration or fever.',
    },
    {
      specialist: 'Sickle cell clinic',
      urgency: 'routine',
      reason: 'Long-term care, hydroxyurea and transcranial Doppler screening.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Drink plenty of water every day and avoid getting cold, dehydrated or over-exhausted.',
      category: 'hydration',
      importance: 'high',
    },
    {
      recommendation:
        'Sleep under a treated bed net and take malaria prevention and folic acid as prescribed.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation:
        'Children: give daily penicillin prophylaxis to age 5 and keep all vaccines up to date, including pneumococcal.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Come immediately for fever, chest pain, weakness, or a swollen tummy in a child.',
      category: 'safety',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Vaso-occlusive crisis: prompt analgesia (within 30 minutes) stepped by severity: paracetamol, NSAID (ibuprofen, if kidneys normal) and oral or IV morphine for severe pain; oral or IV hydration; oxygen only if SpO2 < 95%; look for and treat infection and malaria (fever needs empirical parenteral antibiotics). Transfuse for severe anaemia, sequestration, acute chest syndrome or stroke. Long-term: folic acid, penicillin prophylaxis in children, malaria chemoprevention, vaccination, hydroxyurea.',
    // Goes on to long-term care: not said among the pre-referral actions.
    includesLongTermCare: true,
    supportiveCare: ['Warmth', 'Incentive spirometry to prevent acute chest syndrome', 'Avoid pethidine'],
    followUpSchedule: 'Review within 1 week after discharge, then sickle cell clinic every 3 months.',
    antibioticsIndicated: false,
    citations: [
      { sourceId: 'ng-stg-2022', section: 'Haematology: Sickle cell disease' },
      { sourceId: 'ug-clinical-guidelines-2023', section: 'Blood diseases: Sickle cell disease' },
      {
        sourceId: 'who-pocket-book-2013',
        section: 'Chapter 10: Supportive care (anaemia; sickle cell disease)',
      },
    ],
  },
  citations: [
    { sourceId: 'ug-clinical-guidelines-2023', section: 'Blood diseases: Sickle cell disease' },
    { sourceId: 'ng-stg-2022', section: 'Haematology: Sickle cell disease' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'sickle-cell-crisis',
    conditionId: 'sickle-cell-crisis',
    population: {},
    items: [
      paracetamol('pain', pocketBook('10.2 Sickle cell disease: pain relief with paracetamol')),
      ibuprofen('pain (with paracetamol)'),
      {
        medicineId: 'morphine',
        route: 'oral',
        dose: perKg(0.2, 10, 60, 0.5),
        frequency: 'every 4 hours if pain is not controlled',
        dosesPerDay: 6,
        duration: 'while severe pain lasts',
        indication: 'severe pain (starting dose)',
        alternativeIds: [],
        citations: [
          pocketBook('Annex 2: oral morphine 0.2-0.4 mg/kg every 4-6 hours'),
          cite('who-model-formulary-2008', 'Section 2.2 Morphine: oral 5-10 mg every 4 hours (starting)'),
        ],
      },
      {
        medicineId: 'folic-acid',
        route: 'oral',
        dose: fixed(5, '1 tablet (5 mg)', 5, 5),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: 'lifelong',
        indication: 'sickle cell disease',
        alternativeIds: [],
        longTerm: true,
        citations: [
          bnfc('Folic acid: haemolytic anaemia, 2.5-5 mg once daily'),
          cite('ke-clinical-guidelines-2009', 'Sickle cell disease: folic acid'),
        ],
      },
    ],
    note: 'Oral or IV fluids, warmth, oxygen if SpO2 below 95%; fever: treat as sepsis; chest syndrome, stroke or sequestration: refer. Long term: hydroxyurea (specialist), penicillin prophylaxis under 5.',
    citations: [
      pocketBook('10.2 Sickle cell disease'),
      cite('ke-clinical-guidelines-2009', 'Sickle cell disease'),
    ],
  },
] satisfies readonly Regimen[];

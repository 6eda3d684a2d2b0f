import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';
import { ugInfectious } from '../citations';

export const condition = {
  id: 'visceral-leishmaniasis',
  name: 'Visceral leishmaniasis (kala-azar)',
  icd10: ['B55.0'],
  icd11: '1F54.0',
  urgency: 'urgent',
  prior: {
    baseline: 0.0003,
    byCountry: {
      KE: 1,
      ET: 2.5,
      SO: 2,
      UG: 0.5,
      TZ: 0.02,
      NG: 0.01,
      GH: 0.01,
      ML: 0.01,
      BF: 0.01,
      MW: 0.005,
      ZM: 0.005,
      ZW: 0.005,
      ZA: 0.005,
      BW: 0.005,
    },
    byAge: [
      { maxYears: 2, multiplier: 0.5 },
      { minYears: 2, maxYears: 15, multiplier: 1.5 },
      { minYears: 15, multiplier: 0.8 },
    ],
    bySex: { male: 1.4, female: 0.6 },
    citations: [{ sourceId: 'who-leishmaniasis-2010', section: 'Epidemiology: East Africa foci' }],
  },
  findings: [
    { findingId: 'kala-azar-area', frequency: 0.95 },
    { findingId: 'fever', frequency: 0.98 },
    { findingId: 'prolonged-fever', frequency: 0.95 },
    { findingId: 'recurrent-fever', frequency: 0.4 },
    { findingId: 'splenomegaly', frequency: 0.95 },
    { findingId: 'hepatomegaly', frequency: 0.6 },
    { findingId: 'abdominal-distension', frequency: 0.5 },
    { findingId: 'weight-loss', frequency: 0.8 },
    { findingId: 'visible-wasting', frequency: 0.5 },
    { findingId: 'pallor', frequency: 0.8 },
    { findingId: 'anaemia-lab', frequency: 0.9 },
    { findingId: 'severe-anaemia-lab', frequency: 0.3 },
    { findingId: 'leucopenia-lab', frequency: 0.7 },
    { findingId: 'thrombocytopenia-lab', frequency: 0.6 },
    { findingId: 'bleeding-mucosal', frequency: 0.2 },
    { findingId: 'lymphadenopathy', frequency: 0.3 },
    { findingId: 'fatigue', frequency: 0.7 },
    { findingId: 'anorexia', frequency: 0.5 },
    { findingId: 'chills-rigors', frequency: 0.4 },
    { findingId: 'night-sweats', frequency: 0.2 },
    {
      findingId: 'rk39-positive-lab',
      frequency: 0.85,
      specificity: 0.92,
      citation: {
        sourceId: 'who-leishmaniasis-2010',
        section: 'Diagnosis: rK39 rapid tests and parasitology',
      },
    },
    { findingId: 'known-hiv', frequency: 0.1 },
    { findingId: 'cough', frequency: 0.2 },
    { findingId: 'diarrhoea', frequency: 0.2 },
    { findingId: 'jaundice', frequency: 0.05 },
    { findingId: 'malaria-test-positive', frequency: 0.05 },
    { findingId: 'runny-nose', frequency: 0.03 },
    { findingId: 'neck-stiffness', frequency: 0.001 },
  ],
  redFlags: [
    {
      findingIds: ['severe-anaemia-lab', 'hypotension', 'weak-pulse-cold-hands'],
      finding: 'Kala-azar with severe anaemia or shock',
      urgency: 'emergency',
      actionRequired:
        'Resuscitate, transfuse, treat secondary bacterial infection, and transfer to a kala-azar treatment centre.',
      citations: [
        { sourceId: 'who-leishmaniasis-2010', section: 'Treatment: severe disease and special groups' },
      ],
    },
    {
      findingIds: ['bleeding-mucosal', 'jaundice', 'low-muac'],
      finding: 'Severe kala-azar (bleeding, jaundice or severe malnutrition)',
      urgency: 'urgent',
      actionRequired:
        'Same-day referral to a kala-azar treatment centre: liposomal amphotericin B is preferred in severe disease.',
      citations: [
        { sourceId: 'who-leishmaniasis-2010', section: 'Treatment: severe disease and special groups' },
      ],
    },
  ],
  investigations: [
    {
      test: 'rK39 rapid diagnostic test',
      urgency: 'urgent',
      rationale: 'Confirms VL in a clinical suspect (fever > 2 weeks with splenomegaly in an endemic area).',
      expectedFindings: 'Positive.',
    },
    {
      test: 'Splenic or bone-marrow aspirate for Leishman-Donovan bodies (rK39 negative or relapse)',
      urgency: 'urgent',
      rationale: 'Parasitological confirmation and test of cure.',
      expectedFindings: 'Amastigotes seen.',
    },
    {
      test: 'Full blood count, HIV test, malaria test',
      urgency: 'urgent',
      rationale: 'Pancytopenia; HIV co-infection changes treatment.',
      expectedFindings: 'Anaemia, leucopenia, thrombocytopenia.',
    },
  ],
  monitoring: [
    {
      parameter: 'Fever, spleen size, haemoglobin, weight',
      frequency: 'Weekly during treatment; at 6 months for relapse',
      alertCriteria: 'Persistent fever or growing spleen; relapse',
    },
    {
      parameter: 'ECG, creatinine, amylase on antimonials',
      frequency: 'Weekly',
      alertCriteria: 'QTc prolongation, rising creatinine or amylase',
    },
  ],
  referrals: [
    {
      specialist: 'Kala-azar treatment centre',
      urgency: 'urgent',
      reason: 'All confirmed cases need supervised treatment.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Sleep under an insecticide-treated net; sandflies bite from dusk to dawn.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Eat energy-rich food; complete the full supervised treatment course.',
      category: 'adherence',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'East Africa: sodium stibogluconate plus paromomycin for 17 days; liposomal amphotericin B for severe disease, pregnancy, HIV co-infection and relapse (national programme protocols now also use miltefosine plus paromomycin).',
    supportiveCare: [
      'Nutritional rehabilitation',
      'Blood transfusion for severe anaemia',
      'Treat concurrent infections (malaria, pneumonia, TB)',
    ],
    followUpSchedule: 'At end of treatment and at 6 months (definitive cure).',
    antibioticsIndicated: false,
    citations: [
      { sourceId: 'who-leishmaniasis-2010', section: 'Treatment of visceral leishmaniasis in East Africa' },
      ugInfectious,
    ],
  },
  citations: [
    {
      sourceId: 'who-leishmaniasis-2010',
      section: 'Visceral leishmaniasis: clinical features, diagnosis and treatment',
    },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'visceral-leishmaniasis',
    conditionId: 'visceral-leishmaniasis',
    population: {},
    items: [],
    note: 'Treat at a kala-azar treatment centre: in East Africa sodium stibogluconate 20 mg Sb/kg/day IM or IV with paromomycin 15 mg/kg/day IM for 17 days; liposomal amphotericin B for pregnancy, HIV co-infection and relapse. ECG, nutrition and transfusion support.',
    citations: [cite('who-leishmaniasis-2010', '6.4.1 Visceral leishmaniasis in East Africa')],
  },
] satisfies readonly Regimen[];

import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';
import { paracetamol, ibuprofen } from '../../regimens-shared/pain-and-fever';

export const condition = {
  id: 'migraine',
  name: 'Migraine',
  icd10: ['G43.9', 'G43.0', 'G43.1', 'G43'],
  icd11: '8A80',
  urgency: 'routine',
  prior: {
    baseline: 0.008,
    byAge: [
      { maxYears: 6, multiplier: 0.2 },
      { minYears: 6, maxYears: 18, multiplier: 0.8 },
      { minYears: 18, maxYears: 50, multiplier: 1.3 },
      { minYears: 50, multiplier: 0.5 },
    ],
    bySex: { female: 1.6, male: 0.5 },
    citations: [
      { sourceId: 'ihs-ichd3-2018', section: '1. Migraine (epidemiology and diagnostic criteria)' },
    ],
  },
  findings: [
    { findingId: 'headache', frequency: 0.99 },
    { findingId: 'recurrent-headache-episodes', frequency: 0.9 },
    { findingId: 'unilateral-throbbing-headache', frequency: 0.6 },
    { findingId: 'severe-headache', frequency: 0.55 },
    { findingId: 'nausea', frequency: 0.7 },
    { findingId: 'vomiting', frequency: 0.35 },
    { findingId: 'photophobia', frequency: 0.75 },
    { findingId: 'phonophobia', frequency: 0.7 },
    { findingId: 'headache-aura', frequency: 0.25 },
    { findingId: 'visual-disturbance', frequency: 0.3 },
    { findingId: 'dizziness', frequency: 0.2 },
    { findingId: 'sleep-disturbance', frequency: 0.3 },
    { findingId: 'stress-anxiety', frequency: 0.35 },
    { findingId: 'band-like-headache', frequency: 0.12 },
    { findingId: 'fever', frequency: 0.02 },
    { findingId: 'high-fever', frequency: 0.005 },
    { findingId: 'neck-stiffness', frequency: 0.002 },
    { findingId: 'sudden-severe-headache', frequency: 0.001 },
    { findingId: 'focal-weakness', frequency: 0.002 },
    { findingId: 'confusion', frequency: 0.005 },
    { findingId: 'convulsions', frequency: 0.005 },
    { findingId: 'severe-hypertension-reading', frequency: 0.005 },
    { findingId: 'cough', frequency: 0.05 },
  ],
  redFlags: [
    {
      findingIds: ['sudden-severe-headache'],
      finding: 'Thunderclap headache (worst ever, peak within a minute): subarachnoid haemorrhage',
      urgency: 'emergency',
      actionRequired: 'Urgent CT head and referral.',
      citations: [
        {
          sourceId: 'ihs-ichd3-2018',
          section: '6.2.2 Headache attributed to non-traumatic subarachnoid haemorrhage',
        },
      ],
    },
    {
      findingIds: ['neck-stiffness', 'petechial-rash'],
      finding: 'Headache with neck stiffness or petechial rash: meningitis',
      urgency: 'critical',
      actionRequired: 'Treat as meningitis: antibiotics now, lumbar puncture when safe, malaria test.',
      citations: [{ sourceId: 'who-meningitis-2025', section: 'Clinical suspicion and initial management' }],
    },
    {
      findingIds: [
        'focal-weakness',
        'severe-hypertension-reading',
        'pregnancy-over-20-weeks',
        'recent-childbirth',
      ],
      // The flag is the headache with these, never late pregnancy or a recent birth alone.
      allOf: ['headache'],
      finding: 'Headache with focal deficit, very high blood pressure or late pregnancy',
      urgency: 'emergency',
      actionRequired: 'Assess for stroke, hypertensive emergency or pre-eclampsia now.',
      citations: [
        {
          sourceId: 'za-phc-stg-2020',
          section: 'Central nervous system: Headache (danger signs and referral)',
        },
        {
          sourceId: 'who-mcpc-2017',
          section: 'Headache, blurred vision, convulsions or loss of consciousness',
        },
      ],
    },
    {
      findingIds: ['known-hiv', 'weight-loss'],
      allOf: ['headache'],
      finding: 'New headache in HIV or with weight loss: cryptococcal meningitis, TB or tumour',
      urgency: 'urgent',
      actionRequired: 'CrAg test, CD4, and consider lumbar puncture and imaging.',
      citations: [{ sourceId: 'who-crypto-2022', section: 'Diagnosis: CrAg screening and lumbar puncture' }],
    },
  ],
  investigations: [
    {
      test: 'Clinical diagnosis by ICHD-3 criteria; blood pressure, neurological and fundus examination',
      urgency: 'routine',
      rationale: 'Migraine needs no test when the history is typical and examination normal.',
      expectedFindings: 'Normal examination between attacks.',
    },
    {
      test: 'CT or MRI only with red flags (new pattern over 50, focal signs, papilloedema, HIV)',
      urgency: 'urgent',
      rationale: 'Excludes secondary headache.',
      expectedFindings: 'Normal in migraine.',
    },
  ],
  monitoring: [
    {
      parameter: 'Headache diary: frequency, triggers, analgesic days',
      frequency: 'Review every 1 to 3 months',
      alertCriteria:
        '4 or more migraine days a month: start prophylaxis; analgesics on 10-15 or more days a month: medication overuse',
    },
  ],
  referrals: [
    {
      specialist: 'Neurology',
      urgency: 'routine',
      reason: 'Atypical features, aura lasting over 1 hour, or failure of two prophylactic drugs.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Keep regular sleep, meals and fluid intake; note and avoid triggers (missed meals, stress, some foods).',
      category: 'self-care',
      importance: 'high',
    },
    {
      recommendation: 'Take pain medicine early in an attack and rest in a dark quiet room.',
      category: 'rest',
      importance: 'medium',
    },
    {
      recommendation: 'Do not use pain medicines on more than 10 days a month (medication-overuse headache).',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation: 'Women with migraine with aura should avoid combined oestrogen contraceptives.',
      category: 'safety',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Acute attack: simple analgesic taken early (aspirin, ibuprofen or paracetamol) with an antiemetic (metoclopramide) if nauseated; a triptan (sumatriptan) where available if analgesics fail. Prophylaxis for frequent or disabling attacks: propranolol or amitriptyline (alternatives: topiramate, flunarizine).',
    supportiveCare: ['Rest in a dark quiet room', 'Oral fluids'],
    followUpSchedule: 'Review after 2 to 3 months of prophylaxis or sooner if attacks change.',
    antibioticsIndicated: false,
    citations: [
      { sourceId: 'ihs-ichd3-2018', section: '1.1 Migraine without aura; 1.2 Migraine with aura' },
      { sourceId: 'za-phc-stg-2020', section: 'Central nervous system: Headache, migraine' },
      { sourceId: 'ug-clinical-guidelines-2023', section: 'Neurological conditions: Migraine' },
    ],
  },
  citations: [
    { sourceId: 'ihs-ichd3-2018', section: '1.1 Migraine without aura; 1.2 Migraine with aura' },
    { sourceId: 'za-phc-stg-2020', section: 'Central nervous system: Headache, migraine' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'migraine',
    conditionId: 'migraine',
    population: {},
    items: [ibuprofen('acute migraine attack', ['paracetamol'])],
    note: 'Take early in the attack; rest in a dark room; avoid triggers; prophylaxis (amitriptyline or propranolol) for frequent attacks; limit analgesics to under 10 days a month.',
    citations: [
      cite('who-eml-2023', '7.1 For treatment of acute attack: ibuprofen, paracetamol, acetylsalicylic acid'),
      cite('ihs-ichd3-2018', '1 Migraine'),
    ],
  },
  {
    id: 'migraine-alternatives',
    conditionId: 'migraine',
    population: {},
    items: [
      paracetamol('acute migraine attack', cite('who-eml-2023', '7.1 Medicines for migraine: paracetamol')),
    ],
    citations: [cite('who-eml-2023', '7.1 Medicines for migraine')],
  },
] satisfies readonly Regimen[];

import type { Condition, Regimen } from '../../types';
import { perKg, fixed } from '../../dose-rules';
import { cite, aware, bnf } from '../../regimens-shared/citations';
import { paracetamol } from '../../regimens-shared/pain-and-fever';

const iattRespiratory = {
  sourceId: 'who-iatt-2011',
  section: 'Volume 1, Chapter: Respiratory problems',
} as const;

export const condition = {
  id: 'pneumonia-adult',
  name: 'Community-acquired pneumonia (adult)',
  icd10: ['J18.9', 'J15', 'J13'],
  icd11: 'CA40',
  urgency: 'urgent',
  // Pneumonia is an acute infection of the lower airways: cough, breathlessness, fast breathing, pleuritic
  // pain or chest signs. With none of them written, the description is not one of pneumonia.
  definedBy: {
    anyOf: [
      'cough',
      'shortness-of-breath',
      'tachypnoea',
      'crackles',
      'pleuritic-chest-pain',
      'haemoptysis',
      'hypoxaemia',
      'respiratory-distress',
    ],
    citation: iattRespiratory,
  },
  prior: {
    baseline: 0.02,
    byAge: [
      { maxYears: 5, multiplier: 0 },
      { minYears: 5, maxYears: 15, multiplier: 0.5 },
      { minYears: 15, maxYears: 65, multiplier: 1 },
      { minYears: 65, multiplier: 2.5 },
    ],
    citations: [{ sourceId: 'who-aware-2022', section: 'Community-acquired pneumonia: epidemiology' }],
  },
  findings: [
    { findingId: 'cough', frequency: 0.9 },
    { findingId: 'productive-cough', frequency: 0.6 },
    { findingId: 'fever', frequency: 0.8 },
    {
      findingId: 'chest-xray-consolidation',
      frequency: 0.85,
      citation: {
        sourceId: 'who-aware-2022',
        section: 'Community-acquired pneumonia: diagnosis (chest X-ray)',
      },
    },
    { findingId: 'high-fever', frequency: 0.35 },
    { findingId: 'shortness-of-breath', frequency: 0.65 },
    { findingId: 'pleuritic-chest-pain', frequency: 0.4 },
    { findingId: 'chest-pain', frequency: 0.5 },
    { findingId: 'chills-rigors', frequency: 0.4 },
    { findingId: 'tachypnoea', frequency: 0.5 },
    { findingId: 'tachycardia', frequency: 0.5 },
    {
      findingId: 'crackles',
      frequency: 0.75,
      citation: {
        sourceId: 'jama-rce-1990s',
        section: 'Does this adult patient have community-acquired pneumonia? (Metlay 1997)',
      },
    },
    { findingId: 'hypoxaemia', frequency: 0.25 },
    { findingId: 'fatigue', frequency: 0.6 },
    { findingId: 'anorexia', frequency: 0.4 },
    { findingId: 'headache', frequency: 0.35 },
    { findingId: 'myalgia', frequency: 0.3 },
    { findingId: 'confusion', frequency: 0.07 },
    { findingId: 'hypotension', frequency: 0.03 },
    { findingId: 'leucocytosis-lab', frequency: 0.6 },
    { findingId: 'raised-crp-lab', frequency: 0.9 },
    { findingId: 'haemoptysis', frequency: 0.08 },
    { findingId: 'wheeze', frequency: 0.15 },
    { findingId: 'vomiting', frequency: 0.15 },
    { findingId: 'runny-nose', frequency: 0.15 },
    { findingId: 'sore-throat', frequency: 0.15 },
    { findingId: 'chronic-cough', frequency: 0.01 },
    { findingId: 'weight-loss', frequency: 0.02 },
    { findingId: 'night-sweats', frequency: 0.03 },
    { findingId: 'orthopnoea', frequency: 0.005 },
    { findingId: 'leg-swelling', frequency: 0.03 },
    { findingId: 'malaria-test-positive', frequency: 0.05 },
    { findingId: 'malaise', frequency: 0.6 },
    { findingId: 'nausea', frequency: 0.15 },
    { findingId: 'sweating', frequency: 0.3 },
    { findingId: 'raised-jvp', frequency: 0.002 },
    { findingId: 'bilateral-pitting-oedema', frequency: 0.005 },
    { findingId: 'known-asthma', frequency: 0.05 },
    { findingId: 'known-hiv', frequency: 0.15 },
    { findingId: 'hiv-test-positive', frequency: 0.15 },
    {
      findingId: 'known-diabetes',
      frequency: 0.12,
      citation: {
        sourceId: 'who-iatt-2011',
        section: 'Volume 1, Chapter: Respiratory problems (risk factors for pneumonia)',
      },
    },
    {
      findingId: 'known-copd-or-smoker',
      frequency: 0.2,
      citation: {
        sourceId: 'who-iatt-2011',
        section: 'Volume 1, Chapter: Respiratory problems (risk factors for pneumonia)',
      },
    },
  ],
  redFlags: [
    {
      findingIds: [
        'confusion',
        'hypotension',
        'hypoxaemia',
        'cyanosis',
        'unable-to-speak-sentences',
        'respiratory-distress',
      ],
      finding: 'Severe pneumonia (CURB-65 feature: confusion, RR >= 30, low BP; or SpO2 < 90%)',
      urgency: 'emergency',
      actionRequired:
        'Oxygen to SpO2 >= 94%, IV ceftriaxone (or benzylpenicillin plus gentamicin) with a macrolide, IV fluids for hypotension, admit.',
      citations: [
        { sourceId: 'who-aware-2022', section: 'Community-acquired pneumonia: severe' },
        iattRespiratory,
      ],
    },
  ],
  investigations: [
    {
      test: 'Pulse oximetry and respiratory rate',
      urgency: 'stat',
      rationale: 'Hypoxaemia and RR >= 30 define severity (CURB-65, IMAI).',
      expectedFindings: 'SpO2 >= 94% in non-severe disease.',
    },
    {
      test: 'Chest X-ray',
      urgency: 'urgent',
      rationale: 'Confirms consolidation; looks for effusion, cavities (TB).',
      expectedFindings: 'Lobar or patchy consolidation.',
    },
    {
      test: 'Malaria RDT (endemic areas) and HIV test',
      urgency: 'urgent',
      rationale: 'Co-existing malaria is common; HIV changes the differential (PCP, TB).',
      expectedFindings: 'Negative malaria test.',
    },
    {
      test: 'Sputum Xpert MTB/RIF if cough >= 2 weeks, HIV-positive or not improving',
      urgency: 'routine',
      rationale: 'TB mimics pneumonia.',
      expectedFindings: 'MTB not detected.',
    },
    {
      test: 'Full blood count, urea/creatinine',
      urgency: 'routine',
      rationale: 'Urea > 7 mmol/L is a CURB-65 criterion.',
      expectedFindings: 'Neutrophil leucocytosis.',
    },
  ],
  monitoring: [
    {
      parameter: 'Respiratory rate, SpO2, temperature, blood pressure, mental state',
      frequency: 'Review after 48-72 hours (outpatient); every 4 hours (inpatient)',
      alertCriteria: 'RR >= 30, SpO2 < 90%, SBP < 90 mmHg, new confusion',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital (medical ward)',
      urgency: 'emergency',
      reason: 'CURB-65 >= 2, hypoxaemia, or unable to take oral medicine.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Rest, drink plenty of fluids, and complete the full antibiotic course.',
      category: 'rest',
      importance: 'high',
    },
    {
      recommendation:
        'Return at once for breathlessness at rest, confusion, or fever after 3 days of treatment.',
      category: 'follow-up',
      importance: 'high',
    },
    {
      recommendation:
        'Stop smoking; pneumococcal and influenza vaccination for older adults and people with chronic illness where available.',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Non-severe (CURB-65 0-1): oral amoxicillin for 5 days (doxycycline if penicillin allergy). Severe: IV ceftriaxone or benzylpenicillin plus gentamicin, with a macrolide where atypical infection is suspected, switching to oral after clinical improvement.',
    supportiveCare: [
      'Oxygen if SpO2 < 90-94%',
      'Paracetamol for fever and pleuritic pain',
      'Oral or IV fluids',
    ],
    followUpSchedule:
      'Review after 48-72 hours; chest X-ray at 6 weeks if symptoms persist or the patient is a smoker over 50.',
    antibioticsIndicated: true,
    citations: [
      { sourceId: 'who-aware-2022', section: 'Primary health care: community-acquired pneumonia' },
      iattRespiratory,
    ],
  },
  citations: [iattRespiratory, { sourceId: 'who-aware-2022', section: 'Community-acquired pneumonia' }],
} satisfies Condition;

export const regimens = [
  {
    id: 'pneumonia-adult',
    conditionId: 'pneumonia-adult',
    population: { minAgeYears: 12 },
    items: [
      {
        medicineId: 'amoxicillin',
        route: 'oral',
        dose: fixed(1000, '2 capsules of 500 mg', 1000, 3000),
        frequency: 'every 8 hours',
        dosesPerDay: 3,
        duration: '5 days',
        indication: 'community-acquired pneumonia, mild to moderate (CURB-65 0-1)',
        alternativeIds: ['doxycycline', 'azithromycin'],
        citations: [aware('Community-acquired pneumonia, mild: amoxicillin 1 g every 8 hours, 5 days')],
      },
      paracetamol('fever and pleuritic pain'),
    ],
    note: 'CURB-65 of 2 or more, SpO2 below 90% or sepsis: admit, IV ceftriaxone (or benzylpenicillin) and oxygen.',
    citations: [aware('Community-acquired pneumonia'), cite('who-iatt-2011', 'Pneumonia in adults')],
  },
  {
    id: 'pneumonia-adult-alternatives',
    conditionId: 'pneumonia-adult',
    population: { minAgeYears: 12 },
    items: [
      {
        medicineId: 'doxycycline',
        route: 'oral',
        dose: fixed(100, '1 tablet (100 mg)', 200, 200),
        frequency: 'every 12 hours (200 mg on the first day)',
        dosesPerDay: 2,
        duration: '5 days',
        indication: 'community-acquired pneumonia (penicillin allergy)',
        alternativeIds: [],
        citations: [aware('Community-acquired pneumonia, mild: doxycycline 100 mg every 12 hours')],
      },
      {
        medicineId: 'azithromycin',
        route: 'oral',
        dose: fixed(500, '1 tablet (500 mg)', 500, 500),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '3 days',
        indication: 'community-acquired pneumonia (penicillin allergy in pregnancy)',
        alternativeIds: [],
        citations: [bnf('Azithromycin: community-acquired pneumonia 500 mg once daily for 3 days')],
      },
    ],
    citations: [aware('Community-acquired pneumonia')],
  },
  {
    id: 'pneumonia-older-child',
    conditionId: 'pneumonia-adult',
    population: {},
    items: [
      {
        medicineId: 'amoxicillin',
        route: 'oral',
        dose: perKg(40, 1000, 2000, 125),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: '5 days',
        indication: 'community-acquired pneumonia in a child',
        alternativeIds: [],
        citations: [
          aware('Community-acquired pneumonia in children: amoxicillin 80-90 mg/kg/day in 2 doses'),
        ],
      },
    ],
    citations: [aware('Community-acquired pneumonia in children')],
  },
] satisfies readonly Regimen[];

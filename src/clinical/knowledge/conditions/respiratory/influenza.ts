import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite, bnfc } from '../../regimens-shared/citations';
import { paracetamol } from '../../regimens-shared/pain-and-fever';

export const condition = {
  id: 'influenza',
  name: 'Influenza',
  icd10: ['J11.1', 'J10', 'J11'],
  urgency: 'routine',
  // Influenza-like illness is an acute respiratory infection with fever and cough: without either written,
  // tiredness or a fast pulse alone do not describe influenza.
  definedBy: {
    anyOf: ['fever', 'high-fever', 'chills-rigors', 'cough', 'dry-cough'],
    citation: {
      sourceId: 'who-influenza-2024',
      section: 'Clinical features: influenza-like illness (fever and cough)',
    },
  },
  prior: {
    baseline: 0.02,
    bySeason: [
      { countries: ['ZA', 'BW', 'ZW', 'ZM', 'MW'], months: [5, 6, 7, 8], multiplier: 3 },
      { countries: ['KE', 'UG', 'TZ', 'ET'], months: [6, 7, 8, 11, 12], multiplier: 1.4 },
      { countries: ['NG', 'GH', 'ML', 'BF'], months: [6, 7, 8, 9], multiplier: 1.4 },
    ],
    byAge: [
      { maxYears: 5, multiplier: 1.3 },
      { minYears: 5, multiplier: 1 },
    ],
    citations: [
      {
        sourceId: 'who-influenza-2024',
        section: 'Background: seasonality in tropical and temperate settings',
      },
    ],
  },
  findings: [
    { findingId: 'fever', frequency: 0.85 },
    { findingId: 'high-fever', frequency: 0.4 },
    {
      findingId: 'cough',
      frequency: 0.85,
      citation: { sourceId: 'jama-rce-1990s', section: 'Does this patient have influenza? (Call 2005)' },
    },
    { findingId: 'dry-cough', frequency: 0.6 },
    { findingId: 'productive-cough', frequency: 0.15 },
    { findingId: 'myalgia', frequency: 0.7 },
    { findingId: 'headache', frequency: 0.7 },
    { findingId: 'sore-throat', frequency: 0.6 },
    { findingId: 'runny-nose', frequency: 0.5 },
    { findingId: 'nasal-congestion', frequency: 0.4 },
    { findingId: 'sneezing', frequency: 0.3 },
    { findingId: 'fatigue', frequency: 0.8 },
    { findingId: 'malaise', frequency: 0.8 },
    { findingId: 'chills-rigors', frequency: 0.6 },
    { findingId: 'sweating', frequency: 0.3 },
    { findingId: 'anorexia', frequency: 0.5 },
    { findingId: 'arthralgia', frequency: 0.3 },
    { findingId: 'tachycardia', frequency: 0.35 },
    { findingId: 'sick-contacts', frequency: 0.45 },
    {
      findingId: 'influenza-test-positive-lab',
      frequency: 0.7,
      specificity: 0.98,
      citation: { sourceId: 'who-influenza-2024', section: 'Diagnosis: rapid tests and RT-PCR' },
    },
    { findingId: 'covid-test-positive-lab', frequency: 0.02 },
    { findingId: 'shortness-of-breath', frequency: 0.1 },
    { findingId: 'tachypnoea', frequency: 0.08 },
    { findingId: 'hypoxaemia', frequency: 0.03 },
    { findingId: 'crackles', frequency: 0.05 },
    { findingId: 'vomiting', frequency: 0.1 },
    { findingId: 'diarrhoea', frequency: 0.08 },
    { findingId: 'loss-of-smell-taste', frequency: 0.02 },
    { findingId: 'malaria-test-positive', frequency: 0.04 },
    { findingId: 'back-pain', frequency: 0.2 },
    { findingId: 'severe-headache', frequency: 0.25 },
  ],
  redFlags: [
    {
      findingIds: ['hypoxaemia', 'respiratory-distress', 'cyanosis', 'confusion', 'hypotension'],
      finding: 'Severe influenza: hypoxaemia, respiratory distress, confusion or shock',
      urgency: 'emergency',
      actionRequired:
        'Oxygen, start oseltamivir at once without waiting for a test, treat for secondary bacterial pneumonia, admit.',
      citations: [
        { sourceId: 'who-influenza-2024', section: 'Severe influenza: antivirals and supportive care' },
      ],
    },
    {
      findingIds: ['shortness-of-breath', 'tachypnoea', 'chest-pain'],
      finding: 'Breathlessness or chest pain with influenza: possible pneumonia',
      urgency: 'urgent',
      actionRequired:
        'Measure SpO2 and respiratory rate the same day; start oseltamivir and assess for viral or bacterial pneumonia.',
      citations: [{ sourceId: 'who-influenza-2024', section: 'Signs of progressive disease' }],
    },
  ],
  investigations: [
    {
      test: 'Influenza rapid test or RT-PCR (where it changes management or for surveillance)',
      urgency: 'routine',
      rationale: 'Confirms influenza; a negative rapid test does not exclude it.',
      expectedFindings: 'Influenza A or B detected.',
    },
    {
      test: 'Pulse oximetry',
      urgency: 'urgent',
      rationale: 'Detects viral or secondary pneumonia.',
      expectedFindings: 'SpO2 >= 94%.',
    },
    {
      test: 'Malaria RDT in endemic areas',
      urgency: 'urgent',
      rationale: 'Fever and aches overlap with malaria.',
      expectedFindings: 'Negative.',
    },
  ],
  monitoring: [
    {
      parameter: 'Breathing, fever, hydration',
      frequency: 'Home care; return if worse or not better in 5 days',
      alertCriteria: 'Breathlessness, chest pain, confusion, fever returning after improvement',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital',
      urgency: 'emergency',
      reason: 'Hypoxaemia, respiratory distress or altered consciousness.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Rest, drink plenty of fluids and stay home until 24 hours after the fever settles.',
      category: 'rest',
      importance: 'high',
    },
    {
      recommendation:
        'Cover coughs and sneezes, wash hands; annual influenza vaccination for high-risk groups where available.',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Symptomatic care for non-severe influenza in healthy people. Oseltamivir for severe influenza and for non-severe influenza in people at high risk of complications (pregnancy, age over 65 or under 2, chronic disease, immunosuppression), started as early as possible. Antibiotics only for secondary bacterial pneumonia.',
    supportiveCare: ['Paracetamol for fever and aches (no aspirin in children)', 'Fluids and rest'],
    followUpSchedule: 'Return if breathless or not improving in 5 days.',
    antibioticsIndicated: false,
    citations: [{ sourceId: 'who-influenza-2024', section: 'Recommendations: antiviral treatment' }],
  },
  citations: [
    { sourceId: 'who-influenza-2024', section: 'Clinical practice guidelines for influenza' },
    { sourceId: 'jama-rce-1990s', section: 'Does this patient have influenza? (Call 2005)' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'influenza-pregnant',
    conditionId: 'influenza',
    population: { pregnant: true },
    items: [
      {
        medicineId: 'oseltamivir',
        route: 'oral',
        dose: fixed(75, '1 capsule (75 mg)', 75, 150),
        frequency: 'twice daily',
        dosesPerDay: 2,
        duration: '5 days',
        indication: 'influenza in pregnancy (high risk of severe disease)',
        alternativeIds: [],
        citations: [
          cite(
            'who-influenza-2024',
            'Oseltamivir for patients at high risk of severe disease, 75 mg twice daily for 5 days',
          ),
        ],
      },
      paracetamol('fever'),
    ],
    citations: [cite('who-influenza-2024', 'Antivirals in high-risk groups')],
  },
  {
    id: 'influenza-young-child',
    conditionId: 'influenza',
    population: { maxAgeYears: 5 },
    items: [
      {
        medicineId: 'oseltamivir',
        route: 'oral',
        dose: {
          kind: 'weight-band',
          bands: [
            { minKg: 0, maxKg: 15.01, mg: 30, amount: '30 mg (5 mL of 6 mg/mL)' },
            { minKg: 15.01, maxKg: 23.01, mg: 45, amount: '45 mg (7.5 mL of 6 mg/mL)' },
            { minKg: 23.01, maxKg: 40.01, mg: 60, amount: '60 mg (10 mL of 6 mg/mL)' },
            { minKg: 40.01, maxKg: 500, mg: 75, amount: '75 mg (1 capsule)' },
          ],
          maxMgPerDose: 75,
          maxMgPerDay: 150,
        },
        frequency: 'twice daily',
        dosesPerDay: 2,
        duration: '5 days',
        indication: 'influenza in a child under 5 (high risk)',
        alternativeIds: [],
        citations: [
          cite('who-influenza-2024', 'Oseltamivir dosing in children by weight'),
          bnfc('Oseltamivir: treatment of influenza, weight-band doses'),
        ],
      },
      paracetamol('fever'),
    ],
    note: 'Infants under 1 year: 3 mg/kg twice daily (specialist advice).',
    citations: [cite('who-influenza-2024', 'Antivirals in high-risk groups')],
  },
  {
    id: 'influenza-older-adult',
    conditionId: 'influenza',
    population: { minAgeYears: 65 },
    items: [
      {
        medicineId: 'oseltamivir',
        route: 'oral',
        dose: fixed(75, '1 capsule (75 mg)', 75, 150),
        frequency: 'twice daily',
        dosesPerDay: 2,
        duration: '5 days',
        indication: 'influenza at 65 years or older (high risk)',
        alternativeIds: [],
        citations: [cite('who-influenza-2024', 'Oseltamivir for patients at high risk of severe disease')],
      },
      paracetamol('fever'),
    ],
    citations: [cite('who-influenza-2024', 'Antivirals in high-risk groups')],
  },
  {
    id: 'influenza',
    conditionId: 'influenza',
    population: {},
    items: [paracetamol('fever and myalgia')],
    note: 'No antibiotic. Oseltamivir 75 mg twice daily for 5 days for severe illness or high-risk patients (chronic disease, immunosuppression).',
    citations: [cite('who-influenza-2024', 'Non-severe influenza in patients at low risk: no antiviral')],
  },
] satisfies readonly Regimen[];

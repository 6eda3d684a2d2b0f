import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';
import { paracetamol } from '../../regimens-shared/pain-and-fever';

export const condition = {
  id: 'covid-19',
  name: 'COVID-19',
  icd10: ['U07.1'],
  icd11: 'RA01.0',
  urgency: 'routine',
  prior: {
    baseline: 0.005,
    byAge: [
      { maxYears: 15, multiplier: 0.5 },
      { minYears: 15, maxYears: 60, multiplier: 1 },
      { minYears: 60, multiplier: 1.5 },
    ],
    citations: [{ sourceId: 'who-covid-2023', section: 'Clinical characterization and epidemiology' }],
  },
  findings: [
    { findingId: 'fever', frequency: 0.55 },
    { findingId: 'high-fever', frequency: 0.1 },
    { findingId: 'cough', frequency: 0.6 },
    { findingId: 'dry-cough', frequency: 0.5 },
    { findingId: 'productive-cough', frequency: 0.15 },
    { findingId: 'loss-of-smell-taste', frequency: 0.3 },
    { findingId: 'fatigue', frequency: 0.6 },
    { findingId: 'headache', frequency: 0.5 },
    { findingId: 'myalgia', frequency: 0.4 },
    { findingId: 'sore-throat', frequency: 0.45 },
    { findingId: 'runny-nose', frequency: 0.35 },
    { findingId: 'nasal-congestion', frequency: 0.35 },
    { findingId: 'sneezing', frequency: 0.25 },
    { findingId: 'chills-rigors', frequency: 0.3 },
    { findingId: 'anorexia', frequency: 0.3 },
    { findingId: 'shortness-of-breath', frequency: 0.35 },
    { findingId: 'chest-pain', frequency: 0.15 },
    { findingId: 'tachypnoea', frequency: 0.2 },
    { findingId: 'hypoxaemia', frequency: 0.15 },
    { findingId: 'diarrhoea', frequency: 0.1 },
    { findingId: 'nausea', frequency: 0.1 },
    { findingId: 'vomiting', frequency: 0.05 },
    { findingId: 'sick-contacts', frequency: 0.4 },
    {
      findingId: 'covid-test-positive-lab',
      frequency: 0.85,
      specificity: 0.99,
      citation: { sourceId: 'who-covid-2023', section: 'Diagnosis: NAAT and antigen-detection RDTs' },
    },
    { findingId: 'influenza-test-positive-lab', frequency: 0.01 },
    { findingId: 'malaria-test-positive', frequency: 0.04 },
    {
      findingId: 'tachycardia',
      frequency: 0.3,
      citation: {
        sourceId: 'who-covid-2023',
        section: 'Clinical management: severity classification (about 15% severe, 5% critical)',
      },
    },
    {
      findingId: 'crackles',
      frequency: 0.15,
      citation: {
        sourceId: 'who-covid-2023',
        section: 'Clinical management: severity classification (about 15% severe, 5% critical)',
      },
    },
    {
      findingId: 'known-diabetes',
      frequency: 0.12,
      citation: {
        sourceId: 'who-covid-2023',
        section: 'Risk factors for severe disease: diabetes, hypertension, age over 60',
      },
    },
    {
      findingId: 'known-hypertension',
      frequency: 0.2,
      citation: {
        sourceId: 'who-covid-2023',
        section: 'Risk factors for severe disease: diabetes, hypertension, age over 60',
      },
    },
  ],
  redFlags: [
    {
      findingIds: [
        'hypoxaemia',
        'respiratory-distress',
        'cyanosis',
        'unable-to-speak-sentences',
        'confusion',
        'hypotension',
      ],
      finding: 'Severe or critical COVID-19 (SpO2 < 90%, respiratory distress, shock)',
      urgency: 'emergency',
      actionRequired:
        'Oxygen, systemic corticosteroid (dexamethasone), prone positioning if awake and hypoxaemic, thromboprophylaxis, admit.',
      citations: [
        { sourceId: 'who-covid-2023', section: 'Severe and critical COVID-19: corticosteroids and oxygen' },
      ],
    },
    {
      findingIds: ['shortness-of-breath', 'tachypnoea', 'chest-pain'],
      finding: 'Breathlessness or chest pain with COVID-19',
      urgency: 'urgent',
      actionRequired: 'Measure SpO2 and respiratory rate the same day; assess for pneumonia and thrombosis.',
      citations: [{ sourceId: 'who-covid-2023', section: 'Clinical management: mild and moderate COVID-19' }],
    },
  ],
  investigations: [
    {
      test: 'SARS-CoV-2 antigen RDT or PCR',
      urgency: 'urgent',
      rationale: 'Confirms infection; guides isolation and high-risk treatment.',
      expectedFindings: 'Positive.',
    },
    {
      test: 'Pulse oximetry',
      urgency: 'urgent',
      rationale: 'Silent hypoxaemia defines severe disease.',
      expectedFindings: 'SpO2 >= 94% in mild disease.',
    },
    {
      test: 'Malaria RDT in endemic areas',
      urgency: 'urgent',
      rationale: 'Fever differential.',
      expectedFindings: 'Negative.',
    },
  ],
  monitoring: [
    {
      parameter: 'SpO2, respiratory rate, breathlessness',
      frequency: 'Daily for 10 days in high-risk patients (home pulse oximetry where possible)',
      alertCriteria: 'SpO2 < 94%, RR > 24/min, worsening breathlessness',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital (isolation ward)',
      urgency: 'emergency',
      reason: 'Severe or critical COVID-19.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Isolate at home while symptomatic, wear a mask around others, ventilate rooms.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Rest, fluids and paracetamol; return at once if breathless.',
      category: 'self-care',
      importance: 'high',
    },
    {
      recommendation: 'Keep COVID-19 vaccination up to date if older or with chronic illness.',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Mild disease: symptomatic care and isolation. Non-severe disease at high risk of hospitalisation: nirmatrelvir-ritonavir where available. Severe or critical: oxygen, systemic corticosteroids, IL-6 receptor blocker or baricitinib, thromboprophylaxis. Antibiotics are not indicated unless bacterial co-infection is suspected.',
    supportiveCare: ['Paracetamol for fever', 'Fluids', 'Awake prone positioning for hypoxaemic inpatients'],
    followUpSchedule:
      'Telephone or clinic review at day 3-5 for high-risk patients; return at once for breathlessness.',
    antibioticsIndicated: false,
    citations: [
      {
        sourceId: 'who-covid-2023',
        section: 'Therapeutics and COVID-19: living guideline recommendations',
      },
    ],
  },
  citations: [{ sourceId: 'who-covid-2023', section: 'Clinical management of COVID-19' }],
} satisfies Condition;

export const regimens = [
  {
    id: 'covid-19',
    conditionId: 'covid-19',
    population: {},
    items: [
      paracetamol('fever and myalgia', cite('who-covid-2023', 'Non-severe COVID-19: symptomatic treatment')),
    ],
    note: 'No antibiotic for non-severe COVID-19. Severe or critical (SpO2 below 90%): oxygen and dexamethasone 6 mg daily for 10 days, in hospital.',
    citations: [cite('who-covid-2023', 'Therapeutics: non-severe, severe and critical COVID-19')],
  },
] satisfies readonly Regimen[];

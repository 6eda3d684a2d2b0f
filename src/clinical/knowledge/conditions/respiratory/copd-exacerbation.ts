import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite, aware } from '../../regimens-shared/citations';

export const condition = {
  id: 'copd-exacerbation',
  name: 'COPD exacerbation',
  icd10: ['J44.1', 'J44'],
  icd11: 'CA22',
  urgency: 'urgent',
  prior: {
    baseline: 0.004,
    byAge: [
      { maxYears: 35, multiplier: 0.02 },
      { minYears: 35, maxYears: 50, multiplier: 0.5 },
      { minYears: 50, multiplier: 2.5 },
    ],
    bySex: { male: 1.3, female: 0.8 },
    byCountry: {
      KE: 1,
      SO: 0.8,
      ET: 0.9,
      UG: 1,
      TZ: 1,
      NG: 0.9,
      GH: 0.9,
      ZA: 1.5,
      MW: 1,
      ZW: 1,
      ML: 0.9,
      BF: 0.9,
      BW: 1.2,
      ZM: 1,
    },
    citations: [
      { sourceId: 'gold-2024', section: 'Chapter 1: Definition and overview (burden; biomass exposure)' },
      { sourceId: 'ke-tb-2021', section: 'Lung health: Chronic obstructive pulmonary disease' },
    ],
  },
  findings: [
    { findingId: 'known-copd-or-smoker', frequency: 0.9 },
    { findingId: 'shortness-of-breath', frequency: 0.95 },
    { findingId: 'exertional-dyspnoea', frequency: 0.9 },
    { findingId: 'cough', frequency: 0.9 },
    // The history of an exacerbation dates the worsening (< 14 days), so the background cough is often
    // written as days old: a short cough must not weigh as strongly against it.
    {
      findingId: 'chronic-cough',
      frequency: 0.45,
      citation: { sourceId: 'gold-2024', section: 'Chapter 5: Exacerbations (worsening over < 14 days)' },
    },
    { findingId: 'productive-cough', frequency: 0.7 },
    { findingId: 'wheeze', frequency: 0.6 },
    { findingId: 'chest-tightness', frequency: 0.35 },
    { findingId: 'tachypnoea', frequency: 0.6 },
    { findingId: 'tachycardia', frequency: 0.5 },
    { findingId: 'respiratory-distress', frequency: 0.35 },
    { findingId: 'hypoxaemia', frequency: 0.35 },
    { findingId: 'cyanosis', frequency: 0.1 },
    { findingId: 'crackles', frequency: 0.35 },
    { findingId: 'leg-swelling', frequency: 0.2 },
    { findingId: 'raised-jvp', frequency: 0.15 },
    { findingId: 'fever', frequency: 0.2 },
    { findingId: 'high-fever', frequency: 0.04 },
    { findingId: 'known-asthma', frequency: 0.15 },
    { findingId: 'weight-loss', frequency: 0.15 },
    { findingId: 'night-sweats', frequency: 0.02 },
    { findingId: 'haemoptysis', frequency: 0.005 },
    { findingId: 'confusion', frequency: 0.06 },
    { findingId: 'orthopnoea', frequency: 0.2 },
    { findingId: 'fatigue', frequency: 0.4 },
  ],
  redFlags: [
    {
      findingIds: ['cyanosis', 'unconscious'],
      finding: 'Cyanosis or reduced consciousness: hypercapnic respiratory failure',
      urgency: 'critical',
      actionRequired:
        'Controlled oxygen (target SpO2 88-92%), nebulised bronchodilators, corticosteroid; transfer for non-invasive ventilation.',
      citations: [
        {
          sourceId: 'gold-2024',
          section: 'Management of exacerbations: indications for hospitalisation and ventilatory support',
        },
      ],
    },
    {
      findingIds: ['hypoxaemia', 'respiratory-distress', 'unable-to-speak-sentences'],
      finding: 'Severe exacerbation: SpO2 < 90% or marked breathlessness at rest',
      urgency: 'emergency',
      actionRequired:
        'Controlled oxygen, nebulised salbutamol with ipratropium, prednisolone, antibiotic if sputum is purulent; admit.',
      citations: [{ sourceId: 'gold-2024', section: 'Management of exacerbations' }],
    },
    {
      findingIds: ['haemoptysis', 'night-sweats', 'weight-loss'],
      finding: 'Haemoptysis, night sweats or weight loss: exclude TB and lung cancer',
      urgency: 'urgent',
      actionRequired: 'Sputum GeneXpert and chest X-ray.',
      citations: [{ sourceId: 'ke-tb-2021', section: 'Lung health: COPD differential diagnosis' }],
    },
  ],
  investigations: [
    {
      test: 'SpO2 (and blood gas if SpO2 < 90% or drowsy)',
      urgency: 'stat',
      rationale: 'Hypoxaemia and hypercapnia decide oxygen target and ventilation.',
      expectedFindings: 'SpO2 < 90%; raised PaCO2 with acidosis in respiratory failure.',
    },
    {
      test: 'Chest X-ray, full blood count, sputum GeneXpert where TB is possible, ECG',
      urgency: 'urgent',
      rationale: 'Pneumonia, pneumothorax, heart failure and TB mimic or trigger exacerbations.',
      expectedFindings: 'Hyperinflation; consolidation if pneumonia.',
    },
    {
      test: 'Spirometry when stable',
      urgency: 'routine',
      rationale: 'Confirms COPD: post-bronchodilator FEV1/FVC < 0.7.',
      expectedFindings: 'Persistent airflow obstruction.',
    },
  ],
  monitoring: [
    {
      parameter: 'SpO2, respiratory rate, consciousness',
      frequency: 'Every 1 to 4 hours in hospital',
      alertCriteria: 'SpO2 < 88% or > 92% on oxygen, drowsiness',
    },
    {
      parameter: 'Exacerbation frequency and symptoms (CAT or mMRC)',
      frequency: 'Every 3 to 6 months',
      alertCriteria: 'Two or more exacerbations a year: escalate maintenance therapy',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital',
      urgency: 'emergency',
      reason: 'Severe exacerbation, respiratory failure or no response to initial treatment.',
    },
    {
      specialist: 'Chest clinic',
      urgency: 'routine',
      reason: 'Spirometry confirmation and long-term inhaler plan.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Stop smoking and avoid smoke from cooking fires (cook outdoors or use an improved stove with ventilation).',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Stay as active as possible (pulmonary rehabilitation); breathing exercises.',
      category: 'activity',
      importance: 'medium',
    },
    {
      recommendation: 'Get influenza and pneumococcal vaccines where available.',
      category: 'prevention',
      importance: 'medium',
    },
    {
      recommendation: 'Use the maintenance inhaler daily and check technique.',
      category: 'adherence',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Short-acting bronchodilators (salbutamol with or without ipratropium) by spacer or nebuliser; oral prednisolone for 5 days; antibiotic (amoxicillin or doxycycline) when sputum is purulent with more breathlessness or sputum volume; controlled oxygen to SpO2 88-92%. After recovery: long-acting bronchodilator maintenance (LAMA or LAMA/LABA), smoking and biomass smoke cessation, vaccination, pulmonary rehabilitation.',
    supportiveCare: ['Sit upright', 'Fluids and nutrition', 'Chest physiotherapy for sputum clearance'],
    followUpSchedule: 'Review within 1 to 4 weeks after an exacerbation, then every 3 to 6 months.',
    antibioticsIndicated: true,
    citations: [
      { sourceId: 'gold-2024', section: 'Management of exacerbations' },
      { sourceId: 'who-pen-2020', section: 'Chronic respiratory disease: asthma and COPD' },
      { sourceId: 'who-aware-2022', section: 'Acute exacerbation of COPD' },
    ],
  },
  citations: [
    { sourceId: 'gold-2024', section: 'Diagnosis and management of exacerbations' },
    { sourceId: 'who-pen-2020', section: 'Chronic respiratory disease: asthma and COPD' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'copd-exacerbation',
    conditionId: 'copd-exacerbation',
    population: {},
    items: [
      {
        medicineId: 'salbutamol-inhaler',
        route: 'inhaled',
        dose: fixed(0.4, '4 puffs (400 micrograms) via spacer', 0.8, 3.2),
        frequency: 'every 4-6 hours and as needed',
        dosesPerDay: 4,
        duration: 'during the exacerbation',
        indication: 'COPD exacerbation',
        alternativeIds: [],
        citations: [cite('gold-2024', 'Management of exacerbations: short-acting bronchodilators')],
      },
      {
        medicineId: 'prednisolone',
        route: 'oral',
        dose: fixed(40, '8 tablets of 5 mg (or 40 mg)', 40, 40),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '5 days',
        indication: 'COPD exacerbation',
        alternativeIds: [],
        citations: [cite('gold-2024', 'Systemic corticosteroids: prednisone 40 mg daily for 5 days')],
      },
    ],
    note: 'Antibiotic (amoxicillin or doxycycline for 5 days) only with increased sputum purulence plus more breathlessness or sputum. Controlled oxygen to SpO2 88-92%.',
    citations: [cite('gold-2024', 'Management of exacerbations'), aware('Acute exacerbation of COPD')],
  },
] satisfies readonly Regimen[];

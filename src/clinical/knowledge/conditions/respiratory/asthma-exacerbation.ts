import type { Condition, Regimen } from '../../types';
import { perKg, fixed } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';

export const condition = {
  id: 'asthma-exacerbation',
  name: 'Asthma / acute asthma exacerbation',
  icd10: ['J45.9', 'J46', 'J45'],
  icd11: 'CA23',
  urgency: 'urgent',
  prior: {
    baseline: 0.015,
    byAge: [
      { maxYears: 2, multiplier: 0.2 },
      { minYears: 2, maxYears: 5, multiplier: 0.8 },
      { minYears: 5, maxYears: 50, multiplier: 1 },
      { minYears: 50, multiplier: 0.6 },
    ],
    byCountry: {
      KE: 1,
      SO: 0.8,
      ET: 0.8,
      UG: 1,
      TZ: 1,
      NG: 1,
      GH: 1,
      ZA: 1.5,
      MW: 0.9,
      ZW: 1,
      ML: 0.8,
      BF: 0.8,
      BW: 1.2,
      ZM: 1,
    },
    citations: [
      { sourceId: 'gina-2024', section: 'Chapter 1: Definition, description and diagnosis of asthma' },
      { sourceId: 'ke-tb-2021', section: 'Lung health: Asthma' },
    ],
  },
  findings: [
    { findingId: 'hypertension-reading', frequency: 0.1 },
    { findingId: 'wheeze', frequency: 0.9 },
    {
      findingId: 'silent-chest',
      frequency: 0.03,
      citation: {
        sourceId: 'gina-2024',
        section: 'Management of worsening asthma and exacerbations: life-threatening features (silent chest)',
      },
    },
    { findingId: 'shortness-of-breath', frequency: 0.92 },
    { findingId: 'chest-tightness', frequency: 0.65 },
    { findingId: 'cough', frequency: 0.8 },
    { findingId: 'dry-cough', frequency: 0.5 },
    { findingId: 'known-asthma', frequency: 0.75 },
    { findingId: 'rhinitis-trigger-dust-pollen', frequency: 0.35 },
    { findingId: 'itchy-nose-eyes', frequency: 0.2 },
    { findingId: 'tachypnoea', frequency: 0.6 },
    { findingId: 'tachycardia', frequency: 0.5 },
    { findingId: 'respiratory-distress', frequency: 0.4 },
    { findingId: 'chest-indrawing', frequency: 0.3 },
    { findingId: 'unable-to-speak-sentences', frequency: 0.25 },
    { findingId: 'hypoxaemia', frequency: 0.2 },
    { findingId: 'cyanosis', frequency: 0.03 },
    { findingId: 'fever', frequency: 0.15 },
    { findingId: 'high-fever', frequency: 0.03 },
    { findingId: 'crackles', frequency: 0.1 },
    { findingId: 'productive-cough', frequency: 0.2 },
    { findingId: 'stridor', frequency: 0.002 },
    { findingId: 'leg-swelling', frequency: 0.03 },
    { findingId: 'orthopnoea', frequency: 0.1 },
    { findingId: 'haemoptysis', frequency: 0.002 },
    { findingId: 'chronic-cough', frequency: 0.2 },
  ],
  redFlags: [
    {
      findingIds: ['unable-to-speak-sentences', 'hypoxaemia', 'respiratory-distress'],
      finding: 'Severe asthma attack: talks in words, SpO2 < 90%, marked distress',
      urgency: 'emergency',
      actionRequired:
        'Oxygen, repeated salbutamol by spacer or nebuliser with ipratropium, oral or IV corticosteroid now; refer if no quick response.',
      citations: [
        {
          sourceId: 'gina-2024',
          section: 'Management of worsening asthma and exacerbations in primary care',
        },
      ],
    },
    {
      findingIds: ['cyanosis', 'unconscious'],
      finding: 'Life-threatening asthma: cyanosis or reduced consciousness',
      urgency: 'critical',
      actionRequired:
        'High-flow oxygen, continuous nebulised salbutamol, IV corticosteroid and IV magnesium; transfer to intensive care.',
      citations: [{ sourceId: 'gina-2024', section: 'Management of exacerbations in acute care settings' }],
    },
  ],
  investigations: [
    {
      test: 'SpO2, respiratory rate, ability to speak; peak expiratory flow (PEF) in adults and children over 5',
      urgency: 'stat',
      rationale: 'Grades severity and response to treatment.',
      expectedFindings: 'PEF < 50% of best or predicted in a severe attack.',
    },
    {
      test: 'Chest X-ray only if pneumonia, pneumothorax or foreign body is suspected or no response',
      urgency: 'urgent',
      rationale: 'Routine X-ray does not help uncomplicated asthma.',
      expectedFindings: 'Hyperinflation; consolidation or pneumothorax if complicated.',
    },
    {
      test: 'Spirometry with bronchodilator reversibility once well',
      urgency: 'routine',
      rationale: 'Confirms the diagnosis when unsure.',
      expectedFindings: 'FEV1 increase > 12% and 200 mL after bronchodilator.',
    },
  ],
  monitoring: [
    {
      parameter: 'Respiratory rate, SpO2, heart rate, PEF',
      frequency: 'Every 20 to 30 minutes during the first hour, then hourly',
      alertCriteria: 'SpO2 < 92% or PEF < 60% after 1 hour: admit',
    },
    {
      parameter: 'Asthma control (day and night symptoms, reliever use)',
      frequency: 'Every 1 to 3 months',
      alertCriteria: 'Reliever needed more than twice a week or night waking: step up',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital',
      urgency: 'emergency',
      reason: 'Severe or life-threatening attack, or poor response after 1 hour of treatment.',
    },
    {
      specialist: 'Chest clinic',
      urgency: 'routine',
      reason: 'Frequent exacerbations despite inhaled corticosteroid.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Use the controller inhaler every day (inhaled corticosteroid) and check your inhaler technique with a spacer.',
      category: 'adherence',
      importance: 'high',
    },
    {
      recommendation:
        'Avoid smoke (tobacco, charcoal and firewood cooking indoors), dust and known triggers.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Follow a written asthma action plan and come at once if the reliever does not help.',
      category: 'self-care',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Short-acting beta-agonist (salbutamol) by metered-dose inhaler and spacer or nebuliser, repeated every 20 minutes in the first hour; add ipratropium in severe attacks; oxygen to keep SpO2 93-95% in adults (94-98% in children); oral prednisolone early (IV hydrocortisone if unable to swallow); IV magnesium sulfate for severe attacks not responding. On discharge: start or step up an inhaled corticosteroid-containing controller (ICS-formoterol as reliever and maintenance where available), with a short course of prednisolone.',
    supportiveCare: ['Sit upright', 'Calm reassurance', 'Treat a triggering infection only if bacterial'],
    followUpSchedule: 'Review within 2 to 7 days after an attack, then every 1 to 3 months until controlled.',
    antibioticsIndicated: false,
    citations: [
      { sourceId: 'gina-2024', section: 'Management of worsening asthma and exacerbations' },
      { sourceId: 'who-pen-2020', section: 'Chronic respiratory disease: asthma and COPD' },
      {
        sourceId: 'who-pocket-book-2013',
        section: 'Chapter 4: Cough or difficulty breathing (conditions presenting with wheeze: asthma)',
      },
    ],
  },
  citations: [
    { sourceId: 'gina-2024', section: 'Diagnosis and management of exacerbations' },
    { sourceId: 'who-pen-2020', section: 'Chronic respiratory disease: asthma and COPD' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'asthma-exacerbation-young-child',
    conditionId: 'asthma-exacerbation',
    population: { maxAgeYears: 6 },
    items: [
      {
        medicineId: 'salbutamol-inhaler',
        route: 'inhaled',
        dose: fixed(0.2, '2 puffs (200 micrograms) via spacer and mask', 0.2, 0.6),
        frequency: 'every 20 minutes for the first hour, then reassess',
        dosesPerDay: 3,
        duration: 'first hour, then every 1-4 hours as needed',
        indication: 'acute wheeze or asthma',
        alternativeIds: [],
        citations: [
          cite(
            'gina-2024',
            'Acute asthma in children 5 years and younger: salbutamol 100 micrograms, 2 puffs every 20 minutes for the first hour',
          ),
        ],
      },
      {
        medicineId: 'prednisolone',
        route: 'oral',
        dose: perKg(1, 20, 20, 2.5),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '3-5 days',
        indication: 'moderate to severe exacerbation',
        alternativeIds: [],
        citations: [
          cite(
            'gina-2024',
            'Children 5 years and younger: prednisolone 1-2 mg/kg/day, max 20 mg under 2 years, 30 mg for 2-5 years',
          ),
        ],
      },
    ],
    note: 'Oxygen to keep SpO2 94-98%; danger signs or no response: nebulised salbutamol 2.5 mg and ipratropium, refer.',
    citations: [cite('gina-2024', 'Management of exacerbations in children 5 years and younger')],
  },
  {
    id: 'asthma-exacerbation-child',
    conditionId: 'asthma-exacerbation',
    population: { maxAgeYears: 12 },
    items: [
      {
        medicineId: 'salbutamol-inhaler',
        route: 'inhaled',
        dose: fixed(0.4, '4 puffs (400 micrograms) via spacer; up to 10 puffs by response', 1, 3),
        frequency: 'every 20 minutes for the first hour, then reassess',
        dosesPerDay: 3,
        duration: 'first hour, then as needed',
        indication: 'acute asthma',
        alternativeIds: [],
        citations: [
          cite(
            'gina-2024',
            'Exacerbations in children 6-11 years: salbutamol 4-10 puffs every 20 minutes for 1 hour',
          ),
        ],
      },
      {
        medicineId: 'prednisolone',
        route: 'oral',
        dose: perKg(1, 40, 40, 5),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '3-5 days',
        indication: 'moderate to severe exacerbation',
        alternativeIds: [],
        citations: [cite('gina-2024', 'Children 6-11 years: prednisolone 1-2 mg/kg/day, max 40 mg')],
      },
    ],
    citations: [cite('gina-2024', 'Management of asthma exacerbations in primary care')],
  },
  {
    id: 'asthma-exacerbation',
    conditionId: 'asthma-exacerbation',
    population: {},
    items: [
      {
        medicineId: 'salbutamol-inhaler',
        route: 'inhaled',
        dose: fixed(0.4, '4 puffs (400 micrograms) via spacer; up to 10 puffs by response', 1, 3),
        frequency: 'every 20 minutes for the first hour, then reassess',
        dosesPerDay: 3,
        duration: 'first hour, then as needed',
        indication: 'acute asthma',
        alternativeIds: [],
        citations: [
          cite('gina-2024', 'Exacerbations in adults: salbutamol 4-10 puffs every 20 minutes for 1 hour'),
        ],
      },
      {
        medicineId: 'prednisolone',
        route: 'oral',
        dose: fixed(40, '8 tablets of 5 mg (or 40 mg)', 50, 50),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '5-7 days',
        indication: 'moderate to severe exacerbation',
        alternativeIds: [],
        citations: [cite('gina-2024', 'Adults: prednisolone 40-50 mg/day for 5-7 days')],
      },
    ],
    note: 'Oxygen to SpO2 93-96%; severe: nebulised salbutamol with ipratropium, refer. Start or step up inhaled corticosteroid before discharge.',
    citations: [cite('gina-2024', 'Management of asthma exacerbations')],
  },
] satisfies readonly Regimen[];

import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite, bnf } from '../../regimens-shared/citations';

export const condition = {
  id: 'gerd',
  name: 'Gastro-oesophageal reflux disease',
  icd10: ['K21.9', 'K21'],
  icd11: 'DA22',
  urgency: 'routine',
  prior: {
    baseline: 0.015,
    byAge: [
      { maxYears: 12, multiplier: 0.1 },
      { minYears: 12, multiplier: 1 },
    ],
    pregnancy: { pregnant: 2 },
    citations: [
      {
        sourceId: 'za-phc-stg-2020',
        section: 'Gastrointestinal conditions: Gastro-oesophageal reflux disease',
      },
    ],
  },
  findings: [
    { findingId: 'heartburn', frequency: 0.85 },
    { findingId: 'regurgitation', frequency: 0.7 },
    { findingId: 'epigastric-pain', frequency: 0.45 },
    { findingId: 'pain-related-to-meals', frequency: 0.4 },
    { findingId: 'chest-pain', frequency: 0.25 },
    { findingId: 'bloating', frequency: 0.25 },
    { findingId: 'nausea', frequency: 0.2 },
    { findingId: 'dry-cough', frequency: 0.15 },
    { findingId: 'sore-throat', frequency: 0.1 },
    { findingId: 'obesity', frequency: 0.35 },
    { findingId: 'dysphagia', frequency: 0.08 },
    { findingId: 'vomiting', frequency: 0.08 },
    { findingId: 'weight-loss', frequency: 0.03 },
    { findingId: 'melaena', frequency: 0.002 },
    { findingId: 'fever', frequency: 0.02 },
    { findingId: 'crushing-chest-pain', frequency: 0.003 },
    { findingId: 'pain-radiating-arm-jaw', frequency: 0.001 },
    { findingId: 'sweating', frequency: 0.03 },
    { findingId: 'shortness-of-breath', frequency: 0.05 },
    { findingId: 'diarrhoea', frequency: 0.04 },
    { findingId: 'abdominal-pain', frequency: 0.5 },
    { findingId: 'cough', frequency: 0.2 },
  ],
  redFlags: [
    {
      findingIds: ['crushing-chest-pain', 'pain-radiating-arm-jaw'],
      finding:
        'Crushing chest pain or pain spreading to the arm or jaw: exclude acute coronary syndrome before calling it reflux',
      urgency: 'emergency',
      actionRequired: 'ECG and troponin now.',
      citations: [{ sourceId: 'esc-acs-2023', section: 'Initial assessment of chest pain' }],
    },
    {
      findingIds: ['dysphagia', 'weight-loss', 'melaena', 'vomiting-everything'],
      finding: 'Alarm features: difficulty swallowing, weight loss, bleeding or persistent vomiting',
      urgency: 'urgent',
      actionRequired: 'Refer for endoscopy (oesophageal cancer is common in East Africa).',
      citations: [
        { sourceId: 'za-phc-stg-2020', section: 'Gastrointestinal conditions: GORD (referral criteria)' },
      ],
    },
  ],
  investigations: [
    {
      test: 'Clinical diagnosis; trial of PPI',
      urgency: 'routine',
      rationale: 'Typical heartburn and regurgitation without alarm features need no test.',
      expectedFindings: 'Symptoms improve within 4 to 8 weeks of PPI.',
    },
    {
      test: 'Upper GI endoscopy if alarm features or no response',
      urgency: 'routine',
      rationale: 'Excludes oesophageal cancer, stricture and Barrett oesophagus.',
      expectedFindings: 'Oesophagitis or normal mucosa.',
    },
  ],
  monitoring: [
    {
      parameter: 'Symptoms',
      frequency: 'After 4 to 8 weeks',
      alertCriteria: 'No response or any alarm feature: endoscopy',
    },
  ],
  referrals: [
    {
      specialist: 'Gastroenterology (endoscopy)',
      urgency: 'urgent',
      reason: 'Dysphagia, weight loss, bleeding, or failure of PPI.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Lose weight if overweight; eat the last meal at least 3 hours before lying down.',
      category: 'diet',
      importance: 'high',
    },
    {
      recommendation: 'Raise the head of the bed; avoid tight clothing.',
      category: 'self-care',
      importance: 'medium',
    },
    {
      recommendation: 'Cut down alcohol, smoking, coffee, fatty and spicy foods if they bring on symptoms.',
      category: 'diet',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Lifestyle measures; antacid or alginate for occasional symptoms; proton pump inhibitor (omeprazole) once daily for 4 to 8 weeks, then step down to the lowest dose or on-demand use. In pregnancy: lifestyle and antacids first.',
    supportiveCare: ['Avoid NSAIDs', 'Treat constipation and obesity'],
    followUpSchedule: 'Review at 4 to 8 weeks.',
    antibioticsIndicated: false,
    citations: [
      {
        sourceId: 'za-phc-stg-2020',
        section: 'Gastrointestinal conditions: Gastro-oesophageal reflux disease',
      },
      {
        sourceId: 'ug-clinical-guidelines-2023',
        section: 'Gastrointestinal diseases: Gastro-oesophageal reflux disease',
      },
    ],
  },
  citations: [
    {
      sourceId: 'za-phc-stg-2020',
      section: 'Gastrointestinal conditions: Gastro-oesophageal reflux disease',
    },
    {
      sourceId: 'ug-clinical-guidelines-2023',
      section: 'Gastrointestinal diseases: Gastro-oesophageal reflux disease',
    },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'gerd',
    conditionId: 'gerd',
    population: { minAgeYears: 12 },
    items: [
      {
        medicineId: 'omeprazole',
        route: 'oral',
        dose: fixed(20, '1 capsule (20 mg) before breakfast', 40, 40),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '4-8 weeks, then lowest effective dose',
        indication: 'gastro-oesophageal reflux disease',
        alternativeIds: [],
        citations: [bnf('Omeprazole: gastro-oesophageal reflux disease 20 mg once daily for 4 weeks')],
      },
    ],
    note: 'Weight loss, raise the head of the bed, avoid late meals, alcohol and tobacco; antacid for occasional symptoms.',
    citations: [bnf('Omeprazole'), cite('za-phc-stg-2020', 'Gastro-oesophageal reflux disease')],
  },
] satisfies readonly Regimen[];

import type { Condition, Regimen } from '../../types';
import { aware, cite } from '../../regimens-shared/citations';
import { paracetamol } from '../../regimens-shared/pain-and-fever';

export const condition = {
  id: 'acute-bronchitis',
  name: 'Acute bronchitis',
  icd10: ['J20.9', 'J20'],
  icd11: 'CA20',
  urgency: 'routine',
  // Acute bronchitis is a cough illness: a description without a cough is not one of bronchitis.
  definedBy: {
    anyOf: ['cough'],
    citation: aware('Bronchitis: definition, acute cough with or without sputum'),
  },
  prior: {
    baseline: 0.012,
    byAge: [
      { maxYears: 5, multiplier: 0.4 },
      { minYears: 5, maxYears: 15, multiplier: 0.8 },
      { minYears: 15, multiplier: 1.2 },
    ],
    bySeason: [{ countries: ['KE', 'UG', 'TZ', 'ET'], months: [6, 7, 8], multiplier: 1.2 }],
    citations: [aware('Acute bronchitis: epidemiology and causes (mostly viral)')],
  },
  findings: [
    { findingId: 'cough', frequency: 0.99 },
    { findingId: 'productive-cough', frequency: 0.5 },
    { findingId: 'dry-cough', frequency: 0.4 },
    { findingId: 'chest-tightness', frequency: 0.3 },
    { findingId: 'wheeze', frequency: 0.2 },
    { findingId: 'runny-nose', frequency: 0.4 },
    { findingId: 'sore-throat', frequency: 0.4 },
    { findingId: 'fever', frequency: 0.25 },
    { findingId: 'malaise', frequency: 0.4 },
    { findingId: 'shortness-of-breath', frequency: 0.1 },
    { findingId: 'high-fever', frequency: 0.02 },
    { findingId: 'crackles', frequency: 0.03 },
    { findingId: 'tachypnoea', frequency: 0.03 },
    { findingId: 'hypoxaemia', frequency: 0.005 },
    { findingId: 'chest-indrawing', frequency: 0.005 },
    { findingId: 'pleuritic-chest-pain', frequency: 0.05 },
    {
      // The cough of acute bronchitis lasts 2 to 3 weeks (about 18 days on average): many are seen in its
      // second or third week, past the 2-week mark that the finding 'cough for 2 weeks or more' names.
      findingId: 'chronic-cough',
      frequency: 0.25,
      citation: aware('Bronchitis: cough, with or without sputum, usually lasting 2 to 3 weeks'),
    },
    { findingId: 'night-sweats', frequency: 0.02 },
    { findingId: 'weight-loss', frequency: 0.01 },
    { findingId: 'haemoptysis', frequency: 0.01 },
    { findingId: 'tachycardia', frequency: 0.05 },
    { findingId: 'diarrhoea', frequency: 0.03 },
    { findingId: 'headache', frequency: 0.3 },
    {
      findingId: 'cough-over-a-week',
      frequency: 0.7,
      citation: aware('Bronchitis: cough, with or without sputum, usually lasting 2 to 3 weeks'),
    },
    // Coughing makes the chest sore; tiredness is common; smokers get bronchitis more often.
    { findingId: 'chest-pain', frequency: 0.3, citation: aware('Bronchitis: clinical presentation') },
    { findingId: 'fatigue', frequency: 0.4, citation: aware('Bronchitis: clinical presentation') },
    {
      findingId: 'known-copd-or-smoker',
      frequency: 0.25,
      citation: aware('Bronchitis: risk factors (smoking)'),
    },
  ],
  redFlags: [
    {
      findingIds: ['tachypnoea', 'crackles', 'hypoxaemia', 'high-fever'],
      finding: 'Fast breathing, crackles, low oxygen or high fever: pneumonia rather than bronchitis',
      urgency: 'urgent',
      actionRequired: 'Assess and treat as pneumonia.',
      citations: [aware('Acute bronchitis: when to suspect pneumonia')],
    },
    {
      findingIds: ['chronic-cough', 'night-sweats', 'weight-loss', 'haemoptysis'],
      finding: 'Cough over 2 weeks, night sweats, weight loss or blood: screen for tuberculosis',
      urgency: 'urgent',
      actionRequired: 'Sputum Xpert MTB/RIF and chest X-ray.',
      citations: [cite('who-tb-2022', 'Module 2: screening, symptom screen')],
    },
  ],
  investigations: [
    {
      test: 'None routinely; pulse oximetry and respiratory rate to exclude pneumonia',
      urgency: 'routine',
      rationale: 'A clinical diagnosis; tests only when pneumonia or TB is suspected.',
      expectedFindings: 'Normal vital signs and chest examination.',
    },
  ],
  monitoring: [
    {
      parameter: 'Cough and breathing',
      frequency: 'Return if not better in 3 weeks or sooner if worse',
      alertCriteria: 'Breathlessness, high fever, cough over 3 weeks.',
    },
  ],
  referrals: [],
  lifestyle: [
    {
      recommendation: 'The cough usually lasts 2 to 3 weeks and settles without antibiotics.',
      category: 'self-care',
      importance: 'high',
    },
    {
      recommendation:
        'Warm drinks, honey (not under 1 year), rest; stop smoking and avoid smoke from cooking fires.',
      category: 'self-care',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'No antibiotic: acute bronchitis is usually viral and antibiotics do not shorten it. Symptomatic care with paracetamol; inhaled salbutamol only with wheeze. Reassess for pneumonia, asthma, pertussis and TB when the course is unusual.',
    supportiveCare: ['Paracetamol', 'Fluids', 'Honey for cough in those over 1 year'],
    followUpSchedule: 'Return if not better after 3 weeks or if worse.',
    antibioticsIndicated: false,
    citations: [aware('Acute bronchitis: no antibiotic care')],
  },
  citations: [aware('Acute bronchitis')],
} satisfies Condition;

export const regimens = [
  {
    id: 'acute-bronchitis',
    conditionId: 'acute-bronchitis',
    population: {},
    items: [paracetamol('fever or aches in acute bronchitis')],
    note: 'No antibiotic.',
    citations: [aware('Acute bronchitis: no antibiotic care')],
  },
] satisfies readonly Regimen[];

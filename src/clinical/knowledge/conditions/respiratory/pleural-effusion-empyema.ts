import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';

const bts = (section: string) => cite('bts-pleural-2023', section);
const whoTb = (section: string) => cite('who-tb-2022', section);

export const condition = {
  id: 'pleural-effusion-empyema',
  name: 'Pleural effusion / empyema (incl. tuberculous pleurisy)',
  icd10: ['J90', 'J86.9', 'J86', 'A15.6', 'A16.5'],
  icd11: 'CB27',
  urgency: 'urgent',
  prior: {
    // In high TB and HIV settings most exudative effusions in young adults are tuberculous.
    baseline: 0.0008,
    byAge: [
      { maxYears: 5, multiplier: 0.5 },
      { minYears: 5, maxYears: 15, multiplier: 0.6 },
      { minYears: 15, multiplier: 1.2 },
    ],
    citations: [
      bts('Pleural infection and tuberculous pleural effusion: epidemiology'),
      whoTb('Module 4: extrapulmonary TB'),
    ],
  },
  findings: [
    { findingId: 'pleural-effusion-signs', frequency: 0.7 },
    { findingId: 'pleural-effusion-imaging-lab', frequency: 0.9, specificity: 0.997 },
    { findingId: 'shortness-of-breath', frequency: 0.8 },
    { findingId: 'pleuritic-chest-pain', frequency: 0.5 },
    { findingId: 'chest-pain', frequency: 0.6 },
    { findingId: 'cough', frequency: 0.7 },
    { findingId: 'dry-cough', frequency: 0.35 },
    { findingId: 'fever', frequency: 0.65 },
    { findingId: 'night-sweats', frequency: 0.4 },
    { findingId: 'weight-loss', frequency: 0.4 },
    { findingId: 'known-hiv', frequency: 0.4 },
    { findingId: 'tachypnoea', frequency: 0.5 },
    { findingId: 'hypoxaemia', frequency: 0.2 },
    { findingId: 'tb-test-positive-lab', frequency: 0.3 },
    { findingId: 'crackles', frequency: 0.2 },
    { findingId: 'chronic-cough', frequency: 0.3 },
    { findingId: 'tachycardia', frequency: 0.5 },
    { findingId: 'haemoptysis', frequency: 0.05 },
    { findingId: 'wheeze', frequency: 0.03 },
    { findingId: 'runny-nose', frequency: 0.03 },
    { findingId: 'orthopnoea', frequency: 0.1 },
    // Pleural infection follows a pneumonia: suspect it when fever persists or returns despite antibiotics, and
    // in a child who stays ill, breathless and indrawing after days of treatment.
    ...(
      [
        ['high-fever', 0.35],
        ['prolonged-fever', 0.4],
        ['respiratory-distress', 0.3],
        ['chest-indrawing', 0.15],
      ] as const
    ).map(([findingId, frequency]) => ({
      findingId,
      frequency,
      citation: bts('Pleural infection: persisting fever or sepsis despite antibiotics for pneumonia'),
    })),
  ],
  redFlags: [
    {
      findingIds: ['hypoxaemia', 'respiratory-distress', 'hypotension'],
      finding: 'Large effusion or empyema with low oxygen, distress or shock',
      urgency: 'emergency',
      actionRequired: 'Oxygen, sit up, refer for urgent drainage; IV antibiotics if infected.',
      citations: [bts('Pleural infection: drainage and antibiotics')],
    },
  ],
  investigations: [
    {
      test: 'Chest X-ray and chest ultrasound',
      urgency: 'urgent',
      rationale: 'Confirms and sizes the effusion; guides tapping.',
      expectedFindings: 'Meniscus and blunted costophrenic angle; loculations in empyema.',
    },
    {
      test: 'Diagnostic pleural tap: appearance, protein, LDH, glucose, pH, cells, Gram stain, culture, Xpert MTB/RIF, ADA',
      urgency: 'urgent',
      rationale:
        'Exudate vs transudate; pus or pH < 7.2 means drainage; lymphocytic exudate with high ADA means TB.',
      expectedFindings: 'TB: straw-coloured lymphocytic exudate, ADA > 40 U/L. Empyema: pus or pH < 7.2.',
    },
    {
      test: 'HIV test; sputum Xpert MTB/RIF',
      urgency: 'urgent',
      rationale: 'TB is the leading cause in the region.',
      expectedFindings: 'HIV positive in many TB effusions.',
    },
  ],
  monitoring: [
    {
      parameter: 'Respiratory rate, SpO2, temperature, drain output',
      frequency: 'Every 4 hours while admitted',
      alertCriteria: 'Persistent fever or sepsis despite antibiotics (undrained pus), rising oxygen need.',
    },
  ],
  referrals: [
    {
      specialist: 'Physician / chest or surgical team',
      urgency: 'urgent',
      reason: 'Chest drain for empyema; thoracic surgery for loculated pus.',
    },
    { specialist: 'TB clinic', urgency: 'urgent', reason: 'Register and treat tuberculous pleurisy.' },
  ],
  lifestyle: [
    {
      recommendation: 'Take every dose of TB treatment for 6 months if the effusion is tuberculous.',
      category: 'adherence',
      importance: 'high',
    },
    { recommendation: 'Breathing exercises as the fluid clears.', category: 'activity', importance: 'low' },
  ],
  protocol: {
    primaryTreatment:
      'Tuberculous pleurisy: standard 6-month anti-TB treatment (2HRZE/4HR), ART if HIV positive; therapeutic tap for breathlessness. Empyema or complicated parapneumonic effusion: chest drain plus IV antibiotics covering streptococci, staphylococci and anaerobes (per local protocol) for 2 to 6 weeks. Transudates: treat the cause (heart, kidney or liver failure).',
    supportiveCare: ['Oxygen for hypoxaemia', 'Analgesia', 'Nutrition'],
    followUpSchedule: 'Chest X-ray after drainage and at the end of treatment.',
    antibioticsIndicated: true,
    citations: [
      bts('Pleural infection: antibiotics and drainage; TB pleural effusion'),
      whoTb('Module 4: treatment of drug-susceptible TB'),
    ],
  },
  citations: [bts('Pleural disease'), whoTb('Module 4: treatment')],
} satisfies Condition;

export const regimens = [
  {
    id: 'pleural-effusion-empyema',
    conditionId: 'pleural-effusion-empyema',
    population: {},
    items: [],
    note: 'Tuberculous pleurisy: give the TB regimens of pulmonary tuberculosis (2HRZE/4HR by weight band). Empyema: drainage and IV antibiotics in hospital; no dose is computed here because the antibiotic choice follows the local protocol and the culture.',
    citations: [whoTb('Module 4: treatment'), bts('Pleural infection: antibiotic therapy')],
  },
] satisfies readonly Regimen[];

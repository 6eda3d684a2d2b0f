import type { Condition, Regimen } from '../../types';
import { pocketBook } from '../../regimens-shared/citations';
import { keBasicPaeds } from './citations';

export const condition = {
  id: 'bronchiolitis',
  name: 'Bronchiolitis',
  icd10: ['J21.9', 'J21'],
  urgency: 'urgent',
  prior: {
    baseline: 0.008,
    byAge: [
      // Under a month, breathing difficulty with chest indrawing is classified and treated as possible serious
      // bacterial infection (WHO IMCI 2014 young infant chart), so bronchiolitis is not the first reading.
      { maxYears: 1 / 12, multiplier: 0.5 },
      { maxYears: 1, multiplier: 7 },
      { minYears: 1, maxYears: 2, multiplier: 4 },
      { minYears: 2, multiplier: 0 },
    ],
    citations: [
      { sourceId: 'who-pocket-book-2013', section: '4.4.1 Bronchiolitis' },
      { sourceId: 'who-imci-2014', section: 'Sick young infant: possible serious bacterial infection' },
    ],
  },
  findings: [
    { findingId: 'cough', frequency: 0.95 },
    { findingId: 'wheeze', frequency: 0.8 },
    { findingId: 'runny-nose', frequency: 0.85 },
    { findingId: 'nasal-congestion', frequency: 0.6 },
    { findingId: 'tachypnoea', frequency: 0.7 },
    { findingId: 'chest-indrawing', frequency: 0.5 },
    { findingId: 'crackles', frequency: 0.6 },
    { findingId: 'fever', frequency: 0.5 },
    { findingId: 'chest-xray-consolidation', frequency: 0.15 },
    { findingId: 'high-fever', frequency: 0.05 },
    { findingId: 'shortness-of-breath', frequency: 0.6 },
    { findingId: 'respiratory-distress', frequency: 0.3 },
    { findingId: 'hypoxaemia', frequency: 0.2 },
    { findingId: 'unable-to-drink', frequency: 0.12 },
    { findingId: 'irritability', frequency: 0.3 },
    { findingId: 'tachycardia', frequency: 0.5 },
    { findingId: 'vomiting', frequency: 0.15 },
    { findingId: 'sick-contacts', frequency: 0.4 },
    { findingId: 'cyanosis', frequency: 0.03 },
    { findingId: 'known-asthma', frequency: 0.01 },
    { findingId: 'stridor', frequency: 0.002 },
    { findingId: 'lethargy', frequency: 0.05 },
    { findingId: 'diarrhoea', frequency: 0.1 },
    { findingId: 'malaria-test-positive', frequency: 0.03 },
    { findingId: 'anorexia', frequency: 0.3 },
  ],
  redFlags: [
    {
      findingIds: ['hypoxaemia', 'cyanosis', 'unable-to-drink', 'respiratory-distress', 'lethargy'],
      finding: 'Severe bronchiolitis: hypoxaemia, apnoea, cannot feed, or severe distress',
      urgency: 'emergency',
      actionRequired: 'Oxygen by nasal prongs, gentle nasal suction, nasogastric feeds or IV fluids, admit.',
      citations: [{ sourceId: 'who-pocket-book-2013', section: '4.4.1 Bronchiolitis: treatment' }],
    },
  ],
  investigations: [
    {
      test: 'Pulse oximetry',
      urgency: 'stat',
      rationale: 'Oxygen is the main treatment; give it when SpO2 < 90%.',
      expectedFindings: 'SpO2 often 90-95%; below 90% in severe cases.',
    },
    {
      test: 'Trial of rapid-acting bronchodilator when the diagnosis is uncertain',
      urgency: 'urgent',
      rationale: 'A clear response suggests asthma rather than bronchiolitis.',
      expectedFindings: 'Little or no response in bronchiolitis.',
    },
  ],
  monitoring: [
    {
      parameter: 'Respiratory rate, SpO2, apnoea, feeding',
      frequency: 'Every 3-6 hours (inpatient); home review after 2 days',
      alertCriteria: 'SpO2 < 90%, apnoea, feeding less than half of usual',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital (paediatric ward)',
      urgency: 'emergency',
      reason: 'Hypoxaemia, apnoea, poor feeding or severe respiratory distress.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Clear the nose with saline drops before feeds; feed small amounts often and continue breastfeeding.',
      category: 'hydration',
      importance: 'high',
    },
    {
      recommendation: 'Keep the baby away from smoke; wash hands to protect other infants.',
      category: 'hygiene',
      importance: 'medium',
    },
    {
      recommendation:
        'Return at once if breathing is harder, the lips turn blue, pauses in breathing, or the baby will not feed.',
      category: 'follow-up',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Supportive care: oxygen for SpO2 < 90%, nasal suction and feeding support. Antibiotics only if there are signs of pneumonia per IMCI; bronchodilators and steroids are not routinely recommended.',
    supportiveCare: [
      'Oxygen when hypoxaemic',
      'Nasal saline and gentle suction',
      'Small frequent feeds or nasogastric feeding',
      'Paracetamol for fever',
    ],
    followUpSchedule: 'Review after 2 days, sooner if worse; cough may last 2-3 weeks.',
    antibioticsIndicated: false,
    citations: [{ sourceId: 'who-pocket-book-2013', section: '4.4.1 Bronchiolitis' }, keBasicPaeds],
  },
  citations: [
    {
      sourceId: 'who-pocket-book-2013',
      section: '4.4 Conditions presenting with wheeze: 4.4.1 Bronchiolitis',
    },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'bronchiolitis',
    conditionId: 'bronchiolitis',
    population: {},
    items: [],
    note: 'No antibiotic and no bronchodilator or steroid: oxygen if SpO2 below 90%, gentle nasal suction, small frequent feeds; admit infants with danger signs.',
    citations: [pocketBook('4.3 Bronchiolitis')],
  },
] satisfies readonly Regimen[];

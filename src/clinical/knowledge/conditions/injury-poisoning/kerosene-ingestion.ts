import type { Condition, Regimen } from '../../types';

const pocketPoison = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 1: Common poisoning — petroleum compounds (kerosene, paraffin, petrol)',
} as const;
const pocketPrinciples = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 1: Common poisoning — principles for ingested poisons (do not induce vomiting)',
} as const;

/** 101. Kerosene (paraffin) ingestion: hydrocarbon aspiration pneumonitis. */
export const condition = {
  id: 'kerosene-ingestion',
  name: 'Kerosene (paraffin) ingestion',
  icd10: ['T52.0'],
  urgency: 'urgent',
  definedBy: { anyOf: ['kerosene-ingestion'], isAlwaysTold: true, citation: pocketPoison },
  prior: {
    // Told only with the swallowing (definedBy): a common poisoning of children under 5 in homes that burn
    // kerosene for light and cooking (Pocket Book ch. 1), so once told it explains the breathing signs.
    baseline: 0.0012,
    byAge: [
      { maxYears: 1, multiplier: 1 },
      { minYears: 1, maxYears: 5, multiplier: 5 },
      { minYears: 5, multiplier: 0.3 },
    ],
    citations: [pocketPoison],
  },
  findings: [
    { findingId: 'kerosene-ingestion', frequency: 0.95, citation: pocketPoison },
    // The child who is brought has usually coughed or choked as it went down (aspiration) and the chemical
    // pneumonitis shows within hours as cough, fast breathing, indrawing, crackles and fever: a pneumonia
    // picture that the swallowed kerosene explains (Pocket Book ch. 1, petroleum compounds).
    { findingId: 'cough', frequency: 0.8, citation: pocketPoison },
    { findingId: 'choking-foreign-body', frequency: 0.1, citation: pocketPoison },
    { findingId: 'vomiting', frequency: 0.4 },
    { findingId: 'tachypnoea', frequency: 0.65, citation: pocketPoison },
    { findingId: 'respiratory-distress', frequency: 0.3, citation: pocketPoison },
    { findingId: 'shortness-of-breath', frequency: 0.4, citation: pocketPoison },
    { findingId: 'chest-indrawing', frequency: 0.3, citation: pocketPoison },
    { findingId: 'crackles', frequency: 0.45, citation: pocketPoison },
    // Aspirated hydrocarbon causes a chemical pneumonitis: low oxygen saturation is its danger sign.
    { findingId: 'hypoxaemia', frequency: 0.3, citation: pocketPoison },
    { findingId: 'wheeze', frequency: 0.1 },
    { findingId: 'fever', frequency: 0.55, citation: pocketPoison },
    { findingId: 'tachycardia', frequency: 0.5, citation: pocketPoison },
    { findingId: 'lethargy', frequency: 0.1 },
    { findingId: 'cyanosis', frequency: 0.05 },
    { findingId: 'convulsions', frequency: 0.02 },
    { findingId: 'diarrhoea', frequency: 0.05 },
    { findingId: 'runny-nose', frequency: 0.03 },
  ],
  redFlags: [
    {
      findingIds: [
        'respiratory-distress',
        'chest-indrawing',
        'cyanosis',
        'hypoxaemia',
        'tachypnoea',
        'lethargy',
        'convulsions',
      ],
      finding:
        'Kerosene swallowed with breathing difficulty, low SpO2 or drowsiness (aspiration pneumonitis)',
      urgency: 'emergency',
      actionRequired:
        'Oxygen, nothing by mouth, no vomiting, no charcoal; admit and observe; refer if SpO2 < 90% on oxygen.',
      citations: [pocketPoison],
    },
  ],
  investigations: [
    {
      test: 'SpO2 and respiratory rate',
      urgency: 'stat',
      rationale: 'Pneumonitis appears within 6 hours.',
      expectedFindings: 'Falling SpO2, rising rate.',
    },
    {
      test: 'Chest X-ray (after 6 hours, if available)',
      urgency: 'urgent',
      rationale: 'Aspiration pneumonitis.',
      expectedFindings: 'Basal infiltrates.',
    },
  ],
  monitoring: [
    {
      parameter: 'Breathing, SpO2, consciousness',
      frequency: 'Every 1-2 hours for at least 6 hours',
      alertCriteria: 'Fast breathing, indrawing, SpO2 < 92%, drowsiness',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital paediatric ward',
      urgency: 'urgent',
      reason: 'Any breathing difficulty, drowsiness or SpO2 < 92%.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Store kerosene and paraffin in labelled containers out of children\u2019s reach, never in soda bottles.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation: 'Do not make the child vomit or give milk or oil.',
      category: 'safety',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Do not induce vomiting and do not give activated charcoal (aspiration risk); remove soaked clothes and wash the skin; oxygen for breathing difficulty; observe at least 6 hours; antibiotics only if pneumonia develops.',
    supportiveCare: ['Oxygen', 'IV fluids if unable to drink', 'Paracetamol for fever'],
    followUpSchedule: 'Discharge after 6 hours if no symptoms; review next day.',
    antibioticsIndicated: false,
    citations: [pocketPoison, pocketPrinciples],
  },
  citations: [pocketPoison, pocketPrinciples],
} satisfies Condition;

export const regimens = [
  {
    id: 'kerosene-ingestion',
    conditionId: 'kerosene-ingestion',
    population: {},
    items: [],
    note: 'Supportive care and oxygen; no antidote, no emesis, no charcoal.',
    citations: [pocketPoison],
  },
] satisfies readonly Regimen[];

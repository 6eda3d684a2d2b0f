import type { Condition, Regimen } from '../../types';
import { drowningSigns } from '../../triage-rules/shared';

const pocketDrowning = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 1: Drowning (resuscitation, oxygen, observation)',
} as const;
const becBreathing = {
  sourceId: 'who-bec-2018',
  section: 'Module 2: Difficulty in breathing — drowning',
} as const;

/** 107. Drowning (submersion with respiratory impairment). */
export const condition = {
  id: 'drowning',
  name: 'Drowning',
  icd10: ['T75.1'],
  urgency: 'emergency',
  // Every submersion is observed for hours (lung injury can appear late); without a sign that breathing,
  // circulation or consciousness is affected now, that observation is urgent, not an emergency.
  emergencyOnlyWith: { anyOf: [...drowningSigns], otherwise: 'urgent', citation: pocketDrowning },
  definedBy: { anyOf: ['drowning'], isAlwaysTold: true, citation: pocketDrowning },
  prior: {
    baseline: 0.002,
    byAge: [
      { maxYears: 1, multiplier: 0.5 },
      { minYears: 1, maxYears: 5, multiplier: 3 },
      { minYears: 5, maxYears: 15, multiplier: 1.5 },
      { minYears: 15, multiplier: 0.8 },
    ],
    bySex: { male: 1.5, female: 0.6 },
    citations: [pocketDrowning],
  },
  findings: [
    { findingId: 'drowning', frequency: 0.98 },
    { findingId: 'cough', frequency: 0.6 },
    { findingId: 'tachypnoea', frequency: 0.5 },
    { findingId: 'respiratory-distress', frequency: 0.3 },
    // Water in the lungs: crackles, low saturation and, when it floods, pink frothy sputum of pulmonary
    // oedema; the brain after hypoxia: confused or unrousable; cold water: hypothermia; some were rescued
    // not breathing (Pocket Book ch. 1, drowning; BEC Module 2).
    { findingId: 'crackles', frequency: 0.4, citation: becBreathing },
    { findingId: 'hypoxaemia', frequency: 0.45, citation: becBreathing },
    { findingId: 'pink-frothy-sputum', frequency: 0.1, citation: becBreathing },
    { findingId: 'shortness-of-breath', frequency: 0.3, citation: becBreathing },
    { findingId: 'cyanosis', frequency: 0.15 },
    { findingId: 'vomiting', frequency: 0.4 },
    { findingId: 'hypothermia', frequency: 0.3, citation: pocketDrowning },
    { findingId: 'confusion', frequency: 0.3, citation: pocketDrowning },
    { findingId: 'unconscious', frequency: 0.2, citation: pocketDrowning },
    { findingId: 'not-breathing-or-no-pulse', frequency: 0.1, citation: pocketDrowning },
    { findingId: 'convulsions', frequency: 0.05 },
    { findingId: 'fever', frequency: 0.1 },
    { findingId: 'diarrhoea', frequency: 0.01 },
  ],
  redFlags: [
    {
      findingIds: ['unconscious', 'cyanosis', 'respiratory-distress', 'hypoxaemia', 'bradypnoea'],
      finding: 'After drowning: unconscious, blue, hypoxic or struggling to breathe',
      urgency: 'critical',
      actionRequired:
        'Open the airway, 5 rescue breaths then CPR if no signs of life; oxygen; do not try to drain water; warm; refer for inpatient care.',
      citations: [pocketDrowning, becBreathing],
    },
  ],
  investigations: [
    {
      test: 'SpO2, respiratory rate, temperature, glucose',
      urgency: 'stat',
      rationale: 'Hypoxia, hypothermia and hypoglycaemia.',
      expectedFindings: 'SpO2 < 94% means lung injury.',
    },
    {
      test: 'Chest X-ray if breathless',
      urgency: 'urgent',
      rationale: 'Aspiration or pulmonary oedema.',
      expectedFindings: 'Bilateral infiltrates.',
    },
  ],
  monitoring: [
    {
      parameter: 'Breathing, SpO2, consciousness, temperature',
      frequency: 'Hourly for at least 6-8 hours, even if well at first',
      alertCriteria: 'Rising rate, falling SpO2, drowsiness',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital',
      urgency: 'emergency',
      reason: 'Any symptom after submersion, or needed rescue breaths.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Never leave young children near water (buckets, wells, ponds) unsupervised; cover wells.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation: 'Life jackets on boats; learn safe rescue and CPR.',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Airway and breathing first (rescue breaths, then CPR), oxygen to SpO2 ≥ 94%, remove wet clothes and rewarm, treat hypoglycaemia and fits, observe at least 6-8 hours; antibiotics only for contaminated water with signs of pneumonia.',
    supportiveCare: [
      'Nasogastric tube if vomiting and drowsy',
      'Cervical spine protection if diving or trauma',
    ],
    followUpSchedule: 'Review next day if discharged.',
    antibioticsIndicated: false,
    citations: [pocketDrowning, becBreathing],
  },
  citations: [pocketDrowning, becBreathing],
} satisfies Condition;

export const regimens = [
  {
    id: 'drowning',
    conditionId: 'drowning',
    population: {},
    items: [],
    note: 'Oxygen, warming and observation; no medicine routinely.',
    citations: [pocketDrowning],
  },
] satisfies readonly Regimen[];

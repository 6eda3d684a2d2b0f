import type { Condition, Regimen } from '../../types';

const pocketHypothermia = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 3.4: Hypothermia in the neonate (rewarming)',
} as const;
const imci = {
  sourceId: 'who-imci-2014',
  section: 'Sick young infant: low body temperature (below 35.5 °C)',
} as const;
const pcpnc = { sourceId: 'who-pcpnc-2015', section: 'J: Newborn care — keep the baby warm' } as const;
const pcpncDangerSigns = {
  sourceId: 'who-pcpnc-2015',
  section: 'K: Advise the mother to seek care for the baby at once — feels cold',
} as const;

/** 89. Neonatal hypothermia (axillary temperature below 36.5 °C; severe below 32 °C). */
export const condition = {
  id: 'neonatal-hypothermia',
  name: 'Neonatal hypothermia',
  icd10: ['P80', 'P80.9'],
  urgency: 'emergency',
  // Cold hands or feet beside a warm body are cold stress, warmed skin-to-skin and reassessed the same day (WHO
  // Pocket Book 2013, 3.11; the young-infant cold-hands rule); a cold body, a low temperature or a danger sign
  // with it is the emergency.
  emergencyOnlyWith: {
    anyOf: [
      'hypothermia',
      'weak-pulse-cold-hands',
      'cyanosis',
      'unable-to-drink',
      'not-feeding-well',
      'lethargy',
      'moves-only-when-stimulated',
      'apnoea-episodes',
      'bradycardia',
      'hypoglycaemia-lab',
      'unconscious',
      'convulsions',
    ],
    otherwise: 'urgent',
    citation: pocketHypothermia,
  },
  prior: {
    baseline: 0.001,
    byAge: [
      { maxYears: 1 / 12, multiplier: 100 },
      { minYears: 1 / 12, maxYears: 2 / 12, multiplier: 10 },
      { minYears: 2 / 12, multiplier: 0 },
    ],
    bySeason: [{ countries: ['ET', 'ZA', 'BW', 'ZW', 'MW'], months: [6, 7, 8], multiplier: 1.5 }],
    citations: [pocketHypothermia, imci],
  },
  // A cold body or cold feet is how a cold newborn is found: without either the diagnosis is not made.
  // A young infant cannot tell a feeling of cold: 'feels cold' of a baby is the carer's hand on a cold body.
  definedBy: { anyOf: ['hypothermia', 'weak-pulse-cold-hands', 'chills-rigors'], citation: pcpnc },
  findings: [
    { findingId: 'hypothermia', frequency: 0.98, citation: imci },
    // Cold feet are the first sign of cold stress; in moderate hypothermia the body is cold too.
    { findingId: 'weak-pulse-cold-hands', frequency: 0.7, citation: pcpnc },
    { findingId: 'cold-hands-feet', frequency: 0.7, citation: pcpnc },
    { findingId: 'chills-rigors', frequency: 0.3, citation: pcpncDangerSigns },
    { findingId: 'cyanosis', frequency: 0.12, citation: pocketHypothermia },
    { findingId: 'preterm-or-low-birth-weight', frequency: 0.5 },
    { findingId: 'unable-to-drink', frequency: 0.4 },
    { findingId: 'not-feeding-well', frequency: 0.4 },
    { findingId: 'lethargy', frequency: 0.4 },
    { findingId: 'moves-only-when-stimulated', frequency: 0.15 },
    { findingId: 'apnoea-episodes', frequency: 0.08 },
    { findingId: 'bradycardia', frequency: 0.1 },
    { findingId: 'hypoglycaemia-lab', frequency: 0.25 },
    { findingId: 'tachypnoea', frequency: 0.15 },
    { findingId: 'fever', frequency: 0.01 },
    { findingId: 'jaundice', frequency: 0.02 },
    { findingId: 'cough', frequency: 0.02 },
  ],
  redFlags: [
    {
      findingIds: ['apnoea-episodes', 'bradycardia', 'unconscious', 'convulsions'],
      finding: 'Cold newborn with apnoea, slow heart rate or fits',
      urgency: 'critical',
      actionRequired:
        'Rewarm (skin-to-skin or incubator), support breathing, glucose, first-dose antibiotics, refer now.',
      citations: [pocketHypothermia],
    },
  ],
  investigations: [
    {
      test: 'Axillary temperature with a low-reading thermometer',
      urgency: 'stat',
      rationale: 'Grades hypothermia (36.0-36.4 mild, 32-35.9 moderate, < 32 severe).',
      expectedFindings: '< 36.5 °C.',
    },
    {
      test: 'Blood glucose',
      urgency: 'stat',
      rationale: 'Cold babies become hypoglycaemic.',
      expectedFindings: '< 2.5 mmol/L needs glucose.',
    },
  ],
  monitoring: [
    {
      parameter: 'Temperature',
      frequency: 'Every hour during rewarming',
      alertCriteria: 'Not rising by 0.5 °C per hour, apnoea, not feeding',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital newborn unit',
      urgency: 'emergency',
      reason: 'Temperature < 35.5 °C, or with a danger sign (possible serious bacterial infection).',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Skin-to-skin contact, cap and socks, room warm, delay the first bath for 24 hours.',
      category: 'self-care',
      importance: 'high',
    },
    {
      recommendation: 'Breastfeed often; feel the feet and back: cold feet mean the baby needs warming.',
      category: 'safety',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Rewarm at once: skin-to-skin with the mother (or a warm room/incubator), cover the head, continue breastfeeding; treat hypoglycaemia; treat as possible serious bacterial infection if below 35.5 °C or not feeding.',
    supportiveCare: ['Feed every 2 hours', 'Check temperature hourly until normal'],
    followUpSchedule: 'Recheck temperature and feeding next day.',
    antibioticsIndicated: false,
    citations: [pocketHypothermia, pcpnc],
  },
  citations: [pocketHypothermia, imci, pcpnc],
} satisfies Condition;

export const regimens = [
  {
    id: 'neonatal-hypothermia',
    conditionId: 'neonatal-hypothermia',
    population: {},
    items: [],
    note: 'Rewarming and feeding; if infection is suspected, give the neonatal sepsis regimen (condition 85).',
    citations: [pocketHypothermia],
  },
] satisfies readonly Regimen[];

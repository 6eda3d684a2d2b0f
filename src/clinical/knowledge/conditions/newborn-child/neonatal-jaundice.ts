import type { Condition, Regimen } from '../../types';

const pocketJaundice = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 3.9: Jaundice (phototherapy and exchange thresholds)',
} as const;
const imciJaundice = {
  sourceId: 'who-imci-2014',
  section: 'Sick young infant: check for jaundice — severe jaundice, jaundice',
} as const;
const newborn2017 = {
  sourceId: 'who-newborn-2017',
  section: 'Postnatal care: assessment of jaundice',
} as const;

/** 86. Neonatal jaundice: physiological, breast-milk, haemolytic (ABO, Rh, G6PD) and of prematurity or sepsis. */
export const condition = {
  id: 'neonatal-jaundice',
  name: 'Neonatal jaundice',
  icd10: ['P59', 'P59.9', 'P55', 'P58'],
  icd11: 'KA87',
  // Jaundice after the first day, not reaching palms and soles, in a baby feeding well is treated at home with
  // a review (IMCI 2014 'JAUNDICE'); its severe and its prolonged or cholestatic forms raise the urgency by the
  // red flags below and the young-infant triage rules.
  urgency: 'routine',
  prior: {
    baseline: 0.003,
    byCountry: { NG: 1.4, GH: 1.2, ML: 1.2, BF: 1.2 },
    byAge: [
      { maxYears: 1 / 12, multiplier: 80 },
      { minYears: 1 / 12, maxYears: 3 / 12, multiplier: 8 },
      { minYears: 3 / 12, multiplier: 0 },
    ],
    citations: [imciJaundice, pocketJaundice],
  },
  // Jaundice is seen (yellow skin or eyes) or measured: without it the diagnosis is not made.
  definedBy: {
    anyOf: ['jaundice', 'jaundice-first-day', 'jaundice-palms-soles', 'raised-bilirubin-lab'],
    citation: imciJaundice,
  },
  findings: [
    { findingId: 'jaundice', frequency: 0.99 },
    { findingId: 'jaundice-first-day', frequency: 0.1, citation: imciJaundice },
    { findingId: 'jaundice-palms-soles', frequency: 0.12, citation: imciJaundice },
    { findingId: 'raised-bilirubin-lab', frequency: 0.9 },
    { findingId: 'preterm-or-low-birth-weight', frequency: 0.25 },
    // Severe jaundice makes a baby sleepy and feed poorly, the first signs of bilirubin encephalopathy
    // (Pocket Book 3.9; IMCI: severe jaundice with a danger sign).
    { findingId: 'unable-to-drink', frequency: 0.2, citation: pocketJaundice },
    { findingId: 'not-feeding-well', frequency: 0.2, citation: pocketJaundice },
    { findingId: 'lethargy', frequency: 0.2, citation: pocketJaundice },
    { findingId: 'pale-stool', frequency: 0.02 },
    { findingId: 'dark-urine', frequency: 0.08 },
    { findingId: 'fever', frequency: 0.05 },
    { findingId: 'hypothermia', frequency: 0.03 },
    { findingId: 'convulsions', frequency: 0.005 },
    { findingId: 'tachypnoea', frequency: 0.05 },
    { findingId: 'vomiting', frequency: 0.05 },
    { findingId: 'cough', frequency: 0.02 },
  ],
  redFlags: [
    {
      // The signs of bilirubin encephalopathy are its signs only in a jaundiced baby: a preterm baby too weak to
      // suck, without jaundice, is a young infant not feeding well (IMCI), no kernicterus.
      findingIds: ['convulsions', 'unconscious', 'unable-to-drink'],
      allOf: ['jaundice'],
      finding:
        'Jaundiced newborn not feeding, with abnormal posture or convulsions (acute bilirubin encephalopathy)',
      urgency: 'critical',
      actionRequired:
        'Refer at once for exchange transfusion; intensive phototherapy meanwhile; treat sepsis if suspected.',
      citations: [pocketJaundice],
    },
    {
      findingIds: ['jaundice-first-day', 'jaundice-palms-soles', 'fever', 'hypothermia'],
      allOf: ['jaundice'],
      finding: 'Severe jaundice (first day, palms and soles) or jaundice with fever or low temperature',
      urgency: 'emergency',
      actionRequired:
        'Refer urgently for serum bilirubin and phototherapy; give first-dose antibiotics if there are signs of infection.',
      citations: [imciJaundice],
    },
    {
      findingIds: ['raised-bilirubin-lab', 'pale-stool', 'dark-urine', 'preterm-or-low-birth-weight'],
      finding:
        'Jaundice with a raised serum bilirubin, pale stools or dark urine, or in a preterm or small baby',
      urgency: 'urgent',
      actionRequired:
        'Measure bilirubin against the phototherapy threshold for age and gestation today; pale stools or dark urine need referral for conjugated bilirubin (biliary atresia).',
      citations: [pocketJaundice, imciJaundice],
    },
  ],
  investigations: [
    {
      test: 'Serum (or transcutaneous) bilirubin plotted by age in hours',
      urgency: 'urgent',
      rationale: 'Decides phototherapy or exchange transfusion.',
      expectedFindings: 'Above the phototherapy line for age and risk.',
    },
    {
      test: 'Haemoglobin, blood groups of mother and baby, G6PD screen',
      urgency: 'urgent',
      rationale: 'Haemolysis needs earlier treatment.',
      expectedFindings: 'ABO/Rh incompatibility or G6PD deficiency in haemolytic jaundice.',
    },
    {
      test: 'Stool colour and conjugated bilirubin if jaundice beyond 14 days',
      urgency: 'routine',
      rationale: 'Pale stools mean biliary atresia (surgery before 60 days).',
      expectedFindings: 'Yellow stools, unconjugated bilirubin in physiological jaundice.',
    },
  ],
  monitoring: [
    {
      parameter: 'Extent of jaundice (head to toe), feeding, bilirubin',
      frequency: 'Daily in the first week; 12-24 hourly under phototherapy',
      alertCriteria: 'Reaches palms and soles, poor feeding, lethargy',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital newborn unit with phototherapy',
      urgency: 'urgent',
      reason:
        'Jaundice on day 1, palms and soles yellow, a sick or preterm baby, or jaundice beyond 2 weeks (3 weeks if preterm).',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Breastfeed 8-12 times a day; do not give water or glucose water.',
      category: 'diet',
      importance: 'high',
    },
    {
      recommendation:
        'Sunlight exposure is not a treatment; return if the yellow colour spreads to the legs, palms or soles, or the baby feeds poorly.',
      category: 'safety',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Phototherapy when bilirubin crosses the WHO threshold for age and risk (or clinically: jaundice on day 1, palms and soles, preterm); exchange transfusion above the exchange threshold or with encephalopathy; treat sepsis; frequent breastfeeding.',
    supportiveCare: ['Frequent feeds, expressed milk by cup if weak', 'Eye protection under phototherapy'],
    followUpSchedule: 'Recheck within 24-48 hours after discharge or stopping phototherapy.',
    antibioticsIndicated: false,
    citations: [pocketJaundice, imciJaundice],
  },
  citations: [pocketJaundice, imciJaundice, newborn2017],
} satisfies Condition;

export const regimens = [
  {
    id: 'neonatal-jaundice',
    conditionId: 'neonatal-jaundice',
    population: {},
    items: [],
    note: 'Treatment is phototherapy or exchange transfusion, decided by serum bilirubin for age in hours; no medicine.',
    citations: [pocketJaundice],
  },
] satisfies readonly Regimen[];

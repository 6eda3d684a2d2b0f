import type { Condition, Regimen } from '../../types';

const pocketAsphyxia = {
  sourceId: 'who-pocket-book-2013',
  section:
    'Chapter 3.2-3.3: Neonatal resuscitation and routine care after resuscitation (perinatal asphyxia)',
} as const;
const pocketConvulsions = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 3.6: Convulsions or fits in the neonate — phenobarbital',
} as const;
const newborn2017 = {
  sourceId: 'who-newborn-2017',
  section: 'Newborn resuscitation and management of neonatal encephalopathy',
} as const;

/** 87. Birth asphyxia / neonatal (hypoxic-ischaemic) encephalopathy. */
export const condition = {
  id: 'birth-asphyxia',
  name: 'Birth asphyxia / neonatal encephalopathy',
  icd10: ['P21', 'P21.0', 'P91.6'],
  urgency: 'emergency',
  // The emergency is the encephalopathy (not sucking, lethargy, fits, apnoea, hypothermia, hypoglycaemia);
  // a baby who breathed after drying and stimulation and now cries and feeds is given routine care beside
  // the mother with the danger signs watched (Pocket Book 3.3; PCPNC 2015 K11).
  emergencyOnlyWith: {
    anyOf: [
      'unable-to-drink',
      'not-feeding-well',
      'lethargy',
      'moves-only-when-stimulated',
      'convulsions',
      'apnoea-episodes',
      'unconscious',
      'confusion',
      'irritability',
      'bulging-fontanelle',
      'hypothermia',
      'hypoglycaemia-lab',
      'tachypnoea',
      'hypoxaemia',
      'not-breathing-or-no-pulse',
      'chest-indrawing',
      'cyanosis',
    ],
    otherwise: 'urgent',
    citation: pocketAsphyxia,
  },
  prior: {
    baseline: 0.001,
    byAge: [
      { maxYears: 7 / 365, multiplier: 200 },
      { minYears: 7 / 365, maxYears: 1 / 12, multiplier: 20 },
      { minYears: 1 / 12, multiplier: 0 },
    ],
    citations: [pocketAsphyxia],
  },
  // Asphyxia is a failure to breathe at birth: a newborn who breathed and cried at birth has another illness.
  definedBy: { anyOf: ['not-breathing-at-birth', 'bandl-ring-or-fetal-distress'], citation: pocketAsphyxia },
  findings: [
    { findingId: 'not-breathing-at-birth', frequency: 0.9, citation: pocketAsphyxia },
    { findingId: 'prolonged-labour', frequency: 0.35 },
    { findingId: 'bandl-ring-or-fetal-distress', frequency: 0.3 },
    { findingId: 'unable-to-drink', frequency: 0.6 },
    { findingId: 'not-feeding-well', frequency: 0.6 },
    { findingId: 'lethargy', frequency: 0.6 },
    { findingId: 'moves-only-when-stimulated', frequency: 0.3 },
    { findingId: 'convulsions', frequency: 0.45, citation: pocketConvulsions },
    { findingId: 'irritability', frequency: 0.3 },
    { findingId: 'apnoea-episodes', frequency: 0.2 },
    { findingId: 'unconscious', frequency: 0.15 },
    { findingId: 'confusion', frequency: 0.3 },
    { findingId: 'bulging-fontanelle', frequency: 0.08 },
    { findingId: 'hypothermia', frequency: 0.2 },
    { findingId: 'hypoglycaemia-lab', frequency: 0.2 },
    { findingId: 'fever', frequency: 0.05 },
    { findingId: 'jaundice', frequency: 0.01 },
    { findingId: 'cough', frequency: 0.01 },
    { findingId: 'diarrhoea', frequency: 0.01 },
  ],
  redFlags: [
    {
      findingIds: ['convulsions', 'apnoea-episodes', 'unconscious'],
      finding: 'Newborn after a difficult birth with convulsions, apnoea or coma',
      urgency: 'critical',
      actionRequired:
        'Airway and breathing support, oxygen, check glucose, phenobarbital for convulsions, and transfer to a newborn unit.',
      citations: [pocketConvulsions],
    },
  ],
  investigations: [
    {
      test: 'Blood glucose',
      urgency: 'stat',
      rationale: 'Hypoglycaemia worsens brain injury and causes fits.',
      expectedFindings: '< 2.5 mmol/L needs glucose.',
    },
    {
      test: 'Temperature, SpO2, breathing',
      urgency: 'stat',
      rationale: 'Support needs.',
      expectedFindings: 'Apnoea or low SpO2 needs ventilation support.',
    },
  ],
  monitoring: [
    {
      parameter: 'Consciousness, tone, fits, feeding, glucose, temperature',
      frequency: 'Every 3 hours for 3 days',
      alertCriteria: 'Convulsions, apnoea, unable to suck by day 3',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital newborn unit',
      urgency: 'emergency',
      reason:
        'Encephalopathy (abnormal tone, fits, not sucking) needs inpatient care; long-term neurodevelopmental follow-up.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Expressed breast milk by cup or tube until the baby can suck; keep warm skin-to-skin.',
      category: 'diet',
      importance: 'high',
    },
    {
      recommendation: 'Developmental follow-up clinic visits through the first years.',
      category: 'follow-up',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Resuscitation at birth (dry, stimulate, bag-and-mask ventilation within the golden minute), then supportive care: temperature, glucose, fluids, feeding, and phenobarbital for convulsions; therapeutic cooling only in tertiary units.',
    supportiveCare: [
      'Avoid hyperthermia',
      'Restrict fluids on day 1-3 if urine is scant',
      'Kangaroo care once stable',
    ],
    followUpSchedule: 'Neurodevelopmental review at 6 weeks, 6 months and 1 year.',
    antibioticsIndicated: false,
    citations: [pocketAsphyxia, newborn2017],
  },
  citations: [pocketAsphyxia, pocketConvulsions, newborn2017],
} satisfies Condition;

/** The source gives a per-kg loading dose and no maximum; the cap is the dose at 7 kg, a guard against a wrong weight. */
const newbornGuardKg = 7;

export const regimens = [
  {
    id: 'birth-asphyxia-convulsions',
    conditionId: 'birth-asphyxia',
    population: { maxAgeYears: 2 / 12 },
    items: [
      {
        medicineId: 'phenobarbital',
        route: 'intravenous',
        dose: {
          kind: 'mg-per-kg',
          mgPerKg: 20,
          maxMgPerDose: 20 * newbornGuardKg,
          maxMgPerDay: 20 * newbornGuardKg,
        },
        frequency:
          'once as a loading dose (IV or IM); if fits continue, 10 mg/kg more up to twice, then 5 mg/kg daily',
        dosesPerDay: 1,
        duration: 'loading dose',
        indication: 'convulsions in a newborn',
        alternativeIds: [],
        phase: { name: 'loading dose', when: 'now; then 5 mg/kg daily', startsNow: true },
        citations: [pocketConvulsions],
      },
    ],
    note: 'Only for convulsions; check and correct glucose first. Without convulsions no medicine is given.',
    citations: [pocketConvulsions],
  },
] satisfies readonly Regimen[];

import type { Condition, Regimen } from '../../types';

const pocketSepsis = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 3.7: Serious bacterial infection in the neonate',
} as const;
const pocketDoses = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 3.12: Doses of common drugs for neonates and low-birth-weight infants',
} as const;
const imci = {
  sourceId: 'who-imci-2014',
  section: 'Sick young infant up to 2 months: very severe disease (possible serious bacterial infection)',
} as const;
const psbi = {
  sourceId: 'who-psbi-2015',
  section: 'Recommendations 1-3: outpatient treatment when referral is not feasible',
} as const;
const keBasic = {
  sourceId: 'ke-basic-paediatric-2022',
  section: 'Newborn care: sepsis and antibiotics',
} as const;

/** The source doses by weight with no maximum; the cap is the dose at 7 kg, the heaviest infant under 2 months, a guard against a wrong weight. */
const youngInfantGuardKg = 7;

/** 85. Neonatal sepsis / possible serious bacterial infection (0-59 days). */
export const condition = {
  id: 'neonatal-sepsis',
  name: 'Neonatal sepsis / possible serious bacterial infection',
  icd10: ['P36', 'P36.9'],
  icd11: 'KA60',
  urgency: 'emergency',
  prior: {
    baseline: 0.002,
    byCountry: { NG: 1.3, ET: 1.2, SO: 1.4, ML: 1.3, BF: 1.3, ZA: 0.7, BW: 0.7 },
    byAge: [
      { maxYears: 2 / 12, multiplier: 60 },
      { minYears: 2 / 12, multiplier: 0 },
    ],
    citations: [imci, psbi],
  },
  findings: [
    { findingId: 'unable-to-drink', frequency: 0.55, citation: imci },
    // Not feeding well and unable to feed were one finding when this frequency was set; each keeps the weight
    // the feeding sign had (IMCI 2014 young infant: both are signs of very severe disease).
    { findingId: 'not-feeding-well', frequency: 0.55, citation: imci },
    { findingId: 'fever', frequency: 0.5 },
    { findingId: 'hypothermia', frequency: 0.2 },
    { findingId: 'lethargy', frequency: 0.45 },
    { findingId: 'moves-only-when-stimulated', frequency: 0.3 },
    { findingId: 'convulsions', frequency: 0.12 },
    { findingId: 'tachypnoea', frequency: 0.45 },
    // Grunting, flaring or hard breathing, and a baby who does not wake or move, are signs of serious
    // bacterial infection (Pocket Book 3.7; IMCI young infant: movement only when stimulated or none).
    // Fast breathing alone is not among them after day 7: IMCI 2014 classes it as pneumonia (tachypnoea above),
    // so 'breathless' carries no sepsis weight of its own. A baby who does not wake has reduced consciousness.
    { findingId: 'respiratory-distress', frequency: 0.25, citation: pocketSepsis },
    { findingId: 'unconscious', frequency: 0.08, citation: imci },
    { findingId: 'confusion', frequency: 0.15, citation: pocketSepsis },
    { findingId: 'chest-indrawing', frequency: 0.3 },
    { findingId: 'apnoea-episodes', frequency: 0.1 },
    { findingId: 'cyanosis', frequency: 0.08 },
    {
      // A low saturation is common in a young infant with serious infection and breathing signs: the Pocket Book
      // gives oxygen when SpO2 is below 90% (chapter 3, the sick newborn).
      findingId: 'hypoxaemia',
      frequency: 0.2,
      citation: pocketSepsis,
    },
    { findingId: 'bulging-fontanelle', frequency: 0.08 },
    { findingId: 'jaundice', frequency: 0.25 },
    { findingId: 'vomiting', frequency: 0.25 },
    { findingId: 'abdominal-distension', frequency: 0.15 },
    { findingId: 'irritability', frequency: 0.3 },
    // A red or draining umbilicus alone is a local bacterial infection, classified apart from PSBI (IMCI 2014).
    { findingId: 'umbilical-infection', frequency: 0.06, citation: imci },
    // Spreading redness from the cord is the severe umbilical infection itself (omphalitis, Pocket Book 3.7):
    // few infants with sepsis from another focus have it.
    { findingId: 'umbilical-redness-extending', frequency: 0.02, citation: pocketSepsis },
    { findingId: 'preterm-or-low-birth-weight', frequency: 0.35 },
    { findingId: 'ruptured-membranes', frequency: 0.15 },
    { findingId: 'tachycardia', frequency: 0.4 },
    { findingId: 'weak-pulse-cold-hands', frequency: 0.1 },
    { findingId: 'hypoglycaemia-lab', frequency: 0.1 },
    { findingId: 'raised-crp-lab', frequency: 0.6 },
    { findingId: 'leucopenia-lab', frequency: 0.2 },
    { findingId: 'rash', frequency: 0.05 },
    { findingId: 'runny-nose', frequency: 0.05 },
  ],
  redFlags: [
    {
      findingIds: ['convulsions', 'unconscious', 'apnoea-episodes', 'weak-pulse-cold-hands', 'cyanosis'],
      finding: 'Newborn with convulsions, apnoea, shock or cyanosis',
      urgency: 'critical',
      actionRequired:
        'Resuscitate (airway, oxygen, glucose), give IM/IV ampicillin and gentamicin, and refer to a newborn unit now.',
      citations: [pocketSepsis],
    },
    {
      findingIds: [
        'unable-to-drink',
        'not-feeding-well',
        'moves-only-when-stimulated',
        'chest-indrawing',
        'fever',
        'hypothermia',
      ],
      finding: 'Sign of possible serious bacterial infection in a young infant',
      urgency: 'emergency',
      actionRequired:
        'First dose of ampicillin (or benzylpenicillin) and gentamicin IM now, keep warm, breastfeed or give expressed milk, refer urgently.',
      citations: [imci, psbi],
    },
  ],
  investigations: [
    {
      test: 'Blood glucose',
      urgency: 'stat',
      rationale: 'Hypoglycaemia is common and treatable.',
      expectedFindings: '< 2.5 mmol/L needs glucose.',
    },
    {
      test: 'Blood culture, full blood count',
      urgency: 'urgent',
      rationale: 'Confirms and guides antibiotics.',
      expectedFindings: 'Positive culture; abnormal white cells.',
    },
    {
      test: 'Lumbar puncture (in hospital, if stable)',
      urgency: 'urgent',
      rationale: 'Meningitis changes duration to 14-21 days.',
      expectedFindings: 'Raised CSF white cells in meningitis.',
    },
  ],
  monitoring: [
    {
      parameter: 'Temperature, breathing, feeding, glucose',
      frequency: 'Every 3-6 hours',
      alertCriteria: 'Apnoea, convulsions, not feeding, glucose < 2.5 mmol/L',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital newborn unit',
      urgency: 'emergency',
      reason:
        'Every young infant with a danger sign needs inpatient antibiotics; outpatient treatment only where referral is refused or impossible (WHO PSBI).',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Keep breastfeeding often (express milk if the baby cannot suck); keep the baby skin-to-skin and warm.',
      category: 'diet',
      importance: 'high',
    },
    {
      recommendation:
        'Dry cord care (or chlorhexidine where recommended); hand washing before handling the baby.',
      category: 'hygiene',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Ampicillin (or benzylpenicillin) plus gentamicin IV/IM for at least 7-10 days (14-21 days if meningitis); where referral is not possible, WHO PSBI outpatient options (gentamicin IM once daily with oral amoxicillin twice daily for 7 days).',
    supportiveCare: [
      'Oxygen if SpO2 < 90%',
      'Treat hypoglycaemia',
      'Keep warm (skin-to-skin)',
      'Feeding by cup or tube if not sucking',
    ],
    followUpSchedule: 'Daily while on treatment; review 2 days after stopping.',
    antibioticsIndicated: true,
    citations: [pocketSepsis, psbi],
  },
  citations: [pocketSepsis, imci, psbi, keBasic],
} satisfies Condition;

/** Young-infant ampicillin and gentamicin by day of life (Pocket Book newborn doses); meningitis reuses them. */
export const ampicillin = (everyHours: 8 | 12): Regimen['items'][number] => ({
  medicineId: 'ampicillin',
  route: 'intravenous',
  dose: {
    kind: 'mg-per-kg',
    mgPerKg: 50,
    maxMgPerDose: 50 * youngInfantGuardKg,
    maxMgPerDay: 50 * youngInfantGuardKg * (24 / everyHours),
  },
  frequency: `every ${everyHours} hours (IV or IM)`,
  dosesPerDay: 24 / everyHours,
  duration: 'at least 7-10 days (14-21 days for meningitis)',
  indication: 'possible serious bacterial infection in a young infant',
  alternativeIds: [],
  citations: [pocketDoses],
});
export const gentamicin = (mgPerKg: number): Regimen['items'][number] => ({
  medicineId: 'gentamicin',
  route: 'intramuscular',
  dose: {
    kind: 'mg-per-kg',
    mgPerKg,
    maxMgPerDose: mgPerKg * youngInfantGuardKg,
    maxMgPerDay: mgPerKg * youngInfantGuardKg,
  },
  frequency: 'once daily (IM or IV)',
  dosesPerDay: 1,
  duration: 'at least 7 days',
  indication: 'possible serious bacterial infection in a young infant',
  alternativeIds: [],
  citations: [pocketDoses],
});

export const regimens = [
  {
    id: 'neonatal-sepsis-first-week',
    conditionId: 'neonatal-sepsis',
    population: { maxAgeYears: 7 / 365, minWeightKg: 2.5 },
    items: [ampicillin(12), gentamicin(5)],
    note: 'First week of life, birth weight 2.5 kg or more: gentamicin 5 mg/kg once daily.',
    citations: [pocketDoses],
  },
  {
    id: 'neonatal-sepsis-first-week-low-birth-weight',
    conditionId: 'neonatal-sepsis',
    population: { maxAgeYears: 7 / 365 },
    items: [ampicillin(12), gentamicin(3)],
    note: 'First week of life, low birth weight (under 2.5 kg): gentamicin 3 mg/kg once daily.',
    citations: [pocketDoses],
  },
  {
    id: 'neonatal-sepsis-week-2-to-2-months',
    conditionId: 'neonatal-sepsis',
    population: { minAgeYears: 7 / 365, maxAgeYears: 2 / 12 },
    items: [ampicillin(8), gentamicin(7.5)],
    note: 'From day 7 to 2 months: ampicillin every 8 hours, gentamicin 7.5 mg/kg once daily.',
    citations: [pocketDoses],
  },
  {
    id: 'neonatal-sepsis-older',
    conditionId: 'neonatal-sepsis',
    population: { minAgeYears: 2 / 12 },
    items: [],
    note: 'Beyond 2 months this is sepsis (condition 41) or meningitis: use their regimens.',
    citations: [pocketSepsis],
  },
] satisfies readonly Regimen[];

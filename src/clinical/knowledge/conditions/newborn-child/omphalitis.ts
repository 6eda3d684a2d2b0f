import type { Condition, Regimen } from '../../types';

const pocketCord = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 3.7: Serious bacterial infection — umbilical infection',
} as const;
const pocketDoses = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 3.12: Doses of common drugs for neonates — cloxacillin, gentamicin',
} as const;
const imci = {
  sourceId: 'who-imci-2014',
  section: 'Sick young infant: local bacterial infection (umbilicus red or draining pus)',
} as const;

/** 90. Omphalitis: infection of the umbilical stump. */
export const condition = {
  id: 'omphalitis',
  name: 'Omphalitis',
  icd10: ['P38'],
  urgency: 'urgent',
  prior: {
    baseline: 0.001,
    byAge: [
      { maxYears: 1 / 12, multiplier: 120 },
      { minYears: 1 / 12, maxYears: 2 / 12, multiplier: 10 },
      { minYears: 2 / 12, multiplier: 0 },
    ],
    citations: [imci, pocketCord],
  },
  definedBy: { anyOf: ['umbilical-infection', 'umbilical-redness-extending'], citation: imci },
  findings: [
    { findingId: 'umbilical-infection', frequency: 0.95, citation: imci },
    // The infant brought for a cord infection is often brought for the redness that spreads onto the
    // abdominal skin, the severe form, with fever (Pocket Book 3.7: umbilical infection).
    { findingId: 'umbilical-redness-extending', frequency: 0.5, citation: pocketCord },
    { findingId: 'dirty-wound', frequency: 0.95 },
    { findingId: 'fever', frequency: 0.5, citation: pocketCord },
    // Cord infection spreading to the skin is a serious bacterial infection with its fast heart and breathing
    // (Pocket Book 3.7: umbilical infection with redness extending is treated as serious infection).
    { findingId: 'tachycardia', frequency: 0.35, citation: pocketCord },
    { findingId: 'tachypnoea', frequency: 0.2, citation: pocketCord },
    { findingId: 'irritability', frequency: 0.2 },
    { findingId: 'unable-to-drink', frequency: 0.3, citation: pocketCord },
    { findingId: 'not-feeding-well', frequency: 0.3, citation: pocketCord },
    { findingId: 'lethargy', frequency: 0.1 },
    { findingId: 'abdominal-distension', frequency: 0.05 },
    { findingId: 'hypothermia', frequency: 0.05 },
    { findingId: 'trismus', frequency: 0.01 },
    { findingId: 'cough', frequency: 0.02 },
    { findingId: 'diarrhoea', frequency: 0.03 },
  ],
  redFlags: [
    {
      findingIds: ['umbilical-redness-extending', 'unable-to-drink', 'fever', 'hypothermia', 'lethargy'],
      finding: 'Cord infection with spreading redness or a danger sign (severe infection)',
      urgency: 'emergency',
      actionRequired: 'First doses of IM cloxacillin (or ampicillin) and gentamicin and refer urgently.',
      citations: [pocketCord, imci],
    },
    {
      findingIds: ['trismus', 'muscle-spasms'],
      finding: 'Cord infection with stiffness or spasms (neonatal tetanus)',
      urgency: 'critical',
      actionRequired:
        'Treat as neonatal tetanus: tetanus immunoglobulin, diazepam, metronidazole or penicillin; refer now.',
      citations: [pocketCord],
    },
  ],
  investigations: [
    {
      test: 'Look at the skin around the umbilicus',
      urgency: 'urgent',
      rationale: 'Redness beyond 1 cm onto the abdomen means severe infection.',
      expectedFindings: 'Pus, redness, swelling, foul smell.',
    },
    {
      test: 'Pus swab for culture (where available)',
      urgency: 'routine',
      rationale: 'Staphylococcus aureus is common.',
      expectedFindings: 'S. aureus or Gram-negatives.',
    },
  ],
  monitoring: [
    {
      parameter: 'Redness extent, feeding, temperature',
      frequency: 'Review in 2 days',
      alertCriteria: 'Spreading redness, fever, poor feeding',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital newborn unit',
      urgency: 'urgent',
      reason: 'Redness extending to the abdominal skin, or any danger sign.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Keep the cord clean and dry; nothing (ash, cow dung, oil) on the cord; wash hands before touching it.',
      category: 'hygiene',
      importance: 'high',
    },
    {
      recommendation: 'Return at once if redness spreads, the baby feeds poorly, or stiffens.',
      category: 'safety',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Local infection (pus or redness confined to the stump): clean with antiseptic (gentian violet or chlorhexidine) three times daily and oral antibiotic per IMCI, review in 2 days; redness extending to the skin: IV/IM cloxacillin + gentamicin as for serious bacterial infection.',
    supportiveCare: ['Keep breastfeeding', 'Check tetanus immunisation of the mother'],
    followUpSchedule: 'Review after 2 days.',
    antibioticsIndicated: true,
    citations: [imci, pocketCord],
  },
  citations: [pocketCord, imci],
} satisfies Condition;

/** No maximum in the source; the cap is the dose at 7 kg, a guard against a wrong weight. */
const youngInfantGuardKg = 7;
const cloxacillin = (everyHours: 8 | 12): Regimen['items'][number] => ({
  medicineId: 'cloxacillin',
  route: 'intravenous',
  dose: {
    kind: 'mg-per-kg',
    mgPerKg: 50,
    maxMgPerDose: 50 * youngInfantGuardKg,
    maxMgPerDay: 50 * youngInfantGuardKg * (24 / everyHours),
  },
  frequency: `every ${everyHours} hours (IV or IM)`,
  dosesPerDay: 24 / everyHours,
  duration: '7-10 days',
  indication: 'umbilical infection with redness extending to the skin',
  alternativeIds: [],
  citations: [pocketDoses],
});
const gentamicin = (mgPerKg: number): Regimen['items'][number] => ({
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
  duration: '7-10 days',
  indication: 'umbilical infection with redness extending to the skin',
  alternativeIds: [],
  citations: [pocketDoses],
});

export const regimens = [
  {
    id: 'omphalitis-first-week',
    conditionId: 'omphalitis',
    population: { maxAgeYears: 7 / 365, minWeightKg: 2.5 },
    items: [cloxacillin(12), gentamicin(5)],
    note: 'For redness extending beyond the stump (severe). A stump infection alone is cleaned with antiseptic and treated with the IMCI oral antibiotic, dosed from the national chart booklet.',
    citations: [pocketCord],
  },
  {
    id: 'omphalitis-first-week-low-birth-weight',
    conditionId: 'omphalitis',
    population: { maxAgeYears: 7 / 365 },
    items: [cloxacillin(12), gentamicin(3)],
    citations: [pocketCord],
  },
  {
    id: 'omphalitis-week-2-onwards',
    conditionId: 'omphalitis',
    population: { minAgeYears: 7 / 365 },
    items: [cloxacillin(8), gentamicin(7.5)],
    citations: [pocketCord],
  },
] satisfies readonly Regimen[];

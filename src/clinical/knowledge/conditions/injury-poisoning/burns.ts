import type { Condition, Regimen } from '../../types';

const pocketBurns = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 9.2.1: Burns (assessment of area by age, fluids, dressings)',
} as const;
const becBurns = {
  sourceId: 'who-bec-2018',
  section: 'Module 3: Trauma — burns (airway, fluids, referral criteria)',
} as const;
const pocketDoses = {
  sourceId: 'who-pocket-book-2013',
  section: 'Annex 2: drug dosages, paracetamol',
} as const;

/** 103. Burns: thermal, scald, electrical or chemical. */
export const condition = {
  id: 'burns',
  name: 'Burns',
  icd10: ['T30', 'T20', 'T21', 'T22', 'T23', 'T24', 'T25', 'T29', 'T31'],
  // A burn whose extent is told is coded by the body surface it covers (WHO ICD-10 2019: T31 burns classified
  // according to extent of body surface involved); one of the face or airway by its site (T20 head and neck).
  icd10ByFinding: [
    {
      findingIds: ['extensive-burn'],
      icd10: 'T31',
      citation: {
        sourceId: 'who-icd10-2019',
        section: 'T31 Burns classified according to extent of body surface involved',
      },
    },
    {
      findingIds: ['burn-site-trunk-or-limbs'],
      icd10: 'T31',
      citation: {
        sourceId: 'who-icd10-2019',
        section: 'T31 Burns classified according to extent of body surface involved',
      },
    },
    {
      findingIds: ['face-or-airway-burn'],
      icd10: 'T20',
      citation: { sourceId: 'who-icd10-2019', section: 'T20 Burn and corrosion of head and neck' },
    },
  ],
  urgency: 'urgent',
  definedBy: { anyOf: ['burn'], isAlwaysTold: true, citation: pocketBurns },
  prior: {
    baseline: 0.003,
    byAge: [
      { maxYears: 5, multiplier: 2.5 },
      { minYears: 5, maxYears: 15, multiplier: 1 },
      { minYears: 15, multiplier: 0.7 },
    ],
    bySeason: [{ countries: ['ET', 'ZA', 'BW', 'ZW', 'MW'], months: [6, 7, 8], multiplier: 1.3 }],
    citations: [pocketBurns, becBurns],
  },
  findings: [
    { findingId: 'burn', frequency: 0.98 },
    { findingId: 'dirty-wound', frequency: 0.98 },
    { findingId: 'extensive-burn', frequency: 0.15, citation: pocketBurns },
    { findingId: 'face-or-airway-burn', frequency: 0.1, citation: becBurns },
    { findingId: 'circumferential-burn', frequency: 0.03, citation: becBurns },
    // A burned child is in pain and often losing fluid: fast pulse and breathing, crying and restless
    // (Pocket Book 9.2.1: give analgesia; assess for shock). Partial-thickness burns blister and red skin is the
    // superficial burn, so a burn told as 'blisters' or 'red skin' reads as a rash.
    { findingId: 'tachycardia', frequency: 0.5, citation: pocketBurns },
    { findingId: 'tachypnoea', frequency: 0.25, citation: pocketBurns },
    { findingId: 'irritability', frequency: 0.4, citation: pocketBurns },
    { findingId: 'fever', frequency: 0.15 },
    { findingId: 'vesicular-rash', frequency: 0.4, citation: pocketBurns },
    { findingId: 'rash', frequency: 0.2, citation: pocketBurns },
    { findingId: 'stridor', frequency: 0.02 },
    { findingId: 'hypotension', frequency: 0.03 },
    // Smoke in a closed space: cough, hoarse voice, breathlessness (BEC: inhalation injury).
    { findingId: 'cough', frequency: 0.1, citation: becBurns },
    { findingId: 'hoarse-voice', frequency: 0.05, citation: becBurns },
    { findingId: 'respiratory-distress', frequency: 0.05, citation: becBurns },
    { findingId: 'shortness-of-breath', frequency: 0.05, citation: becBurns },
    { findingId: 'diarrhoea', frequency: 0.02 },
  ],
  redFlags: [
    {
      findingIds: ['face-or-airway-burn', 'stridor'],
      finding: 'Burn of the face or airway (soot, singed hair, hoarse voice, stridor)',
      urgency: 'critical',
      actionRequired:
        'High-flow oxygen, early airway assessment by a skilled clinician (swelling closes the airway within hours); refer immediately.',
      citations: [becBurns],
    },
    {
      findingIds: ['extensive-burn', 'circumferential-burn'],
      finding: 'Burns over > 10% of body surface in a child (> 15% adult), deep or circumferential burns',
      urgency: 'emergency',
      actionRequired:
        'IV fluids by burn area and weight, analgesia, cover with clean film or cloth, keep warm, tetanus prophylaxis; refer to a burns unit.',
      citations: [pocketBurns, becBurns],
    },
  ],
  investigations: [
    {
      test: 'Burn area (% body surface: Lund-Browder chart or the patient\u2019s palm = 1%) and depth',
      urgency: 'stat',
      rationale: 'Sets fluid volume and referral.',
      expectedFindings: 'Area and depth (superficial, partial, full thickness).',
    },
    {
      test: 'Weight; urine output',
      urgency: 'urgent',
      rationale: 'Fluid calculation and adequacy.',
      expectedFindings: 'Urine ≥ 1 mL/kg/h (child), ≥ 0.5 mL/kg/h (adult).',
    },
    {
      test: 'Haemoglobin, glucose',
      urgency: 'urgent',
      rationale: 'Large burns.',
      expectedFindings: 'Normal at first.',
    },
  ],
  monitoring: [
    {
      parameter: 'Pulse, BP, urine output, pain, wound infection',
      frequency: 'Hourly in the first 24 hours for large burns; dressings every 1-2 days',
      alertCriteria: 'Urine below target, rising pulse, fever with spreading redness',
    },
  ],
  referrals: [
    {
      specialist: 'Burns or surgical unit',
      urgency: 'urgent',
      reason:
        '> 10% (child) or > 15% (adult), face, hands, feet, genitals or joints, circumferential, electrical or chemical burns, inhalation injury.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Cool the burn with cool running water for 20 minutes as soon as possible; no butter, toothpaste, eggs or herbs.',
      category: 'self-care',
      importance: 'high',
    },
    {
      recommendation:
        'Raise cooking fires off the floor, keep children away from hot pots and kerosene lamps.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation: 'High-protein, high-energy diet while burns heal.',
      category: 'diet',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Stop the burning and cool with water; airway first; IV Ringer\u2019s lactate for burns > 10% (child) or > 15% (adult) by burn area and weight (first half in 8 hours) plus maintenance in children; adequate analgesia (oral paracetamol for minor burns; IV morphine for major, in hospital); clean and dress (silver sulfadiazine or clean dry dressings); tetanus prophylaxis; refer by the criteria.',
    supportiveCare: ['Keep warm', 'Early feeding', 'Physiotherapy and splints to prevent contractures'],
    followUpSchedule: 'Minor burns: dressing change and review every 2 days until healed.',
    antibioticsIndicated: false,
    citations: [pocketBurns, becBurns],
  },
  citations: [pocketBurns, becBurns],
} satisfies Condition;

export const regimens = [
  {
    id: 'burns',
    conditionId: 'burns',
    population: {},
    items: [
      {
        medicineId: 'paracetamol',
        route: 'oral',
        dose: { kind: 'mg-per-kg', mgPerKg: 15, maxMgPerDose: 1000, maxMgPerDay: 4000, roundToMg: 10 },
        frequency: 'every 6 hours',
        dosesPerDay: 4,
        duration: 'while painful',
        indication: 'pain of minor burns',
        alternativeIds: [],
        citations: [pocketDoses],
      },
      {
        medicineId: 'silver-sulfadiazine',
        route: 'topical',
        dose: {
          kind: 'fixed',
          mg: 1,
          amount: 'thin layer (about 3 mm) under a clean dressing',
          maxMgPerDose: 1,
          maxMgPerDay: 1,
          unit: 'application',
        },
        frequency: 'once daily with the dressing change',
        dosesPerDay: 1,
        duration: 'until healed',
        indication: 'partial-thickness burns (not on the face; not under 2 months)',
        alternativeIds: [],
        citations: [pocketBurns],
      },
    ],
    note: 'IV fluid volume for major burns depends on the burned area (% body surface), which is not yet an input: calculate it by the Pocket Book/BEC formula (about 4 mL/kg per % burn in 24 hours, half in the first 8 hours, plus maintenance for children) at the bedside; no figure is written here.',
    citations: [pocketBurns],
  },
] satisfies readonly Regimen[];

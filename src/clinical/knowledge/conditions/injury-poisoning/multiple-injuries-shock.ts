import type { Condition, Regimen } from '../../types';

const becShock = {
  sourceId: 'who-bec-2018',
  section: 'Module 3: Trauma — primary survey, haemorrhage control, shock and tranexamic acid',
} as const;
const pocketTrauma = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 1.10: Trauma and injuries — primary survey; shock (20 mL/kg crystalloid)',
} as const;
const becChest = {
  sourceId: 'who-bec-2018',
  section:
    'Module 3: Trauma — primary survey B: chest injury (tension pneumothorax, open pneumothorax, haemothorax)',
} as const;
const etatShock = { sourceId: 'who-etat-2016', section: 'Module 4: Circulation — shock' } as const;

/** 106. Multiple injuries with shock (road traffic injury). */
export const condition = {
  id: 'multiple-injuries-shock',
  name: 'Multiple injuries with shock (road traffic injury)',
  icd10: ['T07', 'T79.4'],
  urgency: 'critical',
  // Its critical urgency is the shock, the bleeding, the injured head, chest or belly, or several injuries; a
  // fall with grazes and a bruise and none of these is an injured patient to examine the same day (BEC 2018
  // trauma primary survey: airway, breathing, circulation, disability).
  emergencyOnlyWith: {
    anyOf: [
      'multiple-injuries',
      'major-external-bleeding',
      'limb-deformity-fracture',
      'open-fracture',
      'head-injury',
      'loss-of-consciousness-after-injury',
      'tachycardia',
      'hypotension',
      'weak-pulse-cold-hands',
      'cold-hands-feet',
      'tachypnoea',
      'respiratory-distress',
      'shortness-of-breath',
      'hypoxaemia',
      'penetrating-chest-injury',
      'confusion',
      'unconscious',
      'abdominal-pain',
      'abdominal-distension',
      'pallor',
    ],
    otherwise: 'urgent',
    citation: becShock,
  },
  definedBy: {
    isAlwaysTold: true,
    anyOf: [
      'road-traffic-injury',
      'multiple-injuries',
      'limb-deformity-fracture',
      'head-injury',
      'dirty-wound',
      'loss-of-consciousness-after-injury',
      'penetrating-chest-injury',
    ],
    citation: pocketTrauma,
  },
  prior: {
    baseline: 0.0008,
    byAge: [
      { maxYears: 5, multiplier: 0.5 },
      { minYears: 5, maxYears: 15, multiplier: 0.8 },
      { minYears: 15, maxYears: 50, multiplier: 1.8 },
      { minYears: 50, multiplier: 0.8 },
    ],
    bySex: { male: 1.6, female: 0.5 },
    citations: [becShock],
  },
  findings: [
    { findingId: 'road-traffic-injury', frequency: 0.8 },
    { findingId: 'multiple-injuries', frequency: 0.7 },
    { findingId: 'major-external-bleeding', frequency: 0.35 },
    { findingId: 'limb-deformity-fracture', frequency: 0.5 },
    // Among injured patients an open fracture is common: shock and the number of injuries make this condition,
    // not one open fracture (a limb fracture).
    { findingId: 'open-fracture', frequency: 0.15, specificity: 0.99 },
    { findingId: 'head-injury', frequency: 0.35 },
    { findingId: 'tachycardia', frequency: 0.85, citation: becShock },
    { findingId: 'hypotension', frequency: 0.5, citation: becShock },
    { findingId: 'weak-pulse-cold-hands', frequency: 0.5, citation: becShock },
    { findingId: 'cold-hands-feet', frequency: 0.5, citation: becShock },
    { findingId: 'tachypnoea', frequency: 0.5 },
    { findingId: 'respiratory-distress', frequency: 0.2 },
    { findingId: 'confusion', frequency: 0.3 },
    { findingId: 'unconscious', frequency: 0.15 },
    { findingId: 'abdominal-pain', frequency: 0.3 },
    { findingId: 'abdominal-distension', frequency: 0.1 },
    { findingId: 'chest-pain', frequency: 0.25 },
    { findingId: 'penetrating-chest-injury', frequency: 0.1, citation: becChest },
    { findingId: 'shortness-of-breath', frequency: 0.3, citation: becChest },
    { findingId: 'pallor', frequency: 0.5 },
    { findingId: 'dirty-wound', frequency: 0.7 },
    { findingId: 'fever', frequency: 0.02 },
    { findingId: 'cough', frequency: 0.03 },
  ],
  redFlags: [
    {
      findingIds: [
        'hypotension',
        'weak-pulse-cold-hands',
        'major-external-bleeding',
        'unconscious',
        'respiratory-distress',
      ],
      finding: 'Injured patient with shock, heavy bleeding, coma or breathing difficulty',
      urgency: 'critical',
      actionRequired:
        'Primary survey: direct pressure or tourniquet on bleeding, airway with neck protection, oxygen, two IV lines, warm crystalloid, tranexamic acid within 3 hours, pelvic binder, keep warm; refer to a trauma centre now.',
      citations: [becShock, pocketTrauma],
    },
  ],
  investigations: [
    {
      test: 'Primary survey ABCDE with pulse, BP, SpO2, GCS',
      urgency: 'stat',
      rationale: 'Finds the life-threatening injury first.',
      expectedFindings: 'Shock: pulse > 100 (adult), systolic < 90, cold peripheries.',
    },
    {
      test: 'Haemoglobin, blood group and cross-match',
      urgency: 'stat',
      rationale: 'Transfusion.',
      expectedFindings: 'Falling haemoglobin.',
    },
    {
      test: 'Bedside ultrasound (eFAST) or chest/pelvis X-ray where available',
      urgency: 'urgent',
      rationale: 'Bleeding in the chest, abdomen or pelvis.',
      expectedFindings: 'Free fluid, haemothorax, pelvic fracture.',
    },
  ],
  monitoring: [
    {
      parameter: 'Pulse, BP, GCS, SpO2, urine output, bleeding',
      frequency: 'Every 5-15 minutes until stable',
      alertCriteria: 'Systolic < 90 after 2 boluses, GCS falling, SpO2 < 94%',
    },
  ],
  referrals: [
    {
      specialist: 'Trauma centre / surgical team',
      urgency: 'emergency',
      reason:
        'Shock, internal bleeding, chest or abdominal injury, or multiple fractures need surgery and blood.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Helmets on motorbikes (boda boda), seat belts, child restraints, no drink-driving.',
      category: 'prevention',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'BEC primary survey: stop external bleeding (pressure, tourniquet), airway with cervical spine protection, oxygen, decompress tension pneumothorax, IV crystalloid bolus (1 L adult, 20 mL/kg child) repeated by response with early blood, tranexamic acid 1 g IV over 10 minutes within 3 hours of injury then 1 g over 8 hours, pelvic binder, prevent hypothermia; transfer to surgery.',
    supportiveCare: [
      'Analgesia (IV morphine titrated in hospital)',
      'Splint fractures',
      'Tetanus prophylaxis',
    ],
    followUpSchedule: 'Inpatient.',
    antibioticsIndicated: false,
    citations: [becShock, pocketTrauma],
  },
  citations: [becShock, pocketTrauma, etatShock],
} satisfies Condition;

export const regimens = [
  {
    id: 'multiple-injuries-shock',
    conditionId: 'multiple-injuries-shock',
    population: {},
    items: [
      {
        medicineId: 'ringers-lactate',
        route: 'intravenous',
        dose: {
          kind: 'mg-per-kg',
          mgPerKg: 20,
          maxMgPerDose: 1000,
          maxMgPerDay: 3000,
          roundToMg: 10,
          unit: 'mL',
        },
        frequency: 'as fast as possible, then reassess; repeat once or twice by response, then blood',
        dosesPerDay: 1,
        duration: 'initial bolus',
        indication: 'haemorrhagic shock after injury (warm fluid; blood as soon as available)',
        alternativeIds: [],
        citations: [pocketTrauma, becShock],
      },
      {
        medicineId: 'tranexamic-acid',
        route: 'intravenous',
        dose: {
          kind: 'fixed',
          mg: 1000,
          amount: '1 g IV over 10 minutes, then 1 g infused over 8 hours',
          maxMgPerDose: 1000,
          maxMgPerDay: 2000,
        },
        frequency: 'loading dose within 3 hours of injury, then 1 g over 8 hours',
        dosesPerDay: 2,
        duration: '2 doses',
        indication: 'significant bleeding after injury, within 3 hours (adolescents and adults)',
        alternativeIds: [],
        phase: {
          name: 'loading dose',
          when: 'now (within 3 hours of injury), over 10 minutes; then 1 g over 8 hours',
          startsNow: true,
        },
        citations: [becShock],
      },
    ],
    note: 'Tranexamic acid is for adults and adolescents (in children hospitals use 15 mg/kg, max 1 g); not after 3 hours from injury.',
    citations: [becShock],
  },
] satisfies readonly Regimen[];

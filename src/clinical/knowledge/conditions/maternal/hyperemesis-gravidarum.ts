import type { Condition, Regimen } from '../../types';

const rcog = {
  sourceId: 'rcog-hyperemesis-2016',
  section: 'Sections 4-7: diagnosis, antiemetics, fluids and thiamine',
} as const;
const anc = {
  sourceId: 'who-anc-2016',
  section: 'C.1 Nausea and vomiting: ginger, chamomile, vitamin B6 for mild symptoms',
} as const;
const ketones = {
  sourceId: 'rcog-hyperemesis-2016',
  section:
    'Section 4: definition — protracted vomiting, > 5% weight loss, dehydration, electrolyte imbalance',
} as const;

/** 79. Hyperemesis gravidarum: severe, persistent vomiting of early pregnancy with dehydration or weight loss. */
export const condition = {
  id: 'hyperemesis-gravidarum',
  name: 'Hyperemesis gravidarum',
  icd10: ['O21', 'O21.1'],
  urgency: 'urgent',
  // Hyperemesis is protracted nausea and vomiting of pregnancy: without them its dehydration is another illness's.
  definedBy: {
    anyOf: ['persistent-vomiting-pregnancy', 'vomiting', 'vomiting-everything', 'nausea'],
    citation: ketones,
  },
  prior: {
    baseline: 0.002,
    byAge: [
      { maxYears: 12, multiplier: 0 },
      { minYears: 12, maxYears: 50, multiplier: 1.6 },
      { minYears: 50, multiplier: 0 },
    ],
    bySex: { male: 0 },
    pregnancy: { pregnant: 8, notPregnant: 0.02 },
    citations: [rcog],
  },
  // Hyperemesis is of pregnancy: it ends with the birth.
  ruledOutBy: { anyOf: ['recent-childbirth'], citation: rcog },
  findings: [
    { findingId: 'persistent-vomiting-pregnancy', frequency: 0.85 },
    { findingId: 'vomiting', frequency: 0.99 },
    { findingId: 'vomiting-everything', frequency: 0.45 },
    { findingId: 'nausea', frequency: 0.98 },
    { findingId: 'pregnant', frequency: 0.98 },
    { findingId: 'missed-period', frequency: 0.6 },
    { findingId: 'pregnancy-test-positive', frequency: 0.9 },
    { findingId: 'unable-to-drink', frequency: 0.2 },
    { findingId: 'weight-loss', frequency: 0.5, citation: ketones },
    { findingId: 'thirsty', frequency: 0.4 },
    { findingId: 'reduced-urine', frequency: 0.4 },
    { findingId: 'dizziness', frequency: 0.4 },
    { findingId: 'fatigue', frequency: 0.6 },
    { findingId: 'tachycardia', frequency: 0.4 },
    { findingId: 'sunken-eyes', frequency: 0.25 },
    { findingId: 'ketones-lab', frequency: 0.7, citation: ketones },
    { findingId: 'hyponatraemia-lab', frequency: 0.2 },
    // Against: other causes of vomiting.
    { findingId: 'pregnancy-over-20-weeks', frequency: 0.03, citation: rcog },
    { findingId: 'fever', frequency: 0.04, citation: rcog },
    { findingId: 'abdominal-pain', frequency: 0.15 },
    { findingId: 'diarrhoea', frequency: 0.05 },
    { findingId: 'headache', frequency: 0.15 },
    { findingId: 'jaundice', frequency: 0.02 },
    { findingId: 'dysuria', frequency: 0.04 },
  ],
  redFlags: [
    {
      findingIds: ['confusion', 'visual-disturbance', 'unconscious'],
      finding:
        'Confusion or eye-movement or vision problems with prolonged vomiting (Wernicke encephalopathy)',
      urgency: 'emergency',
      actionRequired: 'Give thiamine IV before any glucose-containing fluid and refer.',
      citations: [rcog],
    },
    {
      // Reviewed 30 Nov 2026: vomiting everything and now fainting is dehydration that has reached the
      // circulation (hypovolaemia): IV saline starts at once, before transfer (RCOG GTG 69: admission and IV
      // fluids; WHO Managing complications in pregnancy and childbirth 2017: shock and collapse in pregnancy).
      // Dizziness on standing without fainting stays with the admission tier below.
      findingIds: ['syncope'],
      allOf: ['vomiting-everything'],
      finding: 'Fainting with vomiting of everything in pregnancy: dehydration reaching the circulation',
      urgency: 'emergency',
      actionRequired:
        'Lay her flat, start IV normal saline now (no glucose first), give thiamine and an antiemetic, check potassium and admit.',
      citations: [rcog, { sourceId: 'who-mcpc-2017', section: 'Shock: initial management' }],
    },
    {
      // Kept 'urgent', reviewed 29 Nov 2026: RCOG GTG 69 (and NICE CKS) admit for IV fluids when she cannot
      // keep fluids or antiemetics down, has ketonuria or has lost > 5% of her weight, one tier for all of these;
      // fainting on standing is part of that dehydration (the adult-collapse rule asks for lying and standing
      // blood pressure). Shock by vital signs and Wernicke signs (above) are raised.
      findingIds: ['unable-to-drink', 'vomiting-everything', 'sunken-eyes'],
      finding: 'Cannot keep fluids down with dehydration in pregnancy',
      urgency: 'urgent',
      actionRequired: 'IV saline (not glucose first), antiemetic, thiamine; admit if ketonuria persists.',
      citations: [rcog],
    },
  ],
  investigations: [
    {
      test: 'Urine ketones and weight',
      urgency: 'urgent',
      rationale: 'Severity and dehydration.',
      expectedFindings: 'Ketonuria; > 5% weight loss.',
    },
    {
      test: 'Urea, electrolytes, glucose',
      urgency: 'urgent',
      rationale: 'Hyponatraemia and hypokalaemia need correcting.',
      expectedFindings: 'Low sodium or potassium.',
    },
    {
      test: 'Urinalysis and malaria test',
      urgency: 'urgent',
      rationale: 'Exclude urinary infection and malaria as causes of vomiting.',
      expectedFindings: 'Negative.',
    },
    {
      test: 'Ultrasound (where available)',
      urgency: 'routine',
      rationale: 'Multiple pregnancy or molar pregnancy cause severe vomiting.',
      expectedFindings: 'Twins or molar pregnancy in some.',
    },
  ],
  monitoring: [
    {
      parameter: 'Fluid balance, urine ketones, weight',
      frequency: 'Daily',
      alertCriteria: 'Persistent ketonuria, falling weight, confusion',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital antenatal ward',
      urgency: 'urgent',
      reason:
        'Cannot keep oral antiemetics or fluids down, ketonuria with weight loss, or suspected Wernicke encephalopathy.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Small frequent dry meals, fluids in small sips between meals; ginger may help.',
      category: 'diet',
      importance: 'medium',
    },
    {
      recommendation:
        'Return if unable to keep any fluid down for 24 hours, passing little urine, or confused.',
      category: 'safety',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Rehydrate with IV 0.9% saline (with potassium as needed), antiemetic (metoclopramide, or cyclizine/promethazine first line), thiamine 100 mg daily for anyone vomiting for weeks; exclude molar pregnancy, urinary infection and malaria.',
    supportiveCare: ['Thromboprophylaxis if admitted and immobile', 'Gradual return to oral diet'],
    followUpSchedule: 'Review within 24-48 hours after discharge and at each antenatal visit.',
    antibioticsIndicated: false,
    citations: [rcog, anc],
  },
  citations: [rcog, anc],
} satisfies Condition;

export const regimens = [
  {
    id: 'hyperemesis-gravidarum',
    conditionId: 'hyperemesis-gravidarum',
    population: { minAgeYears: 12 },
    items: [
      {
        medicineId: 'metoclopramide',
        route: 'oral',
        dose: {
          kind: 'fixed',
          mg: 10,
          amount: '10 mg (IV or IM if vomiting)',
          maxMgPerDose: 10,
          maxMgPerDay: 30,
        },
        frequency: 'up to 3 times daily',
        dosesPerDay: 3,
        duration: 'up to 5 days (extrapyramidal effects)',
        indication: 'nausea and vomiting of pregnancy',
        alternativeIds: [],
        citations: [rcog, { sourceId: 'bnf-2023', section: 'Metoclopramide: max 30 mg daily, 5 days' }],
      },
      {
        medicineId: 'thiamine',
        route: 'oral',
        dose: {
          kind: 'fixed',
          mg: 100,
          amount: '100 mg (IV before glucose if vomiting everything)',
          maxMgPerDose: 100,
          maxMgPerDay: 100,
        },
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: 'while vomiting persists',
        indication: 'prevention of Wernicke encephalopathy in prolonged vomiting',
        alternativeIds: [],
        citations: [rcog],
      },
      {
        medicineId: 'sodium-chloride-0-9',
        route: 'intravenous',
        dose: {
          kind: 'fixed',
          mg: 1000,
          amount: '1 litre',
          maxMgPerDose: 1000,
          maxMgPerDay: 3000,
          unit: 'mL',
        },
        frequency: 'over 2-4 hours, repeat by hydration',
        dosesPerDay: 1,
        duration: 'until ketonuria clears and she drinks',
        indication: 'dehydration in hyperemesis (saline, not glucose first)',
        alternativeIds: [],
        citations: [rcog],
      },
    ],
    citations: [rcog],
  },
] satisfies readonly Regimen[];

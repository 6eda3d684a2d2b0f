import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';
import { ugInfectious } from '../citations';

export const condition = {
  id: 'soil-transmitted-helminthiasis',
  name: 'Intestinal helminthiasis (soil-transmitted)',
  icd10: ['B82.0', 'B76', 'B77', 'B79', 'B82'],
  urgency: 'routine',
  prior: {
    baseline: 0.03,
    byCountry: {
      KE: 1,
      UG: 1.1,
      TZ: 1.1,
      ET: 1.3,
      SO: 1,
      NG: 1.2,
      GH: 1,
      MW: 1,
      ZM: 1,
      ZW: 0.7,
      ML: 0.8,
      BF: 0.8,
      ZA: 0.3,
      BW: 0.2,
    },
    byAge: [
      { maxYears: 1, multiplier: 0.1 },
      { minYears: 1, maxYears: 15, multiplier: 1.8 },
      { minYears: 15, multiplier: 0.6 },
    ],
    citations: [{ sourceId: 'who-sth-2017', section: 'Background: epidemiology and at-risk groups' }],
  },
  findings: [
    {
      findingId: 'stool-ova-lab',
      frequency: 0.75,
      specificity: 0.97,
      citation: { sourceId: 'who-sth-2017', section: 'Diagnosis: Kato-Katz stool microscopy' },
    },
    { findingId: 'worms-in-stool', frequency: 0.25 },
    { findingId: 'abdominal-pain', frequency: 0.4 },
    { findingId: 'bloating', frequency: 0.2 },
    { findingId: 'anorexia', frequency: 0.2 },
    { findingId: 'nausea', frequency: 0.15 },
    { findingId: 'diarrhoea', frequency: 0.15 },
    { findingId: 'anal-itching', frequency: 0.1 },
    { findingId: 'pallor', frequency: 0.25 },
    { findingId: 'anaemia-lab', frequency: 0.35 },
    { findingId: 'microcytosis-lab', frequency: 0.25 },
    { findingId: 'fatigue', frequency: 0.2 },
    { findingId: 'poor-growth', frequency: 0.2 },
    { findingId: 'pica', frequency: 0.08 },
    { findingId: 'weight-loss', frequency: 0.1 },
    { findingId: 'unsafe-water', frequency: 0.5 },
    { findingId: 'cough', frequency: 0.05 },
    { findingId: 'fever', frequency: 0.05 },
    {
      findingId: 'eosinophilia-lab',
      frequency: 0.3,
      citation: { sourceId: 'who-sth-2017', section: 'Morbidity: larval migration through the lungs' },
    },
    { findingId: 'high-fever', frequency: 0.01 },
    { findingId: 'vomiting', frequency: 0.05 },
    { findingId: 'bloody-diarrhoea', frequency: 0.015 },
    { findingId: 'abdominal-distension', frequency: 0.08 },
  ],
  redFlags: [
    {
      findingIds: ['vomiting-everything'],
      finding:
        'Vomiting everything (with distension or no stool): possible intestinal obstruction by Ascaris',
      urgency: 'emergency',
      actionRequired:
        'Nil by mouth, IV fluids, nasogastric decompression, and surgical referral; do not give anthelminthic until obstruction is excluded.',
      citations: [ugInfectious],
    },
    {
      findingIds: ['severe-anaemia-lab', 'severe-pallor'],
      finding: 'Severe anaemia (hookworm)',
      urgency: 'urgent',
      actionRequired:
        'Check haemoglobin, treat the worms and give iron; refer for transfusion if Hb < 5 g/dL or signs of heart failure.',
      citations: [{ sourceId: 'who-anaemia-2011', section: 'Haemoglobin thresholds for severity' }],
    },
  ],
  investigations: [
    {
      test: 'Stool microscopy for ova (Kato-Katz or direct smear)',
      urgency: 'routine',
      rationale: 'Identifies Ascaris, Trichuris and hookworm; not required before mass deworming.',
      expectedFindings: 'Helminth ova.',
    },
    {
      test: 'Haemoglobin',
      urgency: 'routine',
      rationale: 'Hookworm causes iron-deficiency anaemia.',
      expectedFindings: 'Low haemoglobin, microcytosis.',
    },
  ],
  monitoring: [
    {
      parameter: 'Haemoglobin and growth',
      frequency: 'At follow-up after 1-3 months',
      alertCriteria: 'Persistent anaemia or poor weight gain',
    },
  ],
  referrals: [
    {
      specialist: 'Surgeon',
      urgency: 'emergency',
      reason: 'Suspected worm bolus obstruction or biliary ascariasis.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Use a latrine, wear shoes, and wash hands with soap before eating and after the toilet.',
      category: 'hygiene',
      importance: 'high',
    },
    {
      recommendation: 'Deworm children every 6-12 months in school or community programmes.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Eat iron-rich foods (beans, green leaves, meat) when anaemic.',
      category: 'diet',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Single-dose albendazole (half dose for children 12-23 months) or mebendazole; periodic preventive chemotherapy for children, adolescent girls and women of reproductive age in endemic areas. Avoid in the first trimester of pregnancy.',
    supportiveCare: ['Iron supplementation for anaemia', 'Nutritional counselling'],
    followUpSchedule: 'Routine; repeat deworming every 6-12 months in endemic areas.',
    antibioticsIndicated: false,
    citations: [
      { sourceId: 'who-sth-2017', section: 'Recommendations: preventive chemotherapy' },
      ugInfectious,
    ],
  },
  citations: [{ sourceId: 'who-sth-2017', section: 'Soil-transmitted helminth infections' }, ugInfectious],
} satisfies Condition;

const albendazoleItem = {
  medicineId: 'albendazole',
  route: 'oral',
  dose: {
    kind: 'age-band',
    bands: [
      { minYears: 1, maxYears: 2, mg: 200, amount: '½ tablet (200 mg)' },
      { minYears: 2, maxYears: 200, mg: 400, amount: '1 tablet (400 mg)' },
    ],
    maxMgPerDose: 400,
    maxMgPerDay: 400,
  },
  frequency: 'once',
  dosesPerDay: 1,
  duration: 'single dose',
  indication: 'intestinal worms (ascaris, hookworm, trichuris)',
  alternativeIds: ['mebendazole'],
  citations: [
    cite('who-sth-2017', 'Albendazole 400 mg (200 mg for children 12-23 months)'),
    cite('who-imci-2014', 'Give mebendazole or albendazole'),
  ],
} satisfies Regimen['items'][number];

export const regimens = [
  {
    // Worms in pregnancy: the anthelminthic after the first trimester (albendazole's and mebendazole's
    // first-trimester contraindication withholds it before), and the daily iron and folic acid every pregnant
    // woman is given, the more so when hookworm takes blood.
    id: 'soil-transmitted-helminthiasis-pregnant',
    conditionId: 'soil-transmitted-helminthiasis',
    population: { pregnant: true },
    items: [
      albendazoleItem,
      {
        medicineId: 'ferrous-folic-acid',
        route: 'oral',
        dose: fixed(60, '1 tablet (60 mg iron + 400 micrograms folic acid)', 60, 60),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: 'through pregnancy (120 mg daily if haemoglobin is below 11 g/dL)',
        indication: 'iron and folic acid in pregnancy (hookworm takes iron)',
        alternativeIds: [],
        citations: [
          cite('who-anc-2016', 'A.2.1: daily oral iron 30-60 mg and folic acid 400 micrograms in pregnancy'),
        ],
      },
    ],
    note: 'Deworm after the first trimester (albendazole 400 mg once): WHO preventive chemotherapy includes pregnant women in the second and third trimesters.',
    citations: [
      cite('who-sth-2017', 'Preventive chemotherapy: pregnant women after the first trimester'),
      cite('who-anc-2016', 'A.2.1 Iron and folic acid supplementation'),
    ],
  },
  {
    id: 'soil-transmitted-helminthiasis',
    conditionId: 'soil-transmitted-helminthiasis',
    population: {},
    items: [albendazoleItem],
    citations: [cite('who-sth-2017', 'Treatment')],
  },
  {
    id: 'soil-transmitted-helminthiasis-alternatives',
    conditionId: 'soil-transmitted-helminthiasis',
    population: {},
    items: [
      {
        medicineId: 'mebendazole',
        route: 'oral',
        dose: fixed(500, '1 chewable tablet (500 mg)', 500, 500),
        frequency: 'once',
        dosesPerDay: 1,
        duration: 'single dose',
        indication: 'intestinal worms',
        alternativeIds: [],
        citations: [cite('who-sth-2017', 'Mebendazole 500 mg single dose')],
      },
    ],
    citations: [cite('who-sth-2017', 'Treatment')],
  },
] satisfies readonly Regimen[];

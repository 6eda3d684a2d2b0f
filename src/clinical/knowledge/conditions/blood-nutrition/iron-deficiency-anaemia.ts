import type { Condition, Regimen } from '../../types';
import { perKg, fixed } from '../../dose-rules';
import { cite, pocketBook, bnfc } from '../../regimens-shared/citations';

export const condition = {
  id: 'iron-deficiency-anaemia',
  name: 'Iron-deficiency anaemia',
  icd10: ['D50.9', 'D50.0', 'D50'],
  icd11: '3A00',
  urgency: 'routine',
  prior: {
    baseline: 0.02,
    byAge: [
      { maxYears: 0.5, multiplier: 0.3 },
      { minYears: 0.5, maxYears: 5, multiplier: 1.5 },
      { minYears: 5, maxYears: 12, multiplier: 0.8 },
      { minYears: 12, multiplier: 1 },
    ],
    bySex: { female: 1.8, male: 0.5 },
    pregnancy: { pregnant: 2 },
    citations: [
      { sourceId: 'who-anaemia-2011', section: 'Haemoglobin thresholds and prevalence of anaemia' },
      { sourceId: 'ug-clinical-guidelines-2023', section: 'Blood diseases: Iron deficiency anaemia' },
    ],
  },
  findings: [
    { findingId: 'anaemia-lab', frequency: 0.97 },
    { findingId: 'microcytosis-lab', frequency: 0.85 },
    { findingId: 'severe-anaemia-lab', frequency: 0.12 },
    { findingId: 'pallor', frequency: 0.7 },
    { findingId: 'severe-pallor', frequency: 0.15 },
    { findingId: 'fatigue', frequency: 0.8 },
    { findingId: 'dizziness', frequency: 0.4 },
    { findingId: 'exertional-dyspnoea', frequency: 0.45 },
    { findingId: 'palpitations', frequency: 0.35 },
    // A resting rate of 150 or more is a tachyarrhythmia, not the sinus tachycardia of anaemia.
    {
      findingId: 'very-fast-heart-rate',
      frequency: 0.01,
      // Weighed against the rates of other causes of palpitations (specificity), not the whole population.
      specificity: 0.95,
      citation: {
        sourceId: 'aha-als-2020',
        section:
          'Adult tachyarrhythmia with a pulse algorithm: heart rate typically ≥ 150/min if tachyarrhythmia',
      },
    },
    { findingId: 'headache', frequency: 0.3 },
    { findingId: 'tachycardia', frequency: 0.25 },
    { findingId: 'pica', frequency: 0.2 },
    { findingId: 'heavy-menstrual-bleeding', frequency: 0.3 },
    { findingId: 'stool-ova-lab', frequency: 0.15 },
    { findingId: 'poor-growth', frequency: 0.15 },
    { findingId: 'melaena', frequency: 0.03 },
    { findingId: 'weight-loss', frequency: 0.1 },
    { findingId: 'fever', frequency: 0.05 },
    { findingId: 'jaundice', frequency: 0.003 },
    { findingId: 'splenomegaly', frequency: 0.01 },
    { findingId: 'malaria-test-positive', frequency: 0.05 },
    { findingId: 'sickle-test-positive-lab', frequency: 0.02 },
    { findingId: 'leg-swelling', frequency: 0.05 },
    { findingId: 'shortness-of-breath', frequency: 0.5 },
  ],
  redFlags: [
    {
      findingIds: ['severe-anaemia-lab', 'severe-pallor'],
      finding: 'Severe anaemia (Hb < 7 g/dL)',
      urgency: 'urgent',
      actionRequired:
        'Same-day assessment for transfusion (heart failure, breathlessness at rest, pregnancy near term); find the cause.',
      citations: [
        {
          sourceId: 'who-pocket-book-2013',
          section: 'Chapter 10: Supportive care (management of anaemia, severe anaemia)',
        },
      ],
    },
    {
      findingIds: ['hypoxaemia', 'respiratory-distress'],
      finding: 'Breathless at rest with anaemia: anaemic heart failure',
      urgency: 'emergency',
      actionRequired: 'Oxygen, slow transfusion of packed cells with furosemide; refer.',
      citations: [{ sourceId: 'who-iatt-2011', section: 'Anaemia: indications for transfusion' }],
    },
    {
      findingIds: ['melaena'],
      finding: 'Black stool with iron deficiency: gastrointestinal blood loss',
      urgency: 'urgent',
      actionRequired: 'Refer for endoscopy, especially if over 50 years.',
      citations: [
        {
          sourceId: 'za-hospital-adult-stg-2019',
          section: 'Blood and blood-forming organs: Iron deficiency anaemia',
        },
      ],
    },
  ],
  investigations: [
    {
      test: 'Haemoglobin and full blood count with red cell indices (MCV, MCH)',
      urgency: 'routine',
      rationale: 'Confirms anaemia and microcytosis.',
      expectedFindings:
        'Hb below the WHO threshold (e.g. < 12 g/dL non-pregnant women, < 13 men, < 11 pregnancy and children 6-59 months) with low MCV.',
    },
    {
      test: 'Serum ferritin (with CRP), blood film',
      urgency: 'routine',
      rationale: 'Low ferritin confirms iron deficiency; ferritin rises with inflammation.',
      expectedFindings: 'Ferritin < 15 microgram/L (< 30 with inflammation); pencil cells on the film.',
    },
    {
      test: 'Stool for ova (hookworm, schistosomiasis) and occult blood; malaria test; sickle test in children',
      urgency: 'routine',
      rationale: 'Hookworm and blood loss are common causes; malaria and sickle cell cause other anaemias.',
      expectedFindings: 'Hookworm ova in endemic areas.',
    },
  ],
  monitoring: [
    {
      parameter: 'Haemoglobin',
      frequency: 'After 4 weeks of iron, then at the end of treatment',
      alertCriteria: 'Rise < 1 g/dL after 4 weeks: check adherence and look for another cause',
    },
  ],
  referrals: [
    {
      specialist: 'Physician or gastroenterology',
      urgency: 'routine',
      reason: 'Men and post-menopausal women with unexplained iron deficiency (endoscopy).',
    },
    {
      specialist: 'Gynaecology',
      urgency: 'routine',
      reason: 'Heavy menstrual bleeding that needs investigation.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Eat iron-rich foods: liver, meat, fish, beans, dark green leafy vegetables (sukuma wiki, managu), with fruit for vitamin C.',
      category: 'diet',
      importance: 'high',
    },
    {
      recommendation: 'Take iron tablets between meals; avoid tea or coffee within 1 hour of them.',
      category: 'adherence',
      importance: 'medium',
    },
    {
      recommendation: 'Wear shoes outdoors and deworm regularly to prevent hookworm.',
      category: 'prevention',
      importance: 'medium',
    },
    {
      recommendation:
        'Iron may darken the stool; keep tablets out of reach of children (overdose is dangerous).',
      category: 'safety',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Oral iron (ferrous sulfate or fumarate, as elemental iron) daily, continued for 3 months after haemoglobin normalises; folic acid in pregnancy; treat the cause: albendazole for hookworm, management of heavy menstrual bleeding, investigation of gastrointestinal loss. Transfusion only for severe anaemia with decompensation. Parenteral iron where oral iron fails or is not tolerated (specialist).',
    supportiveCare: ['Take iron with a little food if it upsets the stomach', 'Treat constipation'],
    followUpSchedule: 'Review Hb after 4 weeks, then every 1 to 3 months until 3 months after Hb is normal.',
    antibioticsIndicated: false,
    citations: [
      { sourceId: 'ug-clinical-guidelines-2023', section: 'Blood diseases: Iron deficiency anaemia' },
      { sourceId: 'who-pocket-book-2013', section: 'Chapter 10: Supportive care (management of anaemia)' },
      {
        sourceId: 'za-phc-stg-2020',
        section: 'Blood and blood-related conditions: Anaemia, iron deficiency',
      },
    ],
  },
  citations: [
    {
      sourceId: 'who-anaemia-2011',
      section: 'Haemoglobin thresholds for anaemia by age, sex and pregnancy',
    },
    { sourceId: 'ug-clinical-guidelines-2023', section: 'Blood diseases: Iron deficiency anaemia' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'iron-deficiency-anaemia-pregnant',
    conditionId: 'iron-deficiency-anaemia',
    population: { pregnant: true },
    items: [
      {
        medicineId: 'ferrous-folic-acid',
        route: 'oral',
        dose: fixed(120, '2 tablets (60 mg iron + 400 micrograms folic acid each)', 120, 120),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: 'until haemoglobin is normal, then 60 mg daily through pregnancy',
        indication: 'anaemia in pregnancy',
        alternativeIds: [],
        citations: [
          cite(
            'who-mcpc-2017',
            'Anaemia in pregnancy: 120 mg elemental iron + 400 micrograms folic acid daily',
          ),
        ],
      },
    ],
    note: 'Treat malaria and hookworm (albendazole after the first trimester); severe anaemia (Hb below 7 g/dL) near term: refer.',
    citations: [cite('who-mcpc-2017', 'Anaemia in pregnancy')],
  },
  {
    id: 'iron-deficiency-anaemia-child',
    conditionId: 'iron-deficiency-anaemia',
    population: { maxAgeYears: 12 },
    items: [
      {
        medicineId: 'ferrous-sulfate',
        route: 'oral',
        dose: perKg(3, 60, 60, 1),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '3 months',
        indication: 'iron-deficiency anaemia (elemental iron)',
        alternativeIds: [],
        citations: [
          pocketBook('10.2 Anaemia: oral iron 3 mg/kg/day elemental iron'),
          bnfc('Ferrous sulfate: iron-deficiency anaemia, max 200 mg elemental iron daily'),
        ],
      },
    ],
    note: 'Give albendazole if 1 year or older and not treated in 6 months; treat malaria; feeding advice. Hb below 5 g/dL or with distress: transfuse.',
    citations: [pocketBook('10.2 Anaemia'), cite('who-imci-2014', 'Anaemia: give iron')],
  },
  {
    id: 'iron-deficiency-anaemia',
    conditionId: 'iron-deficiency-anaemia',
    population: {},
    items: [
      {
        medicineId: 'ferrous-sulfate',
        route: 'oral',
        dose: fixed(60, '1 tablet (60 mg elemental iron as 200 mg ferrous sulfate)', 65, 200),
        frequency: 'twice daily',
        dosesPerDay: 2,
        duration: '3 months after haemoglobin normalises',
        indication: 'iron-deficiency anaemia',
        alternativeIds: [],
        citations: [
          cite(
            'who-model-formulary-2008',
            'Section 10.1 Ferrous salt: adult 100-200 mg elemental iron daily in divided doses',
          ),
        ],
      },
    ],
    note: 'Find the cause: hookworm, menstrual or gastrointestinal blood loss, diet. Recheck Hb after 4 weeks.',
    citations: [cite('who-model-formulary-2008', 'Section 10.1 Antianaemia medicines')],
  },
] satisfies readonly Regimen[];

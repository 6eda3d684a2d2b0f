import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';

const munns = (section: string) => cite('rickets-consensus-2016', section);

/** 97. Nutritional rickets (vitamin D or calcium deficiency). */
export const condition = {
  id: 'rickets',
  name: 'Nutritional rickets',
  icd10: ['E55.0', 'E55'],
  icd11: '5B57.0',
  urgency: 'routine',
  prior: {
    baseline: 0.002,
    byAge: [
      { maxYears: 0.5, multiplier: 0.5 },
      { minYears: 0.5, maxYears: 5, multiplier: 3 },
      { minYears: 5, maxYears: 15, multiplier: 0.5 },
      { minYears: 15, multiplier: 0.02 },
    ],
    byCountry: { ET: 2.5, NG: 1.5, SO: 1.5 },
    citations: [munns('Epidemiology: calcium-deficiency rickets in Africa; high prevalence in Ethiopia')],
  },
  findings: [
    { findingId: 'bowed-legs-wide-wrists', frequency: 0.9 },
    { findingId: 'rickets-alp-xray-lab', frequency: 0.85 },
    { findingId: 'poor-growth', frequency: 0.4 },
    { findingId: 'bone-pain', frequency: 0.2 },
    { findingId: 'irritability', frequency: 0.2 },
    { findingId: 'convulsions', frequency: 0.05 },
    { findingId: 'muscle-spasms', frequency: 0.05 },
    { findingId: 'cough', frequency: 0.15 },
    { findingId: 'sweating', frequency: 0.15 },
    { findingId: 'visible-wasting', frequency: 0.1 },
    { findingId: 'fever', frequency: 0.05 },
    { findingId: 'joint-swelling', frequency: 0.05 },
    { findingId: 'hot-swollen-joint', frequency: 0.01 },
    { findingId: 'refuses-to-move-limb', frequency: 0.05 },
    { findingId: 'pallor', frequency: 0.2 },
  ],
  redFlags: [
    {
      findingIds: ['convulsions', 'muscle-spasms', 'stridor'],
      finding: 'Fits, spasms or stridor (laryngospasm) in a child with rickets: symptomatic hypocalcaemia',
      urgency: 'emergency',
      actionRequired: 'Check calcium; IV calcium gluconate under monitoring; refer.',
      citations: [munns('Treatment of symptomatic hypocalcaemia')],
    },
  ],
  investigations: [
    {
      test: 'Serum calcium, phosphate, alkaline phosphatase; 25-OH vitamin D where available',
      urgency: 'routine',
      rationale: 'Confirms rickets and separates vitamin D from calcium deficiency.',
      expectedFindings: 'ALP raised, phosphate low, calcium low or normal, 25-OH D < 30 nmol/L.',
    },
    {
      test: 'X-ray of the wrist or knee',
      urgency: 'routine',
      rationale: 'Diagnosis and follow-up of healing.',
      expectedFindings: 'Cupping, splaying and fraying of the metaphyses; healing line after 3 months.',
    },
  ],
  monitoring: [
    {
      parameter: 'Leg shape, growth, ALP',
      frequency: 'At 3 months of treatment, then 6-monthly',
      alertCriteria: 'No radiological healing after 3 months (look for renal or hereditary rickets)',
    },
  ],
  referrals: [
    {
      specialist: 'Paediatrics',
      urgency: 'routine',
      reason:
        'No healing after 3 months of treatment, deformity persisting after 4 years of age, or a family history.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Daily outdoor play in the sunlight with arms and legs uncovered; calcium-rich foods (milk, small fish with bones, green leaves).',
      category: 'diet',
      importance: 'high',
    },
    {
      recommendation: 'Breastfed infants get vitamin D 400 IU daily through the first year.',
      category: 'prevention',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Vitamin D daily for at least 12 weeks (2000 IU under 1 year, 3000-6000 IU from 1 to 12 years, 6000 IU over 12) together with calcium 500 mg daily, then maintenance 400-600 IU daily. Treat hypocalcaemia first if there are fits or spasms.',
    supportiveCare: ['Dietary calcium', 'Sunlight exposure'],
    followUpSchedule: 'Review at 3 months with ALP and X-ray.',
    antibioticsIndicated: false,
    citations: [munns('Treatment: vitamin D and calcium doses by age')],
  },
  citations: [munns('Nutritional rickets: definition, diagnosis and treatment')],
} satisfies Condition;

type Item = Regimen['items'][number];

const calcium: Item = {
  medicineId: 'calcium-carbonate',
  route: 'oral',
  dose: fixed(500, '1 tablet (500 mg elemental calcium)', 500, 500),
  frequency: 'once daily',
  dosesPerDay: 1,
  duration: '12 weeks with the vitamin D',
  indication: 'nutritional rickets',
  alternativeIds: [],
  citations: [munns('Treatment: oral calcium 500 mg daily with vitamin D')],
};
const vitaminD = (iu: number, indication: string): Item => ({
  medicineId: 'colecalciferol',
  route: 'oral',
  dose: { ...fixed(iu, `${iu} IU`, iu, iu), unit: 'IU' },
  frequency: 'once daily',
  dosesPerDay: 1,
  duration: 'at least 12 weeks, then 400-600 IU daily',
  indication,
  alternativeIds: [],
  citations: [munns('Treatment: daily vitamin D for a minimum of 12 weeks by age')],
});

export const regimens = [
  {
    id: 'rickets-infant',
    conditionId: 'rickets',
    population: { maxAgeYears: 1 },
    items: [vitaminD(2000, 'nutritional rickets under 1 year'), calcium],
    note: 'Recheck calcium if fits or spasms.',
    citations: [munns('Treatment')],
  },
  {
    id: 'rickets-child',
    conditionId: 'rickets',
    population: { minAgeYears: 1, maxAgeYears: 12 },
    items: [vitaminD(3000, 'nutritional rickets from 1 to 12 years'), calcium],
    note: 'The lower end of the 3000-6000 IU range; a single large dose (stoss) is an alternative the source allows for poor adherence.',
    citations: [munns('Treatment')],
  },
  {
    id: 'rickets',
    conditionId: 'rickets',
    population: { minAgeYears: 12 },
    items: [vitaminD(6000, 'nutritional rickets over 12 years'), calcium],
    note: 'Then maintenance 600 IU daily.',
    citations: [munns('Treatment')],
  },
] satisfies readonly Regimen[];

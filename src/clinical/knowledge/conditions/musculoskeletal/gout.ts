import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite, bnf } from '../../regimens-shared/citations';

export const condition = {
  id: 'gout',
  name: 'Gout (acute gouty arthritis)',
  icd10: ['M10.9', 'M10'],
  icd11: 'FA25',
  urgency: 'urgent',
  prior: {
    baseline: 0.003,
    byAge: [
      { maxYears: 20, multiplier: 0.02 },
      { minYears: 20, maxYears: 40, multiplier: 0.6 },
      { minYears: 40, multiplier: 1.5 },
    ],
    bySex: { male: 1.8, female: 0.3 },
    byCountry: {
      KE: 1,
      SO: 0.8,
      ET: 0.8,
      UG: 1,
      TZ: 1,
      NG: 1,
      GH: 1,
      ZA: 1.3,
      MW: 0.9,
      ZW: 1,
      ML: 0.8,
      BF: 0.8,
      BW: 1.1,
      ZM: 1,
    },
    citations: [
      { sourceId: 'acr-gout-2020', section: 'Introduction and recommendations for flare management' },
    ],
  },
  findings: [
    { findingId: 'acute-monoarthritis-toe', frequency: 0.75 },
    { findingId: 'joint-swelling', frequency: 0.9 },
    { findingId: 'arthralgia', frequency: 0.9 },
    { findingId: 'red-hot-swollen-skin', frequency: 0.4 },
    { findingId: 'raised-uric-acid-lab', frequency: 0.8 },
    { findingId: 'raised-crp-lab', frequency: 0.6 },
    { findingId: 'leucocytosis-lab', frequency: 0.3 },
    { findingId: 'known-hypertension', frequency: 0.45 },
    { findingId: 'hypertension-reading', frequency: 0.45 },
    { findingId: 'alcohol-use', frequency: 0.35 },
    { findingId: 'obesity', frequency: 0.35 },
    { findingId: 'known-ckd', frequency: 0.15 },
    { findingId: 'fever', frequency: 0.15 },
    { findingId: 'high-fever', frequency: 0.03 },
    { findingId: 'migratory-polyarthritis', frequency: 0.001 },
    { findingId: 'knee-hip-pain-on-use', frequency: 0.1 },
    { findingId: 'short-morning-stiffness', frequency: 0.1 },
    { findingId: 'crepitus', frequency: 0.02 },
    { findingId: 'dirty-wound', frequency: 0.02 },
    { findingId: 'urethral-discharge', frequency: 0.001 },
  ],
  redFlags: [
    {
      findingIds: ['high-fever', 'hypotension', 'dirty-wound'],
      finding: 'Hot swollen joint with high fever, shock or a wound: septic arthritis until proven otherwise',
      urgency: 'emergency',
      actionRequired:
        'Aspirate the joint (Gram stain, culture, crystals), blood culture and start IV antibiotics (cloxacillin or ceftriaxone); orthopaedic referral.',
      citations: [
        { sourceId: 'za-hospital-adult-stg-2019', section: 'Musculoskeletal system: Septic arthritis' },
      ],
    },
    {
      findingIds: ['urethral-discharge', 'sexual-risk'],
      finding: 'Acute arthritis with urethral discharge or sexual risk: gonococcal arthritis',
      urgency: 'urgent',
      actionRequired: 'Joint aspiration and ceftriaxone; treat partners.',
      citations: [{ sourceId: 'who-stis-2021', section: 'Gonococcal infection: disseminated disease' }],
    },
  ],
  investigations: [
    {
      test: 'Joint aspiration with polarised microscopy for crystals (and Gram stain, culture) where possible',
      urgency: 'urgent',
      rationale: 'Negatively birefringent urate crystals confirm gout and exclude septic arthritis.',
      expectedFindings: 'Needle-shaped negatively birefringent crystals; no organisms.',
    },
    {
      test: 'Serum uric acid (2 weeks after the flare), creatinine, glucose, lipids',
      urgency: 'routine',
      rationale: 'Uric acid can be normal during a flare; kidney function guides drug choice.',
      expectedFindings: 'Uric acid > 0.36 mmol/L (6 mg/dL).',
    },
    {
      test: 'X-ray of the affected joint in recurrent disease',
      urgency: 'routine',
      rationale: 'Erosions and tophi indicate need for urate-lowering therapy.',
      expectedFindings: 'Punched-out erosions with overhanging edges.',
    },
  ],
  monitoring: [
    {
      parameter: 'Serum uric acid on urate-lowering therapy',
      frequency: 'Every 2 to 5 weeks while titrating, then every 6 months',
      alertCriteria: 'Above 0.36 mmol/L (6 mg/dL): increase allopurinol',
    },
    {
      parameter: 'Creatinine',
      frequency: 'Before and during allopurinol',
      alertCriteria: 'Falling eGFR: adjust dose',
    },
  ],
  referrals: [
    {
      specialist: 'Physician or rheumatology',
      urgency: 'routine',
      reason: 'Tophaceous or frequent gout, CKD, or diagnostic doubt.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Cut down alcohol, especially beer and spirits, and sugary drinks.',
      category: 'diet',
      importance: 'high',
    },
    {
      recommendation: 'Eat less red meat, offal and seafood; lose weight gradually if overweight.',
      category: 'diet',
      importance: 'medium',
    },
    {
      recommendation: 'Drink plenty of water; rest and elevate the joint, apply ice during a flare.',
      category: 'hydration',
      importance: 'medium',
    },
    {
      recommendation: 'Once started, take allopurinol every day, including during flares.',
      category: 'adherence',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Flare: start within 24 hours with an NSAID (ibuprofen, naproxen or indometacin) if no contraindication, or low-dose colchicine, or oral prednisolone (preferred in CKD, heart failure or peptic ulcer); ice and rest. Urate-lowering therapy with allopurinol (start low, titrate to uric acid < 0.36 mmol/L) for 2 or more flares a year, tophi, erosions or CKD, with flare prophylaxis (colchicine or NSAID) for 3 to 6 months. Review thiazide diuretics (losartan or amlodipine preferred for hypertension).',
    supportiveCare: ['Ice packs', 'Rest and elevation of the joint'],
    followUpSchedule:
      'Review after the flare (1 to 2 weeks), then every 2 to 5 weeks while titrating allopurinol.',
    antibioticsIndicated: false,
    citations: [
      {
        sourceId: 'acr-gout-2020',
        section: 'Recommendations: flare management; urate-lowering therapy; lifestyle',
      },
      { sourceId: 'za-phc-stg-2020', section: 'Musculoskeletal conditions: Gout' },
    ],
  },
  citations: [
    { sourceId: 'acr-gout-2020', section: 'Recommendations' },
    { sourceId: 'za-phc-stg-2020', section: 'Musculoskeletal conditions: Gout' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'gout',
    conditionId: 'gout',
    population: {},
    items: [
      {
        medicineId: 'ibuprofen',
        route: 'oral',
        dose: fixed(400, '1 tablet (400 mg) with food', 600, 2400),
        frequency: 'every 8 hours',
        dosesPerDay: 3,
        duration: 'until 1-2 days after the flare settles',
        indication: 'acute gout flare',
        alternativeIds: ['colchicine'],
        citations: [
          cite('acr-gout-2020', 'Gout flare: NSAIDs, colchicine or glucocorticoids'),
          bnf('Ibuprofen: 300-400 mg 3-4 times daily, max 2.4 g daily'),
        ],
      },
    ],
    note: 'Rest and ice the joint. Do not start or stop allopurinol during the flare; start urate-lowering therapy (allopurinol 100 mg daily, titrated) for recurrent gout, tophi or urate stones.',
    citations: [cite('acr-gout-2020', 'Management of gout flares')],
  },
  {
    id: 'gout-alternatives',
    conditionId: 'gout',
    population: {},
    items: [
      {
        medicineId: 'colchicine',
        route: 'oral',
        dose: fixed(0.5, '1 tablet (500 micrograms)', 0.5, 2),
        frequency: '2-4 times daily until symptoms are relieved',
        dosesPerDay: 4,
        duration: 'maximum 6 mg per course; not repeated within 3 days',
        indication: 'acute gout when NSAIDs cannot be used',
        alternativeIds: [],
        citations: [bnf('Colchicine: acute gout 500 micrograms 2-4 times daily, max 6 mg per course')],
      },
    ],
    citations: [cite('acr-gout-2020', 'Management of gout flares')],
  },
] satisfies readonly Regimen[];

import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { bnf, cite } from '../../regimens-shared/citations';

const ata = (section: string) => cite('ata-hyperthyroidism-2016', section);

export const condition = {
  id: 'hyperthyroidism-goitre',
  name: 'Hyperthyroidism (Graves disease, toxic nodular goitre) / goitre',
  // A goitre without signs of thyrotoxicosis is a simple (non-toxic, often iodine-deficiency) goitre, E04; any
  // sign or test of thyroid overactivity makes it thyrotoxicosis, E05.
  icd10: ['E04.9', 'E04', 'E05.9', 'E05'],
  icd10ByFinding: [
    {
      findingIds: [
        'low-tsh-lab',
        'known-hyperthyroidism',
        'palpitations',
        'tremor-shakiness',
        'heat-intolerance',
        'exophthalmos',
        'tachycardia',
        'weight-loss',
        'sweating',
      ],
      icd10: 'E05.9',
      citation: { sourceId: 'who-icd10-2019', section: 'E05.9 Thyrotoxicosis, unspecified' },
    },
  ],
  icd11: '5A02',
  urgency: 'routine',
  prior: {
    // Goitre is common in iodine-deficient highlands; thyrotoxicosis mostly women.
    baseline: 0.002,
    byCountry: { ET: 1.8, UG: 1.2, KE: 1, TZ: 1.2 },
    byAge: [
      { maxYears: 12, multiplier: 0.1 },
      { minYears: 12, maxYears: 20, multiplier: 0.6 },
      { minYears: 20, multiplier: 1.1 },
    ],
    bySex: { female: 1.7, male: 0.35 },
    citations: [
      ata('1 Background: epidemiology and causes of thyrotoxicosis'),
      cite('et-stg-2021', 'Endocrine disorders: goitre and thyrotoxicosis'),
    ],
  },
  findings: [
    { findingId: 'goitre', frequency: 0.8 },
    { findingId: 'known-hyperthyroidism', frequency: 0.3, specificity: 0.998 },
    { findingId: 'weight-loss', frequency: 0.6 },
    { findingId: 'heat-intolerance', frequency: 0.5 },
    // Simple (euthyroid) goitre is part of this condition: the thyrotoxic signs are less frequent across it.
    { findingId: 'palpitations', frequency: 0.55 },
    { findingId: 'tachycardia', frequency: 0.55 },
    { findingId: 'tremor-shakiness', frequency: 0.6 },
    { findingId: 'sweating', frequency: 0.5 },
    { findingId: 'exophthalmos', frequency: 0.3 },
    { findingId: 'stress-anxiety', frequency: 0.4 },
    { findingId: 'sleep-disturbance', frequency: 0.4 },
    { findingId: 'fatigue', frequency: 0.5 },
    { findingId: 'diarrhoea', frequency: 0.2 },
    { findingId: 'irregular-pulse', frequency: 0.1 },
    { findingId: 'low-tsh-lab', frequency: 0.97, specificity: 0.98 },
    { findingId: 'raised-tsh-lab', frequency: 0.01 },
    { findingId: 'dysphagia', frequency: 0.05 },
    { findingId: 'hoarse-voice', frequency: 0.05 },
    { findingId: 'cold-intolerance', frequency: 0.02 },
    { findingId: 'weight-gain', frequency: 0.05 },
    { findingId: 'fever', frequency: 0.05 },
    // Thyroid storm: high fever, agitation or confusion, vomiting and diarrhoea, heart failure; restlessness and
    // agitation are common in thyrotoxicosis itself, and storm follows stopping antithyroid drugs or an infection.
    {
      findingId: 'high-fever',
      frequency: 0.08,
      citation: ata('Section 4: thyroid storm, diagnosis and treatment'),
    },
    {
      findingId: 'agitation',
      frequency: 0.15,
      citation: ata('Section 4: thyroid storm, diagnosis and treatment'),
    },
    {
      findingId: 'confusion',
      frequency: 0.05,
      citation: ata('Section 4: thyroid storm, diagnosis and treatment'),
    },
    {
      findingId: 'vomiting',
      frequency: 0.08,
      citation: ata('Section 4: thyroid storm, diagnosis and treatment'),
    },
    { findingId: 'cough', frequency: 0.05 },
    { findingId: 'night-sweats', frequency: 0.05 },
  ],
  redFlags: [
    {
      findingIds: ['high-fever', 'confusion', 'agitation', 'vomiting'],
      finding: 'Fever, agitation or confusion, vomiting in thyrotoxicosis: thyroid storm',
      urgency: 'emergency',
      actionRequired: 'Propranolol, high-dose antithyroid drug, steroids, cooling; refer to hospital.',
      citations: [ata('Section 4: thyroid storm, diagnosis and treatment')],
    },
    {
      findingIds: ['stridor', 'dysphagia'],
      finding: 'Goitre with stridor or difficulty swallowing: compression',
      urgency: 'urgent',
      actionRequired: 'Urgent surgical referral.',
      citations: [cite('et-stg-2021', 'Endocrine disorders: goitre, indications for surgery')],
    },
  ],
  investigations: [
    {
      test: 'TSH and free T4 (free T3 if T4 normal)',
      urgency: 'routine',
      rationale: 'Confirms thyrotoxicosis; normal TSH with goitre means simple goitre.',
      expectedFindings: 'Suppressed TSH with raised free T4 or T3.',
    },
    {
      test: 'Thyroid ultrasound; fine-needle aspiration of a dominant or suspicious nodule',
      urgency: 'routine',
      rationale: 'Nodular goitre and cancer.',
      expectedFindings: 'Diffuse goitre (Graves) or nodules.',
    },
    {
      test: 'Full blood count before and during thionamides',
      urgency: 'routine',
      rationale: 'Baseline for agranulocytosis.',
      expectedFindings: 'Normal neutrophil count.',
    },
  ],
  monitoring: [
    {
      parameter: 'Free T4 (and TSH later), pulse, weight',
      frequency: 'Every 4 to 6 weeks while titrating, then every 3 months',
      alertCriteria: 'Hypothyroidism on treatment; fever or sore throat (check neutrophils).',
    },
  ],
  referrals: [
    {
      specialist: 'Physician / endocrinology',
      urgency: 'routine',
      reason: 'Confirm cause, plan 12 to 18 months of antithyroid drug, radioiodine or surgery.',
    },
    {
      specialist: 'Surgery',
      urgency: 'routine',
      reason: 'Large or compressive goitre, suspicious nodule, relapse.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Stop the tablets and come at once for a blood count if you get a sore throat, fever or mouth ulcers.',
      category: 'safety',
      importance: 'high',
    },
    { recommendation: 'Use iodised salt (prevents goitre).', category: 'diet', importance: 'medium' },
    { recommendation: 'Stop smoking (worsens eye disease).', category: 'prevention', importance: 'medium' },
  ],
  protocol: {
    primaryTreatment:
      'Beta-blocker (propranolol) for symptoms; carbimazole (or methimazole) titrated to free T4, for 12 to 18 months in Graves disease; propylthiouracil in the first trimester of pregnancy and in thyroid storm; radioiodine or thyroidectomy for relapse or toxic nodular goitre. Simple goitre with normal tests: iodised salt, observation, surgery for compression.',
    supportiveCare: ['Eye protection in thyroid eye disease'],
    followUpSchedule: 'Every 4 to 6 weeks until euthyroid, then every 2 to 3 months.',
    antibioticsIndicated: false,
    citations: [
      ata('Section 3: Graves disease, antithyroid drugs; beta-blockade'),
      bnf('Carbimazole: hyperthyroidism, 15 to 40 mg daily then 5 to 15 mg'),
    ],
  },
  citations: [ata('Hyperthyroidism'), cite('et-stg-2021', 'Endocrine disorders: thyroid disease')],
} satisfies Condition;

export const regimens = [
  {
    id: 'hyperthyroidism-goitre-pregnant',
    conditionId: 'hyperthyroidism-goitre',
    population: { pregnant: true },
    items: [],
    note: 'Propylthiouracil in the first trimester and carbimazole after it, at the lowest dose that keeps free T4 at the upper limit of normal, by the specialist: no dose is computed here.',
    citations: [ata('Section 7: Graves disease in pregnancy')],
  },
  {
    id: 'hyperthyroidism-goitre',
    conditionId: 'hyperthyroidism-goitre',
    population: { minAgeYears: 18 },
    items: [
      {
        medicineId: 'carbimazole',
        route: 'oral',
        dose: fixed(20, '1 tablet (20 mg)', 40, 40),
        frequency: 'once daily, then reduced to 5 to 15 mg when euthyroid',
        dosesPerDay: 1,
        duration: '12 to 18 months (Graves disease)',
        indication: 'hyperthyroidism',
        alternativeIds: [],
        citations: [bnf('Carbimazole: 15 to 40 mg daily until euthyroid, then 5 to 15 mg daily')],
      },
      {
        medicineId: 'propranolol',
        route: 'oral',
        dose: fixed(20, '2 tablets of 10 mg', 40, 160),
        frequency: 'three times daily',
        dosesPerDay: 3,
        duration: 'until euthyroid',
        indication: 'palpitations and tremor of hyperthyroidism',
        alternativeIds: [],
        citations: [bnf('Propranolol: thyrotoxicosis, 10 to 40 mg 3 to 4 times daily')],
      },
    ],
    note: 'Not for simple goitre with normal thyroid tests. Children: specialist.',
    citations: [ata('Section 3: treatment of Graves disease')],
  },
] satisfies readonly Regimen[];

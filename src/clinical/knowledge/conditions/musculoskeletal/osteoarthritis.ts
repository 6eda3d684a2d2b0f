import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';
import { paracetamol, ibuprofen } from '../../regimens-shared/pain-and-fever';

export const condition = {
  id: 'osteoarthritis',
  name: 'Osteoarthritis (knee, hip, hand)',
  icd10: ['M19.9', 'M17', 'M16', 'M15', 'M19'],
  urgency: 'routine',
  prior: {
    baseline: 0.015,
    byAge: [
      { maxYears: 40, multiplier: 0.05 },
      { minYears: 40, maxYears: 55, multiplier: 0.8 },
      { minYears: 55, multiplier: 2.5 },
    ],
    bySex: { female: 1.3, male: 0.8 },
    citations: [{ sourceId: 'oarsi-2019', section: 'Introduction: burden of knee and hip osteoarthritis' }],
  },
  findings: [
    { findingId: 'knee-hip-pain-on-use', frequency: 0.9 },
    { findingId: 'arthralgia', frequency: 0.9 },
    { findingId: 'short-morning-stiffness', frequency: 0.75 },
    { findingId: 'crepitus', frequency: 0.7 },
    { findingId: 'joint-swelling', frequency: 0.35 },
    { findingId: 'obesity', frequency: 0.45 },
    { findingId: 'back-pain', frequency: 0.2 },
    { findingId: 'sleep-disturbance', frequency: 0.25 },
    { findingId: 'fatigue', frequency: 0.2 },
    { findingId: 'fever', frequency: 0.02 },
    { findingId: 'high-fever', frequency: 0.005 },
    { findingId: 'acute-monoarthritis-toe', frequency: 0.002 },
    { findingId: 'migratory-polyarthritis', frequency: 0.001 },
    { findingId: 'red-hot-swollen-skin', frequency: 0.005 },
    { findingId: 'weight-loss', frequency: 0.03 },
    { findingId: 'night-sweats', frequency: 0.02 },
    { findingId: 'raised-crp-lab', frequency: 0.1 },
    { findingId: 'rash', frequency: 0.02 },
  ],
  redFlags: [
    {
      findingIds: ['high-fever'],
      finding: 'Hot swollen joint with fever: septic arthritis or crystal arthritis, not osteoarthritis',
      urgency: 'emergency',
      actionRequired: 'Aspirate the joint and treat as septic arthritis until proven otherwise.',
      citations: [
        { sourceId: 'za-hospital-adult-stg-2019', section: 'Musculoskeletal system: Septic arthritis' },
      ],
    },
    {
      findingIds: ['weight-loss', 'night-sweats', 'back-pain-at-rest-night'],
      finding: 'Rest or night pain with weight loss or sweats: infection (TB) or malignancy',
      urgency: 'urgent',
      actionRequired: 'X-ray, ESR/CRP, HIV test and TB work-up; refer.',
      citations: [{ sourceId: 'oarsi-2019', section: 'Diagnosis: exclusion of other conditions' }],
    },
  ],
  investigations: [
    {
      test: 'Clinical diagnosis (age 45 or more, activity-related pain, morning stiffness under 30 minutes)',
      urgency: 'routine',
      rationale: 'X-ray is not needed for typical cases.',
      expectedFindings: 'Bony enlargement, crepitus, reduced range of movement.',
    },
    {
      test: 'X-ray of the joint if atypical or before surgical referral; uric acid and CRP if inflammatory features',
      urgency: 'routine',
      rationale: 'Excludes other arthritis and grades severity.',
      expectedFindings: 'Joint space narrowing, osteophytes, subchondral sclerosis.',
    },
  ],
  monitoring: [
    {
      parameter: 'Pain and function (walking distance, stairs)',
      frequency: 'Every 3 to 6 months',
      alertCriteria: 'Severe pain or disability despite full conservative care: surgical referral',
    },
    {
      parameter: 'Blood pressure, kidney function and GI symptoms on oral NSAIDs',
      frequency: 'Every 1 to 3 months',
      alertCriteria: 'Rising BP or creatinine, dyspepsia or black stool',
    },
  ],
  referrals: [
    { specialist: 'Physiotherapy', urgency: 'routine', reason: 'Structured exercise and walking aids.' },
    {
      specialist: 'Orthopaedics',
      urgency: 'routine',
      reason: 'Severe symptoms despite conservative care (joint replacement).',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Exercise daily: muscle strengthening (quadriceps) and walking or cycling; exercise is treatment, not harm.',
      category: 'activity',
      importance: 'high',
    },
    {
      recommendation: 'Lose weight if overweight: each kilogram lost reduces knee load.',
      category: 'diet',
      importance: 'high',
    },
    {
      recommendation: 'Use a walking stick in the opposite hand and supportive shoes.',
      category: 'self-care',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Education, structured exercise and weight management for all. Topical NSAID for knee and hand osteoarthritis; oral NSAID (ibuprofen, with a PPI if GI risk) at the lowest dose for the shortest time if no contraindication; paracetamol only briefly. Intra-articular corticosteroid for flares of knee osteoarthritis. Joint replacement for end-stage disease.',
    supportiveCare: ['Heat or ice', 'Walking aids', 'Knee brace or insoles where helpful'],
    followUpSchedule: 'Review every 3 to 6 months.',
    antibioticsIndicated: false,
    citations: [
      { sourceId: 'oarsi-2019', section: 'Recommendations for knee, hip and polyarticular OA' },
      { sourceId: 'za-phc-stg-2020', section: 'Musculoskeletal conditions: Osteoarthritis' },
    ],
  },
  citations: [
    { sourceId: 'oarsi-2019', section: 'Recommendations for knee, hip and polyarticular OA' },
    { sourceId: 'za-phc-stg-2020', section: 'Musculoskeletal conditions: Osteoarthritis' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'osteoarthritis',
    conditionId: 'osteoarthritis',
    population: {},
    items: [
      {
        ...paracetamol(
          'osteoarthritis pain',
          cite('who-model-formulary-2008', 'Section 2.1 Paracetamol: 0.5-1 g every 4-6 hours, max 4 g daily'),
        ),
        frequency: 'every 6 hours as needed',
        duration: 'as needed',
        alternativeIds: ['ibuprofen'],
      },
    ],
    note: 'Exercise, weight loss and education are core treatment; topical or short courses of oral NSAIDs for flares.',
    citations: [cite('oarsi-2019', 'Core treatments and pharmacological options')],
  },
  {
    id: 'osteoarthritis-alternatives',
    conditionId: 'osteoarthritis',
    population: {},
    items: [ibuprofen('osteoarthritis pain')],
    citations: [cite('oarsi-2019', 'Oral NSAIDs')],
  },
] satisfies readonly Regimen[];

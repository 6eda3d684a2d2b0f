import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';
import { paracetamol, ibuprofen } from '../../regimens-shared/pain-and-fever';

export const condition = {
  id: 'low-back-pain',
  name: 'Low back pain (mechanical)',
  icd10: ['M54.5', 'M54.4', 'M54'],
  icd11: 'ME84.2',
  urgency: 'routine',
  prior: {
    baseline: 0.03,
    byAge: [
      { maxYears: 12, multiplier: 0.1 },
      { minYears: 12, maxYears: 20, multiplier: 0.5 },
      { minYears: 20, multiplier: 1 },
    ],
    citations: [{ sourceId: 'who-lbp-2023', section: 'Background: burden of low back pain' }],
  },
  findings: [
    { findingId: 'back-pain', frequency: 0.99 },
    { findingId: 'mechanical-back-pain', frequency: 0.85 },
    { findingId: 'pain-radiating-down-leg', frequency: 0.25 },
    { findingId: 'myalgia', frequency: 0.25 },
    { findingId: 'stress-anxiety', frequency: 0.25 },
    { findingId: 'obesity', frequency: 0.25 },
    { findingId: 'sleep-disturbance', frequency: 0.2 },
    { findingId: 'back-pain-at-rest-night', frequency: 0.08 },
    { findingId: 'saddle-anaesthesia-incontinence', frequency: 0.005 },
    { findingId: 'focal-weakness', frequency: 0.02 },
    {
      // A known cancer makes back pain a danger sign (spread to the spine), not mechanical pain.
      findingId: 'known-cancer',
      frequency: 0.003,
      citation: {
        sourceId: 'za-phc-stg-2020',
        section: 'Musculoskeletal conditions: Back pain (danger signs)',
      },
    },
    { findingId: 'fever', frequency: 0.03 },
    { findingId: 'high-fever', frequency: 0.01 },
    { findingId: 'weight-loss', frequency: 0.03 },
    { findingId: 'night-sweats', frequency: 0.02 },
    { findingId: 'chronic-cough', frequency: 0.03 },
    { findingId: 'flank-pain', frequency: 0.03 },
    { findingId: 'dysuria', frequency: 0.03 },
    { findingId: 'urinary-frequency', frequency: 0.03 },
    { findingId: 'haematuria', frequency: 0.002 },
    { findingId: 'vaginal-discharge', frequency: 0.03 },
    { findingId: 'abdominal-pain', frequency: 0.05 },
    { findingId: 'bone-pain', frequency: 0.05 },
  ],
  redFlags: [
    {
      findingIds: ['saddle-anaesthesia-incontinence'],
      finding: 'Saddle numbness or new bladder or bowel dysfunction: cauda equina syndrome',
      urgency: 'emergency',
      actionRequired: 'Same-day emergency referral for MRI and spinal surgery.',
      citations: [
        { sourceId: 'za-phc-stg-2020', section: 'Musculoskeletal conditions: Back pain (danger signs)' },
      ],
    },
    {
      findingIds: ['focal-weakness'],
      finding: 'Progressive leg weakness or numbness',
      urgency: 'emergency',
      actionRequired:
        'Urgent imaging and spinal referral (cord or root compression: TB spine, metastases, disc).',
      citations: [
        { sourceId: 'za-phc-stg-2020', section: 'Musculoskeletal conditions: Back pain (danger signs)' },
      ],
    },
    {
      findingIds: ['fever', 'weight-loss', 'night-sweats', 'back-pain-at-rest-night'],
      finding:
        'Back pain with fever, weight loss, night sweats or night pain: spinal TB, infection or cancer',
      urgency: 'urgent',
      actionRequired: 'Spine X-ray, ESR/CRP, HIV test, TB work-up (GeneXpert); refer.',
      citations: [{ sourceId: 'ke-tb-2021', section: 'Extrapulmonary TB: TB of the spine' }],
    },
  ],
  investigations: [
    {
      test: 'Clinical assessment with red-flag screen and neurological examination of the legs',
      urgency: 'routine',
      rationale: 'Imaging is not needed for non-specific low back pain without red flags.',
      expectedFindings: 'Normal neurology; pain on movement.',
    },
    {
      test: 'X-ray, ESR/CRP, full blood count only if red flags',
      urgency: 'urgent',
      rationale: 'Spinal TB, myeloma, metastases and infection.',
      expectedFindings: 'Vertebral collapse or disc-space destruction in spinal TB.',
    },
  ],
  monitoring: [
    {
      parameter: 'Pain and function',
      frequency: 'Review after 2 to 4 weeks',
      alertCriteria: 'No improvement after 6 weeks or new red flag: re-assess and image',
    },
  ],
  referrals: [
    {
      specialist: 'Physiotherapy',
      urgency: 'routine',
      reason: 'Exercise therapy for persistent or chronic pain.',
    },
    {
      specialist: 'Orthopaedics or neurosurgery',
      urgency: 'urgent',
      reason: 'Red flags, persistent radicular pain with deficit.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Stay active and continue normal activities as far as possible; bed rest slows recovery.',
      category: 'activity',
      importance: 'high',
    },
    {
      recommendation:
        'Use heat for pain relief; do regular back and core exercises once the acute pain settles.',
      category: 'self-care',
      importance: 'medium',
    },
    {
      recommendation: 'Lift with bent knees, keep loads close to the body, avoid long static postures.',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Reassurance and advice to stay active; superficial heat; short course of an NSAID (ibuprofen) if no contraindication, or paracetamol; structured exercise, and physiotherapy or spinal manipulation for persistent pain. Avoid routine opioids, imaging and bed rest. Chronic primary low back pain: exercise programmes, psychological therapies and multi-component care as WHO 2023.',
    supportiveCare: ['Heat packs', 'Short-term muscle relaxant only for severe spasm'],
    followUpSchedule: 'Review after 2 to 4 weeks if not improving; at once for red flags.',
    antibioticsIndicated: false,
    citations: [
      {
        sourceId: 'who-lbp-2023',
        section: 'Recommendations: education, exercise, physical and psychological interventions, medicines',
      },
      { sourceId: 'za-phc-stg-2020', section: 'Musculoskeletal conditions: Back pain, low' },
    ],
  },
  citations: [
    { sourceId: 'who-lbp-2023', section: 'Recommendations' },
    { sourceId: 'za-phc-stg-2020', section: 'Musculoskeletal conditions: Back pain, low' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'low-back-pain',
    conditionId: 'low-back-pain',
    population: {},
    items: [ibuprofen('mechanical low back pain', ['paracetamol'])],
    note: 'Stay active, avoid bed rest; red flags (fever, weight loss, neurological deficit, trauma, cancer history): investigate.',
    citations: [cite('za-phc-stg-2020', 'Low back pain: NSAID short course, stay active')],
  },
  {
    id: 'low-back-pain-alternatives',
    conditionId: 'low-back-pain',
    population: {},
    items: [paracetamol('low back pain')],
    citations: [cite('za-phc-stg-2020', 'Low back pain')],
  },
] satisfies readonly Regimen[];

import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';
import { paracetamol, ibuprofen } from '../../regimens-shared/pain-and-fever';

export const condition = {
  id: 'tension-type-headache',
  name: 'Tension-type headache',
  icd10: ['G44.2'],
  icd11: '8A81',
  urgency: 'routine',
  prior: {
    baseline: 0.015,
    byAge: [
      { maxYears: 6, multiplier: 0.2 },
      { minYears: 6, maxYears: 12, multiplier: 0.6 },
      { minYears: 12, multiplier: 1 },
    ],
    bySex: { female: 1.2, male: 0.8 },
    citations: [{ sourceId: 'ihs-ichd3-2018', section: '2. Tension-type headache' }],
  },
  findings: [
    { findingId: 'headache', frequency: 0.99 },
    { findingId: 'band-like-headache', frequency: 0.75 },
    { findingId: 'recurrent-headache-episodes', frequency: 0.75 },
    { findingId: 'stress-anxiety', frequency: 0.5 },
    { findingId: 'sleep-disturbance', frequency: 0.35 },
    { findingId: 'fatigue', frequency: 0.3 },
    { findingId: 'myalgia', frequency: 0.2 },
    { findingId: 'low-mood', frequency: 0.2 },
    { findingId: 'photophobia', frequency: 0.1 },
    { findingId: 'phonophobia', frequency: 0.1 },
    { findingId: 'severe-headache', frequency: 0.01 },
    { findingId: 'unilateral-throbbing-headache', frequency: 0.005 },
    { findingId: 'nausea', frequency: 0.05 },
    { findingId: 'vomiting', frequency: 0.02 },
    { findingId: 'headache-aura', frequency: 0.001 },
    { findingId: 'visual-disturbance', frequency: 0.005 },
    { findingId: 'fever', frequency: 0.02 },
    { findingId: 'high-fever', frequency: 0.005 },
    { findingId: 'neck-stiffness', frequency: 0.002 },
    { findingId: 'sudden-severe-headache', frequency: 0.001 },
    { findingId: 'focal-weakness', frequency: 0.001 },
    { findingId: 'confusion', frequency: 0.01 },
    { findingId: 'cough', frequency: 0.05 },
    { findingId: 'runny-nose', frequency: 0.05 },
  ],
  redFlags: [
    {
      findingIds: ['sudden-severe-headache', 'focal-weakness', 'confusion'],
      finding: 'Thunderclap headache, focal deficit or confusion: secondary headache',
      urgency: 'emergency',
      actionRequired: 'Urgent assessment for subarachnoid haemorrhage, stroke or intracranial infection.',
      citations: [
        {
          sourceId: 'za-phc-stg-2020',
          section: 'Central nervous system: Headache (danger signs and referral)',
        },
      ],
    },
    {
      findingIds: ['neck-stiffness'],
      finding: 'Headache with neck stiffness',
      urgency: 'critical',
      actionRequired: 'Treat as meningitis until excluded; malaria test.',
      citations: [{ sourceId: 'who-meningitis-2025', section: 'Clinical suspicion and initial management' }],
    },
  ],
  investigations: [
    {
      test: 'Clinical diagnosis; blood pressure, visual acuity and neurological examination',
      urgency: 'routine',
      rationale: 'Typical history with normal examination needs no tests.',
      expectedFindings: 'Normal examination, sometimes pericranial muscle tenderness.',
    },
  ],
  monitoring: [
    {
      parameter: 'Headache days and analgesic use',
      frequency: 'Every 1 to 3 months if frequent',
      alertCriteria: 'Headache on 15 or more days a month (chronic) or analgesics on 15 or more days',
    },
  ],
  referrals: [
    {
      specialist: 'Physician or neurology',
      urgency: 'routine',
      reason: 'Chronic daily headache not responding to treatment, or any red flag.',
    },
    {
      specialist: 'Mental health services',
      urgency: 'routine',
      reason: 'Associated depression or anxiety.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Regular sleep, meals, water and physical activity; relaxation and neck stretching exercises.',
      category: 'self-care',
      importance: 'high',
    },
    {
      recommendation:
        'Limit pain medicines to fewer than 10 to 15 days a month to avoid medication-overuse headache.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation: 'Talk about sources of stress; counselling helps frequent headaches.',
      category: 'self-care',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Reassurance and explanation; simple analgesics for episodes (paracetamol, ibuprofen or aspirin), limited to avoid medication overuse. Frequent or chronic tension-type headache: amitriptyline at night as prophylaxis, with stress management and physical therapy.',
    supportiveCare: [
      'Relaxation techniques',
      'Heat or massage of neck muscles',
      'Screen for depression and anxiety',
    ],
    followUpSchedule: 'Review in 4 to 6 weeks if frequent; sooner if the pattern changes.',
    antibioticsIndicated: false,
    citations: [
      {
        sourceId: 'ihs-ichd3-2018',
        section: '2.2 Frequent episodic tension-type headache; 2.3 Chronic tension-type headache',
      },
      { sourceId: 'za-phc-stg-2020', section: 'Central nervous system: Headache, tension-type' },
    ],
  },
  citations: [
    { sourceId: 'ihs-ichd3-2018', section: '2. Tension-type headache' },
    { sourceId: 'za-phc-stg-2020', section: 'Central nervous system: Headache, tension-type' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'tension-type-headache',
    conditionId: 'tension-type-headache',
    population: {},
    items: [
      {
        ...paracetamol(
          'tension-type headache',
          cite('who-model-formulary-2008', 'Section 2.1 Paracetamol for headache'),
        ),
        alternativeIds: ['ibuprofen'],
      },
    ],
    note: 'Limit analgesics to under 10 days a month (medication-overuse headache); stress management, posture, sleep.',
    citations: [cite('ihs-ichd3-2018', '2 Tension-type headache')],
  },
  {
    id: 'tension-type-headache-alternatives',
    conditionId: 'tension-type-headache',
    population: {},
    items: [ibuprofen('tension-type headache')],
    citations: [cite('ihs-ichd3-2018', '2 Tension-type headache')],
  },
] satisfies readonly Regimen[];

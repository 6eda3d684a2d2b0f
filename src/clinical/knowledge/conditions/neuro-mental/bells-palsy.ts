import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';

const aao = (section: string) => cite('aao-hns-bells-2013', section);

export const condition = {
  id: 'bells-palsy',
  name: "Bell's palsy (idiopathic facial nerve palsy)",
  icd10: ['G51.0'],
  icd11: '8B88.0',
  urgency: 'urgent',
  prior: {
    baseline: 0.0008,
    byAge: [
      { maxYears: 10, multiplier: 0.4 },
      { minYears: 10, maxYears: 60, multiplier: 1.1 },
      { minYears: 60, multiplier: 1 },
    ],
    // About three times commoner in pregnancy, most in the third trimester (AAO-HNS 2013, risk factors).
    pregnancy: { pregnant: 3 },
    citations: [aao('Introduction: incidence and risk factors')],
  },
  findings: [
    { findingId: 'facial-weakness-forehead-involved', frequency: 0.9 },
    { findingId: 'facial-droop', frequency: 0.95 },
    { findingId: 'ear-pain', frequency: 0.4 },
    { findingId: 'eye-discharge', frequency: 0.05 },
    { findingId: 'red-eyes', frequency: 0.1 },
    { findingId: 'known-diabetes', frequency: 0.1 },
    { findingId: 'known-hiv', frequency: 0.08 },
    { findingId: 'focal-weakness', frequency: 0.01 },
    { findingId: 'speech-difficulty', frequency: 0.03 },
    { findingId: 'sudden-onset-neuro', frequency: 0.3 },
    { findingId: 'headache', frequency: 0.15 },
    { findingId: 'vesicular-rash', frequency: 0.03 },
    { findingId: 'herpes-zoster', frequency: 0.03 },
    { findingId: 'confusion', frequency: 0.005 },
    { findingId: 'fever', frequency: 0.05 },
    { findingId: 'hearing-loss', frequency: 0.05 },
    {
      // Bell's palsy is idiopathic: a discharging ear points to otitis media or externa as the palsy's cause.
      findingId: 'ear-discharge',
      frequency: 0.003,
      citation: aao('Diagnosis: exclude identifiable causes (otologic disease)'),
    },
    // Pregnancy is already in the prior (above): told in the case it neither adds nor costs (likelihood ratio 1).
    {
      findingId: 'pregnant',
      frequency: 0.1,
      specificity: 0.9,
      citation: aao('Introduction: incidence and risk factors'),
    },
    {
      findingId: 'pregnancy-over-20-weeks',
      frequency: 0.1,
      specificity: 0.9,
      citation: aao('Introduction: incidence and risk factors'),
    },
    // Food collecting in the cheek on the weak side is the buccinator's weakness, not a swallowing problem.
    { findingId: 'dysphagia', frequency: 0.05, citation: aao('Clinical presentation') },
  ],
  redFlags: [
    {
      findingIds: ['focal-weakness', 'speech-difficulty', 'confusion'],
      // A stroke is sent at once within a week of onset (NICE NG128 1.1.3), not a palsy weeks old.
      maxDurationDays: 7,
      finding:
        'Facial weakness with arm or leg weakness, speech problems or confusion, or sparing the forehead: stroke, not Bell palsy',
      urgency: 'emergency',
      actionRequired: 'Manage as acute stroke; urgent referral.',
      citations: [
        aao('Statement 1: exclude other causes of facial paresis'),
        { sourceId: 'nice-ng128-2019', section: '1.1.3 and 1.1.4: the first week from onset' },
      ],
    },
    {
      findingIds: ['vesicular-rash', 'herpes-zoster'],
      finding: 'Vesicles in the ear or mouth: Ramsay Hunt syndrome',
      urgency: 'urgent',
      actionRequired: 'Add antiviral and refer if available.',
      citations: [aao('Differential diagnosis: herpes zoster oticus')],
    },
  ],
  investigations: [
    {
      test: 'Clinical examination: forehead involvement, eye closure, ears, other cranial nerves, limbs',
      urgency: 'urgent',
      rationale: 'Bell palsy is a diagnosis of exclusion; forehead sparing suggests a central cause.',
      expectedFindings: 'Whole one side of the face weak, no other neurology.',
    },
    {
      test: 'Blood glucose, HIV test; blood pressure',
      urgency: 'routine',
      rationale: 'Associated conditions.',
      expectedFindings: 'Usually normal.',
    },
  ],
  monitoring: [
    {
      parameter: 'Eye closure and corneal protection; facial function',
      frequency: 'Review at 1 to 2 weeks and at 3 months',
      alertCriteria: 'Eye pain or redness; no recovery by 3 months (refer).',
    },
  ],
  referrals: [
    {
      specialist: 'Eye services',
      urgency: 'urgent',
      reason: 'Red or painful eye with incomplete eye closure.',
    },
    {
      specialist: 'ENT / neurology',
      urgency: 'routine',
      reason: 'No recovery after 3 months, recurrence, other cranial nerves involved.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Protect the eye: lubricating drops by day, tape the eye closed at night, sunglasses outdoors.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation: 'Most people recover fully within weeks to 3 months.',
      category: 'self-care',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Oral corticosteroid within 72 hours of onset for patients 16 years and older (prednisolone 50 mg daily for 10 days, or 60 mg for 5 days then taper). Antiviral alone is not recommended; it may be added to steroids. Eye protection. No routine imaging or lab testing.',
    supportiveCare: ['Eye lubricants and taping', 'Facial exercises'],
    followUpSchedule: 'Review at 1 to 2 weeks and at 3 months.',
    antibioticsIndicated: false,
    citations: [aao('Statement 3: oral steroids within 72 hours; Statement 5: eye care')],
  },
  citations: [aao("Clinical practice guideline: Bell's palsy")],
} satisfies Condition;

export const regimens = [
  {
    id: 'bells-palsy',
    conditionId: 'bells-palsy',
    population: { minAgeYears: 16 },
    items: [
      {
        medicineId: 'prednisolone',
        route: 'oral',
        dose: fixed(50, '2 tablets of 25 mg', 50, 50),
        frequency: 'once daily in the morning',
        dosesPerDay: 1,
        duration: '10 days, started within 72 hours of onset',
        indication: "Bell's palsy",
        alternativeIds: [],
        citations: [aao('Statement 3: oral steroids, e.g. prednisolone 50 mg daily for 10 days')],
      },
    ],
    note: 'Check glucose in diabetes. Under 16 years: the guideline does not cover them; clinician decision.',
    citations: [aao('Statement 3: oral steroids')],
  },
] satisfies readonly Regimen[];

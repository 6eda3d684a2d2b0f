import type { Condition, Regimen } from '../../types';
import { fixed, perKg } from '../../dose-rules';
import { aware, cite, pocketBook } from '../../regimens-shared/citations';

export const condition = {
  id: 'osteomyelitis-septic-arthritis',
  name: 'Osteomyelitis / septic arthritis',
  icd10: ['M86.1', 'M86', 'M00.9', 'M00'],
  // A hot swollen joint is septic (pyogenic) arthritis; bone pain and tenderness without it, osteomyelitis; a
  // toddler with fever who will not move a limb or bear weight, septic arthritis (of the hip) until proved
  // otherwise (Pocket Book 2013, 6.8).
  icd10ByFinding: [
    {
      findingIds: ['hot-swollen-joint', 'joint-swelling'],
      icd10: 'M00.9',
      citation: { sourceId: 'who-icd10-2019', section: 'M00.9 Pyogenic arthritis, unspecified' },
    },
    {
      findingIds: ['bone-tenderness', 'bone-pain', 'discharging-sinus-bone'],
      icd10: 'M86.1',
      citation: { sourceId: 'who-icd10-2019', section: 'M86.1 Other acute osteomyelitis' },
    },
    {
      findingIds: ['refuses-to-move-limb'],
      icd10: 'M00.9',
      citation: { sourceId: 'who-icd10-2019', section: 'M00.9 Pyogenic arthritis, unspecified' },
    },
  ],
  icd11: 'FB84',
  urgency: 'urgent',
  // Acute haematogenous osteomyelitis and septic arthritis in children start from a bacteraemia: a share present
  // septic (fast breathing, lethargy, shock), which does not change that the joint is drained at its source.
  // The share is a conservative estimate: the guideline cited describes this form, not its share of all cases.
  comesWith: [
    {
      conditionId: 'sepsis',
      share: 0.1,
      whenAnyOf: [
        'refuses-to-move-limb',
        'hot-swollen-joint',
        'joint-swelling',
        'bone-pain',
        'bone-tenderness',
        'discharging-sinus-bone',
      ],
      citation: pocketBook(
        '6.6 Osteomyelitis and septic arthritis: the child is ill, with fever; treat septicaemia if present',
      ),
    },
  ],
  prior: {
    baseline: 0.001,
    byAge: [
      { maxYears: 15, multiplier: 1.8 },
      { minYears: 15, maxYears: 60, multiplier: 0.7 },
      { minYears: 60, multiplier: 1 },
    ],
    bySex: { male: 1.3, female: 0.8 },
    citations: [pocketBook('6.7 Osteomyelitis and septic arthritis'), aware('Bone and joint infections')],
  },
  findings: [
    { findingId: 'fever', frequency: 0.8 },
    { findingId: 'bone-pain', frequency: 0.7 },
    { findingId: 'bone-tenderness', frequency: 0.6 },
    { findingId: 'hot-swollen-joint', frequency: 0.5 },
    { findingId: 'joint-swelling', frequency: 0.55 },
    { findingId: 'refuses-to-move-limb', frequency: 0.6 },
    {
      findingId: 'limp',
      frequency: 0.35,
      citation: pocketBook('6.7 Osteomyelitis and septic arthritis: signs'),
    },
    { findingId: 'red-hot-swollen-skin', frequency: 0.4 },
    { findingId: 'arthralgia', frequency: 0.4 },
    { findingId: 'known-sickle-cell', frequency: 0.12 },
    { findingId: 'discharging-sinus-bone', frequency: 0.15 },
    { findingId: 'dirty-wound', frequency: 0.15 },
    { findingId: 'leucocytosis-lab', frequency: 0.6 },
    { findingId: 'raised-crp-lab', frequency: 0.9 },
    { findingId: 'tachycardia', frequency: 0.4 },
    { findingId: 'fluctuant-swelling', frequency: 0.15 },
    // Acute haematogenous infection in a child: high fever, a child who is ill and weak, an infant irritable
    // and crying when the limb is moved.
    ...(
      [
        ['high-fever', 0.4],
        ['fatigue', 0.3],
        ['irritability', 0.25],
      ] as const
    ).map(([findingId, frequency]) => ({
      findingId,
      frequency,
      citation: pocketBook('6.7 Osteomyelitis and septic arthritis: signs'),
    })),
    {
      // In sexually active young adults gonococcal arthritis is a leading cause of a hot swollen joint.
      findingId: 'sexual-risk',
      frequency: 0.1,
      citation: cite('harrison-2022', 'Infectious arthritis: gonococcal arthritis'),
    },
    // In adults chronic osteomyelitis most often follows an open fracture or its fixation (contiguous focus):
    // the old fracture is told with the discharging sinus.
    ...(
      [
        ['open-fracture', 0.2],
        ['limb-deformity-fracture', 0.15],
      ] as const
    ).map(([findingId, frequency]) => ({
      findingId,
      frequency,
      citation: cite('harrison-2022', 'Osteomyelitis: contiguous-focus osteomyelitis after open fracture'),
    })),
    { findingId: 'acute-monoarthritis-toe', frequency: 0.02 },
    { findingId: 'migratory-polyarthritis', frequency: 0.02 },
    { findingId: 'raised-uric-acid-lab', frequency: 0.05 },
    { findingId: 'cough', frequency: 0.05 },
    { findingId: 'diarrhoea', frequency: 0.03 },
    { findingId: 'rash', frequency: 0.03 },
  ],
  redFlags: [
    {
      findingIds: ['hot-swollen-joint', 'refuses-to-move-limb'],
      finding: 'Hot swollen joint or a limb the child will not move: septic arthritis until proved otherwise',
      urgency: 'emergency',
      actionRequired:
        'Aspirate the joint (culture) and start IV antibiotics the same day; urgent orthopaedic washout.',
      citations: [pocketBook('6.7 Septic arthritis: aspiration, antibiotics, surgical drainage')],
    },
    {
      // A limp still bears weight: with fever it is septic arthritis or osteomyelitis until proved
      // otherwise; without fever it is a limp to examine, not this emergency.
      findingIds: ['limp'],
      allOf: ['fever'],
      finding: 'A child limping with fever: septic arthritis or osteomyelitis until proved otherwise',
      urgency: 'emergency',
      actionRequired:
        'Examine every joint and bone of the leg, full blood count, CRP, blood culture; aspirate a swollen joint and start IV antibiotics the same day.',
      citations: [pocketBook('6.7 Osteomyelitis and septic arthritis: the child is ill, with fever')],
    },
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands'],
      finding: 'Shock: septicaemia from bone or joint infection',
      urgency: 'critical',
      actionRequired: 'Resuscitate, IV antibiotics, refer.',
      citations: [aware('Bone and joint infections: severe sepsis')],
    },
  ],
  investigations: [
    {
      test: 'Joint aspiration (Gram stain, culture, cell count) before antibiotics; blood culture',
      urgency: 'stat',
      rationale: 'Identifies the organism (Staphylococcus aureus, Salmonella in sickle cell disease).',
      expectedFindings: 'Purulent fluid, > 50,000 white cells/microlitre; Gram-positive cocci.',
    },
    {
      test: 'Full blood count, CRP or ESR; sickle test in children',
      urgency: 'urgent',
      rationale: 'Inflammation; sickle cell disease changes the likely organism.',
      expectedFindings: 'Raised white cells and CRP.',
    },
    {
      test: 'X-ray of the bone (changes after 10 to 14 days); ultrasound of the joint',
      urgency: 'urgent',
      rationale: 'Joint effusion early; periosteal reaction and sequestrum later.',
      expectedFindings: 'Effusion; lytic lesion or periosteal elevation in established osteomyelitis.',
    },
  ],
  monitoring: [
    {
      parameter: 'Temperature, pain, swelling, CRP',
      frequency: 'Daily, CRP twice weekly',
      alertCriteria: 'No improvement in 48 to 72 hours: abscess needing drainage.',
    },
  ],
  referrals: [
    {
      specialist: 'Orthopaedics / surgery',
      urgency: 'emergency',
      reason: 'Joint washout; drainage of subperiosteal abscess; chronic osteomyelitis with sequestrum.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Complete the whole antibiotic course (at least 3 weeks, longer for bone infection).',
      category: 'adherence',
      importance: 'high',
    },
    {
      recommendation: 'Rest and splint the limb at first, then physiotherapy to keep the joint moving.',
      category: 'activity',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Aspirate, culture, then IV antistaphylococcal antibiotic (cloxacillin); in sickle cell disease or young children cover Gram-negatives (add ceftriaxone or use chloramphenicol per the pocket book). Switch to oral when improving; total at least 3 weeks for septic arthritis and 3 to 6 weeks for osteomyelitis. Drain pus surgically (joint washout, subperiosteal abscess).',
    supportiveCare: ['Analgesia', 'Splint the limb', 'Nutrition'],
    followUpSchedule: 'Weekly until the course ends; X-ray at 4 to 6 weeks for osteomyelitis.',
    antibioticsIndicated: true,
    citations: [
      pocketBook('6.7 Osteomyelitis and septic arthritis: treatment'),
      aware('Bone and joint infections: cloxacillin'),
    ],
  },
  citations: [pocketBook('6.7 Osteomyelitis and septic arthritis'), aware('Bone and joint infections')],
} satisfies Condition;

export const regimens = [
  {
    id: 'osteomyelitis-septic-arthritis-child',
    conditionId: 'osteomyelitis-septic-arthritis',
    population: { maxAgeYears: 12 },
    items: [
      {
        medicineId: 'cloxacillin',
        route: 'intravenous',
        dose: perKg(50, 2000, 8000, 50),
        frequency: 'every 6 hours',
        dosesPerDay: 4,
        duration: 'IV until improving, then oral; at least 3 weeks in all (3 to 6 weeks for bone)',
        indication: 'osteomyelitis or septic arthritis',
        alternativeIds: [],
        citations: [pocketBook('6.7 Osteomyelitis and septic arthritis: cloxacillin 50 mg/kg every 6 hours')],
      },
    ],
    note: 'In sickle cell disease add Gram-negative cover as the pocket book directs.',
    citations: [pocketBook('6.7 Osteomyelitis and septic arthritis')],
  },
  {
    id: 'osteomyelitis-septic-arthritis',
    conditionId: 'osteomyelitis-septic-arthritis',
    population: {},
    items: [
      {
        medicineId: 'cloxacillin',
        route: 'intravenous',
        dose: fixed(2000, '2 g', 2000, 8000),
        frequency: 'every 6 hours',
        dosesPerDay: 4,
        duration: 'IV until improving, then oral; at least 3 weeks in all (3 to 6 weeks for bone)',
        indication: 'osteomyelitis or septic arthritis',
        alternativeIds: [],
        citations: [aware('Bone and joint infections: cloxacillin 2 g IV every 6 hours')],
      },
    ],
    note: 'Adjust to culture; joint washout for septic arthritis.',
    citations: [aware('Bone and joint infections')],
  },
] satisfies readonly Regimen[];

import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite, pocketBook } from '../../regimens-shared/citations';

export const condition = {
  id: 'otitis-externa-csom',
  name: 'Otitis externa / chronic suppurative otitis media',
  icd10: ['H66.3', 'H60.9', 'H60'],
  // A painful, itchy or swollen ear canal (pain on pulling the ear) is otitis externa, not chronic otitis media.
  icd10ByFinding: [
    {
      findingIds: ['ear-canal-pain-tragus'],
      icd10: 'H60.9',
      citation: { sourceId: 'who-icd10-2019', section: 'H60.9 Otitis externa, unspecified' },
    },
  ],
  icd11: 'AB0Z',
  urgency: 'routine',
  prior: {
    baseline: 0.006,
    byAge: [
      { maxYears: 2, multiplier: 0.8 },
      { minYears: 2, maxYears: 15, multiplier: 1.5 },
      { minYears: 15, multiplier: 0.8 },
    ],
    citations: [pocketBook('7.4.2 Chronic otitis media'), pocketBook('7.4 Ear problems')],
  },
  findings: [
    { findingId: 'ear-discharge', frequency: 0.8 },
    { findingId: 'chronic-ear-discharge', frequency: 0.55 },
    { findingId: 'ear-pain', frequency: 0.5 },
    { findingId: 'ear-canal-pain-tragus', frequency: 0.35 },
    { findingId: 'hearing-loss', frequency: 0.5 },
    { findingId: 'itching', frequency: 0.25 },
    // Complicated chronic otitis media (mastoiditis, meningitis, brain abscess) is febrile and swells behind the ear.
    { findingId: 'fever', frequency: 0.15, citation: pocketBook('7.4.1 Mastoiditis') },
    { findingId: 'high-fever', frequency: 0.05, citation: pocketBook('7.4.1 Mastoiditis') },
    { findingId: 'red-bulging-eardrum', frequency: 0.03 },
    { findingId: 'tender-swelling-behind-ear', frequency: 0.05, citation: pocketBook('7.4.1 Mastoiditis') },
    {
      findingId: 'behind-ear-redness-tenderness',
      frequency: 0.05,
      citation: pocketBook('7.4.1 Mastoiditis'),
    },
    { findingId: 'ear-pushed-forward', frequency: 0.03, citation: pocketBook('7.4.1 Mastoiditis') },
    // Necrotising (malignant) otitis externa: an older person with diabetes, severe night-time ear pain and
    // discharge, the facial nerve palsied as the infection reaches the skull base; chronic otitis media also
    // palsies the facial nerve.
    ...(
      [
        ['known-diabetes', 0.1],
        ['facial-droop', 0.03],
        ['facial-weakness-forehead-involved', 0.03],
      ] as const
    ).map(([findingId, frequency]) => ({
      findingId,
      frequency,
      citation: cite('ohcm-2024', 'ENT: malignant (necrotising) otitis externa'),
    })),
    { findingId: 'known-hiv', frequency: 0.1 },
    { findingId: 'freshwater-contact', frequency: 0.15 },
    { findingId: 'runny-nose', frequency: 0.15 },
    { findingId: 'cough', frequency: 0.1 },
    { findingId: 'sore-throat', frequency: 0.05 },
    { findingId: 'headache', frequency: 0.1 },
  ],
  redFlags: [
    {
      findingIds: ['tender-swelling-behind-ear'],
      finding: 'Tender swelling behind the ear: mastoiditis',
      urgency: 'emergency',
      actionRequired: 'IV antibiotics and urgent ENT referral.',
      citations: [pocketBook('7.4.1 Mastoiditis')],
    },
    // The other signs of mastoiditis (the ear pushed forward, a red or tender bone behind it) count with a
    // discharging or painful ear: alone, an ear that sticks out is a shape and pain behind it may be a gland.
    {
      findingIds: ['ear-pushed-forward', 'behind-ear-redness-tenderness'],
      allOf: ['ear-discharge'],
      finding:
        'Ear pushed forward, or redness or tenderness behind the ear, with a discharging ear: mastoiditis',
      urgency: 'emergency',
      actionRequired: 'IV antibiotics and urgent ENT referral.',
      citations: [pocketBook('7.4.1 Mastoiditis')],
    },
    {
      findingIds: ['ear-pushed-forward'],
      allOf: ['ear-pain'],
      finding: 'Ear pushed forward with ear pain: mastoiditis',
      urgency: 'emergency',
      actionRequired: 'IV antibiotics and urgent ENT referral.',
      citations: [pocketBook('7.4.1 Mastoiditis')],
    },
    {
      findingIds: ['neck-stiffness', 'confusion', 'severe-headache', 'convulsions'],
      finding: 'Headache, neck stiffness, drowsiness or fits with a discharging ear: intracranial spread',
      urgency: 'critical',
      actionRequired: 'Treat as meningitis or brain abscess; refer at once.',
      citations: [pocketBook('7.4.2 Chronic otitis media: complications')],
    },
    {
      // Necrotising otitis externa spreads to the skull base: ear pain in a person with diabetes, or a facial
      // palsy with a diseased ear, needs an ENT assessment the same day, not ear drops alone.
      findingIds: ['known-diabetes', 'facial-droop', 'facial-weakness-forehead-involved'],
      allOf: ['ear-pain'],
      finding:
        'Ear pain with diabetes or a facial palsy: necrotising otitis externa or a complicated otitis media',
      urgency: 'urgent',
      actionRequired:
        'Refer to ENT the same day for assessment and parenteral antibiotics; check blood glucose.',
      citations: [cite('ohcm-2024', 'ENT: malignant (necrotising) otitis externa')],
    },
  ],
  investigations: [
    {
      test: 'Otoscopy after cleaning the canal',
      urgency: 'routine',
      rationale: 'Perforated drum (CSOM) vs swollen canal with intact drum (otitis externa); cholesteatoma.',
      expectedFindings: 'Perforation with discharge in CSOM; oedematous canal in otitis externa.',
    },
    {
      test: 'Hearing test; swab for culture if not responding; HIV test where indicated',
      urgency: 'routine',
      rationale: 'Hearing loss and resistant organisms.',
      expectedFindings: 'Conductive hearing loss.',
    },
  ],
  monitoring: [
    {
      parameter: 'Discharge and hearing',
      frequency: 'Review after 2 weeks of treatment',
      alertCriteria: 'Persistent discharge, swelling behind the ear, headache.',
    },
  ],
  referrals: [
    {
      specialist: 'ENT',
      urgency: 'routine',
      reason:
        'Discharge beyond 2 weeks of treatment, cholesteatoma, hearing loss, surgery to close the perforation.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Dry the ear by wicking with a twisted clean cloth or tissue three times a day until it comes out dry.',
      category: 'hygiene',
      importance: 'high',
    },
    {
      recommendation:
        'Keep water out of the ear (no swimming) until healed; do not put oil, herbs or sticks in the ear.',
      category: 'safety',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'CSOM: keep the ear dry by wicking three times a day and instil topical quinolone (ciprofloxacin) ear drops three times a day for 2 weeks; oral antibiotics are not needed unless there are complications. Otitis externa: clean the canal, acidifying or antibiotic (ciprofloxacin) drops; analgesia; oral antibiotics only for spreading cellulitis.',
    supportiveCare: [
      'Paracetamol for pain',
      'Treat the cause of recurrent ear discharge (HIV, nasal disease)',
    ],
    followUpSchedule: 'Review after 2 weeks.',
    antibioticsIndicated: true,
    citations: [
      pocketBook(
        '7.4.2 Chronic otitis media: dry ear by wicking, topical quinolone drops 3 times daily for 2 weeks',
      ),
    ],
  },
  citations: [pocketBook('7.4 Ear problems')],
} satisfies Condition;

export const regimens = [
  {
    id: 'otitis-externa-csom',
    conditionId: 'otitis-externa-csom',
    population: {},
    items: [
      {
        medicineId: 'ciprofloxacin-ear-drops',
        route: 'otic',
        dose: { ...fixed(1, 'the labelled number of drops after dry wicking', 1, 3), unit: 'application' },
        frequency: 'three times daily',
        dosesPerDay: 3,
        duration: '2 weeks',
        indication: 'chronic suppurative otitis media or otitis externa',
        alternativeIds: [],
        citations: [
          pocketBook('7.4.2 Chronic otitis media: topical quinolone ear drops 3 times daily for 2 weeks'),
        ],
      },
    ],
    note: 'Wick the ear dry before each instillation.',
    citations: [pocketBook('7.4.2 Chronic otitis media')],
  },
] satisfies readonly Regimen[];

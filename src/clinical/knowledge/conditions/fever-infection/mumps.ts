import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';
import { paracetamol } from '../../regimens-shared/pain-and-fever';

const vpd = cite('who-vpd-surveillance-2018', 'Mumps: clinical features and case definition');
const ug = cite('ug-clinical-guidelines-2023', 'Infectious diseases: Mumps');

/** 96. Mumps. */
export const condition = {
  id: 'mumps',
  name: 'Mumps',
  icd10: ['B26.9', 'B26'],
  icd11: '1D80',
  urgency: 'routine',
  // Mumps virus infects the meninges: symptomatic (aseptic) meningitis, with headache, stiff neck and
  // vomiting, follows the parotitis in a small share of cases.
  // The share is a conservative estimate: the guideline cited describes this form, not its share of all cases.
  comesWith: [
    {
      conditionId: 'bacterial-meningitis',
      share: 0.05,
      whenAnyOf: ['parotid-swelling', 'jaw-facial-swelling', 'testicular-swelling-pain'],
      citation: cite(
        'who-vpd-surveillance-2018',
        'Mumps: complications, aseptic meningitis and encephalitis',
      ),
    },
  ],
  prior: {
    baseline: 0.002,
    byAge: [
      { maxYears: 2, multiplier: 0.4 },
      { minYears: 2, maxYears: 15, multiplier: 2 },
      { minYears: 15, multiplier: 0.5 },
    ],
    citations: [vpd],
  },
  findings: [
    { findingId: 'parotid-swelling', frequency: 0.95 },
    { findingId: 'fever', frequency: 0.7 },
    { findingId: 'headache', frequency: 0.4 },
    { findingId: 'malaise', frequency: 0.5 },
    { findingId: 'myalgia', frequency: 0.3 },
    { findingId: 'anorexia', frequency: 0.4 },
    { findingId: 'ear-pain', frequency: 0.3 },
    { findingId: 'sick-contacts', frequency: 0.5 },
    { findingId: 'unvaccinated', frequency: 0.6 },
    { findingId: 'testicular-swelling-pain', frequency: 0.1 },
    { findingId: 'lower-abdominal-pain', frequency: 0.03 },
    { findingId: 'neck-stiffness', frequency: 0.04 },
    { findingId: 'vomiting', frequency: 0.1 },
    { findingId: 'sore-throat', frequency: 0.15 },
    { findingId: 'toothache', frequency: 0.03 },
    {
      // The swollen parotid is seen and told as a swelling of the face or jaw in front of and below the ear.
      findingId: 'jaw-facial-swelling',
      frequency: 0.6,
      citation: vpd,
    },
    { findingId: 'lymphadenopathy', frequency: 0.1 },
    { findingId: 'rash', frequency: 0.02 },
    { findingId: 'fluctuant-swelling', frequency: 0.01 },
    { findingId: 'high-fever', frequency: 0.1 },
  ],
  redFlags: [
    {
      findingIds: ['neck-stiffness', 'confusion', 'convulsions'],
      finding: 'Neck stiffness, confusion or fits with mumps: meningitis or encephalitis',
      urgency: 'emergency',
      actionRequired:
        'Treat as meningitis until bacterial meningitis is excluded; refer for lumbar puncture.',
      citations: [vpd],
    },
    {
      findingIds: ['testicular-swelling-pain'],
      finding:
        'Painful swollen testis with mumps (orchitis); exclude torsion if sudden and without parotitis',
      urgency: 'urgent',
      actionRequired:
        'Analgesia, scrotal support, cold compresses; same-day surgical review if torsion is possible.',
      citations: [ug],
    },
  ],
  investigations: [
    {
      test: 'Clinical diagnosis; mumps IgM or PCR of saliva in outbreaks',
      urgency: 'routine',
      rationale:
        'Confirms outbreaks; bacterial parotitis (pus from the duct, one side, very tender) needs antibiotics.',
      expectedFindings: 'Mumps IgM positive or RNA detected.',
    },
  ],
  monitoring: [
    {
      parameter: 'Fever, headache, neck stiffness, testicular pain, abdominal pain, hearing',
      frequency: 'Carer observes daily for 10 days',
      alertCriteria: 'Severe headache, vomiting, drowsiness, testicular or severe abdominal pain',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital',
      urgency: 'urgent',
      reason: 'Meningitis, encephalitis, pancreatitis, severe orchitis or deafness.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Stay home from school or work for 5 days after the swelling starts.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Soft food and plenty of fluids; avoid sour drinks that make the pain worse.',
      category: 'diet',
      importance: 'medium',
    },
    {
      recommendation: 'Measles-mumps-rubella vaccine where it is in the national schedule.',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Supportive: paracetamol for pain and fever, fluids, soft food, warm or cold compresses; no antibiotic. Orchitis: analgesia, scrotal support and rest.',
    supportiveCare: ['Paracetamol', 'Oral fluids', 'Scrotal support for orchitis'],
    followUpSchedule: 'Return if severe headache, vomiting, testicular or abdominal pain, or hearing loss.',
    antibioticsIndicated: false,
    citations: [ug, vpd],
  },
  citations: [vpd, ug],
} satisfies Condition;

export const regimens = [
  {
    id: 'mumps',
    conditionId: 'mumps',
    population: {},
    items: [paracetamol('pain and fever of parotitis or orchitis')],
    note: 'No antiviral or antibiotic; aspirin is avoided in children.',
    citations: [ug],
  },
] satisfies readonly Regimen[];

import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { aware, cite } from '../../regimens-shared/citations';

const oral = (section: string) => cite('who-oral-health-2022', section);

export const condition = {
  id: 'dental-abscess-caries',
  name: 'Dental caries / dental abscess',
  // Toothache alone is caries (or pulpitis); swelling of the jaw or gum, pus or fever makes it a dental abscess.
  icd10: ['K02.9', 'K02', 'K04.7', 'K04'],
  icd10ByFinding: [
    {
      findingIds: ['jaw-facial-swelling', 'fluctuant-swelling', 'fever', 'trismus', 'lymphadenopathy'],
      icd10: 'K04.7',
      citation: { sourceId: 'who-icd10-2019', section: 'K04.7 Periapical abscess without sinus' },
    },
  ],
  icd11: 'DA08',
  urgency: 'routine',
  prior: {
    baseline: 0.012,
    byAge: [
      { maxYears: 3, multiplier: 0.3 },
      { minYears: 3, maxYears: 15, multiplier: 1.2 },
      { minYears: 15, multiplier: 1 },
    ],
    citations: [oral('Dental caries: prevalence in the WHO African Region'), aware('Dental infections')],
  },
  findings: [
    { findingId: 'toothache', frequency: 0.95 },
    { findingId: 'jaw-facial-swelling', frequency: 0.4 },
    { findingId: 'fluctuant-swelling', frequency: 0.2 },
    { findingId: 'fever', frequency: 0.25 },
    { findingId: 'facial-pain', frequency: 0.3 },
    { findingId: 'lymphadenopathy', frequency: 0.3 },
    { findingId: 'trismus', frequency: 0.08 },
    { findingId: 'ear-pain', frequency: 0.1 },
    { findingId: 'headache', frequency: 0.2 },
    { findingId: 'bleeding-mucosal', frequency: 0.08 },
    { findingId: 'mouth-ulcers', frequency: 0.05 },
    { findingId: 'dysphagia', frequency: 0.05 },
    { findingId: 'sore-throat', frequency: 0.05 },
    { findingId: 'runny-nose', frequency: 0.03 },
    { findingId: 'purulent-nasal-discharge', frequency: 0.02 },
    { findingId: 'cough', frequency: 0.03 },
    { findingId: 'known-diabetes', frequency: 0.08 },
  ],
  redFlags: [
    {
      findingIds: ['dysphagia', 'drooling-unable-to-swallow', 'trismus', 'stridor', 'periorbital-swelling'],
      finding:
        'Swelling of the floor of the mouth or neck, difficulty swallowing or opening the mouth, or swelling up to the eye: spreading infection (Ludwig angina)',
      urgency: 'emergency',
      actionRequired: 'Protect the airway, IV antibiotics, urgent referral for surgical drainage.',
      citations: [aware('Dental infections: spreading infection, refer')],
    },
  ],
  investigations: [
    {
      test: 'Dental examination; dental X-ray where available',
      urgency: 'routine',
      rationale: 'Locates the carious or abscessed tooth.',
      expectedFindings: 'Cavity, tender tooth on percussion, periapical radiolucency.',
    },
  ],
  monitoring: [
    {
      parameter: 'Swelling, fever, swallowing',
      frequency: 'Review in 2 to 3 days if antibiotics were needed',
      alertCriteria: 'Spreading swelling, difficulty swallowing or breathing.',
    },
  ],
  referrals: [
    {
      specialist: 'Dentist / oral surgeon',
      urgency: 'urgent',
      reason: 'Drainage, root canal treatment or extraction.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Brush twice a day with fluoride toothpaste; fewer sugary snacks and drinks.',
      category: 'hygiene',
      importance: 'high',
    },
    {
      recommendation: 'See a dentist for the tooth even when the pain settles.',
      category: 'follow-up',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Dental treatment is the cure: drainage, root canal treatment or extraction. Analgesia (ibuprofen or paracetamol). Antibiotics only with spreading infection or systemic signs, or when drainage is delayed: amoxicillin (or phenoxymethylpenicillin), metronidazole if penicillin-allergic. Caries: fluoride, restoration.',
    supportiveCare: ['Ibuprofen or paracetamol', 'Warm saltwater mouth rinses'],
    followUpSchedule: 'Dental follow-up within days.',
    antibioticsIndicated: true,
    citations: [
      aware('Dental infections: treatment, amoxicillin or penicillin V'),
      oral('Caries prevention: fluoride'),
    ],
  },
  citations: [aware('Dental infections'), oral('Oral health')],
} satisfies Condition;

export const regimens = [
  {
    id: 'dental-abscess-caries',
    conditionId: 'dental-abscess-caries',
    population: { minAgeYears: 12 },
    items: [
      {
        medicineId: 'amoxicillin',
        route: 'oral',
        dose: fixed(500, '1 capsule (500 mg)', 500, 1500),
        frequency: 'every 8 hours',
        dosesPerDay: 3,
        duration: '3 days (only with spreading infection or systemic signs)',
        indication: 'dental abscess with spreading infection',
        alternativeIds: ['metronidazole'],
        citations: [aware('Dental infections: amoxicillin 500 mg every 8 hours, 3 days')],
      },
    ],
    note: 'Drainage or extraction is the main treatment. Children: dose by the clinician (the source section for children was not checked here).',
    citations: [aware('Dental infections')],
  },
  {
    id: 'dental-abscess-caries-alternatives',
    conditionId: 'dental-abscess-caries',
    population: { minAgeYears: 12 },
    items: [
      {
        medicineId: 'metronidazole',
        route: 'oral',
        dose: fixed(400, '1 tablet (400 mg)', 400, 1200),
        frequency: 'every 8 hours',
        dosesPerDay: 3,
        duration: '3 days',
        indication: 'dental abscess in penicillin allergy',
        alternativeIds: [],
        citations: [aware('Dental infections: metronidazole 400 mg every 8 hours (penicillin allergy)')],
      },
    ],
    note: 'Doses of the alternatives.',
    citations: [aware('Dental infections')],
  },
] satisfies readonly Regimen[];

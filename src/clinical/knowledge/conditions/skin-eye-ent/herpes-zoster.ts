import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { bnf, cite } from '../../regimens-shared/citations';
import { paracetamol } from '../../regimens-shared/pain-and-fever';

const za = cite('za-phc-stg-2020', 'Skin conditions: Herpes zoster (shingles)');
const whoSkin = cite('who-hiv-skin-2014', 'Herpes zoster in people with HIV');

/** 111. Herpes zoster (shingles). */
export const condition = {
  id: 'herpes-zoster',
  name: 'Herpes zoster (shingles)',
  icd10: ['B02.9', 'B02'],
  icd11: '1E91',
  urgency: 'routine',
  // Shingles in a young or middle-aged adult in sub-Saharan Africa is often the first sign of HIV (WHO clinical
  // stage 2); the shingles is named and treated, HIV beside it (knowledge: syndromeFindings of hiv-infection).
  // The source gives no share: 0.5 (the largest share a form may take) is an estimate, below the share of HIV among
  // adults with shingles that clinic series in eastern and southern Africa report.
  comesWith: [
    {
      conditionId: 'hiv-infection',
      share: 0.5,
      whenAnyOf: ['herpes-zoster'],
      citation: cite('who-hiv-2021', 'Annex: WHO clinical staging of HIV disease, stage 2: herpes zoster'),
    },
  ],
  prior: {
    baseline: 0.003,
    byAge: [
      { maxYears: 15, multiplier: 0.3 },
      { minYears: 15, maxYears: 50, multiplier: 1 },
      { minYears: 50, multiplier: 2.5 },
    ],
    byCountry: { ZA: 1.5, MW: 1.3, ZW: 1.3, BW: 1.3, ZM: 1.3 },
    citations: [za, whoSkin],
  },
  findings: [
    { findingId: 'herpes-zoster', frequency: 0.9 },
    { findingId: 'vesicular-rash', frequency: 0.85 },
    { findingId: 'rash', frequency: 0.95 },
    { findingId: 'known-hiv', frequency: 0.3 },
    { findingId: 'itching', frequency: 0.3 },
    { findingId: 'chest-pain', frequency: 0.2 },
    { findingId: 'headache', frequency: 0.2 },
    { findingId: 'fever', frequency: 0.2 },
    { findingId: 'malaise', frequency: 0.3 },
    { findingId: 'red-eyes', frequency: 0.08 },
    // Zoster of the ophthalmic division (about 1 in 10) brings a painful red eye and blurred sight
    // (za-phc-stg-2020, Herpes zoster: refer eye involvement).
    { findingId: 'severe-eye-pain', frequency: 0.06, citation: za },
    { findingId: 'visual-disturbance', frequency: 0.05, citation: za },
    { findingId: 'eye-discharge', frequency: 0.03 },
    { findingId: 'facial-droop', frequency: 0.03 },
    { findingId: 'ear-pain', frequency: 0.05 },
    { findingId: 'vesicles-different-stages', frequency: 0.05 },
    { findingId: 'sick-contacts', frequency: 0.02 },
    { findingId: 'maculopapular-rash', frequency: 0.05 },
    { findingId: 'umbilicated-pustules', frequency: 0.02 },
    { findingId: 'painful-genital-blisters', frequency: 0.02 },
    { findingId: 'high-fever', frequency: 0.02 },
  ],
  redFlags: [
    {
      // Reviewed 30 Nov 2026: ophthalmic zoster whose eye now sees less, hurts badly or has a clouded cornea has
      // keratitis, uveitis or retinitis threatening the sight: aciclovir at once and an eye specialist the same
      // day (NICE CKS Shingles 2023: same-day ophthalmology for eye signs; WHO AFRO primary eye care: a red eye
      // with reduced vision is referred the same day), as for the other sight-threatening red eyes the engine
      // raises. A red, watering or light-shy eye with full sight stays same-day treatment (below).
      findingIds: ['visual-disturbance', 'severe-eye-pain', 'cloudy-cornea'],
      allOf: ['herpes-zoster', 'red-eyes'],
      finding:
        'Shingles on the forehead or nose with a red eye that sees less, hurts badly or is clouding: sight-threatening ophthalmic zoster',
      urgency: 'emergency',
      actionRequired:
        'Start aciclovir now (IV if immunosuppressed or the eye is badly inflamed) and send to an eye specialist today.',
      citations: [
        za,
        cite('nice-cks-shingles-2023', 'Herpes zoster ophthalmicus: same-day ophthalmology assessment'),
        cite('who-afro-primary-eye-care-2018', 'Primary eye care: the red eye; danger signs'),
      ],
    },
    {
      // Kept 'urgent' (same-day treatment), reviewed 29 Nov 2026, also with photophobia or blurred sight: the
      // sources ask for aciclovir started at once and an eye review the same day (za-phc-stg-2020, Herpes
      // zoster: refer eye involvement; NICE CKS Shingles: same-day ophthalmology assessment for ophthalmic
      // zoster with eye signs), not a pre-referral treatment before transfer. Keratitis and uveitis are treated
      // at that same-day review; acute retinal necrosis is a later, rarer complication. Disseminated zoster or
      // encephalitis is raised by the flag below.
      findingIds: ['red-eyes', 'severe-eye-pain', 'visual-disturbance', 'eye-discharge'],
      finding: 'Shingles on the forehead or nose with a red or painful eye: herpes zoster ophthalmicus',
      urgency: 'urgent',
      actionRequired: 'Start aciclovir today and refer to an eye clinic the same day.',
      citations: [za],
    },
    {
      findingIds: ['confusion', 'neck-stiffness', 'focal-weakness'],
      finding:
        'Confusion, neck stiffness, weakness or widespread lesions: disseminated zoster or encephalitis',
      urgency: 'emergency',
      actionRequired: 'Admit for IV aciclovir.',
      citations: [whoSkin],
    },
    {
      findingIds: ['weight-loss', 'visible-wasting', 'hiv-test-positive', 'low-cd4-lab', 'chronic-diarrhoea'],
      finding: 'Shingles with weight loss, wasting or a new HIV diagnosis: possible advanced HIV disease',
      urgency: 'urgent',
      actionRequired:
        'Treat the shingles and, the same day, test for HIV, measure CD4 and give the advanced HIV package if CD4 < 200 or WHO stage 3-4.',
      citations: [cite('who-advanced-hiv-2017', 'Package of care for advanced HIV disease')],
    },
  ],
  investigations: [
    {
      test: 'HIV test',
      urgency: 'routine',
      rationale: 'Shingles in a young adult is a WHO stage 2 condition and often the first sign of HIV.',
      expectedFindings:
        'HIV positive in a large share of young adults with shingles in high-prevalence settings.',
    },
  ],
  monitoring: [
    {
      parameter: 'Pain, eye, spread of lesions, secondary infection',
      frequency: 'Review at 1 week',
      alertCriteria: 'Eye involvement, spread beyond dermatomes, pain after healing (postherpetic neuralgia)',
    },
  ],
  referrals: [
    {
      specialist: 'Eye clinic',
      urgency: 'urgent',
      reason: 'Ophthalmic zoster with eye symptoms.',
    },
    {
      specialist: 'Hospital',
      urgency: 'emergency',
      reason: 'Disseminated zoster, encephalitis, or severe disease in immunosuppression.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Keep the blisters covered and dry; avoid contact with pregnant women, newborns and people who have not had chickenpox until crusted.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Take the HIV test offered and start treatment if positive.',
      category: 'follow-up',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Aciclovir 800 mg 5 times daily for 7 days, started within 72 hours of the rash (at any time if HIV-positive, ophthalmic or still forming new blisters); analgesia (paracetamol, add amitriptyline for neuralgic pain); keep lesions clean; HIV test.',
    supportiveCare: ['Paracetamol', 'Calamine lotion', 'Amitriptyline at night for nerve pain'],
    followUpSchedule: 'One week; sooner if eye symptoms.',
    antibioticsIndicated: false,
    citations: [za, bnf('Aciclovir: herpes zoster 800 mg 5 times daily for 7 days')],
  },
  citations: [za, whoSkin],
} satisfies Condition;

export const regimens = [
  {
    id: 'herpes-zoster',
    conditionId: 'herpes-zoster',
    population: { minAgeYears: 12 },
    items: [
      {
        medicineId: 'acyclovir',
        route: 'oral',
        dose: fixed(800, '2 tablets of 400 mg', 800, 4000),
        frequency: '5 times daily',
        dosesPerDay: 5,
        duration: '7 days',
        indication: 'herpes zoster',
        alternativeIds: [],
        citations: [bnf('Aciclovir: herpes zoster 800 mg 5 times daily for 7 days'), za],
      },
      paracetamol('zoster pain'),
    ],
    note: 'Reduce the aciclovir dose in kidney failure.',
    citations: [za],
  },
  {
    id: 'herpes-zoster-child',
    conditionId: 'herpes-zoster',
    population: {},
    items: [paracetamol('zoster pain')],
    note: 'A child with shingles: test for HIV; aciclovir only if immunosuppressed or ophthalmic, dosed by the referral clinician.',
    citations: [whoSkin],
  },
] satisfies readonly Regimen[];

import type { Condition, Regimen } from '../../types';
import { perKg } from '../../dose-rules';
import { aware, cite } from '../../regimens-shared/citations';

const za = cite('za-phc-stg-2020', 'Skin conditions: Impetigo');
const awareImpetigo = aware(
  'Impetigo: localised \u2014 antiseptic; extensive \u2014 oral cloxacillin or cefalexin',
);

/** 113. Impetigo. */
export const condition = {
  id: 'impetigo',
  name: 'Impetigo',
  icd10: ['L01.0', 'L01'],
  icd11: '1B72.0',
  urgency: 'routine',
  prior: {
    baseline: 0.006,
    byAge: [
      { maxYears: 2, multiplier: 1.5 },
      { minYears: 2, maxYears: 10, multiplier: 2.5 },
      { minYears: 10, maxYears: 18, multiplier: 0.8 },
      { minYears: 18, multiplier: 0.2 },
    ],
    citations: [za, awareImpetigo],
  },
  findings: [
    { findingId: 'honey-crusted-sores', frequency: 0.9 },
    { findingId: 'rash', frequency: 0.9 },
    { findingId: 'itching', frequency: 0.5 },
    { findingId: 'vesicular-rash', frequency: 0.2 },
    // Staphylococcal scalded skin syndrome follows bullous impetigo in babies and young children.
    { findingId: 'skin-peeling-in-sheets', frequency: 0.01 },
    { findingId: 'itchy-web-spaces', frequency: 0.15 },
    { findingId: 'household-itching', frequency: 0.15 },
    { findingId: 'sick-contacts', frequency: 0.2 },
    { findingId: 'lymphadenopathy', frequency: 0.2 },
    { findingId: 'fever', frequency: 0.08 },
    { findingId: 'high-fever', frequency: 0.01 },
    { findingId: 'red-hot-swollen-skin', frequency: 0.08 },
    { findingId: 'fluctuant-swelling', frequency: 0.05 },
    { findingId: 'vesicles-different-stages', frequency: 0.05 },
    { findingId: 'ring-shaped-patch', frequency: 0.03 },
    { findingId: 'dry-itchy-scaly-patches', frequency: 0.1 },
    { findingId: 'malaise', frequency: 0.05 },
  ],
  redFlags: [
    {
      findingIds: ['face-hand-oedema', 'dark-urine', 'haematuria'],
      finding: 'Puffy face or dark urine weeks after skin sores: post-streptococcal glomerulonephritis',
      urgency: 'urgent',
      actionRequired: 'Check blood pressure and urine dipstick the same day.',
      citations: [za],
    },
    {
      findingIds: ['high-fever', 'red-hot-swollen-skin', 'lethargy'],
      finding: 'Fever, spreading redness or an ill infant: cellulitis or staphylococcal sepsis',
      urgency: 'urgent',
      actionRequired: 'Systemic antibiotics; admit infants or if unwell.',
      citations: [awareImpetigo],
    },
  ],
  investigations: [
    {
      test: 'Clinical diagnosis; swab for culture only if recurrent or not responding',
      urgency: 'routine',
      rationale: 'Staphylococcus aureus or Streptococcus pyogenes.',
      expectedFindings: 'S. aureus or S. pyogenes.',
    },
    {
      test: 'Look for scabies, eczema or head lice underneath',
      urgency: 'routine',
      rationale: 'Impetigo often complicates itchy skin disease that needs its own treatment.',
      expectedFindings: 'Burrows in the finger webs (scabies).',
    },
  ],
  monitoring: [
    {
      parameter: 'Sores, spread, urine colour and puffiness',
      frequency: 'Review after 5-7 days',
      alertCriteria: 'Spreading, fever, puffy face, dark urine',
    },
  ],
  referrals: [
    {
      specialist: 'Clinician or dermatology',
      urgency: 'routine',
      reason: 'Not clearing after 7 days of treatment, or recurrent impetigo.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Wash the sores gently with soap and water and remove the crusts daily; cut nails; separate towels; stay out of school until crusts are dry or 48 hours of antibiotic.',
      category: 'hygiene',
      importance: 'high',
    },
    {
      recommendation: 'Treat scabies in the whole household if present.',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Few lesions: clean and remove crusts, antiseptic (povidone-iodine) or topical antibiotic (fusidic acid or mupirocin where available). Extensive lesions, bullous impetigo or systemic symptoms: oral cloxacillin (flucloxacillin) for 5-7 days; erythromycin or azithromycin if allergic to penicillin. Treat underlying scabies.',
    supportiveCare: ['Daily washing and crust removal', 'Paracetamol if painful'],
    followUpSchedule: 'One week.',
    antibioticsIndicated: true,
    citations: [za, awareImpetigo],
  },
  citations: [za, awareImpetigo],
} satisfies Condition;

export const regimens = [
  {
    id: 'impetigo',
    conditionId: 'impetigo',
    population: {},
    items: [
      {
        medicineId: 'cloxacillin',
        route: 'oral',
        dose: perKg(15, 500, 2000, 62.5),
        frequency: 'every 6 hours',
        dosesPerDay: 4,
        duration: '5-7 days',
        indication: 'extensive or bullous impetigo',
        alternativeIds: ['erythromycin'],
        citations: [
          aware('Impetigo: cloxacillin/flucloxacillin 500 mg every 6 hours (children 15 mg/kg), 5 days'),
          za,
        ],
      },
    ],
    note: 'A few lesions need only washing, crust removal and an antiseptic or topical antibiotic.',
    citations: [awareImpetigo],
  },
  {
    id: 'impetigo-alternatives',
    conditionId: 'impetigo',
    population: {},
    items: [
      {
        medicineId: 'erythromycin',
        route: 'oral',
        dose: perKg(12.5, 500, 2000, 62.5),
        frequency: 'every 6 hours',
        dosesPerDay: 4,
        duration: '5-7 days',
        indication: 'impetigo with penicillin allergy',
        alternativeIds: [],
        citations: [za],
      },
    ],
    note: 'Doses of the alternatives.',
    citations: [za],
  },
] satisfies readonly Regimen[];

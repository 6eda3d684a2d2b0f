import type { Condition, Regimen } from '../../types';
import { fixed, perKg } from '../../dose-rules';
import { cite, pocketBook } from '../../regimens-shared/citations';
import { stiWho } from './citations';

const syphilisWho = {
  sourceId: 'who-syphilis-2016',
  section: 'Recommendations for early, late and congenital syphilis',
} as const;

export const condition = {
  id: 'syphilis',
  name: 'Syphilis',
  icd10: ['A53.9', 'A51', 'A52', 'A53'],
  icd11: '1A6Z',
  urgency: 'routine',
  prior: {
    baseline: 0.004,
    byAge: [
      { maxYears: 2, multiplier: 0.3 },
      { minYears: 2, maxYears: 12, multiplier: 0.02 },
      { minYears: 12, maxYears: 50, multiplier: 1.4 },
      { minYears: 50, multiplier: 0.6 },
    ],
    byCountry: {
      KE: 1,
      UG: 1.2,
      TZ: 1.2,
      ET: 1,
      SO: 0.8,
      NG: 0.8,
      GH: 0.8,
      ML: 1,
      BF: 1,
      MW: 1.5,
      ZM: 1.5,
      ZW: 1.2,
      ZA: 1.5,
      BW: 1.3,
    },
    // Most syphilis is found by antenatal screening, so pregnant women are over-represented among cases.
    pregnancy: { pregnant: 3 },
    citations: [
      syphilisWho,
      { sourceId: 'who-syphilis-2016', section: 'Syphilis in pregnancy: screening and treatment' },
    ],
  },
  findings: [
    {
      findingId: 'syphilis-test-positive-lab',
      frequency: 0.95,
      specificity: 0.97,
      citation: {
        sourceId: 'who-syphilis-2016',
        section: 'Diagnosis: treponemal and non-treponemal tests',
      },
    },
    { findingId: 'genital-ulcer', frequency: 0.3 },
    { findingId: 'lymphadenopathy', frequency: 0.35 },
    { findingId: 'rash', frequency: 0.25 },
    { findingId: 'rash-palms-soles', frequency: 0.2 },
    { findingId: 'maculopapular-rash', frequency: 0.15 },
    { findingId: 'mouth-ulcers', frequency: 0.08 },
    { findingId: 'sexual-risk', frequency: 0.6 },
    { findingId: 'hiv-test-positive', frequency: 0.15 },
    { findingId: 'known-hiv', frequency: 0.12 },
    { findingId: 'fever', frequency: 0.12 },
    { findingId: 'malaise', frequency: 0.2 },
    { findingId: 'headache', frequency: 0.12 },
    { findingId: 'sore-throat', frequency: 0.08 },
    { findingId: 'urethral-discharge', frequency: 0.01 },
    { findingId: 'vaginal-discharge', frequency: 0.04 },
    { findingId: 'itching', frequency: 0.05 },
    { findingId: 'vesicular-rash', frequency: 0.003 },
    { findingId: 'visual-disturbance', frequency: 0.02 },
    { findingId: 'confusion', frequency: 0.02 },
    { findingId: 'dysuria', frequency: 0.02 },
    { findingId: 'cough', frequency: 0.03 },
  ],
  redFlags: [
    {
      findingIds: ['pregnant', 'pregnancy-test-positive'],
      finding: 'Syphilis in pregnancy',
      urgency: 'urgent',
      actionRequired:
        'Give benzathine penicillin the same day (prevents congenital syphilis), treat the partner, and alert the birth attendant to examine and treat the newborn.',
      citations: [syphilisWho],
    },
    {
      findingIds: ['visual-disturbance', 'confusion', 'focal-weakness', 'neck-stiffness'],
      finding: 'Neurological or ocular signs: neurosyphilis',
      urgency: 'emergency',
      actionRequired: 'Refer for lumbar puncture and IV benzylpenicillin for 14 days.',
      citations: [syphilisWho],
    },
  ],
  investigations: [
    {
      test: 'Treponemal rapid test (or dual HIV/syphilis RDT) with RPR/VDRL titre',
      urgency: 'routine',
      rationale: 'Rapid test for screening (antenatal, STI clinics); RPR titre shows activity and response.',
      expectedFindings: 'Treponemal test positive, RPR reactive.',
    },
    {
      test: 'HIV test',
      urgency: 'routine',
      rationale: 'Co-infection is common.',
      expectedFindings: 'Negative.',
    },
  ],
  monitoring: [
    {
      parameter: 'RPR/VDRL titre',
      frequency: 'At 3, 6 and 12 months after treatment',
      alertCriteria: 'Four-fold rise, or titre not falling four-fold by 6-12 months',
    },
  ],
  referrals: [
    {
      specialist: 'Physician / neurologist',
      urgency: 'urgent',
      reason: 'Suspected neurosyphilis, ocular or cardiovascular syphilis.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Abstain from sex until 7 days after treatment and until partners are treated.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Notify all partners for testing and treatment; use condoms.',
      category: 'prevention',
      importance: 'high',
    },
    { recommendation: 'Attend all follow-up blood tests.', category: 'follow-up', importance: 'medium' },
  ],
  protocol: {
    primaryTreatment:
      'Early syphilis (primary, secondary, early latent): benzathine benzylpenicillin IM single dose. Late latent or unknown duration: benzathine benzylpenicillin weekly for 3 weeks. Penicillin allergy (non-pregnant): doxycycline; in pregnancy with allergy: erythromycin, azithromycin or ceftriaxone per WHO, and treat the newborn. Neurosyphilis: IV benzylpenicillin.',
    supportiveCare: [
      'Warn about the Jarisch-Herxheimer reaction (fever within 24 hours)',
      'Partner notification',
    ],
    followUpSchedule: 'RPR at 3, 6 and 12 months.',
    antibioticsIndicated: true,
    citations: [syphilisWho, stiWho],
  },
  citations: [syphilisWho],
} satisfies Condition;

export const regimens = [
  {
    // A newborn of a mother with syphilis: benzathine benzylpenicillin 50 000 IU/kg (30 mg/kg) IM once when
    // well (WHO Pocket Book 2013, chapter 3, babies of mothers with syphilis).
    id: 'syphilis-newborn',
    conditionId: 'syphilis',
    population: { maxAgeDays: 29 },
    items: [
      {
        medicineId: 'benzathine-benzylpenicillin',
        route: 'intramuscular',
        dose: perKg(30, 150, 150, 1),
        frequency: 'once (50 000 IU/kg)',
        dosesPerDay: 1,
        duration: 'single dose',
        indication: 'newborn without signs whose mother has positive syphilis serology',
        alternativeIds: [],
        citations: [
          pocketBook(
            'Chapter 3, Babies of mothers with syphilis: benzathine benzylpenicillin 50 000 units/kg IM single dose',
          ),
        ],
      },
    ],
    note: 'Signs of congenital syphilis (snuffles, rash, large liver or spleen, jaundice): benzylpenicillin 50 000 U/kg IV every 12 hours in week 1, then every 8 hours, for 10 days instead; treat the mother and partner.',
    citations: [pocketBook('Chapter 3, Babies of mothers with syphilis')],
  },
  {
    id: 'syphilis',
    conditionId: 'syphilis',
    population: {},
    items: [
      {
        medicineId: 'benzathine-benzylpenicillin',
        route: 'intramuscular',
        dose: fixed(1440, '2.4 million IU (1.44 g) deep IM, divided between both buttocks', 1440, 1440),
        frequency: 'once (weekly for 3 weeks in late or unknown-duration syphilis)',
        dosesPerDay: 1,
        duration: 'single dose (early syphilis)',
        indication: 'syphilis',
        alternativeIds: ['doxycycline', 'ceftriaxone'],
        citations: [
          cite('who-syphilis-2016', 'Early syphilis: benzathine penicillin G 2.4 million units IM once'),
        ],
      },
    ],
    note: 'Treat partners; warn of the Jarisch-Herxheimer reaction; in pregnancy only penicillin reliably treats the fetus.',
    citations: [cite('who-syphilis-2016', 'Treatment of syphilis')],
  },
  {
    id: 'syphilis-alternatives',
    conditionId: 'syphilis',
    population: {},
    items: [
      {
        medicineId: 'doxycycline',
        route: 'oral',
        dose: fixed(100, '1 tablet (100 mg)', 100, 200),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: '14 days',
        indication: 'early syphilis (penicillin allergy)',
        alternativeIds: [],
        citations: [cite('who-syphilis-2016', 'Alternative: doxycycline 100 mg twice daily for 14 days')],
      },
      {
        medicineId: 'ceftriaxone',
        route: 'intramuscular',
        dose: fixed(1000, '1 g', 1000, 1000),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '10-14 days',
        indication: 'early syphilis (penicillin allergy, pregnancy)',
        alternativeIds: [],
        citations: [cite('who-syphilis-2016', 'Alternative: ceftriaxone 1 g IM once daily for 10-14 days')],
      },
    ],
    citations: [cite('who-syphilis-2016', 'Treatment of syphilis')],
  },
] satisfies readonly Regimen[];

import type { Condition, Regimen } from '../../types';

const who2021 = {
  sourceId: 'who-stis-2021',
  section: 'Management of symptomatic STIs: genital ulcer disease flowchart',
} as const;
const hsv = {
  sourceId: 'who-stis-2021',
  section: 'Genital herpes: aciclovir 400 mg three times daily for 7-10 days (first episode)',
} as const;
const chancroid = {
  sourceId: 'who-stis-2021',
  section: 'Chancroid: azithromycin 1 g orally single dose',
} as const;
const syphilis = {
  sourceId: 'who-syphilis-2016',
  section: 'Early syphilis: benzathine penicillin G 2.4 million IU IM once',
} as const;

/** 84. Genital ulcer disease: herpes simplex and chancroid (syphilis is condition 35, treated together in the syndromic approach). */
export const condition = {
  id: 'genital-ulcer-disease',
  name: 'Genital ulcer disease (herpes, chancroid)',
  icd10: ['A60', 'A57'],
  // Painful blisters are herpes (A60); an ulcer with a very painful, softening groin bubo is chancroid (A57) (WHO STI 2021).
  icd10ByFinding: [
    { findingIds: ['painful-genital-blisters'], icd10: 'A60', citation: hsv },
    { findingIds: ['painful-bubo'], icd10: 'A57', citation: chancroid },
  ],
  icd11: '1A94',
  urgency: 'routine',
  // Genital ulcers come with HIV (and raise its transmission): the ulcer is named and treated syndromically, HIV
  // beside it (knowledge: syndromeFindings of hiv-infection). The source gives no share: 0.2 is a conservative
  // estimate, the share this file gives known HIV.
  comesWith: [
    {
      conditionId: 'hiv-infection',
      share: 0.2,
      whenAnyOf: ['genital-ulcer', 'painful-genital-blisters'],
      citation: {
        sourceId: 'who-stis-2021',
        section: 'Genital ulcer disease: HIV testing of people with genital ulcers',
      },
    },
  ],
  prior: {
    baseline: 0.005,
    byAge: [
      { maxYears: 12, multiplier: 0.02 },
      { minYears: 12, maxYears: 50, multiplier: 1.6 },
      { minYears: 50, multiplier: 0.5 },
    ],
    citations: [who2021],
  },
  findings: [
    { findingId: 'genital-ulcer', frequency: 0.95 },
    // Herpes, the commonest cause, starts as a cluster of small blisters that break into ulcers.
    {
      findingId: 'vesicular-rash',
      frequency: 0.4,
      citation: {
        sourceId: 'who-stis-2021',
        section: 'Genital herpes: clinical features (vesicles that ulcerate)',
      },
    },
    { findingId: 'painful-genital-blisters', frequency: 0.4, citation: hsv },
    { findingId: 'inguinal-bubo', frequency: 0.3, citation: chancroid },
    // A tender groin node that softens (fluctuant bubo) is chancroid's (WHO STI 2021).
    { findingId: 'painful-bubo', frequency: 0.2, citation: chancroid },
    { findingId: 'lymphadenopathy', frequency: 0.3 },
    { findingId: 'dysuria', frequency: 0.25 },
    { findingId: 'sexual-risk', frequency: 0.5 },
    { findingId: 'known-hiv', frequency: 0.2 },
    { findingId: 'fever', frequency: 0.15 },
    { findingId: 'itching', frequency: 0.2 },
    { findingId: 'syphilis-test-positive-lab', frequency: 0.15 },
    { findingId: 'rash-palms-soles', frequency: 0.001 },
    { findingId: 'urethral-discharge', frequency: 0.003 },
    { findingId: 'vaginal-discharge', frequency: 0.02 },
  ],
  redFlags: [
    {
      findingIds: ['known-hiv', 'low-cd4-lab'],
      finding: 'Genital ulcer in a person with HIV (extensive or chronic herpes)',
      urgency: 'urgent',
      actionRequired: 'Longer aciclovir course; check ART and CD4; refer if ulcers persist beyond 2 weeks.',
      citations: [hsv],
    },
  ],
  investigations: [
    {
      test: 'Rapid syphilis test (treponemal) and HIV test',
      urgency: 'urgent',
      rationale: 'The syndromic regimen covers syphilis; HIV risk is high with ulcers.',
      expectedFindings: 'Positive syphilis test in syphilitic chancre.',
    },
    {
      test: 'Examine for vesicles, bubo, painless indurated ulcer',
      urgency: 'routine',
      rationale:
        'Herpes: painful vesicles and shallow ulcers; chancroid: painful ragged ulcer with bubo; syphilis: painless indurated chancre.',
      expectedFindings: 'One of the patterns.',
    },
  ],
  monitoring: [
    {
      parameter: 'Ulcer healing',
      frequency: 'Review at 7 days',
      alertCriteria: 'Not healing: biopsy, longer treatment, consider donovanosis or LGV',
    },
  ],
  referrals: [
    {
      specialist: 'STI clinic',
      urgency: 'routine',
      reason: 'Ulcers not healing after 2 weeks or recurrent frequent herpes (suppressive therapy).',
    },
  ],
  lifestyle: [
    {
      recommendation: 'No sex until healed; condoms always; partner(s) to be treated.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Keep the area clean and dry; salt-water baths ease herpes pain.',
      category: 'self-care',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Syndromic treatment: benzathine penicillin 2.4 MIU IM once (syphilis) + azithromycin 1 g orally once (chancroid); for vesicles or recurrent ulcers add aciclovir 400 mg three times daily for 7 days (first episode) or 5 days (recurrence).',
    supportiveCare: [
      'Analgesia',
      'Aspirate fluctuant buboes with a needle rather than incise',
      'HIV testing and partner notification',
    ],
    followUpSchedule: 'Review after 7 days.',
    antibioticsIndicated: true,
    citations: [who2021, hsv, chancroid, syphilis],
  },
  citations: [who2021, syphilis],
} satisfies Condition;

export const regimens = [
  {
    id: 'genital-ulcer-disease',
    conditionId: 'genital-ulcer-disease',
    population: { minAgeYears: 12 },
    items: [
      {
        medicineId: 'benzathine-benzylpenicillin',
        route: 'intramuscular',
        dose: {
          kind: 'fixed',
          mg: 1440,
          amount: '2.4 million IU (1.44 g) deep IM, divided between both buttocks',
          maxMgPerDose: 1440,
          maxMgPerDay: 1440,
        },
        frequency: 'once',
        dosesPerDay: 1,
        duration: 'single dose',
        indication: 'syphilis cover in genital ulcer disease',
        alternativeIds: [],
        citations: [syphilis],
      },
      {
        medicineId: 'azithromycin',
        route: 'oral',
        dose: { kind: 'fixed', mg: 1000, amount: '1 g', maxMgPerDose: 1000, maxMgPerDay: 1000 },
        frequency: 'once',
        dosesPerDay: 1,
        duration: 'single dose',
        indication: 'chancroid',
        alternativeIds: [],
        citations: [chancroid],
      },
      {
        medicineId: 'acyclovir',
        route: 'oral',
        dose: { kind: 'fixed', mg: 400, amount: '400 mg', maxMgPerDose: 400, maxMgPerDay: 1200 },
        frequency: 'three times daily',
        dosesPerDay: 3,
        duration: '7 days (first episode), 5 days (recurrence)',
        indication: 'genital herpes (vesicles or recurrent ulcers)',
        alternativeIds: [],
        citations: [hsv],
      },
    ],
    citations: [who2021],
  },
] satisfies readonly Regimen[];

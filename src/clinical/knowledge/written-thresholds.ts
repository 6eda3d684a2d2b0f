import type { Citation } from './types';

/**
 * Thresholds for what notes write rather than measure: how long a symptom has lasted (chronic cough,
 * prolonged fever...), coma-scale scores and weeks since the last menstrual period. Data only; the
 * understanding engine applies them.
 */

/** A symptom that has lasted long enough becomes another finding (chronic cough, prolonged fever...). */
export interface DurationThreshold {
  id: string;
  /** Any of these present with a known duration... */
  fromFindingIds: readonly string[];
  comparison: 'at-least' | 'above';
  days: number;
  /** ...makes this finding present. */
  findingId: string;
  citation: Citation;
}

export const durationThresholds = [
  {
    id: 'chronic-cough-14-days',
    fromFindingIds: ['cough', 'productive-cough', 'dry-cough'],
    comparison: 'at-least',
    days: 14,
    findingId: 'chronic-cough',
    citation: { sourceId: 'who-tb-2022', section: 'Module 2 Screening: cough lasting 2 weeks or more' },
  },
  {
    id: 'cough-7-days',
    fromFindingIds: ['cough', 'productive-cough', 'dry-cough'],
    comparison: 'at-least',
    days: 7,
    findingId: 'cough-over-a-week',
    citation: {
      sourceId: 'who-aware-2022',
      section:
        'Bronchitis: cough usually lasts 2 to 3 weeks; upper respiratory tract infection: symptoms resolve within about a week',
    },
  },
  {
    id: 'prolonged-fever-7-days',
    fromFindingIds: ['fever', 'high-fever'],
    comparison: 'above',
    days: 7,
    findingId: 'prolonged-fever',
    citation: {
      sourceId: 'who-imci-2014',
      section: 'Fever: if fever present every day for more than 7 days',
    },
  },
  {
    // Hours of labour are judged by their number: 'in labour for 6 hours' is not yet long.
    id: 'labour-over-12-hours',
    fromFindingIds: ['in-labour'],
    comparison: 'above',
    days: 12 / 24,
    findingId: 'prolonged-labour',
    citation: {
      sourceId: 'who-mcpc-2017',
      section: 'Unsatisfactory progress of labour (S-57): labour lasting longer than 12 hours',
    },
  },
  {
    id: 'chronic-diarrhoea-14-days',
    fromFindingIds: ['diarrhoea', 'watery-diarrhoea', 'bloody-diarrhoea'],
    comparison: 'at-least',
    days: 14,
    findingId: 'chronic-diarrhoea',
    citation: {
      sourceId: 'who-diarrhoea-2005',
      section: 'Persistent diarrhoea: an episode lasting 14 days or longer',
    },
  },
  {
    id: 'convulsion-5-minutes',
    fromFindingIds: ['convulsions'],
    comparison: 'at-least',
    days: 5 / (24 * 60),
    findingId: 'seizure-over-5-minutes',
    citation: {
      sourceId: 'who-mhgap-2016',
      section: 'Epilepsy module: a convulsion lasting 5 minutes or more is status epilepticus',
    },
  },
  {
    id: 'nasal-symptoms-over-10-days',
    fromFindingIds: ['runny-nose', 'nasal-congestion', 'purulent-nasal-discharge', 'facial-pain'],
    comparison: 'above',
    days: 10,
    findingId: 'symptoms-over-10-days',
    citation: {
      sourceId: 'za-phc-stg-2020',
      section: 'Ear, nose and throat: acute bacterial sinusitis, symptoms for more than 10 days',
    },
  },
] as const satisfies readonly DurationThreshold[];

/** A capillary refill time written in notes: one longer than `aboveSeconds` makes the finding present. */
export interface CapillaryRefillThreshold {
  id: string;
  aboveSeconds: number;
  findingId: string;
  citation: Citation;
}

export const capillaryRefillThresholds = [
  {
    id: 'capillary-refill-over-3-seconds',
    aboveSeconds: 3,
    findingId: 'weak-pulse-cold-hands',
    citation: {
      sourceId: 'who-etat-2016',
      section: 'Circulation: cold hands with capillary refill longer than 3 seconds and a weak, fast pulse',
    },
  },
] as const satisfies readonly CapillaryRefillThreshold[];

/** Coma scales (and a newborn's Apgar score) written in notes: a score at or below `atMost` makes the finding present. */
export interface ComaScaleThreshold {
  id: string;
  scale: 'glasgow' | 'blantyre' | 'apgar';
  atMost: number;
  findingId: string;
  citation: Citation;
}

export const comaScaleThresholds = [
  {
    id: 'glasgow-8-or-less',
    scale: 'glasgow',
    atMost: 8,
    findingId: 'unconscious',
    citation: {
      sourceId: 'apls-2016',
      section: 'Disability: GCS 8 or less (AVPU P or U) cannot protect the airway',
    },
  },
  {
    id: 'glasgow-below-15',
    scale: 'glasgow',
    atMost: 14,
    findingId: 'confusion',
    citation: { sourceId: 'sepsis-3-2016', section: 'qSOFA: altered mentation, Glasgow coma scale below 15' },
  },
  {
    id: 'blantyre-below-3',
    scale: 'blantyre',
    atMost: 2,
    findingId: 'unconscious',
    citation: {
      sourceId: 'who-severe-malaria-2014',
      section: 'Impaired consciousness: Blantyre coma score below 3 in children',
    },
  },
  {
    id: 'blantyre-below-5',
    scale: 'blantyre',
    atMost: 4,
    findingId: 'confusion',
    citation: {
      sourceId: 'who-pocket-book-2013',
      section:
        'Chapter 6.2 Malaria: Blantyre coma scale, 5 is normal and a lower score is impaired consciousness',
    },
  },
  {
    // The first score written is the one-minute score; a baby scoring 7 or more breathed ('Apgar 7 and 9').
    id: 'apgar-below-7',
    scale: 'apgar',
    atMost: 6,
    findingId: 'not-breathing-at-birth',
    citation: {
      sourceId: 'acog-aap-apgar-2015',
      section: 'A score of 7 to 10 is reassuring, 4 to 6 moderately abnormal and 0 to 3 low',
    },
  },
] as const satisfies readonly ComaScaleThreshold[];

/** Weeks since the last menstrual period ('LMP 6/52') at which the period counts as missed (28-day cycle plus a week). */
export const lastPeriodThreshold = {
  id: 'missed-period-from-lmp',
  findingId: 'missed-period',
  weeksAtLeast: 5,
  citation: {
    sourceId: 'za-phc-stg-2020',
    section:
      'Pregnancy and ectopic pregnancy: a late or missed period in a woman of reproductive age, confirm with a pregnancy test',
  },
} as const satisfies { id: string; findingId: string; weeksAtLeast: number; citation: Citation };

/** Days since delivery (the profile's postpartum day) within which a woman is in the postnatal period. */
export const postnatalPeriodThreshold = {
  id: 'recent-childbirth-from-postpartum-day',
  findingId: 'recent-childbirth',
  daysAtMost: 42,
  citation: {
    sourceId: 'who-pcpnc-2015',
    section: 'D: Postpartum care of the mother — the postnatal period, up to 6 weeks after birth',
  },
} as const satisfies { id: string; findingId: string; daysAtMost: number; citation: Citation };

/**
 * Bleeding after birth is primary postpartum haemorrhage in the first 24 hours; later (secondary, from 24 hours
 * to 12 weeks) lochia is normal, and bleeding is a haemorrhage only when it is heavy: soaking pads, clots, or
 * with shock. Bleeding told without a measure ('heavier than yesterday', 'more than before') after the first
 * day is to be assessed the same day, not the emergency of a haemorrhage of 500 mL or more.
 */
export const secondaryPostpartumHaemorrhage = {
  id: 'secondary-pph-needs-heavy-bleeding',
  conditionId: 'postpartum-haemorrhage',
  birthFindingId: 'recent-childbirth',
  afterDays: 1,
  heavyBleedingFindingIds: [
    'heavy-postpartum-bleeding',
    'heavy-bleeding',
    'retained-placenta',
    'hypotension',
    'weak-pulse-cold-hands',
    'syncope',
    'severe-pallor',
    'severe-anaemia-lab',
  ],
  citation: {
    sourceId: 'who-mcpc-2017',
    section:
      'Vaginal bleeding after childbirth (S-25 to S-33): secondary PPH more than 24 hours after birth; FIGO PPH guideline 2022',
  },
} as const satisfies {
  id: string;
  conditionId: string;
  birthFindingId: string;
  afterDays: number;
  heavyBleedingFindingIds: readonly string[];
  citation: Citation;
};

/**
 * Days since delivery within which heart failure from the heart muscle is peripartum cardiomyopathy: from the
 * last month of pregnancy to 5 months after delivery, longer than the postnatal period above.
 */
export const peripartumWindowThreshold = {
  id: 'birth-in-last-5-months-from-postpartum-day',
  findingId: 'birth-in-last-5-months',
  daysAtMost: 150,
  citation: {
    sourceId: 'esc-hfa-ppcm-2019',
    section:
      'Definition: heart failure towards the end of pregnancy or in the months following delivery (up to 5 months)',
  },
} as const satisfies { id: string; findingId: string; daysAtMost: number; citation: Citation };

/** Weeks of pregnancy (the profile's gestation) beyond which a pregnancy is past 20 weeks (pre-eclampsia's threshold). */
export const pregnancyWeeksThreshold = {
  id: 'pregnancy-over-20-weeks-from-gestation',
  findingId: 'pregnancy-over-20-weeks',
  weeksAbove: 20,
  citation: {
    sourceId: 'who-pre-eclampsia-2011',
    section: 'Definitions: pre-eclampsia is hypertension with proteinuria after 20 weeks of gestation',
  },
} as const satisfies { id: string; findingId: string; weeksAbove: number; citation: Citation };

/**
 * An eye pressure written as a number after 'IOP' ('IOP R 14, L 15 mmHg'): above this it is raised, at or
 * under it it is normal, so the number is judged by its value and not by the abbreviation's name.
 */
export const intraocularPressureThreshold = {
  id: 'raised-intraocular-pressure-from-written-value',
  findingId: 'raised-eye-pressure-lab',
  normalAtMostMmHg: 21,
  citation: {
    sourceId: 'aao-glaucoma-ppp-2020',
    section:
      'Primary open-angle glaucoma: intraocular pressure above the normal range of about 10 to 21 mmHg',
  },
} as const satisfies { id: string; findingId: string; normalAtMostMmHg: number; citation: Citation };

/** A baby born before 37 weeks or under 2500 g (the profile's gestation at birth and birth weight). */
export const pretermOrSmallAtBirthThreshold = {
  id: 'preterm-or-low-birth-weight-from-birth-facts',
  findingId: 'preterm-or-low-birth-weight',
  gestationBelowWeeks: 37,
  birthWeightBelowKg: 2.5,
  citation: {
    sourceId: 'who-pocket-book-2013',
    section: 'Chapter 3.5: Preterm and low-birth-weight infants (born before 37 weeks or weighing < 2.5 kg)',
  },
} as const satisfies {
  id: string;
  findingId: string;
  gestationBelowWeeks: number;
  birthWeightBelowKg: number;
  citation: Citation;
};

/**
 * Amounts written in notes that make a finding: a medicine swallowed in mg per kg of body weight
 * ('20 tablets of 500 mg' in a 40 kg child), and the share of the body surface burned ('30% TBSA').
 */
export interface IngestedDoseThreshold {
  id: string;
  /** Names of the medicine as written (folded). */
  medicines: readonly string[];
  mgPerKgAtLeast: number;
  findingId: string;
  /** The threshold is in elemental iron: an amount written as an iron salt is converted (ironSaltContents). */
  countsElementalIron?: boolean;
  citation: Citation;
}

export const ingestedDoseThresholds = [
  {
    id: 'paracetamol-150-mg-per-kg',
    medicines: ['paracetamol', 'acetaminophen', 'panadol'],
    mgPerKgAtLeast: 150,
    findingId: 'paracetamol-ingestion',
    citation: {
      sourceId: 'who-pocket-book-2013',
      section: 'Chapter 1: Common poisoning — paracetamol: treat if 150 mg/kg or more was taken',
    },
  },
  {
    // Tablets of 500 mg for pain, their name not told: the analgesic tablet of that strength on the essential
    // medicines lists of the region is paracetamol, and an overdose of unknown tablets is treated as paracetamol
    // until proven otherwise (its harm shows late and its antidote works early).
    id: 'unnamed-500-mg-painkiller-150-mg-per-kg',
    medicines: ['painkiller'],
    mgPerKgAtLeast: 150,
    findingId: 'paracetamol-ingestion',
    citation: {
      sourceId: 'ke-keml-2023',
      section:
        'Analgesics: paracetamol 500 mg tablet (with WHO Pocket Book 2013 ch. 1: treat if 150 mg/kg or more)',
    },
  },
  {
    // 20 mg/kg elemental iron is the toxic dose; 60 mg/kg and more is severe (the overdose condition's
    // investigation note). Below 20 the word of an iron overdose still makes the finding on its own.
    id: 'iron-20-mg-per-kg-elemental',
    medicines: ['iron', 'ferrous'],
    mgPerKgAtLeast: 20,
    findingId: 'iron-ingestion',
    countsElementalIron: true,
    citation: {
      sourceId: 'who-pocket-book-2013',
      section: 'Chapter 1: Common poisoning — iron: toxic from 20 mg/kg elemental iron',
    },
  },
] as const satisfies readonly IngestedDoseThreshold[];

/**
 * Elemental iron in an iron salt's tablet, as the BNF lists it (iron content of the salts): an overdose of
 * '15 tablets of ferrous sulfate 200 mg' is 15 x 65 mg of iron, not 15 x 200 mg.
 */
export interface IronSaltContent {
  salt: string;
  /** How notes name the salt (folded: no accents, lower case). */
  words: readonly string[];
  saltMg: number;
  elementalIronMg: number;
  citation: Citation;
}

const bnfIronSalts = (section: string): Citation => ({ sourceId: 'bnf-2023', section });

export const ironSaltContents = [
  {
    salt: 'ferrous sulfate',
    words: ['ferrous sulfate', 'ferrous sulphate'],
    saltMg: 200,
    elementalIronMg: 65,
    citation: bnfIronSalts('Iron deficiency anaemia: ferrous sulfate (dried) 200 mg contains 65 mg iron'),
  },
  {
    salt: 'ferrous fumarate',
    words: ['ferrous fumarate'],
    saltMg: 210,
    elementalIronMg: 68,
    citation: bnfIronSalts('Iron deficiency anaemia: ferrous fumarate 210 mg contains 68 mg iron'),
  },
  {
    salt: 'ferrous gluconate',
    words: ['ferrous gluconate'],
    saltMg: 300,
    elementalIronMg: 35,
    citation: bnfIronSalts('Iron deficiency anaemia: ferrous gluconate 300 mg contains 35 mg iron'),
  },
] as const satisfies readonly IronSaltContent[];

export interface BurnAreaThreshold {
  id: string;
  /** Applies below this age (years); unknown age uses the child's lower threshold, the safer side. */
  maxAgeYears?: number;
  minAgeYears?: number;
  abovePercent: number;
  findingId: string;
  citation: Citation;
}

export const burnAreaThresholds = [
  {
    id: 'burn-over-10-percent-child',
    maxAgeYears: 15,
    abovePercent: 10,
    findingId: 'extensive-burn',
    citation: {
      sourceId: 'who-pocket-book-2013',
      section:
        'Chapter 9.2.1: Burns (admit children with > 10% burns, face, hands, perineum, circumferential)',
    },
  },
  {
    id: 'burn-over-15-percent-adult',
    minAgeYears: 15,
    abovePercent: 15,
    findingId: 'extensive-burn',
    citation: {
      sourceId: 'who-bec-2018',
      section: 'Module 3: Trauma — burns (airway, area, circumferential burns, referral)',
    },
  },
] as const satisfies readonly BurnAreaThreshold[];

import type { Condition, Regimen } from '../../types';

const whoGc = {
  sourceId: 'who-stis-2021',
  section: 'Gonococcal ophthalmia neonatorum: ceftriaxone 50 mg/kg IM single dose (maximum 150 mg)',
} as const;
const whoCt = {
  sourceId: 'who-stis-2021',
  section: 'Chlamydial ophthalmia neonatorum: erythromycin 50 mg/kg/day in 4 doses for 14 days',
} as const;
const pocketEye = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 3.7: Serious bacterial infection — eye infections (ophthalmia neonatorum)',
} as const;
const cdcGc = {
  sourceId: 'cdc-sti-2021',
  section:
    'Gonococcal infections among neonates: ophthalmia neonatorum can perforate the globe and blind; ceftriaxone 25-50 mg/kg IV or IM single dose (not above 250 mg), evaluate for disseminated infection',
} as const;
const zaEye = {
  sourceId: 'za-phc-stg-2020',
  section:
    'Conjunctivitis of the newborn: abundant pus with swollen eyelids or a hazy cornea, ceftriaxone IM at once and refer urgently',
} as const;
const imci = {
  sourceId: 'who-imci-2014',
  section: 'Sick young infant: eye infection (pus draining from the eye)',
} as const;

/** 91. Ophthalmia neonatorum: conjunctivitis in the first 28 days (gonococcal, chlamydial). */
export const condition = {
  id: 'ophthalmia-neonatorum',
  name: 'Ophthalmia neonatorum',
  icd10: ['P39.1', 'A54.3'],
  urgency: 'urgent',
  prior: {
    baseline: 0.0008,
    byAge: [
      { maxYears: 1 / 12, multiplier: 150 },
      { minYears: 1 / 12, maxYears: 2 / 12, multiplier: 5 },
      { minYears: 2 / 12, multiplier: 0 },
    ],
    citations: [whoGc, pocketEye],
  },
  definedBy: {
    anyOf: ['newborn-eye-discharge', 'eye-discharge', 'eyelids-stuck-together', 'periorbital-swelling'],
    citation: pocketEye,
  },
  findings: [
    { findingId: 'newborn-eye-discharge', frequency: 0.8 },
    { findingId: 'eye-discharge', frequency: 0.98 },
    { findingId: 'periorbital-swelling', frequency: 0.6 },
    { findingId: 'red-eyes', frequency: 0.8 },
    // Corneal involvement, the complication that blinds (WHO Pocket Book 2013, ch. 3.7).
    { findingId: 'cloudy-cornea', frequency: 0.1 },
    { findingId: 'eyelids-stuck-together', frequency: 0.5 },
    // The hyperacute (gonococcal) form: pus pouring and re-forming, lids tense (CDC STI 2021).
    { findingId: 'hyperacute-purulent-eye', frequency: 0.3 },
    { findingId: 'fever', frequency: 0.05 },
    { findingId: 'unable-to-drink', frequency: 0.05 },
    { findingId: 'cough', frequency: 0.08 },
    { findingId: 'runny-nose', frequency: 0.05 },
  ],
  redFlags: [
    {
      findingIds: ['cloudy-cornea'],
      finding:
        'Newborn eye infection reaching the cornea (cloudy or ulcerated): the eye can perforate within a day',
      urgency: 'emergency',
      actionRequired:
        'Ceftriaxone IM now, clean the eyes every hour, and refer today to a hospital with an eye service.',
      citations: [pocketEye],
    },
    {
      // Reviewed 30 Nov 2026: the hyperacute form, pus pouring out and re-forming within minutes of wiping or lids
      // swollen tense, is the gonococcal picture that crosses the intact cornea and perforates the globe (CDC STI
      // 2021: one dose of ceftriaxone and evaluation for disseminated infection; the South African PHC STG gives
      // ceftriaxone at once and refers urgently for abundant pus or swollen lids): a pre-referral treatment and
      // transfer, an emergency. A sticky eye or mild lid swelling with some pus stays same-day treatment (below).
      findingIds: ['hyperacute-purulent-eye'],
      finding:
        'Newborn with pus pouring from the eyes and tense swollen lids (hyperacute, gonococcal until proven otherwise): the cornea can perforate',
      urgency: 'emergency',
      actionRequired:
        'Ceftriaxone IM now (single dose), clean the eyes every hour, and refer today for admission and an eye review; treat the mother and her partner.',
      citations: [cdcGc, zaEye, whoGc],
    },
    {
      // Kept 'urgent' (same-day treatment): a sticky eye, or some pus with mild lid swelling, gets one dose of
      // ceftriaxone IM at this visit, eye cleaning and daily review (who-stis-2021; CDC STI 2021). The forms that
      // blind within a day, the hyperacute form and corneal involvement, are raised by the flags above.
      findingIds: ['periorbital-swelling', 'newborn-eye-discharge'],
      finding:
        'Newborn with swollen eyelids and pus (gonococcal ophthalmia until proven otherwise: blinding within days)',
      urgency: 'urgent',
      actionRequired:
        'Ceftriaxone IM today, clean the eyes frequently, treat the mother and her partner, review daily.',
      citations: [whoGc],
    },
  ],
  investigations: [
    {
      test: 'Gram stain and culture of eye pus (where available)',
      urgency: 'urgent',
      rationale: 'Gram-negative diplococci: gonococcus.',
      expectedFindings: 'Gonococcus (days 2-5) or chlamydia (days 5-14).',
    },
    {
      test: 'Mother: syphilis, HIV, gonorrhoea and chlamydia testing',
      urgency: 'urgent',
      rationale: 'Treat the mother and partner.',
      expectedFindings: 'Maternal STI.',
    },
  ],
  monitoring: [
    {
      parameter: 'Eyelid swelling, discharge, cornea',
      frequency: 'Daily',
      alertCriteria: 'Corneal clouding or no improvement in 48 hours',
    },
  ],
  referrals: [
    {
      specialist: 'Eye unit or paediatrics',
      urgency: 'urgent',
      reason: 'Corneal involvement, or no improvement after 48 hours of treatment.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Clean the eyes with clean water or saline every 1-2 hours until the pus stops; wash hands after.',
      category: 'hygiene',
      importance: 'high',
    },
    {
      recommendation: 'Mother and partner to be tested and treated for STIs.',
      category: 'prevention',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Ceftriaxone 50 mg/kg IM once (maximum 150 mg) for gonococcal ophthalmia; erythromycin 12.5 mg/kg four times daily for 14 days for chlamydial ophthalmia (onset after day 5 or not improving); eye irrigation; treat parents. Prevention: tetracycline eye ointment at birth.',
    supportiveCare: ['Frequent eye cleaning', 'Continue breastfeeding'],
    followUpSchedule: 'Daily until improving, then at 1 week.',
    antibioticsIndicated: true,
    citations: [whoGc, whoCt],
  },
  citations: [whoGc, whoCt, pocketEye, imci, cdcGc],
} satisfies Condition;

/** The source gives no maximum for erythromycin in newborns; the cap is the dose at 7 kg, a guard against a wrong weight. */
const youngInfantGuardKg = 7;

export const regimens = [
  {
    id: 'ophthalmia-neonatorum',
    conditionId: 'ophthalmia-neonatorum',
    population: { maxAgeYears: 2 / 12 },
    items: [
      {
        medicineId: 'ceftriaxone',
        route: 'intramuscular',
        dose: { kind: 'mg-per-kg', mgPerKg: 50, maxMgPerDose: 150, maxMgPerDay: 150 },
        frequency: 'once',
        dosesPerDay: 1,
        duration: 'single dose',
        indication: 'gonococcal ophthalmia neonatorum (purulent conjunctivitis in the first weeks)',
        alternativeIds: [],
        citations: [whoGc],
      },
      {
        medicineId: 'erythromycin',
        route: 'oral',
        dose: {
          kind: 'mg-per-kg',
          mgPerKg: 12.5,
          maxMgPerDose: 12.5 * youngInfantGuardKg,
          maxMgPerDay: 50 * youngInfantGuardKg,
        },
        frequency: 'four times daily',
        dosesPerDay: 4,
        duration: '14 days',
        indication: 'chlamydial ophthalmia neonatorum (onset day 5-14, or not improving on ceftriaxone)',
        alternativeIds: [],
        citations: [whoCt],
      },
    ],
    note: 'Ceftriaxone is avoided in jaundiced or preterm newborns receiving calcium; give it IM, not with calcium-containing fluids.',
    citations: [whoGc, whoCt],
  },
] satisfies readonly Regimen[];

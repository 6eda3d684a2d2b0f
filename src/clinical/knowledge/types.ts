import { z } from 'zod';

/**
 * The shapes of the clinical knowledge base. Knowledge files hold data only; each entry is parsed with
 * these schemas at load (see load-knowledge.ts) and names its sources.
 */

export const urgencySchema = z.enum(['routine', 'urgent', 'emergency', 'critical']);
export type Urgency = z.infer<typeof urgencySchema>;

export const countryCodeSchema = z.enum([
  'KE',
  'SO',
  'ET',
  'UG',
  'TZ',
  'NG',
  'GH',
  'ZA',
  'MW',
  'ZW',
  'ML',
  'BF',
  'BW',
  'ZM',
]);
export type CountryCode = z.infer<typeof countryCodeSchema>;

/** A bibliographic source: a guideline or reference work, with its edition. */
export const sourceSchema = z.object({
  id: z.string().regex(/^[a-z0-9.-]+$/),
  title: z.string().min(3),
  publisher: z.string().min(2),
  edition: z.string().min(2), // edition and/or year, e.g. '2023' or '3rd edition, 2019'
  url: z.string().url().optional(),
});
export type Source = z.infer<typeof sourceSchema>;

/** A citation of one source at one section. Every clinical fact carries at least one. */
export const citationSchema = z.object({
  sourceId: z.string(),
  section: z.string().min(1), // chapter, section, table or page
});
export type Citation = z.infer<typeof citationSchema>;
const citations = z.array(citationSchema).min(1);

/**
 * A band of patients a finding can be asked about: a sex, an age range (maximum exclusive), not when known
 * pregnant. An age bound is a clinical threshold and cites its source. Unknown facts match every band.
 */
export const findingPopulationSchema = z
  .object({
    sex: z.enum(['male', 'female']).optional(),
    minAgeYears: z.number().min(0).optional(),
    maxAgeYears: z.number().gt(0).optional(),
    notPregnant: z.literal(true).optional(),
    citation: citationSchema.optional(),
  })
  .refine(
    (band) => (band.minAgeYears === undefined && band.maxAgeYears === undefined) || band.citation,
    'an age bound cites its source',
  );
export type FindingPopulation = z.input<typeof findingPopulationSchema>;

export const findingKindSchema = z.enum(['symptom', 'sign', 'history', 'exposure', 'vital', 'lab']);

/**
 * A finding of the vocabulary: a symptom, sign, history item, exposure, vital-sign or lab finding.
 * `baseRate` is how often the finding is present among all patients presenting to a primary-care clinic
 * in the region: the engine uses it as P(finding | not this condition) when a condition gives no
 * specificity. Synonyms are matched in free text (lower case; the engine normalises accents).
 */
export const findingSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  label: z.string().min(2),
  kind: findingKindSchema,
  baseRate: z.number().gt(0).lt(1),
  synonyms: z.object({
    en: z.array(z.string()),
    sw: z.array(z.string()),
    fr: z.array(z.string()),
  }),
  abbreviations: z.array(z.string()).default([]),
  /** The question a clinician asks to establish it, for nextQuestions. */
  question: z.string().optional(),
  /** Whom the question is asked of (any band matches); absent: everyone. */
  askedOf: z.array(findingPopulationSchema).min(1).optional(),
});
export type Finding = z.input<typeof findingSchema>;

/**
 * How a finding behaves in a condition. `frequency` is P(finding | condition) (sensitivity).
 * `specificity`, when known from a study, gives P(absent | not condition) directly; otherwise the
 * finding's baseRate is used. A finding with frequency near 0 argues against the condition.
 */
export const conditionFindingSchema = z.object({
  findingId: z.string(),
  frequency: z.number().min(0.001).max(0.999),
  specificity: z.number().min(0.001).max(0.999).optional(),
  citation: citationSchema.optional(), // defaults to the condition's first citation
});

const ageBand = z.object({
  minYears: z.number().min(0).optional(),
  maxYears: z.number().min(0).optional(), // exclusive upper bound
  multiplier: z.number().min(0),
});

/**
 * The prior: `baseline` is the proportion of primary-care presentations in an endemic East African
 * setting that have this condition; multipliers adjust it by country, season, age, sex and pregnancy.
 */
export const priorSchema = z.object({
  baseline: z.number().gt(0).lt(1),
  byCountry: z.partialRecord(countryCodeSchema, z.number().min(0)).optional(),
  byAge: z.array(ageBand).optional(),
  bySex: z.object({ male: z.number().min(0).optional(), female: z.number().min(0).optional() }).optional(),
  pregnancy: z
    .object({ pregnant: z.number().min(0).optional(), notPregnant: z.number().min(0).optional() })
    .optional(),
  bySeason: z
    .array(
      z.object({
        countries: z.array(countryCodeSchema).min(1),
        months: z.array(z.number().int().min(1).max(12)).min(1),
        multiplier: z.number().min(0),
      }),
    )
    .optional(),
  citations,
});

export const redFlagSchema = z.object({
  /** Fires when any of these findings is present... */
  findingIds: z.array(z.string()).min(1),
  /** ...and all of these (the guideline's criterion is a combination: fever with jaundice, pain with ascites). */
  allOf: z.array(z.string()).optional(),
  /** ...and none of these: a state that rules the flag out (a delivery ends an early pregnancy). */
  noneOf: z.array(z.string()).optional(),
  /**
   * ...while one of `findingIds` is within this time window from its onset, as the source states it (a
   * stroke's deficit in its first week). A duration not told is taken as within the window.
   */
  maxDurationDays: z.number().positive().optional(),
  finding: z.string().min(3), // how the red flag reads to the clinician
  urgency: urgencySchema,
  actionRequired: z.string().min(3),
  /**
   * The condition this flag makes the diagnosis (a guideline's severe form: severe malaria, DKA). When the
   * flag fires on the working diagnosis, the severe form becomes the working diagnosis, with its urgency
   * and treatment, and the uncomplicated form leaves the differential.
   */
  severeFormId: z.string().optional(),
  citations,
});

export const investigationSchema = z.object({
  test: z.string(),
  urgency: z.enum(['routine', 'urgent', 'stat']),
  rationale: z.string(),
  expectedFindings: z.string(),
});
export const monitoringSchema = z.object({
  parameter: z.string(),
  frequency: z.string(),
  alertCriteria: z.string(),
});
export const referralSchema = z.object({
  specialist: z.string(),
  urgency: z.enum(['routine', 'urgent', 'emergency']),
  reason: z.string(),
});
export const lifestyleSchema = z.object({
  recommendation: z.string(),
  category: z.enum([
    'diet',
    'hydration',
    'activity',
    'rest',
    'hygiene',
    'prevention',
    'adherence',
    'self-care',
    'safety',
    'follow-up',
  ]),
  importance: z.enum(['high', 'medium', 'low']),
});
export const protocolSchema = z.object({
  primaryTreatment: z.string(),
  /**
   * True where the treatment goes on past the emergency to long-term care (epilepsy maintenance, secondary
   * prevention, prophylaxis): it belongs to the regimen after diagnosis and is never said among the
   * pre-referral actions, 'what to do now' (WHO IMCI 2014 'Give pre-referral treatment'; ETAT 2016).
   */
  includesLongTermCare: z.boolean().optional(),
  supportiveCare: z.array(z.string()),
  followUpSchedule: z.string(),
  /** True where the guideline gives no antibiotic (viral illness, watery diarrhoea without blood, ...). */
  antibioticsIndicated: z.boolean(),
  citations,
});

/**
 * The condition's own treatment waits for a test that confirms it (WHO malaria: parasitological confirmation
 * before treatment). Until one of `confirmedBy` is recorded present, the regimen's medicines are withheld
 * except those of `stillGiven` (symptom relief), and `test` and `ifNoTest` say what to do instead. Its severe
 * form, where it has one, is a separate condition and is treated at once.
 */
export const confirmBeforeTreatmentSchema = z.object({
  /** The first is the test itself: recorded absent, it is a negative result. */
  confirmedBy: z.array(z.string()).min(1),
  test: z.string().min(3),
  ifNoTest: z.string().min(3),
  /** What a negative test means for the withheld medicines. */
  ifNegative: z.string().min(3),
  stillGiven: z.array(z.string()).optional(),
  /**
   * Who may be treated on clinical suspicion when no test can be done today (the source's high-risk groups):
   * for them the withheld medicines' doses are shown under 'if no test can be done today'.
   */
  treatWithoutTestWhen: z
    .object({ underAgeYears: z.number().positive().optional(), pregnant: z.boolean().optional() })
    .optional(),
  /**
   * Below this age another test confirms, with its own advice while it is awaited: an HIV antibody test under
   * 18 months shows the mother's antibodies, so only a virological test (NAT/PCR) confirms the infant's.
   */
  youngChild: z
    .object({
      underAgeYears: z.number().positive(),
      confirmedBy: z.array(z.string()).min(1),
      test: z.string().min(3),
      ifNoTest: z.string().min(3),
      citation: citationSchema,
    })
    .optional(),
  citation: citationSchema,
});

export const conditionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string(),
  icd10: z.array(z.string().regex(/^[A-Z]\d{2}(\.\d{1,2})?$/)).min(1), // first is the code reported
  /**
   * A more precise code of the list, reported when one of its findings is present (rheumatic mitral
   * stenosis I05.0 rather than rheumatic heart disease, unspecified): the first entry that matches wins.
   */
  icd10ByFinding: z
    .array(
      z.object({
        findingIds: z.array(z.string()).min(1),
        icd10: z.string().regex(/^[A-Z]\d{2}(\.\d{1,2})?$/),
        citation: citationSchema,
      }),
    )
    .optional(),
  icd11: z.string().optional(),
  /** The urgency of this condition when it is the working diagnosis. */
  urgency: urgencySchema,
  /**
   * The condition this one is the severe form of, where the guideline defines the severe form by criteria
   * (WHO severe malaria): its red flags are those criteria, and with none of them present the patient has
   * the uncomplicated form, which then takes this condition's probability.
   */
  severeFormOf: z.string().optional(),
  /**
   * The signs without which this condition, an emergency as the working diagnosis, is not the visit's
   * emergency: its name or history alone (a coin seen in the stomach with no airway or swallowing sign, a known
   * low-lying placenta with no bleeding, a fall from a motorbike with grazes and no sign of shock) gives the
   * `otherwise` urgency. The danger-sign rules and the condition's red flags still fire on their own findings.
   */
  emergencyOnlyWith: z
    .object({ anyOf: z.array(z.string()).min(1), otherwise: urgencySchema, citation: citationSchema })
    .optional(),
  /**
   * The findings this condition, a syndrome others cause (sepsis, meningitis), brings to the condition that
   * causes it: the signs of the syndrome itself (organ dysfunction, shock, meningism), not of its sources.
   */
  syndromeFindings: z.object({ findingIds: z.array(z.string()).min(1), citation: citationSchema }).optional(),
  /**
   * The share of this condition's presentations that come with a syndrome (knowledge: syndromeFindings) of
   * another condition: acute cholangitis with septic shock, an obstructed infected kidney with sepsis, mumps
   * with meningitis. In that form the syndrome's findings are as frequent as in the syndrome; the condition is
   * weighed as the mixture of its two forms, so the syndrome told with its source names the source.
   */
  comesWith: z
    .array(
      z.object({
        conditionId: z.string(),
        share: z.number().positive().max(0.5),
        /**
         * The condition's own signs, one of which must be present for this form to be weighed: the source is
         * named when it is told (loin-to-groin pain, a stone seen), not whenever the syndrome is.
         */
        whenAnyOf: z.array(z.string()).min(1),
        citation: citationSchema,
      }),
    )
    .optional(),
  prior: priorSchema,
  /**
   * The findings without which the diagnosis cannot be made (a burn for burns, an injury for multiple
   * injuries): with none of them present the condition is weighed down, recorded absent or not mentioned.
   */
  definedBy: z
    .object({
      anyOf: z.array(z.string()).min(1),
      /**
       * The defining finding is why the patient is brought (an injury, a bite, a burn, a poison taken): a
       * description leaves it out only when it did not happen, so silence weighs as much as a recorded absence.
       */
      isAlwaysTold: z.boolean().optional(),
      /**
       * Ages at which the defining finding is often not shown and its absence must not weigh (the elderly and
       * young infants with sepsis are often afebrile): the definition applies only in [appliesFromYears, appliesBelowYears).
       */
      appliesFromYears: z.number().nonnegative().optional(),
      appliesBelowYears: z.number().positive().optional(),
      citation: citationSchema,
    })
    .optional(),
  /**
   * Findings that make the condition impossible for this patient (a birth told rules out an ectopic pregnancy
   * now): with one of them present the condition has no probability and is not listed at all, unless one of
   * `unlessAnyOf` is present too (pregnant rules out a haemorrhage after birth, unless the birth is told).
   */
  ruledOutBy: z
    .object({
      anyOf: z.array(z.string()).min(1),
      unlessAnyOf: z.array(z.string()).optional(),
      citation: citationSchema,
    })
    .optional(),
  findings: z.array(conditionFindingSchema).min(3),
  redFlags: z.array(redFlagSchema),
  investigations: z.array(investigationSchema).min(1),
  monitoring: z.array(monitoringSchema).min(1),
  referrals: z.array(referralSchema),
  lifestyle: z.array(lifestyleSchema).min(1),
  protocol: protocolSchema,
  confirmBeforeTreatment: confirmBeforeTreatmentSchema.optional(),
  citations,
});
export type Condition = z.input<typeof conditionSchema>;

/* ---------------------------------------------------------------- medicines and regimens */

export const strengthSchema = z.object({
  value: z.number().positive(),
  unit: z.enum(['mg', 'mg/mL', 'mg/5mL', 'IU', 'mcg', '%', 'g', 'mL']),
});

export const contraindicationSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('pregnancy'),
    trimesters: z.array(z.number().int().min(1).max(3)).min(1),
    note: z.string(),
    citations,
  }),
  z.object({ kind: z.literal('breastfeeding'), note: z.string(), citations }),
  z.object({
    kind: z.literal('age'),
    minYears: z.number().min(0).optional(),
    maxYears: z.number().optional(),
    note: z.string(),
    citations,
  }),
  z.object({ kind: z.literal('weight'), minKg: z.number().min(0), note: z.string(), citations }),
  z.object({
    kind: z.literal('renal'),
    /** The eGFR (mL/min/1.73 m²) below which it applies; 30 (KDIGO stage 4) when the source names none. */
    belowEgfr: z.number().positive().optional(),
    note: z.string(),
    citations,
  }),
  z.object({
    kind: z.literal('history'),
    keywords: z.array(z.string()).min(1),
    /** Applies only in the first days of life (ceftriaxone with neonatal jaundice or calcium infusions). */
    maxAgeDays: z.number().positive().optional(),
    note: z.string(),
    citations,
  }),
]);

export const interactionSchema = z.object({
  /** Matched against medicine names and classes in the patient's history (lower case keywords). */
  keywords: z.array(z.string()).min(1),
  severity: z.enum(['minor', 'moderate', 'major']),
  effect: z.string(),
  /** The combination is to be avoided: when the other medicine is already taken, this one is withheld and an alternative used. */
  withhold: z.boolean().optional(),
  citations,
});

export const medicineSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string(), // generic name; combinations 'artemether + lumefantrine', first-named is the dosed one
  atc: z.string().regex(/^[A-Z]\d{2}[A-Z]{2}(\d{2})?$/), // a 5-character group code where WHO gives no substance code (ORS)
  drugClass: z.string(),
  /** Allergy classes: an allergy to any of these (or to the name) withholds the medicine. */
  allergyClasses: z.array(z.string()).min(1),
  forms: z
    .array(z.object({ form: z.string(), strength: strengthSchema, note: z.string().optional() }))
    .min(1),
  contraindications: z.array(contraindicationSchema),
  interactions: z.array(interactionSchema),
  sideEffects: z.array(z.string()).min(1),
  onEssentialMedicinesList: z.array(z.string()).min(1), // e.g. ['WHO EML 2023', 'KEML 2023']
  citations,
});
export type Medicine = z.input<typeof medicineSchema>;

const doseCaps = {
  maxMgPerDose: z.number().positive(),
  maxMgPerDay: z.number().positive(),
  /** The unit of the rule's figures and maxima when not mg: fluids in mL, insulin and vaccines in IU, topical applications. */
  unit: z.enum(['mg', 'IU', 'mL', 'application']).optional(),
};

/** How one dose is computed. Every rule carries the source's maxima; computed doses are capped at them. */
export const doseRuleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('mg-per-kg'),
    mgPerKg: z.number().positive(),
    ...doseCaps,
    roundToMg: z.number().positive().optional(),
  }),
  z.object({
    kind: z.literal('weight-band'),
    bands: z
      .array(
        z.object({
          minKg: z.number().min(0),
          maxKg: z.number().positive(),
          mg: z.number().positive(),
          amount: z.string(),
        }),
      )
      .min(1),
    ...doseCaps,
  }),
  z.object({
    kind: z.literal('age-band'),
    bands: z
      .array(
        z.object({
          minYears: z.number().min(0),
          maxYears: z.number().positive(),
          mg: z.number().positive(),
          amount: z.string(),
        }),
      )
      .min(1),
    ...doseCaps,
  }),
  z.object({ kind: z.literal('fixed'), mg: z.number().positive(), amount: z.string(), ...doseCaps }),
]);

export const regimenItemSchema = z.object({
  medicineId: z.string(),
  route: z.enum([
    'oral',
    'intravenous',
    'intramuscular',
    'subcutaneous',
    'rectal',
    'topical',
    'inhaled',
    'ophthalmic',
    'otic',
    'intranasal',
    'vaginal',
    'sublingual',
  ]),
  dose: doseRuleSchema,
  frequency: z.string(), // 'twice daily', 'at 0, 8, 24, 36, 48 and 60 hours'
  dosesPerDay: z.number().positive(),
  duration: z.string(), // '3 days', 'single dose', 'lifelong'
  indication: z.string(),
  /** Medicines of this catalogue that may replace it when it is withheld, in order of preference. */
  alternativeIds: z.array(z.string()),
  /**
   * For a regimen given in phases (a loading dose then maintenance; artesunate at 0, 12 and 24 hours then
   * daily; acetylcysteine bag after bag): the phase this item is and when its first dose is given, so no
   * later phase is read as a dose to give now. Without it the item is given now.
   */
  /**
   * A long-term medicine (lifelong or maintenance) started once the diagnosis is made: part of the regimen,
   * never a first dose to give before referral.
   */
  longTerm: z.boolean().optional(),
  phase: z
    .object({
      name: z.string().min(1), // 'loading dose', 'maintenance', 'bag 2 of 3'
      // No colon: a first-dose line names its medicine after the first colon (describeFirstDoses).
      when: z.string().regex(/^[^:]+$/), // 'now', '4 hours after the loading dose, then every 4 hours'
      startsNow: z.boolean(),
    })
    .optional(),
  citations,
});

/** The medicines a guideline gives for a condition, for one population. First match wins. */
export const regimenSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  conditionId: z.string(),
  population: z
    .object({
      minAgeYears: z.number().min(0).optional(),
      maxAgeYears: z.number().optional(),
      minWeightKg: z.number().min(0).optional(),
      /** Upper weight bound, exclusive (WHO malaria 2023: artesunate 3 mg/kg under 20 kg). */
      maxWeightKg: z.number().positive().optional(),
      /** Days of life, for newborn doses that change with the first week (lower bound inclusive, upper exclusive). */
      minAgeDays: z.number().min(0).optional(),
      maxAgeDays: z.number().positive().optional(),
      /** Birth weight under 2.5 kg (true) or not (false). */
      lowBirthWeight: z.boolean().optional(),
      pregnant: z.boolean().optional(),
      trimesters: z.array(z.number().int().min(1).max(3)).optional(),
      /** A renal band: the regimen applies only when an eGFR (or creatinine clearance) below this is known. */
      maxEgfr: z.number().positive().optional(),
      /**
       * Only when these findings are present now (finding ids): all of `allOf` and, when listed, one of `anyOf`
       * (at least one of the two is listed). A condition's regimen for one presentation or severity of it
       * (atropine for a slow pulse with adverse features; severe pneumonia; an overdose by its substance).
       */
      presentFindings: z
        .object({ allOf: z.array(z.string()).optional(), anyOf: z.array(z.string()).optional() })
        .refine((wanted) => (wanted.allOf?.length ?? 0) + (wanted.anyOf?.length ?? 0) > 0)
        .optional(),
    })
    .default({}),
  items: z.array(regimenItemSchema), // empty where the guideline gives no medicine
  note: z.string().optional(),
  citations,
});
export type Regimen = z.input<typeof regimenSchema>;

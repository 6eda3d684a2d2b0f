import { z } from 'zod';

/**
 * The shape of a lab analyte in the knowledge base (knowledge/lab-analytes/): how clinicians and lab
 * machines write its name, its LOINC code, its canonical unit and conversions, reference ranges by age,
 * sex and pregnancy, critical limits and, for qualitative tests, the words that mean positive or negative.
 */

/**
 * A citation of the lab knowledge as the engine reads it: the answers name a lab reading's sources by id
 * (`sourceIds`), never by section. That every lab citation names its section is checked with the knowledge
 * (knowledge/lab-analytes.test.ts), not at load, so that the browser's offline engine chunk goes without
 * the sections (scripts/web-build/drop-unread-citations.ts; docs/decisions/011).
 */
export const labCitationSchema = z.object({
  sourceId: z.string(),
  section: z.string().min(1).optional(), // chapter, section, table or page
});

const citations = z.array(labCitationSchema).min(1);

export const analyteKindSchema = z.enum(['quantitative', 'qualitative', 'ordinal', 'text']);
export type AnalyteKind = z.infer<typeof analyteKindSchema>;

/** Whom a range applies to. `maxYears` is exclusive; a missing bound or field applies to everyone. */
export const appliesToSchema = z.object({
  minYears: z.number().min(0).optional(),
  maxYears: z.number().positive().optional(),
  sex: z.enum(['male', 'female']).optional(),
  pregnant: z.boolean().optional(),
});
export type AppliesTo = z.infer<typeof appliesToSchema>;

const boundsAreOrdered = (range: { low?: number | undefined; high?: number | undefined }): boolean =>
  (range.low !== undefined || range.high !== undefined) &&
  (range.low === undefined || range.high === undefined || range.low < range.high);

/** A reference (normal) range in the analyte's canonical unit. */
export const referenceRangeSchema = z
  .object({
    applies: appliesToSchema.default({}),
    low: z.number().optional(),
    high: z.number().optional(),
    citations,
  })
  .refine(boundsAreOrdered, { message: 'a range needs a bound, and low < high' });
export type ReferenceRange = z.infer<typeof referenceRangeSchema>;

/** Values beyond these limits are critical: the clinician is told at once. */
export const criticalLimitSchema = z
  .object({
    applies: appliesToSchema.default({}),
    low: z.number().optional(),
    high: z.number().optional(),
    citations,
  })
  .refine(boundsAreOrdered, { message: 'a critical limit needs a bound, and low < high' });
export type CriticalLimit = z.infer<typeof criticalLimitSchema>;

/** canonical value = value in `unit` × factor + offset. */
export const unitConversionSchema = z.object({
  unit: z.string().min(1),
  factor: z.number().positive(),
  offset: z.number().optional(),
});
export type UnitConversion = z.infer<typeof unitConversionSchema>;

/** Words a clinician reads for abnormal results, used in the interpretation sentence. */
export const meaningSchema = z.object({
  low: z.string().optional(),
  high: z.string().optional(),
  criticalLow: z.string().optional(),
  criticalHigh: z.string().optional(),
  positive: z.string().optional(),
});

export const analyteSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(2),
    /** Absent only where no LOINC code could be confirmed from a citable source (say so beside the entry). */
    loinc: z
      .string()
      .regex(/^\d{1,6}-\d$/)
      .optional(),
    kind: analyteKindSchema,
    specimen: z.enum(['blood', 'serum', 'plasma', 'urine', 'stool', 'csf', 'sputum', 'swab', 'other']),
    /** Every written name and abbreviation: the first is the display name on reports. */
    names: z.array(z.string().min(1)).min(1),
    /** Canonical unit; ordinal dipstick grades use 'grade' (0 negative, 0.5 trace, 1 to 4 for + to ++++). */
    unit: z.string().optional(),
    conversions: z.array(unitConversionSchema).default([]),
    /** Values possible for the test in the canonical unit (basis and uses: docs/decisions/009-lab-possible-values.md). */
    plausible: z.object({ low: z.number(), high: z.number() }).optional(),
    /**
     * Highest value taken in the canonical unit when no unit is printed, where the possible values reach far
     * past the usual ones (glucose 'RBS 95' is mg/dL, though 95 mmol/L is possible in a hyperosmolar state).
     */
    usualHighWithoutUnit: z.number().optional(),
    ranges: z.array(referenceRangeSchema).default([]),
    critical: z.array(criticalLimitSchema).default([]),
    /** Extra words (regular expression sources, case-insensitive) that mean positive or negative here. */
    positiveWords: z.array(z.string()).default([]),
    negativeWords: z.array(z.string()).default([]),
    /** How a positive qualitative result is flagged. */
    positiveFlag: z.enum(['attention', 'critical']).default('attention'),
    meaning: meaningSchema.default({}),
    /**
     * Abbreviations shared by two tests ('PT' is prothrombin time or pregnancy test in Kenyan reports):
     * a worded result ('Positive', '++') means `wordedResultMeans`; a number with one of their units
     * means the first of `numericResultMeans` that knows the unit ('BS 5.6 mmol/L' is blood sugar).
     */
    wordedResultMeans: z.string().optional(),
    /**
     * For dipstick tests read by a urine analyser ('PRO 100 mg/dL'): per unit, the lowest concentration of
     * each grade in order trace, 1+, 2+, 3+, 4+ (a scale may stop early).
     */
    gradeEquivalents: z
      .array(z.object({ unit: z.string(), atLeast: z.array(z.number().positive()).min(2).max(5) }))
      .default([]),
    numericResultMeans: z.array(z.string()).default([]),
    /** What the clinician must know about the test's limits (e.g. Widal). */
    limitations: z.string().optional(),
    citations,
  })
  .refine((analyte) => analyte.kind !== 'quantitative' || analyte.unit !== undefined, {
    message: 'a quantitative analyte needs a canonical unit',
  });
export type LabAnalyte = z.infer<typeof analyteSchema>;
export type LabAnalyteInput = z.input<typeof analyteSchema>;

/** Generic words for qualitative results, shared by all analytes (regular expression sources). */
export const qualitativeWordsSchema = z.object({
  positive: z.array(z.string()).min(1),
  negative: z.array(z.string()).min(1),
});

/** Words that give a measured test's side of the range without a number (regular expression sources). */
export const directionWordsSchema = z.object({
  low: z.array(z.string()).min(1),
  high: z.array(z.string()).min(1),
  within: z.array(z.string()).min(1),
});

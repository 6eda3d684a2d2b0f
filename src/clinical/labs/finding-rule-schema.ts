import { z } from 'zod';
import { labCitationSchema } from './analyte-schema';

/**
 * The shape of a lab finding rule (knowledge/lab-finding-rules.ts): which engine finding a lab result
 * implies, present when the test holds and absent when it does not. Thresholds are in the analyte's
 * canonical unit.
 */
/** What a threshold is compared with: the value, or the eGFR computed beside an adult's creatinine. */
const measured = z.enum(['value', 'estimatedGfr']).default('value');

export const labTestSchema = z.discriminatedUnion('kind', [
  /** Read positive; with a detail pattern, only when the written result also matches it (species, organism). */
  z.object({ kind: z.literal('positive'), detailPattern: z.string().optional() }),
  z.object({ kind: z.literal('negative') }),
  z.object({
    kind: z.literal('above'),
    value: z.number(),
    inclusive: z.boolean().default(false),
    of: measured,
  }),
  z.object({
    kind: z.literal('below'),
    value: z.number(),
    inclusive: z.boolean().default(false),
    of: measured,
  }),
  z.object({ kind: z.literal('above-range') }),
  z.object({ kind: z.literal('below-range') }),
  z.object({ kind: z.literal('text'), pattern: z.string() }),
  /** Past the analyte's cited critical limit (lab-analytes/), on the given side or either. */
  z.object({ kind: z.literal('critical'), side: z.enum(['low', 'high']).optional() }),
  /** Never: a result of this test cannot make the finding absent (a negative India ink misses disease). */
  z.object({ kind: z.literal('never') }),
]);
export type LabTest = z.infer<typeof labTestSchema>;

export const labConditionSchema = z.object({
  analyteIds: z.array(z.string()).min(1),
  present: labTestSchema,
  /** When the finding is absent; by default whenever `present` does not hold. */
  absent: labTestSchema.optional(),
});
export type LabCondition = z.infer<typeof labConditionSchema>;

export const labFindingRuleSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  findingId: z.string().regex(/^[a-z0-9-]+$/),
  /** All conditions must hold for the finding to be present; any condition failing makes it absent. */
  conditions: z.array(labConditionSchema).min(1),
  citations: z.array(labCitationSchema).min(1),
});
export type LabFindingRule = z.infer<typeof labFindingRuleSchema>;
export type LabFindingRuleInput = z.input<typeof labFindingRuleSchema>;

import { z } from 'zod';
import { citationSchema, urgencySchema } from './types';

/**
 * A triage rule fires on findings alone, whatever the ranking says (ARCHITECTURE.md: an emergency is never
 * missed because a diagnosis ranked low). It fires when any of `anyOf` is present, all of `allOf` are and none of `noneOf`.
 */
export const triageRuleSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  anyOf: z.array(z.string()).min(1),
  allOf: z.array(z.string()).default([]),
  /** Not when any of these is present: the finding that explains the danger sign (parotitis for a painful testis). */
  noneOf: z.array(z.string()).default([]),
  /**
   * Not when any of these is recorded absent: a measured value that rules out what a sign only suggests (a
   * haemoglobin of 7 g/dL or more outweighs palms that look very pale).
   */
  notWhenAbsent: z.array(z.string()).default([]),
  /** Only for patients in this age band (years; max exclusive). */
  ageYears: z.object({ min: z.number().min(0).optional(), max: z.number().positive().optional() }).optional(),
  onlyInPregnancy: z.boolean().default(false),
  /**
   * Not when a temperature was measured below this (°C): a rule whose source defines fever by a thermometer
   * (fever after childbirth is 38 °C or more, WHO MCPC 2017) is silent for a measured 37.5-37.9 °C, which the
   * general fever finding (IMCI 37.5 °C) still counts. Untaken, the fever told in words still fires it.
   */
  measuredTemperatureAtLeastC: z.number().optional(),
  /**
   * Not when a temperature was measured within this normal band (°C, `below` exclusive): a rule whose source
   * defines its sign by the thermometer where one is used (IMCI young infant: 37.5 °C or more, or below 35.5
   * °C) is silent for a measured 36.8 °C, though a carer told the baby felt warm or cold.
   */
  notWhenMeasuredTemperatureC: z.object({ from: z.number(), below: z.number() }).optional(),
  /** Only when a finding of `anyOf` has lasted at least this long (status epilepticus: 5 minutes). */
  minDurationDays: z.number().positive().optional(),
  /**
   * Only while a finding of `anyOf` is within this time window from its onset, from the source (a stroke's
   * deficit in its first days; weakness weeks old is a stroke to review, no emergency). A duration not told
   * is taken as within the window.
   */
  maxDurationDays: z.number().positive().optional(),
  urgency: urgencySchema,
  /** Conditions the alarm names (ACS for chest pain with sweating): another best match is no working diagnosis. */
  pointsTo: z.array(z.string()).default([]),
  reason: z.string().min(5),
  actions: z.array(z.string().min(3)).min(1),
  citations: z.array(citationSchema).min(1),
});
export type TriageRule = z.input<typeof triageRuleSchema>;

import { z } from 'zod';

/** Spec section 9: severity, onset and frequency options. */
export const severities = ['mild', 'moderate', 'severe'] as const;
export const onsetOptions = ['sudden', 'gradual', 'hours', 'days', 'weeks', 'months', 'chronic'] as const;
export const frequencyOptions = [
  'constant',
  'intermittent',
  'episodic',
  'daily',
  'weekly',
  'monthly',
  'occasional',
] as const;

const text = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(500, 'Keep each entry under 500 characters');
const optionalText = z.string().trim().max(500, 'Keep each entry under 500 characters').optional();
const severity = z.enum(severities, { error: 'Severity must be mild, moderate or severe' });
const tagList = z.array(z.string().trim().min(1).max(200)).max(20, 'At most 20 entries').default([]);

/** Workflow page (spec section 3): symptom, severity, duration, frequency; only the text is required. */
export const workflowSymptomSchema = z.object({
  symptom: text('Symptom description is required'),
  severity: severity.optional(),
  duration: optionalText,
  frequency: optionalText,
});

/** Analysis Dashboard (spec sections 3 and 5): duration and frequency are required. */
export const dashboardSymptomSchema = z.object({
  symptom: text('Symptom description is required'),
  severity,
  duration: text('Duration is required'),
  frequency: text('Frequency is required'),
  triggers: tagList,
  associated_symptoms: tagList,
});

/** Country-context page (spec sections 3 and 5): description, onset, frequency and duration required. */
export const contextSymptomSchema = z.object({
  id: z.string().max(64).optional(),
  description: text('Description is required'),
  onset: text('Onset is required'),
  frequency: text('Frequency is required'),
  severity: severity.default('mild'),
  duration: text('Duration is required'),
  triggers: tagList,
  associatedSymptoms: tagList,
});

/**
 * Any of the spec's three symptom shapes, told apart by their keys: `description` is the country-context
 * form, `triggers` or `associated_symptoms` the dashboard form, anything else the workflow form.
 */
export const symptomInputSchema = z.unknown().transform((value, context) => {
  const shape = typeof value === 'object' && value !== null ? value : {};
  const schema =
    'description' in shape
      ? contextSymptomSchema
      : 'triggers' in shape || 'associated_symptoms' in shape
        ? dashboardSymptomSchema
        : workflowSymptomSchema;
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  }
  return parsed.data;
});
export type SymptomInput = z.infer<typeof symptomInputSchema>;

export const addSymptomsBodySchema = z.object({
  symptoms: z
    .array(symptomInputSchema, { error: 'At least one symptom is required' })
    .min(1, 'At least one symptom is required')
    .max(50, 'At most 50 symptoms per request'),
});

/** A symptom as the session stores it, whatever shape it arrived in. */
export const storedSymptomSchema = z.object({
  id: z.string(),
  symptom: z.string(),
  severity: z.enum(severities).optional(),
  duration: z.string().optional(),
  frequency: z.string().optional(),
  onset: z.string().optional(),
  triggers: z.array(z.string()),
  associatedSymptoms: z.array(z.string()),
  addedAt: z.string(),
});
export type StoredSymptom = z.infer<typeof storedSymptomSchema>;

/** The corrected symptom that takes the place of one recorded on the session. */
export const replaceSymptomBodySchema = z.object({ symptom: symptomInputSchema });

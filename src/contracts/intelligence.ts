import { z } from 'zod';
import { countryCodeSchema } from '../clinical/knowledge/types';
import { findIdentifyingDetail } from './identifying-details';

/** Regional health intelligence (spec sections 3, 5 and 7; issue 6). Nothing here holds patient data. */

export const alertSeveritySchema = z.enum(['low', 'medium', 'high', 'critical']);
export type AlertSeverity = z.infer<typeof alertSeveritySchema>;
export const outbreakStatusSchema = z.enum(['emerging', 'active', 'contained', 'resolved']);
export type OutbreakStatus = z.infer<typeof outbreakStatusSchema>;
export const trendSchema = z.enum(['increasing', 'decreasing', 'stable']);
export const regionRuleSchema = z.enum(['east-africa', 'west-africa', 'southern-africa']);

/** Where a figure comes from: doctors' verified reports, the product's own de-identified counts, or guidelines. */
export const figureSourceSchema = z.enum(['verified-reports', 'product-use', 'baseline-knowledge']);
export type FigureSource = z.infer<typeof figureSourceSchema>;
const provenance = { source: figureSourceSchema, asOf: z.string() };

export const countrySchema = z.object({
  code: countryCodeSchema,
  name: z.string(),
  region: regionRuleSchema,
  subdivisionKind: z.string(),
  subdivisions: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type CountryView = z.infer<typeof countrySchema>;

export const regionParamsSchema = z.object({
  country: z.string().min(1).max(8),
  region: z.string().min(1).max(80),
});

/* ---------------------------------------------------------------- verified health updates */

/** Keys that would carry patient data (compared lower case, without separators). */
const PATIENT_FIELD_KEYS = new Set([
  'patient',
  'patients',
  'patientid',
  'patientname',
  'name',
  'fullname',
  'firstname',
  'lastname',
  'surname',
  'othernames',
  'dateofbirth',
  'dob',
  'birthdate',
  'mrn',
  'medicalrecordnumber',
  'hospitalnumber',
  'age',
  'ageyears',
  'gender',
  'sex',
  'phone',
  'phonenumber',
  'telephone',
  'mobile',
  'email',
  'address',
  'homeaddress',
  'village',
  'nationalid',
  'idnumber',
  'passport',
  'passportnumber',
  'nhif',
  'nhifnumber',
  'shanumber',
  'insurancenumber',
]);

/** The patient fields a body carries, by their key as sent. */
export function findPatientFields(body: unknown): string[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  return Object.keys(body).filter((key) => PATIENT_FIELD_KEYS.has(key.toLowerCase().replace(/[^a-z]/g, '')));
}

export const patientDataMessage = (fields: readonly string[]) =>
  `Health updates are aggregate reports and must not contain patient data: remove ${fields.join(', ')}`;

const reportCountrySchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(countryCodeSchema.options, {
    error: `Unknown country code; known codes: ${countryCodeSchema.options.join(', ')}`,
  }),
);
/** Public text (location, notes) must not identify a person: refused with the detail's own message. */
const withoutIdentifyingDetails = (value: string | undefined, context: z.RefinementCtx) => {
  const message = value === undefined ? undefined : findIdentifyingDetail(value);
  if (message) context.addIssue({ code: 'custom', message });
};
const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);
const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`).optional();
const count = (name: string, required: boolean) => {
  const number = z
    .number({ error: required ? `${name} is required and must be a number` : `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} must be 0 or more`)
    .max(10_000_000, `${name} is implausibly large`);
  // Forms send numbers as text; accept '12' but not '' (which Number() would make 0).
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    number,
  );
};

/** Spec section 5: condition, location, cases, severity, status, verificationSource required; the reporter is the account. */
export const healthUpdateFieldsSchema = z
  .object({
    country: reportCountrySchema.default('KE'),
    region: z.string().trim().min(1).max(80).optional(),
    condition: requiredText('Condition is required', 120),
    location: requiredText('Location is required', 160).superRefine(withoutIdentifyingDetails),
    cases: count('Number of cases', true),
    deaths: count('Number of deaths', false).default(0),
    severity: z.enum(alertSeveritySchema.options, {
      error: (issue) =>
        issue.input === undefined ? 'Severity is required' : 'Severity must be low, medium, high or critical',
    }),
    status: z.enum(outbreakStatusSchema.options, {
      error: (issue) =>
        issue.input === undefined
          ? 'Status is required'
          : 'Status must be emerging, active, contained or resolved',
    }),
    verificationSource: requiredText('Verification source is required', 160),
    /** Ignored: the reporter is the signed-in clinician. Accepted so older clients keep working. */
    doctorId: optionalText(64),
    doctorName: optionalText(120),
    facilityName: optionalText(160),
    notes: optionalText(1000).superRefine(withoutIdentifyingDetails),
  })
  .strict();

/** POST /api/manual-health-updates. A body carrying a patient field is refused with its own message. */
export const healthUpdateBodySchema = z
  .looseObject({})
  .superRefine((body, context) => {
    const fields = findPatientFields(body);
    if (fields.length > 0)
      context.addIssue({ code: 'custom', message: patientDataMessage(fields), path: [fields[0]!] });
  })
  .pipe(healthUpdateFieldsSchema);
export type HealthUpdateBody = z.output<typeof healthUpdateFieldsSchema>;
export type HealthUpdateInput = z.input<typeof healthUpdateFieldsSchema>;

/** The verifier is the signed-in clinician; typed ids from older clients are accepted and ignored. */
export const verifyUpdateBodySchema = z
  .object({ doctorId: optionalText(64), doctorName: optionalText(120) })
  .strict()
  .nullish();
export const statusChangeBodySchema = z.object({ status: outbreakStatusSchema }).strict();
export type VerifyUpdateBody = z.infer<typeof verifyUpdateBodySchema>;

export const updateIdParamsSchema = z.object({ id: z.string().uuid('Unknown health update id') });
export const listUpdatesQuerySchema = z.object({
  days: z.coerce.number().int().min(1, 'days must be 1 to 90').max(90, 'days must be 1 to 90').default(7),
});

/** Spec section 3, verified health update, plus where it stands. */
export const healthUpdateSchema = z.object({
  id: z.string(),
  country: countryCodeSchema,
  region: z.string(),
  condition: z.string(),
  conditionKey: z.string(),
  cases: z.number(),
  deaths: z.number(),
  location: z.string(),
  severity: alertSeveritySchema,
  status: outbreakStatusSchema,
  doctorId: z.string(),
  doctorName: z.string(),
  facilityName: z.string().optional(),
  verificationSource: z.string(),
  notes: z.string().optional(),
  isVerified: z.boolean(),
  /** 'before-accounts': stored before sign-in existed, shown as 'unverified (before accounts)'. */
  verification: z.enum(['verified', 'unverified', 'before-accounts']),
  /** A closing status (contained, resolved) waiting for a second clinician to verify it. */
  pendingStatus: outbreakStatusSchema.optional(),
  verifiedBy: z.object({ doctorId: z.string(), doctorName: z.string(), at: z.string() }).optional(),
  isoWeek: z.string(),
  reportedAt: z.string(),
  lastUpdated: z.string(),
  /** How many submissions were merged into this report (same condition, location and week). */
  submissions: z.number(),
  contentHash: z.string(),
});
export type HealthUpdate = z.infer<typeof healthUpdateSchema>;

export const createUpdateAnswerSchema = z.object({
  update: healthUpdateSchema,
  merged: z.boolean(),
  message: z.string(),
});

/* ---------------------------------------------------------------- intelligence answers */

export const emergencyAlertSchema = z.object({
  id: z.string(),
  severity: alertSeveritySchema,
  type: z.enum(['outbreak', 'warning', 'advisory']),
  condition: z.string(),
  description: z.string(),
  issuedBy: z.string(),
  issuedDate: z.string(),
  region: z.string(),
  method: z.string(),
  triggeredBy: z.object({
    reportIds: z.array(z.string()),
    weeklyCounts: z.array(z.object({ week: z.string(), count: z.number().nullable() })),
  }),
  ...provenance,
});
export type EmergencyAlert = z.infer<typeof emergencyAlertSchema>;

export const currentSymptomSchema = z.object({
  symptom: z.string(),
  findingId: z.string(),
  frequency: z.number(),
  trend: trendSchema,
  relatedConditions: z.array(z.string()),
  ...provenance,
});

export const activeOutbreakSchema = z.object({
  condition: z.string(),
  location: z.string(),
  cases: z.number(),
  deaths: z.number(),
  status: z.enum(['emerging', 'active']),
  reportIds: z.array(z.string()),
  ...provenance,
});

export const seasonalTrendSchema = z.object({
  condition: z.string(),
  conditionId: z.string(),
  likelihood: z.enum(['high', 'medium', 'low']),
  season: z.string(),
  description: z.string(),
  inSeasonNow: z.boolean(),
  sources: z.array(z.object({ title: z.string(), edition: z.string(), section: z.string() })),
  source: z.literal('baseline-knowledge'),
  asOf: z.string(),
});

/** GET /api/health-intelligence/:country/:region */
export const healthIntelligenceSchema = z.object({
  country: countryCodeSchema,
  region: z.string(),
  emergencyAlerts: z.array(emergencyAlertSchema),
  /** Spec section 4: critical alerts are severity critical or high; a group's severity is the highest in it. */
  alertSummary: z.object({
    total: z.number(),
    critical: z.number(),
    highestSeverity: alertSeveritySchema.nullable(),
  }),
  currentSymptoms: z.array(currentSymptomSchema),
  activeOutbreaks: z.array(activeOutbreakSchema),
  /** Background knowledge of the season: never live data. */
  seasonalBackground: z.array(seasonalTrendSchema),
  analysesCounted: z.number().nullable(),
  lastUpdated: z.string(),
  notes: z.array(z.string()),
});
export type HealthIntelligence = z.infer<typeof healthIntelligenceSchema>;

export const trendingConditionSchema = z.object({
  conditionId: z.string(),
  condition: z.string(),
  weeks: z.array(z.string()),
  weeklyCounts: z.array(z.number().nullable()),
  thisWeek: z.number().nullable(),
  trend: trendSchema,
  ears: z.object({ method: z.string(), alarm: z.boolean(), upperbound: z.number().nullable() }).nullable(),
  ...provenance,
});

/** GET /api/trending-conditions/:country/:region */
export const trendingConditionsSchema = z.object({
  country: countryCodeSchema,
  region: z.string(),
  conditions: z.array(trendingConditionSchema),
  reportedOutbreaks: z.array(activeOutbreakSchema),
  seasonalBackground: z.array(seasonalTrendSchema),
  lastUpdated: z.string(),
});
export type TrendingConditions = z.infer<typeof trendingConditionsSchema>;

/** GET /api/symptom-suggestions/:country/:region: the six suggestion chips. */
export const symptomSuggestionsSchema = z.array(z.string()).max(6);

export const exportQuerySchema = z.object({
  country: z.string().min(1).max(8),
  region: z.string().min(1).max(80).optional(),
  days: z.coerce.number().int().min(1).max(366).default(90),
});

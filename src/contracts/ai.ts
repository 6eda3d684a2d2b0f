import { z } from 'zod';

/**
 * The built-in clinical AI (issue 3, spec sections 3, 5 and 7): POST /api/ai-diagnosis,
 * /api/ai-recommendations, /api/ai-prescription and /api/ai-comprehensive-assessment.
 * Requests are read liberally (numbers as numeric strings, lists as comma-separated text, any of the
 * spec's symptom shapes) and strictly limited (lengths, counts, physiological ranges).
 */

export const AI_LIMITS = {
  symptoms: 50,
  textChars: 500,
  listEntries: 30,
  labResults: 50,
  /** All the free text of one request together: a long history fits, a pasted book does not. */
  totalTextChars: 20_000,
} as const;

/** Spec section 5: the assistant's messages, with the error codes the API answers them with. */
export const aiValidationMessages = {
  noSymptoms: { code: 'NO_SYMPTOMS', message: 'No Symptoms', details: 'Please add at least one symptom' },
  diagnosisRequired: {
    code: 'DIAGNOSIS_REQUIRED',
    message: 'Diagnosis Required',
    details: 'Please run a diagnosis first, or give a condition name or ICD-10 code',
  },
  unknownDiagnosis: { code: 'UNKNOWN_DIAGNOSIS', message: 'Unknown Diagnosis' },
} as const;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
const numberFromText = (value: unknown) => {
  const given = blankToUndefined(value);
  return typeof given === 'string' && Number.isFinite(Number(given.trim())) ? Number(given.trim()) : given;
};

/** A number in range, also given as a numeric string; null or '' means not given. */
const measured = (min: number, max: number, label: string) =>
  z
    .preprocess(
      numberFromText,
      z
        .number({ error: `${label} must be a number` })
        .min(min, `${label} must be between ${min} and ${max}`)
        .max(max, `${label} must be between ${min} and ${max}`)
        .optional(),
    )
    .optional();

const optionalText = (max: number) =>
  z
    .preprocess(
      (value) => (typeof value === 'number' ? String(value) : blankToUndefined(value)),
      z.string().trim().max(max, `Keep this under ${max} characters`).optional(),
    )
    .optional();

/** A list of short texts, also given as one comma- or semicolon-separated string; empties dropped. */
const textList = (maxEntries: number, maxChars: number) =>
  z
    .preprocess(
      (value) => {
        const given = blankToUndefined(value);
        const list = typeof given === 'string' ? given.split(/[,;\n]/) : given;
        return Array.isArray(list)
          ? list.filter((entry) => !(typeof entry === 'string' && entry.trim() === '') && entry !== null)
          : list;
      },
      z
        .array(z.string().trim().max(maxChars, `Keep each entry under ${maxChars} characters`))
        .max(maxEntries, `At most ${maxEntries} entries`)
        .optional(),
    )
    .optional();

const genderWords: Record<string, 'male' | 'female' | 'other' | 'unknown'> = {
  m: 'male',
  man: 'male',
  boy: 'male',
  mwanaume: 'male',
  homme: 'male',
  masculin: 'male',
  f: 'female',
  woman: 'female',
  girl: 'female',
  mwanamke: 'female',
  femme: 'female',
  féminin: 'female',
};
export const genderSchema = z
  .preprocess(
    (value) => {
      const given = blankToUndefined(value);
      if (typeof given !== 'string') return given;
      const word = given.trim().toLowerCase();
      return genderWords[word] ?? word;
    },
    z
      .enum(['male', 'female', 'other', 'unknown'], {
        error: 'Gender must be male, female, other or unknown',
      })
      .optional(),
  )
  .optional();

const yesNo = z
  .preprocess(
    (value) => {
      const given = blankToUndefined(value);
      if (typeof given !== 'string') return given;
      const word = given.trim().toLowerCase();
      return ['true', 'yes', 'y', '1'].includes(word)
        ? true
        : ['false', 'no', 'n', '0'].includes(word)
          ? false
          : given;
    },
    z.boolean({ error: 'Pregnant must be true or false' }).optional(),
  )
  .optional();

const vitalsShape = {
  temperatureC: measured(25, 45, 'Temperature (°C)'),
  heartRate: measured(20, 350, 'Heart rate'),
  respiratoryRate: measured(4, 120, 'Respiratory rate'),
  systolicBP: measured(40, 300, 'Systolic blood pressure'),
  diastolicBP: measured(20, 200, 'Diastolic blood pressure'),
  spo2: measured(40, 100, 'SpO2'),
  muacMm: measured(50, 400, 'MUAC (mm)'),
};

/**
 * A key the API does not know is refused with its name and the keys it does know: dropped silently, a
 * temperature sent as `temperature` would reach no rule and the clinician would never know.
 */
const unknownKeysMessage =
  (what: string, known: readonly string[]) => (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? `Unknown ${what} ${issue.keys?.map((key) => `'${key}'`).join(', ')}: use ${known.join(', ')}`
      : undefined;

export const vitalsSchema = z.strictObject(vitalsShape, {
  error: unknownKeysMessage('vital sign', Object.keys(vitalsShape)),
});

const yesNoField = (label: string) =>
  z
    .preprocess(
      (value) => {
        const given = blankToUndefined(value);
        if (typeof given !== 'string') return given;
        const word = given.trim().toLowerCase();
        return ['true', 'yes', 'y', '1'].includes(word)
          ? true
          : ['false', 'no', 'n', '0'].includes(word)
            ? false
            : given;
      },
      z.boolean({ error: `${label} must be true or false` }).optional(),
    )
    .optional();

/**
 * The patient profile. Beside age and weight, the populations prescribing must know (WHO Pocket Book 2013
 * chapter 3 and Annex 2 dose newborns by day of life and birth weight): age in days for the first weeks,
 * gestation at birth and birth weight, weeks of pregnancy, days since delivery and breastfeeding.
 */
const patientProfileShape = {
  age: measured(0, 120, 'Age (years)'),
  ageDays: measured(0, 365, 'Age (days)'),
  gender: genderSchema,
  weight: measured(0.3, 300, 'Weight (kg)'),
  height: measured(20, 250, 'Height (cm)'),
  birthWeight: measured(0.3, 7, 'Birth weight (kg)'),
  gestationAtBirthWeeks: measured(22, 44, 'Gestation at birth (weeks)'),
  allergies: textList(AI_LIMITS.listEntries, 100),
  medicalHistory: textList(AI_LIMITS.listEntries, 200),
  country: optionalText(60),
  region: optionalText(100),
  pregnant: yesNo,
  gestationWeeks: measured(1, 44, 'Weeks of pregnancy'),
  postpartumDays: measured(0, 730, 'Days since delivery'),
  breastfeeding: yesNoField('Breastfeeding'),
  vitals: vitalsSchema.optional(),
};

export const patientProfileSchema = z
  .strictObject(patientProfileShape, {
    error: unknownKeysMessage('patient profile field', Object.keys(patientProfileShape)),
  })
  .superRefine((profile, context) => {
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    const ageYears = profile.age ?? (profile.ageDays !== undefined ? profile.ageDays / 365.25 : undefined);
    const isInfant = ageYears !== undefined && ageYears < 1;
    if (
      profile.ageDays !== undefined &&
      profile.age !== undefined &&
      Math.abs(profile.age - profile.ageDays / 365.25) > 1
    )
      problem('ageDays', 'Age in days and age in years disagree');
    if (profile.birthWeight !== undefined && ageYears !== undefined && ageYears >= 2)
      problem('birthWeight', 'Birth weight is asked for children under 2 years only');
    if (profile.pregnant === true && profile.gender === 'male')
      problem('pregnant', 'A male patient cannot be pregnant');
    // For an infant, weeks of gestation are the gestation at birth and breastfeeding is how the baby feeds.
    if (isInfant) {
      if (profile.pregnant === true || profile.postpartumDays !== undefined)
        problem('pregnant', 'Pregnancy or delivery given for an infant');
      return;
    }
    if (profile.gestationWeeks !== undefined && profile.pregnant === false)
      problem('gestationWeeks', 'Weeks of pregnancy given for a patient marked not pregnant');
    if (profile.gestationWeeks !== undefined && profile.gender === 'male')
      problem('gestationWeeks', 'Weeks of pregnancy given for a male patient');
    if (profile.gestationWeeks !== undefined && profile.postpartumDays !== undefined)
      problem('postpartumDays', 'A patient cannot be pregnant and after delivery at once');
    if (
      ageYears !== undefined &&
      ageYears < 9 &&
      (profile.pregnant === true ||
        profile.gestationWeeks !== undefined ||
        profile.breastfeeding === true ||
        profile.postpartumDays !== undefined)
    )
      problem('pregnant', 'Pregnancy, delivery or breastfeeding given for a child under 9 years');
  })
  .transform((profile) => {
    const ageYears = profile.age ?? (profile.ageDays !== undefined ? profile.ageDays / 365.25 : undefined);
    if (ageYears === undefined || ageYears >= 1) return profile;
    const { gestationWeeks, breastfeeding, ...infant } = profile;
    return {
      ...infant,
      gestationAtBirthWeeks: profile.gestationAtBirthWeeks ?? gestationWeeks,
      ...(breastfeeding !== undefined ? { breastfed: breastfeeding } : {}),
    };
  });
export type PatientProfileInput = z.infer<typeof patientProfileSchema>;

const severityWords = ['mild', 'moderate', 'severe'] as const;
/** Spec section 9: mild 1-3/10, moderate 4-6/10, severe 7-10/10. */
const severitySchema = z
  .preprocess(
    (value) => {
      const given = numberFromText(value);
      if (typeof given === 'number') return given <= 3 ? 'mild' : given <= 6 ? 'moderate' : 'severe';
      return typeof given === 'string' ? given.trim().toLowerCase() : given;
    },
    z.enum(severityWords, { error: 'Severity must be mild, moderate or severe' }).optional(),
  )
  .optional();

/** Any of the spec's three symptom shapes (workflow, country-context, dashboard), read into one. */
const symptomObjectSchema = z
  .object({
    symptom: optionalText(AI_LIMITS.textChars),
    description: optionalText(AI_LIMITS.textChars),
    severity: severitySchema,
    duration: optionalText(200),
    frequency: optionalText(200),
    onset: optionalText(200),
    triggers: textList(10, 200),
    associatedSymptoms: textList(10, 200),
    associated_symptoms: textList(10, 200),
  })
  .refine((value) => Boolean(value.symptom ?? value.description), {
    message: 'Symptom description is required',
  })
  .transform(({ symptom, description, associated_symptoms, associatedSymptoms, ...rest }) => ({
    ...rest,
    symptom: (symptom ?? description)!,
    associatedSymptoms: [...(associatedSymptoms ?? []), ...(associated_symptoms ?? [])],
  }));

const symptomText = z
  .string()
  .trim()
  .min(1, 'Symptom description is required')
  .max(AI_LIMITS.textChars, `Keep each symptom under ${AI_LIMITS.textChars} characters`);

/** Either of two schemas picked by the value's type, so the client hears the chosen schema's own message. */
const textOrObject = <T extends z.ZodType, O extends z.ZodType>(text: T, object: O) =>
  z.unknown().transform((value, context): z.output<T> | z.output<O> => {
    const parsed = (typeof value === 'string' ? text : object).safeParse(value);
    if (parsed.success) return parsed.data as z.output<T> | z.output<O>;
    for (const issue of parsed.error.issues)
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });

const readSymptomList = (value: unknown) =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((entry) => !(typeof entry === 'string' && entry.trim() === ''))
      : value;
const symptomList = z
  .array(textOrObject(symptomText, symptomObjectSchema), { error: 'Symptoms must be a list' })
  .max(AI_LIMITS.symptoms, `At most ${AI_LIMITS.symptoms} symptoms per request`);

/** Symptoms as a list of texts or objects (one string is read as a list of one); at least one. */
export const symptomsSchema = z.preprocess(
  readSymptomList,
  symptomList.min(1, aiValidationMessages.noSymptoms.details),
);
export type SymptomsInput = z.infer<typeof symptomsSchema>;

export const labResultSchema = z.object({
  testType: z.string({ error: 'Test type is required' }).trim().min(1, 'Test type is required').max(200),
  result: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: 'Result is required' }).trim().min(1, 'Result is required').max(500),
  ),
  normalRange: optionalText(200),
  notes: optionalText(1000),
});
const labResultsSchema = z
  .array(labResultSchema)
  .max(AI_LIMITS.labResults, `At most ${AI_LIMITS.labResults} lab results`)
  .optional();

/** The assistant form's top-level patient fields (spec section 7), read when no profile gives them. */
const assistantPatientFields = {
  patientAge: measured(0, 120, 'Age (years)'),
  patientGender: genderSchema,
  medicalHistory: textList(AI_LIMITS.listEntries, 200),
};

/** POST /api/ai-diagnosis and /api/ai-comprehensive-assessment, in either spec form. */
/** The characters of every text a request carries, to bound the work one request can ask of the engine. */
function countTextChars(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (Array.isArray(value)) return value.reduce((sum: number, entry) => sum + countTextChars(entry), 0);
  if (typeof value === 'object' && value !== null) return countTextChars(Object.values(value));
  return 0;
}
const limitTotalText = (request: object, context: z.RefinementCtx) => {
  if (countTextChars(request) > AI_LIMITS.totalTextChars) {
    context.addIssue({
      code: 'custom',
      message: `Too much text in one request: keep it under ${AI_LIMITS.totalTextChars} characters`,
    });
  }
};

export const aiDiagnosisRequestSchema = z
  .object({
    symptoms: symptomsSchema,
    patientProfile: patientProfileSchema.optional(),
    labResults: labResultsSchema,
    ...assistantPatientFields,
  })
  .superRefine(limitTotalText);
export type AiDiagnosisRequest = z.infer<typeof aiDiagnosisRequestSchema>;

const diagnosisEntryReference = z.object({
  conditionId: z.string().max(100).optional(),
  condition: z.string().max(300).optional(),
  icd10: z.string().max(20).optional(),
});

/** A diagnosis as the client holds it: a name, an ICD-10 code, or the object /api/ai-diagnosis answered. */
export const diagnosisReferenceSchema = textOrObject(
  z
    .string()
    .trim()
    .min(1, aiValidationMessages.diagnosisRequired.message)
    .max(300, 'Keep the diagnosis under 300 characters'),
  z.object(
    {
      ...diagnosisEntryReference.shape,
      primaryDiagnosis: diagnosisEntryReference.extend({ urgency: z.string().max(20).optional() }).optional(),
      emergencyAlert: z.boolean().optional(),
      triage: z.object({ urgency: z.string().max(20).optional() }).optional(),
    },
    { error: 'The diagnosis must be a condition name, an ICD-10 code or a diagnosis object' },
  ),
);
export type DiagnosisReference = z.infer<typeof diagnosisReferenceSchema>;

/** Unwraps `{ diagnosis: {...} }` sent where the diagnosis itself was expected. */
const diagnosisField = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null && 'diagnosis' in value && typeof value.diagnosis === 'object'
      ? value.diagnosis
      : value,
  diagnosisReferenceSchema,
);

const optionalSymptoms = z
  .preprocess((value) => (value === null ? undefined : readSymptomList(value)), symptomList.optional())
  .optional();

export const aiRecommendationsRequestSchema = z
  .object({
    diagnosis: diagnosisField,
    symptoms: optionalSymptoms,
    patientProfile: patientProfileSchema.optional(),
    labResults: labResultsSchema,
    ...assistantPatientFields,
  })
  .superRefine(limitTotalText);
export type AiRecommendationsRequest = z.infer<typeof aiRecommendationsRequestSchema>;

export const aiPrescriptionRequestSchema = aiRecommendationsRequestSchema;
export type AiPrescriptionRequest = AiRecommendationsRequest;

export * from './ai-answers';

import { z } from 'zod';

/**
 * The answers of the /api/ai-* routes (issue 3 "API"; spec section 3 entities). No transforms: the server
 * encodes its answers with these schemas.
 */

export const urgencySchema = z.enum(['routine', 'urgent', 'emergency', 'critical']);
const probabilitySchema = z.number().min(0).max(100);
export const AI_DISCLAIMER =
  'For professional use only. AI suggestions must be confirmed by a qualified clinician.';

export const differentialDiagnosisSchema = z.object({
  /** The knowledge base's id, so a follow-up call can name the condition exactly. */
  conditionId: z.string().optional(),
  condition: z.string(),
  icd10: z.string(),
  probability: probabilitySchema,
  supportingEvidence: z.array(z.string()),
  contradictingEvidence: z.array(z.string()),
});

export const diagnosisSchema = z.object({
  disclaimer: z.string(),
  primaryDiagnosis: z.object({
    conditionId: z.string().optional(),
    condition: z.string(),
    icd10: z.string(),
    probability: probabilitySchema,
    confidence: z.enum(['low', 'moderate', 'high']),
    urgency: urgencySchema,
  }),
  differentialDiagnoses: z.array(differentialDiagnosisSchema),
  redFlags: z.array(z.object({ finding: z.string(), actionRequired: z.string(), urgency: urgencySchema })),
  triage: z.object({ urgency: urgencySchema, reasons: z.array(z.string()) }),
  nextQuestions: z.array(z.string()),
  /** True exactly when triage.urgency is emergency or critical. */
  emergencyAlert: z.boolean(),
  message: z.string(),
  emergencyActions: z.array(z.string()),
  /** The share of probability left for conditions outside the knowledge base. */
  otherProbability: probabilitySchema.optional(),
  /**
   * False when the picture fits no condition of the knowledge base well (the share left for other conditions
   * leads): the primary diagnosis is then only the closest weak match, not a working diagnosis.
   */
  fitsKnownCondition: z.boolean().optional(),
  /** When nothing known fits: tests that would tell the closest candidates apart. */
  suggestedTests: z.array(z.string()).optional(),
  /** Words the engine could not map to any finding: shown to the clinician, never guessed. */
  unrecognised: z.array(z.string()).optional(),
  /** Words of context read as what they are (a test or image done, a medicine, a body part, a place), naming no finding. */
  contextRead: z
    .array(
      z.object({
        kind: z.enum([
          'investigation',
          'imaging',
          'examination',
          'procedure',
          'medicine',
          'anatomy',
          'place',
          'condition',
          'history',
          'time',
        ]),
        text: z.string(),
      }),
    )
    .optional(),
});
export type AiDiagnosis = z.infer<typeof diagnosisSchema>;

export const recommendationsSchema = z.object({
  disclaimer: z.string(),
  /** The condition these recommendations are for. */
  condition: z.string().optional(),
  icd10: z.string().optional(),
  investigations: z.array(
    z.object({
      test: z.string(),
      urgency: z.enum(['routine', 'urgent', 'stat']),
      rationale: z.string(),
      expectedFindings: z.string(),
    }),
  ),
  lifestyle: z.array(
    z.object({
      recommendation: z.string(),
      category: z.string(),
      importance: z.enum(['high', 'medium', 'low']),
    }),
  ),
  monitoring: z.array(z.object({ parameter: z.string(), frequency: z.string(), alertCriteria: z.string() })),
  referrals: z.array(
    z.object({
      specialist: z.string(),
      urgency: z.enum(['routine', 'urgent', 'emergency']),
      reason: z.string(),
    }),
  ),
});
export type AiRecommendations = z.infer<typeof recommendationsSchema>;

export const medicationSchema = z.object({
  drug: z.string(),
  dosage: z.string(),
  /** Milligrams per dose of the first-named active ingredient (in doseUnit when that is set). */
  doseMg: z.number().nonnegative(),
  doseMgPerKg: z.number().nonnegative().optional(),
  doseUnit: z.enum(['IU', 'mL', 'application']).optional(),
  /** The source's maxima for this dose rule, in the unit of doseMg. */
  maxMgPerDose: z.number().optional(),
  maxMgPerDay: z.number().optional(),
  /** For a regimen given in phases: the phase and when it is given ('Maintenance: first dose 4 hours after the loading dose, ...'). */
  timing: z.string().optional(),
  frequency: z.string(),
  duration: z.string(),
  route: z.string(),
  indication: z.string(),
  contraindications: z.array(z.string()),
  sideEffects: z.array(z.string()),
  alternatives: z.array(z.string()),
  sources: z.array(z.string()).optional(),
});

export const prescriptionSchema = z.object({
  disclaimer: z.string(),
  condition: z.string().optional(),
  icd10: z.string().optional(),
  medications: z.array(medicationSchema),
  treatmentProtocol: z.object({
    primaryTreatment: z.string(),
    supportiveCare: z.array(z.string()),
    followUpSchedule: z.string(),
  }),
  safetyWarnings: z.array(z.string()),
  /** Set when no dose was computed for want of these facts (age and weight unknown: the patient may be a child). */
  missingFacts: z.array(z.enum(['weight', 'age'])).optional(),
  /** The source's dose rules in words, given instead of doses when `missingFacts` is set. */
  doseRules: z.array(z.string()).optional(),
});
export type AiPrescription = z.infer<typeof prescriptionSchema>;

export const aiDiagnosisResponseSchema = z.object({ diagnosis: diagnosisSchema });
export const aiRecommendationsResponseSchema = z.object({ recommendations: recommendationsSchema });
export const aiPrescriptionResponseSchema = z.object({ prescription: prescriptionSchema });

/** Spec section 7: a prescription refused for an emergency answers non-OK (409) with emergencyAlert and message. */
export const aiEmergencyAnswerSchema = z.object({
  disclaimer: z.string(),
  emergencyAlert: z.literal(true),
  message: z.string(),
  emergencyActions: z.array(z.string()),
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});
export type AiEmergencyAnswer = z.infer<typeof aiEmergencyAnswerSchema>;

/** All three answers; in an emergency the prescription is left out and emergencyAlert and message are set. */
export const aiComprehensiveResponseSchema = z.object({
  disclaimer: z.string(),
  diagnosis: diagnosisSchema,
  recommendations: recommendationsSchema,
  prescription: prescriptionSchema.optional(),
  emergencyAlert: z.boolean(),
  message: z.string().optional(),
  emergencyActions: z.array(z.string()).optional(),
});
export type AiComprehensiveAnswer = z.infer<typeof aiComprehensiveResponseSchema>;

import { z } from 'zod';
import { labStatusSchema } from './lab-status-schema';
import { fileRecordSchema, storedLabResultSchema } from './sessions';

/** Spec section 9: at most 10 files of 10 MB (1024-based) in a session on the workflow page. */
export const uploadLimits = {
  maxFilesPerSession: 10,
  maxFileBytes: 10 * 1024 * 1024,
  excerptChars: 500,
} as const;

/** A lab result typed by hand (spec sections 2 and 5: test type and result are required). */
export const manualLabResultSchema = z
  .object({
    testType: z.string({ error: 'Test type is required' }).trim().min(1, 'Test type is required').max(200),
    result: z.string({ error: 'Result is required' }).trim().min(1, 'Result is required').max(500),
    normalRange: z.string().trim().max(200).optional(),
    notes: z.string().trim().max(1000).optional(),
  })
  .strict();
export type ManualLabResult = z.infer<typeof manualLabResultSchema>;

export const addLabResultsBodySchema = z.union([
  manualLabResultSchema,
  z
    .object({ labResults: z.array(manualLabResultSchema).min(1, 'Add at least one lab result').max(50) })
    .strict(),
]);

/** What the upload answers for each file: its record and the lab values read from it. */
export const uploadedFileAnswerSchema = z.object({
  record: fileRecordSchema,
  labResults: z.array(storedLabResultSchema),
  warnings: z.array(z.string()),
  error: z.string().optional(),
});
export type UploadedFileAnswer = z.infer<typeof uploadedFileAnswerSchema>;

const vitalsSchema = z
  .object({
    temperatureC: z.number().min(25).max(45).optional(),
    heartRate: z.number().int().min(20).max(350).optional(),
    respiratoryRate: z.number().int().min(4).max(120).optional(),
    systolicBP: z.number().int().min(40).max(300).optional(),
    diastolicBP: z.number().int().min(20).max(200).optional(),
    spo2: z.number().min(40).max(100).optional(),
    muacMm: z.number().min(50).max(400).optional(),
  })
  .strict();

/** Spec section 3, analysis options, plus what the engine can use about the patient. */
export const analyzeOptionsSchema = z
  .object({
    depth: z.enum(['standard', 'comprehensive', 'focused']).default('standard'),
    includeRecommendations: z.boolean().default(true),
    includePrescriptions: z.boolean().default(false),
    country: z.string().trim().max(60).optional(),
    patientAge: z.number().min(0).max(120).optional(),
    patientGender: z.enum(['male', 'female', 'other']).optional(),
    symptoms: z.array(z.unknown()).max(50).optional(),
    uploadedFiles: z.array(z.unknown()).max(10).optional(),
    weight: z.number().positive().max(300).optional(),
    pregnant: z.boolean().optional(),
    allergies: z.array(z.string().max(100)).max(30).optional(),
    medicalHistory: z.array(z.string().max(200)).max(30).optional(),
    vitals: vitalsSchema.optional(),
  })
  .strict();
export type AnalyzeOptions = z.infer<typeof analyzeOptionsSchema>;

export const correlationStrengthSchema = z.enum(['weak', 'moderate', 'strong']);

export const testFlagSchema = z.enum(['normal', 'attention', 'critical', 'not_assessed']);
export type TestFlag = z.infer<typeof testFlagSchema>;

/** Spec section 3, analysis results. */
export const analysisResultsSchema = z.object({
  patient_id: z.string(),
  analysis_date: z.string(),
  symptoms_reported: z.array(z.string()),
  tests_analyzed: z.array(
    z.object({
      test_type: z.string(),
      test_results: z.record(z.string(), z.string()),
      analysis: z.string(),
      diagnosis: z.string(),
      explanation: z.string(),
      recommendations: z.array(z.string()),
      prescription_guidance: z
        .object({ medication: z.string(), dosage: z.string(), administration: z.string() })
        .optional(),
      symptom_correlations: z.array(
        z.object({
          symptom: z.string(),
          correlation_strength: correlationStrengthSchema,
          explanation: z.string(),
        }),
      ),
      /** The result's own flag; 'not_assessed' when nothing could be compared (never shown as normal). */
      flag: testFlagSchema,
      /** The status shown for it (low, high, positive…); critical is said by `flag` beside it. */
      status: labStatusSchema.optional(),
      /** The cited critical limit it passed, when `flag` is critical. */
      critical_limit: z.string().optional(),
      /** How many times the same test and result were reported (in several files, or typed again). */
      times_reported: z.number().int().min(1).optional(),
    }),
  ),
  symptom_test_insights: z.object({
    primary_correlations: z.array(
      z.object({
        symptom: z.string(),
        test_findings: z.array(z.string()),
        correlation_explanation: z.string(),
        clinical_significance: z.string(),
      }),
    ),
    differential_diagnoses: z.array(
      z.object({
        condition: z.string(),
        icd10: z.string().optional(),
        probability: z.enum(['low', 'moderate', 'high']),
        probability_percent: z.number().optional(),
        supporting_evidence: z.array(z.string()),
        contradicting_evidence: z.array(z.string()).optional(),
      }),
    ),
    red_flags: z.array(
      z.object({
        finding: z.string(),
        urgency: z.enum(['low', 'medium', 'high', 'critical']),
        action_required: z.string(),
      }),
    ),
  }),
  overall_summary: z.string(),
  urgency: z.enum(['routine', 'urgent', 'emergency', 'critical']),
  emergency_alert: z.boolean(),
  disclaimer: z.string(),
  generated_at: z.string(),
  /** The engine's full answers, for the screens that show them. */
  diagnosis: z.unknown().optional(),
  recommendations: z.unknown().optional(),
  prescription: z.unknown().optional(),
});
export type AnalysisResults = z.infer<typeof analysisResultsSchema>;

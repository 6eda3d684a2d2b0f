import { z } from 'zod';
import { labStatusSchema } from './lab-status-schema';
import { storedSymptomSchema } from './symptoms';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Analysis date must be a date as YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Analysis date must be a real date');

/** Spec section 3, patient session form. Only patientId and analysisDate are shown as inputs. */
export const patientFieldsSchema = z.object({
  patientName: z.string().trim().max(200).optional(),
  dateOfBirth: isoDate.optional(),
  mrn: z.string().trim().max(100).optional(),
  orderingPhysician: z.string().trim().max(200).optional(),
  facility: z.string().trim().max(200).optional(),
});

/** POST /api/sessions: every field optional (the workflow page sends no body). */
export const createSessionBodySchema = patientFieldsSchema
  .extend({
    patientId: z.string().trim().min(1, 'Patient identifier is required').max(100).optional(),
    analysisDate: isoDate.optional(),
    uploadedFiles: z.array(z.unknown()).max(0, 'Upload files after the session is created').optional(),
    isActive: z.boolean().optional(),
  })
  .strict();
export type CreateSessionBody = z.infer<typeof createSessionBodySchema>;

/** The patient form of the Analysis Dashboard: what the clinician must fill in. */
export const patientFormSchema = patientFieldsSchema.extend({
  patientId: z.string().trim().min(1, 'Patient identifier is required').max(100),
  analysisDate: z.string().min(1, 'Analysis date is required').pipe(isoDate),
});

export const sessionIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** Spec section 3, uploaded file record (session). */
export const fileRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  type: z.string(),
  uploadTime: z.string(),
  processed: z.boolean(),
  status: z.enum(['processed', 'failed']),
  error: z.string().optional(),
  excerpt: z.string().optional(),
});
export type FileRecord = z.infer<typeof fileRecordSchema>;

/** A lab result held by the session (spec section 3 plus the interpretation of issue 4). */
export const storedLabResultSchema = z.object({
  id: z.string(),
  testType: z.string(),
  result: z.string(),
  normalRange: z.string().optional(),
  notes: z.string().optional(),
  loinc: z.string().optional(),
  value: z.number().optional(),
  unit: z.string().optional(),
  flag: z.enum(['normal', 'attention', 'critical']).optional(),
  /** The side of the range used (printed first), or positive; a critical result keeps its side. */
  status: labStatusSchema.optional(),
  /** The cited critical limit the value passed ('< 1.5 mmol/L'). */
  criticalLimit: z.string().optional(),
  /** The range the status was decided on, in `unit` (the printed one converted, else the knowledge base's). */
  rangeUsed: z.string().optional(),
  /** The meaning in one line, without restating the value or range. */
  meaning: z.string().optional(),
  /** The value in `unit`, as shown beside `rangeUsed` ('141 µmol/L'). */
  valueShown: z.string().optional(),
  /** The value or range was converted from the printed unit: `result` and `normalRange` keep the original. */
  isConverted: z.boolean().optional(),
  /** For a value read from a photo or scan: how surely OCR read it, 0 to 1 (check it against the slip). */
  ocrConfidence: z.number().min(0).max(1).optional(),
  fileId: z.string().optional(),
  fileName: z.string().optional(),
});
export type StoredLabResult = z.infer<typeof storedLabResultSchema>;

export const sessionStatusSchema = z.enum(['active', 'analyzing', 'completed']);

/** GET /api/sessions/:id */
export const sessionViewSchema = patientFieldsSchema.extend({
  id: z.string(),
  sessionId: z.string(),
  patientId: z.string(),
  analysisDate: z.string(),
  isActive: z.boolean(),
  status: sessionStatusSchema,
  symptoms: z.array(storedSymptomSchema),
  labResults: z.array(storedLabResultSchema),
  uploadedFiles: z.array(fileRecordSchema),
  analysisResults: z.unknown().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Seconds since the session was created. */
  duration: z.number(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

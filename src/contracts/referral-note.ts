import { z } from 'zod';
import { patientProfileSchema } from './ai';

const line = (max: number) => z.string().trim().min(1).max(max);

/**
 * What the clinician sends for a referral note in an emergency: the engine's alert as shown, the working
 * diagnosis, the actions advised and the doses the clinician marked as given (with the time). The patient's
 * symptoms and identifiers come from the session itself; nothing here is stored.
 */
export const referralNoteRequestSchema = z
  .object({
    message: line(1000),
    workingDiagnosis: line(300).optional(),
    icd10: line(20).optional(),
    triageReasons: z.array(line(500)).max(20).default([]),
    actions: z.array(line(1000)).max(30).default([]),
    given: z
      .array(z.object({ what: line(1000), at: z.iso.datetime({ offset: true }) }).strict())
      .max(30)
      .default([]),
    patientProfile: patientProfileSchema.optional(),
  })
  .strict();
export type ReferralNoteRequest = z.input<typeof referralNoteRequestSchema>;

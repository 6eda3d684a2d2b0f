import { z } from 'zod';
import { patientProfileSchema } from './ai';

const line = (max: number) => z.string().trim().min(1).max(max);

/** What the clinician recorded with its time: a medicine given, a referral made, or another step done. */
export const recordedStepKindSchema = z.enum(['given', 'done', 'referred']);
export type RecordedStepKind = z.infer<typeof recordedStepKindSchema>;

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * What the clinician sends for a referral note in an emergency: the engine's alert as shown, the working
 * diagnosis, the actions advised and the steps the clinician marked (a dose given, a step done, the referral
 * made) with the time. The patient's symptoms and identifiers come from the session itself; nothing here
 * is stored.
 */
export const referralNoteRequestSchema = z
  .object({
    message: line(1000),
    workingDiagnosis: line(300).optional(),
    icd10: line(20).optional(),
    /** True when the picture fits no condition the engine knows well: the diagnosis sent is only the closest match. */
    closestMatchOnly: z.boolean().optional(),
    triageReasons: z.array(line(500)).max(20).default([]),
    /** The complaints the screen analysed, for a screen that does not keep them in the session (/production). */
    presentingComplaints: z.array(line(2000)).max(20).default([]),
    actions: z.array(line(1000)).max(30).default([]),
    given: z
      .array(
        z
          .object({
            what: line(1000),
            at: z.iso.datetime({ offset: true }),
            kind: recordedStepKindSchema.default('given'),
          })
          .strict(),
      )
      .max(30)
      .default([]),
    patientProfile: patientProfileSchema.optional(),
    /** The clinic's time zone (the browser's), so that times print as the clinic's clock shows them. */
    timeZone: z
      .string()
      .max(64)
      .refine(isTimeZone, 'Time zone must be a name such as Africa/Nairobi')
      .optional(),
  })
  .strict();
export type ReferralNoteRequest = z.input<typeof referralNoteRequestSchema>;

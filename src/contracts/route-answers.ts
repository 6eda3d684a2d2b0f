import { z } from 'zod';
import { accountSchema, auditEventSchema } from './accounts';
import { uploadedFileAnswerSchema } from './analysis';
import { healthUpdateSchema } from './intelligence';
import { prescriptionDecisionBodySchema } from './prescription-decision';
import { sessionViewSchema, storedLabResultSchema } from './sessions';
import { storedSymptomSchema } from './symptoms';

/*
 * What the routes answer where no other contract says it: the server encodes each answer with these
 * schemas and the OpenAPI contract at /api/docs is generated from them.
 */

export const addSymptomsAnswerSchema = z.object({
  added: z.array(storedSymptomSchema),
  session: sessionViewSchema,
});

export const endSessionAnswerSchema = z.object({ ended: z.boolean(), message: z.string() });

export const uploadAnswerSchema = z.object({
  message: z.string(),
  files: z.array(uploadedFileAnswerSchema),
  session: sessionViewSchema,
});

/** Files of the session being read right now: waiting for a turn, or at a page (a photo is page 1 of 1). */
export const uploadProgressAnswerSchema = z.object({
  files: z.array(
    z.discriminatedUnion('stage', [
      z.object({ name: z.string(), stage: z.literal('waiting') }),
      z.object({
        name: z.string(),
        stage: z.literal('reading'),
        page: z.number().int().min(1),
        pages: z.number().int().min(1),
      }),
    ]),
  ),
});

export const addLabResultsAnswerSchema = z.object({ labResults: z.array(storedLabResultSchema) });

/** A symptom removed or corrected: the session as it now stands. */
export const changedSymptomsAnswerSchema = z.object({ session: sessionViewSchema });
export const removedAnswerSchema = z.object({ removed: z.boolean() });

export const prescriptionDecisionAnswerSchema = z.looseObject({
  ...prescriptionDecisionBodySchema.shape,
  at: z.string().describe('When the decision was recorded (ISO 8601)'),
});

export const verifyUpdateAnswerSchema = z.object({
  update: healthUpdateSchema,
  alreadyVerified: z.boolean(),
  message: z.string(),
});

export const healthAnswerSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  db: z.enum(['sqlite', 'postgres']),
  version: z.string(),
});

export const publicConfigAnswerSchema = z.object({
  contactPhone: z.string(),
  contactEmail: z.string(),
  version: z.string(),
});

/** A CSV download (text/csv), for spreadsheets and DHIS2 entry. */
export const csvAnswerSchema = z.string().describe('CSV text (text/csv; charset=utf-8)');

/** POST /api/sessions/:id/referral-note answers the one-page referral note as a PDF. */
export const referralNoteAnswerSchema = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary', description: 'The referral note (application/pdf)' });

/** POST /api/sessions/:id/report answers a PDF by default; ?format=json gives the report as JSON. */
export const reportAnswerSchema = z.union([
  z
    .custom<Uint8Array>((value) => value instanceof Uint8Array)
    .meta({ type: 'string', format: 'binary', description: 'The PDF report (application/pdf), the default' }),
  z
    .looseObject({ title: z.string(), generatedAt: z.string(), disclaimer: z.string() })
    .describe('The report as JSON (?format=json)'),
]);

/* Accounts: every field optional, so an account answer is never refused for a field it leaves out. */
const accountView = accountSchema.partial();
export const accountAnswerSchema = z.object({ account: accountView });
export const maybeAccountAnswerSchema = z.object({ account: accountView.nullable() });
export const requestedAccountAnswerSchema = z.object({ account: accountView, message: z.string() });
export const accountListAnswerSchema = z.object({ accounts: z.array(accountView) });
export const signedOutAnswerSchema = z.object({ signedOut: z.boolean() });
export const passwordChangedAnswerSchema = z.object({ changed: z.boolean() });
export const passwordResetAnswerSchema = z
  .looseObject({})
  .describe('The one-time password for the clinician, shown once to the admin');
export const auditAnswerSchema = z.object({ events: z.array(auditEventSchema.partial()) });

export const statusChangeAnswerSchema = z.object({
  update: healthUpdateSchema,
  pending: z.boolean(),
  message: z.string(),
});
export const statusVerifiedAnswerSchema = z.object({ update: healthUpdateSchema, message: z.string() });

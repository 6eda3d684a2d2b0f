import { z } from 'zod';

/** The treating clinician's decision on the prescription suggestion (Approve, Edit, Reject). */
export const prescriptionDecisionBodySchema = z
  .object({
    decision: z.enum(['approved', 'edited', 'rejected'], {
      error: 'Decision must be approved, edited or rejected',
    }),
    by: z.string().trim().max(200).optional(),
    note: z.string().trim().max(2000).optional(),
  })
  .strict();
export type PrescriptionDecisionBody = z.infer<typeof prescriptionDecisionBodySchema>;

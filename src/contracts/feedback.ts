import { z } from 'zod';

/**
 * POST /api/feedback: a clinician's rating of an analysis. It carries no patient data: no session id,
 * no patient id, no free text longer than a short comment, and the screen it came from.
 */
export const feedbackBodySchema = z
  .object({
    rating: z
      .number({ error: 'Choose a rating from 1 to 5' })
      .int()
      .min(1, 'Choose a rating from 1 to 5')
      .max(5, 'Choose a rating from 1 to 5'),
    comment: z.string().trim().max(1000, 'Keep the comment under 1000 characters').optional(),
    page: z.enum(['workflow', 'production', 'complete', 'enhanced', 'classic']),
  })
  .strict();
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

export const feedbackAnswerSchema = z.object({ received: z.boolean() });

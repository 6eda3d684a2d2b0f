import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackAnswerSchema, feedbackBodySchema } from '../../../contracts/feedback';
import type { AppDatabase } from '../../db/database';

/** POST /api/feedback: a rating and a short comment about the tool, stored apart from any session. */
export const feedbackRoutes: FastifyPluginAsyncZod<{ database: AppDatabase; now: () => number }> = async (
  app,
  { database, now },
) => {
  app.post(
    '/api/feedback',
    { schema: { body: feedbackBodySchema, response: { 201: feedbackAnswerSchema } } },
    async (request, reply) => {
      await database.db
        .insertInto('feedback')
        .values({
          id: randomUUID(),
          rating: request.body.rating,
          comment: request.body.comment || null,
          page: request.body.page,
          created_at: now(),
        })
        .execute();
      reply.code(201);
      return { received: true };
    },
  );
};

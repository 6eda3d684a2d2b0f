import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDatabase } from '../../db/database';
import { healthAnswerSchema } from '../../../contracts/route-answers';

export const healthRoutes: FastifyPluginAsyncZod<{ database: AppDatabase; version: string }> = async (
  app,
  { database, version },
) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthAnswerSchema, 503: healthAnswerSchema } } },
    async (_request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const, db: database.kind, version };
      } catch {
        reply.code(503);
        return { status: 'unavailable' as const, db: database.kind, version };
      }
    },
  );
};

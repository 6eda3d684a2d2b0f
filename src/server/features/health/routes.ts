import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDatabase } from '../../db/database';

export const healthRoutes: FastifyPluginAsyncZod<{ database: AppDatabase; version: string }> = async (
  app,
  { database, version },
) => {
  app.get('/api/health', async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', db: database.kind, version };
    } catch {
      reply.code(503);
      return { status: 'unavailable', db: database.kind, version };
    }
  });
};

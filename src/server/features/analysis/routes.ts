import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analysisResultsSchema, analyzeOptionsSchema } from '../../../contracts/analysis';
import { sessionIdParamsSchema } from '../../../contracts/sessions';
import { analyzeSession, type AnalysisContext } from './service';

/**
 * POST /api/sessions/:id/analyze and /analyze-with-symptoms (spec section 7). Both analyse everything the
 * session holds — symptoms and lab results together; the second name is kept for the clients that use it.
 */
export const analysisRoutes: FastifyPluginAsyncZod<{ context: Omit<AnalysisContext, 'log'> }> = async (
  app,
  { context },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  for (const path of ['/api/sessions/:id/analyze', '/api/sessions/:id/analyze-with-symptoms']) {
    app.post(
      path,
      {
        schema: {
          params: sessionIdParamsSchema,
          body: analyzeOptionsSchema.nullish(),
          response: { 200: analysisResultsSchema },
        },
      },
      async (request) => {
        const options = request.body ?? analyzeOptionsSchema.parse({});
        const credentials = context.sessions.credentialsFrom(request, request.params.id);
        return analyzeSession({ ...context, log: request.log }, credentials, options);
      },
    );
  }
};

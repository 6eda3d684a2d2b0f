import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analysisResultsSchema, analyzeOptionsSchema } from '../../../contracts/analysis';
import { sessionIdParamsSchema } from '../../../contracts/sessions';
import { loadAnalysisService } from './load-service';
import type { AnalysisContext } from './service';

/** GET /api/sessions/:id/analysis: the one analysis every screen and the report show. */
export const currentAnalysisAnswerSchema = z.object({ analysisResults: analysisResultsSchema.nullable() });

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
  app.get(
    '/api/sessions/:id/analysis',
    { schema: { params: sessionIdParamsSchema, response: { 200: currentAnalysisAnswerSchema } } },
    async (request) => {
      const { currentAnalysis } = await loadAnalysisService();
      const credentials = context.sessions.credentialsFrom(request, request.params.id);
      return { analysisResults: await currentAnalysis({ ...context, log: request.log }, credentials) };
    },
  );
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
        const { analyzeSession } = await loadAnalysisService();
        const options = request.body ?? analyzeOptionsSchema.parse({});
        const credentials = context.sessions.credentialsFrom(request, request.params.id);
        return analyzeSession({ ...context, log: request.log }, credentials, options);
      },
    );
  }
};

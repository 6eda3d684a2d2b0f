import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { prescriptionDecisionBodySchema } from '../../../contracts/prescription-decision';
import { sessionIdParamsSchema } from '../../../contracts/sessions';
import { readSessionCredentials } from '../sessions/session-cookie';
import { updateSession, type SessionServiceContext } from '../sessions/service';

/** POST /api/sessions/:id/prescription-decision: the report then says whether the physician approved it. */
export const prescriptionDecisionRoutes: FastifyPluginAsyncZod<{ context: SessionServiceContext }> = async (
  app,
  { context },
) => {
  app.post(
    '/api/sessions/:id/prescription-decision',
    { schema: { params: sessionIdParamsSchema, body: prescriptionDecisionBodySchema } },
    async (request, reply) => {
      const at = new Date(context.now()).toISOString();
      const decision = { ...request.body, at };
      await updateSession(context, readSessionCredentials(request, request.params.id), (data) => {
        data.extras.prescriptionDecision = decision;
      });
      reply.header('Cache-Control', 'no-store');
      return decision;
    },
  );
};

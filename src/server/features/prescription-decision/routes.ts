import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { prescriptionDecisionBodySchema } from '../../../contracts/prescription-decision';
import { sessionIdParamsSchema } from '../../../contracts/sessions';
import type { PatientSessions } from '../../sessions';

/** POST /api/sessions/:id/prescription-decision: the report then says whether the physician approved it. */
export const prescriptionDecisionRoutes: FastifyPluginAsyncZod<{ sessions: PatientSessions }> = async (
  app,
  { sessions },
) => {
  app.post(
    '/api/sessions/:id/prescription-decision',
    { schema: { params: sessionIdParamsSchema, body: prescriptionDecisionBodySchema } },
    async (request, reply) => {
      const at = new Date(sessions.now()).toISOString();
      const decision = { ...request.body, at };
      await sessions.update(sessions.credentialsFrom(request, request.params.id), (data) => {
        data.extras.prescriptionDecision = decision;
      });
      reply.header('Cache-Control', 'no-store');
      return decision;
    },
  );
};

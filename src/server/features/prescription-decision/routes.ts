import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { prescriptionDecisionBodySchema } from '../../../contracts/prescription-decision';
import { sessionIdParamsSchema } from '../../../contracts/sessions';
import { requireClinician } from '../../accounts';
import { recordAudit } from '../../audit';
import type { AppDatabase } from '../../db/database';
import { hashSessionId, type PatientSessions } from '../../sessions';
import { prescriptionDecisionAnswerSchema } from '../../../contracts/route-answers';

/**
 * POST /api/sessions/:id/prescription-decision: a signed-in clinician approves, edits or rejects the
 * suggestion; the decision names them (the report prints who), and the audit trail keeps who decided
 * what for which session (by the SHA-256 of its id: nothing about the patient).
 */
export const prescriptionDecisionRoutes: FastifyPluginAsyncZod<{
  sessions: PatientSessions;
  database: AppDatabase;
}> = async (app, { sessions, database }) => {
  app.post(
    '/api/sessions/:id/prescription-decision',
    {
      schema: {
        params: sessionIdParamsSchema,
        body: prescriptionDecisionBodySchema,
        response: { 200: prescriptionDecisionAnswerSchema },
      },
      preValidation: async (request) => void requireClinician(request),
    },
    async (request, reply) => {
      const clinician = requireClinician(request);
      const now = sessions.now();
      const decision = {
        ...request.body,
        by: clinician.name,
        registrationNumber: clinician.registrationNumber,
        clinicianId: clinician.id,
        at: new Date(now).toISOString(),
      };
      await sessions.update(sessions.credentialsFrom(request, request.params.id), (data) => {
        data.extras.prescriptionDecision = decision;
      });
      await recordAudit(
        database.db,
        {
          action: 'prescription-decision',
          actor: { id: clinician.id, name: clinician.name },
          subject: { kind: 'session', id: hashSessionId(request.params.id) },
          detail: request.body.decision,
        },
        now,
      );
      reply.header('Cache-Control', 'no-store');
      return decision;
    },
  );
};

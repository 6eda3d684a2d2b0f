import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionIdParamsSchema } from '../../../contracts/sessions';
import { referralNoteRequestSchema } from '../../../contracts/referral-note';
import { referralNoteAnswerSchema } from '../../../contracts/route-answers';
import type { PatientSessions } from '../../sessions';
import { fileSafeId } from '../report/routes';
import { gatherReferralNote } from './referral-note-content';
import { inClinicalLanguage } from '../../clinical-language';
import { renderReferralNote } from './render-referral-note';
import { loadClinicalEngine } from '../../clinical-engine';
import { reasonFindingsOf } from '../../../answers/merge-triage-reasons';
import { findingsPresentIn } from './findings-present';

/**
 * POST /api/sessions/:id/referral-note: the one-page emergency referral note as a PDF. It needs the
 * session's cookie, like every call carrying patient data; the note is rendered and sent, never stored.
 */
export const referralNoteRoutes: FastifyPluginAsyncZod<{ sessions: PatientSessions }> = async (
  app,
  { sessions },
) => {
  app.post(
    '/api/sessions/:id/referral-note',
    {
      schema: {
        params: sessionIdParamsSchema,
        body: referralNoteRequestSchema,
        response: { 200: referralNoteAnswerSchema },
      },
    },
    async (request, reply) => {
      const credentials = sessions.credentialsFrom(request, request.params.id);
      const session = await sessions.read(credentials);
      const engine = await loadClinicalEngine();
      const present = findingsPresentIn(
        engine,
        session.data,
        request.body.patientProfile,
        request.body.presentingComplaints,
      );
      const content = await inClinicalLanguage(
        request,
        gatherReferralNote(
          session.data,
          request.body,
          new Date(sessions.now()),
          reasonFindingsOf(engine.knowledge),
          present,
        ),
      );
      const pdf = await renderReferralNote(content);
      reply.header('Cache-Control', 'no-store');
      reply.header('Content-Type', 'application/pdf');
      reply.header(
        'Content-Disposition',
        `attachment; filename="referral-note-${fileSafeId(session.data.patientId)}.pdf"`,
      );
      return reply.send(pdf);
    },
  );
};

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionIdParamsSchema } from '../../../contracts/sessions';
import type { AppDatabase } from '../../db/database';
import type { PatientSessions } from '../../sessions';
import { loadAnalysisService } from '../analysis/load-service';
import { inClinicalLanguage } from '../../clinical-language';
import { gatherReportContent } from './report-content';
import { renderReportPdf } from './render-report-pdf';
import { reportAnswerSchema } from '../../../contracts/route-answers';

const reportQuerySchema = z.object({ format: z.enum(['pdf', 'json']).default('pdf') }).strict();

/** A patient id made safe for a file name; 'patient' when there is none (spec section 7). */
export const fileSafeId = (patientId: string | undefined) =>
  (patientId ?? '').replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 80) || 'patient';

/** POST /api/sessions/:id/report: the PDF report, or with ?format=json the JSON report. */
export const reportRoutes: FastifyPluginAsyncZod<{
  sessions: PatientSessions;
  database: AppDatabase;
}> = async (app, { sessions, database }) => {
  app.post(
    '/api/sessions/:id/report',
    {
      schema: {
        params: sessionIdParamsSchema,
        querystring: reportQuerySchema,
        response: { 200: reportAnswerSchema },
      },
    },
    async (request, reply) => {
      const credentials = sessions.credentialsFrom(request, request.params.id);
      // The analysis the screens show, redone first if results were added since it was run.
      const { currentAnalysis } = await loadAnalysisService();
      await currentAnalysis({ sessions, database, log: request.log }, credentials);
      const now = sessions.now();
      const { session } = await sessions.update(credentials, (data) => {
        data.extras.reportGeneratedAt = new Date(now).toISOString();
      });
      const content = await inClinicalLanguage(
        request,
        gatherReportContent(session.data, session.createdAt, new Date(now)),
      );
      const patientPart = fileSafeId(session.data.patientId);
      reply.header('Cache-Control', 'no-store');
      if (request.query.format === 'json') {
        reply.header(
          'Content-Disposition',
          `attachment; filename="medical_report_${patientPart}_${now}.json"`,
        );
        return { ...content, generatedAt: content.generatedAt.toISOString() };
      }
      const pdf = await renderReportPdf(content);
      reply.header('Content-Type', 'application/pdf');
      reply.header('Content-Disposition', `attachment; filename="medical-report-${patientPart}.pdf"`);
      return reply.send(pdf);
    },
  );
};

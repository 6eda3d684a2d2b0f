import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { sessionIdParamsSchema } from '../../../contracts/sessions';
import { loadClinicalEngine } from '../../clinical-engine';
import type { AppDatabase } from '../../db/database';
import type { PatientSessions } from '../../sessions';
import { loadAnalysisService } from '../analysis/load-service';
import { fileSafeId } from '../report/routes';
import { buildFhirBundle, type ExportingClinician, type FhirCollectionBundle } from './build-fhir-bundle';

const fhirQuerySchema = z
  .object({ format: z.literal('fhir', { error: 'Only format=fhir is read with GET; POST gives the PDF' }) })
  .strict();

/** A FHIR Bundle: answered as application/fhir+json; its resources are checked by a FHIR validator in tests. */
export const fhirBundleSchema = z.object({
  resourceType: z.literal('Bundle'),
  type: z.literal('collection'),
  timestamp: z.string(),
  entry: z.array(z.object({ fullUrl: z.string(), resource: z.looseObject({ resourceType: z.string() }) })),
});

export interface FhirExportOptions {
  sessions: PatientSessions;
  database: AppDatabase;
  engineVersion: string;
}

/**
 * The clinician the Provenance names: the signed-in clinician who decided the prescription (the decision
 * records who), else the signed-in clinician exporting, else a name typed with an older decision.
 */
function clinicianOf(request: FastifyRequest, storedDecision: unknown): ExportingClinician | undefined {
  const decision = storedDecision as
    { by?: string; registrationNumber?: string; clinicianId?: string } | undefined;
  if (decision?.clinicianId && decision.by)
    return {
      name: decision.by,
      ...(decision.registrationNumber ? { registrationNumber: decision.registrationNumber } : {}),
      isSignedIn: true,
    };
  if (request.clinician)
    return {
      name: request.clinician.name,
      registrationNumber: request.clinician.registrationNumber,
      isSignedIn: true,
    };
  return decision?.by ? { name: decision.by, isSignedIn: false } : undefined;
}

/** GET /api/sessions/:id/report?format=fhir: the session as a FHIR R4 Bundle (same session rules as the PDF). */
export const fhirExportRoutes: FastifyPluginAsyncZod<FhirExportOptions> = async (app, options) => {
  app.get(
    '/api/sessions/:id/report',
    {
      schema: {
        params: sessionIdParamsSchema,
        querystring: fhirQuerySchema,
        response: { 200: fhirBundleSchema },
      },
    },
    async (request, reply) => {
      const { sessions, database } = options;
      const credentials = sessions.credentialsFrom(request, request.params.id);
      // The same analysis the screens and the PDF show, redone first if results were added since.
      const { currentAnalysis } = await loadAnalysisService();
      await currentAnalysis({ sessions, database, log: request.log }, credentials);
      const session = await sessions.read(credentials);
      const clinician = clinicianOf(request, session.data.extras.prescriptionDecision);
      const { knowledge } = await loadClinicalEngine();
      const bundle = buildFhirBundle({
        sessionId: request.params.id,
        data: session.data,
        sessionCreatedAt: session.createdAt,
        now: new Date(sessions.now()),
        engine: { name: 'AfyaDx clinical reasoning engine', version: options.engineVersion },
        ...(clinician ? { clinician } : {}),
        medicineOf: (id) => knowledge.medicines.find((medicine) => medicine.id === id),
        findingLabelOf: (id) => knowledge.findingById.get(id)?.label,
      });
      reply.header('Cache-Control', 'no-store');
      reply.header(
        'Content-Disposition',
        `attachment; filename="medical-report-${fileSafeId(session.data.patientId)}.fhir.json"`,
      );
      reply.type('application/fhir+json');
      // The schema describes the envelope for the API contract; the resources inside are FHIR's own types.
      return bundle as FhirCollectionBundle & z.infer<typeof fhirBundleSchema>;
    },
  );
};

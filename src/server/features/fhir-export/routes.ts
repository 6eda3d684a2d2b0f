import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { sessionIdParamsSchema } from '../../../contracts/sessions';
import { getClinicalEngine } from '../../clinical-engine';
import type { PatientSessions } from '../../sessions';
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
  engineVersion: string;
  /**
   * The signed-in clinician of a request, once clinician sign-in is wired in (app.ts passes it). Without
   * one, the name typed with the prescription decision is used and marked as not signed in.
   */
  signedInClinicianOf?: (request: FastifyRequest) => ExportingClinician | undefined;
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
      const { sessions } = options;
      const session = await sessions.read(sessions.credentialsFrom(request, request.params.id));
      const decision = session.data.extras.prescriptionDecision as { by?: string } | undefined;
      const clinician =
        options.signedInClinicianOf?.(request) ??
        (decision?.by ? { name: decision.by, isSignedIn: false } : undefined);
      const { knowledge } = getClinicalEngine();
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

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countrySchema,
  type CountryView,
  createUpdateAnswerSchema,
  exportQuerySchema,
  healthIntelligenceSchema,
  healthUpdateSchema,
  symptomSuggestionsSchema,
  trendingConditionsSchema,
  findPatientFields,
  healthUpdateBodySchema,
  listUpdatesQuerySchema,
  patientDataMessage,
  regionParamsSchema,
  statusChangeBodySchema,
  updateIdParamsSchema,
  verifyUpdateBodySchema,
} from '../../../contracts/intelligence';
import { countries } from '../../../clinical/knowledge/countries';
import { requireClinician } from '../../accounts';
import { BadRequestError } from '../../errors';
import type { IntelligenceContext } from './context';

/** The service reads the knowledge base (condition names, symptom labels): loaded by the first request, not at start-up. */
const loadIntelligence = () => import('./service');
import {
  csvAnswerSchema,
  statusChangeAnswerSchema,
  statusVerifiedAnswerSchema,
  verifyUpdateAnswerSchema,
} from '../../../contracts/route-answers';

/**
 * Regional health intelligence (spec section 7). No answer holds patient data. Reading is open; posting,
 * verifying and changing the status of an outbreak report need a signed-in clinician.
 */
export const intelligenceRoutes: FastifyPluginAsyncZod<{
  context: IntelligenceContext;
}> = async (app, { context }) => {
  app.get(
    '/api/countries',
    { schema: { response: { 200: z.array(countrySchema) } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return countries as unknown as CountryView[]; // read-only data; the answer schema checks its shape
    },
  );

  app.post(
    '/api/manual-health-updates',
    {
      schema: {
        body: healthUpdateBodySchema,
        response: { 200: createUpdateAnswerSchema, 201: createUpdateAnswerSchema },
      },
      // Refused with its own code before validation: a patient field is a privacy error, not a typo.
      preValidation: async (request) => {
        requireClinician(request);
        const fields = findPatientFields(request.body);
        if (fields.length > 0)
          throw new BadRequestError(patientDataMessage(fields), 'PATIENT_DATA_REFUSED', { fields });
      },
    },
    async (request, reply) => {
      const intelligence = await loadIntelligence();
      const reporter = requireClinician(request);
      const { update, merged } = await intelligence.createHealthUpdate(context, request.body, reporter);
      reply.code(merged ? 200 : 201);
      return {
        update,
        merged,
        message: merged
          ? 'Merged into the open report of the same condition, location and week'
          : 'Report saved; a second doctor must verify it before it raises an alert',
      };
    },
  );

  app.get(
    '/api/manual-health-updates/:country/:region',
    {
      schema: {
        params: regionParamsSchema,
        querystring: listUpdatesQuerySchema,
        response: { 200: z.array(healthUpdateSchema) },
      },
    },
    async (request) => {
      const intelligence = await loadIntelligence();
      return intelligence.listHealthUpdates(
        context,
        request.params.country,
        request.params.region,
        request.query.days,
      );
    },
  );

  app.post(
    '/api/manual-health-updates/:id/verify',
    {
      schema: {
        params: updateIdParamsSchema,
        body: verifyUpdateBodySchema,
        response: { 200: verifyUpdateAnswerSchema },
      },
      preValidation: async (request) => void requireClinician(request, 'verifier'),
    },
    async (request) => {
      const intelligence = await loadIntelligence();
      const { update, alreadyVerified } = await intelligence.verifyHealthUpdate(
        context,
        request.params.id,
        requireClinician(request, 'verifier'),
      );
      return {
        update,
        alreadyVerified,
        message: alreadyVerified ? 'This report was already verified' : 'Report verified',
      };
    },
  );

  app.post(
    '/api/manual-health-updates/:id/status',
    {
      schema: {
        params: updateIdParamsSchema,
        body: statusChangeBodySchema,
        response: { 200: statusChangeAnswerSchema },
      },
      preValidation: async (request) => void requireClinician(request),
    },
    async (request) => {
      const intelligence = await loadIntelligence();
      const { update, pending } = await intelligence.requestStatusChange(
        context,
        request.params.id,
        request.body.status,
        requireClinician(request),
      );
      return {
        update,
        pending,
        message: pending
          ? 'Status change saved; a second clinician must verify it before the outbreak is closed'
          : 'Status changed',
      };
    },
  );

  app.post(
    '/api/manual-health-updates/:id/status/verify',
    {
      schema: { params: updateIdParamsSchema, response: { 200: statusVerifiedAnswerSchema } },
      preValidation: async (request) => void requireClinician(request, 'verifier'),
    },
    async (request) => {
      const intelligence = await loadIntelligence();
      const update = await intelligence.verifyStatusChange(
        context,
        request.params.id,
        requireClinician(request, 'verifier'),
      );
      return { update, message: 'Status change verified' };
    },
  );

  app.get(
    '/api/health-intelligence/:country/:region',
    { schema: { params: regionParamsSchema, response: { 200: healthIntelligenceSchema } } },
    async (request) => {
      const intelligence = await loadIntelligence();
      return intelligence.getHealthIntelligence(context, request.params.country, request.params.region);
    },
  );

  app.get(
    '/api/trending-conditions/:country/:region',
    { schema: { params: regionParamsSchema, response: { 200: trendingConditionsSchema } } },
    async (request) => {
      const intelligence = await loadIntelligence();
      return intelligence.getTrendingConditions(context, request.params.country, request.params.region);
    },
  );

  app.get(
    '/api/symptom-suggestions/:country/:region',
    { schema: { params: regionParamsSchema, response: { 200: symptomSuggestionsSchema } } },
    async (request) => {
      const intelligence = await loadIntelligence();
      return intelligence.getSymptomSuggestions(context, request.params.country, request.params.region);
    },
  );

  app.get(
    '/api/exports/health-updates.csv',
    {
      schema: { querystring: exportQuerySchema, produces: ['text/csv'], response: { 200: csvAnswerSchema } },
    },
    async (request, reply) => {
      const intelligence = await loadIntelligence();
      const csv = await intelligence.exportHealthUpdatesCsv(context, request.query);
      return sendCsv(reply, csv, `health-updates-${request.query.country.toUpperCase()}.csv`);
    },
  );

  app.get(
    '/api/exports/weekly-counts.csv',
    {
      schema: { querystring: exportQuerySchema, produces: ['text/csv'], response: { 200: csvAnswerSchema } },
    },
    async (request, reply) => {
      const intelligence = await loadIntelligence();
      const csv = await intelligence.exportWeeklyCountsCsv(context, request.query);
      return sendCsv(reply, csv, `weekly-counts-${request.query.country.toUpperCase()}.csv`);
    },
  );
};

function sendCsv(reply: import('fastify').FastifyReply, csv: string, fileName: string) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '')}"`)
    .header('Cache-Control', 'no-store')
    .send(csv);
}

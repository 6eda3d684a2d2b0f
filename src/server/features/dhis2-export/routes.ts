import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportQuerySchema } from '../../../contracts/intelligence';
import type { IntelligenceContext } from '../intelligence/context';
import { exportDataValueSet } from './service';

const dataValueSetSchema = z.object({
  dataSet: z.string().optional(),
  dataValues: z.array(
    z.object({
      dataElement: z.string(),
      period: z.string().describe('ISO week as DHIS2 writes it, e.g. 2026W07'),
      orgUnit: z.string(),
      categoryOptionCombo: z.string().optional(),
      attributeOptionCombo: z.string().optional(),
      value: z.string(),
    }),
  ),
});

/**
 * GET /api/exports/dhis2/data-value-sets.json: weekly counts and verified outbreak reports as a DHIS2
 * dataValueSets payload (POST it to /api/dataValueSets of the national instance). Headers say what was
 * left out: X-DHIS2-Unmapped (no mapping), X-DHIS2-Suppressed (counts under 5), X-DHIS2-Example-Mapping.
 */
export const dhis2ExportRoutes: FastifyPluginAsyncZod<{ context: IntelligenceContext }> = async (
  app,
  { context },
) => {
  app.get(
    '/api/exports/dhis2/data-value-sets.json',
    { schema: { querystring: exportQuerySchema, response: { 200: dataValueSetSchema } } },
    async (request, reply) => {
      const exported = await exportDataValueSet(context, request.query);
      reply
        .header('Cache-Control', 'no-store')
        .header(
          'Content-Disposition',
          `attachment; filename="dhis2-data-values-${request.query.country.toUpperCase().replace(/[^A-Z]/g, '')}.json"`,
        )
        .header('X-DHIS2-Unmapped', exported.unmapped.join('; ').slice(0, 2000) || 'none')
        .header('X-DHIS2-Suppressed', String(exported.suppressed));
      if (exported.isExampleMapping) reply.header('X-DHIS2-Example-Mapping', 'true');
      return exported.payload;
    },
  );
};

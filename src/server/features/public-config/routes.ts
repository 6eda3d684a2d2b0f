import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigAnswerSchema } from '../../../contracts/route-answers';

/** What the web app may show of the server's configuration: the clinic-facing contact details. */
export const publicConfigRoutes: FastifyPluginAsyncZod<{
  contactPhone: string;
  contactEmail: string;
  version: string;
}> = async (app, options) => {
  app.get('/api/config', { schema: { response: { 200: publicConfigAnswerSchema } } }, async () => ({
    contactPhone: options.contactPhone,
    contactEmail: options.contactEmail,
    version: options.version,
  }));
};

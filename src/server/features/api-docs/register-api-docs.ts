import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const API_DOCS_PATH = '/api/docs';

/**
 * The OpenAPI 3.1 contract, generated from the routes' zod schemas (the same ones that check requests and
 * encode answers), served as JSON at /api/docs/json and as an interactive page at /api/docs. Registered
 * before the routes, which it collects as they are added. The page is Swagger UI's own bundle, loaded only
 * there, never by the clinical screens; its scripts are files, so the app's strict CSP holds.
 */
export async function registerApiDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'AfyaDx API',
        version,
        description:
          'Clinical decision support for clinicians in Kenya and across Africa. Patient routes need the session cookie set by POST /api/sessions. Errors answer { error: { code, message, details? } }.',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
    hideUntagged: false,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: { validatorUrl: null, deepLinking: false },
  });
}

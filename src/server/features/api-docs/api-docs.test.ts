import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { API_DOCS_PATH } from './register-api-docs';

interface Operation {
  parameters?: Array<{ in: string; name: string; schema?: object }>;
  requestBody?: { content: Record<string, { schema?: object }> };
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** '/api/sessions/:id/report' as OpenAPI writes it: '/api/sessions/{id}/report'. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');
function listApiRoutes(routes: readonly RouteOptions[]) {
  return routes
    .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith(API_DOCS_PATH))
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method: method.toLowerCase(), url: route.url, schema: route.schema })),
    );
}
const hasSchema = (schema: unknown) => schema !== undefined && schema !== null;

/** What is missing from the contract for each route: the operation, its response, body, path or query schemas. */
function problemsOf(routes: ReturnType<typeof listApiRoutes>, spec: OpenApi): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    const operation = spec.paths[openApiPath(route.url)]?.[route.method];
    const name = `${route.method.toUpperCase()} ${route.url}`;
    if (!operation) {
      problems.push(`${name}: missing`);
      continue;
    }
    const success = Object.entries(operation.responses).filter(([code]) => /^2\d\d$/.test(code));
    if (
      success.length === 0 ||
      !success.every(([, answer]) =>
        Object.values(answer.content ?? {}).some((body) => hasSchema(body.schema)),
      )
    )
      problems.push(`${name}: no response schema`);
    if (
      route.schema?.body &&
      !Object.values(operation.requestBody?.content ?? {}).some((body) => hasSchema(body.schema))
    )
      problems.push(`${name}: no request body schema`);
    const pathParams = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
    for (const param of pathParams)
      if (!operation.parameters?.some((p) => p.in === 'path' && p.name === param && hasSchema(p.schema)))
        problems.push(`${name}: no schema for path parameter ${param}`);
    if (route.schema?.querystring && !operation.parameters?.some((p) => p.in === 'query'))
      problems.push(`${name}: no query parameters`);
  }
  return problems;
}

describe('the OpenAPI contract at /api/docs', () => {
  let t: TestApp;
  const routes: RouteOptions[] = [];
  let spec: OpenApi;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { onRoute: (route) => routes.push(route) });
    const answer = await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/json` });
    expect(answer.statusCode).toBe(200);
    spec = answer.json<OpenApi>();
  });
  afterAll(async () => t.close());

  const apiRoutes = () => listApiRoutes(routes);

  it('is OpenAPI 3.1 and lists every API route of the server with its request and response schema', () => {
    expect(spec.openapi).toBe('3.1.0');
    const found = apiRoutes();
    expect(found.length).toBeGreaterThanOrEqual(27);
    expect(problemsOf(found, spec)).toEqual([]);
  });

  it('reports a route whose answer has no schema (control: the check can fail)', () => {
    const spoiled = structuredClone(spec);
    delete spoiled.paths['/api/config']!.get!.responses['200']!.content;
    delete spoiled.paths['/api/feedback'];
    expect(problemsOf(apiRoutes(), spoiled)).toEqual([
      'GET /api/config: no response schema',
      'POST /api/feedback: missing',
    ]);
  });

  it('documents no route the server does not have', () => {
    const served = new Set(apiRoutes().map((route) => `${route.method} ${openApiPath(route.url)}`));
    const documented = Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(documented.filter((operation) => !served.has(operation))).toEqual([]);
  });

  it('describes request bodies from the zod contracts (the symptom form and the FHIR export format)', () => {
    const symptoms = spec.paths['/api/sessions/{id}/symptoms']!.post!;
    expect(JSON.stringify(symptoms.requestBody)).toContain('"symptoms"');
    const fhir = spec.paths['/api/sessions/{id}/report']!.get!;
    expect(fhir.parameters).toContainEqual(
      expect.objectContaining({
        in: 'query',
        name: 'format',
        schema: expect.objectContaining({ enum: ['fhir'] }),
      }),
    );
  });

  it('serves the interactive page under the app’s strict CSP, with no inline script', async () => {
    const page = await t.app.inject({ method: 'GET', url: API_DOCS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/); // every script is a file
    const initializer = await t.app.inject({
      method: 'GET',
      url: `${API_DOCS_PATH}/static/swagger-initializer.js`,
    });
    expect(initializer.statusCode).toBe(200);
  });
});

import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { signedInClinician } from './clinicians';
import { sessionCookieFrom, type TestApp } from './test-app';

/**
 * Generated hostile requests for every API route: bodies that are valid but for one field, any JSON at
 * all, malformed JSON, strange content types, NUL characters, huge and unicode strings in parameters
 * and queries, with and without a session cookie and a signed-in clinician. Used by route-fuzz.test.ts
 * (a sample on every npm test) and scripts/bench-fuzz.ts (1,000 per route on SQLite and PostgreSQL).
 */
export interface FuzzContext {
  sessionId: string;
  cookie: string;
  updateId: string;
  accountId: string;
  clinicianCookie: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface FuzzRoute {
  method: Method;
  path: string;
  /** A body the route would accept, which the generator then breaks one field at a time. */
  validBody?: Record<string, unknown>;
  multipart?: boolean;
}

const report = {
  country: 'KE',
  region: 'mombasa',
  condition: 'Cholera',
  location: 'Likoni',
  cases: 3,
  deaths: 0,
  severity: 'high',
  status: 'active',
  verificationSource: 'Clinical case definition',
};

export const fuzzRoutes: readonly FuzzRoute[] = [
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/config' },
  { method: 'GET', path: '/api/countries' },
  { method: 'POST', path: '/api/feedback', validBody: { rating: 4, comment: 'Useful', page: '/' } },
  { method: 'POST', path: '/api/sessions', validBody: { patientId: 'P-1', facility: 'Mbagathi' } },
  { method: 'GET', path: '/api/sessions/:id' },
  { method: 'DELETE', path: '/api/sessions/:id' },
  { method: 'POST', path: '/api/sessions/:id/symptoms', validBody: { symptoms: [{ symptom: 'fever' }] } },
  { method: 'PUT', path: '/api/sessions/:id/symptoms/:itemId', validBody: { symptom: { symptom: 'fever' } } },
  { method: 'DELETE', path: '/api/sessions/:id/symptoms/:itemId' },
  { method: 'POST', path: '/api/sessions/:id/lab-results', validBody: { testType: 'Hb', result: '11 g/dL' } },
  { method: 'DELETE', path: '/api/sessions/:id/lab-results/:itemId' },
  { method: 'DELETE', path: '/api/sessions/:id/files/:itemId' },
  { method: 'POST', path: '/api/sessions/:id/upload', multipart: true },
  { method: 'GET', path: '/api/sessions/:id/upload-progress' },
  { method: 'POST', path: '/api/sessions/:id/analyze', validBody: { country: 'KE', patientAge: 30 } },
  { method: 'POST', path: '/api/sessions/:id/analyze-with-symptoms', validBody: { country: 'KE' } },
  { method: 'POST', path: '/api/sessions/:id/report', validBody: {} },
  { method: 'POST', path: '/api/sessions/:id/prescription-decision', validBody: { decision: 'approved' } },
  {
    method: 'POST',
    path: '/api/sessions/:id/referral-note',
    validBody: { message: 'Emergency: cannot drink', actions: ['Refer now'], given: [] },
  },
  { method: 'POST', path: '/api/ai-diagnosis', validBody: { symptoms: ['fever', 'chills'], patientAge: 30 } },
  { method: 'POST', path: '/api/ai-recommendations', validBody: { diagnosis: 'Malaria' } },
  {
    method: 'POST',
    path: '/api/ai-prescription',
    validBody: { diagnosis: 'Malaria', patientAge: 30, weight: 60 },
  },
  { method: 'POST', path: '/api/ai-comprehensive-assessment', validBody: { symptoms: ['cough'] } },
  { method: 'GET', path: '/api/health-intelligence/:country/:region' },
  { method: 'GET', path: '/api/trending-conditions/:country/:region' },
  { method: 'GET', path: '/api/symptom-suggestions/:country/:region' },
  { method: 'GET', path: '/api/manual-health-updates/:country/:region' },
  { method: 'POST', path: '/api/manual-health-updates', validBody: report },
  { method: 'POST', path: '/api/manual-health-updates/:id/verify', validBody: {} },
  { method: 'POST', path: '/api/manual-health-updates/:id/status', validBody: { status: 'active' } },
  { method: 'POST', path: '/api/manual-health-updates/:id/status/verify', validBody: {} },
  { method: 'GET', path: '/api/exports/health-updates.csv' },
  { method: 'GET', path: '/api/exports/weekly-counts.csv' },
  {
    method: 'POST',
    path: '/api/accounts/sign-in',
    validBody: { registrationNumber: 'KMPDC-F1', password: 'x' },
  },
  {
    method: 'POST',
    path: '/api/accounts',
    validBody: {
      name: 'Dr F',
      registrationNumber: 'KMPDC-F2',
      facility: 'F',
      country: 'KE',
      password: 'long enough pw',
    },
  },
  { method: 'GET', path: '/api/accounts/me' },
  {
    method: 'POST',
    path: '/api/accounts/me/password',
    validBody: { currentPassword: 'a', newPassword: 'bbbbbbbbbbbb' },
  },
  { method: 'POST', path: '/api/accounts/sign-out' },
  { method: 'GET', path: '/api/admin/accounts' },
  { method: 'POST', path: '/api/admin/accounts/:id/approve', validBody: { roles: ['clinician'] } },
  { method: 'PUT', path: '/api/admin/accounts/:id/roles', validBody: { roles: ['verifier'] } },
  { method: 'POST', path: '/api/admin/accounts/:id/disable' },
  { method: 'GET', path: '/api/admin/audit' },
  { method: 'GET', path: '/api/admin/audit.csv' },
];

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '../../etc/passwd',
    '%00',
    '😷'.repeat(50),
    'x'.repeat(5000),
    '',
    ' ',
    '-1',
    '1e309',
    'null',
    '__proto__',
    "'; drop table sessions; --",
    '<script>alert(1)</script>',
    '=HYPERLINK("x")',
  ),
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 5 }),
  fc.dictionary(nasty, nasty, { maxKeys: 4 }),
  fc.constantFrom(-1, 0, 1e12, Number.MAX_SAFE_INTEGER, 3.5),
);

function bodyFor(route: FuzzRoute): fc.Arbitrary<{ payload?: string | object; contentType?: string }> {
  const valid = route.validBody ?? {};
  const broken = fc
    .tuple(fc.constantFrom(...Object.keys(valid), '__proto__', 'patientName', 'extra'), anyValue)
    .map(([key, value]) => ({
      payload: JSON.stringify({ ...valid, [key]: value }),
      contentType: 'application/json',
    }));
  return fc.oneof(
    { weight: 4, arbitrary: broken },
    {
      weight: 2,
      arbitrary: fc
        .jsonValue()
        .map((value) => ({ payload: JSON.stringify(value), contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .string({ unit: 'binary' })
        .map((text) => ({ payload: text, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          'text/plain',
          'application/xml',
          'multipart/form-data',
          'application/json; charset=utf-16',
        )
        .map((contentType) => ({ payload: '{"a":1}', contentType })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

function multipartFor(): fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }> {
  const boundary = 'FuzzBoundary';
  return fc
    .tuple(
      fc.uint8Array({ maxLength: 2048 }),
      nasty,
      fc.constantFrom('files', 'file', 'testType', ''),
      fc.boolean(),
    )
    .map(([bytes, name, field, isClosed]) => ({
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name.replace(/["\r\n]/g, '').slice(0, 100)}.txt"\r\nContent-Type: text/plain\r\n\r\n`,
        ),
        Buffer.from(bytes),
        Buffer.from(isClosed ? `\r\n--${boundary}--\r\n` : ''),
      ]),
    }));
}

/** `count` generated requests for `route`, the same ones for the same seed. */
export function fuzzRequests(
  route: FuzzRoute,
  count: number,
  seed: number,
  context: FuzzContext,
): InjectOptions[] {
  const parameter = fc.oneof({ weight: 3, arbitrary: fc.constant('VALID') }, { weight: 2, arbitrary: nasty });
  const request = fc.record({
    id: parameter,
    itemId: nasty,
    country: fc.oneof(fc.constantFrom('KE', 'ug', 'Kenya', 'QQ'), nasty),
    region: fc.oneof(fc.constantFrom('mombasa', 'east-africa', 'nowhere'), nasty),
    query: fc.dictionary(fc.constantFrom('days', 'format', 'country', 'limit', 'before', 'q'), nasty, {
      maxKeys: 3,
    }),
    withSession: fc.boolean(),
    withClinician: fc.boolean(),
    body: route.multipart ? multipartFor() : bodyFor(route),
  });
  return fc.sample(request, { numRuns: count, seed }).map((sample) => {
    const validId = route.path.startsWith('/api/sessions')
      ? context.sessionId
      : route.path.startsWith('/api/admin')
        ? context.accountId
        : context.updateId;
    const segment = (value: string) => encodeURIComponent(value === 'VALID' ? validId : value);
    const url =
      route.path
        .replace(':id', segment(sample.id))
        .replace(':itemId', encodeURIComponent(sample.itemId) || 'x')
        .replace(':country', encodeURIComponent(sample.country) || 'x')
        .replace(':region', encodeURIComponent(sample.region) || 'x') +
      (Object.keys(sample.query).length
        ? `?${new URLSearchParams(sample.query as Record<string, string>)}`
        : '');
    const cookies = [
      sample.withSession ? context.cookie : '',
      sample.withClinician ? context.clinicianCookie : '',
    ]
      .filter(Boolean)
      .join('; ');
    const hasBody = route.method !== 'GET' && sample.body.payload !== undefined;
    return {
      method: route.method,
      url,
      headers: {
        ...(cookies ? { cookie: cookies } : {}),
        ...(hasBody && sample.body.contentType ? { 'content-type': sample.body.contentType } : {}),
      },
      ...(hasBody ? { payload: sample.body.payload } : {}),
    } as InjectOptions;
  });
}

export interface RouteFuzzResult {
  route: string;
  requests: number;
  serverErrors: number;
  statuses: Record<number, number>;
  /** The first request that answered 5xx, to replay. */
  firstServerError?: { url: string; status: number; body: string };
}

/** Runs `count` generated requests against every route; a fresh session and sign-in for each route. */
export async function fuzzEveryRoute(
  app: import('fastify').FastifyInstance,
  freshContext: () => Promise<FuzzContext>,
  count: (route: FuzzRoute) => number,
  seed: number,
): Promise<RouteFuzzResult[]> {
  const results: RouteFuzzResult[] = [];
  for (const [index, route] of fuzzRoutes.entries()) {
    const context = await freshContext();
    const result: RouteFuzzResult = {
      route: `${route.method} ${route.path}`,
      requests: 0,
      serverErrors: 0,
      statuses: {},
    };
    for (const request of fuzzRequests(route, count(route), seed + index, context)) {
      const response = await app.inject(request);
      result.requests += 1;
      result.statuses[response.statusCode] = (result.statuses[response.statusCode] ?? 0) + 1;
      if (response.statusCode >= 500) {
        result.serverErrors += 1;
        result.firstServerError ??= {
          url: String(request.url),
          status: response.statusCode,
          body: response.body.slice(0, 300),
        };
      }
    }
    results.push(result);
  }
  return results;
}

/** Builds what the requests need: a reported outbreak, then for each route a fresh session and sign-in. */
export async function fuzzContextFor(
  t: TestApp,
  serial: { next: number },
): Promise<() => Promise<FuzzContext>> {
  const reporter = await signedInClinician(t.app, t.database, {
    registrationNumber: 'FUZZ-REPORTER',
    roles: ['clinician'],
  });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/manual-health-updates',
    headers: { cookie: reporter.cookie },
    payload: {
      country: 'KE',
      region: 'mombasa',
      condition: 'Cholera',
      location: 'Likoni',
      cases: 3,
      severity: 'high',
      status: 'active',
      verificationSource: 'Clinical case definition',
    },
  });
  const updateId = created.json().update.id as string;
  return async () => {
    serial.next += 1;
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { patientId: 'FUZZ' },
    });
    const clinician = await signedInClinician(t.app, t.database, {
      registrationNumber: `FUZZ-${serial.next}`,
      roles: ['clinician', 'verifier', 'admin'],
    });
    return {
      sessionId: session.json().id,
      cookie: sessionCookieFrom(session),
      updateId,
      accountId: reporter.id,
      clinicianCookie: clinician.cookie,
    };
  };
}

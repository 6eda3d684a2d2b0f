import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieFrom, testBackends, type TestApp } from '../test-support/test-app';

describe.each(testBackends)('patient sessions over HTTP (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t.close());

  async function startSession(body?: object) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      ...(body ? { payload: body } : {}),
    });
    expect(response.statusCode).toBe(201);
    return { session: response.json(), cookie: sessionCookieFrom(response), response };
  }

  it('creates a session without a body, naming the patient AFR-{timestamp}', async () => {
    const { session, response } = await startSession();
    expect(session.id).toBe(session.sessionId);
    expect(session.id.length).toBeGreaterThanOrEqual(22); // ≥ 128 random bits in base64url
    expect(session.patientId).toMatch(/^AFR-\d{13}$/);
    expect(session.analysisDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(session.isActive).toBe(true);
    expect(response.headers['cache-control']).toBe('no-store');
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
  });

  it('keeps the patient fields the clinician entered', async () => {
    const { session, cookie } = await startSession({
      patientId: 'KNH-0042',
      analysisDate: '2026-03-01',
      facility: 'Kibera Clinic',
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}`,
      headers: { cookie },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      patientId: 'KNH-0042',
      analysisDate: '2026-03-01',
      facility: 'Kibera Clinic',
      status: 'active',
    });
    expect(read.json()).toHaveProperty('expiresAt');
    expect(read.json()).toHaveProperty('duration');
  });

  it('gives every session a different id', async () => {
    const ids = new Set<string>();
    for (let index = 0; index < 20; index += 1) ids.add((await startSession()).session.id);
    expect(ids.size).toBe(20);
  });

  it('accepts the three symptom shapes of the spec and lists them on the session', async () => {
    const { session, cookie } = await startSession();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/symptoms`,
      headers: { cookie },
      payload: {
        symptoms: [
          { symptom: 'Fever with chills', severity: 'moderate', duration: '3 days', frequency: 'daily' },
          {
            symptom: 'Headache',
            severity: 'mild',
            duration: '2 days',
            frequency: 'constant',
            triggers: ['Stress'],
            associated_symptoms: ['Nausea'],
          },
          {
            id: '1700000000000',
            description: 'Dry cough',
            onset: 'gradual',
            frequency: 'intermittent',
            duration: '1 week',
            triggers: [],
            associatedSymptoms: [],
          },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}`,
      headers: { cookie },
    });
    const symptoms = read.json().symptoms;
    expect(symptoms.map((s: { symptom: string }) => s.symptom)).toEqual([
      'Fever with chills',
      'Headache',
      'Dry cough',
    ]);
    expect(symptoms[1]).toMatchObject({ triggers: ['Stress'], associatedSymptoms: ['Nausea'] });
    expect(symptoms[2]).toMatchObject({ onset: 'gradual', severity: 'mild' }); // severity defaults to mild
  });

  it.each([
    ['no symptoms', { symptoms: [] }, 'At least one symptom is required'],
    ['a blank description', { symptoms: [{ symptom: '  ' }] }, 'Symptom description is required'],
    [
      'a dashboard symptom without duration',
      { symptoms: [{ symptom: 'Cough', severity: 'mild', frequency: 'daily', triggers: [] }] },
      'Duration is required',
    ],
    [
      'a dashboard symptom without frequency',
      { symptoms: [{ symptom: 'Cough', severity: 'mild', duration: '2 days', triggers: [] }] },
      'Frequency is required',
    ],
    [
      'an unknown severity',
      { symptoms: [{ symptom: 'Cough', severity: 'terrible' }] },
      'Severity must be mild, moderate or severe',
    ],
    ['no symptoms field', {}, 'At least one symptom is required'],
  ])('refuses %s with the spec message and changes nothing', async (_name, body, message) => {
    const { session, cookie } = await startSession();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/symptoms`,
      headers: { cookie },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}`,
      headers: { cookie },
    });
    expect(read.json().symptoms).toEqual([]);
  });

  it('answers 404 No active session to a browser without the cookie, for reading, adding and ending', async () => {
    const { session, cookie } = await startSession({ patientId: 'SECRET-1' });
    const other = await startSession();
    const attempts = [
      { method: 'GET' as const, url: `/api/sessions/${session.id}` },
      { method: 'GET' as const, url: `/api/sessions/${session.id}`, headers: { cookie: other.cookie } },
      {
        method: 'POST' as const,
        url: `/api/sessions/${session.id}/symptoms`,
        payload: { symptoms: [{ symptom: 'x' }] },
      },
      { method: 'DELETE' as const, url: `/api/sessions/${session.id}` },
      { method: 'DELETE' as const, url: `/api/sessions/${session.id}`, headers: { cookie: other.cookie } },
      { method: 'GET' as const, url: '/api/sessions/not-a-session', headers: { cookie } },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject(attempt);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NO_ACTIVE_SESSION', message: 'No active session' } });
    }
    const stillThere = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}`,
      headers: { cookie },
    });
    expect(stillThere.json().patientId).toBe('SECRET-1');
  });

  it('ends a session: data erased, cookie expired, site data cleared, then 404', async () => {
    const { session, cookie } = await startSession();
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${session.id}`,
      headers: { cookie },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.headers['clear-site-data']).toContain('"storage"');
    expect(String(ended.headers['set-cookie'])).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}`,
      headers: { cookie },
    });
    expect(read.statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${session.id}`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it('keeps every symptom when several are added at the same time', async () => {
    const { session, cookie } = await startSession();
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        t.app.inject({
          method: 'POST',
          url: `/api/sessions/${session.id}/symptoms`,
          headers: { cookie },
          payload: { symptoms: [{ symptom: `symptom ${index}` }] },
        }),
      ),
    );
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}`,
      headers: { cookie },
    });
    expect(read.json().symptoms).toHaveLength(8);
  });

  it.each([
    [
      'malformed JSON',
      { headers: { 'content-type': 'application/json' }, payload: '{"patientId": ' },
      400,
      'MALFORMED_JSON',
    ],
    ['an unknown field', { payload: { patientId: 'A', favouriteColour: 'blue' } }, 400, 'VALIDATION_ERROR'],
    ['a wrong type', { payload: { patientId: 42 } }, 400, 'VALIDATION_ERROR'],
    ['a bad date', { payload: { analysisDate: '2026-13-45' } }, 400, 'VALIDATION_ERROR'],
    [
      'a body that is not JSON',
      { headers: { 'content-type': 'text/plain' }, payload: 'hello' },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    ['an oversized body', { payload: { patientName: 'x'.repeat(1_100_000) } }, 413, 'BODY_TOO_LARGE'],
  ])('answers %s with a clear 4xx', async (_name, request, status, code) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/sessions', ...request });
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
    expect(response.json().error.message).toBeTruthy();
    expect(response.body).not.toMatch(/at .*\.ts:\d+/); // never a stack trace
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('reports its health and database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', db: backend });
  });
});

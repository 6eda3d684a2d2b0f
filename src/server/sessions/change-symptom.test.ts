import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieFrom, type TestApp } from '../test-support/test-app';

/** Issue 14, point 5: a symptom recorded by mistake is removed or corrected, and the analysis follows. */
describe('removing and correcting a symptom of the session', () => {
  let t: TestApp;
  let id: string;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const created = await t.app.inject({ method: 'POST', url: '/api/sessions' });
    id = created.json().id;
    cookie = sessionCookieFrom(created);
  });
  afterAll(async () => t.close());

  const call = (method: 'PUT' | 'DELETE' | 'POST' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('corrects one symptom in its place and removes another; the analysis is redone from what is left', async () => {
    const added = await call('POST', `/api/sessions/${id}/symptoms`, {
      symptoms: [
        { symptom: 'Cough for 3 weeks', severity: 'moderate' },
        { symptom: 'Fever with rigors', severity: 'moderate', duration: '3 days' },
        { symptom: 'Night sweats', severity: 'mild' },
      ],
    });
    const [cough, fever, sweats] = added.json().added as Array<{ id: string }>;
    const first = await call('POST', `/api/sessions/${id}/analyze-with-symptoms`, {});
    expect(first.statusCode).toBe(200);

    const corrected = await call('PUT', `/api/sessions/${id}/symptoms/${fever!.id}`, {
      symptom: { symptom: 'Fever with rigors and headache', severity: 'severe', duration: '2 days' },
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().session.symptoms.map((s: { symptom: string }) => s.symptom)).toEqual([
      'Cough for 3 weeks',
      'Fever with rigors and headache',
      'Night sweats',
    ]);

    const removed = await call('DELETE', `/api/sessions/${id}/symptoms/${sweats!.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().session.symptoms).toHaveLength(2);

    const current = (await call('GET', `/api/sessions/${id}/analysis`)).json().analysisResults;
    expect(current.symptoms_reported.join(' ')).toContain('Fever with rigors and headache (severe, 2 days)');
    expect(current.symptoms_reported.join(' ')).not.toMatch(/Night sweats/);
    expect(cough).toBeDefined();
  });

  it('answers 404 for a symptom the session does not hold, and changes nothing', async () => {
    const before = (await call('GET', `/api/sessions/${id}`)).json().symptoms;
    const missing = await call('DELETE', `/api/sessions/${id}/symptoms/no-such-symptom`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('SYMPTOM_NOT_FOUND');
    const bad = await call('PUT', `/api/sessions/${id}/symptoms/${before[0].id}`, {
      symptom: { symptom: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', `/api/sessions/${id}`)).json().symptoms).toEqual(before);
  });
});

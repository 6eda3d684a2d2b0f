import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieFrom, type TestApp } from './test-support/test-app';

describe('request logging', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it('writes one JSON line per request and never the patient id, symptoms or session id', async () => {
    const symptom = 'Bloody diarrhoea since Monday, patient Wanjiru Kamau';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { patientId: 'PT-LOGCHECK-991', patientName: 'Wanjiru Kamau' },
    });
    const cookie = sessionCookieFrom(created);
    const id = created.json().id;
    await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/symptoms`,
      headers: { cookie },
      payload: { symptoms: [{ symptom }] },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/symptoms`,
      headers: { cookie },
      payload: { symptoms: [{ symptom: '', note: symptom }] },
    });
    await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${id}?q=${encodeURIComponent(symptom)}`,
      headers: { cookie },
    });

    const lines = t.logLines();
    const completed = lines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.msg === 'request completed');
    expect(completed).toHaveLength(4);
    expect(
      completed.every((entry) => typeof entry.reqId === 'string' && entry.route && entry.statusCode),
    ).toBe(true);
    const everything = lines.join('\n');
    for (const secret of ['Wanjiru', 'PT-LOGCHECK-991', 'Bloody diarrhoea', id, cookie.split('=')[1]!]) {
      expect(everything).not.toContain(secret);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../../test-support/test-app';

describe.each(testBackends)('clinician feedback (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t.close());

  it('records a rating and comment with the screen, and nothing that names a session or patient', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { rating: 4, comment: 'Useful differential', page: 'workflow' },
    });
    expect(response.statusCode).toBe(201);
    const rows = await t.database.db.selectFrom('feedback').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 4, comment: 'Useful differential', page: 'workflow' });
    expect(Object.keys(rows[0]!).sort()).toEqual(['comment', 'created_at', 'id', 'page', 'rating']);
  });

  it.each([
    [{ rating: 6, page: 'workflow' }, 'Choose a rating from 1 to 5'],
    [{ rating: 3, page: 'workflow', patientId: 'P-1' }, undefined],
  ])('refuses %o', async (body, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/feedback', payload: body });
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().error.message).toBe(message);
  });
});

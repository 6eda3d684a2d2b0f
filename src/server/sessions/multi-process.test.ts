import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, type AppDatabase } from '../db/database';
import { buildApp } from '../app';
import {
  createTestDatabase,
  sessionCookieFrom,
  testBackends,
  TEST_POSTGRES_URL,
} from '../test-support/test-app';
import type { FastifyInstance } from 'fastify';

const runsOnPostgres = testBackends.includes('postgres');

describe.runIf(runsOnPostgres)('two app processes sharing one PostgreSQL', () => {
  let shared: Awaited<ReturnType<typeof createTestDatabase>>;
  let secondDatabase: AppDatabase;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    shared = await createTestDatabase('postgres');
    secondDatabase = await openDatabase({ databaseUrl: TEST_POSTGRES_URL, postgresSchema: shared.schema });
    const config = loadConfig({ RATE_LIMIT_PER_MINUTE: '100000', LOG_LEVEL: 'silent' });
    for (const database of [shared.database, secondDatabase]) {
      const { app } = await buildApp({ config, database, sweepIntervalMs: 0 });
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await secondDatabase.close();
    await shared.database.close();
    await shared.drop();
  });

  it('serves a session created by one process from the other, and ends it there', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const created = await first.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { patientId: 'SHARED-1' },
    });
    const cookie = sessionCookieFrom(created);
    const { id } = created.json();
    const added = await second.inject({
      method: 'POST',
      url: `/api/sessions/${id}/symptoms`,
      headers: { cookie },
      payload: { symptoms: [{ symptom: 'Cough' }] },
    });
    expect(added.statusCode).toBe(200);
    const read = await first.inject({ method: 'GET', url: `/api/sessions/${id}`, headers: { cookie } });
    expect(read.json()).toMatchObject({ patientId: 'SHARED-1', symptoms: [{ symptom: 'Cough' }] });
    expect((await second.inject({ method: 'GET', url: `/api/sessions/${id}` })).statusCode).toBe(404); // no cookie
    expect(
      (await second.inject({ method: 'DELETE', url: `/api/sessions/${id}`, headers: { cookie } })).statusCode,
    ).toBe(200);
    expect(
      (await first.inject({ method: 'GET', url: `/api/sessions/${id}`, headers: { cookie } })).statusCode,
    ).toBe(404);
  });
});

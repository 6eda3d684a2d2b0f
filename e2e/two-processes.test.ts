import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { startServer, type RunningServer } from './support/server';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

describe.skipIf(process.env.SKIP_POSTGRES === '1')('two server processes sharing one PostgreSQL', () => {
  const schema = `e2e_${randomBytes(5).toString('hex')}`;
  let first: RunningServer;
  let second: RunningServer;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const databaseUrl = `${POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    first = await startServer({ DATABASE_URL: databaseUrl });
    second = await startServer({ DATABASE_URL: databaseUrl });
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  it('lets any process holding the cookie serve the session, and no client without it', async () => {
    const health = (await (await fetch(`${second.baseUrl}/api/health`)).json()) as { db: string };
    expect(health.db).toBe('postgres');
    const created = await fetch(`${first.baseUrl}/api/sessions`, { method: 'POST' });
    const cookie = created.headers.get('set-cookie')!.split(';')[0]!;
    const { id } = (await created.json()) as { id: string };
    const added = await fetch(`${second.baseUrl}/api/sessions/${id}/symptoms`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ symptoms: [{ symptom: 'Fever for three days' }] }),
    });
    expect(added.status).toBe(200);
    const stranger = await fetch(`${second.baseUrl}/api/sessions/${id}`);
    expect(stranger.status).toBe(404);
    expect((await fetch(`${first.baseUrl}/api/sessions/${id}`, { method: 'DELETE' })).status).toBe(404);
    const read = (await (
      await fetch(`${first.baseUrl}/api/sessions/${id}`, { headers: { cookie } })
    ).json()) as { symptoms: Array<{ symptom: string }> };
    expect(read.symptoms[0]?.symptom).toBe('Fever for three days');
    expect(
      (await fetch(`${second.baseUrl}/api/sessions/${id}`, { method: 'DELETE', headers: { cookie } })).status,
    ).toBe(200);
    expect((await fetch(`${first.baseUrl}/api/sessions/${id}`, { headers: { cookie } })).status).toBe(404);
  });
});

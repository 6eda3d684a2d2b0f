import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieFrom, testBackends, type TestApp } from '../test-support/test-app';
import { sweepStaleSessions } from './service';

describe.each(testBackends)('sessions end by themselves (%s)', (backend) => {
  const clock = { now: Date.UTC(2026, 10, 22, 8) };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { now: () => clock.now, environment: { SESSION_IDLE_MINUTES: '30' } });
  });
  afterAll(async () => t.close());

  async function start() {
    const created = await t.app.inject({ method: 'POST', url: '/api/sessions' });
    return { id: created.json().id as string, cookie: sessionCookieFrom(created) };
  }
  const read = (session: { id: string; cookie: string }) =>
    t.app.inject({ method: 'GET', url: `/api/sessions/${session.id}`, headers: { cookie: session.cookie } });

  it('stays open while the clinician keeps using it, and closes after 30 idle minutes', async () => {
    const session = await start();
    for (let step = 0; step < 4; step += 1) {
      clock.now += 20 * 60_000;
      expect((await read(session)).statusCode).toBe(200);
    }
    clock.now += 31 * 60_000;
    expect((await read(session)).statusCode).toBe(404);
  });

  it('closes after 12 hours however active, and the sweeper deletes the rows', async () => {
    const session = await start();
    let lastAnswer = 200;
    for (let minutes = 0; minutes <= 12 * 60 && lastAnswer === 200; minutes += 25) {
      clock.now += 25 * 60_000; // the clinician keeps using it every 25 minutes
      lastAnswer = (await read(session)).statusCode;
    }
    expect(lastAnswer).toBe(404);
    expect(clock.now).toBeGreaterThan(Date.UTC(2026, 10, 22, 8) + 12 * 60 * 60_000);
    const deleted = await sweepStaleSessions(t.services.sessions);
    expect(deleted).toBeGreaterThanOrEqual(1);
    const rows = await t.database.db.selectFrom('sessions').select('id_hash').execute();
    expect(rows).toHaveLength(0);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from '../../db/migrations';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** A database as it stood before accounts existed: every migration before outbreak reports named accounts. */
async function databaseBeforeAccounts(dataDir: string) {
  const db = new Kysely<unknown>({
    dialect: new SqliteDialect({ database: new SQLite(path.join(dataDir, 'afyadx.db')) }),
  });
  const before = Object.fromEntries(
    Object.entries(migrations).filter(([name]) => name < '0302-accountable-health-updates'),
  );
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => before },
  }).migrateToLatest();
  if (error) throw error;
  return db;
}

describe('outbreak reports stored before accounts existed (SQLite file upgraded in place)', () => {
  let t: TestApp | undefined;
  let dataDir: string;
  afterEach(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keep their history, are shown as unverified (before accounts), and their alerts close', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afyadx-before-accounts-'));
    const old = await databaseBeforeAccounts(dataDir);
    const now = Date.now();
    // What two anonymous requests could store then: a report "verified" by a typed id.
    await sql`insert into health_updates (id, country, region, condition, condition_key, location, cases,
      deaths, severity, status, doctor_id, doctor_name, facility_name, verification_source, notes,
      is_verified, verified_by_id, verified_by_name, verified_at, iso_week, reported_at, updated_at,
      submissions, content_hash, dedupe_key)
      values ('old-report', 'KE', 'mombasa', 'Ebola virus disease', 'ebola-virus-disease', 'Old Town', 9,
      2, 'critical', 'active', 'TYPED-1', 'Typed reporter', null, 'lab', null, 1, 'TYPED-2',
      'Typed verifier', ${now}, '2026-W48', ${now}, ${now}, 1, 'hash', 'dedupe')`.execute(old);
    await sql`insert into health_alerts (id, country, region, condition_key, condition, type, severity,
      description, method, issued_by, source, issued_at, last_triggered_at, closed_at, active_key,
      report_ids, weekly_counts)
      values ('old-alert', 'KE', 'mombasa', 'ebola-virus-disease', 'Ebola virus disease', 'outbreak',
      'critical', 'Ebola reported', 'verified-report', 'Typed verifier', 'verified-reports', ${now},
      ${now}, null, 'KE/mombasa/ebola', '["old-report"]', '[]')`.execute(old);
    await old.destroy();

    t = await createTestApp('sqlite', { databaseOptions: { dataDir } });
    const listed = await t.app.inject({ method: 'GET', url: '/api/manual-health-updates/KE/mombasa' });
    const [report] = listed.json();
    expect(report).toMatchObject({
      id: 'old-report',
      doctorName: 'Typed reporter',
      isVerified: false,
      verification: 'before-accounts',
      verifiedBy: { doctorId: 'TYPED-2', doctorName: 'Typed verifier' },
    });
    const alert = await t.database.db
      .selectFrom('health_alerts')
      .select(['closed_at', 'active_key'])
      .where('id', '=', 'old-alert')
      .executeTakeFirstOrThrow();
    expect(Number(alert.closed_at)).toBeGreaterThanOrEqual(now);
    expect(alert.active_key).toBeNull();
    const panel = await t.app.inject({ method: 'GET', url: '/api/health-intelligence/KE/mombasa' });
    expect(panel.json()).toMatchObject({ emergencyAlerts: [], activeOutbreaks: [] });
  });
});

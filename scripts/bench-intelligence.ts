// Regional intelligence figures (issue 6): seeds 10,000 health updates and 100,000 weekly count rows, then
// measures the p95 latency of GET /api/health-intelligence/:country/:region over real HTTP, on SQLite and on
// PostgreSQL (target: at most 50 ms). Two figures per path: 'uncached' clears the 15-second answer cache before
// every request (each answer computed from the database), 'cached' is the steady state of many clinicians
// asking for the same region.
// Usage: npx tsx scripts/bench-intelligence.ts   (PostgreSQL from TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test; SKIP_POSTGRES=1 measures SQLite only)
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { loadConfig } from '../src/server/config';
import { buildApp } from '../src/server/app';
import type { Database, HealthUpdatesTable, WeeklyCountsTable } from '../src/server/db/schema';
import { createTestDatabase, testBackends, type Backend } from '../src/server/test-support/test-app';
import { countries } from '../src/clinical/knowledge/countries';
import { clinicalScope } from '../src/clinical/knowledge/scope';
import { symptomVocabulary } from '../src/clinical/surveillance/symptom-vocabulary';
import { isoWeekOf, isoWeeksEnding } from '../src/clinical/surveillance/iso-week';
import { invalidateAnswers } from '../src/server/features/intelligence/answer-cache';

const UPDATES = 10_000;
const WEEKLY_ROWS = 100_000;
const REQUESTS = 400;
const WARM_UP = 40;
const NOW = Date.parse('2026-03-11T09:00:00Z');
const DAY_MS = 86_400_000;

const pick = <T>(items: readonly T[], index: number): T => items[index % items.length]!;

async function seedUpdates(db: Kysely<Database>): Promise<void> {
  const conditions = [
    'Cholera',
    'Measles',
    'Malaria',
    'Typhoid fever',
    'Meningitis',
    'Dengue',
    'Mpox',
    'Anthrax',
  ];
  const rows: HealthUpdatesTable[] = Array.from({ length: UPDATES }, (_, index) => {
    const country = pick(countries, index);
    const region =
      index % 3 === 0 ? country.region : pick<{ slug: string }>(country.subdivisions, index).slug;
    const at = NOW - (index % 90) * DAY_MS - (index % 1440) * 60_000;
    return {
      id: randomUUID(),
      country: country.code,
      region,
      condition: pick(conditions, index * 7),
      condition_key: pick(conditions, index * 7)
        .toLowerCase()
        .replaceAll(' ', '-'),
      location: `Site ${index}`,
      cases: (index % 40) + 1,
      deaths: index % 5,
      severity: pick(['low', 'medium', 'high', 'critical'], index),
      status: pick(['emerging', 'active', 'contained', 'resolved'], index * 3),
      doctor_id: `D-${index % 300}`,
      doctor_name: `Dr ${index % 300}`,
      facility_name: `Facility ${index % 500}`,
      verification_source: 'Clinical case definition',
      notes: null,
      is_verified: index % 3 === 0 ? 0 : 1,
      verified_by_id: index % 3 === 0 ? null : `D-${(index + 1) % 300}`,
      verified_by_name: index % 3 === 0 ? null : `Dr ${(index + 1) % 300}`,
      verified_at: index % 3 === 0 ? null : at,
      iso_week: isoWeekOf(at),
      reported_at: at,
      updated_at: at,
      submissions: 1,
      reporter_account_id: `account-${index % 300}`,
      verifier_account_id: index % 3 === 0 ? null : `account-${(index + 1) % 300}`,
      pending_status: null,
      pending_status_by_id: null,
      pending_status_at: null,
      before_accounts: 0,
      content_hash: randomUUID().replaceAll('-', '').padEnd(64, '0'),
      dedupe_key: null,
    };
  });
  for (let start = 0; start < rows.length; start += 1000)
    await db
      .insertInto('health_updates')
      .values(rows.slice(start, start + 1000))
      .execute();
}

async function seedWeeklyCounts(db: Kysely<Database>): Promise<number> {
  const weeks = isoWeeksEnding(isoWeekOf(NOW), 52);
  const items: { kind: string; item: string }[] = [
    { kind: 'analyses', item: '' },
    ...clinicalScope.map((condition) => ({ kind: 'condition', item: condition.id })),
    ...symptomVocabulary.slice(0, 63).map(([id]) => ({ kind: 'symptom', item: id })),
  ];
  const rows: WeeklyCountsTable[] = [];
  for (const country of countries) {
    for (const week of weeks) {
      for (const [index, entry] of items.entries()) {
        rows.push({
          country: country.code,
          region: country.region,
          iso_week: week,
          kind: entry.kind,
          item: entry.item,
          count: entry.kind === 'analyses' ? 400 : (index * 7 + week.length) % 60,
        });
      }
    }
  }
  const seeded = rows.slice(0, WEEKLY_ROWS);
  for (let start = 0; start < seeded.length; start += 2000)
    await db
      .insertInto('weekly_counts')
      .values(seeded.slice(start, start + 2000))
      .execute();
  return seeded.length;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

async function measure(backend: Backend): Promise<void> {
  const { database, drop } = await createTestDatabase(backend);
  try {
    const seededAt = Date.now();
    await seedUpdates(database.db);
    const weeklyRows = await seedWeeklyCounts(database.db);
    await sql`analyze`.execute(database.db); // what PostgreSQL's autovacuum (and a maintenance job on SQLite) would do
    console.log(
      `${backend}: seeded ${UPDATES} updates and ${weeklyRows} weekly count rows in ${Date.now() - seededAt} ms`,
    );
    const config = loadConfig({ RATE_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: 'silent' });
    const { app } = await buildApp({ config, database, now: () => NOW, sweepIntervalMs: 0 });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const path of ['/api/health-intelligence/KE/east-africa', '/api/health-intelligence/NG/kano']) {
        for (const mode of ['uncached', 'cached'] as const) {
          const latencies: number[] = [];
          for (let index = 0; index < WARM_UP + REQUESTS; index += 1) {
            if (mode === 'uncached') invalidateAnswers(database.db);
            const started = performance.now();
            const response = await fetch(`${address}${path}`);
            await response.arrayBuffer();
            if (!response.ok) throw new Error(`${path} answered ${response.status}`);
            if (index >= WARM_UP) latencies.push(performance.now() - started);
          }
          const p95 = percentile(latencies, 0.95);
          console.log(
            `${backend} GET ${path} (${mode}): p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ` +
              `max ${Math.max(...latencies).toFixed(1)} ms over ${REQUESTS} requests ${p95 <= 50 ? '(target <= 50 ms met)' : '(ABOVE the 50 ms target)'}`,
          );
        }
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await drop();
  }
}

for (const backend of testBackends) await measure(backend);

import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { Database } from '../../db/schema';

export interface IntelligenceContext {
  database: { db: Kysely<Database> };
  now: () => number;
}

export const DAY_MS = 86_400_000;
/** An alert stays active while something triggered it in the last 28 days (four epidemiological weeks). */
export const ALERT_ACTIVE_DAYS = 28;
/** Outbreak reports older than this no longer count as active in the intelligence answers. */
export const OUTBREAK_WINDOW_DAYS = 28;

export const toIso = (epochMs: number | string | null | undefined) =>
  new Date(Number(epochMs ?? 0)).toISOString();

/** Accepts the Kysely instance or the AppDatabase that wraps it, for callers in other features. */
export function kyselyOf(db: Kysely<Database> | AppDatabase): Kysely<Database> {
  return 'kind' in db && 'db' in db ? db.db : db;
}

import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Outbreak reports name the accounts behind them. Reports stored before accounts existed were posted and
 * verified by anyone typing an id: they keep their history but are marked 'before accounts' and no longer
 * count as verified, and the alerts they raised are closed.
 */
export const accountableHealthUpdates: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [name, type] of [
      ['reporter_account_id', 'varchar(36)'],
      ['verifier_account_id', 'varchar(36)'],
      ['pending_status', 'varchar(16)'],
      ['pending_status_by_id', 'varchar(36)'],
      ['pending_status_at', 'bigint'],
    ] as const) {
      await db.schema.alterTable('health_updates').addColumn(name, type).execute();
    }
    await db.schema
      .alterTable('health_updates')
      .addColumn('before_accounts', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await sql`update health_updates set before_accounts = 1, is_verified = 0, dedupe_key = null`.execute(db);
    await sql`update health_alerts set closed_at = ${Date.now()}, active_key = null
      where closed_at is null and source = 'verified-reports'`.execute(db);
  },
};

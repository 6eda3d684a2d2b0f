import type { Kysely, Migration } from 'kysely';

/** Alerts: one row per (country, region, condition) while active (`active_key` is unique, null once closed). */
export const createHealthAlerts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('health_alerts')
      .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
      .addColumn('country', 'varchar(2)', (column) => column.notNull())
      .addColumn('region', 'varchar(80)', (column) => column.notNull())
      .addColumn('condition_key', 'varchar(80)', (column) => column.notNull())
      .addColumn('condition', 'varchar(120)', (column) => column.notNull())
      .addColumn('type', 'varchar(16)', (column) => column.notNull())
      .addColumn('severity', 'varchar(16)', (column) => column.notNull())
      .addColumn('description', 'text', (column) => column.notNull())
      .addColumn('method', 'varchar(64)', (column) => column.notNull())
      .addColumn('issued_by', 'varchar(300)', (column) => column.notNull())
      .addColumn('source', 'varchar(32)', (column) => column.notNull())
      .addColumn('issued_at', 'bigint', (column) => column.notNull())
      .addColumn('last_triggered_at', 'bigint', (column) => column.notNull())
      .addColumn('closed_at', 'bigint')
      .addColumn('active_key', 'varchar(200)', (column) => column.unique())
      .addColumn('report_ids', 'text', (column) => column.notNull())
      .addColumn('weekly_counts', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('health_alerts_country_triggered')
      .on('health_alerts')
      .columns(['country', 'last_triggered_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('health_alerts').execute();
  },
};

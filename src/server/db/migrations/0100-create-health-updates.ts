import type { Kysely, Migration } from 'kysely';

/** Doctors' outbreak reports (no patient data). `dedupe_key` is unique so concurrent duplicates merge. */
export const createHealthUpdates: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('health_updates')
      .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
      .addColumn('country', 'varchar(2)', (column) => column.notNull())
      .addColumn('region', 'varchar(80)', (column) => column.notNull())
      .addColumn('condition', 'varchar(120)', (column) => column.notNull())
      .addColumn('condition_key', 'varchar(80)', (column) => column.notNull())
      .addColumn('location', 'varchar(160)', (column) => column.notNull())
      .addColumn('cases', 'integer', (column) => column.notNull())
      .addColumn('deaths', 'integer', (column) => column.notNull())
      .addColumn('severity', 'varchar(16)', (column) => column.notNull())
      .addColumn('status', 'varchar(16)', (column) => column.notNull())
      .addColumn('doctor_id', 'varchar(64)', (column) => column.notNull())
      .addColumn('doctor_name', 'varchar(120)', (column) => column.notNull())
      .addColumn('facility_name', 'varchar(160)')
      .addColumn('verification_source', 'varchar(160)', (column) => column.notNull())
      .addColumn('notes', 'text')
      .addColumn('is_verified', 'integer', (column) => column.notNull())
      .addColumn('verified_by_id', 'varchar(64)')
      .addColumn('verified_by_name', 'varchar(120)')
      .addColumn('verified_at', 'bigint')
      .addColumn('iso_week', 'varchar(8)', (column) => column.notNull())
      .addColumn('reported_at', 'bigint', (column) => column.notNull())
      .addColumn('updated_at', 'bigint', (column) => column.notNull())
      .addColumn('submissions', 'integer', (column) => column.notNull())
      .addColumn('content_hash', 'varchar(64)', (column) => column.notNull())
      .addColumn('dedupe_key', 'varchar(64)', (column) => column.unique())
      .execute();
    await db.schema
      .createIndex('health_updates_country_updated')
      .on('health_updates')
      .columns(['country', 'updated_at'])
      .execute();
    await db.schema
      .createIndex('health_updates_country_region_updated')
      .on('health_updates')
      .columns(['country', 'region', 'updated_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('health_updates').execute();
  },
};

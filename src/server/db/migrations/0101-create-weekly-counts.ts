import type { Kysely, Migration } from 'kysely';

/** De-identified counts from the product's own use: (country, region, ISO week, kind, item) → count. */
export const createWeeklyCounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('weekly_counts')
      .addColumn('country', 'varchar(2)', (column) => column.notNull())
      .addColumn('region', 'varchar(80)', (column) => column.notNull())
      .addColumn('iso_week', 'varchar(8)', (column) => column.notNull())
      .addColumn('kind', 'varchar(16)', (column) => column.notNull())
      .addColumn('item', 'varchar(80)', (column) => column.notNull())
      .addColumn('count', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('weekly_counts_pk', ['country', 'region', 'iso_week', 'kind', 'item'])
      .execute();
    await db.schema
      .createIndex('weekly_counts_country_kind_week')
      .on('weekly_counts')
      .columns(['country', 'kind', 'iso_week'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('weekly_counts').execute();
  },
};

import type { Kysely, Migration } from 'kysely';

export const createFeedback: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('feedback')
      .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
      .addColumn('rating', 'integer', (column) => column.notNull())
      .addColumn('comment', 'text')
      .addColumn('page', 'varchar(32)', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('feedback').execute();
  },
};

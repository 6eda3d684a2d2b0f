import type { Kysely, Migration } from 'kysely';

export const createAuditEvents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('audit_events')
      .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
      .addColumn('action', 'varchar(64)', (column) => column.notNull())
      .addColumn('occurred_at', 'bigint', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('audit_events').execute();
  },
};

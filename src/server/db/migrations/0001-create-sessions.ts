import type { Kysely, Migration } from 'kysely';

export const createSessions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sessions')
      .addColumn('id_hash', 'varchar(64)', (column) => column.primaryKey())
      .addColumn('sealed', 'text', (column) => column.notNull())
      .addColumn('version', 'integer', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('last_active_at', 'bigint', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('sessions_last_active_at').on('sessions').column('last_active_at').execute();
    await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sessions').execute();
  },
};

import type { Kysely, Migration } from 'kysely';

/** Clinician accounts and their sign-ins (who is signed in where); no patient data. */
export const createClinicianAccounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('clinician_accounts')
      .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
      .addColumn('name', 'varchar(120)', (column) => column.notNull())
      .addColumn('registration_number', 'varchar(40)', (column) => column.notNull())
      .addColumn('registration_key', 'varchar(40)', (column) => column.notNull().unique())
      .addColumn('facility', 'varchar(160)', (column) => column.notNull())
      .addColumn('country', 'varchar(2)', (column) => column.notNull())
      .addColumn('roles', 'varchar(64)', (column) => column.notNull())
      .addColumn('status', 'varchar(16)', (column) => column.notNull())
      .addColumn('password_hash', 'varchar(255)', (column) => column.notNull())
      .addColumn('must_change_password', 'integer', (column) => column.notNull())
      .addColumn('failed_sign_ins', 'integer', (column) => column.notNull())
      .addColumn('locked_until', 'bigint', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('updated_at', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('clinician_sign_ins')
      .addColumn('token_hash', 'varchar(64)', (column) => column.primaryKey())
      .addColumn('account_id', 'varchar(36)', (column) =>
        column.notNull().references('clinician_accounts.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('last_active_at', 'bigint', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('clinician_sign_ins_account')
      .on('clinician_sign_ins')
      .column('account_id')
      .execute();
    // The key that signs sign-in cookies, shared by every app process on the same database.
    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'varchar(64)', (column) => column.primaryKey())
      .addColumn('value', 'varchar(255)', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('server_secrets').execute();
    await db.schema.dropTable('clinician_sign_ins').execute();
    await db.schema.dropTable('clinician_accounts').execute();
  },
};

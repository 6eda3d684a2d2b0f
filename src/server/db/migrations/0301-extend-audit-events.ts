import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The audit trail says who did what to what, and can only grow: the database itself refuses to change or
 * delete a row, whatever the app (or anyone with its connection) asks. Never patient data.
 */
export const extendAuditEvents: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [name, type] of [
      ['actor_id', 'varchar(36)'],
      ['actor_name', 'varchar(120)'],
      ['subject_kind', 'varchar(32)'],
      ['subject_id', 'varchar(64)'],
      ['detail', 'varchar(500)'],
    ] as const) {
      await db.schema.alterTable('audit_events').addColumn(name, type).execute();
    }
    await db.schema.createIndex('audit_events_occurred').on('audit_events').column('occurred_at').execute();
    const isPostgres = await isPostgresDatabase(db);
    if (isPostgres) {
      await sql`create function audit_events_append_only() returns trigger language plpgsql as $$
        begin raise exception 'the audit trail is append-only'; end $$`.execute(db);
      await sql`create trigger audit_events_no_change before update or delete on audit_events
        for each row execute function audit_events_append_only()`.execute(db);
      await sql`create trigger audit_events_no_truncate before truncate on audit_events
        for each statement execute function audit_events_append_only()`.execute(db);
    } else {
      await sql`create trigger audit_events_no_update before update on audit_events
        begin select raise(abort, 'the audit trail is append-only'); end`.execute(db);
      await sql`create trigger audit_events_no_delete before delete on audit_events
        begin select raise(abort, 'the audit trail is append-only'); end`.execute(db);
    }
  },
};

async function isPostgresDatabase(db: Kysely<unknown>): Promise<boolean> {
  try {
    await sql`select current_setting('server_version')`.execute(db);
    return true;
  } catch {
    return false; // SQLite has no current_setting(): this probe is how a migration tells the two apart
  }
}

/** Patient sessions: everything but the timestamps is inside `sealed`, encrypted under the session's key. */
export interface SessionsTable {
  id_hash: string;
  sealed: string;
  version: number;
  created_at: number;
  last_active_at: number;
  expires_at: number;
}

/** Every table of the database, for Kysely. Features add theirs here. */
export interface Database {
  sessions: SessionsTable;
  audit_events: AuditEventsTable;
}

/** What was done, never to whom: no patient identifiers. */
export interface AuditEventsTable {
  id: string;
  action: string;
  occurred_at: number;
}

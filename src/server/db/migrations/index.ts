import type { Migration } from 'kysely';
import { createSessions } from './0001-create-sessions';
import { createAuditEvents } from './0002-create-audit-events';

/** Migrations in the order they run; names are zero-padded so they sort. Features append theirs here. */
export const migrations: Record<string, Migration> = {
  '0001-create-sessions': createSessions,
  '0002-create-audit-events': createAuditEvents,
};

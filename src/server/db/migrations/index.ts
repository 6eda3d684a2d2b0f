import type { Migration } from 'kysely';
import { createSessions } from './0001-create-sessions';
import { createAuditEvents } from './0002-create-audit-events';
import { createHealthUpdates } from './0100-create-health-updates';
import { createWeeklyCounts } from './0101-create-weekly-counts';
import { createHealthAlerts } from './0102-create-health-alerts';
import { createFeedback } from './0200-create-feedback';

/** Migrations in the order they run; names are zero-padded so they sort. Features append theirs here. */
export const migrations: Record<string, Migration> = {
  '0001-create-sessions': createSessions,
  '0002-create-audit-events': createAuditEvents,
  '0100-create-health-updates': createHealthUpdates,
  '0101-create-weekly-counts': createWeeklyCounts,
  '0102-create-health-alerts': createHealthAlerts,
  '0200-create-feedback': createFeedback,
};

import type { Migration } from 'kysely';
import { createSessions } from './0001-create-sessions';
import { createAuditEvents } from './0002-create-audit-events';
import { createHealthUpdates } from './0100-create-health-updates';
import { createWeeklyCounts } from './0101-create-weekly-counts';
import { createHealthAlerts } from './0102-create-health-alerts';
import { createFeedback } from './0200-create-feedback';
import { createClinicianAccounts } from './0300-create-clinician-accounts';
import { extendAuditEvents } from './0301-extend-audit-events';
import { accountableHealthUpdates } from './0302-accountable-health-updates';

/** Migrations in the order they run; names are zero-padded so they sort. Features append theirs here. */
export const migrations: Record<string, Migration> = {
  '0001-create-sessions': createSessions,
  '0002-create-audit-events': createAuditEvents,
  '0100-create-health-updates': createHealthUpdates,
  '0101-create-weekly-counts': createWeeklyCounts,
  '0102-create-health-alerts': createHealthAlerts,
  '0200-create-feedback': createFeedback,
  '0300-create-clinician-accounts': createClinicianAccounts,
  '0301-extend-audit-events': extendAuditEvents,
  '0302-accountable-health-updates': accountableHealthUpdates,
};

import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuditEvent } from '../../contracts/accounts';
import type { Database } from '../db/schema';
import { toCsv } from '../csv';

/**
 * The audit trail: who did what, to what, and when. Append-only (the database refuses updates and deletes,
 * migration 0301) and never patient data: a prescription decision is recorded with the SHA-256 of the
 * session's id, which names the session without revealing anything in it.
 */
export type AuditAction =
  | 'sign-in'
  | 'sign-in-refused'
  | 'sign-out'
  | 'sign-out-everywhere'
  | 'account-requested'
  | 'account-created'
  | 'account-approved'
  | 'account-roles-changed'
  | 'account-disabled'
  | 'password-reset'
  | 'password-changed'
  | 'outbreak-reported'
  | 'outbreak-merged'
  | 'outbreak-verified'
  | 'outbreak-status-requested'
  | 'outbreak-status-changed'
  | 'prescription-decision';

export interface AuditEntry {
  action: AuditAction;
  actor?: { id: string; name: string } | null;
  subject?: { kind: 'account' | 'outbreak-report' | 'session'; id: string };
  /** A short, non-patient detail (roles granted, new status, decision). */
  detail?: string;
}

export async function recordAudit(db: Kysely<Database>, entry: AuditEntry, at: number): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      id: randomUUID(),
      action: entry.action,
      occurred_at: at,
      actor_id: entry.actor?.id ?? null,
      actor_name: entry.actor?.name.slice(0, 120) ?? null,
      subject_kind: entry.subject?.kind ?? null,
      subject_id: entry.subject?.id ?? null,
      detail: entry.detail?.slice(0, 500) ?? null,
    })
    .execute();
}

/** The newest events first, `limit` of them, older than `before` when given. */
export async function listAudit(
  db: Kysely<Database>,
  { limit, before }: { limit: number; before?: number },
): Promise<AuditEvent[]> {
  let query = db.selectFrom('audit_events').selectAll();
  if (before !== undefined) query = query.where('occurred_at', '<', before);
  const rows = await query.orderBy('occurred_at', 'desc').orderBy('id').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    at: new Date(Number(row.occurred_at)).toISOString(),
    action: row.action,
    actorId: row.actor_id,
    actorName: row.actor_name,
    subjectKind: row.subject_kind,
    subjectId: row.subject_id,
    detail: row.detail,
  }));
}

const CSV_COLUMNS = ['at', 'action', 'actorId', 'actorName', 'subjectKind', 'subjectId', 'detail'] as const;

export function auditCsv(events: readonly AuditEvent[]): string {
  return toCsv(
    CSV_COLUMNS,
    events.map((event) => CSV_COLUMNS.map((key) => event[key])),
  );
}

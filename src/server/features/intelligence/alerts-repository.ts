import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, HealthAlertsTable } from '../../db/schema';

export type HealthAlertRow = Selectable<HealthAlertsTable>;

export async function findActiveAlert(
  db: Kysely<Database>,
  activeKey: string,
): Promise<HealthAlertRow | undefined> {
  return db.selectFrom('health_alerts').selectAll().where('active_key', '=', activeKey).executeTakeFirst();
}

/** Closes the alert of this key if nothing triggered it since `staleBefore`, so a new episode starts afresh. */
export async function closeStaleAlert(
  db: Kysely<Database>,
  activeKey: string,
  staleBefore: number,
  now: number,
): Promise<void> {
  await db
    .updateTable('health_alerts')
    .set({ active_key: null, closed_at: now })
    .where('active_key', '=', activeKey)
    .where('last_triggered_at', '<', staleBefore)
    .execute();
}

/** Inserts the alert, or updates the active one of the same key: never a second alert while one is active. */
export async function upsertAlert(db: Kysely<Database>, row: HealthAlertRow): Promise<void> {
  await db
    .insertInto('health_alerts')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('active_key').doUpdateSet({
        severity: sql`excluded.severity`,
        type: sql`excluded.type`,
        description: sql`excluded.description`,
        method: sql`excluded.method`,
        issued_by: sql`excluded.issued_by`,
        last_triggered_at: sql`excluded.last_triggered_at`,
        report_ids: sql`excluded.report_ids`,
        weekly_counts: sql`excluded.weekly_counts`,
      }),
    )
    .execute();
}

/** Alerts of a country (optionally limited to some regions) triggered since `since` and not closed. */
export async function listActiveAlerts(
  db: Kysely<Database>,
  country: string,
  regions: readonly string[] | undefined,
  since: number,
): Promise<HealthAlertRow[]> {
  let query = db
    .selectFrom('health_alerts')
    .selectAll()
    .where('country', '=', country)
    .where('last_triggered_at', '>=', since)
    .where('closed_at', 'is', null);
  if (regions) query = query.where('region', 'in', [...regions]);
  return query.orderBy('last_triggered_at', 'desc').limit(100).execute();
}

/** Closes an active alert now (its outbreak was reported contained or resolved). */
export async function closeAlert(db: Kysely<Database>, id: string, now: number): Promise<void> {
  await db
    .updateTable('health_alerts')
    .set({ active_key: null, closed_at: now })
    .where('id', '=', id)
    .execute();
}

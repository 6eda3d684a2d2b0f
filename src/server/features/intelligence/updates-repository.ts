import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, HealthUpdatesTable } from '../../db/schema';

export type HealthUpdateRow = Selectable<HealthUpdatesTable>;

const severityRank = (column: string) =>
  sql<number>`case ${sql.ref(column)} when 'critical' then 4 when 'high' then 3 when 'medium' then 2 else 1 end`;

/**
 * Inserts a report, or merges it into the open report with the same dedupe key (same country, region,
 * condition, location and ISO week) in one statement, so concurrent duplicates cannot both insert.
 * Merging keeps the larger counts and the higher severity. It never changes the status: that needs the
 * reporter or a verifier, and closing needs a second clinician (updates-service). An identical
 * resubmission (same content hash, e.g. a client retrying after a lost answer) changes nothing.
 */
export async function upsertHealthUpdate(
  db: Kysely<Database>,
  row: HealthUpdateRow,
): Promise<HealthUpdateRow> {
  return db
    .insertInto('health_updates')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('dedupe_key').doUpdateSet({
        cases: sql`case when excluded.cases > health_updates.cases then excluded.cases else health_updates.cases end`,
        deaths: sql`case when excluded.deaths > health_updates.deaths then excluded.deaths else health_updates.deaths end`,
        severity: sql`case when ${severityRank('excluded.severity')} > ${severityRank('health_updates.severity')} then excluded.severity else health_updates.severity end`,
        facility_name: sql`coalesce(excluded.facility_name, health_updates.facility_name)`,
        notes: sql`coalesce(excluded.notes, health_updates.notes)`,
        updated_at: sql`case when excluded.content_hash = health_updates.content_hash then health_updates.updated_at else excluded.updated_at end`,
        submissions: sql`case when excluded.content_hash = health_updates.content_hash then health_updates.submissions else health_updates.submissions + 1 end`,
        content_hash: sql`excluded.content_hash`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findHealthUpdate(
  db: Kysely<Database>,
  id: string,
): Promise<HealthUpdateRow | undefined> {
  return db.selectFrom('health_updates').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Marks a report verified by a second clinician; answers the row as it is afterwards. */
export async function markVerified(
  db: Kysely<Database>,
  id: string,
  verifier: { accountId: string; registrationNumber: string; name: string },
  now: number,
): Promise<HealthUpdateRow | undefined> {
  await db
    .updateTable('health_updates')
    .set({
      is_verified: 1,
      verifier_account_id: verifier.accountId,
      verified_by_id: verifier.registrationNumber,
      verified_by_name: verifier.name,
      verified_at: now,
    })
    .where('id', '=', id)
    .where('is_verified', '=', 0)
    .execute();
  return findHealthUpdate(db, id);
}

/** Sets a report's status now (closing it frees its dedupe key) and forgets any status waiting to be verified. */
export async function setStatus(
  db: Kysely<Database>,
  id: string,
  status: string,
  now: number,
): Promise<HealthUpdateRow | undefined> {
  const closes = status === 'contained' || status === 'resolved';
  await db
    .updateTable('health_updates')
    .set({
      status,
      updated_at: now,
      pending_status: null,
      pending_status_by_id: null,
      pending_status_at: null,
      ...(closes ? { dedupe_key: null } : {}),
    })
    .where('id', '=', id)
    .execute();
  return findHealthUpdate(db, id);
}

/** Records a closing status that a second clinician must verify before it applies. */
export async function setPendingStatus(
  db: Kysely<Database>,
  id: string,
  status: string,
  accountId: string,
  now: number,
): Promise<HealthUpdateRow | undefined> {
  await db
    .updateTable('health_updates')
    .set({ pending_status: status, pending_status_by_id: accountId, pending_status_at: now })
    .where('id', '=', id)
    .execute();
  return findHealthUpdate(db, id);
}

export interface UpdateFilter {
  country: string;
  region?: string;
  since: number;
  verifiedOnly?: boolean;
  activeOnly?: boolean;
  conditionKey?: string;
  limit?: number;
}

export async function listHealthUpdates(
  db: Kysely<Database>,
  filter: UpdateFilter,
): Promise<HealthUpdateRow[]> {
  let query = db
    .selectFrom('health_updates')
    .selectAll()
    .where('country', '=', filter.country)
    .where('updated_at', '>=', filter.since);
  if (filter.region) query = query.where('region', '=', filter.region);
  if (filter.verifiedOnly) query = query.where('is_verified', '=', 1);
  if (filter.activeOnly) query = query.where('status', 'in', ['emerging', 'active']);
  if (filter.conditionKey) query = query.where('condition_key', '=', filter.conditionKey);
  return query
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .limit(filter.limit ?? 500)
    .execute();
}

/** The newest change to any report of the place: how old the verified-report figures are. */
export async function latestUpdateTime(
  db: Kysely<Database>,
  country: string,
  region?: string,
): Promise<number | null> {
  let query = db
    .selectFrom('health_updates')
    .select((eb) => eb.fn.max('updated_at').as('latest'))
    .where('country', '=', country);
  if (region) query = query.where('region', '=', region);
  const row = await query.executeTakeFirst();
  return row?.latest == null ? null : Number(row.latest);
}

/** How many of these reports are still open (emerging or active). */
export async function countOpenReports(db: Kysely<Database>, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom('health_updates')
    .select((eb) => eb.fn.countAll<number | string>().as('open'))
    .where('id', 'in', [...ids])
    .where('status', 'in', ['emerging', 'active'])
    .executeTakeFirst();
  return Number(row?.open ?? 0);
}

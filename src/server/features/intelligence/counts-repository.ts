import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type CountKind = 'analyses' | 'condition' | 'symptom';

export interface CountKey {
  country: string;
  region: string;
  isoWeek: string;
  kind: CountKind;
  item: string;
}

/** Adds one to each key (keys must be distinct: one statement may not touch a row twice on PostgreSQL). */
export async function incrementCounts(db: Kysely<Database>, keys: readonly CountKey[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insertInto('weekly_counts')
    .values(
      keys.map((key) => ({
        country: key.country,
        region: key.region,
        iso_week: key.isoWeek,
        kind: key.kind,
        item: key.item,
        count: 1,
      })),
    )
    .onConflict((conflict) =>
      conflict
        .columns(['country', 'region', 'iso_week', 'kind', 'item'])
        .doUpdateSet({ count: sql`weekly_counts.count + 1` }),
    )
    .execute();
}

export interface WeeklyCount {
  kind: CountKind;
  isoWeek: string;
  item: string;
  count: number;
}

/** Counts of some kinds summed over the country's regions (or one region), per week and item. */
export async function sumWeeklyCounts(
  db: Kysely<Database>,
  filter: {
    country: string;
    region?: string;
    kinds: readonly CountKind[];
    fromWeek: string;
    toWeek: string;
    item?: string;
  },
): Promise<WeeklyCount[]> {
  let query = db
    .selectFrom('weekly_counts')
    .select(['kind', 'iso_week', 'item', (eb) => eb.fn.sum<number | string>('count').as('total')])
    .where('country', '=', filter.country)
    .where('kind', 'in', [...filter.kinds])
    .where('iso_week', '>=', filter.fromWeek)
    .where('iso_week', '<=', filter.toWeek);
  if (filter.region) query = query.where('region', '=', filter.region);
  if (filter.item !== undefined) query = query.where('item', '=', filter.item);
  const rows = await query.groupBy(['kind', 'iso_week', 'item']).execute();
  return rows.map((row) => ({
    kind: row.kind as CountKind,
    isoWeek: row.iso_week,
    item: row.item,
    count: Number(row.total),
  }));
}

/** Every region's weekly counts for export (per region: what a records officer enters into DHIS2). */
export async function listWeeklyCounts(
  db: Kysely<Database>,
  filter: { country: string; region?: string; fromWeek: string },
) {
  let query = db
    .selectFrom('weekly_counts')
    .selectAll()
    .where('country', '=', filter.country)
    .where('kind', 'in', ['analyses', 'condition'])
    .where('iso_week', '>=', filter.fromWeek);
  if (filter.region) query = query.where('region', '=', filter.region);
  return query.orderBy('iso_week').orderBy('region').orderBy('kind').orderBy('item').execute();
}

import {
  findIdsrDisease,
  isoWeekOf,
  labelOfCondition,
  shiftIsoWeek,
  suppressCount,
} from '../../../clinical/surveillance';
import { DAY_MS, toIso, type IntelligenceContext } from './context';
import { toCsv } from '../../csv';
import { listWeeklyCounts } from './counts-repository';
import { resolvePlace } from './regions';
import { listHealthUpdates } from './updates-repository';

interface ExportQuery {
  country: string;
  region?: string;
  days: number;
}

/** Verified reports as CSV, for the district health records officer who enters them into DHIS2. */
export async function exportHealthUpdatesCsv(
  context: IntelligenceContext,
  query: ExportQuery,
): Promise<string> {
  const place = resolvePlace(query.country, query.region);
  const rows = await listHealthUpdates(context.database.db, {
    country: place.country.code,
    ...(place.isWholeCountry ? {} : { region: place.region }),
    since: context.now() - query.days * DAY_MS,
    verifiedOnly: true,
    limit: 100_000,
  });
  return toCsv(
    [
      'report_id',
      'country',
      'region',
      'epi_week',
      'condition',
      'idsr_disease',
      'location',
      'facility',
      'cases',
      'deaths',
      'severity',
      'status',
      'verification_source',
      'reported_by',
      'verified_by',
      'reported_at_utc',
      'verified_at_utc',
      'last_updated_utc',
      'content_sha256',
      'source',
    ],
    rows.map((row) => [
      row.id,
      row.country,
      row.region,
      row.iso_week,
      row.condition,
      findIdsrDisease(row.condition_key)?.name ?? '',
      row.location,
      row.facility_name,
      Number(row.cases),
      Number(row.deaths),
      row.severity,
      row.status,
      row.verification_source,
      row.doctor_name,
      row.verified_by_name,
      toIso(row.reported_at),
      row.verified_at === null ? '' : toIso(row.verified_at),
      toIso(row.updated_at),
      row.content_hash,
      'verified-reports',
    ]),
  );
}

/** Weekly de-identified counts as CSV; a count under 5 is left empty and marked suppressed. */
export async function exportWeeklyCountsCsv(
  context: IntelligenceContext,
  query: ExportQuery,
): Promise<string> {
  const place = resolvePlace(query.country, query.region);
  const fromWeek = shiftIsoWeek(isoWeekOf(context.now()), -Math.ceil(query.days / 7));
  const rows = await listWeeklyCounts(context.database.db, {
    country: place.country.code,
    ...(place.isWholeCountry ? {} : { region: place.region }),
    fromWeek,
  });
  return toCsv(
    [
      'country',
      'region',
      'epi_week',
      'measure',
      'condition_id',
      'condition',
      'count',
      'suppressed',
      'source',
    ],
    rows.map((row) => {
      const count = suppressCount(Number(row.count));
      return [
        row.country,
        row.region,
        row.iso_week,
        row.kind === 'analyses' ? 'completed analyses' : 'analyses concluding condition',
        row.item,
        row.item ? labelOfCondition(row.item) : '',
        count,
        count === null ? 'yes (<5)' : 'no',
        'product-use',
      ];
    }),
  );
}

// The week arithmetic alone, not the surveillance barrel: that one loads the knowledge base at start-up.
import { isoWeekOf, shiftIsoWeek } from '../../../clinical/surveillance/iso-week';
import { NotFoundError } from '../../errors';
import { DAY_MS, type IntelligenceContext } from '../intelligence/context';
import { listWeeklyCounts } from '../intelligence/counts-repository';
import { resolvePlace } from '../intelligence/regions';
import { listHealthUpdates } from '../intelligence/updates-repository';
import { buildDataValueSet } from './build-data-value-set';
import { dhis2MappingFor } from './dhis2-mapping';

/** The last `days` of weekly counts and verified outbreak reports of a country (or one region), for DHIS2. */
export async function exportDataValueSet(
  context: IntelligenceContext,
  query: { country: string; region?: string; days: number },
) {
  const place = resolvePlace(query.country, query.region);
  const mapping = dhis2MappingFor(place.country.code);
  if (!mapping) {
    throw new NotFoundError(`No DHIS2 mapping is configured for ${place.country.name}`, 'NO_DHIS2_MAPPING');
  }
  const regionFilter = place.isWholeCountry ? {} : { region: place.region };
  const countRows = await listWeeklyCounts(context.database.db, {
    country: place.country.code,
    ...regionFilter,
    fromWeek: shiftIsoWeek(isoWeekOf(context.now()), -Math.ceil(query.days / 7)),
  });
  const reportRows = await listHealthUpdates(context.database.db, {
    country: place.country.code,
    ...regionFilter,
    since: context.now() - query.days * DAY_MS,
    verifiedOnly: true,
    limit: 100_000,
  });
  const built = buildDataValueSet(
    mapping,
    countRows.map((row) => ({
      region: row.region,
      isoWeek: row.iso_week,
      kind: row.kind === 'analyses' ? 'analyses' : 'condition',
      conditionId: row.item,
      count: Number(row.count),
    })),
    reportRows.map((row) => ({
      region: row.region,
      isoWeek: row.iso_week,
      conditionKey: row.condition_key,
      cases: Number(row.cases),
      deaths: Number(row.deaths),
    })),
  );
  return { ...built, isExampleMapping: mapping.isExample };
}

import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { Database } from '../../db/schema';
import {
  canonicalSymptomId,
  earsLatest,
  findIdsrDiseaseForCondition,
  isKnownConditionId,
  isShownCount,
  isoWeekOf,
  isoWeeksEnding,
  labelOfCondition,
  suppressCount,
  type EarsMethod,
} from '../../../clinical/surveillance';
import { incrementCounts, sumWeeklyCounts, type CountKey } from './counts-repository';
import { resolvePlace } from './regions';
import { raiseAlertForCounts } from './alerts-service';
import { kyselyOf, type IntelligenceContext } from './context';

export interface CompletedAnalysis {
  country: string;
  /** A subdivision slug when the analysis knows it; the whole country (region rule) otherwise. */
  region?: string;
  conditionIds: readonly string[];
  symptoms: readonly string[];
  at: number | Date;
}

/** EARS runs on 12 weeks: C3 needs 7 baseline + 2 guard + 2 previous weeks + the current one. */
export const EARS_WEEKS = 12;
/**
 * Floor of the baseline standard deviation (earsC's minSigma). With sparse counts a flat baseline has sd 0
 * and any single extra case would alarm; a floor of 1 keeps alarms for real surges.
 */
export const EARS_MIN_SIGMA = 1;

/**
 * Adds one completed analysis to the de-identified counts: one to (country, region, ISO week) for the
 * analysis, each condition and each recognised symptom. Nothing else about the patient is kept; symptoms
 * outside the finding vocabulary are dropped. Then checks the counted conditions for an EARS alarm.
 * Called by the analysis feature; `db` may be the Kysely instance or the AppDatabase.
 */
export async function recordCompletedAnalysis(db: Kysely<Database> | AppDatabase, analysis: CompletedAnalysis): Promise<void> {
  const kysely = kyselyOf(db);
  const place = resolvePlace(analysis.country, analysis.region);
  const at = analysis.at instanceof Date ? analysis.at.getTime() : analysis.at;
  const base = { country: place.country.code, region: place.region, isoWeek: isoWeekOf(at) };
  const conditionIds = [...new Set(analysis.conditionIds.filter(isKnownConditionId))];
  const symptomIds = [...new Set(analysis.symptoms.map(canonicalSymptomId).filter((id): id is string => id !== undefined))];
  const keys: CountKey[] = [
    { ...base, kind: 'analyses', item: '' },
    ...conditionIds.map((item) => ({ ...base, kind: 'condition' as const, item })),
    ...symptomIds.map((item) => ({ ...base, kind: 'symptom' as const, item })),
  ];
  await kysely.transaction().execute((trx) => incrementCounts(trx, keys));
  const context: IntelligenceContext = { database: { db: kysely }, now: () => at };
  for (const conditionId of conditionIds) await checkConditionForAlarm(context, place.country.code, place.country.region, conditionId, base.isoWeek);
}

/** The methods that alarm on a weekly series ending this week (the current count must itself be shown). */
export function findEarsAlarms(series: readonly number[]): { methods: EarsMethod[]; upperbound: number | null } {
  const current = series.at(-1) ?? 0;
  if (!isShownCount(current)) return { methods: [], upperbound: null };
  const methods = (['C1', 'C2', 'C3'] as const).filter((method) => earsLatest(series, { method, minSigma: EARS_MIN_SIGMA })?.alarm);
  return { methods, upperbound: earsLatest(series, { method: 'C2', minSigma: EARS_MIN_SIGMA })?.upperbound ?? null };
}

async function checkConditionForAlarm(
  context: IntelligenceContext,
  country: string,
  regionRule: string,
  conditionId: string,
  week: string,
): Promise<void> {
  const weeks = isoWeeksEnding(week, EARS_WEEKS);
  const rows = await sumWeeklyCounts(context.database.db, { country, kind: 'condition', item: conditionId, fromWeek: weeks[0]!, toWeek: week });
  const byWeek = new Map(rows.map((row) => [row.isoWeek, row.count]));
  const series = weeks.map((candidate) => byWeek.get(candidate) ?? 0);
  const { methods, upperbound } = findEarsAlarms(series);
  if (methods.length === 0) return;
  const disease = findIdsrDiseaseForCondition(conditionId);
  const current = series.at(-1) ?? 0;
  const label = disease?.name ?? labelOfCondition(conditionId);
  await raiseAlertForCounts(context, {
    country,
    region: regionRule,
    conditionKey: disease?.id ?? conditionId,
    condition: label,
    severity: methods.length >= 2 ? 'high' : 'medium',
    description:
      `${label}: ${current} analyses this week concluded ${label.toLowerCase()}, above the expected ${upperbound === null ? '' : `(threshold ${upperbound.toFixed(1)}) `}` +
      `for the previous weeks (EARS ${methods.join(', ')}). Counts come from this tool's use, not from confirmed cases: check local surveillance data.`,
    method: `ears-${methods.join('-').toLowerCase()}`,
    weeklyCounts: weeks.map((candidate, index) => ({ week: candidate, count: suppressCount(series[index] ?? 0) })),
  });
}

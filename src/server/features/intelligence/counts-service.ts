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
  assessIdsr,
  type EarsMethod,
  type IdsrAssessment,
  type IdsrDisease,
} from '../../../clinical/surveillance';
import { incrementCounts, sumWeeklyCounts, type CountKey, type WeeklyCount } from './counts-repository';
import { findCountry, resolvePlace, type Place } from './regions';
import { raiseAlertForCounts } from './alerts-service';
import { kyselyOf, type IntelligenceContext } from './context';
import { invalidateAnswers } from './answer-cache';

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
 * Called by the analysis feature; `db` may be the Kysely instance or the AppDatabase. Answers whether it
 * counted: an unknown country is skipped rather than failing the clinician's analysis.
 */
export async function recordCompletedAnalysis(
  db: Kysely<Database> | AppDatabase,
  analysis: CompletedAnalysis,
): Promise<boolean> {
  const kysely = kyselyOf(db);
  const place = placeOfAnalysis(analysis);
  if (!place) return false;
  const at = analysis.at instanceof Date ? analysis.at.getTime() : analysis.at;
  const base = { country: place.country.code, region: place.region, isoWeek: isoWeekOf(at) };
  const conditionIds = [...new Set(analysis.conditionIds.filter(isKnownConditionId))];
  const symptomIds = [
    ...new Set(analysis.symptoms.map(canonicalSymptomId).filter((id): id is string => id !== undefined)),
  ];
  const keys: CountKey[] = [
    { ...base, kind: 'analyses', item: '' },
    ...conditionIds.map((item) => ({ ...base, kind: 'condition' as const, item })),
    ...symptomIds.map((item) => ({ ...base, kind: 'symptom' as const, item })),
  ];
  await kysely.transaction().execute((trx) => incrementCounts(trx, keys));
  invalidateAnswers(kysely);
  const context: IntelligenceContext = { database: { db: kysely }, now: () => at };
  for (const conditionId of conditionIds)
    await checkConditionForAlarm(
      context,
      place.country.code,
      place.country.region,
      conditionId,
      base.isoWeek,
    );
  if (conditionIds.length > 0) invalidateAnswers(kysely); // again, once any alert is written
  return true;
}

/** An analysis from an unknown country is not counted (and does not fail); an unknown region counts nationally. */
function placeOfAnalysis(analysis: CompletedAnalysis): Place | undefined {
  const country = findCountry(analysis.country);
  if (!country) return undefined;
  try {
    return resolvePlace(country.code, analysis.region);
  } catch {
    return resolvePlace(country.code, undefined);
  }
}

/** The methods that alarm on a weekly series ending this week (the current count must itself be shown). */
export function findEarsAlarms(series: readonly number[]): {
  methods: EarsMethod[];
  upperbound: number | null;
} {
  const current = series.at(-1) ?? 0;
  if (!isShownCount(current)) return { methods: [], upperbound: null };
  const methods = (['C1', 'C2', 'C3'] as const).filter(
    (method) => earsLatest(series, { method, minSigma: EARS_MIN_SIGMA })?.alarm,
  );
  return {
    methods,
    upperbound: earsLatest(series, { method: 'C2', minSigma: EARS_MIN_SIGMA })?.upperbound ?? null,
  };
}

/**
 * EARS reads a week with no count as a week with no cases. Before the tool was in use (or while it was not),
 * a zero says nothing, so EARS runs only when every previous week of its window had completed analyses.
 */
function wasInUseThroughout(weeks: readonly string[], usage: readonly WeeklyCount[]): boolean {
  const used = new Set(usage.filter((row) => row.count > 0).map((row) => row.isoWeek));
  return weeks.slice(0, -1).every((week) => used.has(week));
}

async function checkConditionForAlarm(
  context: IntelligenceContext,
  country: string,
  regionRule: string,
  conditionId: string,
  week: string,
): Promise<void> {
  const weeks = isoWeeksEnding(week, EARS_WEEKS);
  const range = { country, fromWeek: weeks[0]!, toWeek: week };
  const rows = await sumWeeklyCounts(context.database.db, {
    ...range,
    kinds: ['condition'],
    item: conditionId,
  });
  const byWeek = new Map(rows.map((row) => [row.isoWeek, row.count]));
  const series = weeks.map((candidate) => byWeek.get(candidate) ?? 0);
  const usage = await sumWeeklyCounts(context.database.db, { ...range, kinds: ['analyses'], item: '' });
  const { methods, upperbound } = wasInUseThroughout(weeks, usage)
    ? findEarsAlarms(series)
    : { methods: [], upperbound: null };
  const disease = findIdsrDiseaseForCondition(conditionId);
  const idsr = disease ? await assessAgainstPreviousYears(context, country, disease, week) : undefined;
  const meetsIdsr = idsr?.level === 'alert' || idsr?.level === 'epidemic';
  if (methods.length === 0 && !meetsIdsr) return;
  const current = series.at(-1) ?? 0;
  const label = disease?.name ?? labelOfCondition(conditionId);
  const earsText =
    methods.length > 0
      ? `above the expected ${upperbound === null ? '' : `(threshold ${upperbound.toFixed(1)}) `}for the previous weeks (EARS ${methods.join(', ')})`
      : 'within the expected range for the previous weeks';
  await raiseAlertForCounts(context, {
    country,
    region: regionRule,
    conditionKey: disease?.id ?? conditionId,
    condition: label,
    severity: methods.length >= 2 || meetsIdsr ? 'high' : 'medium',
    description:
      `${label}: ${current} analyses this week concluded ${label.toLowerCase()}, ${earsText}.` +
      (meetsIdsr && idsr ? ` ${idsr.reason} (WHO AFRO IDSR, 3rd edition, 2019).` : '') +
      ` Counts come from this tool's use, not from confirmed cases: check local surveillance data.`,
    method: [
      ...(methods.length > 0 ? [`ears-${methods.join('-').toLowerCase()}`] : []),
      ...(meetsIdsr ? [`idsr-${idsr?.level}-threshold`] : []),
    ].join(' + '),
    weeklyCounts: weeks.map((candidate, index) => ({
      week: candidate,
      count: suppressCount(series[index] ?? 0),
    })),
  });
}

/**
 * IDSR thresholds that compare this week with the same week of previous years (malaria: above the 75th
 * percentile of the previous 5 years). The disease's conditions are counted together; weeks under the
 * suppression limit never reach an alert.
 */
async function assessAgainstPreviousYears(
  context: IntelligenceContext,
  country: string,
  disease: IdsrDisease,
  week: string,
): Promise<IdsrAssessment | undefined> {
  const rules = [...disease.alert, ...disease.epidemic];
  const yearsNeeded = Math.max(
    0,
    ...rules.map((rule) => (rule.kind === 'above-percentile-of-previous-years' ? rule.years : 0)),
  );
  if (yearsNeeded === 0) return undefined;
  const countOfWeek = async (isoWeek: string) => {
    const rows = await sumWeeklyCounts(context.database.db, {
      country,
      kinds: ['condition'],
      fromWeek: isoWeek,
      toWeek: isoWeek,
    });
    return rows
      .filter((row) => (disease.conditionIds as readonly string[]).includes(row.item))
      .reduce((sum, row) => sum + row.count, 0);
  };
  const current = await countOfWeek(week);
  if (!isShownCount(current)) return undefined;
  const year = Number(week.slice(0, 4));
  const weekNumber = week.slice(5) === 'W53' ? 'W52' : week.slice(5);
  const history = await Promise.all(
    Array.from({ length: yearsNeeded }, (_, index) => countOfWeek(`${year - index - 1}-${weekNumber}`)),
  );
  // No counts at all in a year means the tool was not in use then, not that there was no malaria.
  if (history.some((count) => count === 0)) return undefined;
  return assessIdsr(disease, { period: 'week', suspectedCases: current, sameWeekPreviousYears: history });
}

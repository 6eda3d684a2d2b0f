import type { HealthIntelligence, TrendingConditions } from '../../../contracts/intelligence';
import {
  classifyTrend,
  earsLatest,
  isShownCount,
  isoWeekOf,
  isoWeeksEnding,
  labelOfCondition,
  rankRelatedConditions,
  suppressCount,
  symptomLabel,
} from '../../../clinical/surveillance';
import { ALERT_ACTIVE_DAYS, DAY_MS, OUTBREAK_WINDOW_DAYS, toIso, type IntelligenceContext } from './context';
import { resolvePlace, type Place } from './regions';
import { listActiveAlerts } from './alerts-repository';
import { toEmergencyAlert } from './alerts-service';
import { sumWeeklyCounts, type WeeklyCount } from './counts-repository';
import { listHealthUpdates } from './updates-repository';
import { EARS_MIN_SIGMA, EARS_WEEKS } from './counts-service';
import { describeSeason } from './seasonal-background';
import { cachedAnswer } from './answer-cache';
import { seasonalPresentingSymptoms } from '../../../clinical/knowledge/seasonal-calendar';

const SYMPTOM_WINDOW_WEEKS = 4;
const TREND_WEEKS_SHOWN = 8;
const NOTES = [
  'Seasonal background is what guidelines say usually happens: background knowledge, not live data.',
  'Product-use figures count completed analyses in this tool for the whole country, not confirmed cases; counts under 5 are never shown.',
  'Outbreaks and alerts from doctors’ reports appear only once a second doctor has verified them.',
];

/** GET /api/health-intelligence/:country/:region: alerts, current symptoms, active outbreaks, background. */
export async function getHealthIntelligence(
  context: IntelligenceContext,
  countryCode: string,
  region: string,
): Promise<HealthIntelligence> {
  const place = resolvePlace(countryCode, region);
  const now = context.now();
  return cachedAnswer(context.database.db, `intelligence|${place.country.code}|${place.region}`, now, () =>
    computeHealthIntelligence(context, place, now),
  );
}

async function computeHealthIntelligence(
  context: IntelligenceContext,
  place: Place,
  now: number,
): Promise<HealthIntelligence> {
  const [alerts, activeOutbreaks, symptoms] = await Promise.all([
    listActiveAlerts(
      context.database.db,
      place.country.code,
      place.isWholeCountry ? undefined : [place.region, place.country.region],
      now - ALERT_ACTIVE_DAYS * DAY_MS,
    ),
    findActiveOutbreaks(context, place, now),
    summariseSymptoms(context, place, now),
  ]);
  const emergencyAlerts = alerts
    .map(toEmergencyAlert)
    .sort((a, b) => severityOrder(b.severity) - severityOrder(a.severity));
  return {
    country: place.country.code,
    region: place.region,
    emergencyAlerts,
    alertSummary: {
      total: emergencyAlerts.length,
      critical: emergencyAlerts.filter((alert) => alert.severity === 'critical' || alert.severity === 'high')
        .length,
      highestSeverity: emergencyAlerts[0]?.severity ?? null,
    },
    currentSymptoms: symptoms.currentSymptoms,
    activeOutbreaks,
    seasonalBackground: describeSeason(place.country.code, now),
    analysesCounted: symptoms.analysesCounted,
    lastUpdated: toIso(now),
    notes: NOTES,
  };
}

/** GET /api/trending-conditions/:country/:region: weekly counts per condition with trend and EARS. */
export async function getTrendingConditions(
  context: IntelligenceContext,
  countryCode: string,
  region: string,
): Promise<TrendingConditions> {
  const place = resolvePlace(countryCode, region);
  const now = context.now();
  return cachedAnswer(context.database.db, `trending|${place.country.code}|${place.region}`, now, () =>
    computeTrendingConditions(context, place, now),
  );
}

async function computeTrendingConditions(
  context: IntelligenceContext,
  place: Place,
  now: number,
): Promise<TrendingConditions> {
  const weeks = isoWeeksEnding(isoWeekOf(now), EARS_WEEKS);
  const rows = await sumWeeklyCounts(context.database.db, {
    country: place.country.code,
    kinds: ['condition'],
    fromWeek: weeks[0]!,
    toWeek: weeks.at(-1)!,
  });
  const shownWeeks = weeks.slice(-TREND_WEEKS_SHOWN);
  const conditions = [...groupByItem(rows)]
    .map(([conditionId, byWeek]) => {
      const series = weeks.map((week) => byWeek.get(week) ?? 0);
      const recent = series.slice(-2).reduce((sum, value) => sum + value, 0);
      const previous = series.slice(-4, -2).reduce((sum, value) => sum + value, 0);
      const c2 = earsLatest(series, { method: 'C2', minSigma: EARS_MIN_SIGMA });
      const shown = series.slice(-TREND_WEEKS_SHOWN).map(suppressCount);
      return {
        recent,
        view: {
          conditionId,
          condition: labelOfCondition(conditionId),
          weeks: shownWeeks,
          weeklyCounts: shown,
          thisWeek: shown.at(-1) ?? null,
          trend: classifyTrend(recent, previous),
          ears: c2
            ? {
                method: 'EARS C2',
                alarm: c2.alarm && isShownCount(c2.observed),
                upperbound: Math.round(c2.upperbound * 10) / 10,
              }
            : null,
          source: 'product-use' as const,
          asOf: toIso(now),
        },
      };
    })
    .filter((entry) => entry.view.weeklyCounts.some((count) => count !== null))
    .sort((a, b) => b.recent - a.recent || a.view.conditionId.localeCompare(b.view.conditionId))
    .slice(0, 10)
    .map((entry) => entry.view);
  return {
    country: place.country.code,
    region: place.region,
    conditions,
    reportedOutbreaks: await findActiveOutbreaks(context, place, now),
    seasonalBackground: describeSeason(place.country.code, now),
    lastUpdated: toIso(now),
  };
}

/** GET /api/symptom-suggestions/:country/:region: six chips, the region's commonest symptoms first. */
export async function getSymptomSuggestions(
  context: IntelligenceContext,
  countryCode: string,
  region: string,
): Promise<string[]> {
  const place = resolvePlace(countryCode, region);
  const now = context.now();
  return cachedAnswer(context.database.db, `suggestions|${place.country.code}|${place.region}`, now, () =>
    computeSymptomSuggestions(context, place, now),
  );
}

async function computeSymptomSuggestions(
  context: IntelligenceContext,
  place: Place,
  now: number,
): Promise<string[]> {
  const { currentSymptoms } = await summariseSymptoms(context, place, now);
  const seasonal = describeSeason(place.country.code, now)
    .filter((entry) => entry.inSeasonNow)
    .flatMap(
      (entry) =>
        seasonalPresentingSymptoms.find((candidate) => candidate.conditionId === entry.conditionId)
          ?.symptoms ?? [],
    );
  const suggestions = [...currentSymptoms.map((entry) => entry.symptom), ...seasonal, ...DEFAULT_SUGGESTIONS];
  return [...new Set(suggestions)].slice(0, 6);
}

/** When nothing is counted or in season: common presenting complaints of the spec's preset symptoms. */
const DEFAULT_SUGGESTIONS = ['Fever', 'Headache', 'Cough', 'Diarrhoea', 'Abdominal pain', 'Fatigue'];

async function findActiveOutbreaks(
  context: IntelligenceContext,
  place: Place,
  now: number,
): Promise<HealthIntelligence['activeOutbreaks']> {
  const rows = await listHealthUpdates(context.database.db, {
    country: place.country.code,
    ...(place.isWholeCountry ? {} : { region: place.region }),
    since: now - OUTBREAK_WINDOW_DAYS * DAY_MS,
    verifiedOnly: true,
    activeOnly: true,
    limit: 200,
  });
  // Rows are newest first; a later week's report of the same outbreak supersedes the earlier one.
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const key = `${row.condition_key}|${row.location.trim().toLowerCase()}`;
    if (!latest.has(key)) latest.set(key, row);
  }
  return [...latest.values()].map((row) => ({
    condition: row.condition,
    location: row.location,
    cases: Number(row.cases),
    deaths: Number(row.deaths),
    status: row.status as 'emerging' | 'active',
    reportIds: [row.id],
    source: 'verified-reports' as const,
    asOf: toIso(row.updated_at),
  }));
}

async function summariseSymptoms(context: IntelligenceContext, place: Place, now: number) {
  const weeks = isoWeeksEnding(isoWeekOf(now), SYMPTOM_WINDOW_WEEKS);
  const range = { country: place.country.code, fromWeek: weeks[0]!, toWeek: weeks.at(-1)! };
  const rows = await sumWeeklyCounts(context.database.db, {
    ...range,
    kinds: ['analyses', 'symptom', 'condition'],
  });
  const analyses = rows.filter((row) => row.kind === 'analyses');
  const symptoms = rows.filter((row) => row.kind === 'symptom');
  const conditions = rows.filter((row) => row.kind === 'condition');
  const recentWeeks = new Set(weeks.slice(-2));
  const split = (rows: WeeklyCount[]) => ({
    recent: rows.filter((row) => recentWeeks.has(row.isoWeek)).reduce((sum, row) => sum + row.count, 0),
    previous: rows.filter((row) => !recentWeeks.has(row.isoWeek)).reduce((sum, row) => sum + row.count, 0),
  });
  const totals = split(analyses);
  const analysesTotal = totals.recent + totals.previous;
  if (!isShownCount(analysesTotal)) return { currentSymptoms: [], analysesCounted: null };
  const conditionCounts = new Map(
    [...groupByItem(conditions)].map(([id, byWeek]) => [id, [...byWeek.values()].reduce((a, b) => a + b, 0)]),
  );
  const currentSymptoms = [...groupByItem(symptoms)]
    .map(([findingId]) => {
      const counts = split(symptoms.filter((row) => row.item === findingId));
      const total = counts.recent + counts.previous;
      const rate = (count: number, of: number) => (of > 0 ? count / of : 0);
      return {
        total,
        view: {
          symptom: symptomLabel(findingId),
          findingId,
          frequency: Math.round((total / analysesTotal) * 1000) / 10,
          trend: classifyTrend(rate(counts.recent, totals.recent), rate(counts.previous, totals.previous)),
          relatedConditions: rankRelatedConditions(findingId, conditionCounts, {
            country: place.country.code,
            limit: 3,
          }).map(labelOfCondition),
          source: 'product-use' as const,
          asOf: toIso(now),
        },
      };
    })
    .filter((entry) => isShownCount(entry.total))
    .sort((a, b) => b.total - a.total || a.view.findingId.localeCompare(b.view.findingId))
    .slice(0, 10)
    .map((entry) => entry.view);
  return { currentSymptoms, analysesCounted: analysesTotal };
}

function groupByItem(rows: readonly WeeklyCount[]): Map<string, Map<string, number>> {
  const grouped = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const byWeek = grouped.get(row.item) ?? new Map<string, number>();
    byWeek.set(row.isoWeek, (byWeek.get(row.isoWeek) ?? 0) + row.count);
    grouped.set(row.item, byWeek);
  }
  return grouped;
}

function severityOrder(severity: string): number {
  return ['low', 'medium', 'high', 'critical'].indexOf(severity);
}

import type { HealthIntelligence } from '../../../contracts/intelligence';
import { seasonalCalendar } from '../../../clinical/knowledge/seasonal-calendar';
import { sourceById } from '../../../clinical/knowledge/sources';
const LIKELIHOOD_ORDER = { high: 0, medium: 1, low: 2 } as const;

/**
 * The country's seasonal calendar as background knowledge: in-season conditions first. `asOf` is the edition
 * of the guideline the entry comes from, so the reader sees how old the knowledge is.
 */
export function describeSeason(countryCode: string, now: number): HealthIntelligence['seasonalBackground'] {
  const month = new Date(now).getUTCMonth() + 1;
  return seasonalCalendar
    .filter((entry) => (entry.countries as readonly string[]).includes(countryCode))
    .map((entry) => {
      const cited = entry.citations.map((citation) => {
        const source = sourceById.get(citation.sourceId);
        return {
          title: source?.title ?? citation.sourceId,
          edition: source?.edition ?? '',
          section: citation.section,
        };
      });
      return {
        condition: entry.condition,
        conditionId: entry.conditionId,
        likelihood: entry.likelihood,
        season: entry.season,
        description: entry.description,
        inSeasonNow: (entry.months as readonly number[]).includes(month),
        sources: cited,
        source: 'baseline-knowledge' as const,
        asOf: cited[0]?.edition ?? '',
      };
    })
    .sort(
      (a, b) =>
        Number(b.inSeasonNow) - Number(a.inSeasonNow) ||
        LIKELIHOOD_ORDER[a.likelihood] - LIKELIHOOD_ORDER[b.likelihood],
    );
}

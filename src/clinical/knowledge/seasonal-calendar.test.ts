import { describe, it, expect } from 'vitest';
import { rainySeasons, seasonalCalendar, seasonalPresentingSymptoms } from './seasonal-calendar';
import { sources } from './sources';
import { clinicalScope } from './scope';
import { countryCodeSchema, sourceSchema } from './types';

const sourceIds = new Set<string>(sources.map((source) => source.id));

describe('seasonal calendar (background knowledge)', () => {
  it('every entry cites known sources, names a condition of the scope and real months', () => {
    const scopeIds = new Set<string>(clinicalScope.map((condition) => condition.id));
    for (const entry of seasonalCalendar) {
      expect(scopeIds.has(entry.conditionId), entry.id).toBe(true);
      expect(entry.citations.length, entry.id).toBeGreaterThan(0);
      for (const citation of entry.citations)
        expect(sourceIds.has(citation.sourceId), `${entry.id}: ${citation.sourceId}`).toBe(true);
      for (const month of entry.months) expect(month >= 1 && month <= 12, entry.id).toBe(true);
    }
    for (const season of rainySeasons)
      for (const citation of season.citations) expect(sourceIds.has(citation.sourceId)).toBe(true);
    for (const entry of seasonalPresentingSymptoms) {
      expect(scopeIds.has(entry.conditionId), entry.conditionId).toBe(true);
      for (const citation of entry.citations) expect(sourceIds.has(citation.sourceId)).toBe(true);
    }
  });

  it('every country has background knowledge and a rainy season', () => {
    for (const code of countryCodeSchema.options) {
      expect(
        seasonalCalendar.some((entry) => (entry.countries as readonly string[]).includes(code)),
        code,
      ).toBe(true);
      expect(
        rainySeasons.some((season) => (season.countries as readonly string[]).includes(code)),
        code,
      ).toBe(true);
    }
  });

  it('knows the meningitis belt peaks in the dry season and malaria in the Sahel rains', () => {
    const belt = seasonalCalendar.find((entry) => entry.id === 'belt-meningitis-high');
    expect(belt?.countries).toContain('BF');
    expect(belt?.months).toContain(3);
    expect(belt?.months).not.toContain(8);
    const sahel = seasonalCalendar.find((entry) => entry.id === 'sahel-malaria');
    expect(sahel?.months).toContain(9);
  });

  it('entry ids are unique and the sources parse, each id once', () => {
    expect(new Set(seasonalCalendar.map((entry) => entry.id)).size).toBe(seasonalCalendar.length);
    for (const source of sources) expect(sourceSchema.safeParse(source).success, source.id).toBe(true);
    expect(new Set(sources.map((source) => source.id)).size).toBe(sources.length);
  });
});

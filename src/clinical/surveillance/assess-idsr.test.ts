import { describe, it, expect } from 'vitest';
import { assessIdsr, findIdsrDisease, findIdsrDiseaseForCondition, quantile } from './assess-idsr';
import { idsrDiseases } from './idsr-thresholds';
import { sources } from '../knowledge/sources';
import { clinicalScope } from '../knowledge/scope';

const disease = (id: string) => {
  const found = findIdsrDisease(id);
  if (!found) throw new Error(`No IDSR disease ${id}`);
  return found;
};

describe('IDSR thresholds: diseases where a single suspected case is an alert', () => {
  it.each([
    'cholera',
    'viral-haemorrhagic-fever',
    'yellow-fever',
    'acute-flaccid-paralysis',
    'measles',
    'mpox',
    'human-rabies',
    'neonatal-tetanus',
    'plague',
    'anthrax',
  ])('one suspected case of %s raises an alert', (id) => {
    expect(assessIdsr(disease(id), { period: 'single', suspectedCases: 1 }).level).toBe('alert');
  });

  it('a laboratory-confirmed cholera case is an epidemic', () => {
    expect(
      assessIdsr(disease('cholera'), { period: 'single', suspectedCases: 3, confirmedCases: 1 }).level,
    ).toBe('epidemic');
  });

  it('measles needs 3 confirmed cases in a month to be an epidemic', () => {
    expect(
      assessIdsr(disease('measles'), { period: 'single', suspectedCases: 4, confirmedCases: 2 }).level,
    ).toBe('alert');
    expect(
      assessIdsr(disease('measles'), { period: 'single', suspectedCases: 4, confirmedCases: 3 }).level,
    ).toBe('epidemic');
  });

  it('a report of zero cases raises nothing', () => {
    expect(assessIdsr(disease('cholera'), { period: 'single', suspectedCases: 0 }).level).toBe('below');
  });
});

describe('IDSR meningitis thresholds (meningitis belt)', () => {
  const meningitis = disease('meningococcal-meningitis');

  it('3 per 100,000 per week is the alert threshold in a district of 100,000', () => {
    expect(
      assessIdsr(meningitis, { period: 'week', suspectedCases: 2, populationAtRisk: 100_000 }).level,
    ).toBe('below');
    expect(
      assessIdsr(meningitis, { period: 'week', suspectedCases: 3, populationAtRisk: 100_000 }).level,
    ).toBe('alert');
  });

  it('10 per 100,000 per week is the epidemic threshold', () => {
    expect(
      assessIdsr(meningitis, { period: 'week', suspectedCases: 20, populationAtRisk: 200_000 }).level,
    ).toBe('epidemic');
  });

  it('in a small or unknown population, 2 cases in a week alert and 5 are an epidemic', () => {
    expect(assessIdsr(meningitis, { period: 'week', suspectedCases: 2 }).level).toBe('alert');
    expect(
      assessIdsr(meningitis, { period: 'week', suspectedCases: 5, populationAtRisk: 20_000 }).level,
    ).toBe('epidemic');
  });

  it('doubling over three weeks (1, 2, 4) is an epidemic', () => {
    expect(
      assessIdsr(meningitis, {
        period: 'week',
        suspectedCases: 4,
        populationAtRisk: 500_000,
        recentWeeks: [1, 2, 4],
      }).level,
    ).toBe('epidemic');
    expect(
      assessIdsr(meningitis, {
        period: 'week',
        suspectedCases: 3,
        populationAtRisk: 500_000,
        recentWeeks: [1, 2, 3],
      }).level,
    ).toBe('below');
  });
});

describe('IDSR malaria thresholds', () => {
  const malaria = disease('malaria');

  it('above the 75th percentile of the same week in the previous 5 years is an epidemic', () => {
    const history = [100, 120, 110, 130, 90]; // 75th percentile (R type 7) = 120
    expect(quantile(history, 0.75)).toBe(120);
    expect(
      assessIdsr(malaria, { period: 'week', suspectedCases: 121, sameWeekPreviousYears: history }).level,
    ).toBe('epidemic');
    expect(
      assessIdsr(malaria, { period: 'week', suspectedCases: 120, sameWeekPreviousYears: history }).level,
    ).toBe('below');
  });

  it('without history it cannot be judged by IDSR: EARS decides', () => {
    expect(assessIdsr(malaria, { period: 'week', suspectedCases: 500 }).level).toBe('not-assessable');
  });
});

describe('IDSR data', () => {
  const sourceIds = new Set<string>(sources.map((source) => source.id));
  const scopeIds = new Set<string>(clinicalScope.map((condition) => condition.id));

  it('every disease cites known sources and maps to known conditions', () => {
    for (const entry of idsrDiseases) {
      expect(entry.citations.length).toBeGreaterThan(0);
      for (const citation of entry.citations)
        expect(sourceIds.has(citation.sourceId), `${entry.id} cites ${citation.sourceId}`).toBe(true);
      for (const conditionId of entry.conditionIds)
        expect(scopeIds.has(conditionId), `${entry.id} → ${conditionId}`).toBe(true);
    }
  });

  it('ids are unique and a condition belongs to at most one IDSR disease', () => {
    expect(new Set(idsrDiseases.map((entry) => entry.id)).size).toBe(idsrDiseases.length);
    const mapped = idsrDiseases.flatMap((entry) => [...entry.conditionIds]);
    expect(new Set(mapped).size).toBe(mapped.length);
    expect(findIdsrDiseaseForCondition('malaria-severe')?.id).toBe('malaria');
  });
});

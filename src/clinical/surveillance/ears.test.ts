import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { earsC, earsLatest } from './ears';
import { normalQuantile } from './normal-quantile';

describe('normal quantile (R qnorm)', () => {
  it.each([
    [0.999, 3.090232306167813],
    [0.975, 1.959963984540054],
    [0.5, 0],
    [0.001, -3.090232306167813],
    [0.01, -2.326347874040841],
  ])('qnorm(%s) = %s', (p, expected) => {
    expect(normalQuantile(p)).toBeCloseTo(expected, 8);
  });
});

describe('EARS C1: baseline is the 7 weeks before the current week', () => {
  // Baseline 1..7: mean 4, sample sd 2.1602; z(0.999) = 3.0902 → upperbound 10.6757.
  const baseline = [1, 2, 3, 4, 5, 6, 7];

  it('gives the upperbound earsC gives and alarms above it', () => {
    const [point] = earsC([...baseline, 11], { method: 'C1' });
    expect(point?.index).toBe(7);
    expect(point?.baselineMean).toBe(4);
    expect(point?.baselineSd).toBeCloseTo(2.160246899469287, 10);
    expect(point?.upperbound).toBeCloseTo(10.675664758038842, 6);
    expect(point?.alarm).toBe(true);
  });

  it('does not alarm at or below the upperbound', () => {
    expect(earsLatest([...baseline, 10], { method: 'C1' })?.alarm).toBe(false);
  });

  it('computes nothing until 7 weeks of baseline exist', () => {
    expect(earsC([1, 2, 3, 4, 5, 6, 7], { method: 'C1' })).toEqual([]);
  });

  it('uses minSigma when the baseline is flat, as earsC does', () => {
    const flat = [2, 2, 2, 2, 2, 2, 2];
    expect(earsLatest([...flat, 3], { method: 'C1' })?.alarm).toBe(true); // sigma 0: anything above the mean
    const guarded = earsLatest([...flat, 3], { method: 'C1', minSigma: 1 });
    expect(guarded?.upperbound).toBeCloseTo(2 + 3.090232306167813, 8);
    expect(guarded?.alarm).toBe(false);
  });
});

describe('EARS C2: a 2-week guard band between baseline and the current week', () => {
  it('ignores the two weeks just before the current week', () => {
    // Weeks 8 and 9 are already an outbreak; the baseline is weeks 1-7 only.
    const [point] = earsC([1, 2, 3, 4, 5, 6, 7, 100, 100, 11], { method: 'C2' });
    expect(point?.index).toBe(9);
    expect(point?.baselineMean).toBe(4);
    expect(point?.upperbound).toBeCloseTo(10.675664758038842, 6);
    expect(point?.alarm).toBe(true);
  });

  it('C1 on the same series does not alarm: the outbreak weeks inflate its baseline', () => {
    expect(earsLatest([1, 2, 3, 4, 5, 6, 7, 100, 100, 11], { method: 'C1' })?.alarm).toBe(false);
  });
});

describe('EARS C3: sum of three C2 discrepancies max(0, z − 1)', () => {
  // Values computed independently (Python statistics) for this series.
  const series = [3, 5, 4, 6, 5, 4, 5, 3, 6, 4, 5, 9, 12];

  it('starts at the 12th week (7 baseline + 2 guard + 2 previous C2 values)', () => {
    expect(earsC(series, { method: 'C3' }).map((point) => point.index)).toEqual([11, 12]);
  });

  it('alarms when this week surges, with the textbook sum', () => {
    const [first, second] = earsC(series, { method: 'C3' });
    expect(first?.statistic).toBeCloseTo(2.8516444325982158, 8);
    expect(first?.upperbound).toBeCloseTo(8.007829590345361, 6);
    expect(first?.alarm).toBe(true); // 2.85 > z(0.975) = 1.96
    expect(second?.statistic).toBeCloseTo(8.399439968015182, 8);
    expect(second?.upperbound).toBeCloseTo(4.834812585159449, 6);
  });

  it('stays quiet on a stable series', () => {
    const stable = [3, 5, 4, 6, 5, 4, 5, 3, 6, 4, 5, 4, 5];
    expect(earsC(stable, { method: 'C3' }).some((point) => point.alarm)).toBe(false);
  });

  it('refuses a baseline under 3 weeks, as earsC does', () => {
    expect(() => earsC(series, { method: 'C1', baseline: 2 })).toThrow(/baseline/);
  });
});

describe('EARS properties (fast-check)', () => {
  const counts = fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 12, maxLength: 30 });

  it('C1 alarms exactly when the count exceeds mean + z·sd of the 7 weeks before', () => {
    fc.assert(
      fc.property(counts, (series) => {
        for (const point of earsC(series, { method: 'C1' })) {
          const baseline = series.slice(point.index - 7, point.index);
          const mean = baseline.reduce((a, b) => a + b, 0) / 7;
          const sd = Math.sqrt(baseline.reduce((a, b) => a + (b - mean) ** 2, 0) / 6);
          expect(point.alarm).toBe(series[point.index]! > mean + normalQuantile(0.999) * sd);
        }
      }),
    );
  });

  it('the C3 sum is never negative and a doubled series keeps the same C1 and C2 alarms', () => {
    fc.assert(
      fc.property(counts, (series) => {
        for (const point of earsC(series, { method: 'C3', minSigma: 1 }))
          expect(point.statistic).toBeGreaterThanOrEqual(0);
        const doubled = series.map((value) => value * 2);
        for (const method of ['C1', 'C2'] as const) {
          expect(earsC(doubled, { method }).map((point) => point.alarm)).toEqual(
            earsC(series, { method }).map((point) => point.alarm),
          );
        }
      }),
    );
  });
});

import { normalQuantile } from './normal-quantile';

/**
 * EARS C1, C2 and C3 (Hutwagner et al. 2003) as the R package `surveillance` defines them in `earsC`
 * (Salmon, Schumacher and Hoehle 2016), on a series of weekly counts, oldest first:
 *
 * - C1 at week t: baseline = the 7 weeks t-7 … t-1; upperbound = mean + z(1-alpha) * max(sd, minSigma);
 *   alarm when the count exceeds the upperbound.
 * - C2: the same with a 2-week guard band: baseline = weeks t-9 … t-3.
 * - C3: with d_s = max(0, C2 statistic at week s − 1), where the C2 statistic is
 *   (count − baseline mean) / max(sd, minSigma), C3 = d_{t-2} + d_{t-1} + d_t; alarm when C3 > z(1-alpha).
 *   `upperbound` is the smallest count at week t that would raise the alarm:
 *   mean + sigma * (1 + z − d_{t-2} − d_{t-1}), never below 0.
 *
 * sd is the sample standard deviation (n − 1), as R's sd(). alpha defaults as in earsC when the caller
 * gives none: 0.001 for C1 and C2 (z ≈ 3.09), 0.025 for C3 (z ≈ 1.96). minSigma defaults to 0.
 *
 * Where we depart from the package: earsC computes the C3 upperbound as
 * `observed + sigma * (z − d_{t-2} − d_{t-1})`, so its C3 alarm depends only on the two previous
 * discrepancies and never on the current week's. We follow the published definition the package
 * documents (the sum includes the current week), which is what clinicians expect: a surge this week
 * raises the alarm this week. With sigma = 0 (a flat baseline and minSigma 0) the C2 statistic is
 * +Infinity above the mean, 0 at the mean and −Infinity below it (R gives NaN for 0/0).
 */
export type EarsMethod = 'C1' | 'C2' | 'C3';

export interface EarsOptions {
  method: EarsMethod;
  baseline?: number;
  minSigma?: number;
  alpha?: number;
}

export interface EarsPoint {
  /** Index in the series (0-based). */
  index: number;
  observed: number;
  baselineMean: number;
  baselineSd: number;
  upperbound: number;
  /** The C1/C2 z-score, or the C3 sum. */
  statistic: number;
  alarm: boolean;
}

const GUARD_BAND: Record<EarsMethod, number> = { C1: 0, C2: 2, C3: 2 };
const DEFAULT_ALPHA: Record<EarsMethod, number> = { C1: 0.001, C2: 0.001, C3: 0.025 };

/** The points of the series at which the method can be computed, with their thresholds and alarms. */
export function earsC(series: readonly number[], options: EarsOptions): EarsPoint[] {
  const baseline = options.baseline ?? 7;
  if (baseline < 3) throw new RangeError('Minimum baseline to use is 3.');
  const minSigma = options.minSigma ?? 0;
  if (minSigma < 0) throw new RangeError('minSigma must not be negative');
  const z = normalQuantile(1 - (options.alpha ?? DEFAULT_ALPHA[options.method]));
  const first = baseline + GUARD_BAND[options.method] + (options.method === 'C3' ? 2 : 0);
  const points: EarsPoint[] = [];
  for (let t = first; t < series.length; t += 1) {
    points.push(
      options.method === 'C3'
        ? c3At(series, t, baseline, minSigma, z)
        : c1c2At(series, t, baseline, GUARD_BAND[options.method], minSigma, z),
    );
  }
  return points;
}

/** The method at the last week of the series, or undefined when the series is too short. */
export function earsLatest(series: readonly number[], options: EarsOptions): EarsPoint | undefined {
  return earsC(series, options).at(-1);
}

function c1c2At(
  series: readonly number[],
  t: number,
  baseline: number,
  lag: number,
  minSigma: number,
  z: number,
): EarsPoint {
  const { mean, sd, sigma } = baselineStats(series, t, baseline, lag, minSigma);
  const observed = at(series, t);
  const upperbound = mean + z * sigma;
  return {
    index: t,
    observed,
    baselineMean: mean,
    baselineSd: sd,
    upperbound,
    statistic: zScore(observed, mean, sigma),
    alarm: observed > upperbound,
  };
}

function c3At(
  series: readonly number[],
  t: number,
  baseline: number,
  minSigma: number,
  z: number,
): EarsPoint {
  const discrepancy = (s: number) => {
    const { mean, sigma } = baselineStats(series, s, baseline, 2, minSigma);
    return Math.max(0, zScore(at(series, s), mean, sigma) - 1);
  };
  const previous = discrepancy(t - 2) + discrepancy(t - 1);
  const statistic = previous + discrepancy(t);
  const { mean, sd, sigma } = baselineStats(series, t, baseline, 2, minSigma);
  const upperbound = Math.max(0, mean + sigma * (1 + z - previous));
  return {
    index: t,
    observed: at(series, t),
    baselineMean: mean,
    baselineSd: sd,
    upperbound,
    statistic,
    alarm: statistic > z,
  };
}

function baselineStats(
  series: readonly number[],
  t: number,
  baseline: number,
  lag: number,
  minSigma: number,
) {
  const values = series.slice(t - lag - baseline, t - lag);
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1);
  const sd = Math.sqrt(variance);
  return { mean, sd, sigma: Math.max(sd, minSigma) };
}

function zScore(observed: number, mean: number, sigma: number): number {
  if (sigma > 0) return (observed - mean) / sigma;
  if (observed === mean) return 0;
  return observed > mean ? Infinity : -Infinity;
}

function at(series: readonly number[], index: number): number {
  const value = series[index];
  if (value === undefined) throw new RangeError(`No count at index ${index}`);
  return value;
}

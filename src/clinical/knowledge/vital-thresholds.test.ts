import { describe, it, expect } from 'vitest';
import { findings } from './findings';
import { allSources } from './load-knowledge';
import { vitalThresholds as thresholdData, type VitalThreshold } from './vital-thresholds';
import { comaScaleThresholds, durationThresholds, lastPeriodThreshold } from './written-thresholds';

const vitalThresholds: readonly VitalThreshold[] = thresholdData;

const findingIds = new Set(findings.map((finding) => finding.id));
const sourceIds = new Set<string>(allSources.map((source) => source.id));

describe('vital-sign and duration thresholds', () => {
  it('name findings of the vocabulary and cite a known source with a section', () => {
    for (const threshold of [...vitalThresholds, ...durationThresholds]) {
      expect(findingIds.has(threshold.findingId), threshold.id).toBe(true);
      expect(sourceIds.has(threshold.citation.sourceId), threshold.id).toBe(true);
      expect(threshold.citation.section.length).toBeGreaterThan(3);
    }
    for (const rule of durationThresholds)
      for (const id of rule.fromFindingIds) expect(findingIds.has(id), rule.id).toBe(true);
  });

  it('use each id once', () => {
    const ids = [...vitalThresholds, ...durationThresholds].map((threshold) => threshold.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('cover the IMCI fast-breathing bands without a gap from birth to adulthood', () => {
    const bands = vitalThresholds
      .filter((threshold) => threshold.findingId === 'tachypnoea')
      .map((threshold) => ({
        min: threshold.applies?.minAgeYears ?? 0,
        max: threshold.applies?.maxAgeYears ?? Infinity,
      }))
      .sort((a, b) => a.min - b.min);
    expect(bands[0]?.min).toBe(0);
    bands.slice(1).forEach((band, index) => expect(band.min).toBeCloseTo(bands[index]?.max ?? -1, 9));
    expect(bands[bands.length - 1]?.max).toBe(Infinity);
  });

  it('cover slow breathing from birth to adulthood, each band below its fast-breathing cut-off', () => {
    const bands = vitalThresholds
      .filter((threshold) => threshold.findingId === 'bradypnoea')
      .sort((a, b) => (a.applies?.minAgeYears ?? 0) - (b.applies?.minAgeYears ?? 0));
    expect(bands[0]?.applies?.minAgeYears ?? 0).toBe(0);
    expect(bands[bands.length - 1]?.applies?.maxAgeYears).toBeUndefined();
    for (const band of bands) expect(band.value).toBeLessThan(22);
  });

  it('read coma scales and the last period into findings of the vocabulary, with a cited source', () => {
    for (const threshold of [...comaScaleThresholds, lastPeriodThreshold]) {
      expect(findingIds.has(threshold.findingId), threshold.id).toBe(true);
      expect(sourceIds.has(threshold.citation.sourceId), threshold.id).toBe(true);
    }
    const glasgowComa = comaScaleThresholds.find(
      (threshold) => threshold.scale === 'glasgow' && threshold.findingId === 'unconscious',
    );
    expect(glasgowComa?.atMost).toBe(8);
  });
});

import { durationThresholds } from '../../knowledge/written-thresholds';
import type { FindingObservation } from '../types';

const fallsShort = (comparison: 'at-least' | 'above', days: number, threshold: number) =>
  comparison === 'at-least' ? days < threshold : days <= threshold;

/**
 * A symptom whose known duration falls short of a guideline's threshold says the long-lasting finding is
 * absent: a cough of 5 days is not a chronic cough, and counts against tuberculosis as a cough of 3 weeks
 * counts for it (knowledge/written-thresholds.ts). Nothing is added when the duration is unknown, when the
 * long-lasting finding is already recorded either way, or when any source symptom crosses the threshold.
 */
export function withDurationAbsences(observations: readonly FindingObservation[]): FindingObservation[] {
  const recorded = new Set(observations.map((observation) => observation.findingId));
  const added: FindingObservation[] = [];
  for (const rule of durationThresholds) {
    if (recorded.has(rule.findingId)) continue;
    const from: readonly string[] = rule.fromFindingIds;
    const timed = observations.filter(
      (observation) =>
        observation.present && from.includes(observation.findingId) && observation.durationDays !== undefined,
    );
    if (timed.length === 0) continue;
    if (!timed.every((observation) => fallsShort(rule.comparison, observation.durationDays!, rule.days)))
      continue;
    const shortest = timed[0]!;
    added.push({
      findingId: rule.findingId,
      present: false,
      source: shortest.source,
      evidence: shortest.evidence,
      durationDays: shortest.durationDays,
    });
  }
  return added.length === 0 ? [...observations] : [...observations, ...added];
}

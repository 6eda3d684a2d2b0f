import type { ConditionEntry, FindingEntry } from '../../knowledge/load-knowledge';
import { broaderFinding } from '../understand/finding-relations';
import type { FindingObservation } from '../types';

/** How strongly one observation weighs for or against one condition. */
export interface Weight {
  observation: FindingObservation;
  logLikelihoodRatio: number;
  isListed: boolean;
}

/** A present finding the condition does not mention counts mildly against it (see docs/decisions/002). */
export const UNLISTED_PRESENT_RATIO = 0.5;
/** Likelihood ratios are tempered to this range: naive Bayes overstates evidence from correlated findings. */
const MAX_LOG_RATIO = Math.log(200);

const clampLog = (value: number) => Math.max(-MAX_LOG_RATIO, Math.min(MAX_LOG_RATIO, value));

function ancestorsOf(findingId: string): string[] {
  const chain: string[] = [];
  for (
    let current = broaderFinding[findingId];
    current && chain.length < 5;
    current = broaderFinding[current]
  )
    chain.push(current);
  return chain;
}

/**
 * The weight of every observation for one condition. Findings that imply one another (high fever → fever)
 * are counted once: the most specific one the condition lists; an unlisted specific finding whose broader
 * finding is present costs nothing extra.
 */
export function weighEvidence(
  condition: ConditionEntry,
  observations: readonly FindingObservation[],
  findingById: ReadonlyMap<string, FindingEntry>,
): Weight[] {
  const listed = new Map(condition.findings.map((entry) => [entry.findingId, entry]));
  const present = new Set(
    observations.filter((observation) => observation.present).map((observation) => observation.findingId),
  );
  const absent = new Set(
    observations.filter((observation) => !observation.present).map((observation) => observation.findingId),
  );
  const listedPresentDescendant = new Set<string>();
  for (const findingId of present) {
    if (!listed.has(findingId)) continue;
    for (const ancestor of ancestorsOf(findingId)) listedPresentDescendant.add(ancestor);
  }

  const weights: Weight[] = [];
  for (const observation of observations) {
    const { findingId } = observation;
    const entry = listed.get(findingId);
    const baseRate = findingById.get(findingId)?.baseRate ?? 0.05;
    if (observation.present) {
      if (listedPresentDescendant.has(findingId)) continue; // a more specific listed finding speaks for it
      if (entry) {
        const absentGivenOther = entry.specificity ?? 1 - baseRate;
        weights.push({
          observation,
          isListed: true,
          logLikelihoodRatio: clampLog(Math.log(entry.frequency / (1 - absentGivenOther))),
        });
      } else if (!ancestorsOf(findingId).some((ancestor) => present.has(ancestor))) {
        weights.push({ observation, isListed: false, logLikelihoodRatio: Math.log(UNLISTED_PRESENT_RATIO) });
      }
    } else if (
      entry &&
      !ancestorsOf(findingId).some((ancestor) => absent.has(ancestor) && listed.has(ancestor))
    ) {
      const absentGivenOther = entry.specificity ?? 1 - baseRate;
      weights.push({
        observation,
        isListed: true,
        logLikelihoodRatio: clampLog(Math.log((1 - entry.frequency) / absentGivenOther)),
      });
    }
  }
  return weights;
}

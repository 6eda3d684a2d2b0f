import type { FindingEntry } from '../../knowledge/load-knowledge';
import type { ScoredCondition } from './rank';

const MAX_ITEMS = 6;

function describe(
  findingById: ReadonlyMap<string, FindingEntry>,
  findingId: string,
  evidence: string,
): string {
  const label = findingById.get(findingId)?.label ?? findingId;
  const shortLabel = label.replace(/\s*\(.*\)$/, '');
  return evidence && evidence.toLowerCase() !== shortLabel.toLowerCase()
    ? `${shortLabel} (${evidence})`
    : shortLabel;
}

/** The findings that raise a condition and those that lower it, strongest first, in the clinician's words. */
export function explain(entry: ScoredCondition, findingById: ReadonlyMap<string, FindingEntry>) {
  const sorted = [...entry.weights].sort(
    (a, b) => Math.abs(b.logLikelihoodRatio) - Math.abs(a.logLikelihoodRatio),
  );
  const supportingEvidence = sorted
    .filter((weight) => weight.logLikelihoodRatio > 0.05)
    .map((weight) => describe(findingById, weight.observation.findingId, weight.observation.evidence));
  const contradictingEvidence = sorted
    .filter((weight) => weight.logLikelihoodRatio < -0.2 && weight.isListed)
    .map((weight) => {
      const text = describe(
        findingById,
        weight.observation.findingId,
        weight.observation.present ? weight.observation.evidence : '',
      );
      return weight.observation.present
        ? `${text}: unusual in ${entry.condition.name}`
        : `No ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
    });
  return {
    supportingEvidence: [...new Set(supportingEvidence)].slice(0, MAX_ITEMS),
    contradictingEvidence: [...new Set(contradictingEvidence)].slice(0, MAX_ITEMS),
  };
}

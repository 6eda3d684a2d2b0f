import type { FindingEntry } from '../../knowledge/load-knowledge';
import { broaderFinding } from '../understand/finding-relations';
import type { FindingObservation, PatientFacts } from '../types';
import { isAskedOf } from './is-asked-of';
import { UNLISTED_PRESENT_RATIO } from './evidence';
import type { ScoredCondition } from './rank';

const CONDITIONS_CONSIDERED = 5;
const QUESTIONS = 5;

/**
 * Up to five findings or tests that would most change the ranking: for each unknown finding of the leading
 * conditions, the spread of its likelihood ratio across them, weighted by their probabilities (a cheap
 * stand-in for expected information gain). Only questions that fit the patient's sex, age and pregnancy.
 */
export function nextQuestions(
  ranked: readonly ScoredCondition[],
  observations: readonly FindingObservation[],
  findingById: ReadonlyMap<string, FindingEntry>,
  patient: PatientFacts,
): string[] {
  const leading = ranked.slice(0, CONDITIONS_CONSIDERED).filter((entry) => entry.probability > 0.5);
  if (leading.length < 2) return [];
  const known = new Set(observations.map((observation) => observation.findingId));
  for (const id of [...known])
    for (let broader = broaderFinding[id]; broader; broader = broaderFinding[broader]) known.add(broader);
  const total = leading.reduce((sum, entry) => sum + entry.probability, 0);

  const candidates = new Set(
    leading.flatMap((entry) => entry.condition.findings.map((finding) => finding.findingId)),
  );
  const scored: Array<{ findingId: string; score: number }> = [];
  for (const findingId of candidates) {
    const finding = findingById.get(findingId);
    if (!finding || known.has(findingId) || !isAskedOf(finding, patient)) continue;
    const ratios = leading.map((entry) => {
      const listed = entry.condition.findings.find((item) => item.findingId === findingId);
      const ratio = listed
        ? listed.frequency / (listed.specificity ? 1 - listed.specificity : finding.baseRate)
        : UNLISTED_PRESENT_RATIO;
      return { weight: entry.probability / total, logRatio: Math.log(ratio) };
    });
    const mean = ratios.reduce((sum, item) => sum + item.weight * item.logRatio, 0);
    const spread = ratios.reduce((sum, item) => sum + item.weight * (item.logRatio - mean) ** 2, 0);
    scored.push({ findingId, score: spread });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.findingId.localeCompare(b.findingId))
    .slice(0, QUESTIONS)
    .map(({ findingId }) => {
      const finding = findingById.get(findingId)!;
      return (
        finding.question ??
        (finding.kind === 'lab' ? `Test: ${finding.label}` : `Is there ${finding.label.toLowerCase()}?`)
      );
    });
}

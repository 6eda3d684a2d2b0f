import { placedByState } from '../understand/finding-relations';
import type { ScoredCondition } from './rank';

/**
 * When nothing known fits: the share left for conditions outside the knowledge base is larger than the best
 * match's. The best match is then only the closest of weak candidates, never a working diagnosis; the answer
 * says so, triages by danger signs as always, and suggests the tests that would tell the closest candidates
 * apart (their investigations as each condition's guideline gives them, immediate ones first). A best match
 * below the share at which triage calls a working diagnosis, explaining fewer than half of the present
 * findings, does not fit either: one striking finding among unexplained others is not a diagnosis.
 */
const WEAK_MATCH_PERCENT = 20;
export function fitsKnownCondition(ranked: readonly ScoredCondition[], otherProbability: number): boolean {
  const best = ranked[0];
  if (!best || best.probability < otherProbability) return false;
  if (hasSignNoConditionExplains(ranked)) return false;
  if (best.probability >= WEAK_MATCH_PERCENT) return true;
  // A weak match fits only if it accounts for most of what was found, not one striking finding among others.
  const present = best.weights.filter(
    (weight) => weight.observation.present && weight.observation.source !== 'profile',
  );
  const explained = present.filter((weight) => weight.isListed && weight.logLikelihoodRatio > 0).length;
  return explained * 2 >= present.length;
}

/**
 * A sign or symptom told that no condition of the knowledge base lists, nor a broader finding of it (a
 * pulsatile abdominal mass: an aortic aneurysm, which the knowledge has triage rules for but no condition):
 * its cause lies outside the knowledge, so the best match, however likely among the others, is not a working
 * diagnosis. Vital signs and laboratory values measured are left out: thresholds that no condition lists by
 * name (a respiratory rate of 30) are read by the triage rules, not by the ranking.
 */
function hasSignNoConditionExplains(ranked: readonly ScoredCondition[]): boolean {
  const best = ranked[0];
  if (!best) return false;
  // A finding the woman's state placed ('bleeding' in pregnancy is vaginal bleeding) is told by its placed
  // finding, which the conditions list; the unplaced one it came from is no sign of something unknown.
  const presentIds = new Set(
    best.weights.filter((weight) => weight.observation.present).map((weight) => weight.observation.findingId),
  );
  const placed = new Set(
    placedByState.filter((placing) => presentIds.has(placing.placedAs)).map((placing) => placing.findingId),
  );
  const told = best.weights.filter(
    (weight) =>
      !weight.isListed &&
      !placed.has(weight.observation.findingId) &&
      weight.observation.present &&
      (weight.observation.source === 'symptom' || weight.observation.source === 'history'),
  );
  return told.some((weight) =>
    ranked.every((entry) =>
      entry.weights.some(
        (other) => other.observation.findingId === weight.observation.findingId && !other.isListed,
      ),
    ),
  );
}

const CANDIDATES = 3;
const TESTS_SHOWN = 6;
const TESTS_PER_CANDIDATE = 2;

export function testsSeparatingCandidates(ranked: readonly ScoredCondition[]): string[] {
  const tests: string[] = [];
  const perCandidate = new Map<string, number>();
  for (const urgency of ['stat', 'urgent', 'routine'] as const) {
    for (const entry of ranked.slice(0, CANDIDATES)) {
      for (const investigation of entry.condition.investigations) {
        if (investigation.urgency !== urgency || /^none\b/i.test(investigation.test)) continue;
        if ((perCandidate.get(entry.condition.id) ?? 0) >= TESTS_PER_CANDIDATE) continue;
        const line = `${investigation.test} (for ${entry.condition.name}: ${investigation.rationale})`;
        if (tests.some((existing) => existing.startsWith(`${investigation.test} (`))) continue;
        tests.push(line);
        perCandidate.set(entry.condition.id, (perCandidate.get(entry.condition.id) ?? 0) + 1);
      }
    }
  }
  return tests.slice(0, TESTS_SHOWN);
}

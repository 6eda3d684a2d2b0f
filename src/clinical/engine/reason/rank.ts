import type { ConditionEntry, Knowledge } from '../../knowledge/load-knowledge';
import type { FindingObservation, PatientFacts } from '../types';
import { prepareObservations, type Weight } from './evidence';
import { birthUntoldWeight, pregnancyUntoldWeight } from './pregnancy-untold';
import { priorFor } from './prior';
import { weighForms } from './syndrome-form';

export interface ScoredCondition {
  condition: ConditionEntry;
  /** 0-100, one decimal. */
  probability: number;
  weights: Weight[];
}

export interface Ranking {
  ranked: ScoredCondition[];
  /** The probability left for conditions outside the knowledge base, 0-100. */
  otherProbability: number;
}

/**
 * The share of presentations the knowledge base does not cover, and how the "other" hypothesis weighs each
 * present finding (it explains some of them, none well). See docs/decisions/002-reasoning-engine.md.
 */
const OTHER_PRIOR = 0.25;
const OTHER_LOG_RATIO_PER_FINDING = Math.log(0.6);
/** Posterior log-odds are divided by this before normalising: calibration for correlated findings. */
export const TEMPERATURE = 1.25;

const roundToTenth = (value: number) => Math.round(value * 10) / 10;
/** The order of String.prototype.localeCompare (ECMA-402: the same collator), made once instead of per call. */
const compareIds = new Intl.Collator().compare;

const isRuledOut = (condition: ConditionEntry, present: ReadonlySet<string>) =>
  condition.ruledOutBy?.anyOf.some((findingId) => present.has(findingId)) === true &&
  !condition.ruledOutBy.unlessAnyOf?.some((findingId) => present.has(findingId));

/** Bayesian ranking of every condition of the knowledge base for these observations. */
export function rankConditions(
  knowledge: Knowledge,
  patient: PatientFacts,
  observations: readonly FindingObservation[],
  now: Date,
): Ranking {
  const prepared = prepareObservations(observations, knowledge.findingById);
  const scored = knowledge.conditions.map((condition) => {
    const prior = isRuledOut(condition, prepared.present) ? 0 : priorFor(condition, patient, now);
    const form = weighForms(condition, prepared, patient.ageYears, knowledge.conditionById);
    const untold =
      pregnancyUntoldWeight(form.condition, patient, prepared) ??
      birthUntoldWeight(form.condition, patient, prepared);
    const logLikelihood = form.logLikelihood + (untold?.logLikelihoodRatio ?? 0);
    const logScore = prior > 0 ? Math.log(prior) + logLikelihood : -Infinity;
    const weights = untold ? [...form.weights, untold] : form.weights;
    return { condition: form.condition, weights, logScore };
  });
  const presentCount = prepared.present.size;
  const otherLogScore = Math.log(OTHER_PRIOR) + presentCount * OTHER_LOG_RATIO_PER_FINDING;

  const best = Math.max(otherLogScore, ...scored.map((entry) => entry.logScore));
  const mass = (logScore: number) =>
    Number.isFinite(logScore) ? Math.exp((logScore - best) / TEMPERATURE) : 0;
  const otherMass = mass(otherLogScore);
  const total = otherMass + scored.reduce((sum, entry) => sum + mass(entry.logScore), 0);

  // A condition impossible for this patient (no prior for the age or sex, or ruled out by a finding) is not listed.
  const ranked = scored
    .filter((entry) => Number.isFinite(entry.logScore))
    .map((entry) => ({
      condition: entry.condition,
      weights: entry.weights,
      probability: roundToTenth((100 * mass(entry.logScore)) / total),
      logScore: entry.logScore,
    }))
    .sort((a, b) => b.logScore - a.logScore || compareIds(a.condition.id, b.condition.id))
    .map(({ logScore: _logScore, ...entry }) => entry);
  return { ranked, otherProbability: roundToTenth((100 * otherMass) / total) };
}

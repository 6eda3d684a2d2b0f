import type { ConditionEntry, FindingEntry } from '../../knowledge/load-knowledge';
import { broaderFinding } from '../understand/finding-relations';
import { findingNumber, weighingTableOf, type ListedFinding, type WeighingTable } from './weighing-table';
import type { FindingObservation } from '../types';

/** How strongly one observation weighs for or against one condition. */
export interface Weight {
  observation: FindingObservation;
  logLikelihoodRatio: number;
  isListed: boolean;
}

/** A present finding the condition does not mention counts mildly against it (see docs/decisions/002). */
export const UNLISTED_PRESENT_RATIO = 0.5;
/**
 * A condition's defining finding (knowledge: definedBy) is almost always written when the condition is there:
 * a description of drowning says so. With none of them present, the likelihood of the description is about
 * this share of what it would be (the defining finding's absence counts once).
 */
export const DEFINING_FINDING_MISSING_RATIO = 0.05;
/**
 * For an emergency or critical condition a defining finding that is merely not mentioned weighs only this much:
 * a hurried note on a collapsed patient leaves things out, and silence must not overturn a ranking that the
 * present findings make (an emergency is never missed because a word was omitted). Recorded absent, or when the
 * defining finding is why the patient is brought (definedBy.isAlwaysTold: an injury, a bite, a poison), the full
 * DEFINING_FINDING_MISSING_RATIO applies.
 */
export const EMERGENCY_DEFINING_FINDING_UNMENTIONED_RATIO = 0.2;
/** Whether the condition's definedBy weighs at this age (unknown age: it does). */
function definitionAppliesAt(table: WeighingTable, ageYears: number | undefined): boolean {
  if (ageYears === undefined) return true;
  const { appliesFromYears, appliesBelowYears } = table;
  return (
    (appliesFromYears === undefined || ageYears >= appliesFromYears) &&
    (appliesBelowYears === undefined || ageYears < appliesBelowYears)
  );
}
/** Likelihood ratios are tempered to this range: naive Bayes overstates evidence from correlated findings. */
const MAX_LOG_RATIO = Math.log(200);

const clampLog = (value: number) => Math.max(-MAX_LOG_RATIO, Math.min(MAX_LOG_RATIO, value));

/** Broader findings by finding, made once: the knowledge does not change. */
const ancestorsByFinding = new Map<string, readonly string[]>();

function ancestorsOf(findingId: string): readonly string[] {
  let chain = ancestorsByFinding.get(findingId);
  if (chain === undefined) {
    chain = chainOfBroaderFindings(findingId);
    ancestorsByFinding.set(findingId, chain);
  }
  return chain;
}

function chainOfBroaderFindings(findingId: string): string[] {
  const chain: string[] = [];
  for (
    let current = broaderFinding[findingId];
    current && chain.length < 5;
    current = broaderFinding[current]
  )
    chain.push(current);
  return chain;
}

/** What weighing needs from the observations, worked out once for every condition of a ranking. */
export interface PreparedObservations {
  observations: readonly FindingObservation[];
  present: ReadonlySet<string>;
  absent: ReadonlySet<string>;
  /** Each observation's finding number (weighing-table.ts findingNumber), in the order of `observations`. */
  numbers: readonly number[];
  /** Each observation's finding base rate, in the order of `observations`. */
  baseRates: readonly number[];
  /** The present findings that have a broader finding: only they can make a listed finding's descendant. */
  presentWithBroader: readonly string[];
  /** Whether a broader finding than the observation's is present, in the order of `observations`. */
  hasPresentBroaderFinding: readonly boolean[];
  /**
   * The weight of each observation for a condition that does not list it, in the order of `observations`:
   * the same for every condition, so made once per ranking (weights are only read, never changed).
   */
  unlistedWeights: readonly Weight[];
}

export function prepareObservations(
  observations: readonly FindingObservation[],
  findingById: ReadonlyMap<string, FindingEntry>,
): PreparedObservations {
  const present = new Set(
    observations.filter((observation) => observation.present).map((observation) => observation.findingId),
  );
  return {
    observations,
    present,
    absent: new Set(
      observations.filter((observation) => !observation.present).map((observation) => observation.findingId),
    ),
    numbers: observations.map((observation) => findingNumber(observation.findingId)),
    baseRates: observations.map((observation) => findingById.get(observation.findingId)?.baseRate ?? 0.05),
    presentWithBroader: [...present].filter((findingId) => ancestorsOf(findingId).length > 0),
    hasPresentBroaderFinding: observations.map((observation) =>
      ancestorsOf(observation.findingId).some((ancestor) => present.has(ancestor)),
    ),
    unlistedWeights: observations.map((observation) => ({
      observation,
      isListed: false,
      logLikelihoodRatio: Math.log(UNLISTED_PRESENT_RATIO),
    })),
  };
}

/**
 * The weight of every observation for one condition. Findings that imply one another (high fever → fever)
 * are counted once: the most specific one the condition lists; an unlisted specific finding whose broader
 * finding is present costs nothing extra.
 */
export function weighEvidence(
  condition: ConditionEntry,
  prepared: PreparedObservations,
  ageYears?: number,
): Weight[] {
  const { observations, present, absent, numbers, baseRates, hasPresentBroaderFinding, unlistedWeights } =
    prepared;
  const table = weighingTableOf(condition);
  const { listed, listedByNumber } = table;
  // Most conditions list no present finding that has a broader one: the set is made only when needed.
  let listedPresentDescendant: Set<string> | undefined;
  for (const findingId of prepared.presentWithBroader) {
    if (!listed.has(findingId)) continue;
    for (const ancestor of ancestorsOf(findingId)) (listedPresentDescendant ??= new Set()).add(ancestor);
  }

  const weights: Weight[] = [];
  for (let index = 0; index < observations.length; index += 1) {
    const observation = observations[index] as FindingObservation;
    const { findingId } = observation;
    const entry = listedByNumber[numbers[index] as number];
    if (observation.present) {
      if (listedPresentDescendant?.has(findingId)) continue; // a more specific listed finding speaks for it
      if (entry) {
        weights.push({
          observation,
          isListed: true,
          logLikelihoodRatio: presentRatioOf(entry, baseRates[index] ?? 0.05),
        });
      } else if (hasPresentBroaderFinding[index] !== true) {
        weights.push(unlistedWeights[index] as Weight);
      }
    } else if (entry && !hasAbsentListedAncestor(findingId, absent, listed)) {
      weights.push({
        observation,
        isListed: true,
        logLikelihoodRatio: absentRatioOf(entry, baseRates[index] ?? 0.05),
      });
    }
  }
  const { defining } = table;
  if (!defining || defining.some((findingId) => present.has(findingId))) return weights;
  if (!definitionAppliesAt(table, ageYears)) return weights;
  return withDefiningAbsence(weights, table, defining, absent);
}

const hasAbsentListedAncestor = (
  findingId: string,
  absent: ReadonlySet<string>,
  listed: ReadonlyMap<string, ListedFinding>,
) => ancestorsOf(findingId).some((ancestor) => absent.has(ancestor) && listed.has(ancestor));

/** The log ratio of a listed finding told present: worked out once per finding of the condition. */
function presentRatioOf(entry: ListedFinding, baseRate: number): number {
  if (entry.presentBaseRate !== baseRate) {
    const absentGivenOther = entry.specificity ?? 1 - baseRate;
    entry.presentRatio = clampLog(Math.log(entry.frequency / (1 - absentGivenOther)));
    entry.presentBaseRate = baseRate;
  }
  return entry.presentRatio;
}

/** The log ratio of a listed finding recorded absent: worked out once per finding of the condition. */
function absentRatioOf(entry: ListedFinding, baseRate: number): number {
  if (entry.absentBaseRate !== baseRate) {
    const absentGivenOther = entry.specificity ?? 1 - baseRate;
    entry.absentRatio = clampLog(Math.log((1 - entry.frequency) / absentGivenOther));
    entry.absentBaseRate = baseRate;
  }
  return entry.absentRatio;
}

const isDefiningAbsenceOf = (weight: Weight, defining: readonly string[]) =>
  !weight.observation.present && defining.includes(weight.observation.findingId);

/** None of the condition's defining findings is present: their absence counts once, at its strongest. */
function withDefiningAbsence(
  weights: readonly Weight[],
  table: WeighingTable,
  defining: readonly string[],
  absent: ReadonlySet<string>,
): Weight[] {
  const recorded = weights.filter((weight) => isDefiningAbsenceOf(weight, defining));
  const isRecordedAbsent = defining.some((findingId) => absent.has(findingId));
  const missingRatio =
    isRecordedAbsent || table.isAlwaysTold || !table.isEmergency
      ? DEFINING_FINDING_MISSING_RATIO
      : EMERGENCY_DEFINING_FINDING_UNMENTIONED_RATIO;
  const strongest = Math.min(Math.log(missingRatio), ...recorded.map((weight) => weight.logLikelihoodRatio));
  return [
    ...weights.filter((weight) => !isDefiningAbsenceOf(weight, defining)),
    {
      observation: recorded[0]?.observation ?? {
        findingId: defining[0]!,
        present: false,
        source: 'history',
        evidence: '',
      },
      isListed: true,
      logLikelihoodRatio: strongest,
    },
  ];
}

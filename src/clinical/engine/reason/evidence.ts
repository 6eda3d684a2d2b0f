import type { ConditionEntry, FindingEntry } from '../../knowledge/load-knowledge';
import { broaderFinding } from '../understand/finding-relations';
import type { FindingObservation } from '../types';

type ConditionFindingEntry = ConditionEntry['findings'][number];

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
const isEmergencyUrgency = (condition: ConditionEntry) =>
  condition.urgency === 'emergency' || condition.urgency === 'critical';
/** Whether the condition's definedBy weighs at this age (unknown age: it does). */
function definitionAppliesAt(condition: ConditionEntry, ageYears: number | undefined): boolean {
  if (ageYears === undefined) return true;
  const { appliesFromYears, appliesBelowYears } = condition.definedBy ?? {};
  return (
    (appliesFromYears === undefined || ageYears >= appliesFromYears) &&
    (appliesBelowYears === undefined || ageYears < appliesBelowYears)
  );
}
/**
 * A routine or urgent condition whose defining finding is listed as nearly always there (alcohol use in alcohol
 * withdrawal, 0.98; diarrhoea in gastroenteritis, 0.99) and is not told weighs that finding's absence at its listed
 * frequency when that is stronger than DEFINING_FINDING_MISSING_RATIO: a story of sleeplessness and agitation
 * with no drinking told is seldom withdrawal (WHO mhGAP-IG 2.0, 2016, SUB: the diagnosis rests on the drinking).
 * Emergencies keep the milder weight of silence above.
 */
function untoldDefiningLogRatio(
  condition: ConditionEntry,
  defining: readonly string[],
  listed: ReadonlyMap<string, ConditionFindingEntry>,
): number {
  if (isEmergencyUrgency(condition)) return 0;
  const frequency = Math.max(0, ...defining.map((findingId) => listed.get(findingId)?.frequency ?? 0));
  return frequency < 1 ? clampLog(Math.log(1 - frequency)) : -MAX_LOG_RATIO;
}
/** Likelihood ratios are tempered to this range: naive Bayes overstates evidence from correlated findings. */
const MAX_LOG_RATIO = Math.log(200);

const clampLog = (value: number) => Math.max(-MAX_LOG_RATIO, Math.min(MAX_LOG_RATIO, value));

/** Broader findings by finding, and each condition's findings by id: made once, the knowledge does not change. */
const ancestorsByFinding = new Map<string, readonly string[]>();
const listedByCondition = new WeakMap<ConditionEntry, ReadonlyMap<string, ConditionFindingEntry>>();

function ancestorsOf(findingId: string): readonly string[] {
  let chain = ancestorsByFinding.get(findingId);
  if (chain === undefined) {
    chain = chainOfBroaderFindings(findingId);
    ancestorsByFinding.set(findingId, chain);
  }
  return chain;
}

function listedFindingsOf(condition: ConditionEntry): ReadonlyMap<string, ConditionFindingEntry> {
  let listed = listedByCondition.get(condition);
  if (listed === undefined) {
    listed = new Map(condition.findings.map((entry) => [entry.findingId, entry]));
    listedByCondition.set(condition, listed);
  }
  return listed;
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
  const { observations, present, absent, baseRates, hasPresentBroaderFinding, unlistedWeights } = prepared;
  const listed = listedFindingsOf(condition);
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
    const entry = listed.get(findingId);
    const baseRate = baseRates[index] ?? 0.05;
    if (observation.present) {
      if (listedPresentDescendant?.has(findingId)) continue; // a more specific listed finding speaks for it
      if (entry) {
        const absentGivenOther = entry.specificity ?? 1 - baseRate;
        weights.push({
          observation,
          isListed: true,
          logLikelihoodRatio: clampLog(Math.log(entry.frequency / (1 - absentGivenOther))),
        });
      } else if (hasPresentBroaderFinding[index] !== true) {
        weights.push(unlistedWeights[index] as Weight);
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
  const defining: readonly string[] | undefined = condition.definedBy?.anyOf;
  if (!defining || defining.some((findingId) => present.has(findingId))) return weights;
  if (!definitionAppliesAt(condition, ageYears)) return weights;
  const isDefiningAbsence = (weight: Weight) =>
    !weight.observation.present && defining.includes(weight.observation.findingId);
  const recorded = weights.filter(isDefiningAbsence);
  const isRecordedAbsent = defining.some((findingId) => absent.has(findingId));
  const missingRatio =
    isRecordedAbsent || condition.definedBy?.isAlwaysTold === true || !isEmergencyUrgency(condition)
      ? DEFINING_FINDING_MISSING_RATIO
      : EMERGENCY_DEFINING_FINDING_UNMENTIONED_RATIO;
  const strongest = Math.min(
    Math.log(missingRatio),
    ...recorded.map((weight) => weight.logLikelihoodRatio),
    untoldDefiningLogRatio(condition, defining, listed),
  );
  return [
    ...weights.filter((weight) => !isDefiningAbsence(weight)),
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

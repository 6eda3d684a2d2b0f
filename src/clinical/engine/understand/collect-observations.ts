import { durationThresholds, type DurationThreshold } from '../../knowledge/written-thresholds';
import type { FindingObservation } from '../types';
import {
  broaderFinding,
  excludedFinding,
  ownedByAnother,
  patternRules,
  placedByState,
  restatedByState,
} from './finding-relations';
import type { Severity } from './read-text';

/** An observation while reading, before duplicates are merged: it remembers onset and pattern words. */
export interface Observation extends FindingObservation {
  isSudden?: boolean;
  /** The duration came from a time word only ('since this morning', 'today'): when it began, not how long. */
  durationIsOnsetTime?: boolean;
  isIntermittent?: boolean;
}

const severityRank: Record<Severity, number> = { mild: 1, moderate: 2, severe: 3 };

function crossesDuration(rule: DurationThreshold, observation: Observation): boolean {
  const days = observation.durationDays;
  if (days === undefined) return false;
  // A threshold shorter than a day is about one episode (a fit of 5 minutes): 'fits for 2 days' counts
  // the days of illness, not the length of one fit, and 'had a fit (since) this morning' says when it
  // began, not how long it lasted (ILAE 2015: status is a fit lasting 5 minutes or more).
  if (rule.days < 1 && (days >= 1 || observation.durationIsOnsetTime === true)) return false;
  return rule.comparison === 'at-least' ? days >= rule.days : days > rule.days;
}

function derive(from: Observation, findingId: string): Observation {
  const derived: Observation = { findingId, present: true, source: from.source, evidence: from.evidence };
  if (from.durationDays !== undefined) derived.durationDays = from.durationDays;
  if (from.severity) derived.severity = from.severity;
  return derived;
}

/** The narrower findings of each broader one, in the order `broaderFinding` lists them; made on first use. */
let narrowerByBroader: Map<string, string[]> | undefined;
function narrowerFindings(): ReadonlyMap<string, readonly string[]> {
  if (narrowerByBroader) return narrowerByBroader;
  narrowerByBroader = new Map();
  for (const [narrow, wide] of Object.entries(broaderFinding)) {
    const list = narrowerByBroader.get(wide);
    if (list) list.push(narrow);
    else narrowerByBroader.set(wide, [narrow]);
  }
  return narrowerByBroader;
}

/** Findings whose wording names a state the woman is not in, said as what they are (restatedByState). */
function restate(observations: readonly Observation[]): Observation[] {
  const presentIds = new Set(observations.filter((o) => o.present).map((o) => o.findingId));
  let result = [...observations];
  for (const rule of restatedByState) {
    if (!rule.whenAnyOf.some((id) => presentIds.has(id)) || rule.unlessAnyOf.some((id) => presentIds.has(id)))
      continue;
    const restated = result.filter((o) => o.present && o.findingId === rule.findingId);
    if (restated.length === 0) continue;
    result = result.filter((o) => o.findingId !== rule.findingId);
    for (const observation of restated)
      result.push(...rule.restatedAs.map((findingId) => derive(observation, findingId)));
  }
  return result;
}

/** Drops the findings read only from a bare word that another finding told in the input owns (ownedByAnother). */
function withoutOwnedWords(observations: readonly Observation[]): Observation[] {
  const presentIds = new Set(observations.filter((o) => o.present).map((o) => o.findingId));
  return observations.filter(
    (observation) =>
      !observation.present ||
      !ownedByAnother.some(
        (rule) =>
          rule.findingId === observation.findingId &&
          rule.whenAnyOf.some((id) => presentIds.has(id)) &&
          rule.bareWord.test(observation.evidence) &&
          !rule.unlessWords.test(observation.evidence),
      ),
  );
}

/**
 * Adds the findings that follow from others: chronic cough from a cough of 14 days, 'severe-x' from a
 * severe x, a sudden severe headache, the broader finding of a specific one (and the reverse for absence).
 */
export function addDerivedFindings(told: Observation[], knownIds: ReadonlySet<string>): Observation[] {
  const observations = withoutOwnedWords(told);
  const result = restate(observations);
  const add = (observation: Observation) => {
    if (knownIds.has(observation.findingId)) result.push(observation);
  };
  for (const observation of observations) {
    if (!observation.present) continue;
    for (const rule of durationThresholds) {
      const from: readonly string[] = rule.fromFindingIds;
      if (from.includes(observation.findingId) && crossesDuration(rule, observation))
        add(derive(observation, rule.findingId));
    }
    if (observation.severity === 'severe') add(derive(observation, `severe-${observation.findingId}`));
    for (const rule of patternRules) {
      const matchesPattern = rule.pattern === 'sudden' ? observation.isSudden : observation.isIntermittent;
      const isSevere = observation.severity === 'severe' || observation.findingId.startsWith('severe-');
      if (
        matchesPattern &&
        rule.fromFindingIds.includes(observation.findingId) &&
        (!rule.needsSevere || isSevere)
      )
        add(derive(observation, rule.findingId));
    }
  }
  for (const observation of observations) {
    const excluded = excludedFinding[observation.findingId];
    if (observation.present && excluded)
      add({
        findingId: excluded,
        present: false,
        source: observation.source,
        evidence: observation.evidence,
      });
  }
  const presentIds = new Set(observations.filter((o) => o.present).map((o) => o.findingId));
  for (const placing of placedByState) {
    if (!placing.whenAnyOf.some((id) => presentIds.has(id))) continue;
    for (const observation of observations)
      if (observation.present && observation.findingId === placing.findingId)
        add(derive(observation, placing.placedAs));
  }
  // Broader findings, repeated so chains (sudden severe headache → severe headache → headache) resolve.
  for (let pass = 0; pass < 3; pass += 1) {
    for (const observation of [...result]) {
      const broader = broaderFinding[observation.findingId];
      if (observation.present && broader) add(derive(observation, broader));
      // A normal reading now says nothing about the history ('fever for 2 weeks'): only words propagate absence.
      if (!observation.present && observation.source !== 'vital') {
        for (const narrow of narrowerFindings().get(observation.findingId) ?? [])
          add({
            findingId: narrow,
            present: false,
            source: observation.source,
            evidence: observation.evidence,
          });
      }
    }
  }
  return result;
}

/**
 * One observation per finding. Present wins over absent (a fever the family reports counts even when the
 * thermometer now reads normal); the first words that gave it are kept as evidence, with the longest
 * duration and the highest severity seen.
 */
export function mergeObservations(observations: readonly Observation[]): FindingObservation[] {
  const merged = new Map<string, FindingObservation>();
  for (const observation of observations) {
    const current = merged.get(observation.findingId);
    if (!current || (!current.present && observation.present)) {
      const {
        isSudden: _sudden,
        isIntermittent: _intermittent,
        durationIsOnsetTime: _onsetTime,
        ...plain
      } = observation;
      merged.set(observation.findingId, plain);
      continue;
    }
    if (current.present !== observation.present) continue;
    if (
      observation.durationDays !== undefined &&
      (current.durationDays === undefined || observation.durationDays > current.durationDays)
    )
      current.durationDays = observation.durationDays;
    if (
      observation.severity &&
      (!current.severity || severityRank[observation.severity] > severityRank[current.severity])
    )
      current.severity = observation.severity;
  }
  return [...merged.values()];
}

import type { ConditionEntry } from '../../knowledge/load-knowledge';
import type { FindingObservation } from '../types';

type RedFlagEntry = ConditionEntry['redFlags'][number];

/**
 * Whether one of `findingIds` present is within the time window a rule or red flag states from its source
 * (`maxDurationDays`): a duration not told is taken as within it, so a window only quiets a sign told as old.
 */
export function isWithinTimeWindow(
  maxDurationDays: number | undefined,
  findingIds: readonly string[],
  observations: readonly FindingObservation[],
): boolean {
  if (maxDurationDays === undefined) return true;
  return observations.some(
    (observation) =>
      observation.present &&
      findingIds.includes(observation.findingId) &&
      (observation.durationDays === undefined || observation.durationDays <= maxDurationDays),
  );
}

/**
 * A condition's red flag fires when any of its findings is present, all of its `allOf` findings are, none
 * of its `noneOf` findings is, and a finding of it is within its time window when it states one.
 */
export const redFlagFires = (
  flag: RedFlagEntry,
  present: ReadonlySet<string>,
  observations: readonly FindingObservation[],
): boolean =>
  flag.findingIds.some((id) => present.has(id)) &&
  (flag.allOf ?? []).every((id) => present.has(id)) &&
  !(flag.noneOf ?? []).some((id) => present.has(id)) &&
  isWithinTimeWindow(flag.maxDurationDays, flag.findingIds, observations);

import type { ConditionEntry } from '../../knowledge/load-knowledge';

type RedFlagEntry = ConditionEntry['redFlags'][number];

/**
 * A condition's red flag fires when any of its findings is present, all of its `allOf` findings are, and
 * none of its `noneOf` findings is.
 */
export const redFlagFires = (flag: RedFlagEntry, present: ReadonlySet<string>): boolean =>
  flag.findingIds.some((id) => present.has(id)) &&
  (flag.allOf ?? []).every((id) => present.has(id)) &&
  !(flag.noneOf ?? []).some((id) => present.has(id));

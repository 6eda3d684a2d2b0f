import { siteStateReadings } from '../../knowledge/vocabularies/body-site-states';
import { isFillerWord } from './filler-words';
import type { WordSlot } from './match-phrases';
import type { Phrase } from './phrase-index';
import { findSites, readSiteStatePairs } from './read-body-site-states';
import type { TextMatch } from './read-text';

/** Findings a body site and state name together: a wording of one of them may give way to a pair. */
const findingsReadFromStates = new Set(siteStateReadings.map((reading) => reading.findingId));

/** What one clause leaves to the next: the body site it named, for 'It is also painful'. */
export interface ClauseCarry {
  lastSite?: string;
}

/** A wording the matcher accepted: the slots it took and the findings it gave. */
export interface AcceptedWording {
  start: number;
  end: number;
  matches: TextMatch[];
}

/**
 * Body sites and states read together (read-body-site-states.ts). A pair reads only words no wording
 * took, except a wording of the same state at another site, which the pair replaces: in 'her hands feel
 * cold' the hands are cold (cold peripheries), not the body ('feel cold', hypothermia). Returns the slots
 * it read.
 */
export function readSiteStatesInClause(
  slots: readonly WordSlot[],
  accepted: readonly AcceptedWording[],
  looseSlots: ReadonlySet<number>,
  clauseMatches: Array<TextMatch & { segment: number }>,
  carry: ClauseCarry,
  addPairMatch: (phrase: Phrase, start: number, end: number, negated: boolean) => void,
): Set<WordSlot> {
  const sites = findSites(slots);
  const siteSlots = new Set(sites.flatMap((site) => [site.start, site.start + site.length - 1]));
  const replaceable = accepted.filter(
    (wording) =>
      wording.matches.length > 0 &&
      // A one-word wording is its site's state when a site is told with it: 'pulse is weak' is no weakness.
      (wording.end - wording.start === 1 ||
        wording.matches.every((match) => findingsReadFromStates.has(match.findingId))) &&
      ![...Array(wording.end - wording.start).keys()].some((k) => siteSlots.has(wording.start + k)),
  );
  const replaceableSet = new Set(replaceable);
  const coveringByPosition = new Map<number, AcceptedWording[]>();
  for (const wording of accepted)
    for (let position = wording.start; position < wording.end; position += 1) {
      const list = coveringByPosition.get(position);
      if (list) list.push(wording);
      else coveringByPosition.set(position, [wording]);
    }
  const covering = (position: number) => coveringByPosition.get(position) ?? [];
  const isFree = (start: number, length: number) => {
    for (let position = start; position < start + length; position += 1)
      if (looseSlots.has(position) || covering(position).some((wording) => !replaceableSet.has(wording)))
        return false;
    return true;
  };
  const used = new Set<WordSlot>();
  const dropped = new Set<TextMatch>();
  const pairs = readSiteStatePairs(slots, isFree, (slot) => isFillerWord(slot.token.text), carry.lastSite);
  carry.lastSite = sites[sites.length - 1]?.id;
  for (const pair of pairs) {
    const { stateWord, siteWord, reading } = pair;
    const replaced = covering(stateWord.start);
    if (replaced.length > 0 && !siteWord) continue;
    // A wording gives way only to a site of its own part: 'weak, pulse 120' keeps its weakness, and in
    // 'abdominal pain, back pain' the second pain is the back's, not the abdomen's.
    if (replaced.length > 0 && slots[siteWord?.start ?? -1]?.segment !== slots[stateWord.start]?.segment)
      continue;
    // A site a wording has already read with its own state keeps it: in 'painful swallowing and retrosternal
    // pain' the chest has its pain, and the swallowing stays painful (a sore throat).
    const hasOwnState = (other: (typeof pairs)[number]) =>
      other !== pair &&
      other.siteWord?.start === siteWord?.start &&
      covering(other.stateWord.start).length === 0;
    if (
      replaced.length > 0 &&
      siteWord &&
      (!isFree(siteWord.start, siteWord.length) || pairs.some(hasOwnState))
    )
      continue;
    for (const wording of replaced) for (const match of wording.matches) dropped.add(match);
    const phrase: Phrase = { findingId: reading.findingId, words: [], present: true, needsCapitals: false };
    const words = [stateWord, ...(siteWord ? [siteWord] : [])];
    const start = Math.min(...words.map((word) => word.start));
    const end = Math.max(...words.map((word) => word.start + word.length));
    addPairMatch(phrase, start, end, pair.negated);
    for (const word of words)
      for (let k = 0; k < word.length; k += 1) used.add(slots[word.start + k] as WordSlot);
  }
  if (dropped.size > 0) {
    const kept = clauseMatches.filter((match) => !dropped.has(match));
    clauseMatches.splice(0, clauseMatches.length, ...kept);
  }
  return used;
}

import {
  bodySites,
  bodyStates,
  siteStateReadings,
  type SiteStateReading,
} from '../../knowledge/vocabularies/body-site-states';
import type { WordSlot } from './match-phrases';
import { opensOwnClause } from './negation-lists';
import { stemWord } from './stem';
import { wordTexts } from './tokenise';
import { negationCues, negationPhrases, trailingNegationCues } from './word-lists/negation-words';

/**
 * Reading by concepts: a body site and a state word of the same clause name the finding the pair names
 * ('her belly is swollen', 'tumbo lake limevimba', 'le ventre est douloureux'), in either order with a
 * few words between; a clause that names no site may speak of the site of the clause before it when it
 * points back to it ('It is also painful').
 */

interface Entry {
  id: string;
  words: string[];
}

/** A site or state word found in the clause: where it starts and how many slots it covers. */
export interface ConceptWord {
  id: string;
  start: number;
  length: number;
}

export interface SiteStatePair {
  reading: SiteStateReading;
  /** The state's slot; the site's, or undefined when the site was carried from the clause before. */
  stateWord: ConceptWord;
  siteWord?: ConceptWord;
  negated: boolean;
}

function entriesByFirstWord(list: ReadonlyArray<{ id: string; words: readonly string[] }>) {
  const byFirst = new Map<string, Entry[]>();
  for (const { id, words } of list) {
    for (const text of words) {
      const stems = wordTexts(text).map(stemWord);
      const first = stems[0];
      if (first === undefined) continue;
      byFirst.set(first, [...(byFirst.get(first) ?? []), { id, words: stems }]);
    }
  }
  for (const entries of byFirst.values()) entries.sort((a, b) => b.words.length - a.words.length);
  return byFirst;
}

const siteEntries = entriesByFirstWord(bodySites);
const stateEntries = entriesByFirstWord(bodyStates);
const readingOfPair = new Map(
  siteStateReadings.map((reading) => [`${reading.site} ${reading.state}`, reading]),
);
const broaderState = new Map(
  bodyStates.flatMap((state) => (state.broader ? [[state.id, state.broader]] : [])),
);
/** What a site and state name together; a narrower state ('very painful') falls back to its broader one. */
const readingByPair = {
  get(key: string): SiteStateReading | undefined {
    const [site, state] = key.split(' ') as [string, string];
    const broader = broaderState.get(state);
    return readingOfPair.get(key) ?? (broader ? readingOfPair.get(`${site} ${broader}`) : undefined);
  },
  has(key: string): boolean {
    return this.get(key) !== undefined;
  },
};
const statesNamingWhere = new Set(bodyStates.filter((state) => state.siteFollows).map((state) => state.id));
const wordsNeedingDeterminer = new Set(bodySites.flatMap((site) => site.needsDeterminer ?? []));
/** Site words with the words after which they name another part ('back' before 'tooth'). */
const notBeforeBySiteWord = new Map(
  bodySites.flatMap((site) => site.words.map((word) => [word, new Set(site.notBefore ?? [])] as const)),
);
const determiners = new Set(['the', 'her', 'his', 'my', 'their', 'its', 'your', 'lower', 'upper', 'a']);
const conjunctions = new Set(['and', 'or', 'na', 'au', 'et', 'ou']);
/** Words that point back to the site of the clause before: 'It is also painful', 'Il est douloureux'. */
const pointingBack = new Set(['it', 'its', 'this', 'they', 'these', 'il', 'elle', 'ils', 'elles']);
/** Swahili verbs that carry their subject ('linauma': it hurts, 'limevimba': it has swollen). */
const selfReferringSwahili = /^(?:li|ki|i|ya|zi|u|vi)(?:na|me)[a-z]{3,}$/;
/** How far apart (in words) a site and its state may be. */
const maximumDistance = 6;
/** How many words before a pair a negation cue is looked for (bounded, so reading stays linear). */
const negationReach = 12;

/** Intensifiers inside a state of several words: 'fait très mal', 'inauma sana' stays one state. */
const intensifiers = new Set(['very', 'so', 'really', 'tres', 'vraiment', 'trop', 'sana']);

/** How many slots from `start` the words take (intensifiers after the first word stepped over), or 0. */
function matchedLength(slots: readonly WordSlot[], start: number, words: readonly string[]): number {
  const segment = slots[start]?.segment;
  let at = start;
  const fits = (slot: WordSlot | undefined, word: string) =>
    slot !== undefined && slot.segment === segment && (slot.stem === word || slot.token.text === word);
  for (const [offset, word] of words.entries()) {
    if (offset > 0)
      while (
        !fits(slots[at], word) &&
        intensifiers.has(slots[at]?.token.text ?? '') &&
        slots[at]?.segment === segment
      )
        at += 1;
    if (!fits(slots[at], word)) return 0;
    at += 1;
  }
  return at - start;
}

function findWords(slots: readonly WordSlot[], byFirst: Map<string, Entry[]>): ConceptWord[] {
  const found: ConceptWord[] = [];
  for (let start = 0; start < slots.length; start += 1) {
    const slot = slots[start] as WordSlot;
    const entries = byFirst.get(slot.stem) ?? byFirst.get(slot.token.text) ?? [];
    let length = 0;
    const entry = entries.find((candidate) => {
      length = matchedLength(slots, start, candidate.words);
      return length > 0;
    });
    if (!entry) continue;
    if (wordsNeedingDeterminer.has(slot.token.text) && !determiners.has(slots[start - 1]?.token.text ?? ''))
      continue;
    if (notBeforeBySiteWord.get(slot.token.text)?.has(slots[start + 1]?.token.text ?? '')) continue;
    found.push({ id: entry.id, start, length });
    start += length - 1;
  }
  return found;
}

const siteStems = new Set(bodySites.flatMap((site) => site.words.map(stemWord)));
/** Whether a word names a body site or bodily output ('stool', 'tumbo', 'ventre'). */
export function isSiteWord(slot: WordSlot | undefined): boolean {
  return slot !== undefined && siteStems.has(slot.stem);
}

/** The sites named in a clause, in order (the last one is what a following clause may point back to). */
export function findSites(slots: readonly WordSlot[]): ConceptWord[] {
  return findWords(slots, siteEntries);
}

/** The first words of the multi-word negations ('free of', 'negative for'), stemmed as the slots are. */
const negationPhraseStarts = negationPhrases.map((words) => words.map(stemWord));
const isNegationAt = (slots: readonly WordSlot[], position: number) =>
  negationCues.has(slots[position]?.token.text ?? '') ||
  negationPhraseStarts.some((words) => words.every((word, k) => slots[position + k]?.stem === word));

function isNegated(slots: readonly WordSlot[], state: ConceptWord, site: ConceptWord | undefined): boolean {
  const segment = slots[state.start]?.segment;
  const from = Math.min(state.start, site?.start ?? state.start);
  const reach = Math.max(0, from - negationReach);
  for (let position = from - 1; position >= reach && slots[position]?.segment === segment; position -= 1)
    if (isNegationAt(slots, position)) return !opensClauseBetween(slots, position, from);
  for (let position = from; position < state.start; position += 1)
    if (isNegationAt(slots, position) && !isRestatedAfter(slots, position, state.start)) return true;
  // 'the yellow is not on his feet': a cue between a state and the site after it denies the pair.
  if (site && site.start > state.start)
    for (let position = state.start + state.length; position < site.start; position += 1)
      if (isNegationAt(slots, position)) return true;
  // 'Costovertebral tenderness is absent': a cue a few words after the pair denies it.
  const to = Math.max(state.start + state.length, site ? site.start + site.length : 0);
  for (let position = to; position < to + 3 && slots[position]?.segment === segment; position += 1)
    if (trailingNegationCues.has(slots[position]?.token.text ?? '')) return true;
  return false;
}

const clauseJoiningWords = new Set(['and', 'na', 'et']);
/** A reason given for the denied thing is asserted: 'never felt the nail because his feet are numb'. */
const reasonWords = new Set(['because', 'sababu', 'parce']);

/**
 * 'he has no fever and his belly hurts', 'cannot pass urine and his belly hurts': an 'and' opening a statement of
 * its own (a subject, a possessive with its verb) between a negation and the pair ends the negation's reach, as
 * it does for the wordings' list (negation-lists.ts).
 */
function opensClauseBetween(slots: readonly WordSlot[], cue: number, pairStart: number): boolean {
  const cueText = slots[cue]?.token.text ?? '';
  for (let position = cue + 1; position < pairStart; position += 1) {
    if (reasonWords.has(slots[position]?.token.text ?? '')) return true;
    if (!clauseJoiningWords.has(slots[position]?.token.text ?? '')) continue;
    const segment = slots[position]?.segment;
    const rest = slots.slice(position).filter((slot) => slot.segment === segment);
    if (
      opensOwnClause(
        rest.map((slot) => slot.token),
        cueText,
        () => false,
      )
    )
      return true;
  }
  return false;
}

/**
 * 'the eye does not close, it is red': a comma part that opens by pointing back to the site ('it', 'il')
 * states something new of it, so a negation cue in the part before does not reach past it.
 */
function isRestatedAfter(slots: readonly WordSlot[], cue: number, stateStart: number): boolean {
  for (let position = cue + 1; position < stateStart; position += 1) {
    const slot = slots[position];
    if (slot && slot.segment !== slots[position - 1]?.segment && pointingBack.has(slot.token.text))
      return true;
  }
  return false;
}

/** 'blood and urine tests': a site and a state joined only by 'and' are two nouns, not a statement. */
function areCoordinated(slots: readonly WordSlot[], a: ConceptWord, b: ConceptWord): boolean {
  const [first, second] = a.start < b.start ? [a, b] : [b, a];
  const between = slots.slice(first.start + first.length, second.start).map((slot) => slot.token.text);
  return (
    between.some((word) => conjunctions.has(word)) &&
    between.every((word) => conjunctions.has(word) || determiners.has(word))
  );
}

function distance(a: ConceptWord, b: ConceptWord): number {
  return a.start < b.start ? b.start - (a.start + a.length) : a.start - (b.start + b.length);
}

/**
 * The site a state word speaks of, when the pair is known: the nearest site of its own comma-separated
 * part; else, when its part holds only state words ('Abdomen: distended, tender'), the nearest site
 * before it in the clause.
 */
function siteFor(
  slots: readonly WordSlot[],
  state: ConceptWord,
  sites: readonly ConceptWord[],
  isOnlyStates: (segment: number) => boolean,
  onlyStatesBetween: (state: ConceptWord, site: ConceptWord) => boolean,
): ConceptWord | undefined {
  const segment = slots[state.start]?.segment;
  const candidates = sites.filter(
    (site) =>
      distance(site, state) <= maximumDistance &&
      !areCoordinated(slots, site, state) &&
      (!statesNamingWhere.has(state.id) || site.start > state.start),
  );
  // 'enlarged, nontender lymph nodes': a list of states before their site runs over commas, unless the
  // state's own part names its site ('hands slightly cold, body warm': the cold is the hands').
  const ownSegment = candidates.filter((site) => slots[site.start]?.segment === segment);
  const sameSegment =
    ownSegment.length > 0 ? ownSegment : candidates.filter((site) => onlyStatesBetween(state, site));
  const pool =
    sameSegment.length > 0
      ? sameSegment
      : isOnlyStates(segment ?? -1)
        ? candidates.filter((site) => site.start < state.start)
        : [];
  // The nearest site is the one described: in 'black spots on the skin and loose stools' the skin is.
  const nearest = pool.sort((a, b) => distance(a, state) - distance(b, state))[0];
  return nearest && readingByPair.has(`${nearest.id} ${state.id}`) ? nearest : undefined;
}

/**
 * The site-state pairs of one clause. `isFree(start, length)` says whether a state word was left unread by
 * the phrase matcher (a pair never re-reads a state a wording already took, while its site may belong to a
 * wording: 'abdominal pain, distended'); `carriedSite` is the last site of the clause before.
 */
export function readSiteStatePairs(
  slots: readonly WordSlot[],
  isFree: (start: number, length: number) => boolean,
  isFiller: (slot: WordSlot) => boolean,
  carriedSite: string | undefined,
): SiteStatePair[] {
  const allStates = findWords(slots, stateEntries);
  const states = allStates.filter((state) => isFree(state.start, state.length));
  if (states.length === 0) return [];
  const sites = findSites(slots);
  const stateStarts = new Set(
    states.flatMap((state) => Array.from({ length: state.length }, (_, k) => state.start + k)),
  );
  const segmentsWithOtherWords = new Set(
    slots
      .filter((slot, position) => !stateStarts.has(position) && !isFiller(slot))
      .map((slot) => slot.segment),
  );
  const isOnlyStates = (segment: number) => !segmentsWithOtherWords.has(segment);
  const isDescribing = (slot: WordSlot, position: number) =>
    stateStarts.has(position) ||
    isFiller(slot) ||
    slot.token.text.startsWith('non') ||
    slot.token.text.endsWith('less');
  // Every state word of the clause, read or not: in 'the knee is swollen, hot and he keeps it bent' the
  // swelling a wording took still continues the list of states the knee is given.
  const anyStateAt = new Set(
    allStates.flatMap((state) => Array.from({ length: state.length }, (_, k) => state.start + k)),
  );
  const isDescribingAfterSite = (slot: WordSlot, position: number) =>
    anyStateAt.has(position) || isDescribing(slot, position);
  const onlyStatesBetween = (state: ConceptWord, site: ConceptWord) =>
    state.start < site.start
      ? slots
          .slice(state.start + state.length, site.start)
          .every((slot, offset) => isDescribing(slot, state.start + state.length + offset))
      : // 'the knee is swollen, hot and he keeps it bent': a list of states after their site runs over
        // commas, whatever the last part goes on to tell after 'and'.
        slots
          .slice(site.start + site.length, state.start)
          .every((slot, offset) => isDescribingAfterSite(slot, site.start + site.length + offset));
  const pointsBack =
    sites.length === 0 &&
    slots.some((slot) => pointingBack.has(slot.token.text) || selfReferringSwahili.test(slot.token.text));
  const pairs: SiteStatePair[] = [];
  const siteByPosition = new Map<number, ConceptWord>();
  for (const site of sites) for (let k = 0; k < site.length; k += 1) siteByPosition.set(site.start + k, site);
  // Only the sites within reach of a state are weighed: each state looks at a bounded window.
  const sitesNear = (state: ConceptWord) => {
    const near = new Set<ConceptWord>();
    const from = state.start - maximumDistance - 1;
    const to = state.start + state.length + maximumDistance;
    for (let position = from; position <= to; position += 1) {
      const site = siteByPosition.get(position);
      if (site) near.add(site);
    }
    return [...near];
  };
  for (const state of states) {
    const site = siteFor(slots, state, sitesNear(state), isOnlyStates, onlyStatesBetween);
    const reading = site
      ? readingByPair.get(`${site.id} ${state.id}`)
      : pointsBack && carriedSite
        ? readingByPair.get(`${carriedSite} ${state.id}`)
        : undefined;
    if (!reading) continue;
    const negated = isNegated(slots, state, site);
    const pair: SiteStatePair = { reading, stateWord: state, negated };
    if (site) pair.siteWord = site;
    pairs.push(pair);
    // 'eyes and face look yellow', 'fingers and toes feel icy': sites joined by 'and' share the state.
    for (const other of site
      ? sitesNear(site).filter((near) => near !== site && areCoordinated(slots, near, site))
      : []) {
      const shared = readingByPair.get(`${other.id} ${state.id}`);
      if (shared) pairs.push({ reading: shared, stateWord: state, siteWord: other, negated });
    }
  }
  return pairs;
}

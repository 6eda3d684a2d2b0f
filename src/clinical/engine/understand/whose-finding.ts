import type { WordSlot } from './match-phrases';
import { readDurationDays } from './read-duration';
import { timeUnitDays } from './word-lists/time-words';
import { isTakenByThePatient } from './taken-from-another-person';
import { isAnotherPregnancy, pregnancyWords } from './another-pregnancy';

/**
 * Whether a wording read in a clause describes the patient now: not another person ('infant of an
 * epileptic mother', 'his father had a stroke', 'family history of asthma'), not a past event
 * ('previous fainting spells', 'a history of fits as a toddler'), and not an adjective that only looks
 * like a symptom ('a faint murmur').
 */

/** People other than the patient whose illnesses a history mentions. */
const otherPeople = new Set([
  'mother',
  'mum',
  'mom',
  'father',
  'dad',
  'sister',
  'brother',
  'sibling',
  'siblings',
  'sisters',
  'brothers',
  'husband',
  'wife',
  'spouse',
  'son',
  'daughter',
  'grandmother',
  'grandfather',
  'grandparent',
  'aunt',
  'uncle',
  'cousin',
  'cousins',
  'neighbour',
  'neighbor',
  'roommate',
  'classmate',
  'classmates',
  'family',
  'mere',
  'pere',
  'frere',
  'soeur',
  'kaka',
  'dada',
  'mama',
  'baba',
  'mke',
  'mume',
  'babu',
  'shangazi',
  'mjomba',
  'ndugu',
  'fils',
  'mari',
  'oncle',
  'tante',
]);
/** Words for a baby: past infancy, the patient is not the baby whose eyes or cord a text tells of. */
const babyWords = new Set(['baby', 'babys', 'infant', 'newborn', 'neonate']);
/** Relatives who are children: told of by a parent when the patient is a child, they are the patient. */
const childRelatives = new Set(['son', 'daughter', 'fils']);
/**
 * Kiswahili puts the owner after the relative: 'mama yake ana kisukari' (his mother has diabetes). 'mama
 * yangu' (my mother) is, like 'my mother', the narrator's and may be the patient.
 */
const ownersAfter = new Set(['yake', 'wake', 'zake', 'yao', 'wao', 'zao']);
/** Owners that name the patient's relative, not the patient: 'his mother', 'the baby's father'. */
const possessives = new Set(['his', 'her', 'their', 'its', 's', 'sa', 'son', 'ses', 'leur', 'yake']);
/** Words that may stand between a relative and what they have: 'father had a stroke', 'mother is diabetic'. */
const relativeLinks = new Set([
  'has',
  'had',
  'have',
  'is',
  'was',
  'also',
  'known',
  'a',
  'an',
  'the',
  'history',
  'of',
  'died',
  'from',
  'suffers',
  'suffered',
  'diagnosed',
  'treated',
  'for',
  'on',
  'in',
  'during',
  'ana',
  'alikuwa',
  'est',
  'avait',
  // French: 'sa mère a le diabète', 'son fils a de la fièvre', 'son père souffre d'asthme'.
  ...['a', 'le', 'la', 'les', 'l', 'de', 'du', 'des', 'd', 'un', 'une', 'aussi', 'souffre', 'eu'],
]);
/** A list of what the relative has: 'father has allergies and wheezing', 'sa mère a l'asthme et l'eczéma'. */
const listWords = new Set(['and', 'et', 'na']);
/** A child's parents: told of bare ('father has asthma') when the patient is a child, they are not the patient. */
const parentWords = new Set([
  'father',
  'mother',
  'dad',
  'mum',
  'mom',
  'parents',
  'pere',
  'mere',
  'baba',
  'papa',
]);
/** Words before a relative who comes with the patient: 'brought by her mother', 'amenée par sa sœur'. */
const companionWords = new Set(['by', 'with', 'accompanied', 'par', 'avec']);
/** 'infant of a diabetic mother', 'born to an HIV-positive mother': the wording describes the mother. */
const ofWords = new Set(['of', 'to', 'from', 'de']);

/**
 * Verbs that tell an illness that happened and ended ('had malaria last year', 'was treated for TB in
 * 2019'), as against one that began then and goes on ('started', 'has had … since').
 */
const completedEventWords = new Set([
  'had',
  'was',
  'were',
  'treated',
  'diagnosed',
  'suffered',
  'experienced',
  'sustained',
  'contracted',
  'caught',
  'got',
  'underwent',
  'survived',
  'alikuwa',
  'aliugua',
  'alitibiwa',
  'avait',
  'eu',
  'traite',
  'traitee',
]);
/**
 * History findings that name an event of this illness, not a standing condition: told at a remote time
 * ('delivered in 2019') they are over, while 'diagnosed with diabetes in 2015' still tells a known
 * condition. An injury stays history however long ago: a road crash four months before a headache that
 * will not settle is the clue to a subdural bleed.
 */
export const recentEventFindings = new Set([
  'drowning',
  'choking-foreign-body',
  'swallowed-foreign-body',
  'recent-childbirth',
  'recent-abortion',
  'recent-sore-throat',
  'recent-skin-or-throat-infection',
  'recent-immobility-surgery',
  'ruptured-membranes',
  'prolonged-labour',
  'missed-meal',
  'stopped-drinking-recently',
  'sudden-onset-neuro',
  // Its danger (air or blood in the chest) is of the hours after the wound: a stab years ago is a scar.
  'penetrating-chest-injury',
]);

/** Words that put the start of a lasting illness at a past time: 'started two years ago', 'since 2019'. */
const onsetWords = new Set([
  'started',
  'began',
  'begun',
  'begins',
  'starts',
  'onset',
  'since',
  'tangu',
  'depuis',
]);
/** Words before 'last year' that make it a span up to now: 'over the last year' is lately. */
const spanWords = new Set(['over', 'during', 'the', 'for', 'within', 'past', 'throughout', 'in']);
/** Units of time a remote past is counted in ('two years ago'); days and weeks ago are this illness. */
const isRemoteUnit = (text: string) => (timeUnitDays[text] ?? 0) >= 28;
const yearNumber = /^(?:19[5-9]\d|20[0-3]\d)$/;

/**
 * Whether a part names a time long past: 'last year', 'in 2019', 'two years ago', 'il y a 3 ans', 'mwaka
 * jana'. A time in days or weeks is not remote: 'had a fever two days ago' is this illness.
 */
function namesRemotePast(part: readonly WordSlot[]): boolean {
  return part.some((slot, index) => {
    const text = slot.token.text;
    const before = part[index - 1]?.token.text ?? '';
    const after = part[index + 1]?.token.text ?? '';
    if (text === 'last' && after === 'year') return !spanWords.has(before);
    if (pregnancyWords.has(text) && isAnotherPregnancy(part, index)) return true;
    // 'two years ago'; Kiswahili puts the number after its unit: 'miaka mitatu iliyopita'.
    if (text === 'ago') return isRemoteUnit(before);
    if (text === 'iliyopita' || text === 'uliopita')
      return isRemoteUnit(before) || isRemoteUnit(part[index - 2]?.token.text ?? '');
    if (text === 'y' && before === 'il' && after === 'a')
      return isRemoteUnit(part[index + 3]?.token.text ?? '');
    if (text === 'mwaka' && after === 'jana') return true;
    // 'l'année dernière', 'l'an dernier'.
    if ((text === 'annee' && after === 'derniere') || (text === 'an' && after === 'dernier')) return true;
    // The reader keeps no clock: a year told with an episode that came back ('again') is now (below).
    return yearNumber.test(text) && (before === 'in' || before === 'en' || before === 'mwaka');
  });
}

/**
 * 'She had malaria last year', 'was treated for TB in 2019', 'In 2015, he had jaundice': an illness told
 * with a completed-event verb and a remote time in its part (or in a part of its own opening the clause)
 * is over, unless a word puts it now ('now', 'still', 'since').
 */
/** Words that join two statements in one part: 'had a head injury in 2019 and has fits since'. */
const statementJoins = new Set(['and', 'but', 'which', 'who', 'then', 'na', 'et', 'mais']);

/** The slots of the statement holding `start`: its part, cut at the words that join statements. */
function statementAround(slots: readonly WordSlot[], start: number): WordSlot[] {
  const segment = slots[start]?.segment;
  let first = start;
  while (
    first > 0 &&
    slots[first - 1]?.segment === segment &&
    !statementJoins.has(slots[first - 1]?.token.text ?? '')
  )
    first -= 1;
  let last = start;
  while (slots[last + 1]?.segment === segment && !statementJoins.has(slots[last + 1]?.token.text ?? ''))
    last += 1;
  return slots.slice(first, last + 1);
}

/**
 * `isEvent`: the wording names an event that is over once told ('gave birth … two years ago'), so a remote
 * time in its statement is enough without a completed-event verb.
 */
export function isRemotePastEvent(slots: readonly WordSlot[], start: number, isEvent = false): boolean {
  const segment = slots[start]?.segment ?? 0;
  const part = statementAround(slots, start);
  const opening = slots.filter((slot) => slot.segment === 0);
  const hasRemoteTime =
    namesRemotePast(part) ||
    (segment > 0 && namesRemotePast(opening) && opening.length <= 5 && opening[0]?.token.text === 'in');
  if (!hasRemoteTime) return false;
  const texts = part.map((slot) => slot.token.text);
  if (texts.some((text) => presentWords.has(text) || onsetWords.has(text) || text === 'still')) return false;
  // 'a fit in 2019, again today': an episode that has come back anywhere in the clause is happening now.
  if (isEvent) return !slots.some((slot) => recurrenceWords.has(slot.token.text));
  const before = partBefore(slots, start, 8).map((slot) => slot.token.text);
  return before.some((text) => completedEventWords.has(text));
}

/** Past markers: 'previous', 'prior', 'past history', 'in childhood' ('dans l'enfance'); the wording after them is over. */
const pastMarkers = new Set(['previous', 'prior', 'previously', 'childhood', 'h/o', 'enfance']);
/** 'past' marks the past only before these ('past medical history'); 'over the past year' is lately. */
const pastFollowers = new Set(['history', 'medical', 'surgical', 'episode', 'episodes']);
/** Events whose 'history of' without a duration is a past event: 'a history of fits' is not fitting now. */
const episodicFindings = new Set([
  'convulsions',
  'syncope',
  // A coma told in the past ('was in a coma last year', 'a history of coma') is over: not unconscious now.
  'unconscious',
  'loss-of-consciousness-after-injury',
  'focal-seizure-features',
  'seizure-over-5-minutes',
]);
/**
 * Episodes that a time long ago puts in the past: 'last fit a year ago', 'tried to kill himself in 2015',
 * and injuries: 'hx open # tibia 2 yrs ago' is an old fracture, whose consequence is what is seen now.
 */
const remotePastEpisodes = new Set([
  ...episodicFindings,
  'suicidal-thoughts',
  'limb-deformity-fracture',
  'open-fracture',
  'forearm-wrist-fracture',
  'hip-thigh-fracture',
  'lower-leg-fracture',
  'upper-arm-elbow-fracture',
  'shoulder-dislocation',
  'head-injury',
  'road-traffic-injury',
]);
/** Words that say an episode has come back: 'again', Kiswahili 'tena', French 'encore', 'à nouveau'. */
const recurrenceWords = new Set(['again', 'tena', 'encore', 'nouveau', 'recurred', 'returned']);
/** Words that put a wording in the present even after a past marker ('previous ... now has'). */
const presentWords = new Set([
  ...['now', 'currently', 'today', 'presently', 'again', 'since', 'ongoing'],
  ...['maintenant', 'actuellement', 'encore', 'depuis'],
]);
/** Adjectives spelt like a symptom: 'faint' before a noun ('a faint rash') is not fainting. */
const adjectiveSenses = new Set(['faint']);
const notNouns = new Set([
  'and',
  'or',
  'at',
  'in',
  'on',
  'when',
  'after',
  'with',
  'while',
  'during',
  'feeling',
]);

/** Up to `count` slots before `start`, in its comma-separated part. */
function partBefore(slots: readonly WordSlot[], start: number, count: number): WordSlot[] {
  const segment = slots[start]?.segment;
  return slots.slice(Math.max(0, start - count), start).filter((slot) => slot.segment === segment);
}

/** 'faint' followed in its part by a word that could be its noun. */
export function isAdjectiveOnly(slots: readonly WordSlot[], start: number, span: number): boolean {
  if (span !== 1 || !adjectiveSenses.has(slots[start]?.token.text ?? '')) return false;
  const next = slots[start + 1];
  return (
    next !== undefined &&
    next.segment === slots[start]?.segment &&
    next.token.kind === 'word' &&
    !notNouns.has(next.token.text)
  );
}

/**
 * 'Mother HIV positive on ART', 'her mother … not on ART': a part that opens with a relative, bare or owned (not
 * 'mother of three'), is about that relative, for a known condition or a test result anywhere in the part.
 */
function opensWithRelative(slots: readonly WordSlot[], start: number, patientIsChild: boolean): boolean {
  const segment = slots[start]?.segment;
  let first = start;
  while (first > 0 && slots[first - 1]?.segment === segment) first -= 1;
  if (first === start) return false;
  const lead = slots[first]?.token.text ?? '';
  const owned =
    (lead === 'the' || possessives.has(lead)) && otherPeople.has(slots[first + 1]?.token.text ?? '');
  const opening = owned ? first + 1 : first;
  const relative = slots[opening];
  const next = slots[opening + 1];
  return (
    relative !== undefined &&
    opening < start &&
    otherPeople.has(relative.token.text) &&
    // A child's son or daughter told of is the child seen; French 'son' is also 'his' ('son oreille coule').
    !(patientIsChild && childRelatives.has(relative.token.text)) &&
    !(next !== undefined && next.segment === segment && ofWords.has(next.token.text))
  );
}

/** People a possessive may pass through on its way to its owner: 'the neighbour's child's eyes'. */
const possessedPeople = new Set([
  'child',
  'baby',
  'kid',
  'infant',
  'boy',
  'girl',
  'son',
  'daughter',
  'friend',
  'partner',
  'husband',
  'wife',
]);

/** Words that open a statement of its own between a possessive and a wording: 'the mother's worry is that he …'. */
const newSubjectWords = new Set([
  'that',
  'says',
  'said',
  'reports',
  'reported',
  'tells',
  'told',
  'and',
  'or',
  'but',
  'when',
  'while',
  'because',
  'who',
  'which',
  'he',
  'she',
  'they',
  'i',
  'we',
  'my',
  'patient',
]);

/**
 * Owners that make a relative the narrator's: 'my son's neck is stiff' is told by a parent about the
 * patient, so the finding stays the patient's; 'her mother's belly' is the patient's mother.
 */
const narratorOwners = new Set(['my', 'our']);
/** Other people who are not kin: 'our neighbour's boy' is never the patient a parent speaks for. */
const notKin = new Set(['neighbour', 'neighbor', 'roommate', 'classmate', 'classmates', 'family']);

/** Whether the person owning the word at `possessive` ('s') is someone else: 'mother's', 'neighbour's child's'. */
function ownerIsAnotherPerson(
  slots: readonly WordSlot[],
  possessive: number,
  patientIsChild: boolean,
): boolean {
  const segment = slots[possessive]?.segment;
  for (let index = possessive - 1; index >= 0; index -= 2) {
    const owner = slots[index];
    if (!owner || owner.segment !== segment) return false;
    // 'a mother tells us her daughter's eyes are yellow': a parent's son or daughter, when the patient is a child, is the
    // child seen.
    if (patientIsChild && childRelatives.has(owner.token.text)) return false;
    if (otherPeople.has(owner.token.text)) {
      const ownersOwner = slots[index - 1];
      const isNarratorsKin =
        ownersOwner?.segment === segment &&
        narratorOwners.has(ownersOwner.token.text) &&
        !notKin.has(owner.token.text);
      return !isNarratorsKin;
    }
    if (!possessedPeople.has(owner.token.text) || slots[index - 1]?.token.text !== 's') return false;
  }
  return false;
}

/**
 * 'her mother's belly is swollen', 'his wife's legs', 'the neighbour's child has jaundice': a possessive
 * naming another person, a few words before the wording, makes what follows that person's.
 */
function isOwnedByAnotherPerson(
  slots: readonly WordSlot[],
  start: number,
  patientIsPastInfancy: boolean,
  patientIsChild: boolean,
): boolean {
  const segment = slots[start]?.segment;
  for (let index = start - 1; index >= Math.max(0, start - 5); index -= 1) {
    const slot = slots[index];
    if (!slot || slot.segment !== segment) return false;
    const text = slot.token.text;
    // 'my baby's eyes are yellow' told by a mother of 24: the baby's eyes, not hers.
    if (text === 's' && patientIsPastInfancy && babyWords.has(slots[index - 1]?.token.text ?? ''))
      return true;
    if (text === 's')
      return ownerIsAnotherPerson(slots, index, patientIsChild) && !isTakenByThePatient(slots, index);
    if (newSubjectWords.has(text) || possessives.has(text)) return false;
  }
  return false;
}

/**
 * Whether the wording at [start, end) describes a relative of the patient. `isChildsParentStatus`: the
 * patient is a child and the wording names a known condition or a test result, which a part opening with a
 * relative attributes to that relative.
 */
export interface WhoIsTold {
  /** The patient is a child and the wording names a known condition or a test result. */
  isChildsParentStatus?: boolean;
  /** The patient is a child (under 12 years). */
  patientIsChild?: boolean;
  /** The patient's age is known and past infancy (5 years or more): a baby told of is someone else. */
  patientIsPastInfancy?: boolean;
}

export function isAboutAnotherPerson(
  slots: readonly WordSlot[],
  start: number,
  end: number,
  { isChildsParentStatus = false, patientIsChild = false, patientIsPastInfancy = false }: WhoIsTold = {},
): boolean {
  if (isChildsParentStatus && opensWithRelative(slots, start, patientIsChild)) return true;
  if (isOwnedByAnotherPerson(slots, start, patientIsPastInfancy, patientIsChild)) return true;
  const segment = slots[start]?.segment;
  const after = slots[end];
  // 'infant of a diabetic mother': the wording qualifies a relative introduced by 'of'/'to'.
  if (after && after.segment === segment && otherPeople.has(after.token.text)) {
    const before = [slots[start - 1], slots[start - 2]].filter((slot) => slot?.segment === segment);
    if (before.some((slot) => slot && (ofWords.has(slot.token.text) || possessives.has(slot.token.text))))
      return true;
  }
  // 'his mother has diabetes', 'family history of asthma', 'the baby's father had TB'; a one-word item of a
  // list is stepped over ('father has allergies and wheezing'), a longer one is not ('has noticed cough and').
  let inList = false;
  let listItemWords = 0;
  for (let index = start - 1; index >= Math.max(0, start - 8); index -= 1) {
    const slot = slots[index];
    if (!slot || slot.segment !== segment) return false;
    const text = slot.token.text;
    if (ownersAfter.has(text) && otherPeople.has(slots[index - 1]?.token.text ?? '')) {
      const lead = slots[index - 2];
      return !(lead?.segment === segment && companionWords.has(lead.token.text));
    }
    if (otherPeople.has(text)) {
      // 'the mother says her son has a fever': a child's son or daughter told of is the child seen.
      if (patientIsChild && childRelatives.has(text)) return false;
      const owner = slots[index - 1];
      const hasOwner = owner?.segment === segment && possessives.has(owner.token.text);
      // 'brought in by her brother for chest pain': the relative who brings the patient is not the one ill.
      const lead = slots[hasOwner ? index - 2 : index - 1];
      if (lead?.segment === segment && companionWords.has(lead.token.text)) return false;
      return text === 'family' || hasOwner || (patientIsChild && parentWords.has(text));
    }
    if (listWords.has(text) && listItemWords === 0) {
      inList = true;
      continue;
    }
    if (relativeLinks.has(text)) continue;
    if (!inList || listItemWords >= 1) return false;
    listItemWords += 1;
  }
  return false;
}

/** Whether the wording at [start, end), naming `findingId`, is a past event rather than the illness now. */
/** 'fits as a baby', 'wheeze in childhood': a time of life after the wording puts it in the past. */
const lifeStages = new Set(['child', 'baby', 'infant', 'toddler', 'kid', 'childhood', 'teenager', 'enfance']);

function isFollowedByLifeStage(slots: readonly WordSlot[], end: number): boolean {
  const segment = slots[end - 1]?.segment;
  const after = slots.slice(end, end + 3).filter((slot) => slot.segment === segment);
  const link = after[0]?.token.text;
  // 'in childhood' only: 'fits in a child of three' is the patient now.
  const stage = after.slice(1).find((slot) => lifeStages.has(slot.token.text))?.token.text;
  // 'a coma during malaria as a child': the time of life may close the statement a few words on.
  const later = slots.slice(end, end + 7).filter((slot) => slot.segment === segment);
  const asStage = later.some(
    (slot, index) =>
      slot.token.text === 'as' &&
      later.slice(index + 1, index + 3).some((next) => lifeStages.has(next.token.text)),
  );
  return (
    asStage ||
    (link === 'as' && stage !== undefined) ||
    (link === 'in' && stage === 'childhood') ||
    // 'convulsions dans l'enfance', 'pendant l'enfance'.
    ((link === 'dans' || link === 'pendant') && stage === 'enfance')
  );
}

export function isPastEvent(
  slots: readonly WordSlot[],
  start: number,
  end: number,
  findingId: string,
): boolean {
  if (isFollowedByLifeStage(slots, end)) return true;
  // 'last fit eight months ago', 'a seizure in 2023': a fit dated long ago is not a fit now.
  if (remotePastEpisodes.has(findingId) && isRemotePastEvent(slots, start, true)) return true;
  // 'Past history: treated for a chest infection as a baby': a past-history heading
  // reaches the whole part after it; 'previous', 'prior' only the few words after them.
  const part = partBefore(slots, start, 16);
  const near = part.length - 6;
  let marker = part.findIndex(
    (slot, index) =>
      (index >= near && pastMarkers.has(slot.token.text) && part[index + 1]?.token.text !== 'to') ||
      (slot.token.text === 'past' && pastFollowers.has(part[index + 1]?.token.text ?? '')),
  );
  // 'a history of fits' (no duration): past for episodic events; '2-day history of fits' is not.
  if (marker < 0 && episodicFindings.has(findingId))
    marker = part.findIndex(
      (slot, index) => index >= near && slot.token.text === 'history' && part[index + 1]?.token.text === 'of',
    );
  if (marker < 0 || part.slice(marker).some((slot) => presentWords.has(slot.token.text))) return false;
  const whole = slots.filter((slot) => slot.segment === slots[start]?.segment);
  return readDurationDays(whole.map((slot) => slot.token)) === undefined;
}

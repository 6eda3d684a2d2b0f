import { isFrenchFiniteVerb } from './french-verbs';
import type { PhraseIndex } from './phrase-index';
import { readDurationDays } from './read-duration';
import type { TextMatch } from './read-text';
import { stemWord } from './stem';
import { swahiliFormOf } from './word-forms';
import { swahiliInfinitive } from './swahili-verbs';
import type { Token } from './tokenise';
import { negationCues } from './word-lists/negation-words';
import { severityWords, suddenOnsetWords } from './word-lists/severity-and-onset-words';
import { partOfDayWords, timeAnchorWords } from './word-lists/time-words';
import { treatmentWords } from './word-lists/treatment-words';

/**
 * How far a negation reaches across the commas of a list. 'He denies nausea, vomiting, or diarrhoea' and
 * 'has had no chills, sweats, or rash' deny every item (the NegEx convention of a negation
 * scope running to the end of a coordinated list), while 'no fever, cough for 3 days' denies only the
 * fever: an item with its own duration, its own assertion ('has', 'with') or words the reader could not
 * place ends the list.
 *
 * A negation governs a list of the things it names, not a new statement. So the list also ends at:
 * - an item that opens a clause of its own: a subject ('he collapsed'), an inability ('unable to drink',
 *   'hawezi kunywa'), a negated French verb ('ne boit plus'), a conjugated Kiswahili verb ('amezimia'), or,
 *   after a negator of things ('no', 'denies', 'hakuna', 'sans'), an English past verb standing alone
 *   ('denies chest pain, collapsed, sweating': he collapsed and sweats). A past participle before a noun
 *   names a thing ('no headache, blurred vision or epigastric pain'), and after 'not' one state follows
 *   another ('not pale, jaundiced or cyanosed'), so both stay in the list;
 * - an item of another kind than the negated history or treatment at its head: 'not on ART, severe
 *   headache and neck stiffness' denies the treatment, not the symptoms told after it.
 * When the reading is open, the danger sign is kept: 'no fever, vomiting since morning' leaves the
 * vomiting present (its own duration ends the list), and a list needs its closing 'or' / 'and' unless a
 * verb of denial governs it ('no fever, convulsing' denies only the fever).
 */

/** Verbs of denial govern a whole list even without a closing 'or'/'and': 'denies fever, cough, rash'. */
const denialCues = new Set(['denies', 'denied', 'deny', 'denying', 'nie', 'without', 'sans', 'bila']);
const listConjunctions = new Set(['or', 'nor', 'and', 'ou', 'ni', 'et', 'au', 'wala', 'na']);
/** Words that assert what follows: a part holding one starts a new statement, not a list item. */
const assertionWords = new Set([
  'has',
  'have',
  'had',
  'having',
  'reports',
  'reported',
  'complains',
  'complaining',
  'presents',
  'presented',
  'developed',
  'develops',
  'noted',
  'is',
  'are',
  'was',
  'were',
  'with',
  'present',
  'positive',
  'now',
  'but',
  'ana',
  'anaye',
  'avec',
]);

export interface ListPart {
  tokens: readonly Token[];
  /** The part named at least one finding. */
  hasFindings: boolean;
  /** The part held words the reader could not place. */
  hasUnknownWords: boolean;
  /** The part named a symptom, sign or vital sign (not only a history, exposure or test). */
  hasSymptoms?: boolean;
  /** An 'and' inside the part opens a clause of its own ('chest pain and collapsed at work'). */
  hasClauseInside?: boolean;
}

/** Words that open a clause of their own at the head of a part: a subject, an inability, what comes next. */
const clauseOpeners = new Set([
  'he',
  'she',
  'they',
  'i',
  'we',
  'il',
  'elle',
  'ils',
  'elles',
  'yeye',
  'cannot',
  'unable',
  'hawezi',
  'hashindwa',
  'ne',
  'n',
  'then',
  'kisha',
  'halafu',
  'puis',
]);
/**
 * A possessive opening a statement with its own verb: 'not able to pass urine and his belly hurts' tells the
 * belly's pain, not one more thing he cannot do.
 */
const possessives = new Set(['his', 'her', 'my', 'their', 'our']);
const bodyVerbs = new Set(['hurts', 'aches', 'pains', 'burns', 'bleeds', 'itches', 'throbs', 'swells']);
/** Common English past forms that do not end in -ed. */
const irregularPasts = new Set(['fell', 'bled', 'woke', 'began', 'became', 'went', 'lost', 'threw', 'broke']);
/** Negators of a state, after which past participles are states in a row: 'not pale, jaundiced or cyanosed'. */
const stateNegators = new Set(['not', 'never', 'si', 'nor', 'neither']);
const leadingConjunctions = new Set(['and', 'or', 'na', 'et', 'ou', 'au', 'wala', 'nor']);
/** Words that may follow a verb inside its clause without making it a noun's adjective: 'collapsed at home'. */
const afterVerbWords = new Set([
  'at',
  'in',
  'on',
  'to',
  'twice',
  'once',
  'again',
  'today',
  'yesterday',
  'suddenly',
  'this',
  'last',
  'while',
  'when',
  'after',
  'before',
  'during',
  'and',
  'or',
  'down',
  'over',
  'out',
  'up',
]);

const isPastVerb = (word: string) =>
  irregularPasts.has(word) || (word.length >= 5 && word.endsWith('ed') && !word.endsWith('eed'));

/**
 * Whether the words (a part, or what follows 'and' inside one) open a clause of their own rather than
 * name one more item of the list that `cue` negates.
 */
export function opensOwnClause(
  words: readonly Token[],
  cue: string,
  isConjugatedVerb: (word: string) => boolean,
): boolean {
  const content = words.filter((token) => token.kind !== 'break');
  let first = 0;
  while (leadingConjunctions.has(content[first]?.text ?? '')) first += 1;
  const head = content[first]?.text;
  if (!head) return false;
  if (clauseOpeners.has(head) || isConjugatedVerb(head)) return true;
  // 'pas de fièvre et vomit depuis hier': a French verb after 'et' tells a statement of its own.
  if (first > 0 && content[first - 1]?.text === 'et' && isFrenchFiniteVerb(head)) return true;
  if (head !== 'with' && assertionWords.has(head)) return true;
  if (possessives.has(head))
    return content
      .slice(first + 2, first + 4)
      .some(
        (token) => bodyVerbs.has(token.text) || (token.text !== 'with' && assertionWords.has(token.text)),
      );
  if (stateNegators.has(cue) || !isPastVerb(head)) return false;
  const next = content[first + 1];
  return !next || next.kind !== 'word' || afterVerbWords.has(next.text) || next.text.endsWith('ly');
}

/** Words that make a negated part about the history: 'no history of fits', 'pas d'antécédent d'asthme'. */
const historyWords = new Set(['history', 'hx', 'historia', 'antecedent', 'antecedents', 'atcd', 'known']);
/** Words that make a negated part naming no symptom about a treatment: 'not on ART', 'pas sous traitement'. */
const takingWords = new Set(['on', 'taking', 'sous', 'vaccinated', 'immunised', 'immunized']);

/** Whether the negated head part tells a treatment or the history, not a symptom or sign now. */
function isHistoryHead(part: ListPart | undefined): boolean {
  if (!part) return false;
  if (part.tokens.some((token) => historyWords.has(token.text))) return true;
  if (part.hasSymptoms) return false;
  if (part.hasFindings) return true;
  return part.tokens.some((token) => takingWords.has(token.text) || treatmentWords.has(token.text));
}

const frequencyWords = new Set(['once', 'twice', 'thrice', 'times', 'x2', 'x3', 'mara']);

/** A part placed at its own moment or count ('vomited blood twice today', 'this morning'): told, not denied. */
function isTimedItem(words: readonly Token[]): boolean {
  return words.some(
    (token, index) =>
      timeAnchorWords.has(token.text) ||
      frequencyWords.has(token.text) ||
      (partOfDayWords.has(token.text) && words[index - 1]?.text === 'this'),
  );
}

/** A part that grades its finding or gives its onset ('severe headache', 'douleur intense'): told as it is. */
const isGradedItem = (words: readonly Token[]) =>
  words.some((token) => token.text in severityWords || suddenOnsetWords.has(token.text));

function isBareItem(part: ListPart | undefined): part is ListPart {
  if (!part || !part.hasFindings || part.hasUnknownWords) return false;
  const words = part.tokens.filter((token) => token.kind !== 'break');
  if (words.some((token) => assertionWords.has(token.text) || negationCues.has(token.text))) return false;
  return readDurationDays(words) === undefined;
}

/** Conjunctions that close a list of alternatives: 'no headache, visual upset or epigastric pain'. */
const closingConjunctions = new Set(['or', 'nor', 'ou', 'ni', 'wala']);

/**
 * The last item of a list, closed by 'or', that also holds words the reader could not place: it is still
 * denied ('no headache, visual symptoms or epigastric pain'); 'and' alone does not close it, since
 * 'no fever, looks unwell and coughing' may start a new statement.
 */
function isClosingItem(part: ListPart | undefined): boolean {
  if (!part || !part.hasFindings || !part.hasUnknownWords) return false;
  const words = part.tokens.filter((token) => token.kind !== 'break');
  if (!words.some((token) => closingConjunctions.has(token.text))) return false;
  if (words.some((token) => assertionWords.has(token.text) || negationCues.has(token.text))) return false;
  return readDurationDays(words) === undefined;
}

/** A part naming no finding, asserting nothing and giving no duration: an item of a list the reader could not place. */
function isUnplacedItem(part: ListPart | undefined): boolean {
  if (!part || part.hasFindings) return false;
  const words = part.tokens.filter((token) => token.kind !== 'break');
  if (words.some((token) => assertionWords.has(token.text) || negationCues.has(token.text))) return false;
  return readDurationDays(words) === undefined;
}

/**
 * The parts after `cuePart` (which holds the negation cue `cue`) that the negation also denies: the
 * following bare items of a list, up to the last one joined by a conjunction ('…, fever, or chills'), or
 * all of them after a verb of denial.
 */
export function partsDeniedWithList(
  cue: string,
  cuePart: number,
  parts: readonly ListPart[],
  isConjugatedVerb: (word: string) => boolean = () => false,
): number[] {
  const run: number[] = [];
  const isDenial = denialCues.has(cue);
  const historyHead = isHistoryHead(parts[cuePart]);
  // 'no history of asthma, breathing difficulty or blue lips': alternatives under one negation stay its list.
  const isAlternatives = parts
    .slice(cuePart + 1)
    .some((part) => part.tokens.some((token) => closingConjunctions.has(token.text)));
  for (let part = cuePart + 1; part < parts.length; part += 1) {
    const current = parts[part];
    const tokens = current?.tokens ?? [];
    if (opensOwnClause(tokens, cue, isConjugatedVerb) || isTimedItem(tokens)) break;
    // A symptom after a denied treatment or history, or a graded one, is told unless alternatives are listed.
    if (!isAlternatives && ((historyHead && current?.hasSymptoms) || isGradedItem(tokens))) break;
    if (isBareItem(current)) run.push(part);
    else if (isClosingItem(current)) {
      run.push(part);
      break;
    }
    // 'denies saddle numbness, bladder or bowel upset, fever and weight loss': an item the reader could not
    // place does not end what a verb of denial governs, unless it asserts or dates something of its own.
    else if (!(isDenial && isUnplacedItem(current))) break;
    // 'denies cough, chest pain and collapsed at work': the part's first item is denied, the clause after its 'and' is not.
    if (current?.hasClauseInside) break;
  }
  if (isDenial) return run;
  let last = -1;
  run.forEach((part, position) => {
    if (parts[part]?.tokens.some((token) => listConjunctions.has(token.text))) last = position;
  });
  return run.slice(0, last + 1);
}

const symptomKinds = new Set(['symptom', 'sign', 'vital']);

/**
 * A conjugated Kiswahili verb ('amezimia', 'anapumua'): its infinitive is a word of the vocabulary, which
 * the English and French words of the same shape ('anaemia', 'ataxia') are not.
 */
export function isConjugatedSwahiliVerb(word: string, index: PhraseIndex): boolean {
  const infinitive = swahiliInfinitive(word);
  if (
    infinitive !== undefined &&
    (index.knownWords.has(infinitive) || index.knownStems.has(stemWord(infinitive)))
  )
    return true;
  // 'kinaniuma', 'vimevimba', 'anayetapika': any person, class or tense of a verb the vocabulary holds.
  return swahiliFormOf(word, index)?.isVerb === true;
}

/** A negation reaches the bare items of a list after it: 'denies nausea, vomiting, or diarrhoea'. */
export function denyListItems(
  clauseMatches: Array<TextMatch & { segment: number }>,
  negationCueBySegment: ReadonlyMap<number, string>,
  tokensBySegment: readonly Token[][],
  segmentsWithUnknownWords: ReadonlySet<number>,
  index: PhraseIndex,
  clauses: {
    positionOf: ReadonlyMap<TextMatch, number>;
    clauseStartBySegment: ReadonlyMap<number, number>;
  },
): void {
  if (negationCueBySegment.size === 0) return;
  const isSymptom = (findingId: string) => symptomKinds.has(index.kindById.get(findingId) ?? '');
  // Only what comes before a clause opened inside a part is an item of a list.
  const isListItem = (match: TextMatch & { segment: number }) =>
    (clauses.positionOf.get(match) ?? 0) < (clauses.clauseStartBySegment.get(match.segment) ?? Infinity);
  const parts = tokensBySegment.map((tokens, segment) => {
    const items = clauseMatches.filter((match) => match.segment === segment && isListItem(match));
    const clauseStart = clauses.clauseStartBySegment.get(segment) ?? Infinity;
    return {
      tokens: tokens.filter((token) => token.start < clauseStart),
      hasFindings: items.length > 0,
      hasUnknownWords: segmentsWithUnknownWords.has(segment),
      hasSymptoms: items.some((match) => isSymptom(match.findingId)),
      hasClauseInside: clauses.clauseStartBySegment.has(segment),
    };
  });
  const isVerb = (word: string) => isConjugatedSwahiliVerb(word, index);
  for (const [segment, cue] of negationCueBySegment) {
    const denied = new Set(partsDeniedWithList(cue, segment, parts, isVerb));
    for (const match of clauseMatches)
      if (denied.has(match.segment) && isListItem(match)) match.present = false;
  }
}

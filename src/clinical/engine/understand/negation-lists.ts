import { readDurationDays } from './read-duration';
import type { Token } from './tokenise';
import { negationCues } from './word-lists';

/**
 * How far a negation reaches across the commas of a list. 'He denies nausea, vomiting, or diarrhoea' and
 * 'has had no chills, sweats, or rash' deny every item (the NegEx convention of a negation
 * scope running to the end of a coordinated list), while 'no fever, cough for 3 days' denies only the
 * fever: an item with its own duration, its own assertion ('has', 'with') or words the reader could not
 * place ends the list.
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
}

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
export function partsDeniedWithList(cue: string, cuePart: number, parts: readonly ListPart[]): number[] {
  const run: number[] = [];
  const isDenial = denialCues.has(cue);
  for (let part = cuePart + 1; part < parts.length; part += 1) {
    if (isBareItem(parts[part])) run.push(part);
    else if (isClosingItem(parts[part])) {
      run.push(part);
      break;
    }
    // 'denies saddle numbness, bladder or bowel upset, fever and weight loss': an item the reader could not
    // place does not end what a verb of denial governs, unless it asserts or dates something of its own.
    else if (!(isDenial && isUnplacedItem(parts[part]))) break;
  }
  if (isDenial) return run;
  let last = -1;
  run.forEach((part, position) => {
    if (parts[part]?.tokens.some((token) => listConjunctions.has(token.text))) last = position;
  });
  return run.slice(0, last + 1);
}

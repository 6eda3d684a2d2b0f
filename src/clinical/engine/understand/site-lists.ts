import { bodySites } from '../../knowledge/vocabularies/body-site-states';
import { stemWord } from './stem';
import { tokenise, type Token } from './tokenise';
import { numberWords } from './word-lists/number-words';

/**
 * Lists of body sites. A head word governs every item of its list, however the items are joined: 'yellow on
 * the face, chest, legs, palms and soles' is yellow on each, 'burns on the chest, both arms and face' a burn
 * of each (coordination shares the head: Quirk et al., A Comprehensive Grammar of the English Language,
 * 1985, 13.4; Ashton, Swahili Grammar, 1944, 'na' joining nouns). A comma before an item of the list joins it
 * as 'and' would, and a symptom line holding only sites ('chest and both arms') or only an amount ('about
 * two cups') continues the line before it.
 */
const siteWordStems = new Set(
  bodySites.flatMap((site) => site.words.flatMap((words) => words.split(' ').map(stemWord))),
);
/** The small words a list of sites is written with: joiners, articles, sides, 'both', 'whole'. */
const listWords = new Set(
  [
    ...['and', 'or', '&', 'both', 'all', 'whole', 'entire', 'the', 'his', 'her', 'their', 'its', 'my'],
    ...['left', 'right', 'upper', 'lower', 'front', 'two', 'on', 'over', 'to', 'of', 'up'],
    ...['na', 'au', 'yote', 'mzima', 'wote', 'zote', 'kwenye', 'miwili', 'mbili', 'pia'],
    ...['et', 'ou', 'les', 'le', 'la', 'l', 'deux', 'tout', 'toute', 'ses', 'sa', 'son', 'sur', 'aux', 'au'],
    // Sides and wholes as French and Kiswahili write them after the site: 'le bras droit', 'mkono wa kulia'.
    ...['droit', 'droite', 'gauche', 'entier', 'entière', 'kulia', 'kushoto', 'wa', 'la'],
    // One limb of a pair closing the list: 'chest, tummy and one arm', 'un bras', 'mkono mmoja'.
    ...['one', 'un', 'une', 'mmoja', 'moja'],
  ].map(stemWord),
);
/** Words of an amount told alone: 'about two cups', 'over 500 ml', 'vikombe viwili', 'environ un litre'. */
const amountWords = new Set(
  [
    ...['cup', 'cups', 'glass', 'glasses', 'pad', 'pads', 'litre', 'litres', 'liter', 'liters', 'l', 'ml'],
    ...['mls', 'percent', 'per', 'cent', 'half', 'quarter', 'basin', 'bucket', 'bowl', 'spoon', 'spoons'],
    ...[
      'about',
      'around',
      'approximately',
      'approx',
      'over',
      'more',
      'than',
      'nearly',
      'almost',
      'at',
      'least',
    ],
    ...[
      'a',
      'an',
      'of',
      'the',
      'lot',
      'lots',
      'kikombe',
      'vikombe',
      'nusu',
      'lita',
      'pedi',
      'karibu',
      'zaidi',
    ],
    ...['ya', 'kama', 'tasse', 'tasses', 'verre', 'verres', 'environ', 'plus', 'de', 'litre', 'un', 'une'],
  ].map(stemWord),
);

const isSiteWord = (token: Token) => token.kind === 'word' && siteWordStems.has(stemWord(token.text));
const isListWord = (token: Token) => token.kind === 'word' && listWords.has(stemWord(token.text));

/** Whether the tokens are only sites and list words, with at least one site: 'chest and both arms'. */
export function isOnlySites(tokens: readonly Token[]): boolean {
  return tokens.some(isSiteWord) && tokens.every((token) => isSiteWord(token) || isListWord(token));
}

/** Whether the tokens are only an amount: a number and its unit or approximation ('about two cups', '30%'). */
function isOnlyAmount(tokens: readonly Token[]): boolean {
  const isNumber = (token: Token) => token.kind === 'number' || token.text in numberWords;
  return (
    tokens.some(isNumber) &&
    tokens.every((token) => isNumber(token) || token.text === '%' || amountWords.has(stemWord(token.text)))
  );
}

/** Whether a part joins two sites itself: 'palms and soles'. */
const namesTwoSites = (tokens: readonly Token[]) =>
  tokens.filter(isSiteWord).length >= 2 && tokens.some((token) => joiners.has(token.text));

/**
 * A comma before a part holding only sites, after a part naming a site, joins the list as 'and' does:
 * 'yellow on the face, chest, legs, palms and soles' reads as 'face and chest and legs and palms and soles'.
 */
export function joinSiteLists(tokens: readonly Token[]): Token[] {
  const joined = [...tokens];
  let partStart = 0;
  for (let i = 0; i < joined.length; i += 1) {
    const token = joined[i] as Token;
    if (token.kind !== 'break') continue;
    if (token.text === ',') {
      let end = i + 1;
      while (end < joined.length && joined[end]?.kind !== 'break') end += 1;
      const before = joined.slice(partStart, i);
      const after = joined.slice(i + 1, end);
      if (isOnlySites(after) && (before.some(isSiteWord) || namesTwoSites(after))) {
        joined[i] = { ...token, text: 'and', kind: 'word' };
        continue;
      }
    }
    partStart = i + 1;
  }
  return joined;
}

/**
 * Symptom lines joined where a line only continues the one before: 'scalded by hot tea' then 'chest and both
 * arms' is one finding told over two lines. A line of sites or of an amount after a first line is appended to
 * the line before it.
 */
export function joinContinuationLines<Line>(lines: readonly (Line | string)[]): (Line | string)[] {
  const joined: (Line | string)[] = [];
  for (const line of lines) {
    const previous = joined[joined.length - 1];
    if (typeof line === 'string' && typeof previous === 'string' && continuesTheLineBefore(line)) {
      // A full stop closing the line before would end the finding there: the continued line drops it.
      joined[joined.length - 1] = `${previous.trim().replace(/[.;]+$/, '')} ${line.trim()}`;
    } else joined.push(line);
  }
  return joined;
}

function continuesTheLineBefore(line: string): boolean {
  const words = tokenise(line).filter((token) => token.kind !== 'break');
  return words.length > 0 && (isOnlySites(words) || isOnlyAmount(words));
}

const joiners = new Set(['and', 'or', '&', 'na', 'au', 'et', 'ou']);
/** Words that lead into a list and belong to its head: 'yellow (on the) face and chest'. */
const leadingWords = new Set(['on', 'over', 'to', 'of', 'sur', 'kwenye', 'au', 'aux']);

/**
 * The clauses a list of sites stands for, one a site, each with the list's head: in 'burns on the chest and
 * both arms and face' the head 'burns on' governs 'the chest', 'both arms' and 'face', so the clause also
 * reads as 'burns on the chest', 'burns on both arms' and 'burns on face'. Only a list of two or more sites
 * joined by 'and' or 'or' (or a comma joined as 'and') gives any; the whole clause is read as well.
 */
export function listItemClauses(clause: readonly Token[]): Token[][] {
  const variants: Token[][] = [];
  let partStart = 0;
  for (let end = 0; end <= clause.length; end += 1) {
    if (end < clause.length && clause[end]?.text !== ',') continue;
    variants.push(...itemClausesOfPart(clause.slice(partStart, end)));
    partStart = end + 1;
  }
  return variants;
}

function itemClausesOfPart(part: readonly Token[]): Token[][] {
  const isListToken = (token: Token) => isSiteWord(token) || isListWord(token) || joiners.has(token.text);
  for (let start = 0; start < part.length; start += 1) {
    if (!isListToken(part[start] as Token)) continue;
    let end = start;
    while (end < part.length && isListToken(part[end] as Token)) end += 1;
    const run = part.slice(start, end);
    let itemsFrom = 0;
    while (itemsFrom < run.length && leadingWords.has(run[itemsFrom]?.text ?? '')) itemsFrom += 1;
    const items: Token[][] = [[]];
    for (const token of run.slice(itemsFrom)) {
      if (joiners.has(token.text)) items.push([]);
      else items[items.length - 1]?.push(token);
    }
    const told = items.filter((item) => item.length > 0);
    const siteItems = told.filter((item) => item.some(isSiteWord));
    // 'rash on trunk and palms and soles': a list opening on a word not known as a site has that word as
    // its first item, so the head is what stands before it.
    const opensOnItem = joiners.has(run[0]?.text ?? '') && part[start - 1]?.kind === 'word';
    if (siteItems.length >= 2 && siteItems.length === told.length) {
      const head = part.slice(0, opensOnItem ? start - 1 : start + itemsFrom);
      const tail = part.slice(end);
      return siteItems.map((item) => [...head, ...item, ...tail]);
    }
    start = end;
  }
  return [];
}

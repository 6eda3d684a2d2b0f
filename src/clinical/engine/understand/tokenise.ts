/**
 * Text to tokens: case and accent folding (so 'Fièvre', 'fievre' and 'FIÈVRE' read alike) that keeps, for
 * every token, where it sits in the clinician's original words (evidence quotes them unchanged).
 */
export interface Token {
  /** Folded text: lower case, no accents; 'n/v', '3/7' and '37.5' stay whole. */
  text: string;
  kind: 'word' | 'number' | 'break';
  /** Offsets in the original string. */
  start: number;
  end: number;
  /** The original token was written in capitals (abbreviations like 'HA' must be). */
  isUpperCase: boolean;
}

const ligatures: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', '’': "'", '‘': "'" };

/**
 * Texts folded lately: the readers of one request fold the same case text again and again (measurements,
 * ages, pregnancy words...). The answers are shared, never changed by their readers.
 */
const recentlyFolded = new Map<string, { folded: string; origin: number[] }>();
const maximumRecentlyFolded = 16;
const maximumRememberedLength = 20_000;

/** Folds case and accents, returning the folded string and, for each folded character, its original index. */
export function foldText(original: string): { folded: string; origin: number[] } {
  const recent = recentlyFolded.get(original);
  if (recent) return recent;
  const result = foldTextNow(original);
  if (original.length > maximumRememberedLength) return result;
  if (recentlyFolded.size >= maximumRecentlyFolded) recentlyFolded.clear();
  recentlyFolded.set(original, result);
  return result;
}

/** A character outside ASCII lower-cased and without its accent ('É' is 'e'), or its ligature's letters ('œ' is 'oe'). */
function foldCharacter(character: string): string {
  const lower = character.toLowerCase();
  return ligatures[lower] ?? lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

function foldTextNow(original: string): { folded: string; origin: number[] } {
  // eslint-disable-next-line no-control-regex -- ASCII text folds by lower-casing alone, each character in place
  if (/^[\x00-\x7f]*$/.test(original)) {
    const origin = new Array<number>(original.length);
    for (let index = 0; index < original.length; index += 1) origin[index] = index;
    return { folded: original.toLowerCase(), origin };
  }
  let folded = '';
  const origin: number[] = [];
  for (let index = 0; index < original.length; index += 1) {
    const code = original.charCodeAt(index);
    if (code < 128) {
      // ASCII fast path: most clinical text needs only lower-casing.
      folded += code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : original.charAt(index);
      origin.push(index);
      continue;
    }
    for (const piece of foldCharacter(original.charAt(index))) {
      folded += piece;
      origin.push(index);
    }
  }
  return { folded, origin };
}

/**
 * `foldText(original).folded` without the offsets, and without the recent texts' memory: the index reads
 * thousands of accented wordings once each when the engine starts.
 */
function foldedOnly(original: string): string {
  let folded = '';
  for (let index = 0; index < original.length; index += 1) {
    const code = original.charCodeAt(index);
    if (code < 128) {
      folded += code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : original.charAt(index);
      continue;
    }
    folded += foldCharacter(original.charAt(index));
  }
  return folded;
}

// Colons are not breaks: 'Malaria RDT: positive', 'cough: nil' stay one statement. A question mark written
// against a word ('?complete', 'ingested ?10 tablets') queries that word and ends no sentence. The clinic
// book's signs are words: '#' a fracture, '↑' and '↓' more and less, 'Ø' none, and a minus after a sign
// ('pallor -, jaundice -') its absence.
const tokenPattern =
  /[+-] ?ve\b|\d+(?:[.,]\d+)?(?:\/\d+)?|[a-z0-9]+(?:\/[a-z0-9]+)*|[;.!()\n]|\?(?![a-z0-9])|,(?!\d)|[#↑↓ø]|(?<=[a-z] ?)-(?= *(?:[,;.)\n]|$))/g;
const breakCharacters = ';.!?()\n,';
/** Clinical shorthand for results: '+ve', '-ve', 'neg' ('RDT neg', 'urine glucose neg'), and the signs above. */
const signWords = new Map([
  ['+ve', 'positive'],
  ['+ ve', 'positive'],
  ['-ve', 'negative'],
  ['- ve', 'negative'],
  ['neg', 'negative'],
  ['#', 'fracture'],
  ['↑', 'increased'],
  ['↓', 'reduced'],
  ['ø', 'nil'],
  ['-', 'nil'],
]);
/** 'Ø' before a word denies it ('Ø fever'); after one ('fever Ø') it is 'nil' as above. */
const leadingNone = /^ø(?= ?[a-z])/;

/**
 * French 'nouveau-né' (newborn) is one word: its second half, folded 'ne', is not the negation 'ne' ('le
 * nouveau-né respire vite' denies nothing). Read as 'nouveaune' in texts and wordings alike.
 */
const newbornWord = 'nouveaune';
const isNewbornHalf = (previous: string, joiner: string, text: string) =>
  previous === 'nouveau' && joiner === '-' && text === 'ne';

/**
 * French elided pronouns typed without the space before them: 'ils'étouffe' is 'il s'étouffe', 'elles'est
 * levée' 'elle s'est levée', 'iln'a pas' 'il n'a pas'. A subject pronoun glued to the elided 's'', 'n'',
 * 'm'', 't'' or 'l'' before an apostrophe and a letter is read as the two words (Grevisse, Le Bon Usage,
 * l'élision).
 */
const gluedElision = /^(il|elle|on|qui|je|tu|ce)([snmtl])$/;

function splitGluedElision(text: string, folded: string, after: number): [string, string] | undefined {
  if (folded.charAt(after) !== "'" || !/[a-z]/.test(folded.charAt(after + 1))) return undefined;
  const match = gluedElision.exec(text);
  return match ? [match[1] as string, match[2] as string] : undefined;
}

export function tokenise(original: string): Token[] {
  const { folded, origin } = foldText(original);
  const tokens: Token[] = [];
  for (const match of folded.matchAll(tokenPattern)) {
    const text = match[0];
    const foldedStart = match.index;
    const start = origin[foldedStart] ?? 0;
    const end = (origin[foldedStart + text.length - 1] ?? start) + 1;
    const kind = /^[;.!?()\n,]$/.test(text) ? 'break' : /^\d/.test(text) ? 'number' : 'word';
    const source = original.slice(start, end);
    const leading = text === 'ø' && leadingNone.test(folded.slice(foldedStart));
    const normalised = leading
      ? 'no'
      : (signWords.get(text) ?? (kind === 'number' ? text.replace(',', '.') : text));
    const previous = tokens[tokens.length - 1];
    if (previous && isNewbornHalf(previous.text, folded.charAt(foldedStart - 1), normalised)) {
      tokens[tokens.length - 1] = { ...previous, text: newbornWord, end };
      continue;
    }
    const isUpperCase = /[A-Z]/.test(source) && source === source.toUpperCase();
    const elided = kind === 'word' ? splitGluedElision(text, folded, foldedStart + text.length) : undefined;
    if (elided) {
      const [pronoun, clitic] = elided;
      tokens.push({ text: pronoun, kind, start, end: end - 1, isUpperCase });
      tokens.push({ text: clitic, kind, start: end - 1, end, isUpperCase });
      continue;
    }
    tokens.push({ text: normalised, kind, start, end, isUpperCase });
  }
  return tokens;
}

/**
 * The words of a text of plain lower-case words each separated by one space, read in one pass
 * (their tokens are the words themselves); undefined for any other text. 'neg' is the only sign word of such a text.
 */
function plainWordTexts(original: string): string[] | undefined {
  const words: string[] = [];
  let start = 0;
  for (let index = 0; index <= original.length; index += 1) {
    const code = index < original.length ? original.charCodeAt(index) : 32;
    if (code >= 97 && code <= 122) continue;
    if (code !== 32 || index === start) return undefined;
    const word = original.slice(start, index);
    words.push(word === 'neg' ? 'negative' : word);
    start = index + 1;
  }
  return words;
}

/**
 * The texts of `tokenise(original)` without its breaks: what an index of wordings needs, read without the
 * offsets and capitals the matcher keeps for the clinician's own words.
 */
export function wordTexts(original: string): string[] {
  // Most wordings are plain lower-case words: split directly ('neg' still reads as 'negative').
  const plain = plainWordTexts(original);
  if (plain !== undefined) return plain;
  // eslint-disable-next-line no-control-regex -- ASCII text folds by lower-casing alone
  const folded = /^[\x00-\x7f]*$/.test(original) ? original.toLowerCase() : foldedOnly(original);
  const texts: string[] = [];
  for (const match of folded.matchAll(tokenPattern)) {
    const text = match[0];
    if (text.length === 1 && breakCharacters.includes(text)) continue;
    if (isNewbornHalf(texts[texts.length - 1] ?? '', folded.charAt(match.index - 1), text)) {
      texts[texts.length - 1] = newbornWord;
      continue;
    }
    const elided = splitGluedElision(text, folded, match.index + text.length);
    if (elided) {
      texts.push(...elided);
      continue;
    }
    const first = text.charCodeAt(0);
    if (first >= 48 && first <= 57) texts.push(text.replace(',', '.'));
    else texts.push(signWords.get(text) ?? text);
  }
  return texts;
}

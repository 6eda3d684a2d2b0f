import { expandContractions, splitNegatingPrefix, readStoppedStates } from './clause-context';
import { expandShorthand } from './expand-shorthand';
import { readPerfectParticiples } from './perfect-participles';
import { readFrenchInability } from './french-inability';
import { readKiswahiliVerbsFor, type PhraseIndex } from './phrase-index';
import { readClause, type ClauseReadingContext } from './read-clause';
import { joinSiteLists, listItemClauses } from './site-lists';
import { stemWord } from './stem';
import { tokenise, type Token } from './tokenise';
import { readNorInfinitives } from './swahili-nor';
import { readBurningSensation } from './swahili-burning-sensation';
import { readViolentPain } from './violent-pain';
import { readExcessWords } from './excess-words';
import { readBurnExtent } from './burn-extent';
import { splitSwahiliNegatives } from './word-forms';
import { clauseBreakWords } from './word-lists/negation-words';

export type Severity = 'mild' | 'moderate' | 'severe';

/** A finding read in free text, with the clause it came from. */
export interface TextMatch {
  findingId: string;
  present: boolean;
  evidence: string;
  severity?: Severity;
  durationDays?: number;
  /** The duration came from a time word only ('since this morning'): when it began, not how long a fit lasted. */
  durationIsOnsetTime?: boolean;
  isSudden: boolean;
  isIntermittent: boolean;
}

export interface TextReading {
  matches: TextMatch[];
  /** Parts of the text that named nothing the vocabulary knows. */
  unrecognised: string[];
}

/** 'P. falciparum', 'S. aureus': a full stop after a genus's initial, before a lower-case word, ends nothing. */
function isGenusInitialStop(original: string, tokens: readonly Token[], index: number): boolean {
  const before = tokens[index - 1];
  const after = tokens[index + 1];
  return (
    tokens[index]?.text === '.' &&
    before?.kind === 'word' &&
    before.text.length === 1 &&
    after?.kind === 'word' &&
    /^\p{Ll}/u.test(original.charAt(after.start))
  );
}

/** 'it is', 'il est': after a comma, a new statement about the thing just named. */
const restatingPronouns = new Set(['it', 'il', 'elle']);
const restatingVerbs = new Set(['is', 'looks', 'est', 'devient', 'reste']);

/** 'the eye will not close, it is red': the comma opens a new statement of the site named before. */
function isRestatingComma(tokens: readonly Token[], index: number): boolean {
  return (
    tokens[index]?.text === ',' &&
    restatingPronouns.has(tokens[index + 1]?.text ?? '') &&
    restatingVerbs.has(tokens[index + 2]?.text ?? '')
  );
}

/**
 * Clauses end at full stops, semicolons and 'but'; commas stay inside (they only end a negation), except a
 * comma that opens a new statement of the site just named ('..., it is red').
 */
function splitClauses(original: string, tokens: readonly Token[]): Token[][] {
  const clauses: Token[][] = [[]];
  for (const [index, token] of tokens.entries()) {
    if (isGenusInitialStop(original, tokens, index)) continue;
    if (
      (token.kind === 'break' && token.text !== ',') ||
      clauseBreakWords.has(token.text) ||
      isRestatingComma(tokens, index)
    )
      clauses.push([]);
    else clauses[clauses.length - 1]?.push(token);
  }
  return clauses.filter((clause) => clause.some((token) => token.kind !== 'break'));
}

/**
 * A list of sites read item by item under its head ('burns on the chest, both arms and face': a burn of the
 * face too, site-lists.ts): what an item's clause reads that the whole clause did not is added.
 */
function readListItems(clause: readonly Token[], context: ClauseReadingContext): void {
  const variants = listItemClauses(clause);
  if (variants.length === 0) return;
  const { reading } = context;
  const read = new Set(reading.matches.map((match) => match.findingId));
  for (const variant of variants) {
    const itemReading: TextReading = { matches: [], unrecognised: [] };
    readClause(variant, { ...context, reading: itemReading, carry: { ...context.carry } });
    for (const match of itemReading.matches)
      if (!read.has(match.findingId)) {
        read.add(match.findingId);
        reading.matches.push(match);
      }
  }
}

/**
 * Reads free text (any of the three languages) into findings present or absent, and what it could not place.
 * `isAboutChild`: the patient is a child, so a part opening with 'mother' or 'father' tells that parent's
 * known conditions and test results, never the child's. `isPastInfancy`: the patient is 5 years or older,
 * so 'the baby's eyes' are a baby's, not the patient's.
 */
export function readText(
  text: string,
  index: PhraseIndex,
  isAboutChild = false,
  isPastInfancy = false,
): TextReading {
  const reading: TextReading = { matches: [], unrecognised: [] };
  const context: ClauseReadingContext = { text, index, reading, carry: {}, isAboutChild, isPastInfancy };
  const isKnown = (word: string) => index.knownWords.has(word) || index.knownStems.has(stemWord(word));
  const read = splitNegatingPrefix(
    readStoppedStates(
      readFrenchInability(
        readPerfectParticiples(
          expandContractions(
            readBurningSensation(readViolentPain(readExcessWords(expandShorthand(tokenise(text))))),
          ),
        ),
      ),
    ),
    isKnown,
  );
  readKiswahiliVerbsFor(index, read);
  const tokens = joinSiteLists(splitSwahiliNegatives(readNorInfinitives(read, index), index));
  for (const clause of splitClauses(text, tokens)) {
    readClause(clause, context);
    readListItems(clause, context);
    const extent = readBurnExtent(clause, text);
    if (extent && !reading.matches.some((match) => match.findingId === extent.findingId))
      reading.matches.push(extent);
  }
  return reading;
}

import { allowedEdits, editDistanceWithin } from './edit-distance';
import type { Condition } from '../../knowledge/types';
import { conditionAliases } from '../../knowledge/condition-aliases';
import { translatedConditionNames } from '../../knowledge/translations/condition-names-read';

/** What naming a condition needs of it: its id, its names and codes, and the ages its prior allows. */
export type NameableCondition = Pick<Condition, 'id' | 'name' | 'icd10'> & {
  prior?: Pick<Condition['prior'], 'byAge'>;
};

export interface NameMatch<C extends NameableCondition> {
  condition: C;
  /** How many words of the matched name the text held: the more, the more specific the match. */
  matchedWords: number;
}

export interface NameMatchOptions {
  ageYears?: number;
  /** Allow small misspellings of a name's words ('typhiod'); off, every word must be spelled as known. */
  fuzzy?: boolean;
}

interface NamedCondition<C> {
  condition: C;
  tokens: string[];
}

const icd10Pattern = /^[a-z]\d{2}(\.?[0-9a-z]{1,4})?$/i;
const compactCode = (code: string) => code.replace(/\./g, '').toUpperCase();

// eslint-disable-next-line no-control-regex -- ASCII apart from '^' (0x5e) and '`' (0x60)
const asciiWithoutDiacritics = /^[\x00-\x5d\x5f\x61-\x7f]*$/;

/** Lower case, accents dropped, split on anything that is not a letter or digit. */
export function conditionNameTokens(text: string): string[] {
  // ASCII without '^' and '`' (the only ASCII diacritics) has nothing to normalise or drop: the engine
  // reads every wording of the vocabulary through here when it starts.
  if (asciiWithoutDiacritics.test(text))
    return text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * The knowledge base's name and its Kiswahili and French names, each without its parentheses and each "/"
 * part of that, the id's words ('cryptococcal-meningitis') and the listed aliases.
 */
export function namesOf(condition: NameableCondition): string[] {
  const translated = translatedConditionNames.flatMap((names) => {
    const name = names[condition.id]?.text;
    return name === undefined ? [] : [name];
  });
  return [condition.name, ...translated]
    .flatMap((name) => {
      const bare = name.replace(/\([^)]*\)/g, ' ');
      return [name, bare, ...bare.split('/')];
    })
    .concat(condition.id.replaceAll('-', ' '), conditionAliases[condition.id] ?? []);
}

/** Every name the conditions are known by, as folded words joined by spaces ('pre eclampsia', 'eclampsia'). */
export function conditionNameWordings(conditions: readonly NameableCondition[]): Set<string> {
  return new Set(
    conditions.flatMap((condition) =>
      namesOf(condition)
        .map((name) => conditionNameTokens(name).join(' '))
        .filter(Boolean),
    ),
  );
}

/** How plausible the condition is at this age, by its prior's age bands: 0 where the knowledge rules it out. */
function ageFit(condition: NameableCondition, ageYears: number | undefined): number {
  if (ageYears === undefined) return 1;
  const band = condition.prior?.byAge?.find(
    (entry) => (entry.minYears ?? 0) <= ageYears && ageYears < (entry.maxYears ?? Number.POSITIVE_INFINITY),
  );
  return band?.multiplier ?? 1;
}

const wordsMatch = (wanted: string, given: string, fuzzy: boolean) =>
  wanted === given ||
  (fuzzy && editDistanceWithin(wanted, given, allowedEdits(wanted)) <= allowedEdits(wanted));

/**
 * The one place a condition is found from what a clinician calls it: its id, a name (any case, synonyms,
 * abbreviations, Swahili or French, small misspellings), or an ICD-10 code. Where several conditions fit
 * equally (J18 is pneumonia in a child and in an adult), the patient's age decides.
 */
export function createConditionNameResolver<C extends NameableCondition>(conditions: readonly C[]) {
  const byIdMap = new Map(conditions.map((condition) => [condition.id, condition]));
  const named: NamedCondition<C>[] = conditions.flatMap((condition) =>
    [...new Set(namesOf(condition).map((name) => conditionNameTokens(name).join(' ')))]
      .filter(Boolean)
      .map((name) => ({ condition, tokens: name.split(' ') })),
  );

  function pickByAge(candidates: readonly C[], ageYears: number | undefined): C | undefined {
    return [...new Set(candidates)].reduce<C | undefined>(
      (best, candidate) =>
        best === undefined || ageFit(candidate, ageYears) > ageFit(best, ageYears) ? candidate : best,
      undefined,
    );
  }

  function byId(id: string): C | undefined {
    return byIdMap.get(id.trim());
  }

  function byCode(code: string, ageYears?: number): C | undefined {
    const wanted = compactCode(code.trim());
    const exact = conditions.filter((condition) =>
      condition.icd10.some((entry) => compactCode(entry) === wanted),
    );
    if (exact.length > 0) return pickByAge(exact, ageYears);
    const related = conditions.filter((condition) =>
      condition.icd10.some(
        (entry) => compactCode(entry).startsWith(wanted) || wanted.startsWith(compactCode(entry)),
      ),
    );
    return pickByAge(related, ageYears);
  }

  /** The most specific name the text contains wins: 'severe malaria with convulsions' is severe malaria. */
  function matchName(
    text: string,
    { ageYears, fuzzy = true }: NameMatchOptions = {},
  ): NameMatch<C> | undefined {
    const given = conditionNameTokens(text);
    if (given.length === 0) return undefined;
    const phrase = given.join(' ');
    const exact = named.filter((entry) => entry.tokens.join(' ') === phrase);
    if (exact.length > 0) {
      const condition = pickByAge(
        exact.map((entry) => entry.condition),
        ageYears,
      );
      return condition && { condition, matchedWords: given.length };
    }
    for (const allowTypos of fuzzy ? [false, true] : [false]) {
      const contained = named.filter((entry) =>
        entry.tokens.every((wanted) => given.some((word) => wordsMatch(wanted, word, allowTypos))),
      );
      const longest = Math.max(0, ...contained.map((entry) => entry.tokens.length));
      if (longest === 0) continue;
      const condition = pickByAge(
        contained.filter((entry) => entry.tokens.length === longest).map((entry) => entry.condition),
        ageYears,
      );
      if (condition) return { condition, matchedWords: longest };
    }
    return undefined;
  }

  function byName(text: string, options?: NameMatchOptions): C | undefined {
    return matchName(text, options)?.condition;
  }

  /** An id, an ICD-10 code or a name, in that order. */
  function byText(text: string, ageYears?: number): C | undefined {
    const trimmed = text.trim();
    return (
      byIdMap.get(trimmed) ??
      (icd10Pattern.test(trimmed) ? byCode(trimmed, ageYears) : undefined) ??
      byName(trimmed, { ageYears })
    );
  }

  return { byId, byCode, byName, byText, matchName };
}

export type ConditionNameResolver<C extends NameableCondition> = ReturnType<
  typeof createConditionNameResolver<C>
>;

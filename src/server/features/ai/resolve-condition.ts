import type { ConditionEntry } from '../../../clinical/knowledge/load-knowledge';
import { allowedEdits, editDistanceWithin } from '../../../clinical/engine/understand/edit-distance';
import type { DiagnosisReference } from '../../../contracts/ai';
import { conditionAliases } from './condition-aliases';

export interface ResolvedDiagnosis {
  condition: ConditionEntry;
  /** What the client's diagnosis object said about urgency, when it said anything. */
  isEmergencyByClient: boolean;
}

interface NamedCondition {
  condition: ConditionEntry;
  tokens: string[];
}

const icd10Pattern = /^[a-z]\d{2}(\.?[0-9a-z]{1,4})?$/i;
const compactCode = (code: string) => code.replace(/\./g, '').toUpperCase();

function tokensOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The knowledge base's name, the name without its parentheses, each "/" part of that, and the listed aliases. */
function namesOf(condition: ConditionEntry): string[] {
  const bare = condition.name.replace(/\([^)]*\)/g, ' ');
  return [condition.name, bare, ...bare.split('/'), ...(conditionAliases[condition.id] ?? [])];
}

/** How plausible the condition is at this age, by its prior's age bands: 0 where the knowledge rules it out. */
function ageFit(condition: ConditionEntry, ageYears: number | undefined): number {
  if (ageYears === undefined) return 1;
  const band = condition.prior.byAge?.find(
    (entry) => (entry.minYears ?? 0) <= ageYears && ageYears < (entry.maxYears ?? Number.POSITIVE_INFINITY),
  );
  return band?.multiplier ?? 1;
}

const wordsMatch = (wanted: string, given: string, fuzzy: boolean) =>
  wanted === given ||
  (fuzzy && editDistanceWithin(wanted, given, allowedEdits(wanted)) <= allowedEdits(wanted));

/**
 * Finds the knowledge base's condition for a diagnosis given as a name (any case, synonyms, abbreviations,
 * Swahili or French, small misspellings), an ICD-10 code, or a diagnosis object of /api/ai-diagnosis.
 * Where several conditions fit equally (J18 is pneumonia in a child and in an adult), the patient's age decides.
 */
export function createConditionResolver(conditions: readonly ConditionEntry[]) {
  const byId = new Map(conditions.map((condition) => [condition.id, condition]));
  const named: NamedCondition[] = conditions.flatMap((condition) =>
    [...new Set(namesOf(condition).map((name) => tokensOf(name).join(' ')))]
      .filter(Boolean)
      .map((name) => ({ condition, tokens: name.split(' ') })),
  );

  function pickByAge(
    candidates: readonly ConditionEntry[],
    ageYears: number | undefined,
  ): ConditionEntry | undefined {
    const unique = [...new Set(candidates)];
    return unique.reduce<ConditionEntry | undefined>(
      (best, candidate) =>
        best === undefined || ageFit(candidate, ageYears) > ageFit(best, ageYears) ? candidate : best,
      undefined,
    );
  }

  function byCode(code: string, ageYears: number | undefined): ConditionEntry | undefined {
    const wanted = compactCode(code);
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

  function byName(text: string, ageYears: number | undefined): ConditionEntry | undefined {
    const given = tokensOf(text);
    if (given.length === 0) return undefined;
    const phrase = given.join(' ');
    const exact = named.filter((entry) => entry.tokens.join(' ') === phrase);
    if (exact.length > 0)
      return pickByAge(
        exact.map((entry) => entry.condition),
        ageYears,
      );
    for (const fuzzy of [false, true]) {
      // The most specific name the text contains wins: 'severe malaria with convulsions' is severe malaria.
      const contained = named.filter((entry) =>
        entry.tokens.every((wanted) => given.some((word) => wordsMatch(wanted, word, fuzzy))),
      );
      const longest = Math.max(0, ...contained.map((entry) => entry.tokens.length));
      if (longest > 0)
        return pickByAge(
          contained.filter((entry) => entry.tokens.length === longest).map((entry) => entry.condition),
          ageYears,
        );
    }
    return undefined;
  }

  function byText(text: string, ageYears: number | undefined): ConditionEntry | undefined {
    const trimmed = text.trim();
    return (
      byId.get(trimmed) ??
      (icd10Pattern.test(trimmed) ? byCode(trimmed, ageYears) : undefined) ??
      byName(trimmed, ageYears)
    );
  }

  return function resolveDiagnosis(
    reference: DiagnosisReference,
    ageYears?: number,
  ): ResolvedDiagnosis | undefined {
    if (typeof reference === 'string') {
      const condition = byText(reference, ageYears);
      return condition ? { condition, isEmergencyByClient: false } : undefined;
    }
    const entry = reference.primaryDiagnosis ?? reference;
    const condition =
      [entry.conditionId, reference.conditionId].map((id) => (id ? byId.get(id) : undefined)).find(Boolean) ??
      [entry.condition, reference.condition]
        .map((name) => (name ? byName(name, ageYears) : undefined))
        .find(Boolean) ??
      [entry.icd10, reference.icd10].map((code) => (code ? byCode(code, ageYears) : undefined)).find(Boolean);
    if (!condition) return undefined;
    const urgencies = [reference.triage?.urgency, reference.primaryDiagnosis?.urgency];
    const isEmergencyByClient =
      reference.emergencyAlert === true ||
      urgencies.some((urgency) => urgency === 'emergency' || urgency === 'critical');
    return { condition, isEmergencyByClient };
  };
}

export type ConditionResolver = ReturnType<typeof createConditionResolver>;

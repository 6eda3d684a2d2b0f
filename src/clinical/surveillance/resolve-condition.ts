import { clinicalScope } from '../knowledge/scope';
import { idsrDiseases } from './idsr-thresholds';

/** A reported condition, resolved to the vocabulary surveillance counts and alerts by. */
export interface ResolvedCondition {
  /** Stable key: the IDSR disease id, else the knowledge-base condition id, else a slug of the text. */
  key: string;
  label: string;
  idsrDiseaseId?: string;
  conditionId?: string;
}

/**
 * Resolves what a clinician typed ('Cholera', 'suspected measles', 'Ebola') to an IDSR disease and/or a
 * condition of the knowledge base. Unknown text keeps its own slug so identical reports still merge.
 */
export function resolveCondition(text: string): ResolvedCondition {
  const normalised = normaliseText(text);
  const match = findLongestMatch(normalised);
  if (match?.diseaseId) {
    const disease = idsrDiseases.find((candidate) => candidate.id === match.diseaseId)!;
    const conditionId = disease.conditionIds[0];
    return {
      key: disease.id,
      label: disease.name,
      idsrDiseaseId: disease.id,
      ...(conditionId ? { conditionId } : {}),
    };
  }
  if (match?.conditionId) {
    const disease = idsrDiseases.find((candidate) =>
      (candidate.conditionIds as readonly string[]).includes(match.conditionId!),
    );
    if (disease)
      return {
        key: disease.id,
        label: disease.name,
        idsrDiseaseId: disease.id,
        conditionId: match.conditionId,
      };
    return {
      key: match.conditionId,
      label: labelOfCondition(match.conditionId),
      conditionId: match.conditionId,
    };
  }
  return { key: slugify(normalised) || 'unspecified', label: text.trim() };
}

interface Phrase {
  phrase: string;
  diseaseId?: string;
  conditionId?: string;
}

const phrases: Phrase[] = [
  ...idsrDiseases.flatMap((disease) =>
    disease.aliases.map((alias) => ({ phrase: normaliseText(alias), diseaseId: disease.id })),
  ),
  ...clinicalScope.flatMap((condition) => [
    { phrase: normaliseText(shortName(condition.name)), conditionId: condition.id },
    { phrase: condition.id.replaceAll('-', ' '), conditionId: condition.id },
  ]),
];

/** The most specific phrase wins: 'cryptococcal meningitis' is not the IDSR 'meningitis'. */
function findLongestMatch(normalised: string): Phrase | undefined {
  let best: Phrase | undefined;
  for (const candidate of phrases) {
    if (containsPhrase(normalised, candidate.phrase) && candidate.phrase.length > (best?.phrase.length ?? 0))
      best = candidate;
  }
  return best;
}

/** The label a condition id is shown with. */
export function labelOfCondition(conditionId: string): string {
  const condition = clinicalScope.find((candidate) => candidate.id === conditionId);
  return condition ? shortName(condition.name) : conditionId;
}

export function isKnownConditionId(conditionId: string): boolean {
  return clinicalScope.some((candidate) => candidate.id === conditionId);
}

/** 'Typhoid (enteric) fever' → 'Typhoid fever'; 'Malaria, uncomplicated' stays. */
function shortName(name: string): string {
  return name
    .replace(/\s*\([^)]*\)/g, '')
    .split(' / ')[0]!
    .trim();
}

export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function slugify(text: string): string {
  return normaliseText(text).replaceAll(' ', '-').slice(0, 80);
}

function containsPhrase(haystack: string, phrase: string): boolean {
  return phrase.length > 0 && ` ${haystack} `.includes(` ${phrase} `);
}

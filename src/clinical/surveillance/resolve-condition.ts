import { createConditionNameResolver } from '../engine/understand/resolve-condition-name';
import { conditions } from '../knowledge/conditions';
import { idsrDiseases } from './idsr-thresholds';

/** A reported condition, resolved to the vocabulary surveillance counts and alerts by. */
export interface ResolvedCondition {
  /** Stable key: the IDSR disease id, else the knowledge-base condition id, else a slug of the text. */
  key: string;
  label: string;
  idsrDiseaseId?: string;
  conditionId?: string;
}

const conditionNames = createConditionNameResolver(conditions);

/**
 * Resolves what a clinician typed ('Cholera', 'suspected measles', 'Ebola') to an IDSR disease and/or a
 * condition of the knowledge base, by the one condition-name resolver. The more specific name wins:
 * 'cryptococcal meningitis' is the condition, not the IDSR 'meningitis'. Unknown text keeps its own slug so
 * identical reports still merge. Spelling must be exact: a report is never merged into a disease by a guess.
 */
export function resolveCondition(text: string): ResolvedCondition {
  const normalised = normaliseText(text);
  const disease = findIdsrDisease(normalised);
  const named = conditionNames.matchName(text, { fuzzy: false });
  if (disease && (!named || disease.matchedWords >= named.matchedWords)) {
    const conditionId = disease.disease.conditionIds[0];
    return {
      key: disease.disease.id,
      label: disease.disease.name,
      idsrDiseaseId: disease.disease.id,
      ...(conditionId ? { conditionId } : {}),
    };
  }
  if (named) {
    const conditionId = named.condition.id;
    const reportable = idsrDiseases.find((candidate) =>
      (candidate.conditionIds as readonly string[]).includes(conditionId),
    );
    if (reportable)
      return { key: reportable.id, label: reportable.name, idsrDiseaseId: reportable.id, conditionId };
    return { key: conditionId, label: labelOfCondition(conditionId), conditionId };
  }
  return { key: slugify(normalised) || 'unspecified', label: text.trim() };
}

const idsrPhrases = idsrDiseases.flatMap((disease) =>
  disease.aliases.map((alias) => ({ phrase: normaliseText(alias), disease })),
);

function findIdsrDisease(normalised: string) {
  let best: (typeof idsrPhrases)[number] | undefined;
  for (const candidate of idsrPhrases) {
    if (containsPhrase(normalised, candidate.phrase) && candidate.phrase.length > (best?.phrase.length ?? 0))
      best = candidate;
  }
  return best && { disease: best.disease, matchedWords: best.phrase.split(' ').length };
}

/** The label a condition id is shown with. */
export function labelOfCondition(conditionId: string): string {
  const condition = conditionNames.byId(conditionId);
  return condition ? shortName(condition.name) : conditionId;
}

export function isKnownConditionId(conditionId: string): boolean {
  return conditionNames.byId(conditionId) !== undefined;
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

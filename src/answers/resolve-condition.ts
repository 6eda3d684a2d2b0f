import { createConditionNameResolver } from '../clinical/engine/understand/resolve-condition-name';
import type { ConditionEntry } from '../clinical/knowledge/load-knowledge';
import type { DiagnosisReference } from '../contracts/ai';

export interface ResolvedDiagnosis {
  condition: ConditionEntry;
  /** What the client's diagnosis object said about urgency, when it said anything. */
  isEmergencyByClient: boolean;
}

/**
 * Reads the diagnosis a request names — a string, or a diagnosis object of /api/ai-diagnosis — through the
 * clinical condition-name resolver: the object's condition id first, else its name, else its ICD-10 code.
 */
export function createConditionResolver(conditions: readonly ConditionEntry[]) {
  const names = createConditionNameResolver(conditions);

  return function resolveDiagnosis(
    reference: DiagnosisReference,
    ageYears?: number,
  ): ResolvedDiagnosis | undefined {
    if (typeof reference === 'string') {
      const condition = names.byText(reference, ageYears);
      return condition ? { condition, isEmergencyByClient: false } : undefined;
    }
    const entry = reference.primaryDiagnosis ?? reference;
    const condition =
      [entry.conditionId, reference.conditionId]
        .map((id) => (id ? names.byId(id) : undefined))
        .find(Boolean) ??
      [entry.condition, reference.condition]
        .map((name) => (name ? names.byName(name, { ageYears }) : undefined))
        .find(Boolean) ??
      [entry.icd10, reference.icd10]
        .map((code) => (code ? names.byCode(code, ageYears) : undefined))
        .find(Boolean);
    if (!condition) return undefined;
    const urgencies = [reference.triage?.urgency, reference.primaryDiagnosis?.urgency];
    const isEmergencyByClient =
      reference.emergencyAlert === true ||
      urgencies.some((urgency) => urgency === 'emergency' || urgency === 'critical');
    return { condition, isEmergencyByClient };
  };
}

export type ConditionResolver = ReturnType<typeof createConditionResolver>;

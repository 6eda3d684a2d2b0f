import type { FindingEntry, Knowledge } from './load-knowledge';
import { findings } from './findings';
import { conditions } from './conditions';
import { triageRules } from './triage-rules';

/**
 * The knowledge diagnosis reads: findings, conditions and triage rules, with no medicines, regimens or
 * sources (empty: a source is described only beside a dose). The browser's offline engine starts from it, so
 * the chunk that diagnoses does not carry prescribing's data; prescribing's own chunk adds them
 * (`loadPrescribingKnowledge`, docs/decisions/011). The server loads the whole knowledge (`loadKnowledge`).
 */
export function loadDiagnosisKnowledge(): Knowledge {
  const loadedFindings: FindingEntry[] = findings.map((finding) => ({
    ...finding,
    abbreviations: finding.abbreviations ?? [],
  }));
  return {
    sources: [],
    findings: loadedFindings,
    conditions,
    medicines: [],
    regimens: [],
    triageRules: triageRules.map((rule) => ({
      ...rule,
      allOf: rule.allOf ?? [],
      noneOf: rule.noneOf ?? [],
      notWhenAbsent: rule.notWhenAbsent ?? [],
      onlyInPregnancy: rule.onlyInPregnancy ?? false,
      pointsTo: rule.pointsTo ?? [],
    })),
    findingById: new Map(loadedFindings.map((finding) => [finding.id, finding])),
    conditionById: new Map(conditions.map((condition) => [condition.id, condition])),
  };
}

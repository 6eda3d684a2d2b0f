import type { FindingEntry, Knowledge } from './load-knowledge';
import { composedWordingFamilies, findings, writtenFindings } from './findings';
import { withComposedWordings } from './findings/composed-wordings';
import { conditions } from './conditions';
import { triageRules } from './triage-rules';

/** Each finding's Kiswahili and French wordings by id, when they come from elsewhere than its file. */
export type OtherLanguageWordings = readonly (readonly [
  id: string,
  sw: readonly string[],
  fr: readonly string[],
])[];

/**
 * The knowledge diagnosis reads: findings, conditions and triage rules, with no medicines, regimens or
 * sources (empty: a source is described only beside a dose). The browser's offline engine starts from it, so
 * the chunk that diagnoses does not carry prescribing's data; prescribing's own chunk adds them
 * (`loadPrescribingKnowledge`, docs/decisions/011). The server loads the whole knowledge (`loadKnowledge`).
 *
 * `otherLanguages`: the browser's offline engine carries the findings' Kiswahili and French wordings in a
 * chunk of their own and puts them back here (decision 013): the wordings the findings' files write, each
 * replacing the finding's own in its place; the composed wordings are added after, as the server adds them.
 */
export function loadDiagnosisKnowledge(otherLanguages: OtherLanguageWordings = []): Knowledge {
  const wordings = new Map(otherLanguages.map(([id, sw, fr]) => [id, { sw, fr }]));
  const withWordingsBack =
    wordings.size === 0
      ? findings
      : withComposedWordings(
          writtenFindings.map((finding) => {
            const inOtherLanguages = wordings.get(finding.id);
            return inOtherLanguages === undefined
              ? finding
              : {
                  ...finding,
                  synonyms: {
                    ...finding.synonyms,
                    sw: [...inOtherLanguages.sw],
                    fr: [...inOtherLanguages.fr],
                  },
                };
          }),
          composedWordingFamilies,
        );
  const loadedFindings: FindingEntry[] = withWordingsBack.map((finding) => ({
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

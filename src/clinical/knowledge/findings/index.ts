import type { Finding } from '../types';
import { extraFindings as extraFindingsA } from '../findings-extra-a';
import { extraFindings as extraFindingsB } from '../findings-extra-b';
import { generalFindings } from './general';
import { headachePainFindings } from './headache-pain';
import { neuroFindings } from './neuro';
import { neuroToxinFindings } from './neuro-toxin';
import { gastrointestinalFindings } from './gastrointestinal';
import { respiratoryFindings } from './respiratory';
import { entEyeFindings } from './ent-eye';
import { cardiovascularFindings } from './cardiovascular';
import { bowelLiverHydrationFindings } from './bowel-liver-hydration';
import { genitourinaryFindings } from './genitourinary';
import { skinFindings } from './skin';
import { mentalHaematologyFindings } from './mental-haematology';
import { musculoskeletalNutritionFindings } from './musculoskeletal-nutrition';
import { exposureFindings } from './exposures';
import { historyFindings } from './history';
import { labFindingsA } from './labs-a';
import { labFindingsB } from './labs-b';
import { vocabularyAmendments, type VocabularyAmendment } from './amendments';

function amend(finding: Finding, amendment: VocabularyAmendment | undefined): Finding {
  if (!amendment) return finding;
  const removed = new Set(amendment.remove ?? []);
  const keep = (words: readonly string[], added: readonly string[] = []) => [
    ...words.filter((word) => !removed.has(word)),
    ...added,
  ];
  const { add = {} } = amendment;
  return {
    ...finding,
    synonyms: {
      en: keep(finding.synonyms.en, add.en),
      sw: keep(finding.synonyms.sw, add.sw),
      fr: keep(finding.synonyms.fr, add.fr),
    },
    abbreviations: keep(finding.abbreviations ?? []),
  };
}

const amendmentsById = new Map(vocabularyAmendments.map((amendment) => [amendment.findingId, amendment]));

/**
 * The findings vocabulary: every id of finding-catalogue.txt, split by body system, plus the findings the
 * condition files added (findings-extra-a.ts, findings-extra-b.ts), with the vocabulary amendments of amendments.ts.
 */
export const findings: readonly Finding[] = [
  ...generalFindings,
  ...headachePainFindings,
  ...neuroFindings,
  ...neuroToxinFindings,
  ...gastrointestinalFindings,
  ...respiratoryFindings,
  ...entEyeFindings,
  ...cardiovascularFindings,
  ...bowelLiverHydrationFindings,
  ...genitourinaryFindings,
  ...skinFindings,
  ...mentalHaematologyFindings,
  ...musculoskeletalNutritionFindings,
  ...exposureFindings,
  ...historyFindings,
  ...labFindingsA,
  ...labFindingsB,
  ...extraFindingsA.map((finding) => amend(finding, amendmentsById.get(finding.id))),
  ...extraFindingsB.map((finding) => amend(finding, amendmentsById.get(finding.id))),
];

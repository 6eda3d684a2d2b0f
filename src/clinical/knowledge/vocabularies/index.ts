import hpo from './hpo-wordings.json';
import { examinationImagingWordings } from './examination-imaging-wordings';

/** A wording of one of our findings taken from an open clinical vocabulary (not written by us). */
export interface ImportedWording {
  findingId: string;
  text: string;
  /** Where it comes from, e.g. 'HPO HP:0002240'. */
  source: string;
}

/**
 * Wordings imported from the Human Phenotype Ontology by scripts/import-hpo-vocabulary.ts (labels and
 * layperson synonyms in English, labels and synonyms in French), each tied to one finding.
 */
export const importedWordings: readonly ImportedWording[] = [
  ...hpo.terms.flatMap((term) =>
    [...term.en, ...term.fr].map((text) => ({ findingId: term.findingId, text, source: `HPO ${term.id}` })),
  ),
  ...examinationImagingWordings,
];

export const importedVocabularies = [
  { name: hpo.vocabulary, url: hpo.url, licence: hpo.licence, citation: hpo.citation, version: hpo.version },
] as const;

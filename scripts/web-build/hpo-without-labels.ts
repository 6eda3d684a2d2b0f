import fs from 'node:fs';
import type { Plugin } from 'vite';
import type { Finding } from '../../src/clinical/knowledge/types';
import { findings } from '../../src/clinical/knowledge/findings';
import { importedWordingsTaken } from '../../src/clinical/engine/understand/phrase-index';

/**
 * Each imported HPO term keeps its id and English label in `hpo-wordings.json` so that a reviewer can check
 * what it was mapped to; the engine reads only the term's finding and wordings (and none of the vocabulary's url, licence,
 * citation and version), and of those only the
 * wordings that name something our own vocabulary does not (the matcher skips the others:
 * `importedWordingsTaken`). The browser's offline engine goes without the ids, the labels and the skipped
 * wordings, which keeps its chunk within the budget (issue 16, ≤ 350 KB compressed): its phrase index is
 * the same (checked by hpo-without-labels.test.ts).
 */
const hpoWordingsModule = /src\/clinical\/knowledge\/vocabularies\/hpo-wordings\.json$/;

interface HpoTerm {
  id?: string;
  label?: string;
  findingId: string;
  en: string[];
  fr: string[];
}

export function withoutHpoLabels(json: string, vocabulary: readonly Finding[] = findings): string {
  const data = JSON.parse(json) as { vocabulary?: string; terms: HpoTerm[] };
  const taken = new Set(
    importedWordingsTaken(
      vocabulary,
      data.terms.flatMap((term) =>
        [...term.en, ...term.fr].map((text) => ({ findingId: term.findingId, text, source: '' })),
      ),
    ).map((wording) => `${wording.findingId}\u0000${wording.text}`),
  );
  const isTaken = (term: HpoTerm) => (text: string) => taken.has(`${term.findingId}\u0000${text}`);
  const terms = data.terms
    .map(({ findingId, en, fr }) => ({ findingId, en, fr }))
    .map((term) => ({ ...term, en: term.en.filter(isTaken(term)), fr: term.fr.filter(isTaken(term)) }))
    .filter((term) => term.en.length + term.fr.length > 0);
  // The vocabulary's url, licence, citation and version are for its listing (importedVocabularies), which no answer reads.
  return JSON.stringify({ vocabulary: data.vocabulary, terms });
}

export function hpoWithoutLabelsPlugin(): Plugin {
  return {
    name: 'afyadx-hpo-without-labels',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      const file = id.split('?')[0] ?? '';
      return hpoWordingsModule.test(file) ? withoutHpoLabels(fs.readFileSync(file, 'utf8')) : null;
    },
  };
}

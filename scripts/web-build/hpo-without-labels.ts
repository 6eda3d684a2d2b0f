import fs from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Each imported HPO term keeps its English label in `hpo-wordings.json` so that a reviewer can check what
 * it was mapped to; the engine reads only the term's id, finding and wordings. The browser's offline engine
 * goes without the labels, which keeps its chunk within the budget (issue 16, ≤ 350 KB compressed).
 */
const hpoWordingsModule = /src\/clinical\/knowledge\/vocabularies\/hpo-wordings\.json$/;

export function withoutHpoLabels(json: string): string {
  const data = JSON.parse(json) as { terms: Array<{ label?: string }> };
  return JSON.stringify({ ...data, terms: data.terms.map(({ label: _label, ...term }) => term) });
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

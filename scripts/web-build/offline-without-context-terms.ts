import type { Plugin } from 'vite';

/**
 * The context vocabulary (about 12,000 imported names of tests, images, medicines, places and diseases:
 * `src/clinical/knowledge/vocabularies/context-terms.json`, about 65 KB compressed) only lets an answer
 * list what context it read ("also read: chest radiograph"). It never changes a finding, a ranking or a
 * triage. The browser's offline engine goes without it, which keeps the engine chunk within its budget
 * (issue 16, ≤ 350 KB compressed): offline, those words are listed as not understood instead. The
 * vocabularies' names and licences are kept.
 */
const contextTermsFile = /src\/clinical\/knowledge\/vocabularies\/context-terms\.json$/;

export function withoutContextTerms(json: string): string {
  const parsed = JSON.parse(json) as { vocabularies?: unknown; terms?: unknown };
  return JSON.stringify({ ...parsed, terms: [] });
}

export function offlineWithoutContextTermsPlugin(): Plugin {
  return {
    name: 'afyadx-offline-without-context-terms',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (!contextTermsFile.test(file)) return null;
      return { code: withoutContextTerms(code), map: null };
    },
  };
}

import type { Plugin } from 'vite';

/**
 * The context vocabulary (`src/clinical/knowledge/vocabularies/context-terms.ts`: about 12,000 imported
 * names of tests, images, medicines, places and diseases, with the medicine-name stems and everyday
 * history words, about 70 KB compressed) only lets an answer list what context it read ("also read: chest
 * radiograph"). It never changes a finding, a ranking or a triage. The browser's offline engine goes
 * without it, and without the medicine-name stems that read unknown medicines as context, which keeps the engine chunk within its budget (issue 16, ≤ 350 KB compressed): offline,
 * those words are listed as not understood instead (checked by e2e/offline.test.ts).
 */
const contextTermsModule = /src\/clinical\/knowledge\/vocabularies\/context-terms\.ts$/;
/** The INN stems that read an unknown medicine's name as context ('salmeterol': a medicine named). */
const medicineNameStemsModule = /src\/clinical\/knowledge\/vocabularies\/medicine-name-stems\.ts$/;

/** Kiswahili and French condition names read from a request: the offline screens send the English names. */
const translatedConditionNamesModule = /src\/clinical\/knowledge\/translations\/condition-names-read\.ts$/;

/** What the offline engine imports in their place: no terms, no vocabularies, no stems. */
export const offlineContextTermsModule =
  'export const contextTerms = [];\nexport const contextVocabularies = [];\n';
export const offlineMedicineNameStemsModule =
  'export const minimumMedicineNameLength = 7;\nexport const notMedicineNames = new Set();\nexport const medicineNameStems = [];\n';

export function offlineWithoutContextTermsPlugin(): Plugin {
  return {
    name: 'afyadx-offline-without-context-terms',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      const file = id.split('?')[0] ?? '';
      if (contextTermsModule.test(file)) return offlineContextTermsModule;
      if (translatedConditionNamesModule.test(file)) return 'export const translatedConditionNames = [];\n';
      return medicineNameStemsModule.test(file) ? offlineMedicineNameStemsModule : null;
    },
  };
}

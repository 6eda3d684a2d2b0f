import { describe, expect, it } from 'vitest';
import { offlineWithoutContextTermsPlugin } from './offline-without-context-terms';

describe('the offline engine goes without the context vocabulary', () => {
  const plugin = offlineWithoutContextTermsPlugin();
  const load = plugin.load as (id: string) => string | null;

  it('loads an empty vocabulary in place of the context terms module', async () => {
    const code = load('/repo/src/clinical/knowledge/vocabularies/context-terms.ts');
    expect(code).not.toBeNull();
    const module = (await import(`data:text/javascript,${encodeURIComponent(code!)}`)) as {
      contextTerms: unknown[];
      contextVocabularies: unknown[];
    };
    expect(module.contextTerms).toEqual([]);
    expect(module.contextVocabularies).toEqual([]);
  });

  it('loads no medicine-name stems in place of their module', async () => {
    const code = load('/repo/src/clinical/knowledge/vocabularies/medicine-name-stems.ts');
    const module = (await import(`data:text/javascript,${encodeURIComponent(code!)}`)) as {
      medicineNameStems: unknown[];
    };
    expect(module.medicineNameStems).toEqual([]);
  });

  it('leaves every other module alone', () => {
    expect(load('/repo/src/clinical/knowledge/vocabularies/index.ts')).toBeNull();
    expect(load('/repo/src/clinical/knowledge/vocabularies/context-terms.json')).toBeNull();
  });
});

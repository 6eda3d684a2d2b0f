import { describe, expect, it } from 'vitest';
import {
  dropCitationSections,
  dropSourcesNotDescribed,
  dropUnreadCitations,
  dropUnreadCitationsPlugin,
  sourcesRegimensCite,
} from './drop-unread-citations';
import { regimens } from '../../src/clinical/knowledge/conditions/index';
import { sources } from '../../src/clinical/knowledge/sources';

const conditionModule = `
export const condition = {
  id: 'x',
  prior: { baseline: 0.1, citations: [{ sourceId: 'who-a', section: 'Burden' }] },
  findings: [{ findingId: 'fever', frequency: 0.5, citation: { sourceId: 'who-b', section: 'Signs' } }],
  citations: [{ sourceId: 'who-c', section: 'All' }],
};
const item = { medicineId: 'm', citations: [cite('who-d', 'Dose')] };
export const regimens = [{ id: 'r', items: [item], citations: [{ sourceId: 'who-e', section: 'Regimen' }] }];
`;

/** Without spaces and trailing commas, which the dropping may leave behind (the module stays valid). */
const squash = (code: string) => code.replace(/\s+/g, '').replace(/,([}\]])/g, '$1');

describe('dropping the citations no answer reads from the web build', () => {
  it("drops a condition's own citations and keeps its regimens' and their items'", () => {
    const kept = dropUnreadCitations(conditionModule, true);
    expect(kept).not.toMatch(/who-a|who-b|who-c/);
    expect(kept).toContain("cite('who-d', 'Dose')");
    expect(kept).toContain("sourceId: 'who-e'");
    // Still a module that defines the same condition.
    expect(squash(kept)).toContain(squash("findings: [{ findingId: 'fever', frequency: 0.5 }]"));
  });

  it("drops a medicine's contraindication and interaction citations (only the formulary cites them)", () => {
    const code = `export const m = [{ id: 'x', contraindications: [{ note: 'n', citations: [eml('1')] }], interactions: [{ effect: 'e', citations: [eml('2')] }], citations: [eml('3')] }];`;
    expect(squash(dropUnreadCitations(code))).toBe(
      squash(
        `export const m = [{ id: 'x', contraindications: [{ note: 'n' }], interactions: [{ effect: 'e' }] }];`,
      ),
    );
  });

  it('drops every citation of a finding or triage-rule module', () => {
    const code = `export const rules = [{ id: 'r', citations: [{ sourceId: 's', section: 'x' }], actions: ['a'] }];`;
    expect(squash(dropUnreadCitations(code))).toBe(
      squash(`export const rules = [{ id: 'r', actions: ['a'] }];`),
    );
  });
});

describe('dropping what no answer shows of a source', () => {
  it('keeps title and edition, drops publisher and url', () => {
    const code = `export const whoSources = [{ id: 'w', title: 'T', publisher: 'WHO', edition: '2023', url: 'https://x.org' }];`;
    expect(squash(dropUnreadCitations(code, false, new Set(['publisher', 'url'])))).toBe(
      squash(`export const whoSources = [{ id: 'w', title: 'T', edition: '2023' }];`),
    );
  });
});

describe('dropping what the engine never reads of a country', () => {
  it('keeps its code and name, drops its subdivisions', () => {
    const code = `export const countries = [{ code: 'KE', name: 'Kenya', subdivisions: [{ slug: 'kisumu', name: 'Kisumu' }] }];`;
    expect(squash(dropUnreadCitations(code, false, new Set(['subdivisions'])))).toBe(
      squash(`export const countries = [{ code: 'KE', name: 'Kenya' }];`),
    );
  });
});

describe('dropping what only the reviewers and the formulary read', () => {
  const transform = (code: string, id: string) =>
    (dropUnreadCitationsPlugin().transform as (code: string, id: string) => { code: string } | null)(code, id)
      ?.code;

  it("drops a condition's ICD-11 code and keeps its ICD-10 codes", () => {
    const code = `export const condition = { id: 'x', icd10: ['A00'], icd11: '1A00', prior: { baseline: 0.1 } };`;
    const kept = transform(code, '/r/src/clinical/knowledge/conditions/a/x.ts')!;
    expect(squash(kept)).toBe(
      squash(`export const condition = { id: 'x', icd10: ['A00'], prior: { baseline: 0.1 } };`),
    );
  });

  it("drops a medicine's class and essential-medicines listings", () => {
    const code = `export const m = [{ id: 'x', drugClass: 'c', atc: 'J01', onEssentialMedicinesList: ['WHO EML 2023'], sideEffects: ['s'] }];`;
    const kept = transform(code, '/r/src/clinical/knowledge/medicines/a.ts')!;
    expect(squash(kept)).toBe(squash(`export const m = [{ id: 'x', atc: 'J01', sideEffects: ['s'] }];`));
  });
});

describe("dropping the lab citations' sections", () => {
  const transform = (code: string, id: string) =>
    (dropUnreadCitationsPlugin().transform as (code: string, id: string) => { code: string } | null)(code, id)
      ?.code;
  const labModule = `
export const tietz = { sourceId: 'tietz-2018', section: 'Appendix' };
export const analytes = [{ id: 'hb', names: ['Hb'], section: 'kept: no source', ranges: [{ low: 12, citations: [tietz, { section: 'Table 1', sourceId: 'who-a' }] }] }];
`;

  it('keeps each source id and drops the sections, in analytes and lab finding rules', () => {
    for (const file of [
      '/r/src/clinical/knowledge/lab-analytes/blood.ts',
      '/r/src/clinical/knowledge/lab-finding-rules.ts',
      '/r/src/clinical/knowledge/lab-finding-rules-liver.ts',
    ])
      expect(squash(transform(labModule, file)!), file).toBe(
        squash(`
export const tietz = { sourceId: 'tietz-2018' };
export const analytes = [{ id: 'hb', names: ['Hb'], section: 'kept: no source', ranges: [{ low: 12, citations: [tietz, { sourceId: 'who-a' }] }] }];
`),
      );
  });

  it('control: keeps a section that is no citation, and leaves modules outside the lab knowledge', () => {
    expect(dropCitationSections('const a = { section: 1 };')).toBe('const a = { section: 1 };');
    expect(transform(labModule, '/r/src/clinical/labs/units.ts')).toBeUndefined();
  });
});

describe('dropping the sources no dose cites', () => {
  it('keeps the sources a regimen or its items cite, and drops the others', () => {
    const code = `export const s = [{ id: 'a', title: 'A' }, { id: 'b', title: 'B' }, { id: 'c', title: 'C' }];`;
    expect(squash(dropSourcesNotDescribed(code, new Set(['a', 'c'])))).toBe(
      squash(`export const s = [{ id: 'a', title: 'A' }, { id: 'c', title: 'C' }];`),
    );
  });

  it('keeps every source the knowledge base’s regimens cite, and at least one is dropped', () => {
    const cited = sourcesRegimensCite(regimens);
    const described = regimens.flatMap((regimen) => [
      ...regimen.citations,
      ...regimen.items.flatMap((item) => item.citations),
    ]);
    expect(described.every((citation) => cited.has(citation.sourceId))).toBe(true);
    expect(sources.some((source) => !cited.has(source.id))).toBe(true);
  });
});

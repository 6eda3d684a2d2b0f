import fs from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { findings, writtenFindings } from '../../src/clinical/knowledge/findings';
import { loadDiagnosisKnowledge } from '../../src/clinical/knowledge/load-diagnosis-knowledge';
import { findingWordings } from '../../src/web/features/offline/engine/finding-wordings';
import {
  findingWordingsModule,
  otherLanguageWordingsIn,
  withoutOtherLanguageWordings,
} from './offline-finding-wordings';

const evaluate = async (code: string) =>
  (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, unknown>;

const findingsFolder = path.resolve('src/clinical/knowledge/findings');
const findingModules = fs
  .readdirSync(findingsFolder)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => ({
    name,
    code: transformSync(fs.readFileSync(path.join(findingsFolder, name), 'utf8'), { loader: 'ts' }).code,
  }));

describe("the findings' Kiswahili and French wordings in a chunk of their own", () => {
  const finding = findings.find((entry) => entry.synonyms.sw.length > 0 && entry.synonyms.fr.length > 0)!;
  const written = (sw: readonly string[]) =>
    `export const list = [{ id: '${finding.id}', label: 'x', synonyms: { en: ['a'], sw: ${JSON.stringify(sw)}, fr: ${JSON.stringify(finding.synonyms.fr)} }, question: 'q' }];`;

  it("writes a finding's wordings as [] in their place, and keeps the rest of it as it is", async () => {
    const code = written(finding.synonyms.sw);
    const [whole] = (await evaluate(code)).list as { synonyms: object }[];
    const [engines] = (await evaluate(withoutOtherLanguageWordings(code))).list as { synonyms: object }[];
    expect(engines).toEqual({ ...whole, synonyms: { en: ['a'], sw: [], fr: [] } });
    // The keys keep their order, which putting the wordings back relies on.
    expect(Object.keys(engines!.synonyms)).toEqual(Object.keys(whole!.synonyms));
  });

  it('refuses wordings other than those the wordings module holds, and leaves what is not a finding (control)', () => {
    expect(() => withoutOtherLanguageWordings(written([...finding.synonyms.sw, 'nyingine']))).toThrow(
      /sw wordings of/,
    );
    const withoutId = `export const x = { synonyms: { sw: ['homa'], fr: ['fièvre'] } };`;
    expect(withoutOtherLanguageWordings(withoutId)).toBe(withoutId);
    const notLiteral = `const sw = ['homa'];\nexport const x = { id: '${finding.id}', synonyms: { sw, fr: [...sw] } };`;
    expect(withoutOtherLanguageWordings(notLiteral)).toBe(notLiteral);
  });

  it("takes every finding's Kiswahili and French wordings out of the findings' modules", () => {
    const taken = new Set(
      findingModules.flatMap(({ name, code }) =>
        otherLanguageWordingsIn(code, name).map(({ id, language }) => `${id} ${language}`),
      ),
    );
    const held = writtenFindings.flatMap(({ id, synonyms }) =>
      (['sw', 'fr'] as const)
        .filter((language) => synonyms[language].length > 0)
        .map((language) => `${id} ${language}`),
    );
    expect([...taken].sort()).toEqual(held.sort());
  });

  it('gives the offline engine the knowledge the server reads, wordings back in their place', async () => {
    const data = (await evaluate(findingWordingsModule())).findingWordings;
    expect(data).toEqual(findingWordings);
    expect(JSON.stringify(loadDiagnosisKnowledge(findingWordings))).toBe(
      JSON.stringify(loadDiagnosisKnowledge()),
    );
    // Control: the wordings given are the ones read, in place of the finding's own.
    const [first] = loadDiagnosisKnowledge([[finding.id, ['neno'], ['mot']]]).findings.filter(
      (entry) => entry.id === finding.id,
    );
    expect(first!.synonyms).toEqual({ ...finding.synonyms, sw: ['neno'], fr: ['mot'] });
    expect(Object.keys(first!.synonyms)).toEqual(Object.keys(finding.synonyms));
  });

  it('carries the composed wordings as their families, not pair by pair, and the loader adds them back', () => {
    const composed = findings.find(
      (entry, index) => entry.synonyms.fr.length > writtenFindings[index]!.synonyms.fr.length,
    )!;
    expect(composed).toBeDefined();
    const [, , fr] = findingWordings.find(([id]) => id === composed.id)!;
    expect(fr.length).toBeLessThan(composed.synonyms.fr.length);
    const loaded = loadDiagnosisKnowledge(findingWordings).findingById.get(composed.id)!;
    expect(loaded.synonyms.fr).toEqual(composed.synonyms.fr);
  });
});

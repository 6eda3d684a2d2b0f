import { describe, it, expect } from 'vitest';
// The test (not the knowledge) reads the catalogue text; src/clinical itself stays free of I/O.
import { readFileSync } from 'node:fs';
import { findingSchema, type Finding } from '../types';
import { findings } from './index';

const catalogueText = readFileSync(new URL('../finding-catalogue.txt', import.meta.url), 'utf8');
const catalogue = catalogueText
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => {
    const [id = '', label = '', kind = ''] = line.split('|').map((part) => part.trim());
    return { id, label, kind };
  });

describe('findings vocabulary', () => {
  it('has an entry for every id of the catalogue, with its kind', () => {
    const byId = new Map(findings.map((finding) => [finding.id, finding]));
    const missing = catalogue.filter((entry) => !byId.has(entry.id)).map((entry) => entry.id);
    expect(missing).toEqual([]);
    const wrongKind = catalogue
      .filter((entry) => byId.get(entry.id)?.kind !== entry.kind)
      .map((entry) => entry.id);
    expect(wrongKind).toEqual([]);
  });

  it('never uses an id twice across the system files and the condition extras', () => {
    const counts = new Map<string, number>();
    for (const finding of findings) counts.set(finding.id, (counts.get(finding.id) ?? 0) + 1);
    expect([...counts].filter(([, count]) => count > 1).map(([id]) => id)).toEqual([]);
  });

  it('parses every entry with the finding schema', () => {
    const failures = findings
      .filter((finding) => !findingSchema.safeParse(finding).success)
      .map((finding) => finding.id);
    expect(failures).toEqual([]);
  });

  it('gives every finding English words a clinician or patient would use, and a question', () => {
    expect(
      findings.filter((finding) => finding.synonyms.en.length === 0).map((finding) => finding.id),
    ).toEqual([]);
    expect(findings.filter((finding) => !finding.question).map((finding) => finding.id)).toEqual([]);
  });

  it('writes synonyms in lower case so the matcher can fold them', () => {
    const upper = findings.flatMap((finding) =>
      [...finding.synonyms.en, ...finding.synonyms.sw, ...finding.synonyms.fr].filter(
        (word) => word !== word.toLowerCase(),
      ),
    );
    expect(upper).toEqual([]);
  });

  it('keeps base rates realistic for a primary-care clinic: common complaints common, rare exposures rare', () => {
    const rate = (id: string) => findings.find((finding) => finding.id === id)?.baseRate ?? 0;
    expect(rate('fever')).toBeGreaterThan(rate('headache'));
    expect(rate('cough')).toBeGreaterThan(rate('diarrhoea'));
    expect(rate('diarrhoea')).toBeGreaterThan(rate('bloody-diarrhoea'));
    expect(rate('neck-stiffness')).toBeLessThan(0.02);
    expect(rate('snake-bite')).toBeLessThan(0.005);
  });
});

describe('vocabulary amendments to the condition files’ findings', () => {
  it('name findings that exist and remove only wordings those findings had', async () => {
    const { vocabularyAmendments } = await import('./amendments');
    const { extraFindings: extraA } = await import('../findings-extra-a');
    const { extraFindings: extraB } = await import('../findings-extra-b');
    const originals = new Map<string, Finding>(
      [...extraA, ...extraB].map((finding) => [finding.id, finding]),
    );
    for (const amendment of vocabularyAmendments) {
      const original = originals.get(amendment.findingId);
      expect(original, amendment.findingId).toBeDefined();
      const words: string[] = [
        ...(original?.synonyms.en ?? []),
        ...(original?.synonyms.sw ?? []),
        ...(original?.synonyms.fr ?? []),
        ...(original?.abbreviations ?? []),
      ];
      for (const removed of amendment.remove ?? [])
        expect(words, `${amendment.findingId}: ${removed}`).toContain(removed);
    }
  });

  it('no longer reads the food named alone as a failed appetite test', () => {
    expect(findings.find((finding) => finding.id === 'failed-appetite-test')?.abbreviations).not.toContain(
      'RUTF',
    );
  });
});

it('amends each condition-file finding once', async () => {
  const { vocabularyAmendments } = await import('./amendments');
  const ids = vocabularyAmendments.map((amendment) => amendment.findingId);
  expect(new Set(ids).size).toBe(ids.length);
});

// The test reads the finding catalogue from disk; the knowledge library itself stays free of I/O.
// eslint-disable-next-line no-restricted-imports
import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { conditions as groupB1 } from './group-b-1';
import { conditions as groupB2 } from './group-b-2';
import { conditionSchema, findingSchema, type Condition } from '../types';
import { clinicalScope } from '../scope';
import { sources } from '../sources';
import { extraSources } from '../sources-b';
import { extraFindings as extraFindingsA } from '../findings-extra-a';
import { extraFindings as extraFindingsB } from '../findings-extra-b';

const catalogueText = readFileSync(new URL('../finding-catalogue.txt', import.meta.url), 'utf8');
const catalogueIds = catalogueText
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => (line.split('|')[0] ?? '').trim());
const extraIdsA: readonly string[] = extraFindingsA.map((finding: { id: string }) => finding.id);
const extraIdsB: readonly string[] = extraFindingsB.map((finding) => finding.id);
const knownFindingIds = new Set([...catalogueIds, ...extraIdsA, ...extraIdsB]);
const knownSourceIds = new Set<string>([...sources, ...extraSources].map((source) => source.id));

const groupB: readonly Condition[] = [...groupB1, ...groupB2];
const scopeB = clinicalScope.filter((entry) => entry.number >= 38);

function citationsOf(condition: Condition): { sourceId: string }[] {
  return [
    ...condition.citations,
    ...condition.prior.citations,
    ...condition.protocol.citations,
    ...condition.redFlags.flatMap((flag) => flag.citations),
    ...condition.findings.flatMap((finding) => (finding.citation ? [finding.citation] : [])),
  ];
}

describe('group B conditions (scope 38 to 74)', () => {
  it('covers exactly the scope ids 38-56 in group-b-1 and 57-74 in group-b-2, in scope order', () => {
    expect(groupB1.map((condition) => condition.id)).toEqual(
      scopeB.filter((entry) => entry.number <= 56).map((entry) => entry.id),
    );
    expect(groupB2.map((condition) => condition.id)).toEqual(
      scopeB.filter((entry) => entry.number >= 57).map((entry) => entry.id),
    );
  });

  describe.each(groupB.map((condition) => [condition.id, condition] as const))('%s', (id, condition) => {
    const scopeEntry = clinicalScope.find((entry) => entry.id === id);

    it('parses with the condition schema', () => {
      expect(() => conditionSchema.parse(condition)).not.toThrow();
    });

    it('reports an ICD-10 code the scope accepts, and every code belongs to the scope', () => {
      const accepted: readonly string[] = scopeEntry?.icd10 ?? [];
      for (const code of condition.icd10) {
        expect(
          accepted.some((prefix) => code.startsWith(prefix)),
          `${code} not in ${accepted.join(', ')}`,
        ).toBe(true);
      }
    });

    it('lists at least 10 findings, each once, each known to the vocabulary', () => {
      const ids = condition.findings.map((finding) => finding.findingId);
      expect(ids.length).toBeGreaterThanOrEqual(10);
      expect(new Set(ids).size).toBe(ids.length);
      for (const findingId of ids) expect(knownFindingIds.has(findingId), findingId).toBe(true);
    });

    it('raises red flags only on known findings', () => {
      for (const flag of condition.redFlags) {
        for (const findingId of flag.findingIds) expect(knownFindingIds.has(findingId), findingId).toBe(true);
      }
    });

    it('cites only known sources', () => {
      for (const citation of citationsOf(condition)) {
        expect(knownSourceIds.has(citation.sourceId), citation.sourceId).toBe(true);
      }
    });

    it('lists findings that argue against it as well as for it', () => {
      expect(condition.findings.some((finding) => finding.frequency <= 0.1)).toBe(true);
      expect(condition.findings.some((finding) => finding.frequency >= 0.6)).toBe(true);
    });
  });
});

describe('findings added by group B', () => {
  it('parse with the finding schema and do not repeat a catalogue or group A id', () => {
    const ids = extraFindingsB.map((finding) => finding.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const finding of extraFindingsB) {
      expect(() => findingSchema.parse(finding)).not.toThrow();
      expect(catalogueIds.includes(finding.id), finding.id).toBe(false);
      expect(extraIdsA.includes(finding.id), finding.id).toBe(false);
    }
  });

  it('are each used by at least one group B condition', () => {
    const used = new Set(
      groupB.flatMap((condition) => condition.findings.map((finding) => finding.findingId)),
    );
    for (const finding of extraFindingsB) expect(used.has(finding.id), finding.id).toBe(true);
  });
});

import { describe, it, expect } from 'vitest';
import { addedFindingIdsB as addedFindingIds, inScope } from '../test-fixtures/scope-groups';
import { conditionSchema, findingSchema, type Condition } from '../types';
import { clinicalScope } from '../scope';
import { sources } from '../sources';
import { findings } from '../findings';

const knownFindingIds = new Set(findings.map((finding) => finding.id));
const addedFindings = addedFindingIds.map((id) => findings.filter((finding) => finding.id === id));
const knownSourceIds = new Set<string>(sources.map((source) => source.id));

const groupB1: readonly Condition[] = inScope(38, 56);
const groupB2: readonly Condition[] = inScope(57, 74);
const groupB: readonly Condition[] = [...groupB1, ...groupB2];
const scopeB = clinicalScope.filter((entry) => entry.number >= 38 && entry.number <= 74);

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
  it('covers exactly the scope ids 38-56 and 57-74, in scope order', () => {
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
  it('parse with the finding schema and are in the vocabulary once', () => {
    const ids = addedFindingIds;
    expect(new Set(ids).size).toBe(ids.length);
    for (const [index, entries] of addedFindings.entries()) {
      expect(entries, ids[index]).toHaveLength(1);
      expect(() => findingSchema.parse(entries[0])).not.toThrow();
    }
  });

  it('are each used by at least one group B condition', () => {
    const used = new Set(
      groupB.flatMap((condition) => condition.findings.map((finding) => finding.findingId)),
    );
    for (const id of addedFindingIds) expect(used.has(id), id).toBe(true);
  });
});

/*
 * A red flag fires when any one of its findings is present, so each finding must justify the urgency on
 * its own: findings common in minor illness never raise a case to emergency or critical, and being
 * pregnant, diabetic or on treatment is never itself a red flag.
 */
const tooCommonForEmergency = [
  'fever',
  'headache',
  'cough',
  'shortness-of-breath',
  'chest-pain',
  'sweating',
  'leg-swelling',
  'vomiting',
  'abdominal-pain',
  'fatigue',
  'chest-indrawing',
  'tachycardia',
  'tachypnoea',
  'hypertension-reading',
  'sunken-eyes',
  'weight-loss',
  'orthopnoea',
  'crackles',
  'reduced-urine',
];
const neverARedFlag = [
  'pregnant',
  'pregnancy-test-positive',
  'known-diabetes',
  'on-insulin-or-sulfonylurea',
  'known-hypertension',
];

describe('red flags of group B escalate only on findings that justify it alone', () => {
  const flags = groupB.flatMap((condition) => condition.redFlags.map((flag) => ({ id: condition.id, flag })));

  it.each(flags.map(({ id, flag }) => [`${id}: ${flag.finding}`, flag] as const))('%s', (_name, flag) => {
    for (const findingId of flag.findingIds) expect(neverARedFlag, findingId).not.toContain(findingId);
    if (flag.urgency === 'emergency' || flag.urgency === 'critical') {
      for (const findingId of flag.findingIds)
        expect(tooCommonForEmergency, findingId).not.toContain(findingId);
    }
  });
});

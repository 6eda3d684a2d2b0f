import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadKnowledge } from './load-knowledge';
import { clinicalScope } from './scope';

const knowledge = loadKnowledge();
const sourceIds = new Set(knowledge.sources.map((source) => source.id));
const findingIds = new Set(knowledge.findings.map((finding) => finding.id));
const medicineIds = new Set(knowledge.medicines.map((medicine) => medicine.id));
const conditionIds = new Set(knowledge.conditions.map((condition) => condition.id));

/** Every `sourceId` anywhere inside an entry. */
function citedSourceIds(entry: unknown): string[] {
  return JSON.stringify(entry)
    .match(/"sourceId":"[^"]+"/g)!
    .map((match) => match.slice('"sourceId":"'.length, -1));
}

const duplicates = (ids: string[]) => ids.filter((id, index) => ids.indexOf(id) !== index);

describe('the knowledge base as a whole', () => {
  it('loads every sources-*.ts file', () => {
    const here = path.dirname(new URL(import.meta.url).pathname);
    const sourceFiles = fs
      .readdirSync(here)
      .filter((name) => /^sources-.+\.ts$/.test(name) && !name.endsWith('.test.ts'));
    const loader = fs.readFileSync(path.join(here, 'load-knowledge.ts'), 'utf8');
    for (const file of sourceFiles) expect(loader).toContain(`./${file.replace(/\.ts$/, '')}'`);
  });

  it('has every condition of the clinical scope, with the scope ICD-10 codes', () => {
    for (const scoped of clinicalScope) {
      const condition = knowledge.conditionById.get(scoped.id);
      expect(condition, scoped.id).toBeDefined();
      expect(
        condition!.icd10.every((code) =>
          scoped.icd10.some((prefix) => code.startsWith(prefix.split('.')[0]!)),
        ),
      ).toBe(true);
    }
  });

  it('has unique ids in every kind of entry', () => {
    for (const ids of [
      knowledge.sources,
      knowledge.findings,
      knowledge.conditions,
      knowledge.medicines,
      knowledge.regimens,
      knowledge.triageRules,
    ].map((entries) => entries.map((entry) => entry.id))) {
      expect(duplicates(ids)).toEqual([]);
    }
  });

  it('cites a known source in every condition, medicine, regimen and triage rule', () => {
    for (const entry of [
      ...knowledge.conditions,
      ...knowledge.medicines,
      ...knowledge.regimens,
      ...knowledge.triageRules,
    ]) {
      const cited = citedSourceIds(entry);
      expect(cited.length, entry.id).toBeGreaterThan(0);
      expect(
        cited.filter((id) => !sourceIds.has(id)),
        entry.id,
      ).toEqual([]);
    }
  });

  it('resolves every finding, condition and medicine a condition, triage rule or regimen names', () => {
    for (const condition of knowledge.conditions) {
      const named = [
        ...condition.findings.map((finding) => finding.findingId),
        ...condition.redFlags.flatMap((flag) => flag.findingIds),
      ];
      expect(
        named.filter((id) => !findingIds.has(id)),
        condition.id,
      ).toEqual([]);
    }
    for (const rule of knowledge.triageRules)
      expect(
        [...rule.anyOf, ...rule.allOf].filter((id) => !findingIds.has(id)),
        rule.id,
      ).toEqual([]);
    for (const regimen of knowledge.regimens) {
      expect(conditionIds.has(regimen.conditionId), regimen.id).toBe(true);
      const named = regimen.items.flatMap((item) => [item.medicineId, ...item.alternativeIds]);
      expect(
        named.filter((id) => !medicineIds.has(id)),
        regimen.id,
      ).toEqual([]);
    }
  });

  it('caps every dose rule with a maximum per dose and per day', () => {
    for (const item of knowledge.regimens.flatMap((regimen) => regimen.items)) {
      expect(item.dose.maxMgPerDose).toBeGreaterThan(0);
      expect(item.dose.maxMgPerDay).toBeGreaterThanOrEqual(item.dose.maxMgPerDose);
    }
  });
});

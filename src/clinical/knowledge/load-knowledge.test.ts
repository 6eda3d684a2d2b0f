import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseKnowledge, type Knowledge } from './load-knowledge';
import { clinicalScope } from './scope';
import { findKnowledgeProblems } from './check-knowledge';

// Parsed with the schemas: the check that lets loadKnowledge skip parsing (load-without-parsing.test.ts).
const knowledge = parseKnowledge();
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
  it('loads every file of sources/, findings/, medicines/, triage-rules/, lab-analytes/ and conditions/', () => {
    const here = path.dirname(new URL(import.meta.url).pathname);
    for (const folder of ['sources', 'findings', 'medicines', 'triage-rules', 'lab-analytes', 'conditions']) {
      const index = fs.readFileSync(path.join(here, folder, 'index.ts'), 'utf8');
      const files = fs
        .readdirSync(path.join(here, folder), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'index.ts')
        .filter(
          (name) =>
            !/(^|\/)(citations|shared|result-patterns|qualitative-words|shared-wordings|absent-wordings|asked-of|rifampicin-interactions)\.ts$/.test(
              name,
            ),
        );
      for (const file of files)
        expect(index, `${folder}/${file}`).toContain(`./${file.replace(/\.ts$/, '')}'`);
    }
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

/** Knowledge files (data, code and tests) longer than this are split by meaning. */
const maximumLines = 600;

function oversizedFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .filter((name) => fs.readFileSync(path.join(folder, name), 'utf8').split('\n').length - 1 > maximumLines);
}

describe('the knowledge-wide check', () => {
  const broken = (change: (copy: Knowledge) => void): string[] => {
    const copy = structuredClone(knowledge);
    change(copy);
    return findKnowledgeProblems(copy);
  };

  it('finds nothing wrong with the knowledge base', () => {
    expect(findKnowledgeProblems(knowledge)).toEqual([]);
  });

  it('fails on an uncited entry', () => {
    expect(
      broken((copy) => {
        const [medicine] = copy.medicines as Knowledge['medicines'][number][];
        medicine!.citations = [];
        medicine!.contraindications = [];
        medicine!.interactions = [];
      }),
    ).toContain(`uncited entry ${knowledge.medicines[0]!.id}`);
  });

  it('fails on a dangling reference', () => {
    const problems = broken((copy) => {
      (copy.conditions[0]!.findings as { findingId: string }[])[0]!.findingId = 'no-such-finding';
      (copy.regimens[0]!.items as { medicineId: string }[])[0]!.medicineId = 'no-such-medicine';
      (copy.triageRules[0]!.citations as { sourceId: string }[])[0]!.sourceId = 'no-such-source';
      const askedOf = copy.findings.find((finding) => finding.askedOf?.[0]?.citation)!.askedOf!;
      askedOf[0]!.citation!.sourceId = 'no-such-age-source';
    });
    const withAgeBand = knowledge.findings.find((finding) => finding.askedOf?.[0]?.citation)!;
    expect(problems).toContain(`${withAgeBand.id} cites unknown source no-such-age-source`);
    expect(problems).toContain(`${knowledge.conditions[0]!.id} names unknown finding no-such-finding`);
    expect(problems).toContain(`${knowledge.regimens[0]!.id} names unknown medicine no-such-medicine`);
    expect(problems).toContain(`${knowledge.triageRules[0]!.id} cites unknown source no-such-source`);
  });

  it('fails on a red flag naming an unknown severe form', () => {
    const withFlags = knowledge.conditions.findIndex((condition) => condition.redFlags.length > 0);
    const problems = broken((copy) => {
      (copy.conditions[withFlags]!.redFlags as { severeFormId?: string }[])[0]!.severeFormId =
        'no-such-condition';
    });
    expect(problems).toContain(
      `${knowledge.conditions[withFlags]!.id} names unknown severe form no-such-condition`,
    );
  });

  it('fails on a severe form of an unknown condition', () => {
    const problems = broken((copy) => {
      (copy.conditions[0] as { severeFormOf?: string }).severeFormOf = 'no-such-condition';
    });
    expect(problems).toContain(
      `${knowledge.conditions[0]!.id} is the severe form of unknown condition no-such-condition`,
    );
  });

  it('fails on a condition that comes with a condition that is no syndrome', () => {
    const problems = broken((copy) => {
      (copy.conditions[0] as { comesWith?: unknown[] }).comesWith = [
        {
          conditionId: 'no-such-condition',
          share: 0.1,
          citation: { sourceId: 'who-icd10-2019', section: 'x' },
        },
      ];
    });
    expect(problems).toContain(
      `${knowledge.conditions[0]!.id} comes with no-such-condition, which is no condition with syndrome findings`,
    );
  });

  it('fails on a duplicate id', () => {
    expect(
      broken((copy) => {
        (copy.findings as Knowledge['findings'][number][]).push(copy.findings[0]!);
      }),
    ).toContain(`duplicate finding id ${knowledge.findings[0]!.id}`);
  });

  it('fails on one wording on two findings, whatever its case and accents', () => {
    const [first, second] = knowledge.findings;
    const wording = first!.synonyms.fr[0] ?? first!.synonyms.en[0]!;
    expect(
      broken((copy) => {
        (copy.findings[1]!.synonyms.en as string[]).push(wording.toUpperCase());
      }).some(
        (problem) =>
          problem.startsWith('wording') && problem.endsWith(`${[first!.id, second!.id].sort().join(' ')}`),
      ),
    ).toBe(true);
  });

  it('keeps every knowledge file at most 600 lines', () => {
    expect(oversizedFiles(path.dirname(new URL(import.meta.url).pathname))).toEqual([]);
  });

  it('fails on a file over 600 lines', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'knowledge-size-'));
    fs.writeFileSync(path.join(folder, 'short.ts'), 'export const a = 1;\n'.repeat(maximumLines));
    fs.mkdirSync(path.join(folder, 'area'));
    fs.writeFileSync(path.join(folder, 'area', 'long.ts'), 'export const a = 1;\n'.repeat(maximumLines + 1));
    expect(oversizedFiles(folder)).toEqual([path.join('area', 'long.ts')]);
    fs.rmSync(folder, { recursive: true });
  });
});

import { z } from 'zod';
import { conditionSchema, findingSchema, medicineSchema, regimenSchema, sourceSchema } from './types';
import { triageRuleSchema } from './triage-rule-schema';
import { sources } from './sources';
import { findings } from './findings';
import { conditions } from './conditions';
import { medicines } from './medicines';
import { regimens } from './regimens';
import { loadDiagnosisKnowledge } from './load-diagnosis-knowledge';
import { triageRules } from './triage-rules';

export type SourceEntry = z.output<typeof sourceSchema>;
export type FindingEntry = z.output<typeof findingSchema>;
export type ConditionEntry = z.output<typeof conditionSchema>;
export type MedicineEntry = z.output<typeof medicineSchema>;
export type RegimenEntry = z.output<typeof regimenSchema>;
export type TriageRuleEntry = z.output<typeof triageRuleSchema>;

/** The whole knowledge base, parsed and checked. */
export interface Knowledge {
  /** Sources, medicines and regimens are empty in the diagnosis-only knowledge (loadDiagnosisKnowledge). */
  sources: readonly SourceEntry[];
  findings: readonly FindingEntry[];
  conditions: readonly ConditionEntry[];
  medicines: readonly MedicineEntry[];
  regimens: readonly RegimenEntry[];
  triageRules: readonly TriageRuleEntry[];
  findingById: ReadonlyMap<string, FindingEntry>;
  conditionById: ReadonlyMap<string, ConditionEntry>;
}

/** The part of the knowledge only prescribing reads (empty in loadDiagnosisKnowledge's). */
export type PrescribingPart = Pick<Knowledge, 'sources' | 'medicines' | 'regimens'>;

/** Every source of the knowledge base (the registry of sources/). */
export const allSources = sources;

const parseAll = <T extends z.ZodTypeAny>(
  schema: T,
  entries: readonly unknown[],
  kind: string,
): z.output<T>[] =>
  entries.map((entry, index) => {
    const parsed = schema.safeParse(entry);
    if (!parsed.success) {
      const id = (entry as { id?: string }).id ?? `#${index}`;
      throw new Error(
        `Invalid ${kind} '${id}': ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
      );
    }
    return parsed.data;
  });

/**
 * Parses every knowledge file with its schema: what the tests run. Throws on an entry that does not parse
 * (a programming error).
 */
export function parseKnowledge(): Knowledge {
  const parsedFindings = parseAll(findingSchema, findings, 'finding');
  const parsedConditions = parseAll(conditionSchema, conditions, 'condition');
  return {
    sources: parseAll(sourceSchema, allSources, 'source'),
    findings: parsedFindings,
    conditions: parsedConditions,
    medicines: parseAll(medicineSchema, medicines, 'medicine'),
    regimens: parseAll(regimenSchema, regimens, 'regimen'),
    triageRules: parseAll(triageRuleSchema, triageRules, 'triage rule'),
    findingById: new Map(parsedFindings.map((finding) => [finding.id, finding])),
    conditionById: new Map(parsedConditions.map((condition) => [condition.id, condition])),
  };
}

/** What prescribing adds to diagnosis's knowledge: the medicines, every condition's regimens, the sources. */
export function loadPrescribingKnowledge(): PrescribingPart {
  return {
    sources: allSources,
    medicines,
    regimens: regimens.map((regimen) => ({ ...regimen, population: regimen.population ?? {} })),
  };
}

/**
 * The knowledge base as the engine reads it. The files are static data, typed by their schemas and parsed
 * by the tests (parseKnowledge, with a test that both functions give the same knowledge), so loading only
 * fills in the schemas' defaults: parsing 150 conditions on every start took most of the time to the first
 * diagnosis, on the server and in the browser (decision 007).
 */
export function loadKnowledge(): Knowledge {
  return { ...loadDiagnosisKnowledge(), ...loadPrescribingKnowledge() };
}

import type { Knowledge } from './load-knowledge';
import { sharedWordings } from './findings/shared-wordings';

/** A wording as the duplicate check compares it: lower case, accents and punctuation folded. */
export function normaliseWording(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9…*]+/g, ' ')
    .trim();
}

/** Every `sourceId` anywhere inside an entry. */
function citedSourceIds(entry: unknown): string[] {
  return (JSON.stringify(entry).match(/"sourceId":"[^"]+"/g) ?? []).map((match) =>
    match.slice('"sourceId":"'.length, -1),
  );
}

const duplicatesOf = (ids: readonly string[]) => [
  ...new Set(ids.filter((id, index) => ids.indexOf(id) !== index)),
];

/**
 * What is wrong with a knowledge base as a whole: an entry that cites nothing, a reference to a source,
 * finding, medicine or condition that does not exist, an id used twice, or one wording on two findings
 * that findings/shared-wordings.ts does not list. Empty when all is well.
 */
export function findKnowledgeProblems(knowledge: Knowledge): string[] {
  const problems: string[] = [];
  const sourceIds = new Set(knowledge.sources.map((source) => source.id));
  const findingIds = new Set(knowledge.findings.map((finding) => finding.id));
  const medicineIds = new Set(knowledge.medicines.map((medicine) => medicine.id));
  const conditionIds = new Set(knowledge.conditions.map((condition) => condition.id));

  const kinds = {
    source: knowledge.sources,
    finding: knowledge.findings,
    condition: knowledge.conditions,
    medicine: knowledge.medicines,
    regimen: knowledge.regimens,
    'triage rule': knowledge.triageRules,
  };
  for (const [kind, entries] of Object.entries(kinds))
    for (const id of duplicatesOf(entries.map((entry) => entry.id)))
      problems.push(`duplicate ${kind} id ${id}`);

  for (const entry of [
    ...knowledge.conditions,
    ...knowledge.medicines,
    ...knowledge.regimens,
    ...knowledge.triageRules,
  ]) {
    const cited = citedSourceIds(entry);
    if (cited.length === 0) problems.push(`uncited entry ${entry.id}`);
    for (const id of cited.filter((sourceId) => !sourceIds.has(sourceId)))
      problems.push(`${entry.id} cites unknown source ${id}`);
  }
  for (const finding of knowledge.findings)
    for (const id of citedSourceIds(finding).filter((sourceId) => !sourceIds.has(sourceId)))
      problems.push(`${finding.id} cites unknown source ${id}`);

  for (const condition of knowledge.conditions)
    for (const id of [
      ...condition.findings.map((finding) => finding.findingId),
      ...condition.redFlags.flatMap((flag) => [...flag.findingIds, ...(flag.allOf ?? [])]),
      ...(condition.icd10ByFinding ?? []).flatMap((coding) => coding.findingIds),
      ...(condition.definedBy?.anyOf ?? []),
      ...(condition.ruledOutBy?.anyOf ?? []),
      ...(condition.emergencyOnlyWith?.anyOf ?? []),
      ...(condition.syndromeFindings?.findingIds ?? []),
      ...(condition.comesWith ?? []).flatMap((form) => form.whenAnyOf),
      ...(condition.confirmBeforeTreatment?.confirmedBy ?? []),
    ].filter((findingId) => !findingIds.has(findingId)))
      problems.push(`${condition.id} names unknown finding ${id}`);
  for (const condition of knowledge.conditions)
    for (const coding of condition.icd10ByFinding ?? [])
      if (!condition.icd10.some((code) => coding.icd10.startsWith(code)))
        problems.push(`${condition.id} codes by finding outside its ICD-10 list: ${coding.icd10}`);
  for (const condition of knowledge.conditions)
    for (const flag of condition.redFlags)
      if (flag.severeFormId !== undefined && !conditionIds.has(flag.severeFormId))
        problems.push(`${condition.id} names unknown severe form ${flag.severeFormId}`);
  for (const condition of knowledge.conditions)
    if (condition.severeFormOf !== undefined && !conditionIds.has(condition.severeFormOf))
      problems.push(`${condition.id} is the severe form of unknown condition ${condition.severeFormOf}`);
  for (const condition of knowledge.conditions)
    for (const form of condition.comesWith ?? [])
      if (knowledge.conditions.find((other) => other.id === form.conditionId)?.syndromeFindings === undefined)
        problems.push(
          `${condition.id} comes with ${form.conditionId}, which is no condition with syndrome findings`,
        );
  for (const rule of knowledge.triageRules)
    for (const id of [...rule.anyOf, ...rule.allOf, ...rule.noneOf].filter(
      (findingId) => !findingIds.has(findingId),
    ))
      problems.push(`${rule.id} names unknown finding ${id}`);
  for (const rule of knowledge.triageRules)
    for (const id of rule.pointsTo.filter((conditionId) => !conditionIds.has(conditionId)))
      problems.push(`${rule.id} points to unknown condition ${id}`);
  for (const condition of knowledge.conditions)
    for (const id of (condition.confirmBeforeTreatment?.stillGiven ?? []).filter(
      (medicineId) => !medicineIds.has(medicineId),
    ))
      problems.push(`${condition.id} names unknown medicine ${id}`);
  for (const regimen of knowledge.regimens) {
    if (!conditionIds.has(regimen.conditionId))
      problems.push(`${regimen.id} names unknown condition ${regimen.conditionId}`);
    for (const id of regimen.items
      .flatMap((item) => [item.medicineId, ...item.alternativeIds])
      .filter((medicineId) => !medicineIds.has(medicineId)))
      problems.push(`${regimen.id} names unknown medicine ${id}`);
  }

  const owners = new Map<string, Set<string>>();
  for (const finding of knowledge.findings)
    for (const wording of [
      ...finding.synonyms.en,
      ...finding.synonyms.sw,
      ...finding.synonyms.fr,
      ...finding.abbreviations,
    ]) {
      const key = normaliseWording(wording);
      owners.set(key, (owners.get(key) ?? new Set()).add(finding.id));
    }
  const acknowledged = new Map(
    sharedWordings.map((shared) => [
      normaliseWording(shared.wording),
      [...shared.findingIds].sort().join(' '),
    ]),
  );
  for (const [wording, ids] of owners) {
    if (ids.size < 2) continue;
    const named = [...ids].sort().join(' ');
    if (acknowledged.get(wording) !== named)
      problems.push(`wording '${wording}' is on several findings: ${named}`);
  }
  for (const [wording, named] of acknowledged)
    if ([...(owners.get(wording) ?? [])].sort().join(' ') !== named)
      problems.push(`shared wording '${wording}' is no longer on exactly ${named}`);
  return problems;
}

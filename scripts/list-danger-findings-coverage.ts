// Danger findings and their wordings by language: every finding an emergency or critical triage rule uses (anyOf,
// allOf) or an emergency or critical condition red flag uses (findingIds, allOf), with how many English, French
// and Kiswahili wordings it has (the finding's own synonyms; French also counts the imported HPO wordings). Lab
// and vital-sign findings are read from numbers, not words, and are left out unless --all is given.
// Usage: npx tsx scripts/list-danger-findings-coverage.ts [--all] [--few N] [--csv]
//   --few N   list only findings with fewer than N French or Kiswahili wordings (default: list all)
import { parseKnowledge } from '../src/clinical/knowledge/load-knowledge';
import { importedWordings } from '../src/clinical/knowledge/vocabularies';

const args = process.argv.slice(2);
const includeNumbers = args.includes('--all');
const fewIndex = args.indexOf('--few');
const few = fewIndex >= 0 ? Number(args[fewIndex + 1]) : Infinity;
const csv = args.includes('--csv');

const knowledge = parseKnowledge();
const dangerous = (urgency: string) => urgency === 'emergency' || urgency === 'critical';

/** finding id -> where it raises an alarm (rule ids, condition:red flag). */
const usedBy = new Map<string, Set<string>>();
const note = (findingId: string, where: string) => {
  const entry = usedBy.get(findingId) ?? new Set<string>();
  entry.add(where);
  usedBy.set(findingId, entry);
};
for (const rule of knowledge.triageRules) {
  if (!dangerous(rule.urgency)) continue;
  for (const id of [...rule.anyOf, ...rule.allOf]) note(id, `rule ${rule.id}`);
}
for (const condition of knowledge.conditions) {
  for (const flag of condition.redFlags) {
    if (!dangerous(flag.urgency)) continue;
    for (const id of [...flag.findingIds, ...(flag.allOf ?? [])]) note(id, `flag ${condition.id}`);
  }
}

const importedFrench = new Map<string, number>();
for (const wording of importedWordings) {
  // HPO French wordings carry accents; a rough test that is enough for a count.
  if (/[àâçéèêëîïôûùœ]/i.test(wording.text))
    importedFrench.set(wording.findingId, (importedFrench.get(wording.findingId) ?? 0) + 1);
}

const rows = [...usedBy]
  .map(([id, where]) => {
    const finding = knowledge.findingById.get(id);
    return {
      id,
      kind: finding?.kind ?? 'MISSING',
      en: finding?.synonyms.en.length ?? 0,
      fr: (finding?.synonyms.fr.length ?? 0) + (importedFrench.get(id) ?? 0),
      sw: finding?.synonyms.sw.length ?? 0,
      uses: where.size,
      where: [...where].slice(0, 3).join('; '),
    };
  })
  .filter((row) => includeNumbers || (row.kind !== 'lab' && row.kind !== 'vital'))
  .filter((row) => Math.min(row.fr, row.sw) < few)
  .sort((a, b) => Math.min(a.fr, a.sw) - Math.min(b.fr, b.sw) || b.uses - a.uses || a.id.localeCompare(b.id));

if (csv) {
  console.log('finding,kind,en,fr,sw,alarms');
  for (const row of rows) console.log([row.id, row.kind, row.en, row.fr, row.sw, row.uses].join(','));
} else {
  for (const row of rows)
    console.log(
      `${row.id.padEnd(44)} ${row.kind.padEnd(8)} en ${String(row.en).padStart(3)}  fr ${String(row.fr).padStart(3)}  sw ${String(row.sw).padStart(3)}  alarms ${row.uses}  (${row.where})`,
    );
}
const all = [...usedBy.keys()].length;
const noFrench = rows.filter((row) => row.fr === 0).length;
const noSwahili = rows.filter((row) => row.sw === 0).length;
const fewFrench = rows.filter((row) => row.fr < 3).length;
const fewSwahili = rows.filter((row) => row.sw < 3).length;
console.log(
  `\n${all} danger findings (${rows.length} listed); listed with no French wording ${noFrench}, fewer than 3 ${fewFrench}; no Kiswahili ${noSwahili}, fewer than 3 ${fewSwahili}`,
);

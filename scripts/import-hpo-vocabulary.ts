// Imports wordings from the Human Phenotype Ontology (HPO) into the findings vocabulary.
// Reads a local copy of the HPO repository (github.com/obophenotype/human-phenotype-ontology):
//   reports/layperson-synonyms.tsv                    English label and layperson synonyms per term
//   src/translations/hp-fr-preprocessed.babelon.tsv   English label and French label per term
//   src/translations/hp-fr.synonyms.tsv               French exact synonyms per term
// An HPO term is tied to one of our findings when one of its wordings already names that finding
// (after folding case, accents and British/American spelling) and names no other; its other wordings
// then become wordings of that finding. A wording that already names another finding is never imported.
// Usage: npx tsx scripts/import-hpo-vocabulary.ts <hpo-repository-dir> <commit> <commit-date>
// Writes src/clinical/knowledge/vocabularies/hpo-wordings.json (committed as data).
import fs from 'node:fs';
import path from 'node:path';
import { findings } from '../src/clinical/knowledge/findings';
import { normaliseWording } from '../src/clinical/engine/understand/normalise-wording';

const [repository, commit, commitDate] = process.argv.slice(2);
if (!repository || !commit || !commitDate) {
  console.error('Usage: import-hpo-vocabulary <hpo-repository-dir> <commit> <commit-date>');
  process.exit(1);
}

interface Term {
  id: string;
  label: string;
  en: Set<string>;
  fr: Set<string>;
}
const terms = new Map<string, Term>();
const termOf = (id: string, label: string): Term => {
  const known = terms.get(id);
  if (known) return known;
  const term: Term = { id, label, en: new Set([label]), fr: new Set() };
  terms.set(id, term);
  return term;
};
const read = (file: string) =>
  fs
    .readFileSync(path.join(repository, file), 'utf8')
    .split('\n')
    .map((line) => line.split('\t'));
const unquote = (text: string) => text.trim().replace(/^"|"$/g, '');

for (const [subject, , , predicate, , source, , translation] of read(
  'src/translations/hp-fr-preprocessed.babelon.tsv',
)) {
  if (predicate !== 'rdfs:label' || !subject?.startsWith('HP:') || !source) continue;
  const term = termOf(subject, source);
  for (const text of (translation ?? '').split('|')) if (text) term.fr.add(text);
}
for (const [uri, label, layperson] of read('reports/layperson-synonyms.tsv')) {
  const id = /HP_(\d+)/.exec(uri ?? '')?.[1];
  if (!id || !label || !layperson) continue;
  termOf(`HP:${id}`, unquote(label)).en.add(unquote(layperson));
}
for (const [subject, synonym] of read('src/translations/hp-fr.synonyms.tsv')) {
  if (!subject?.startsWith('HP:') || !synonym) continue;
  for (const text of synonym.split('|')) if (text) terms.get(subject)?.fr.add(text);
}

// Every wording we already have, normalised, with the finding it names.
const owner = new Map<string, Set<string>>();
const claim = (text: string, findingId: string) => {
  const key = normaliseWording(text);
  if (!key) return;
  const set = owner.get(key) ?? new Set<string>();
  set.add(findingId);
  owner.set(key, set);
};
for (const finding of findings) {
  for (const text of [
    finding.label.replace(/\(.*?\)/g, ''),
    ...finding.synonyms.en,
    ...finding.synonyms.fr,
    ...finding.synonyms.sw,
  ])
    claim(text, finding.id);
}

// Terms whose wording matches a finding of ours but which mean something else (a diagnosis, a
// congenital form, a different symptom): reviewed by hand and left out.
const notTheSameFinding = new Set([
  'HP:0000246', // Sinusitis (a diagnosis, not facial pain)
  'HP:0000255', // Acute sinusitis
  'HP:0000490', // Deeply set eye (congenital, not dehydration)
  'HP:0000670', // Carious teeth
  'HP:0000711', // Restlessness
  'HP:0000738', // Hallucinations
  'HP:0000787', // Kidney stone (a diagnosis, not an imaging result)
  'HP:0000978', // Bruising susceptibility
  'HP:0000389', // Chronic otitis media
  'HP:0001262', // Excessive daytime somnolence
  'HP:0001537', // Umbilical hernia (not a groin lump)
  'HP:0001561', // Polyhydramnios
  'HP:0003565', // Elevated ESR (the finding is a raised CRP; its own short 'raised esr' wording is enough)
  'HP:0001903', // Anemia (a laboratory finding, not pallor)
  'HP:0002063', // Rigidity
  'HP:0005268', // Miscarriage
  'HP:0009926', // Epiphora
  'HP:0010781', // Skin dimple
  'HP:0012395', // Seasonal allergy
  'HP:0025258', // Stiff neck (its translations include torticollis)
  'HP:0030917', // Low APGAR score
  'HP:0040181', // Chapped lip
  'HP:0040189', // Scaling skin
  'HP:0500011', // Moon facies
]);
/** Single words too short or too general to name one finding alone. */
const loneWordTooGeneral = (key: string) => !key.includes(' ') && key.length < 8;

// Too general to stand for one finding on their own.
const tooGeneral = /^(abnormal|abnormality|phenotypic|all|pain|mass|cyst|lesion|infection|inflammation)\b/i;

const imported: Array<{ id: string; label: string; findingId: string; en: string[]; fr: string[] }> = [];
const importedKeys = new Map<string, string>();
for (const term of [...terms.values()].sort((a, b) => a.id.localeCompare(b.id))) {
  // Tied through its English label or layperson wording only: translations are looser.
  const named = new Set<string>();
  for (const text of term.en) for (const id of owner.get(normaliseWording(text)) ?? []) named.add(id);
  if (named.size !== 1 || tooGeneral.test(term.label) || notTheSameFinding.has(term.id)) continue;
  const findingId = [...named][0]!;
  const fresh = (text: string) => {
    const key = normaliseWording(text);
    if (
      key.length < 4 ||
      loneWordTooGeneral(key) ||
      owner.has(key) ||
      /[\d()]/.test(text) ||
      key.split(' ').length > 5
    )
      return false;
    const earlier = importedKeys.get(key);
    if (earlier !== undefined && earlier !== findingId) return false;
    importedKeys.set(key, findingId);
    return true;
  };
  const en = [...term.en].filter(fresh).map((text) => text.toLowerCase());
  const fr = [...term.fr].filter(fresh).map((text) => text.toLowerCase());
  if (en.length + fr.length > 0) imported.push({ id: term.id, label: term.label, findingId, en, fr });
}
// A wording two findings' terms both wanted is dropped from both.
const contested = new Set<string>();
const firstClaim = new Map<string, string>();
for (const entry of imported)
  for (const text of [...entry.en, ...entry.fr]) {
    const key = normaliseWording(text);
    const earlier = firstClaim.get(key);
    if (earlier !== undefined && earlier !== entry.findingId) contested.add(key);
    firstClaim.set(key, entry.findingId);
  }
const terms2 = imported
  .map((entry) => ({
    ...entry,
    en: entry.en.filter((text) => !contested.has(normaliseWording(text))),
    fr: entry.fr.filter((text) => !contested.has(normaliseWording(text))),
  }))
  .filter((entry) => entry.en.length + entry.fr.length > 0);

const output = {
  vocabulary: 'Human Phenotype Ontology (HPO)',
  url: 'https://github.com/obophenotype/human-phenotype-ontology',
  licence:
    'HPO licence (https://hpo.jax.org/license): free use with attribution; the HPO terms are not changed, only mapped',
  citation:
    'Gargano MA et al. The Human Phenotype Ontology in 2024: phenotypes around the world. Nucleic Acids Res 2024;52(D1):D1333-D1346',
  version: { commit, date: commitDate },
  files: [
    'reports/layperson-synonyms.tsv',
    'src/translations/hp-fr-preprocessed.babelon.tsv',
    'src/translations/hp-fr.synonyms.tsv',
  ],
  termsRead: terms.size,
  terms: terms2,
};
const target = path.join('src/clinical/knowledge/vocabularies/hpo-wordings.json');
fs.writeFileSync(target, `${JSON.stringify(output, null, 1)}\n`);
const wordingCount = terms2.reduce((sum, entry) => sum + entry.en.length + entry.fr.length, 0);
console.log(
  `${terms.size} HPO terms read; ${terms2.length} tied to findings; ${wordingCount} wordings written to ${target}`,
);

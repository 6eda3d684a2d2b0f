// Imports the words of clinical context that name no finding: investigations, imaging, examinations,
// procedures, medicine classes and anatomy, from the Medical Action Ontology (MAxO) release file, which
// carries the UBERON anatomy terms it uses; and the names of countries and world regions from the
// Unicode CLDR data built into Node (Intl.DisplayNames), for travel and residence.
// Everyday anatomy (thigh, forehead, groin) comes from the Human Phenotype Ontology's labels that name a
// part of the body ('Abnormality of the forehead', 'Abnormal cervix morphology') in English and French.
// Reads local copies of the MAxO repository (github.com/monarch-initiative/MAxO): maxo.obo, and of the
// HPO repository (github.com/obophenotype/human-phenotype-ontology):
// src/translations/hp-fr-preprocessed.babelon.tsv.
// Only labels and exact synonyms of up to three words are kept, without digits or punctuation, so no
// wording of four words or more can enter the knowledge (see vocabulary-leak.test.ts).
// Names of diseases written in a history ('a history of stroke') come from the Human Disease Ontology's
// labels (github.com/DiseaseOntology/HumanDiseaseOntology: DOreports/HumanDO.tsv, CC0).
// Usage: npx tsx scripts/import-context-vocabulary.ts <maxo-repository-dir> <commit> <commit-date>
//          <hpo-repository-dir> <hpo-commit> <hpo-commit-date> <do-repository-dir> <do-commit> <do-commit-date>
// Writes src/clinical/knowledge/vocabularies/context-terms.json (committed as data; then npx prettier --write it).
import fs from 'node:fs';
import path from 'node:path';

const [repository, commit, commitDate, hpoRepository, hpoCommit, hpoDate, doRepository, doCommit, doDate] =
  process.argv.slice(2);
if (
  !repository ||
  !commit ||
  !commitDate ||
  !hpoRepository ||
  !hpoCommit ||
  !hpoDate ||
  !doRepository ||
  !doCommit ||
  !doDate
) {
  console.error(
    'Usage: import-context-vocabulary <maxo-dir> <commit> <commit-date> <hpo-dir> <hpo-commit> <hpo-commit-date> <do-dir> <do-commit> <do-commit-date>',
  );
  process.exit(1);
}

interface OboTerm {
  id: string;
  name: string;
  exact: string[];
  parents: string[];
  isObsolete: boolean;
}

function readObo(file: string): Map<string, OboTerm> {
  const terms = new Map<string, OboTerm>();
  let current: OboTerm | undefined;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('[')) {
      current =
        line === '[Term]' ? { id: '', name: '', exact: [], parents: [], isObsolete: false } : undefined;
      continue;
    }
    if (!current) continue;
    if (line.startsWith('id: ')) {
      current.id = line.slice(4).trim();
      terms.set(current.id, current);
    } else if (line.startsWith('name: ')) current.name = line.slice(6).trim();
    else if (line.startsWith('is_obsolete: true')) current.isObsolete = true;
    else if (line.startsWith('is_a: ')) current.parents.push(line.slice(6).split(' ')[0] ?? '');
    else if (line.startsWith('synonym: ')) {
      const match = /^synonym: "(.*)" EXACT/.exec(line);
      if (match?.[1]) current.exact.push(match[1]);
    }
  }
  return terms;
}

function descendants(terms: Map<string, OboTerm>, root: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const term of terms.values())
    for (const parent of term.parents) children.set(parent, [...(children.get(parent) ?? []), term.id]);
  const found = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return found;
}

type Kind =
  'investigation' | 'imaging' | 'examination' | 'procedure' | 'medicine' | 'anatomy' | 'place' | 'condition';
const output = new Map<string, { text: string; kind: Kind }>();

/** Words that say only what kind of act a label names: 'chest radiograph procedure' is read as 'chest radiograph'. */
const trailingActWords =
  /\s+(procedure|measurement|assessment|assessement|test|testing|analysis|study|examination|evaluation|collection)$/;
const tooGeneral = new Set([
  'procedure',
  'therapy',
  'treatment',
  'surgery',
  'examination',
  'assessment',
  'measurement',
  'testing',
  'screening',
  'agent',
  'anatomical entity',
  'life cycle',
  'organism',
]);

function keep(raw: string, kind: Kind): void {
  const spaced = raw
    .replace(/\s+/g, ' ')
    .replace(/^(a|an) /i, '')
    .trim();
  const text = spaced.replace(trailingActWords, '');
  // 'chest examination' read as 'chest' would make every chest an examination: a stripped label keeps two words.
  if (text !== spaced && !text.includes(' ')) return;
  if (/^avoid/i.test(text)) return;
  const lower = /^[A-Z0-9-]+$/.test(text) ? text : text.toLowerCase();
  const words = lower.split(/[^A-Za-z0-9\u00c0-\u024f]+/).filter(Boolean);
  if (
    words.length > 3 ||
    /[\d(),/:;[\]'*.]/.test(lower) ||
    lower.length < 4 ||
    tooGeneral.has(lower.toLowerCase()) ||
    output.has(lower.toLowerCase())
  )
    return;
  output.set(lower.toLowerCase(), { text: lower, kind });
}

const embryonic =
  /embryo|placode|primordium|anlage|mesoderm|ectoderm|endoderm|mesenchyme|condensation|bud\b|future |vesicle|neural tube|neural crest|pre-cartilage|blastula|gastrula|somite|myotome|arch\b|cloaca|allantois|pharyngeal|element|entity|structure|subdivision|segment|cluster|organism|stage|cycle|autopod|acropod|zeugopod|stylopod|primitive|nephr|mullerian|wolffian|cardiac field|\bset\b|paired|fin\b/i;
const maxo = readObo(path.join(repository, 'maxo.obo'));
const diagnostic = descendants(maxo, 'MAXO:0000003');
const imaging = descendants(maxo, 'MAXO:0000005');
const examination = new Set([...descendants(maxo, 'MAXO:0000527'), ...descendants(maxo, 'MAXO:0000526')]);
const therapeutic = descendants(maxo, 'MAXO:0000002');
const medicineTherapy =
  /\s+(agent therapy|agent drug therapy|drug therapy|therapy|supplementation|agent treatment|treatment)$/;
const drugClassHead =
  /(agent|inhibitor|antagonist|agonist|blocker|blocking|analog|drug|vitamin|hormone)\b|^anti|ics?$/;

for (const term of maxo.values()) {
  if (term.isObsolete || !term.name) continue;
  const texts = [term.name, ...term.exact];
  if (term.id.startsWith('UBERON:')) {
    // Embryonic and other non-clinical structures are never written in a patient's notes.
    if (embryonic.test(term.name)) continue;
    for (const text of texts) if (!embryonic.test(text)) keep(text, 'anatomy');
  } else if (diagnostic.has(term.id)) {
    // Specialists' evaluations name who saw the patient, not what was found: left out.
    if (/\b(specialist|evaluation|evalutation)\b/.test(term.name)) continue;
    const kind: Kind = imaging.has(term.id)
      ? 'imaging'
      : examination.has(term.id)
        ? 'examination'
        : 'investigation';
    for (const text of texts) keep(text, kind);
  } else if (therapeutic.has(term.id)) {
    for (const text of texts) {
      const head = text.replace(/^treatment with /, '').replace(medicineTherapy, '');
      if (head !== text && drugClassHead.test(head)) {
        keep(head, 'medicine');
        keep(head.replace(/\s+agent$/, ''), 'medicine');
      } else if (!/avoidance|intake|diet|counseling|exercise/.test(text)) keep(text, 'procedure');
    }
  }
}

// Parts of the body named by HPO labels of the form 'Abnormality of the X' (and the French 'Anomalie du X').
const bodyPartLabels = [
  /^Abnormality of (?:the )?(.+)$/,
  /^Abnormal (.+?) morphology$/,
  /^Aplasia\/Hypoplasia (?:of|involving) (?:the )?(.+)$/,
  /^Anomalie (?:du |de la |de l'|de l’|des )(.+)$/,
  /^Morphologie anormale (?:du |de la |de l'|de l’|des )(.+)$/,
];
const notABodyPart =
  /metabol|homeosta|physiolog|level|pathway|cascade|function|secretion|cycle|immun|chromosom|dna|coordination|repair|growth|texture|pigment|colou?r|shape|size|location|mobility|eruption|regulation|density|index|height|weight|cell|cellular|taille|fonction|couleur|forme|système|system|response|reflex|vision|behavior|movement|mouvement|development|développement|conduction|sleep|sommeil|\bor\b|\bou\b|\band\b|\bet\b|\d/i;
const hpoFile = path.join(hpoRepository, 'src/translations/hp-fr-preprocessed.babelon.tsv');
for (const line of fs.readFileSync(hpoFile, 'utf8').split('\n')) {
  const [subject, , , predicate, , english, , french] = line.split('\t');
  if (predicate !== 'rdfs:label' || !subject?.startsWith('HP:')) continue;
  for (const label of [english, french]) {
    for (const pattern of bodyPartLabels) {
      const part = pattern.exec(label ?? '')?.[1];
      if (part && !notABodyPart.test(part)) keep(part, 'anatomy');
    }
  }
}

// Diseases by their Human Disease Ontology label (names with a number, a gene or a type letter left out).
const doFile = path.join(doRepository, 'DOreports/HumanDO.tsv');
for (const line of fs.readFileSync(doFile, 'utf8').split('\n').slice(1)) {
  const label = line.split('\t')[1]?.replace(/^"|"$/g, '');
  if (label && !/\b[A-Z0-9]{2,}\b|\b[a-z]\b/.test(label)) keep(label, 'condition');
}

// Countries and world regions, English and French, from the CLDR data built into Node.
const cldr = process.versions.cldr ?? 'unknown';
const regionCodes: string[] = [];
for (let a = 65; a <= 90; a += 1)
  for (let b = 65; b <= 90; b += 1) regionCodes.push(String.fromCharCode(a, b));
// UN M49 world regions (Africa, Americas, Caribbean, Asia, Europe and their parts).
regionCodes.push('002', '005', '009', '011', '013', '014', '015', '017', '018', '019', '021', '029');
regionCodes.push('030', '034', '035', '039', '053', '061', '142', '143', '145', '150', '151', '154', '155');
for (const language of ['en', 'fr']) {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  for (const code of regionCodes) {
    let name: string | undefined;
    try {
      name = names.of(code);
    } catch {
      name = undefined;
    }
    if (name && name !== code && !/^(unknown|région inconnue)/i.test(name))
      keep(name.replace(/\s*\(.*\)$/, ''), 'place');
  }
}

const kinds: Kind[] = [
  'investigation',
  'imaging',
  'examination',
  'procedure',
  'medicine',
  'anatomy',
  'place',
  'condition',
];
const values = [...output.values()];
const terms = Object.fromEntries(
  kinds.map((kind) => [
    kind,
    values
      .filter((term) => term.kind === kind)
      .map((term) => term.text)
      .sort(),
  ]),
);
// Provenance is kept per vocabulary (the licences ask for attribution, not per-term identifiers).
const result = {
  vocabularies: [
    {
      name: 'Medical Action Ontology (MAxO), with the UBERON anatomy terms it imports',
      url: 'https://github.com/monarch-initiative/MAxO',
      licence: 'CC BY 4.0 licence (https://creativecommons.org/licenses/by/4.0/); UBERON: CC BY 3.0 licence',
      citation:
        'Carmody LC et al. The Medical Action Ontology: a tool for annotating and analyzing treatments and management of human disease. Med 2023;4(12):913-927',
      version: { commit, date: commitDate },
      files: ['maxo.obo'],
    },
    {
      name: 'Human Phenotype Ontology (HPO): parts of the body named in its labels',
      url: 'https://github.com/obophenotype/human-phenotype-ontology',
      licence: 'HPO licence (https://hpo.jax.org/license): free use with attribution',
      citation:
        'Gargano MA et al. The Human Phenotype Ontology in 2024: phenotypes around the world. Nucleic Acids Res 2024;52(D1):D1333-D1346',
      version: { commit: hpoCommit, date: hpoDate },
      files: ['src/translations/hp-fr-preprocessed.babelon.tsv'],
    },
    {
      name: 'Human Disease Ontology (DO): disease labels',
      url: 'https://github.com/DiseaseOntology/HumanDiseaseOntology',
      licence: 'CC0 1.0 licence (https://creativecommons.org/publicdomain/zero/1.0/)',
      citation:
        'Baron JA et al. The DO-KB Knowledgebase: a 20-year journey developing the disease open science ecosystem. Nucleic Acids Res 2024;52(D1):D1305-D1314',
      version: { commit: doCommit, date: doDate },
      files: ['DOreports/HumanDO.tsv'],
    },
    {
      name: 'Unicode CLDR region names (as built into Node.js Intl)',
      url: 'https://cldr.unicode.org',
      licence: 'Unicode licence v3 (https://www.unicode.org/license.txt)',
      citation: 'Unicode Common Locale Data Repository',
      version: { cldr },
      files: [],
    },
  ],
  terms,
};
const target = 'src/clinical/knowledge/vocabularies/context-terms.json';
fs.writeFileSync(target, `${JSON.stringify(result, null, 1)}\n`);
const counts = Object.fromEntries(kinds.map((kind) => [kind, terms[kind]?.length ?? 0]));
console.log(`${values.length} context terms written to ${target}:`, counts);

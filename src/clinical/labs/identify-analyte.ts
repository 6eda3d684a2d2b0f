import type { LabAnalyte } from './analyte-schema';
import { analytes, unmodelledTestNames } from './knowledge';
import { editDistance, toNameKey, toPlainWords } from './name-key';
import { normaliseUnit } from './units';

/**
 * The specimen section a name was read in ('Protein' under URINALYSIS is urine protein, 'pH' under
 * ARTERIAL BLOOD GAS is the arterial pH).
 */
/**
 * The specimen a report gives a test by its heading, sheet, column or title. Pleural and ascitic fluid have no
 * test of their own in the knowledge base: under them a name is never a blood test, it stays not recognised.
 */
export type SpecimenContext = 'urine' | 'stool' | 'csf' | 'arterial' | 'pleural' | 'ascitic';

interface NameEntry {
  key: string;
  written: string;
  analyte: LabAnalyte;
}

/** How a written name was matched: exactly (after normalising), inside a longer name, or despite a slip. */
export interface AnalyteMatch {
  analyte: LabAnalyte;
  /** The knowledge base's written name that matched. */
  name: string;
  how: 'exact' | 'contained' | 'corrected';
}

const nameEntries: NameEntry[] = analytes.flatMap((analyte) =>
  analyte.names.map((written) => ({ key: toNameKey(written), written, analyte })),
);
const entryByKey = new Map<string, NameEntry>();
for (const entry of nameEntries) if (!entryByKey.has(entry.key)) entryByKey.set(entry.key, entry);

/** Names longest first, so 'total bilirubin' wins over 'bilirubin' inside a longer name. */
const entriesByLength = [...nameEntries].sort((a, b) => b.key.length - a.key.length);

const paddedEntriesByLength = entriesByLength.map((entry) => ({ entry, padded: ` ${entry.key} ` }));

/**
 * Words that make a longer name another test than the name inside it: 'Anti-HBs' is not HbS, 'Creatinine
 * clearance' is not creatinine, 'Control PT' is not the patient's PT.
 */
const wordsThatChangeTheTest = new Set([
  'anti',
  'ab',
  'abs',
  'antibody',
  'antibodies',
  'ac',
  'igm',
  'igg',
  'control',
  'temoin',
  'clearance',
  'ratio',
  'index',
  'mean',
  'excretion',
  'fractional',
  // Another fluid or blood: 'Pleural fluid protein' is no serum protein, 'Venous pH' no urine pH.
  'pleural',
  'ascitic',
  'peritoneal',
  'synovial',
  'pericardial',
  'fluid',
  'aspirate',
  // Another kind of test of the same thing: a nucleic acid or antigen test is no antibody or rapid test.
  'dna',
  'rna',
  'pcr',
  'naat',
  'p24',
  'viral',
  // Another cell, isoenzyme, fraction or timed collection.
  'nucleated',
  'atypical',
  'immature',
  'mb',
  'ionised',
  'ionized',
  'electrophoresis',
  'bence',
  '24h',
  '24hr',
  '24hrs',
]);

const wordsByAnalyte = new Map<LabAnalyte, Set<string>>();
/** Every word of an analyte's own names ('malaria' of 'Malaria smear' beside 'B/S'). */
function wordsOfAnalyte(analyte: LabAnalyte): Set<string> {
  let words = wordsByAnalyte.get(analyte);
  if (words === undefined) {
    words = new Set(analyte.names.flatMap((name) => toNameKey(name).split(' ')));
    wordsByAnalyte.set(analyte, words);
  }
  return words;
}

/**
 * Beside a name of one or two letters ('Ca', 'K') a word that names another test, a number or a single
 * letter makes it that other test ('CA 125' is no calcium, 'Apolipoprotein B' no blood slide); ward words
 * ('Repeat Hb', 'Admission Hb', 'Hb HemoCue') leave it the test.
 */
function namesAnotherTest(word: string, entry: NameEntry): boolean {
  if (wordsOfAnalyte(entry.analyte).has(word) || specimenWords.has(word) || wordsBesideShortNames.has(word))
    return false;
  // A name of one letter ('B' of a blood slide, 'K') stands only beside the words above.
  if (entry.key.length === 1) return true;
  return /\d/.test(word) || /^[a-z]$/.test(word) || knownWords.has(word) || wordsThatChangeTheTest.has(word);
}

const wordsBesideShortNames = new Set(['total', 'blood', 'whole', 'capillary', 'random', 'fasting', 'conc']);

function findContained(key: string): NameEntry | undefined {
  const words = key.split(' ');
  const padded = ` ${key} `;
  // A longer name of an unmodelled test inside the key names that test: 'bilirubin' inside 'indirect
  // bilirubin' is no total bilirubin.
  const unmodelledLength = containedUnmodelledLength(padded);
  return paddedEntriesByLength.find((item) => {
    if (item.entry.key.length <= unmodelledLength) return false;
    if (
      item.entry.key.length > key.length ||
      (item.entry.key.length < 3 && words.length > 2) ||
      !padded.includes(item.padded)
    )
      return false;
    if (
      item.entry.key.length < 3 &&
      words.some((word) => word !== item.entry.key && namesAnotherTest(word, item.entry))
    )
      return false;
    // 'non' makes another test (non-HDL cholesterol is neither HDL nor total cholesterol), except
    // 'non-fasting' before another name, a sampling condition (non-fasting glucose is a glucose).
    const before = padded.slice(0, padded.indexOf(item.padded)).trim().split(' ');
    const non = before.lastIndexOf('non');
    if (non >= 0 && (non === before.length - 1 || before[non + 1] !== 'fasting')) return false;
    const own = new Set(item.entry.key.split(' '));
    // A word another name of the same test holds ('HIV Ab' beside 'HIV 1+2') does not change it: 'HIV 1+2 Ab'.
    const ownTestWords = wordsOfAnalyte(item.entry.analyte);
    // A one-letter word left over is an abbreviation ('D.', 'I.', 'U.') that may name another test.
    return !words.some(
      (word) =>
        !own.has(word) &&
        ((wordsThatChangeTheTest.has(word) && !ownTestWords.has(word)) || /^[a-z]$/.test(word)),
    );
  })?.entry;
}

/** Keys of the names of tests the knowledge base does not model ('mpv', 'indirect bilirubin'), longest first. */
const unmodelledKeys = [...new Set(unmodelledTestNames.map(toNameKey))]
  .filter((key) => key !== '' && !entryByKey.has(key))
  .sort((a, b) => b.length - a.length);
const unmodelledKeySet = new Set(unmodelledKeys);

/**
 * Each known name written without its spaces ('totalwbc'), with the analytes it names: handwriting and OCR
 * glue a name's words together. Only a name whose letters belong to one modelled test and to no unmodelled
 * one is kept, so gluing never turns one test into another.
 */
const analyteIdsByGluedKey = new Map<string, Set<string>>();
const gluedKeyOf = (written: string) => toPlainWords(written).replace(/ /g, '');
for (const entry of nameEntries) {
  if (!toPlainWords(entry.written).includes(' ')) continue;
  const glued = gluedKeyOf(entry.written);
  const ids = analyteIdsByGluedKey.get(glued) ?? new Set<string>();
  ids.add(entry.analyte.id);
  analyteIdsByGluedKey.set(glued, ids);
}
const unmodelledGluedKeys = new Set(unmodelledTestNames.map((name) => toPlainWords(name).replace(/ /g, '')));

/** A one-word name that is a known name with its spaces lost ('TotalWBC' is 'Total WBC', 'Plateletcount'). */
function gluedMatch(key: string): AnalyteMatch | undefined {
  if (key.includes(' ') || entryByKey.has(key) || unmodelledGluedKeys.has(key)) return undefined;
  // 'TotalWBC': a word written beside short names ('total', 'random') glued to an exact name.
  const beside = [...wordsBesideShortNames].find(
    (word) => key.startsWith(word) && entryByKey.has(key.slice(word.length)),
  );
  if (beside !== undefined) return matchKey(`${beside} ${key.slice(beside.length)}`);
  const ids = analyteIdsByGluedKey.get(key);
  if (ids?.size !== 1) return undefined;
  const entry = nameEntries.find((candidate) => gluedKeyOf(candidate.written) === key);
  return entry === undefined ? undefined : { analyte: entry.analyte, name: entry.written, how: 'corrected' };
}

/**
 * Every word of every known name, modelled or not: a word that names a test itself ('wbc', 'hbs', 'mpv')
 * is never a typo of another.
 */
const knownWords = new Set(
  [...nameEntries.map((entry) => entry.key), ...unmodelledKeys].flatMap((key) => key.split(' ')),
);

/** True when the written name is a test the knowledge base does not model (MPV, indirect bilirubin). */
export function isUnmodelledTestName(text: string): boolean {
  if (unmodelledKeySet.has(toNameKey(text))) return true;
  return /[([{]/.test(text) && unmodelledKeySet.has(toNameKey(withoutBrackets(text)));
}

/** The longest unmodelled test's name inside a written key ('serum indirect bilirubin' holds 'indirect bilirubin'). */
function containedUnmodelledLength(padded: string): number {
  return unmodelledKeys.find((key) => padded.includes(` ${key} `))?.length ?? 0;
}

function allowedWordDistance(length: number, hasExactNeighbour: boolean): number {
  if (length >= 13) return 3;
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  // A three-letter word may carry one OCR slip only beside a word read exactly ('Malaria ROT').
  return length === 3 && hasExactNeighbour ? 1 : 0;
}

/**
 * Whether a written key is a misspelling of a known one, word by word: each differing word is long
 * enough to misspell, is not itself a known name's word, and is within its own edit limit. So 'Total
 * WBC' is never 'Total RBC', 'T. Bilirubin' never 'U. bilirubin' and 'HBeAg' never 'HBsAg'.
 */
function isTypoOf(written: string, known: string): boolean {
  const writtenWords = written.split(' ');
  const knownWordList = known.split(' ');
  if (writtenWords.length !== knownWordList.length) return false;
  const hasExactNeighbour = writtenWords.some((word, index) => word === knownWordList[index]);
  return writtenWords.every((word, index) => {
    const other = knownWordList[index] ?? '';
    if (word === other) return true;
    if (knownWords.has(word)) return false;
    const limit = Math.min(
      allowedWordDistance(word.length, hasExactNeighbour),
      allowedWordDistance(other.length, hasExactNeighbour),
    );
    return limit > 0 && editDistance(word, other, limit) <= limit;
  });
}

function allowedDistance(length: number): number {
  if (length >= 13) return 3;
  if (length >= 8) return 2;
  if (length >= 5) return 1;
  return 0;
}

/** Names of five characters or more by length, so a misspelling is compared only with names of similar length. */
const fuzzyEntriesByLength = new Map<number, NameEntry[]>();
for (const entry of nameEntries) {
  if (entry.key.length < 5) continue;
  const bucket = fuzzyEntriesByLength.get(entry.key.length) ?? [];
  bucket.push(entry);
  fuzzyEntriesByLength.set(entry.key.length, bucket);
}

function findClosest(key: string, maximum = 3): NameEntry | undefined {
  const limit = Math.min(maximum, allowedDistance(key.length));
  if (limit === 0) return undefined;
  let best: { entry: NameEntry; distance: number } | undefined;
  for (let length = key.length - limit; length <= key.length + limit; length += 1) {
    for (const entry of fuzzyEntriesByLength.get(length) ?? []) {
      const entryLimit = Math.min(
        limit,
        allowedDistance(entry.key.length),
        best === undefined ? limit : best.distance - 1,
      );
      if (entryLimit < 0) continue;
      const distance = editDistance(key, entry.key, entryLimit);
      if (
        distance <= entryLimit &&
        (best === undefined || distance < best.distance) &&
        isTypoOf(key, entry.key)
      )
        best = { entry, distance };
    }
  }
  return best?.entry;
}

function matchKey(key: string): AnalyteMatch | undefined {
  if (key === '') return undefined;
  const exact = entryByKey.get(key);
  if (exact !== undefined) return { analyte: exact.analyte, name: exact.written, how: 'exact' };
  // One slip in a whole name ('Malaria ROT') is more telling than a shorter name inside it ('Malaria').
  const slip = findClosest(key, 1);
  if (slip !== undefined) return { analyte: slip.analyte, name: slip.written, how: 'corrected' };
  const contained = findContained(key);
  if (contained !== undefined)
    return { analyte: contained.analyte, name: contained.written, how: 'contained' };
  const closest = findClosest(key);
  return closest === undefined
    ? undefined
    : { analyte: closest.analyte, name: closest.written, how: 'corrected' };
}

const specimenWords = new Set([
  'urine',
  'stool',
  'csf',
  'blood',
  'serum',
  'plasma',
  'sputum',
  'total',
  'free',
  'direct',
]);

/**
 * OCR puts stray marks before a name ('Sd HbAlc', 'CoE ALT'): drop up to two short junk words. A letter
 * and a full stop ('I. Bilirubin', 'U. protein') is an abbreviation, not junk.
 */
function matchAfterJunk(key: string, written: string): AnalyteMatch | undefined {
  if (/^\s*[A-Za-z]\.\s*\S/.test(written)) return undefined;
  let words = key.split(' ');
  for (let dropped = 0; dropped < 2 && words.length > 1; dropped += 1) {
    const first = words[0] ?? '';
    if (first.length > 3 || specimenWords.has(first) || first === 'non') return undefined;
    words = words.slice(1);
    // What is left must still look like a name ('P.M.B.' leaves single letters, not a test).
    if (words.join('').length < 3 || words.every((word) => word.length < 2)) return undefined;
    const found = matchKey(words.join(' '));
    if (found !== undefined) return { ...found, how: 'corrected' };
  }
  return undefined;
}

function withoutBrackets(text: string): string {
  return text.replace(/\([^)]*\)|\[[^\]]*\]|\{[^}]*\}/g, ' ');
}

const bloodSpecimens = new Set(['blood', 'serum', 'plasma']);

function fitsSpecimen(analyte: LabAnalyte, specimen: SpecimenContext): boolean {
  // A blood gas section also holds blood tests (bicarbonate, lactate, electrolytes, haemoglobin).
  if (specimen === 'arterial' && bloodSpecimens.has(analyte.specimen)) return true;
  return (
    analyte.specimen === specimen || analyte.names.some((name) => toNameKey(name).startsWith(`${specimen} `))
  );
}

function exactMatch(key: string): AnalyteMatch | undefined {
  const entry = entryByKey.get(key);
  return entry === undefined ? undefined : { analyte: entry.analyte, name: entry.written, how: 'exact' };
}

/** Like identifyAnalyte, with the knowledge base's name that matched and how. */
export function matchAnalyte(testType: string, specimen?: SpecimenContext): AnalyteMatch | undefined {
  const cacheKey = `${specimen ?? ''}|${testType}`;
  if (matchCache.has(cacheKey)) return matchCache.get(cacheKey);
  const match = findMatch(testType, specimen);
  if (matchCache.size >= maxCachedNames) matchCache.clear();
  matchCache.set(cacheKey, match);
  return match;
}

/** Names are matched again and again (every line of every report tries a few): remember the answers. */
const matchCache = new Map<string, AnalyteMatch | undefined>();
const maxCachedNames = 20000;
/** Test names are short; a longer text is prose, and fuzzy matching it would only cost time. */
const maxNameLength = 60;

/** A name that opens with its specimen ('CSF Total WBC', 'Urine leucocytes') carries its own section. */
const namedSpecimens: Record<string, SpecimenContext> = {
  csf: 'csf',
  urine: 'urine',
  stool: 'stool',
  lcr: 'csf',
  pleural: 'pleural',
  ascitic: 'ascitic',
};

/** Words by which a name on a CSF form says it is a blood test. */
const bloodNameWords = new Set(['serum', 'plasma', 'blood', 'serique', 'sanguin', 'sanguine']);

/**
 * Words of how blood was drawn: 'Venous potassium', 'Capillary glucose' are the blood's tests. Only for blood
 * gases does it change the test: a venous pH or pCO2 is no arterial one.
 */
const bloodSampleWords = new Set(['venous', 'capillary', 'veineux', 'veineuse', 'capillaire']);

/** The blood test a name with a blood-sample word means, null when it means none (not applicable: undefined). */
function matchBloodSample(fullKey: string, bareKey: string): AnalyteMatch | null | undefined {
  const words = bareKey.split(' ');
  if (words.length < 2 || !words.some((word) => bloodSampleWords.has(word))) return undefined;
  if (entryByKey.has(fullKey) || entryByKey.has(bareKey)) return undefined;
  const rest = words.filter((word) => !bloodSampleWords.has(word)).join(' ');
  const found = findMatch(rest);
  if (found === undefined || !bloodSpecimens.has(found.analyte.specimen)) return null;
  return found.analyte.id.startsWith('arterial-') ? null : found;
}

function findMatch(testType: string, sectionSpecimen?: SpecimenContext): AnalyteMatch | undefined {
  if (testType.length > maxNameLength) return undefined;
  const fullKey = toNameKey(testType);
  const bareKey = toNameKey(withoutBrackets(testType));
  const drawn = matchBloodSample(fullKey, bareKey);
  if (drawn !== undefined) return drawn ?? undefined;
  // 'Serum glucose' on a CSF form is the blood's glucose: the name gives its specimen.
  const namesBlood = toPlainWords(withoutBrackets(testType))
    .split(' ')
    .some((word) => bloodNameWords.has(word));
  const section = namesBlood && sectionSpecimen === 'csf' ? undefined : sectionSpecimen;
  const bareWords = bareKey.split(' ');
  // A specimen written last ('Uric acid urine', 'Albumin CSF') names it as well as one written first.
  const trailingSpecimen =
    section === undefined && bareWords.length > 1 && namedSpecimens[bareWords[0] ?? ''] === undefined
      ? namedSpecimens[bareWords.at(-1) ?? '']
      : undefined;
  if (trailingSpecimen !== undefined) {
    const own = exactMatch(bareKey) ?? exactMatch(fullKey);
    if (own !== undefined) return own;
    const found = findMatch(bareWords.slice(0, -1).join(' '), trailingSpecimen);
    if (found !== undefined && fitsSpecimen(found.analyte, trailingSpecimen)) return found;
    const contained = findContained(bareKey);
    return contained !== undefined && fitsSpecimen(contained.analyte, trailingSpecimen)
      ? { analyte: contained.analyte, name: contained.written, how: 'contained' }
      : undefined;
  }
  const specimen = section ?? namedSpecimens[bareWords[0] ?? ''];
  const bracketed = [...testType.matchAll(/\(([^)]*)\)/g)].map((match) => toNameKey(match[1] ?? ''));
  if (specimen !== undefined) {
    // 'WBC / pus cells' under a urine heading: each written alternative may name the specimen's own test.
    const alternatives = testType.includes('/') ? testType.split(/\s+\/\s+/).map(toNameKey) : [];
    // Under a CSF heading 'Total WBC' is the CSF count: 'total' adds nothing the heading does not say.
    const keys = [fullKey, bareKey]
      .map((key) => (section === undefined ? key.replace(/^\S+ /, '') : key))
      .flatMap((key) => [key, key.replace(/^total /, '')]);
    for (const key of [...keys, ...(alternatives.length > 1 ? alternatives : [])]) {
      const own = exactMatch(`${specimen} ${key}`) ?? exactMatch(`${key} ${specimen}`);
      if (own !== undefined) return own;
    }
  }
  const exact =
    exactMatch(fullKey) ??
    exactMatch(bareKey) ??
    bracketed.map(exactMatch).find(Boolean) ??
    gluedMatch(bareKey);
  // A test the knowledge base does not model is no slip of one it does (MPV is not MCV).
  if (exact === undefined && (unmodelledKeySet.has(fullKey) || unmodelledKeySet.has(bareKey)))
    return undefined;
  const found =
    exact ??
    matchKey(bareKey) ??
    bracketed.map(matchKey).find(Boolean) ??
    matchKey(fullKey) ??
    matchAfterJunk(bareKey, testType);
  if (found !== undefined && specimen !== undefined && !fitsSpecimen(found.analyte, specimen))
    return undefined;
  return found;
}

/**
 * The analyte a written test name means ('Hb', 'S. Creatinine', 'Malaria RDT (HRP2/pLDH)', 'Haemoglobn'),
 * tolerant of case, punctuation, filler words and small misspellings; undefined when nothing fits.
 * In a urine, stool or CSF section the specimen's own test is preferred, and blood tests are refused.
 */
export function identifyAnalyte(testType: string, specimen?: SpecimenContext): LabAnalyte | undefined {
  return matchAnalyte(testType, specimen)?.analyte;
}

/**
 * A garbled short name ('Mov' for MCV) identified by the unit printed with it, when that unit belongs to
 * at most two tests and the name is one letter away from a name of exactly one of them ('Mov' with fL is
 * MCV or MPV, so it stays unrecognised).
 */
export function identifyByUnit(
  testType: string,
  writtenUnit: string,
): { analyte: LabAnalyte; name: string } | undefined {
  const unit = normaliseUnit(writtenUnit);
  if (unit === undefined) return undefined;
  const owners = analytes.filter((analyte) =>
    [analyte.unit, ...analyte.conversions.map((conversion) => conversion.unit)].some(
      (candidate) => candidate !== undefined && normaliseUnit(candidate) === unit,
    ),
  );
  if (owners.length === 0 || owners.length > 2) return undefined;
  const key = toNameKey(testType);
  if (knownWords.has(key) || unmodelledKeySet.has(key)) return undefined;
  // One letter from a test the knowledge base does not model ('MOV' is MCV or MPV): which one is not known.
  if (unmodelledKeys.some((unmodelled) => unmodelled.length >= 3 && editDistance(key, unmodelled, 1) <= 1))
    return undefined;
  const candidates = owners.flatMap((analyte) => {
    const name = analyte.names.find((written) => {
      const candidate = toNameKey(written);
      return candidate.length >= 3 && editDistance(key, candidate, 1) <= 1;
    });
    return name === undefined ? [] : [{ analyte, name }];
  });
  // One letter away from two tests of the unit: which one is not known, so neither.
  return candidates.length === 1 ? candidates[0] : undefined;
}

/**
 * Letters OCR takes for one another in a short printed name: H for M (two stems joined across), Y for V,
 * O for 0, l or I for 1, S for 5. Each maps to one shape, so 'Hcy' and 'MCV' have the same shape.
 */
const shapeOf: Record<string, string> = { h: 'm', y: 'v', '0': 'o', '1': 'l', i: 'l', '5': 's' };
const toShapeKey = (key: string) => [...key].map((letter) => shapeOf[letter] ?? letter).join('');
const entriesByShape = new Map<string, NameEntry[]>();
for (const entry of nameEntries) {
  const shape = toShapeKey(entry.key);
  entriesByShape.set(shape, [...(entriesByShape.get(shape) ?? []), entry]);
}
const unmodelledShapes = new Set(unmodelledKeys.map(toShapeKey));

/**
 * A short one-word name OCR garbled into another word ('Hcy' for MCV on an analyser slip), identified when
 * its shape is that of no unmodelled test's name and of the names of exactly one test whose range fits the
 * row's printed range (`fits`, e.g. 80-100 for MCV): the range, not the letters alone, makes it unambiguous.
 */
export function identifyByShape(
  testType: string,
  fits: (analyte: LabAnalyte) => boolean,
): { analyte: LabAnalyte; name: string } | undefined {
  const key = toNameKey(testType);
  if (key.length < 3 || key.length > 6 || key.includes(' ') || entryByKey.has(key)) return undefined;
  const shape = toShapeKey(key);
  if (unmodelledShapes.has(shape)) return undefined;
  // 'Hcy' has the shape of MCV and of HCV: only the test whose range is printed beside it is meant.
  const alike = (entriesByShape.get(shape) ?? []).filter((entry) => fits(entry.analyte));
  const ids = new Set(alike.map((entry) => entry.analyte.id));
  const [entry] = alike;
  return ids.size === 1 && entry !== undefined ? { analyte: entry.analyte, name: entry.written } : undefined;
}

/** True when the text is exactly one of the knowledge base's written names (after normalising). */
export function isKnownName(text: string, specimen?: SpecimenContext): boolean {
  const key = toNameKey(text);
  return entryByKey.has(key) || (specimen !== undefined && entryByKey.has(`${specimen} ${key}`));
}

/** True when the text is exactly a test's name, modelled by the knowledge base or not ('MPV'). */
export function isTestName(text: string, specimen?: SpecimenContext): boolean {
  const key = toNameKey(text);
  return (
    entryByKey.has(key) ||
    unmodelledKeySet.has(key) ||
    (specimen !== undefined && entryByKey.has(`${specimen} ${key}`))
  );
}

/** Every name key and the analytes that share it: used by the knowledge test to find ambiguous names. */
export function listNameCollisions(): { key: string; analyteIds: string[] }[] {
  const idsByKey = new Map<string, Set<string>>();
  for (const entry of nameEntries) {
    const ids = idsByKey.get(entry.key) ?? new Set<string>();
    ids.add(entry.analyte.id);
    idsByKey.set(entry.key, ids);
  }
  return [...idsByKey.entries()]
    .filter(([, ids]) => ids.size > 1)
    .map(([key, ids]) => ({ key, analyteIds: [...ids] }));
}

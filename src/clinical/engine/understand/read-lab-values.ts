import { identifyAnalyte, type LabEntry } from '../../labs';
import { isKnownName, isTestName } from '../../labs/identify-analyte';
import { readUnitAfter } from '../../labs/parse-result';

/**
 * Lab values written inside sentences ('her glucose is 2.2 mmol/L', 'an Hb of 6', 'platelets 45,000'),
 * as entries for the lab interpretation, so they give the same lab findings as typed results.
 *
 * The words before the number name a test only when they are exactly one of the lab knowledge's names
 * (never a near spelling: 'HBe' is no 'HBs'), and a longer test name wins: 'creatinine clearance 40' is
 * no creatinine. A test of urine, stool or CSF counts only when its specimen is written ('urine pH 5'):
 * a bare 'pH 7.1' in a case is more often the blood's.
 */

/** Words between a test's name and its value: 'glucose level was 2.2', 'an Hb of 6'. */
const linkWords = new Set([
  'is',
  'was',
  'were',
  'are',
  'of',
  'at',
  'level',
  'levels',
  'value',
  'measured',
  'reading',
  'read',
  'returned',
  'came',
  'back',
  'now',
  'only',
  'just',
  'about',
  'around',
  'approximately',
  'approx',
  'a',
  'à',
  'de',
  'est',
  'ya',
  // Kiswahili: 'PSA ni 18' (is), 'Hb ilikuwa 6' (was), 'sukari imepimwa 11.8' (was measured), 'iko 9' (is at).
  'ni',
  'ilikuwa',
  'kilikuwa',
  'imepimwa',
  'ilipimwa',
  'iko',
  'kiko',
]);
/** At most this many words of a name ('random blood glucose', 'alanine aminotransferase'). */
const maxNameWords = 4;
const maxLinkWords = 3;
/** Specimens whose tests need the specimen written before a value in prose counts as theirs. */
const specimensToBeNamed = new Set(['urine', 'stool', 'csf', 'sputum', 'swab']);
const specimenWords = /\b(?:urine|urinary|stool|csf|cerebrospinal|spinal|sputum|swab)\b/i;

// A number not glued to a word before it ('G2P1', 'HbA1c', 'T4') nor joined to a word after ('45-year-old');
// thousands with commas ('45,000').
// A decimal comma as francophone labs write it ('kaliémie 6,8'): one or two digits after the comma.
const numberPattern =
  /(?<![\p{L}\d.,/^-])(\d{1,3}(?:,\d{3})+(?!\d)|\d+,\d{1,2}(?!\d)|\d+(?:\.\d+)?)(?![\d.,]*-)/gu;
const wordPattern = /[\p{L}\d+#-]+|[=:]/gu;
const countedWords =
  /^\s*(?:x\s*)?(?:episodes?|times?|days?|weeks?|months?|years?|hours?|hrs?|doses?|tablets?|tabs?|children|kids|pregnanc\w*|siku|mara|jours?|fois|semaines?|mois|ans?)\b/i;
/** How far back a name is looked for: a few words, so the search stays linear in the text. */
const lookBackChars = 80;

function nameBefore(textBefore: string): string | undefined {
  const words = textBefore.match(wordPattern) ?? [];
  let end = words.length;
  for (let skipped = 0; skipped < maxLinkWords && end > 0; skipped += 1) {
    const word = words[end - 1]?.toLowerCase() ?? '';
    if (!linkWords.has(word) && word !== '=' && word !== ':') break;
    end -= 1;
  }
  for (let count = Math.min(maxNameWords, end); count >= 1; count -= 1) {
    const name = words.slice(end - count, end).join(' ');
    if (!isTestName(name)) continue;
    // A test the knowledge does not model ('creatinine clearance') is not one it does.
    return isKnownName(name) ? name : undefined;
  }
  return undefined;
}

/**
 * Tests whose shorthand carries its sign glued on ('MPS+', 'BS+': a smear with parasites seen). A sign glued to
 * another test's name ('HIV+', 'HBsAg+') is said of a person as often as of a result ('mother HIV+'), so it
 * is left to the vocabulary, which knows whose it is.
 */
const gluedSignTests = new Set(['malaria-smear']);

/** A grade written after a test ('malaria parasites 3+', 'MPS ++'): a result of a test read by grade or sign. */
const gradePattern = /(?<![\d+])(\+{1,4}|(?<![\p{L}\d])[1-4]\+)(?![\p{L}\d+])/gu;

function gradesInProse(text: string, seen: Set<string>): LabEntry[] {
  const entries: LabEntry[] = [];
  for (const match of text.matchAll(gradePattern)) {
    const name = nameBefore(text.slice(Math.max(0, match.index - lookBackChars), match.index));
    const analyte = name === undefined ? undefined : identifyAnalyte(name);
    if (name === undefined || analyte === undefined || analyte.kind === 'quantitative') continue;
    const glued = /\p{L}/u.test(text.charAt(match.index - 1));
    if (glued && !gluedSignTests.has(analyte.id)) continue;
    if (specimensToBeNamed.has(analyte.specimen) && !specimenWords.test(name)) continue;
    if (seen.has(analyte.id)) continue;
    seen.add(analyte.id);
    entries.push({ testType: name, result: match[0] });
  }
  return entries;
}

export function readLabValuesInProse(text: string): LabEntry[] {
  const seen = new Set<string>();
  const entries: LabEntry[] = gradesInProse(text, seen);
  for (const match of text.matchAll(numberPattern)) {
    const start = match.index;
    const name = nameBefore(text.slice(Math.max(0, start - lookBackChars), start));
    if (name === undefined) continue;
    const analyte = identifyAnalyte(name);
    if (analyte === undefined) continue;
    if (specimensToBeNamed.has(analyte.specimen) && !specimenWords.test(name)) continue;
    const after = text.slice(start + match[0].length, start + match[0].length + 24);
    // 'K 3 episodes of vomiting', 'Na 2 days ago': a count of something else, no result.
    if (countedWords.test(after)) continue;
    // '2+' of a test read by grade was read whole as a grade.
    if (analyte.kind !== 'quantitative' && after.startsWith('+')) continue;
    const unit = /^\s*%/.test(after) ? '%' : readUnitAfter(after)?.unit;
    const number = /^\d+,\d{1,2}$/.test(match[0]) ? match[0].replace(',', '.') : match[0];
    const result = unit === undefined ? number : `${number} ${unit}`;
    // Every value of a test is kept ('Hb 11 on admission, now Hb 4.8'): an abnormal one is never hidden by an
    // earlier normal one, as a finding one value shows present outweighs one another shows absent.
    if (seen.has(`${analyte.id} ${result}`)) continue;
    seen.add(`${analyte.id} ${result}`);
    entries.push({ testType: name, result });
  }
  return entries;
}

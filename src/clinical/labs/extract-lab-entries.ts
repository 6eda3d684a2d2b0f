import {
  identifyAnalyte,
  isTestName,
  isUnmodelledTestName,
  matchAnalyte,
  type SpecimenContext,
} from './identify-analyte';
import { toNameKey } from './name-key';
import { isWordsOnly, resultWord, toEntry } from './build-lab-entry';
import type { LabEntry } from './lab-types';
import { fixOcrDigits } from './read-number';
import { readGroupUnit, withGroupUnit } from './read-group-unit';
import { readPolarity } from './read-qualitative';
import { joinResultCells, readTableRows, readTableHeader, type TableColumns } from './read-table-row';
import { cleanLine, detectSection, specimenOfCell } from './report-lines';
import { readUnitAfter } from './parse-result';
import { splitCombinedLine } from './split-combined-line';
import { splitSideBySideRows } from './split-side-by-side-row';
import { withSpecimenOfRange } from './specimen-by-range';
import { unstackLabelRows } from './unstack-label-rows';

const maxNameWords = 7;
/** A lab report is a few hundred lines; past this a text is not a lab report and reading it would only cost time. */
const maxLines = 20000;

/** Splits a line at the first explicit separator between name and result: ':', '=', dot leaders, wide gaps. */
function splitAtSeparator(line: string): { name: string; rest: string } | undefined {
  // A colon between digits is a titre or a time ('1:160'), not a separator.
  const separators = /\s*(?:(?<!\d\s*):|:(?!\s*\d)|(?<=[A-Za-z)]\s*):(?=\s*\d)|=|\.{2,}|…+|\s{2,}|\t|\|)\s*/g;
  for (const match of line.matchAll(separators)) {
    if (match.index === 0) return undefined;
    const name = line.slice(0, match.index);
    // Inside a bracket a colon labels a range ('14.2 x10^9/L (N: 4-11)'): the separator is further on, or none.
    if ((name.match(/\(/g) ?? []).length > (name.match(/\)/g) ?? []).length) continue;
    return { name: name.trim(), rest: line.slice(match.index + match[0].length).trim() };
  }
  return undefined;
}

const valueWord = /^[(]?([<>≤≥]=?)?[\dOoIlS.,]*\d|^\+{1,4}$|^[1-4]\+$/;

/** A bracketed note right after a name belongs to it: 'Malaria RDT (P. falciparum) POSITIVE'. */
function withBracketedDetail(split: { name: string; rest: string }): { name: string; rest: string } {
  const bracket = /^\([^()\d]*\)/.exec(split.rest);
  if (bracket === null) return split;
  return { name: `${split.name} ${bracket[0]}`, rest: split.rest.slice(bracket[0].length).trim() };
}

/**
 * After a name with no separator, the words must read as a result: a value, a grade or a
 * positive/negative word. Otherwise 'Le Biologiste : Dr …' would be a leucocyte esterase and
 * 'Creatinine clearance 38' a creatinine of 38.
 */
function isReadAfterName(
  split: { name: string; rest: string },
  specimen: SpecimenContext | undefined,
): boolean {
  // 'VIH 1 et 2 Négatif', 'HIV 1 & 2 Reactive': numbers joined by 'and' name the test's types, not a result.
  if (/^\d\s*(?:et|and|&|\+|\/|,)\s*\d\b/i.test(split.rest)) return false;
  const first = split.rest.split(/\s+/)[0] ?? '';
  if (valueWord.test(first) || resultWord.test(first)) return true;
  return readPolarity(split.rest, identifyAnalyte(split.name, specimen)) !== undefined;
}

/**
 * Words before a value name a test when they are a test's name, or hold one with at most two words of
 * their own ('Serum potassium level'); 'Potassium phoned to ward 4' is a sentence, not a result.
 */
function isNameBeforeValue(name: string, specimen: SpecimenContext | undefined): boolean {
  const match = matchAnalyte(name, specimen);
  if (match === undefined) return isUnmodelledTestName(name);
  if (match.how !== 'contained') return true;
  const own = new Set(toNameKey(match.name).split(' '));
  return (
    toNameKey(name)
      .split(' ')
      .filter((word) => !own.has(word)).length < 3
  );
}

/**
 * A few words, then a value with a unit ('Zorblax 12 mmol/L', 'Venous pH 7.1' beside a test word): a
 * measured result whose name is not known is still shown (as not recognised), never dropped.
 */
function isMeasuredValue(name: string, rest: string): boolean {
  const words = name.split(/\s+/);
  if (words.length > 4 || !/[a-z]/i.test(name)) return false;
  const value = /^[<>≤≥]?=?\s*\d+(?:[.,]\d+)?\s*/.exec(rest);
  if (value === null) return false;
  const after = rest.slice(value[0].length);
  return readUnitAfter(after) !== undefined || /^\(?\s*\d+(?:[.,]\d+)?\s*[-–]\s*\d/.test(after);
}

/**
 * Without a separator: a leading known name ('HIV 1+2'), else the words before the first value, else the
 * longest leading words that name a test before a worded result ('Malaria RDT Negative').
 */
function splitAtKnownName(
  line: string,
  specimen: SpecimenContext | undefined,
): { name: string; rest: string } | undefined {
  const words = line.split(/\s+/);
  // A line with neither a number nor a worded result is not a lab value: skip the costly name search.
  if (!/\d/.test(line) && !words.some((word) => resultWord.test(word))) return undefined;
  const longest = Math.min(maxNameWords, words.length - 1);
  const split = (count: number) => ({
    name: words.slice(0, count).join(' '),
    rest: words.slice(count).join(' '),
  });
  for (let count = longest; count >= 1; count -= 1)
    if (isTestName(split(count).name, specimen) && isReadAfterName(split(count), specimen))
      return withBracketedDetail(split(count));
  // A number joined to the next by 'and' ('HIV 1 and 2') belongs to the name.
  const isTypeNumber = (index: number) =>
    /^(?:et|and|&|\+|\/)$/i.test(words[index + 1] ?? '') && /^\d\b/.test(words[index + 2] ?? '');
  const firstValue = words.findIndex(
    (word, index) => index > 0 && valueWord.test(word) && !isTypeNumber(index) && !isTypeNumber(index - 2),
  );
  if (firstValue > maxNameWords) return undefined;
  if (firstValue > 0)
    return isNameBeforeValue(split(firstValue).name, specimen) ||
      isMeasuredValue(split(firstValue).name, split(firstValue).rest)
      ? split(firstValue)
      : undefined;
  const resultAt = words.findIndex((word, index) => index > 0 && resultWord.test(word));
  // 'Non reactive', 'Not detected': the negation opens the result, it is no part of the name.
  const firstResultWord =
    resultAt > 1 && /^(non|not|no|pas)$/i.test(words[resultAt - 1] ?? '') ? resultAt - 1 : resultAt;
  const limit = firstResultWord > 0 ? Math.min(longest, firstResultWord) : longest;
  for (let count = limit; count >= 1; count -= 1)
    if (identifyAnalyte(split(count).name, specimen) !== undefined) return split(count);
  return undefined;
}

const percentThenCount =
  /^(.*?\S)[\s.…:]+(\d+(?:[.,]\d+)?\s*%)\s+(\d+(?:[.,]\d+)?\s*(?:G\/L|x?\s*10\^?9\/L|10[³3]\/[µu]L|\/[µu]L|\/mm3)\b.*)$/;

/**
 * A differential printed with both readings on one line ('Neutrophiles .... 72 %   8,06 G/L  (1,8 -
 * 7,5)') is two results: the percentage, and the count with the range printed after it.
 */
function splitPercentAndCount(line: string): string[] {
  const match = percentThenCount.exec(line);
  if (match === null) return [line];
  const name = match[1] ?? '';
  return [`${name}  ${match[2] ?? ''}`, `${name}  ${match[3] ?? ''}`];
}

/**
 * A test of another specimen (GeneXpert after the urinalysis) shows the specimen's section has ended. Pleural
 * and ascitic fluid have no tests of their own, so a known name never ends their section.
 */
function isOutsideSection(entry: LabEntry, specimen: SpecimenContext | undefined): boolean {
  return (
    specimen !== undefined &&
    specimen !== 'pleural' &&
    specimen !== 'ascitic' &&
    identifyAnalyte(entry.testType, specimen) === undefined &&
    identifyAnalyte(entry.testType) !== undefined
  );
}

/** A cell holding only a range ('4.0 – 10.0', '< 5'), and a cell starting with a value. */
const rangeOnly =
  /^\(?\s*(?:-?\d+(?:[.,]\d+)?\s*(?:-|–|—|to)\s*\d+(?:[.,]\d+)?|[<>≤≥]=?\s*\d+(?:[.,]\d+)?)\s*\)?$/i;
const valueCell = /^[<>≤≥]?\s*\d/;

/** A line laid out in cells (tabs, wide gaps, '|'): name, result, then units, range, flag and junk. */
function readCells(line: string, specimen: SpecimenContext | undefined): LabEntry | undefined {
  const cells = line
    .split(/\t|\s{2,}|\|/)
    .map((cell) => cell.trim())
    .filter((cell) => cell !== '');
  const [name, printedFirst, ...afterIt] = cells;
  if (name === undefined || printedFirst === undefined) return undefined;
  // 'Hémoglobine ..... 8,7 g/dL    (11,5 - 15,0)': the result is in the first cell, after its leaders.
  if (/(?:\.{2,}|…|:|=)\s*\S/.test(name)) return undefined;
  // A range printed before the result ('WBC | 4.0 - 10.0 | 2.9 | 10^3/µL') is not the value.
  const isRangeFirst = rangeOnly.test(printedFirst) && valueCell.test(afterIt[0] ?? '');
  const result = isRangeFirst ? (afterIt[0] ?? '') : printedFirst;
  const others = isRangeFirst ? [`(${printedFirst})`, ...afterIt.slice(1)] : afterIt;
  const joined = joinResultCells(result, others);
  const entry = toEntry(name, joined.rest, specimen);
  return entry === undefined || entry.normalRange !== undefined || joined.normalRange === undefined
    ? entry
    : { ...entry, normalRange: joined.normalRange };
}

function readLine(rawLine: string, specimen: SpecimenContext | undefined): LabEntry | undefined {
  const line = fixOcrDigits(rawLine);
  const fromCells = /\t|\S\s{2,}\S|\|/.test(line) ? readCells(line, specimen) : undefined;
  if (fromCells !== undefined) return fromCells;
  const separated = splitAtSeparator(line);
  if (separated !== undefined && separated.rest !== '') {
    const entry = toEntry(separated.name, separated.rest, specimen);
    if (entry !== undefined) return entry;
    // 'eGFR: CKD-EPI 2021 equation': a measured test's method note, whose year is no value.
    if (identifyAnalyte(separated.name, specimen)?.kind === 'quantitative' && isWordsOnly(separated.rest))
      return undefined;
  }
  const known = splitAtKnownName(line.replace(/\s*[=|]\s*|(?<!\d)\s*:\s*|\s*:\s*(?!\d)/g, ' '), specimen);
  return known === undefined ? undefined : toEntry(known.name, known.rest, specimen);
}

/** Labels of a printed band: sex, age, pregnancy or a decision category ('F', '≥ 60 yrs', 'Pre-diabetes'). */
const bandLabel =
  /^(?:[<>≤≥]=?\s*)?(?:\d+(?:[.,]\d+)?\s*(?:(?:d|days?|wks?|weeks?|mo|months?|y|yrs?|years?|ans?)\b\.?\s*)?(?:-|–|to)?\s*)*(?:\d+\s*(?:d|days?|wks?|weeks?|mo|months?|y|yrs?|years?|ans?)\b\.?|(?:adult|child|children|enfant|newborn|infant|elderly|m|f|h|male|female|men|women|homme|femme|pregnan\w*|\w+\s+trimester|normal|desirable|souhaitable|optimal|near\s+optimal|borderline(?:\s+high)?|high|very\s+high|low|pre-?\s*diabet\w*|diabet\w*|impaired\s+\w+|deficien\w*|insufficien\w*|sufficien\w*|toxic\w*|therapeutic|follicular|luteal|ovulat\w*|post-?\s*menopaus\w*)s?\b)(?:\s+(?:m|f|male|female))?$/i;
const bareRange =
  /^\(?\s*(?:-?\d+(?:[.,]\d+)?\s*(?:-|–|—|to)\s*\d+(?:[.,]\d+)?|[<>≤≥]=?\s*\d+(?:[.,]\d+)?)\s*\)?(?:\s*[a-zµμ%/^0-9.]+)?$/i;

const referenceLabel =
  /^\(?\s*(?:ref(?:erence)?\.?(?:\s*(?:range|interval|values?))?|normal(?:\s*range)?|n\.?\s*r\.?|range)\s*[:.=]?\s*/i;

/**
 * A line holding only a labelled range ('ref 70 - 140', 'Reference: 3.5 - 5.1 mmol/L'): the range of the
 * result on the line above, never a result of its own.
 */
function readReferenceLine(line: string): string | undefined {
  const label = referenceLabel.exec(line.trim());
  if (label === null) return undefined;
  const values = line
    .trim()
    .slice(label[0].length)
    .replace(/\)\s*$/, '')
    .trim();
  return bareRange.test(values) ? values : undefined;
}

/**
 * A line that only carries more bands of the range printed on the row above it ('F: 0.5 - 1.1',
 * '≥ 60 yrs: 0.5 - 5.5', 'Diabetes: ≥ 6.5'), as a table cell wrapped over lines gives them.
 */
function readRangeContinuation(line: string): string | undefined {
  const printedAsReference = readReferenceLine(line);
  if (printedAsReference !== undefined) return printedAsReference;
  const colon = line.indexOf(':');
  const label = colon < 0 ? '' : line.slice(0, colon).trim();
  const values = (colon < 0 ? line : line.slice(colon + 1)).trim();
  if (!bareRange.test(values)) return undefined;
  return label === '' || bandLabel.test(label) ? line.trim() : undefined;
}

/**
 * A panel written on one line of prose ('Dipstick: nitrite pos, blood +++, pH 6'): read as its heading
 * followed by one line per test, so each test is read under the heading's specimen.
 */
function readInlinePanel(line: string): { entry: LabEntry; line: string }[] | undefined {
  const match = /^([^:\d]{2,40}?)\s*:\s*(.+[,;].+)$/.exec(line);
  if (match === null || detectSection((match[1] ?? '').trim()) === undefined) return undefined;
  const parts = (match[2] ?? '')
    .split(/[,;]+(?!\d{3}\b)/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return extractLabEntriesWithLines([match[1] ?? '', ...parts].join('\n'));
}

/**
 * A report of a blood gas analyser: named so, or printing both partial pressures. There a 'pH' outside any
 * urine section is the blood's, while a urine test's own rows (dipstick beside it) keep theirs.
 */
function isBloodGasReport(text: string): boolean {
  return (
    /\b(?:blood[\s-]+gas(?:es)?|ABG|arterial|art[eé]riel(?:le)?|gazom[eé]trie)\b/i.test(text) ||
    (/\bpa?\s*CO\s*2\b/i.test(text) && /\bpa?\s*O\s*2\b/i.test(text))
  );
}

/**
 * Reads lab values out of the plain text of a lab report: lines such as 'Haemoglobin 11.2 g/dL 12.0-15.5',
 * 'WBC: 14.5 x10^9/L (4.0-11.0) H', 'HGB 9.8 L', table rows separated by wide gaps, tabs or '|', CSV rows
 * with or without a header, 'Malaria RDT ..... POSITIVE' and 'BS for MPS: No MPS seen'. Tolerates OCR
 * noise in numbers (O for 0, l for 1, S for 5) and small misspellings of test names. Names read under a
 * URINALYSIS, STOOL or CSF heading are prefixed with the specimen ('Protein' becomes 'Urine Protein').
 */
export function extractLabEntriesFromText(text: string): LabEntry[] {
  return extractLabEntriesWithLines(text).map((read) => read.entry);
}

const csfWords =
  /\b(?:csf|cerebro-?\s*spinal\s+fluid|lumbar\s+puncture|liquide\s+c[ée]phalo-?\s*rachidien|lcr)\b/i;
const specimenLabel =
  /^\s*(?:specimen|sample|sample\s+type|specimen\s+type|(?:nature|type)\s+(?:du\s+pr[ée]l[eè]vement|de\s+l['’]\s*[ée]chantillon)|pr[ée]l[eè]vement|[ée]chantillon)\s*:\s*(.*)$/i;
const titleWords = /\b(?:report|analysis|examination|results?|form|request|rapport|analyse|examen)\b/i;

/**
 * A title or specimen line naming CSF before any result ('CEREBROSPINAL FLUID ANALYSIS REPORT', 'Specimen:
 * CSF (tube 3)'): the whole form is CSF, so 'WBC count', 'Protein' and 'Glucose' are CSF tests even under
 * headings such as CELL COUNT or MICROBIOLOGY. A result line naming CSF ('CSF glucose 2.1') is no title.
 */
function namesCsfForm(line: string): boolean {
  if (!csfWords.test(line)) return false;
  if (specimenLabel.test(line)) return true;
  return !/\d/.test(line) && (titleWords.test(line) || detectSection(cleanLine(line))?.specimen === 'csf');
}

/**
 * The body fluid a form is of, from a title naming CSF or a specimen line ('Nature de l'échantillon :
 * liquide pleural', 'Specimen: CSF'). Blood, or no such line, gives undefined.
 */
function formSpecimen(line: string): SpecimenContext | undefined {
  if (namesCsfForm(line)) return 'csf';
  const named = specimenLabel.exec(line)?.[1];
  const specimen = named === undefined ? undefined : specimenOfCell(named);
  return specimen === 'pleural' || specimen === 'ascitic' ? specimen : undefined;
}

/** The line readXlsx writes before each sheet's rows ('Sheet: LCR'): a sheet named by a specimen is its. */
const sheetLine = /^Sheet: (.*)$/;

/**
 * Cells a CSF count also reports ('Lymphocytes (%)' on a CSF form is the CSF's differential): only these
 * blood tests take the CSF from a form's title. Haemoglobin, platelets or potassium have no CSF meaning
 * and stay the blood's.
 */
const cellsCsfAlsoHolds =
  /^(?:white-cell|red-cell|neutrophils|lymphocytes|monocytes|eosinophils|basophils|chloride$|lactate$|total-protein$|albumin$)/;

function isCellCsfAlsoHolds(analyte: { id: string } | undefined): boolean {
  return analyte !== undefined && cellsCsfAlsoHolds.test(analyte.id);
}

const bloodWords = /\b(?:blood|serum|plasma|s[ée]rique|sanguin[e]?|capillary|venous)\b/i;

/** Headings that name blood tests: under them a CSF form's own specimen no longer holds. */
const bloodHeading =
  /\b(?:full\s+blood\s+count|fbc|cbc|complete\s+blood\s+count|ha?emogram|ha?ematology|blood)\b/i;

/** Like extractLabEntriesFromText, each entry with the report line it was read from (for OCR confidence). */
export function extractLabEntriesWithLines(text: string): { entry: LabEntry; line: string }[] {
  const entries: { entry: LabEntry; line: string }[] = [];
  const isBloodGas = isBloodGasReport(text);
  let documentSpecimen: SpecimenContext | undefined;
  let specimen: SpecimenContext | undefined;
  let columns: TableColumns | undefined;
  let previousLineRead = false;
  let groupUnit: string | undefined;
  for (const { text: unstacked, source: rawLine } of unstackLabelRows(
    splitSideBySideRows(text.split(/\r?\n/, maxLines)),
  )) {
    const sheet = sheetLine.exec(unstacked)?.[1];
    if (sheet !== undefined) {
      // Each sheet is a form of its own: its name, or nothing, gives its specimen.
      documentSpecimen = specimenOfCell(sheet);
      specimen = documentSpecimen;
      columns = undefined;
      groupUnit = undefined;
      previousLineRead = false;
      continue;
    }
    const ofForm =
      entries.length === 0 && documentSpecimen === undefined ? formSpecimen(unstacked) : undefined;
    if (ofForm !== undefined) {
      documentSpecimen = ofForm;
      specimen = ofForm;
    }
    const line = cleanLine(unstacked);
    if (line === '') continue;
    const last = entries.at(-1);
    const continued = previousLineRead ? readRangeContinuation(line) : undefined;
    if (last !== undefined && last.entry.normalRange !== undefined && continued !== undefined) {
      last.entry = { ...last.entry, normalRange: `${last.entry.normalRange}; ${continued}` };
      continue;
    }
    const reference = readReferenceLine(line);
    if (reference !== undefined) {
      if (previousLineRead && last !== undefined && last.entry.normalRange === undefined)
        last.entry = { ...last.entry, normalRange: reference };
      previousLineRead = false;
      continue;
    }
    const countBefore = entries.length;
    previousLineRead = false;
    const statedUnit = readGroupUnit(line);
    if (statedUnit !== undefined) groupUnit = statedUnit;
    const inline = readInlinePanel(line);
    if (inline !== undefined && inline.length > 0) {
      entries.push(...inline.map((read) => ({ entry: read.entry, line: rawLine })));
      previousLineRead = true;
      continue;
    }
    const section = detectSection(line);
    if (section !== undefined) {
      specimen = section.specimen ?? (bloodHeading.test(line) ? undefined : documentSpecimen);
      if (statedUnit === undefined) groupUnit = undefined;
      continue;
    }
    const header = readTableHeader(line);
    if (header !== undefined) {
      columns = header;
      groupUnit = undefined;
      continue;
    }
    // A percentage and a count on one row are two results even in a table ('Lymphocytes | 38 % | 1,10 G/L |
    // (1,00 - 4,00)'): the range printed after the count is the count's, never the percentage's.
    const twoReadings = splitPercentAndCount(line);
    const rows = twoReadings.length > 1 ? [] : readTableRows(line, columns);
    const segments =
      twoReadings.length > 1
        ? twoReadings.map((text) => ({ text, row: undefined }))
        : rows.length === 0
          ? splitCombinedLine(line)
              .flatMap(splitPercentAndCount)
              .map((text) => ({ text, row: undefined }))
          : rows.map((row, index) => ({ text: index === 0 ? line : '', row }));
    for (const { text: segment, row } of segments) {
      // A Specimen column names each row's specimen: 'Creatinine | Urine (spot)' is no serum creatinine.
      if (row?.specimen !== undefined) {
        const entry = toEntry(row.name, row.rest, specimenOfCell(row.specimen), true);
        if (entry !== undefined)
          entries.push({
            entry: withGroupUnit(
              row.normalRange === undefined ? entry : { ...entry, normalRange: row.normalRange },
              groupUnit,
            ),
            line: rawLine,
          });
        continue;
      }
      const read = (context: SpecimenContext | undefined) =>
        (row === undefined ? undefined : toEntry(row.name, row.rest, context)) ??
        (segment === '' ? undefined : readLine(segment, context));
      let entry = read(specimen);
      if (entry !== undefined && specimen !== undefined) {
        const plain = read(undefined);
        if (plain !== undefined && isOutsideSection(plain, specimen)) {
          // On a CSF form a blood test named as one (the paired blood glucose) is read as such and the form
          // stays CSF; a cell count without 'blood' ('Lymphocytes (%)') is the CSF's, never the blood's.
          if (specimen !== documentSpecimen) {
            specimen = undefined;
            entry = plain;
          } else if (bloodWords.test(plain.testType) || !isCellCsfAlsoHolds(identifyAnalyte(plain.testType)))
            entry = plain;
        }
      }
      if (entry !== undefined && specimen === undefined && isBloodGas) {
        const previous = entries.at(-1);
        const besideUrineRows =
          previous !== undefined && identifyAnalyte(previous.entry.testType)?.specimen === 'urine';
        if (identifyAnalyte(entry.testType)?.specimen === 'urine' && !besideUrineRows)
          entry = read('arterial') ?? entry;
      }
      if (entry !== undefined)
        entries.push({
          // The range cell of a table row is the range as printed, labels included.
          entry: withGroupUnit(
            row?.normalRange === undefined ? entry : { ...entry, normalRange: row.normalRange },
            groupUnit,
          ),
          line: rawLine,
        });
    }
    previousLineRead = entries.length > countBefore;
    // A title without a unit opens another group: the last group's unit no longer applies.
    if (!previousLineRead && statedUnit === undefined && !/\d/.test(line)) groupUnit = undefined;
  }
  // One printed range never makes a blood test the CSF's (a newborn's blood glucose range looks like the
  // CSF's): the report must name CSF somewhere (a row, a note, 'ponction lombaire'), or several of its rows
  // must each have a range that fits only the CSF test (a CSF panel printed without its specimen).
  const byRange = entries.map((read) => ({ ...read, entry: withSpecimenOfRange(read.entry) }));
  const movedToCsf = byRange.filter((read, index) => read.entry !== entries[index]?.entry).length;
  return movedToCsf >= 2 || csfWords.test(text) || csfMentions.test(text) ? byRange : entries;
}

/** Words of a report that say a CSF sample was taken, beyond its names (a note, a request). */
const csfMentions = /\b(?:ponction\s+lombaire|spinal\s+(?:tap|fluid)|m[ée]ning(?:ite|itis))\b/i;

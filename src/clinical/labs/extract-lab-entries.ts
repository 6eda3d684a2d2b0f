import {
  identifyAnalyte,
  identifyByUnit,
  isKnownName,
  matchAnalyte,
  type SpecimenContext,
} from './identify-analyte';
import { readUnitAfter } from './parse-result';
import type { LabEntry } from './lab-types';
import { editDistance } from './name-key';
import { fixOcrDigits, readFirstNumber } from './read-number';
import { joinResultCells, readTableRow, readTableHeader, type TableColumns } from './read-table-row';
import { readResultTail } from './read-result-tail';
import { splitCombinedLine } from './split-combined-line';

const sectionPatterns: [RegExp, SpecimenContext | undefined][] = [
  [
    /^(urinalysis|urine\s*analysis|urine(\s+(routine|examination|dipstick|microscopy|chemistry|r\/?e|test|strip|exam))*|u\/?a|dipstick|urine\s+for\s+\w+)\s*:?$/i,
    'urine',
  ],
  [
    /^(stool|faecal|fecal)(\s+(analysis|examination|exam|microscopy|routine|r\/?e|for\s+o\/?c|for\s+ova\s+and\s+cysts))*\s*:?$/i,
    'stool',
  ],
  [
    /^(csf|cerebrospinal\s+fluid)(\s+(analysis|examination|exam|results?|chemistry|microscopy))*\s*:?$/i,
    'csf',
  ],
  [
    /^(full\s+blood\s+count|fbc|cbc|complete\s+blood\s+count|haemogram|hemogram|haematology|hematology|(clinical\s+)?(bio)?chemistry|serology|immunology|liver\s+function(\s+tests?)?|lfts?|renal\s+function(\s+tests?)?|rfts?|u\s*&\s*e|ueca?|electrolytes|lipid\s+profile|lipids|thyroid(\s+function)?(\s+tests?)?|tfts?|coagulation(\s+profile)?|microbiology|parasitology|blood)\s*:?$/i,
    undefined,
  ],
];

/** Words that label a report's header, not a test ('Age: 34' is not a lab value). */
const nonTestLabels =
  /^(name|patient|age|sex|gender|dob|date|time|lab\s*no|lab\s*number|ip\s*no|op\s*no|opd|ipd|ward|bed|doctor|dr|clinician|requested|ordered|tel|phone|mobile|address|hospital|clinic|facility|sample|specimen|collected|received|reported|printed|page|signature|signed|verified|authori[sz]ed|approved|id|ref|reference|ref\s*no|mrn|file\s*no|county|sub-county|location|comment|comments|remarks?|note|notes|diagnosis|test|tests|parameter|investigation|result|results|unit|units|range|normal\s+range|method|technician|pathologist)\b/i;

const maxNameWords = 7;
/** A lab report is a few hundred lines; past this a text is not a lab report and reading it would only cost time. */
const maxLines = 20000;

/** Stray one- or two-character cells OCR puts before a row ('i\tPotassium\t5.6'), when a name follows. */
function dropLeadingJunkCells(line: string): string {
  let cells = line.split('\t');
  while (
    cells.length > 2 &&
    (cells[0] ?? '').trim().length <= 2 &&
    !isKnownName(cells[0] ?? '') &&
    /^\s*[A-Za-z]/.test(cells[1] ?? '')
  ) {
    cells = cells.slice(1);
  }
  return cells.join('\t');
}

function cleanLine(line: string): string {
  return dropLeadingJunkCells(line)
    .replace(/\u00a0/g, ' ')
    .replace(/^[\s•·*>»\-–—#'`"|©~“”‘’:;,._{}[\]]+/, '')
    .replace(/(\s+[._~'`,;:]+|[\s_~]+)$/, '')
    .trim();
}

const sectionWords = [
  'urinalysis',
  'haematology',
  'hematology',
  'biochemistry',
  'chemistry',
  'examination',
  'parasitology',
  'microbiology',
  'serology',
  'coagulation',
  'electrolytes',
  'cerebrospinal',
  'microscopy',
  'analysis',
  'immunology',
  'haemogram',
  'hemogram',
];

/** Heading words with an OCR slip ('URNALYSIS') put right. */
function correctHeadingWord(word: string): string {
  if (word.length < 7) return word;
  const lower = word.toLowerCase();
  return (
    sectionWords.find((candidate) => editDistance(lower, candidate, 2) <= (candidate.length >= 10 ? 2 : 1)) ??
    word
  );
}

export function detectSection(line: string): { specimen: SpecimenContext | undefined } | undefined {
  if (line.length > 60 || /\d/.test(line.replace(/u\/?a/i, ''))) return undefined;
  const bare = line
    .replace(/[*_=:.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map(correctHeadingWord)
    .join(' ');
  for (const [pattern, specimen] of sectionPatterns) if (pattern.test(bare)) return { specimen };
  return undefined;
}

/** Splits a line at the first explicit separator between name and result: ':', '=', dot leaders, wide gaps. */
function splitAtSeparator(line: string): { name: string; rest: string } | undefined {
  // A colon between digits is a titre or a time ('1:160'), not a separator.
  const match = /\s*(?:(?<!\d\s*):|:(?!\s*\d)|(?<=[A-Za-z)]\s*):(?=\s*\d)|=|\.{2,}|…+|\s{2,}|\t|\|)\s*/.exec(
    line,
  );
  if (match === null || match.index === 0) return undefined;
  return { name: line.slice(0, match.index).trim(), rest: line.slice(match.index + match[0].length).trim() };
}

const valueWord = /^[(]?([<>≤≥]=?)?[\dOoIlS.,]*\d|^\+{1,4}$|^[1-4]\+$/;

/** A bracketed note right after a name belongs to it: 'Malaria RDT (P. falciparum) POSITIVE'. */
function withBracketedDetail(split: { name: string; rest: string }): { name: string; rest: string } {
  const bracket = /^\([^()\d]*\)/.exec(split.rest);
  if (bracket === null) return split;
  return { name: `${split.name} ${bracket[0]}`, rest: split.rest.slice(bracket[0].length).trim() };
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
    if (isKnownName(split(count).name, specimen)) return withBracketedDetail(split(count));
  const firstValue = words.findIndex((word, index) => index > 0 && valueWord.test(word));
  if (firstValue > maxNameWords) return undefined;
  if (firstValue > 0)
    return identifyAnalyte(split(firstValue).name, specimen) === undefined ? undefined : split(firstValue);
  const firstResultWord = words.findIndex((word, index) => index > 0 && resultWord.test(word));
  const limit = firstResultWord > 0 ? Math.min(longest, firstResultWord) : longest;
  for (let count = limit; count >= 1; count -= 1)
    if (identifyAnalyte(split(count).name, specimen) !== undefined) return split(count);
  return undefined;
}

function nameForSection(name: string, specimen: SpecimenContext | undefined): string {
  if (specimen === undefined) return name;
  const inSection = identifyAnalyte(name, specimen);
  if (inSection !== undefined && inSection === identifyAnalyte(name)) return name;
  const prefix = specimen === 'csf' ? 'CSF' : `${specimen.charAt(0).toUpperCase()}${specimen.slice(1)}`;
  return new RegExp(`^${prefix}\\b`, 'i').test(name) ? name : `${prefix} ${name}`;
}

const gradeLike = /^(neg(ative)?|nil|trace|tr|\+{1,4}|[1-4]\+)$/i;

/** Outside a section, a dipstick grade ('Protein ++') still means the urine test. */
function nameForGrade(name: string, result: string, specimen: SpecimenContext | undefined): string {
  if (specimen !== undefined || !gradeLike.test(result.trim())) return name;
  const plain = identifyAnalyte(name);
  const urine = identifyAnalyte(name, 'urine');
  return plain?.kind !== 'ordinal' && urine?.kind === 'ordinal' ? `Urine ${name}` : name;
}

/** The corrected name keeps what the report added in brackets ('Malaria RDT (P. falciparum)'). */
function withBracketsOf(written: string, corrected: string): string {
  const brackets = written.match(/\([^)]*\)/g);
  return brackets === null ? corrected : `${corrected} ${brackets.join(' ')}`;
}

/** An OCR-garbled name read by its unit ('Mov 72 fL' is MCV); otherwise the name as written. */
function nameFromUnit(name: string, result: string): string {
  const number = readFirstNumber(result);
  const unit = number === undefined ? undefined : readUnitAfter(result.slice(number.end))?.unit;
  return (unit === undefined ? undefined : identifyByUnit(name, unit)?.name) ?? name;
}

function isLikelyTest(name: string, rest: string, specimen: SpecimenContext | undefined): boolean {
  if (nonTestLabels.test(name)) return false;
  if (identifyAnalyte(name, specimen) !== undefined || identifyAnalyte(name) !== undefined) return true;
  // An unknown test counts only when it looks like a measured value with a unit or range.
  const words = name.split(/\s+/).length;
  return (
    words <= 5 &&
    /[a-z]/i.test(name) &&
    /\d/.test(rest) &&
    /(\d\s*[-–]\s*\d|[a-zµ%/]{1,}\s*$|[<>])/i.test(rest)
  );
}

const resultWord =
  /^(positive|negative|pos|neg|reactive|non\s*-?\s*reactive|detected|not|no|nil|seen|trace|absent|present|scanty|[+]{1,4}|[1-4]\+)$/i;
const trailingResult =
  /^(.*\S)\s+((?:non\s*-?\s*)?reactive|positive|negative|detected|not detected|[<>]?\d+(?:[.,]\d+)?)$/i;

/** OCR sometimes merges the result into the name cell ('Malaria RDT (P. falciparum) POSITIVE'). */
function moveResultOutOfName(
  name: string,
  rest: string,
  specimen: SpecimenContext | undefined,
): { name: string; rest: string } {
  const match = trailingResult.exec(name);
  if (match === null || identifyAnalyte(match[1] ?? '', specimen) === undefined) return { name, rest };
  return { name: match[1] ?? name, rest: `${match[2] ?? ''} ${rest}` };
}

function toEntry(
  rawName: string,
  rawRest: string,
  specimen: SpecimenContext | undefined,
): LabEntry | undefined {
  const { name, rest } = moveResultOutOfName(rawName.replace(/[\s:.\-=]+$/, '').trim(), rawRest, specimen);
  const trimmedName = name;
  if (trimmedName === '' || !isLikelyTest(trimmedName, rest, specimen)) return undefined;
  const tail = readResultTail(rest);
  if (tail === undefined) return undefined;
  const match = matchAnalyte(trimmedName, specimen) ?? matchAnalyte(trimmedName);
  // A name read through an OCR slip is reported as the knowledge base writes it ('HbAlc' as 'HbA1c').
  const testType =
    match === undefined
      ? nameFromUnit(trimmedName, tail.result)
      : match.how === 'corrected'
        ? withBracketsOf(trimmedName, match.name)
        : trimmedName;
  return {
    testType: nameForGrade(nameForSection(testType, specimen), tail.result, specimen),
    result: tail.result,
    ...(tail.normalRange === undefined ? {} : { normalRange: tail.normalRange }),
    ...(tail.flag === undefined ? {} : { notes: tail.flag }),
  };
}

/** A test of another specimen (GeneXpert after the urinalysis) shows the specimen's section has ended. */
function isOutsideSection(entry: LabEntry, specimen: SpecimenContext | undefined): boolean {
  return (
    specimen !== undefined &&
    identifyAnalyte(entry.testType, specimen) === undefined &&
    identifyAnalyte(entry.testType) !== undefined
  );
}

/** A line laid out in cells (tabs, wide gaps, '|'): name, result, then units, range, flag and junk. */
function readCells(line: string, specimen: SpecimenContext | undefined): LabEntry | undefined {
  const cells = line
    .split(/\t|\s{2,}|\|/)
    .map((cell) => cell.trim())
    .filter((cell) => cell !== '');
  const [name, result, ...others] = cells;
  if (name === undefined || result === undefined) return undefined;
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
  }
  const known = splitAtKnownName(line.replace(/\s*[=|]\s*|(?<!\d)\s*:\s*|\s*:\s*(?!\d)/g, ' '), specimen);
  return known === undefined ? undefined : toEntry(known.name, known.rest, specimen);
}

/**
 * Reads lab values out of the plain text of a lab report: lines such as 'Haemoglobin 11.2 g/dL 12.0-15.5',
 * 'WBC: 14.5 x10^9/L (4.0-11.0) H', 'HGB 9.8 L', table rows separated by wide gaps, tabs or '|', CSV rows
 * with or without a header, 'Malaria RDT ..... POSITIVE' and 'BS for MPS: No MPS seen'. Tolerates OCR
 * noise in numbers (O for 0, l for 1, S for 5) and small misspellings of test names. Names read under a
 * URINALYSIS, STOOL or CSF heading are prefixed with the specimen ('Protein' becomes 'Urine Protein').
 */
export function extractLabEntriesFromText(text: string): LabEntry[] {
  const entries: LabEntry[] = [];
  let specimen: SpecimenContext | undefined;
  let columns: TableColumns | undefined;
  for (const rawLine of text.split(/\r?\n/, maxLines)) {
    const line = cleanLine(rawLine);
    if (line === '') continue;
    const section = detectSection(line);
    if (section !== undefined) {
      specimen = section.specimen;
      continue;
    }
    const header = readTableHeader(line);
    if (header !== undefined) {
      columns = header;
      continue;
    }
    const row = readTableRow(line, columns);
    const segments = row === undefined ? splitCombinedLine(line) : [line];
    for (const segment of segments) {
      const read = (context: SpecimenContext | undefined) =>
        (row === undefined ? undefined : toEntry(row.name, row.rest, context)) ?? readLine(segment, context);
      let entry = read(specimen);
      if (entry !== undefined && specimen !== undefined) {
        const plain = read(undefined);
        if (plain !== undefined && isOutsideSection(plain, specimen)) {
          specimen = undefined;
          entry = plain;
        }
      }
      if (entry !== undefined)
        entries.push(
          row?.normalRange !== undefined && entry.normalRange === undefined
            ? { ...entry, normalRange: row.normalRange }
            : entry,
        );
    }
  }
  return entries;
}

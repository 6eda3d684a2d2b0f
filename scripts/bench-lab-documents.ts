/**
 * Lab-document benchmark: sends each file of eval/lab-documents through the real upload path (app started
 * in-process, a session created, the file POSTed as multipart to /api/sessions/:id/upload), reads the
 * session's lab results back with GET /api/sessions/:id and compares them with expected.json.
 * Usage: npm run bench:lab-documents [-- --json] [--only <file>] [--dir <folder>]
 * --dir reads another examination folder (its files and its expected.json), e.g. eval/lab-documents-fresh.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { StoredLabResult } from '../src/contracts/sessions';
import { analytes } from '../src/clinical/labs/knowledge';
import { findUnitChoice, toCanonical } from '../src/clinical/labs/parse-result';
import { startLocalApp } from './local-app';

type ExpectedFlag = 'low' | 'normal' | 'high' | 'critical' | 'positive' | 'negative';
interface ExpectedTest {
  name: string;
  section: string | null;
  loinc: string | null;
  analyte: string;
  value: number | string;
  printedResult: string;
  unit: string | null;
  range: { low: number | null; high: number | null; text: string | null };
  flag: ExpectedFlag;
}
interface ExpectedDocument {
  file: string;
  format: string;
  kind: 'digital' | 'photo';
  country: string;
  layout: string;
  tests: ExpectedTest[];
}

/**
 * Codes of one analyte that differ only by property (mass or moles), specimen detail or method, so that a
 * reader choosing another code of the same analyte is not counted as reading a different analyte. Urine,
 * CSF and arterial blood gas codes are deliberately not joined to blood ones.
 */
const sameAnalyteCodes: string[][] = [
  ['1975-2', '14631-6', '42719-5'], // bilirubin total
  ['1968-7', '14629-0', '15152-2'], // bilirubin direct
  ['3091-6', '22664-7', '3094-0', '6299-2', '14937-7'], // urea / urea nitrogen
  ['2160-0', '14682-9', '38483-4'], // creatinine
  ['2345-7', '2339-0', '15074-8', '14749-6', '1558-6', '14771-0', '41653-7', '2341-6'], // glucose, serum/blood
  ['2093-3', '14647-2'], // cholesterol
  ['2085-9', '14646-4'], // HDL
  ['13457-7', '2089-1', '18262-6', '22748-8', '39469-2'], // LDL
  ['2571-8', '14927-8'], // triglycerides
  ['3084-1', '14933-6'], // urate
  ['4548-4', '17856-6', '59261-8', '41995-2'], // HbA1c (% and IFCC mmol/mol)
  ['62238-1', '33914-3', '98979-8', '48642-3', '48643-1', '50044-7', '69405-9'], // eGFR
  ['3173-2', '14979-9'], // APTT
  ['5902-2', '5964-2'], // PT
  ['6301-6', '34714-6', '46418-0'], // INR
  ['1963-8', '1959-6', '1960-4', '2028-9'], // bicarbonate
  ['2744-1', '11558-4', '2746-6'], // blood pH
  ['2019-8', '11557-6', '2021-4'], // pCO2
  ['2703-7', '11556-8'], // pO2
  ['2524-7', '32693-4', '2518-9'], // lactate
  ['1925-7', '11555-0'], // base excess
  ['718-7', '20509-6', '30313-1', '55782-7'], // hemoglobin
  ['6690-2', '26464-8', '804-5'], // leukocytes, blood
  ['789-8', '26453-1'], // erythrocytes
  ['4544-3', '20570-8', '71833-8'], // hematocrit
  ['777-3', '26515-7', '49497-1'], // platelets
  ['751-8', '26499-4', '753-4'], // neutrophils absolute
  ['770-8', '26511-6'], // neutrophils %
  ['731-0', '26474-7'], // lymphocytes absolute
  ['736-9', '26478-8'], // lymphocytes %
  ['5905-5', '26485-3'], // monocytes %
  ['713-8', '26450-7'], // eosinophils %
  ['706-2', '30180-4'], // basophils %
  ['788-0', '30385-9', '21000-5'], // RDW
  ['4537-7', '30341-2'], // ESR
  ['1742-6', '1743-4', '76625-3'], // ALT
  ['1920-8', '30239-8'], // AST
  ['1751-7', '61151-7'], // albumin
  ['2000-8', '17861-6'], // calcium total (moles, mass); ionised calcium 1994-3 is not joined
  ['14879-1', '2777-1'], // phosphate (moles, mass)
  ['2601-3', '19123-9'], // magnesium (moles, mass)
  ['2951-2', '2947-0'], // sodium
  ['2823-3', '6298-4'], // potassium
  ['2075-0', '2069-3'], // chloride
  ['1988-5', '30522-7', '76485-2'], // CRP
  ['5196-1', '5195-3', '7905-3'], // HBsAg
  ['13954-3', '31845-1'], // HBeAg
  ['31204-1', '24113-3'], // IgM anti-HBc
  ['16128-1', '13955-0'], // anti-HCV
  ['20454-5', '2888-6'], // urine protein
  ['25428-4', '2350-7', '5792-7'], // urine glucose
  ['2514-8', '33903-6', '5797-6'], // urine ketones
  ['5803-2', '2756-5'], // urine pH
  ['5811-5', '2965-2'], // urine specific gravity
  ['5770-3', '1977-8'], // urine bilirubin
  ['5818-0', '20405-7'], // urine urobilinogen
  ['5802-4', '32710-6'], // urine nitrite
  ['3016-3', '11580-8'], // TSH
  ['3024-7', '14920-3'], // free T4
  ['3051-0', '14928-6'], // free T3 (mass, moles; '14928-7' fails LOINC's check digit)
  ['2342-4', '14744-7'], // CSF glucose
  ['10701-1', '10704-5'], // ova and parasites in stool (by concentration, by light microscopy)
  ['806-0', '26465-5'], // CSF leukocytes
];
const groupOf = new Map<string, number>();
sameAnalyteCodes.forEach((codes, index) => codes.forEach((code) => groupOf.set(code, index)));
const sameCode = (a: string, b: string) =>
  a === b || (groupOf.get(a) !== undefined && groupOf.get(a) === groupOf.get(b));

const normaliseName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/[^a-z0-9#%]+/g, ' ')
    .trim();

/** Matching rule of the brief: by LOINC when both have one, otherwise by normalised name. */
function sameAnalyte(test: ExpectedTest, read: StoredLabResult): boolean {
  if (test.loinc && read.loinc) return sameCode(test.loinc, read.loinc);
  const readName = normaliseName(read.testType);
  const names = [test.name, test.analyte, ...(test.section ? [`${test.section} ${test.name}`] : [])];
  // A name cut short where the reader split name from result ("S. haematobium" | "ova Not seen") still names it.
  const cutShort = (name: string) =>
    readName.length >= 6 && readName.includes(' ') && name.startsWith(`${readName} `);
  return (
    readName.length > 0 &&
    names.some((name) => normaliseName(name) === readName || cutShort(normaliseName(name)))
  );
}

/** The numbers a raw result holds, read both ways where a comma may be a decimal ('4,8') or group thousands ('4,800'). */
const numbersIn = (text: string | undefined): number[] => {
  const raw = (text ?? '').replace(/(\d) (\d{3})\b/g, '$1$2');
  const asDecimal = raw.replace(/(\d),(\d)/g, '$1.$2');
  const asThousands = raw.replace(/(\d),(\d{3})\b/g, '$1$2');
  return [asDecimal, asThousands].flatMap((form) => form.match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? []);
};
const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(Math.abs(b) * 0.005, 1e-9);

type Polarity = 'positive' | 'negative' | 'normal';
/** The first worded result in the text (a read result may carry the printed range after it). */
function polarityOf(text: string): Polarity | undefined {
  const lower = text.toLowerCase();
  const found = [
    {
      polarity: 'negative' as const,
      at: lower.search(
        /non[- ]?r[ée]acti(ve|f)|n[ée]gati(ve|f)|not seen|\bnil\b|absent|not detected|no parasites/,
      ),
    },
    { polarity: 'normal' as const, at: lower.search(/\bnormal\b/) },
    {
      polarity: 'positive' as const,
      at: lower.search(/r[ée]acti(ve|f)|positi(ve|f)|\bseen\b|detected|present|\btrace\b|\+/),
    },
  ].filter((entry) => entry.at >= 0);
  // "non-reactive" also contains "reactive", "not seen" also "seen": at the same place the longer, negative word wins
  found.sort((a, b) => a.at - b.at || (a.polarity === 'negative' ? -1 : 1));
  return found[0]?.polarity;
}
const gradeOf = (text: string) => {
  const lower = text.toLowerCase();
  if (/\btraces?\b/.test(lower)) return 'trace';
  const plus = /(\+{1,4})/.exec(text)?.[1];
  if (plus) return `${plus.length}+`;
  const numbered = /\b([1-4])\s*\+/.exec(text)?.[1];
  return numbered ? `${numbered}+` : undefined;
};

/** Is the read value the one a person reads? Numbers may be converted (the raw result is then checked). */
function valueRight(test: ExpectedTest, read: StoredLabResult): boolean {
  const expected = test.value;
  if (typeof expected === 'number') {
    if (read.value !== undefined && close(read.value, expected)) return true;
    return numbersIn(read.result).some((number) => close(number, expected));
  }
  const counts = /^(\d+)-(\d+)$/.exec(expected);
  if (counts) {
    const [low, high] = [Number(counts[1]), Number(counts[2])];
    if (read.result.replace(/\s/g, '').includes(expected)) return true;
    return read.value !== undefined && read.value >= low && read.value <= high;
  }
  const readText = `${read.result} ${read.notes ?? ''}`;
  const wantedGrade = gradeOf(expected);
  if (wantedGrade) return gradeOf(read.result) === wantedGrade;
  const wanted = polarityOf(expected);
  if (polarityOf(read.result) !== wanted) return false;
  if (/falciparum/i.test(expected)) return /falciparum|p\.?\s*f\b|pf\b/i.test(readText);
  if (/diplococci/i.test(expected)) return /diplococ/i.test(readText);
  return true;
}

const canonicalUnit = (unit: string) => {
  const raw = unit
    .trim()
    .replace(/^G\/L$/, '10^9/l')
    .replace(/^T\/L$/, '10^12/l');
  const superscripts = '⁰¹²³⁴⁵⁶⁷⁸⁹';
  const canonical = raw
    .replace(
      /10([⁰¹²³⁴⁵⁶⁷⁸⁹]+)/g,
      (_all, power: string) => `10^${[...power].map((digit) => superscripts.indexOf(digit)).join('')}`,
    )
    .toLowerCase()
    .replace(/[µμ]/g, 'u')
    .replace(/\s+/g, '')
    .replace(/³/g, '^3')
    .replace(/²/g, '2')
    .replace(/^[x×*]/, '')
    .replace(/10\*|10e/g, '10^')
    .replace(/^cells\//, '/')
    .replace(/^(iu|ui)\//, 'u/')
    .replace(/^mm\/hr$/, 'mm/h')
    .replace(/^(sec|secs|seconds)$/, 's')
    .replace(/^mui\//, 'miu/')
    .replace(/^(uiu|uui)\/ml$/, 'miu/l')
    .replace(/^(trophozo[iï]tes|parasites?)\//, '/')
    // A cubic millimetre is a microlitre: cells/mm³ and cells/µL are one unit written two ways.
    .replace(/\/mm(\^3|3)$/, '/ul');
  return canonical === '10^3/ul' ? '10^9/l' : canonical === '10^6/ul' ? '10^12/l' : canonical;
};
function unitRight(test: ExpectedTest, read: StoredLabResult): boolean {
  if (!test.unit) return true;
  const wanted = canonicalUnit(test.unit);
  if (read.unit !== undefined && canonicalUnit(read.unit) === wanted) return true;
  const afterNumber = /-?\d+(?:[.,]\d+)?\s*([^\s()]+)/.exec(read.result)?.[1];
  if (afterNumber !== undefined && canonicalUnit(afterNumber) === wanted) return true;
  return convertedFromPrintedUnit(test, read);
}

const analyteOfCode = (code: string) =>
  analytes.find((analyte) => analyte.loinc !== undefined && sameCode(analyte.loinc, code));

/**
 * A value the reader converted although the printed unit sat in its own column (so the result text
 * holds no unit): the unit was read right when the expected value, converted from the printed unit by the
 * knowledge base's factor, is the value stored.
 */
function convertedFromPrintedUnit(test: ExpectedTest, read: StoredLabResult): boolean {
  if (!read.isConverted || read.value === undefined || read.loinc === undefined) return false;
  if (typeof test.value !== 'number' || test.unit === null) return false;
  const analyte = analyteOfCode(read.loinc);
  const choice = analyte === undefined ? undefined : findUnitChoice(analyte, test.unit);
  if (choice === undefined || (choice.factor === 1 && choice.offset === 0)) return false;
  const expected = toCanonical(test.value, choice);
  return Math.abs(expected - read.value) <= Math.max(Math.abs(expected) * 0.01, 1e-9);
}

/** The printed bounds must be kept (in the read unit when the reader converted the value). */
function rangeRight(test: ExpectedTest, read: StoredLabResult): boolean {
  const bounds = [test.range.low, test.range.high].filter((bound): bound is number => bound !== null);
  const found = numbersIn(read.normalRange);
  const factor =
    typeof test.value === 'number' && read.value !== undefined && test.value !== 0
      ? read.value / test.value
      : 1;
  return bounds.every((bound) =>
    found.some((number) => close(Math.abs(number), Math.abs(bound)) || close(number, bound * factor)),
  );
}

function flagRight(test: ExpectedTest, read: StoredLabResult): boolean {
  const flag = read.flag;
  const said = (read.notes ?? '').toLowerCase();
  switch (test.flag) {
    case 'normal':
    case 'negative':
      return flag === 'normal';
    case 'critical':
      return flag === 'critical';
    case 'positive':
      return flag === 'attention' || flag === 'critical';
    case 'low':
    case 'high':
      // The status is the side of the range; a critical marker beside it (a cited limit passed) does
      // not make 'low' wrong, as HL7's LL is still low.
      return read.status === test.flag && flag !== 'normal' && !oppositeSaid(test.flag, said);
  }
}

const oppositeSaid = (side: 'low' | 'high', said: string) =>
  (side === 'low' ? /\b(is|critically) high\b/ : /\b(is|critically) low\b/).test(said);

/** The scoring before statuses were kept: a high or low is right only without a critical marker. */
function flagRightWithoutMarker(test: ExpectedTest, read: StoredLabResult): boolean {
  if (test.flag !== 'low' && test.flag !== 'high') return flagRight(test, read);
  return read.flag === 'attention' && !oppositeSaid(test.flag, (read.notes ?? '').toLowerCase());
}

interface TestOutcome {
  test: ExpectedTest;
  read?: StoredLabResult;
  valueRight: boolean;
  flagRight: boolean;
  flagRightWithoutMarker?: boolean;
  unitRight?: boolean;
  rangeRight?: boolean;
  flagMoreSevere?: boolean;
}
interface DocumentOutcome {
  document: ExpectedDocument;
  status: number;
  error?: string;
  readingMs: number;
  reads: StoredLabResult[];
  outcomes: TestOutcome[];
  wrongAnalyte: Array<{ test: ExpectedTest; read: StoredLabResult }>;
  /** Values read under a name the reader did not recognise as any analyte. */
  unidentified: Array<{ test: ExpectedTest; read: StoredLabResult }>;
  extras: StoredLabResult[];
}

/**
 * Pairs reads with expected values: first the longest in-order alignment of same-analyte reads with the
 * right value (so a printed control value or a repeated line does not take a patient value's place), then
 * same-analyte reads anywhere. A leftover read carrying the value of a missed test printed at that place
 * (between the aligned neighbours) is a value attached to another analyte, or to none when the reader gave
 * it no analyte; anything else left over is an extra read.
 */
function score(
  document: ExpectedDocument,
  reads: StoredLabResult[],
): Omit<DocumentOutcome, 'status' | 'readingMs'> {
  const tests = document.tests;
  const hit = (i: number, j: number) => sameAnalyte(tests[i]!, reads[j]!) && valueRight(tests[i]!, reads[j]!);
  const n = tests.length;
  const m = reads.length;
  const table = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      table[i]![j] = hit(i, j) ? 1 + table[i + 1]![j + 1]! : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const readOfTest = new Map<number, number>();
  // Of equally long alignments, the one using later reads: a misread line then sits before its neighbour.
  for (let i = 0, j = 0; i < n && j < m;) {
    if (table[i]![j + 1] === table[i]![j]) j++;
    else if (hit(i, j) && table[i]![j] === 1 + table[i + 1]![j + 1]!) readOfTest.set(i++, j++);
    else i++;
  }
  const usedReads = () => new Set(readOfTest.values());
  tests.forEach((_test, i) => {
    if (readOfTest.has(i)) return;
    const taken = usedReads();
    const j = reads.findIndex((_read, index) => !taken.has(index) && hit(i, index));
    if (j >= 0) readOfTest.set(i, j);
  });
  const testOfRead = new Map([...readOfTest].map(([i, j]) => [j, i]));
  const misplaced = new Map<number, number>(); // read index -> test index
  reads.forEach((read, j) => {
    if (testOfRead.has(j)) return;
    const before = [...testOfRead].filter(([index]) => index < j).map(([, i]) => i);
    const after = [...testOfRead].filter(([index]) => index > j).map(([, i]) => i);
    const low = before.length ? Math.max(...before) : -1;
    const high = after.length ? Math.min(...after) : n;
    const open = (i: number) => !readOfTest.has(i) && ![...misplaced.values()].includes(i);
    const inWindow = tests.findIndex(
      (test, i) => i > low && i < high && open(i) && !sameAnalyte(test, read) && valueRight(test, read),
    );
    const anywhere =
      inWindow >= 0
        ? inWindow
        : tests.findIndex(
            (test, i) =>
              open(i) &&
              typeof test.value === 'number' &&
              Math.abs(test.value) >= 10 && // a distinctive number; small ones coincide too easily
              !sameAnalyte(test, read) &&
              valueRight(test, read),
          );
    if (anywhere >= 0) misplaced.set(j, anywhere);
  });
  const wrongValueRead = new Map<number, number>();
  tests.forEach((test, i) => {
    if (readOfTest.has(i)) return;
    const taken = new Set([...usedReads(), ...wrongValueRead.values(), ...misplaced.keys()]);
    const j = reads.findIndex((read, index) => !taken.has(index) && sameAnalyte(test, read));
    if (j >= 0) wrongValueRead.set(i, j);
  });
  const outcomes: TestOutcome[] = tests.map((test, i) => {
    const j = readOfTest.get(i);
    if (j === undefined) {
      const wrong = wrongValueRead.get(i);
      return {
        test,
        ...(wrong === undefined ? {} : { read: reads[wrong] }),
        valueRight: false,
        flagRight: false,
      };
    }
    const read = reads[j]!;
    return {
      test,
      read,
      valueRight: true,
      flagRight: flagRight(test, read),
      flagRightWithoutMarker: flagRightWithoutMarker(test, read),
      ...(flagMoreSevere(test, read) ? { flagMoreSevere: true } : {}),
      ...(test.unit ? { unitRight: unitRight(test, read) } : {}),
      ...(test.range.low !== null || test.range.high !== null ? { rangeRight: rangeRight(test, read) } : {}),
    };
  });
  const misplacedEntries = [...misplaced].map(([j, i]) => ({ test: tests[i]!, read: reads[j]! }));
  const wrongAnalyte = misplacedEntries.filter((entry) => entry.read.loinc !== undefined);
  const unidentified = misplacedEntries.filter((entry) => entry.read.loinc === undefined);
  const accounted = new Set([...testOfRead.keys(), ...wrongValueRead.values(), ...misplaced.keys()]);
  const extras = reads.filter((_read, j) => !accounted.has(j));
  return { document, reads, outcomes, wrongAnalyte, unidentified, extras };
}

/** A clinician set high or low; the reader called it critical. */
const flagMoreSevere = (test: ExpectedTest, read: StoredLabResult) =>
  (test.flag === 'high' || test.flag === 'low') && read.flag === 'critical';

const percent = (part: number, whole: number) =>
  whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const describeRead = (read: StoredLabResult) =>
  `${read.testType} = "${read.result}"${read.loinc ? ` [${read.loinc}]` : ''}${read.value !== undefined ? ` value ${read.value}${read.unit ? ` ${read.unit}` : ''}` : ''}, flag ${read.flag ?? '-'}, status ${read.status ?? '-'}${read.normalRange ? `, range "${read.normalRange}"` : ''}`;

function report(outcomes: DocumentOutcome[], folder: string): void {
  const all = outcomes.flatMap((outcome) => outcome.outcomes);
  const byKind = (kind: 'digital' | 'photo') =>
    outcomes.filter((outcome) => outcome.document.kind === kind).flatMap((outcome) => outcome.outcomes);
  const read = (list: TestOutcome[]) => list.filter((outcome) => outcome.valueRight).length;
  const wrong = outcomes.flatMap((outcome) =>
    outcome.wrongAnalyte.map((entry) => ({ ...entry, file: outcome.document.file })),
  );
  const valuesRead = all.filter((outcome) => outcome.valueRight);
  const withUnit = valuesRead.filter((outcome) => outcome.unitRight !== undefined);
  const withRange = valuesRead.filter((outcome) => outcome.rangeRight !== undefined);
  console.log(
    `Lab documents: ${path.relative(process.cwd(), folder) || '.'} (${outcomes.length} files, ${all.length} values, ${new Date().toISOString().slice(0, 10)})`,
  );
  console.log(
    `values read: ${percent(read(all), all.length)} (${read(all)}/${all.length})   digital ${percent(read(byKind('digital')), byKind('digital').length)} (${read(byKind('digital'))}/${byKind('digital').length})   photo/scan ${percent(read(byKind('photo')), byKind('photo').length)} (${read(byKind('photo'))}/${byKind('photo').length})`,
  );
  const formats = [...new Set(outcomes.map((outcome) => outcome.document.format))];
  console.log(
    `by format: ${formats
      .map((format) => {
        const list = outcomes
          .filter((outcome) => outcome.document.format === format)
          .flatMap((outcome) => outcome.outcomes);
        return `${format} ${percent(read(list), list.length)}`;
      })
      .join('   ')}`,
  );
  const unidentified = outcomes.flatMap((outcome) =>
    outcome.unidentified.map((entry) => ({ ...entry, file: outcome.document.file })),
  );
  console.log(
    `values attached to the WRONG analyte: ${wrong.length}   values read under no analyte (name not recognised): ${unidentified.length}`,
  );
  console.log(
    `flags right: ${percent(all.filter((outcome) => outcome.flagRight).length, valuesRead.length)} of values read (${all.filter((outcome) => outcome.flagRight).length}/${valuesRead.length}); ${percent(all.filter((outcome) => outcome.flagRight).length, all.length)} of all values`,
  );
  const moreSevere = all.filter((outcome) => outcome.flagMoreSevere).length;
  const withoutMarker = all.filter((outcome) => outcome.flagRightWithoutMarker).length;
  if (moreSevere > 0)
    console.log(
      `  ${moreSevere} of them carry a critical marker (a cited critical limit passed) where the clinician wrote only high or low; counting those wrong: ${percent(withoutMarker, valuesRead.length)} (${withoutMarker}/${valuesRead.length})`,
    );
  console.log(
    `units right: ${percent(withUnit.filter((outcome) => outcome.unitRight).length, withUnit.length)} (${withUnit.filter((outcome) => outcome.unitRight).length}/${withUnit.length} values read with a printed unit)   ranges right: ${percent(withRange.filter((outcome) => outcome.rangeRight).length, withRange.length)} (${withRange.filter((outcome) => outcome.rangeRight).length}/${withRange.length} values read with a printed range)`,
  );
  const times = (kind: 'digital' | 'photo') =>
    outcomes.filter((outcome) => outcome.document.kind === kind).map((outcome) => outcome.readingMs);
  console.log(
    `reading time per document (upload request): median digital ${Math.round(median(times('digital')))} ms, median photo/scan ${Math.round(median(times('photo')))} ms`,
  );
  console.log(
    `reads not matched to any expected value (extra): ${outcomes.reduce((sum, outcome) => sum + outcome.extras.length, 0)}`,
  );
  console.log('\nPer document:');
  for (const outcome of outcomes) {
    console.log(
      `  ${outcome.document.file.padEnd(50)} ${outcome.document.format.padEnd(10)} read ${read(outcome.outcomes)}/${outcome.outcomes.length}, wrong analyte ${outcome.wrongAnalyte.length}, no analyte ${outcome.unidentified.length}, extra ${outcome.extras.length}, ${Math.round(outcome.readingMs)} ms${outcome.status !== 200 ? `, HTTP ${outcome.status}` : ''}${outcome.error ? `, error: ${outcome.error}` : ''}`,
    );
  }
  if (wrong.length > 0) {
    console.log('\nValues attached to the wrong analyte:');
    for (const entry of wrong)
      console.log(
        `- ${entry.file}: "${entry.test.name}" ${entry.test.printedResult} read as ${describeRead(entry.read)}`,
      );
  }
  if (unidentified.length > 0) {
    console.log('\nValues read under no analyte:');
    for (const entry of unidentified)
      console.log(
        `- ${entry.file}: "${entry.test.name}" ${entry.test.printedResult} read as ${describeRead(entry.read)}`,
      );
  }
  console.log('\nMisses (one line each):');
  for (const outcome of outcomes) {
    for (const test of outcome.outcomes) {
      const expected = `"${test.test.name}" ${test.test.printedResult}${test.test.unit ? ` ${test.test.unit}` : ''} (${test.test.flag})`;
      if (!test.valueRight) {
        const misplaced = outcome.wrongAnalyte.find((entry) => entry.test === test.test);
        const nameless = outcome.unidentified.find((entry) => entry.test === test.test);
        console.log(
          `- ${outcome.document.file}: ${expected}: ${misplaced ? `WRONG ANALYTE, read as ${describeRead(misplaced.read)}` : nameless ? `read under no analyte: ${describeRead(nameless.read)}` : test.read ? `wrong value, read ${describeRead(test.read)}` : 'not read'}`,
        );
      } else {
        const faults = [
          !test.flagRight &&
            `flag wrong (${test.read?.status ?? '-'}, ${test.read?.flag ?? '-'}${test.read?.notes ? `: ${test.read.notes.slice(0, 90)}` : ''})`,
          test.unitRight === false && `unit wrong (${test.read?.unit ?? '-'})`,
          test.rangeRight === false &&
            `range wrong ("${test.read?.normalRange ?? ''}", printed "${test.test.range.text ?? ''}")`,
          test.flagRight &&
            test.flagMoreSevere &&
            `critical marker beside ${test.read?.status ?? '-'} (${test.read?.criticalLimit ?? 'no limit'})`,
        ].filter(Boolean);
        if (faults.length > 0) console.log(`- ${outcome.document.file}: ${expected}: ${faults.join('; ')}`);
      }
    }
    for (const extra of outcome.extras)
      console.log(`- ${outcome.document.file}: extra read ${describeRead(extra)}`);
  }
}

function argumentAfter(flag: string): string | undefined {
  const index = process.argv.indexOf(flag);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const folder = path.resolve(
    argumentAfter('--dir') ?? path.join(import.meta.dirname, '../eval/lab-documents'),
  );
  const expected = JSON.parse(fs.readFileSync(path.join(folder, 'expected.json'), 'utf8')) as {
    documents: ExpectedDocument[];
  };
  const only = argumentAfter('--only');
  const documents = expected.documents.filter((document) => only === undefined || document.file === only);
  const app = await startLocalApp('lab-documents');
  const outcomes: DocumentOutcome[] = [];
  try {
    const base = app.base;
    for (const document of documents) {
      const created = await fetch(`${base}/api/sessions`, { method: 'POST' });
      const session = (await created.json()) as { id: string };
      const cookie = created.headers.get('set-cookie')?.split(';')[0] ?? '';
      const form = new FormData();
      form.append('files', new Blob([fs.readFileSync(path.join(folder, document.file))]), document.file);
      const started = performance.now();
      const uploaded = await fetch(`${base}/api/sessions/${session.id}/upload`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      });
      const readingMs = performance.now() - started;
      const answer = (await uploaded.json()) as { files?: Array<{ error?: string }>; message?: string };
      const view = (await (
        await fetch(`${base}/api/sessions/${session.id}`, { headers: { cookie } })
      ).json()) as { labResults?: StoredLabResult[] };
      const reads = view.labResults ?? [];
      const error = answer.files?.[0]?.error ?? (uploaded.status !== 200 ? answer.message : undefined);
      outcomes.push({
        ...score(document, reads),
        status: uploaded.status,
        readingMs,
        ...(error ? { error } : {}),
      });
      await fetch(`${base}/api/sessions/${session.id}`, { method: 'DELETE', headers: { cookie } });
    }
  } finally {
    await app.close();
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify(outcomes, null, 2));
  else report(outcomes, folder);
}

await main();

import {
  identifyAnalyte,
  identifyByShape,
  identifyByUnit,
  isKnownName,
  isUnmodelledTestName,
  matchAnalyte,
  type SpecimenContext,
} from './identify-analyte';
import type { LabEntry } from './lab-types';
import { parseRange } from './parse-range';
import { rangeFitsAnalyte } from './range-fit';
import { readUnitAfter } from './parse-result';
import { readFirstNumber } from './read-number';
import { readDirectionWord, readPolarity } from './read-qualitative';
import { readResultTail } from './read-result-tail';

/** A lab entry built from a test name and the text after it, with the name put right where OCR slipped. */

/** Words that label a report's header, not a test ('Age: 34' is not a lab value). */
const nonTestLabels =
  /^(pr[eé]lev|[eé]dit|imprim|valid(?:ated)?|re[cç]u|sampled|drawn|name|patient|age|sex|gender|dob|date|time|lab\s*no|lab\s*number|ip\s*no|op\s*no|opd|ipd|ward|bed|doctor|dr|clinician|requested|ordered|tel|phone|mobile|address|hospital|clinic|facility|sample|specimen|collected|received|reported|printed|page|signature|signed|verified|authori[sz]ed|approved|id|lab\s*id|sample\s*id|folder|card|ref|reference|ref\s*no|mrn|file\s*no|county|sub-county|location|comment|comments|remarks?|note|notes|diagnosis|test|tests|parameter|investigation|result|results|unit|units|range|normal\s+range|method|technician|pathologist|control|t[eé]moin|performed|scientist|consultant|biologiste|le\s+biologiste|patiente?|nom|pr[eé]noms?|[aâ]ge|sexe|n[eé]e?\s+le|prescripteur|pr[eé]l[eè]vement|dossier|demand[eé]|sampuli|jina|tarehe|maoni|mtaalamu)\b/i;

/** A name ending with a patient-header label: the person's age or sex, never a test. */
const headerLabelLast = /(?:^|\s)(age|[aâ]ge|sex|sexe|gender|umri|jinsia)$/i;

/** How a test name is prefixed with the specimen it was read under ('CSF Leucocytes', 'Pleural fluid Protein'). */
const specimenPrefix: Record<SpecimenContext, string> = {
  csf: 'CSF',
  urine: 'Urine',
  stool: 'Stool',
  arterial: 'Arterial',
  pleural: 'Pleural fluid',
  ascitic: 'Ascitic fluid',
};

function nameForSection(name: string, specimen: SpecimenContext | undefined): string {
  if (specimen === undefined || isUnmodelledTestName(name)) return name;
  const inSection = identifyAnalyte(name, specimen);
  if (inSection !== undefined && inSection === identifyAnalyte(name)) return name;
  const prefix = specimenPrefix[specimen];
  return new RegExp(`^${prefix}\\b`, 'i').test(name) ? name : `${prefix} ${name}`;
}

const gradeLike = /^(neg(ative)?|nil|traces?|tr|\+{1,4}|[1-4]\+)$/i;

/** Outside a section, a dipstick grade ('Protein ++') still means the urine test. */
function nameForGrade(name: string, result: string, specimen: SpecimenContext | undefined): string {
  if (specimen !== undefined || !gradeLike.test(result.trim())) return name;
  const plain = identifyAnalyte(name);
  const urine = identifyAnalyte(name, 'urine');
  return plain?.kind !== 'ordinal' && urine?.kind === 'ordinal' ? `Urine ${name}` : name;
}

const perMicroscopeField = /\/\s*(?:hpf|lpf|hp|lp|hpf\.|champ)\b/i;
const bloodSpecimens = new Set(['blood', 'serum', 'plasma']);

/**
 * Outside a section, a count per microscope field ('RBC 3-5 /hpf', 'WBC 10-15/hpf') is urine microscopy:
 * a blood count is never given per field, and reading it as one puts a urine value on the full blood count.
 */
function nameForFieldCount(name: string, result: string, specimen: SpecimenContext | undefined): string {
  if (specimen !== undefined || !perMicroscopeField.test(result)) return name;
  const plain = identifyAnalyte(name);
  const urine = identifyAnalyte(name, 'urine');
  return plain !== undefined && bloodSpecimens.has(plain.specimen) && urine !== undefined && urine !== plain
    ? `Urine ${name}`
    : name;
}

/** The corrected name keeps what the report added in brackets ('Malaria RDT (P. falciparum)'). */
function withBracketsOf(written: string, corrected: string): string {
  const brackets = written.match(/\([^)]*\)/g);
  return brackets === null ? corrected : `${corrected} ${brackets.join(' ')}`;
}

/**
 * An OCR-garbled name read by its unit ('Mov 72 fL' is MCV), or by its shape and the range printed beside it
 * ('Hcy 79.5 L fL 80.0-100.0' is MCV); otherwise the name as written.
 */
function nameFromUnit(name: string, result: string, normalRange: string | undefined): string {
  const number = readFirstNumber(result);
  const unit = number === undefined ? undefined : readUnitAfter(result.slice(number.end))?.unit;
  const byUnit = unit === undefined ? undefined : identifyByUnit(name, unit)?.name;
  if (byUnit !== undefined || number === undefined) return byUnit ?? name;
  const range = parseRange(normalRange);
  if (range?.low === undefined || range.high === undefined) return name;
  const { low, high } = range;
  const byShape = identifyByShape(name, (analyte) =>
    rangeFitsAnalyte(analyte, low, high, range.unit ?? unit),
  );
  return byShape?.name ?? name;
}

function isLikelyTest(name: string, rest: string, specimen: SpecimenContext | undefined): boolean {
  // A test's own name wins over a header label it starts with ("Test d'Emmel" is no 'Test' column).
  // ('Test de grossesse (β-hCG urinaire)' is its own name with a note in brackets.)
  if (
    nonTestLabels.test(name) &&
    !isKnownName(name, specimen) &&
    !isKnownName(name.replace(/\([^)]*\)/g, ' ').trim(), specimen)
  )
    return false;
  if (identifyAnalyte(name, specimen) !== undefined || identifyAnalyte(name) !== undefined) return true;
  // A patient header OCR'd with a scrap before its label ('thim Age: 9yrs', 'Mr X  Sex: M') is no test.
  if (headerLabelLast.test(name)) return false;
  // 'Blood  +++  Negative' outside a urine section: a dipstick grade names the urine test (as nameForGrade).
  const firstCell = rest.trim().split(/\s+/)[0] ?? '';
  if (
    specimen === undefined &&
    gradeLike.test(firstCell) &&
    identifyAnalyte(name, 'urine')?.kind === 'ordinal'
  )
    return true;
  // A test the knowledge base does not model is still a test: shown as not recognised, worded or not.
  if (isUnmodelledTestName(name)) return true;
  // An unknown test counts only when it looks like a measured value with a unit or range, the value
  // first: 'Lab ID: KHL-11-2203' or 'Nom : Mme X  Age : 29 ans' is a header, not a test.
  const words = name.split(/\s+/).length;
  return (
    words <= 5 &&
    /^[(]?\s*[<>≤≥]?=?\s*-?\d/.test(rest.trim()) &&
    !/\b[a-zà-ÿ]{2,}\s*:/i.test(rest.replace(/\([^)]*\)/g, ' ')) &&
    /[a-z]/i.test(name) &&
    /\d/.test(rest) &&
    /(\d\s*[-–]\s*\d|[a-zµ%/]{1,}\s*$|[<>])/i.test(rest)
  );
}

export const resultWord =
  /^(positive|negative|pos|neg|reactive|non\s*-?\s*reactive|detected|not|no|nil|seen|trace|absent|present|scanty|[+]{1,4}|[1-4]\+)$/i;
/** A cell that is a result by itself: a bare number or a worded result, in English or French. */
const ownResult = /^([<>≤≥]?\d+(?:[.,]\d+)?|n[ée]gati(?:f|ve)s?|positi(?:f|ve)s?|non|r[ée]acti(?:f|ve)s?)$/i;
const trailingResult =
  /^(.*\S)\s+((?:non\s*-?\s*)?reactive|positive|negative|detected|not detected|[<>]?\d+(?:[.,]\d+)?)$/i;

/** OCR sometimes merges the result into the name cell ('Malaria RDT (P. falciparum) POSITIVE'). */
function moveResultOutOfName(
  name: string,
  rest: string,
  specimen: SpecimenContext | undefined,
): { name: string; rest: string } {
  // 'VIH 1 et 2', 'HIV 1 and 2': a number after 'and' is the test's type, and a known name stays whole.
  if (/(?:\bet|\band|&|\+|\/)\s*\d+$/i.test(name) || isKnownName(name, specimen)) return { name, rest };
  const match = trailingResult.exec(name);
  if (match === null || identifyAnalyte(match[1] ?? '', specimen) === undefined) return { name, rest };
  // A number closing a name followed by a result of its own ('HIV 1 and 2 | Negative') is the name's.
  const next = rest.trim().split(/\s+/)[0] ?? '';
  if (/\d$/.test(match[2] ?? '') && (resultWord.test(next) || ownResult.test(next))) return { name, rest };
  return { name: match[1] ?? name, rest: `${match[2] ?? ''} ${rest}` };
}

const bodyFluidSpecimens = new Set(['urine', 'stool', 'csf', 'sputum', 'swab']);
/** Fluids with no test of their own in the knowledge base: a section of them never ends at a blood name. */
const unmodelledFluids = new Set<SpecimenContext>(['pleural', 'ascitic']);

/**
 * Under a specimen's heading a name that is not that specimen's test may still be a blood test (the
 * section has ended), never another body fluid's: 'Casts' in a urine section is not stool 'Cysts'.
 */
function matchOutsideSection(name: string, specimen: SpecimenContext | undefined) {
  const match = matchAnalyte(name);
  if (specimen === undefined || match === undefined) return match;
  if (unmodelledFluids.has(specimen)) return undefined;
  return bodyFluidSpecimens.has(match.analyte.specimen) ? undefined : match;
}

/**
 * A measured test's name followed by words that are neither a value nor a worded result ('eGFR: CKD-EPI
 * 2021 equation', 'Creatinine: Jaffe method'): a note on the method, not a result.
 */
export function isWordsOnly(result: string): boolean {
  const first = result.trim().split(/\s+/)[0] ?? '';
  return (
    /^[A-Za-zÀ-ÿ]{2,}/.test(first) &&
    !/\d/.test(first) &&
    readPolarity(result) === undefined &&
    readDirectionWord(result) === undefined
  );
}

/** The entry for a name and the text after it, or undefined when the name is not a test. */
export function toEntry(
  rawName: string,
  rawRest: string,
  specimen: SpecimenContext | undefined,
  /** The specimen is the row's own (a Specimen column), not a heading's that may have ended. */
  isRowSpecimen = false,
): LabEntry | undefined {
  const { name, rest } = moveResultOutOfName(rawName.replace(/[\s:.\-=]+$/, '').trim(), rawRest, specimen);
  const trimmedName = name;
  if (trimmedName === '' || !isLikelyTest(trimmedName, rest, specimen)) return undefined;
  const tail = readResultTail(rest);
  if (tail === undefined) return undefined;
  const match =
    matchAnalyte(trimmedName, specimen) ??
    (isRowSpecimen ? undefined : matchOutsideSection(trimmedName, specimen));
  if (match?.analyte.kind === 'quantitative' && isWordsOnly(tail.result)) return undefined;
  // A name read through an OCR slip is reported as the knowledge base writes it ('HbAlc' as 'HbA1c').
  const testType =
    match === undefined
      ? nameFromUnit(trimmedName, tail.result, tail.normalRange)
      : match.how === 'corrected'
        ? withBracketsOf(trimmedName, match.name)
        : trimmedName;
  return {
    testType: nameForFieldCount(
      nameForGrade(nameForSection(testType, specimen), tail.result, specimen),
      tail.result,
      specimen,
    ),
    result: tail.result,
    ...(tail.normalRange === undefined ? {} : { normalRange: tail.normalRange }),
    ...(tail.flag === undefined ? {} : { notes: tail.flag }),
  };
}

import { identifyAnalyte, isKnownName, type SpecimenContext } from './identify-analyte';
import { normaliseUnit } from './units';

/**
 * Forms printed as boxes, each with a small label over its result ('Protein (mg/dL) — ref 15 - 45' over
 * '186'), two or three boxes a row: the text holds a line of labels and under it a line of results, cell
 * for cell. Each label and the result under it become one row, 'name<TAB>result unit<TAB>(range)', so a
 * result is read under its own label and never under the box beside it.
 */

export interface UnstackedLine {
  text: string;
  /** The line of the report the values come from (an OCR line, for its confidence). */
  source: string;
}

const maxLabelWords = 7;
const labelSpecimens: SpecimenContext[] = ['csf', 'urine', 'stool'];

/** Cells of a line: split at tabs, bars and wide gaps; OCR marks round a cell and cells of marks dropped. */
function cellsOf(line: string): string[] {
  return line
    .split(/\t|\s{2,}|\s\|\s?/)
    .map((cell) => cell.replace(/^[\s|‘’'"`:;,.~_=»«•*-]+|[\s|‘’'"`:;,~_=»«•*-]+$/g, '').trim())
    .filter((cell) => /[\p{L}\d+]/u.test(cell) && !/^[\p{L}]$/u.test(cell));
}

interface Label {
  name: string;
  unit?: string;
  range?: string;
}

const referenceTail = /\s*[—–-]?\s*\b(?:ref(?:erence)?\.?|normal|n\.?r\.?)\s*:?\s*(.*\d.*)$/i;

/** A box's label: a test name, perhaps its unit in brackets and its range after 'ref'; no result in it. */
function readLabel(cell: string, specimen: SpecimenContext | undefined): Label | undefined {
  const reference = referenceTail.exec(cell);
  const head = (reference === null ? cell : cell.slice(0, reference.index)).trim();
  const unitInBrackets = [...head.matchAll(/\(([^()]*)\)/g)]
    .map((match) => (match[1] ?? '').trim())
    .find((inside) => inside !== '%' && normaliseUnit(inside) !== undefined);
  const name = (unitInBrackets === undefined ? head : head.replace(`(${unitInBrackets})`, ' '))
    .replace(/\s+/g, ' ')
    // OCR reads the dash before 'ref' as a stray 'i' or 'l' ('Protein (mg/dL) i ref 15 - 45').
    .replace(/(?:[\s—–-]+|\s[il|!](?=\s*$))+$/, '')
    .trim();
  if (name === '' || /\d/.test(name.replace(/\([^)]*\)/g, '')) || !/^\p{L}/u.test(name)) return undefined;
  if (wordedResult.test(name)) return undefined;
  if (name.split(' ').length > maxLabelWords) return undefined;
  // Known under any specimen: the section or form in force decides later which test it is ('Total cells').
  const known = [specimen, undefined, ...labelSpecimens].some(
    (context) => identifyAnalyte(name, context) !== undefined,
  );
  return {
    name: known ? name : '',
    ...(unitInBrackets === undefined ? {} : { unit: unitInBrackets }),
    ...(reference === null ? {} : { range: (reference[1] ?? '').trim() }),
  };
}

/** Words that are results, never a box's label ('Nitrite  Negative' is a row, not two labels). */
const wordedResult =
  /\b(?:neg(?:ative)?|pos(?:itive)?|reactive|nil|trace|seen|detected|absent|present|normal|abnormal|n[ée]gatif|positif|clear|turbid|[+]{1,4})\b/i;

/** A result cell: a number (with a unit) or a short worded result, no label of its own. */
const resultCell = /^(?:[<>≤≥]?\s*\d[\d.,\s]*(?:\s*\S{1,12})?|[+]{1,4}|[\p{L}][\p{L}\s()./-]{0,60})$/u;

function isResultCell(cell: string): boolean {
  return resultCell.test(cell) && !referenceTail.test(cell) && cell.split(/\s+/).length <= 8;
}

/** Rewrites label lines followed by their result lines; every other line is kept as it is. */
export function unstackLabelRows(lines: readonly string[], specimen?: SpecimenContext): UnstackedLine[] {
  const out: UnstackedLine[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const next = lines[index + 1];
    const pairs = next === undefined ? undefined : pairLabelsWithResults(line, next, specimen);
    if (pairs === undefined) {
      out.push({ text: line, source: line });
      continue;
    }
    for (const pair of pairs) out.push({ text: pair, source: next ?? '' });
    index++;
  }
  return out;
}

function pairLabelsWithResults(
  labelLine: string,
  resultLine: string,
  specimen: SpecimenContext | undefined,
): string[] | undefined {
  const labelCells = cellsOf(labelLine);
  const resultCells = cellsOf(resultLine);
  if (labelCells.length === 0 || labelCells.length !== resultCells.length) return undefined;
  const labels = labelCells.map((cell) => readLabel(cell, specimen));
  if (labels.some((label) => label === undefined)) return undefined;
  // At least one label must name a test, and one box must say it is a box (a unit, a range, or a second box).
  if (!labels.some((label) => label?.name !== '')) return undefined;
  if (labels.length === 1 && labels[0]?.range === undefined && labels[0]?.unit === undefined)
    return undefined;
  if (!resultCells.every(isResultCell)) return undefined;
  // A result line must hold no test's name: 'Nitrite  Negative' over 'Leucocytes  Trace' are two rows.
  if (resultCells.some((cell) => isKnownName(cell, specimen) || isKnownName(cell))) return undefined;
  return labels.flatMap((label, at) => {
    if (label === undefined || label.name === '') return [];
    const result = resultCells[at] ?? '';
    const withUnit =
      label.unit !== undefined && /^[<>≤≥]?\s*\d[\d.,]*$/.test(result) ? `${result} ${label.unit}` : result;
    return [[label.name, withUnit, ...(label.range === undefined ? [] : [`(${label.range})`])].join('\t')];
  });
}

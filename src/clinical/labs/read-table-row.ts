import { cleanWrittenUnit, normaliseUnit } from './units';

/** Delimited rows (CSV, semicolon, tab, '|') with or without a header naming the columns. */

export interface TableColumns {
  delimiter: string;
  cellCount: number;
  test: number;
  result: number;
  unit?: number;
  range?: number;
  /** A range printed in two columns (Low, High); either may be blank for a one-sided limit. */
  rangeLow?: number;
  rangeHigh?: number;
  flag?: number;
}

const headerWords = {
  test: /^(test|test\s*name|tests?|parameter|investigation|analyte|examination|name|description|item|analyses?|examens?|param[eè]tres?)$/i,
  result: /^(results?|value|values|finding|findings|observation|reading|r[eé]sultats?)$/i,
  unit: /^(units?|uom|unit[eé]s?)$/i,
  range:
    /^(ref(erence)?(\s*(range|interval|values?))?|normal(\s*(range|values?))?|range|bio\.?\s*ref\.?\s*interval|expected|valeurs?\s*(de\s*)?(r[eé]f[eé]rence|normales?|usuelles?)|normes|intervalle(\s*de\s*r[eé]f[eé]rence)?)$/i,
  flag: /^(flag|flags|status|abnormal|h\/l|remark|remarks|comment|comments|interpretation)$/i,
  rangeLow: /^((ref(erence)?|normal)\s*)?(low|lower|min|minimum|lower\s*limit|ll|lln)$/i,
  rangeHigh: /^((ref(erence)?|normal)\s*)?(high|upper|max|maximum|upper\s*limit|ul|uln)$/i,
};

/** '3,92' and '0,62' are French decimals, not two cells: a comma with a digit right on each side. */
function isDecimalComma(characters: readonly string[], index: number): boolean {
  return /\d/.test(characters[index - 1] ?? '') && /\d/.test(characters[index + 1] ?? '');
}

/** Splits one delimited line, keeping quoted cells whole ('"11,2"'); a quote inside a cell is a character. */
export function splitCells(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let current = '';
  let isQuoted = false;
  const characters = [...line];
  for (const [index, character] of characters.entries()) {
    if (character === '"' && (isQuoted || current.trim() === '')) isQuoted = !isQuoted;
    else if (
      character === delimiter &&
      !isQuoted &&
      !(delimiter === ',' && isDecimalComma(characters, index))
    ) {
      cells.push(current.trim());
      current = '';
    } else current += character;
  }
  cells.push(current.trim());
  return cells;
}

const rangeCell =
  /\d[^\w\s]{0,2}\s*(?:-|–|—|~|\+|to|\.\.)\s*[^\w\s]{0,2}\s*\(?\d|^[(]?\s*(?:[<>≤≥]=?|up\s*to)\s*\d|^[a-zà-ÿ][a-zà-ÿ .-]{0,20}\s*:\s*[(]?\s*(?:[<>≤≥]=?|up\s*to)?\s*\d/i;
/** A range cell that opens with its band's label ('F : < 38', 'Desirable: < 200', 'M: 13-17 / F: 12-15'). */
const labelledRange = /^[a-zà-ÿ][a-zà-ÿ .-]{0,20}\s*:\s*[(]?\s*(?:[<>≤≥]=?|up\s*to)?\s*\d/i;
/** A range cell that opens with a sex label and no colon ('M 10-71 / F 6-42', 'M < 41; F < 33'). */
const sexBandRange =
  /^(?:m|f|male|female|men|women|h|homme|femme)\.?\s+[(]?\s*(?:[<>≤≥]=?|up\s*to)?\s*\d[^;/]*[;/,]?\s*(?:m|f|male|female|men|women|h|homme|femme)\b/i;
const flagCell = /^(h|l|hh|ll|high|low|\*{1,2}|n|abn|abnormal|normal)$/i;
const wordedCell =
  /^(neg(?:ative)?|pos(?:itive)?|non\s*-?\s*reactive|reactive|not detected|detected|not seen|none seen|nil|absent|absence|n[eé]gatif|positif)s?\b/i;

/** The printed range inside a noisy cell: from its first comparator or digit to its last digit. */
function trimRange(cell: string): string {
  const start =
    labelledRange.test(cell) || sexBandRange.test(cell) ? 0 : cell.search(/[<>≤≥]|(?<![\d.])-\d|\d|up\s*to/i);
  const end = cell.search(/\d[^\d]*$/);
  const span = start < 0 || end < start ? cell : cell.slice(start, end + 1).trim();
  // OCR leaves stray marks around the dash ('4.0 -.5.6', '135°- 145').
  return span.replace(/([-–—~])\s*[.,:;'°]+/g, '$1 ').replace(/[.,:;'°]+\s*([-–—~])/g, ' $1');
}

/**
 * The cells after a result, sorted from OCR junk: units, the printed range, the lab's flag and a printed
 * normal reading ('NEGATIVE') are kept; stray marks ('Sa', '~~', 'oni') are dropped. Gives the text for
 * the tail reader, with the range in brackets.
 */
export function joinResultCells(
  result: string,
  others: readonly string[],
): { rest: string; normalRange?: string } {
  const parts = [result.replace(/[^\w)%+]+$/, '')];
  let range: string | undefined;
  for (const raw of others) {
    const cell = raw.replace(/^[^\w(<>≤≥+%µμ]+|[^\w)%.]+$/g, '').trim();
    if (cell === '') continue;
    const unit = cell.replace(/[.:;,]+$/, '');
    if (range === undefined && (rangeCell.test(cell) || sexBandRange.test(cell))) range = trimRange(cell);
    else if (range === undefined && wordedCell.test(cell)) range = wordedCell.exec(cell)?.[1] ?? cell;
    else if (normaliseUnit(unit) !== undefined && (!/^\d/.test(unit) || /^10\s*[\^*⁰-⁹³²]/.test(unit)))
      parts.push(cleanWrittenUnit(unit));
    else if (flagCell.test(cell)) parts.push(cell);
  }
  // A worded normal ('Not seen') stays out of the result's text, where it would read as the result.
  if (range !== undefined && /\d/.test(range)) parts.push(`(${range})`);
  return { rest: parts.join(' '), ...(range === undefined ? {} : { normalRange: range }) };
}

function guessDelimiter(line: string): string | undefined {
  for (const delimiter of ['\t', '|', ';', ',']) if (line.includes(delimiter)) return delimiter;
  return undefined;
}

/** A header row such as 'Test,Result,Unit,Reference Range' or 'Parameter | Value | Units | Normal'. */
export function readTableHeader(line: string): TableColumns | undefined {
  const delimiter = guessDelimiter(line) ?? (/\S\s{2,}\S/.test(line) ? '  ' : undefined);
  if (delimiter === undefined) return undefined;
  const cells =
    delimiter === '  ' ? line.split(/\s{2,}/).map((cell) => cell.trim()) : splitCells(line, delimiter);
  const find = (pattern: RegExp) => {
    const index = cells.findIndex((cell) => pattern.test(cell.replace(/[^a-zà-ÿ/.\s]/gi, '').trim()));
    return index < 0 ? undefined : index;
  };
  const test = find(headerWords.test);
  const result = find(headerWords.result);
  if (test === undefined || result === undefined || test === result) return undefined;
  const unit = find(headerWords.unit);
  const range = find(headerWords.range);
  const flag = find(headerWords.flag);
  const rangeLow = find(headerWords.rangeLow);
  const rangeHigh = find(headerWords.rangeHigh);
  return {
    delimiter,
    cellCount: cells.length,
    test,
    result,
    ...(unit === undefined ? {} : { unit }),
    ...(range === undefined ? {} : { range }),
    ...(rangeLow === undefined ? {} : { rangeLow }),
    ...(rangeHigh === undefined ? {} : { rangeHigh }),
    ...(flag === undefined ? {} : { flag }),
  };
}

function cellsOf(line: string, delimiter: string): string[] {
  return delimiter === '  '
    ? line.split(/\s{2,}|\t/).map((cell) => cell.trim())
    : splitCells(line, delimiter);
}

const boundCell = /^-?\d+(?:[.,]\d+)?$/;

/**
 * A range printed in a Low and a High column, as the text a range is printed in: '49 - 90', '≤ 6'
 * (High only), '≥ 1.2' (Low only); undefined when neither cell holds a number.
 */
function readRangeColumns(cells: readonly string[], columns: TableColumns): string | undefined {
  if (columns.rangeLow === undefined && columns.rangeHigh === undefined) return undefined;
  const cell = (index: number | undefined) => {
    const text = index === undefined ? '' : (cells[index] ?? '').trim();
    return boundCell.test(text) ? text : undefined;
  };
  const low = cell(columns.rangeLow);
  const high = cell(columns.rangeHigh);
  if (low !== undefined && high !== undefined) return `${low} to ${high}`;
  if (high !== undefined) return `≤ ${high}`;
  if (low !== undefined) return `≥ ${low}`;
  return undefined;
}

/**
 * The cell under a 'Reference range' header as printed, with its labels ('Desirable: < 200', 'M: 13-17 /
 * F: 12-15'); the lab's marks before it ('* 0,70 - 1,10') dropped. Undefined when it holds no range.
 */
function readRangeColumn(cells: readonly string[], columns: TableColumns): string | undefined {
  if (columns.range === undefined) return undefined;
  const cell = (cells[columns.range] ?? '').replace(/^[\s*†#!]+/, '').trim();
  return /\d/.test(cell) || wordedCell.test(cell) ? cell : undefined;
}

/**
 * A data row under a known header, or a bare CSV row 'Haemoglobin,11.2,g/dL,12-15' (at least three cells,
 * the second a value). Returns the name and the rest of the row as one text for the tail reader.
 */
export function readTableRow(
  line: string,
  columns: TableColumns | undefined,
): { name: string; rest: string; normalRange?: string } | undefined {
  if (
    columns !== undefined &&
    (columns.delimiter === '  ' ? /\S\s{2,}\S/.test(line) : line.includes(columns.delimiter))
  ) {
    const cells = cellsOf(line, columns.delimiter);
    const name = cells[columns.test] ?? '';
    const result = cells[columns.result] ?? '';
    // Trailing blank cells are often dropped by exports, so a row may be shorter than its header; a
    // range printed before the result ('Test | Reference | Result') then leaves the result cell last.
    const isLongEnough =
      cells.length >= Math.max(2, columns.cellCount - 1) ||
      // A worded result often leaves the unit and range cells out ('HIV 1 et 2 | Négatif').
      (cells.length === columns.result + 1 && columns.result > columns.test) ||
      (columns.rangeHigh !== undefined && cells.length > columns.result + 1) ||
      (columns.range !== undefined && columns.range < columns.result && cells.length > columns.result);
    if (name !== '' && result !== '' && isLongEnough) {
      const others = cells.filter(
        (_, index) =>
          index > columns.result &&
          index !== columns.rangeLow &&
          index !== columns.rangeHigh &&
          index !== columns.range,
      );
      const joined = joinResultCells(result, others);
      const range = readRangeColumns(cells, columns) ?? readRangeColumn(cells, columns) ?? joined.normalRange;
      return { name, rest: joined.rest, ...(range === undefined ? {} : { normalRange: range }) };
    }
  }
  // Tabs and bars first: a tab-separated row may hold decimal commas ('5,8') that are no cells.
  for (const delimiter of ['\t', '|', ';', ',']) {
    if (!line.includes(delimiter)) continue;
    const cells = splitCells(line, delimiter);
    const [name, result, ...others] = cells;
    if (cells.length < 3 || name === undefined || result === undefined || name.includes(':')) continue;
    if (
      !/^[<>≤≥]?\s*[\dOoIlS]|^[+-]{1,4}$|^(pos|neg|positive|negative|reactive|non[- ]?reactive|detected|not detected|trace|nil)\b/i.test(
        result,
      )
    )
      continue;
    return { name, ...joinResultCells(result, others) };
  }
  return undefined;
}

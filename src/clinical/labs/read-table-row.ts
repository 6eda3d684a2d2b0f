import { readUnitAfter } from './parse-result';
import { alignToHeader, splitCells, type TableColumns } from './read-table-header';
import { isKnownName } from './identify-analyte';
import { cleanWrittenUnit, normaliseUnit } from './units';

export { readTableHeader, type TableColumns } from './read-table-header';

/** Delimited rows (CSV, semicolon, tab, '|') with or without a header naming the columns. */

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
    const cell = raw.replace(/^[^\w(<>≤≥+%µμ/]+|[^\w)%.²³⁶⁹]+$/g, '').trim();
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

/**
 * The cells of a row under its header. A comma-separated row is first split at every comma: a comma
 * between digits is taken as a decimal comma only when the row then has more cells than its header, so
 * that '12.6,12.1,11.4' under three dated columns stays three results, never one number.
 */
function cellsOf(line: string, columns: TableColumns): string[] {
  const { delimiter } = columns;
  if (delimiter === '  ')
    return (
      (columns.starts === undefined || line.includes('\t')
        ? undefined
        : alignToHeader(line, columns.starts)) ?? line.split(/\s{2,}|\t/).map((cell) => cell.trim())
    );
  if (delimiter !== ',') return splitCells(line, delimiter);
  const strict = splitCells(line, delimiter, false);
  const width =
    columns.next === undefined ? columns.cellCount : columns.next.at + columns.next.columns.cellCount;
  return strict.length <= width ? strict : splitCells(line, delimiter);
}

const number = String.raw`-?\d+(?:[.,]\d+)?`;
const boundCell = new RegExp(`^${number}$`);
const upToCell = new RegExp(`^(?:up\\s*to|<=?|≤|less\\s+than|max\\.?)\\s*(${number})$`, 'i');
const fromCell = new RegExp(`^(?:>=?|≥|more\\s+than|min\\.?)\\s*(${number})$`, 'i');

/**
 * A range printed in a Low and a High column, as the text a range is printed in: '49 - 90', '≤ 6'
 * (High only, or a High cell written 'up to 6' or '< 6'), '≥ 1.2' (Low only); a whole range written in
 * one of the two cells is taken as printed. Undefined when neither cell holds a number.
 */
function readRangeColumns(cells: readonly string[], columns: TableColumns): string | undefined {
  if (columns.rangeLow === undefined && columns.rangeHigh === undefined) return undefined;
  const text = (index: number | undefined) => (index === undefined ? '' : (cells[index] ?? '').trim());
  const [lowText, highText] = [text(columns.rangeLow), text(columns.rangeHigh)];
  const whole = [lowText, highText].find(
    (cell) => rangeCell.test(cell) && !upToCell.test(cell) && !fromCell.test(cell),
  );
  if (whole !== undefined && !boundCell.test(lowText) && !boundCell.test(highText)) return trimRange(whole);
  const low = boundCell.test(lowText) ? lowText : fromCell.exec(lowText)?.[1];
  const high = boundCell.test(highText) ? highText : upToCell.exec(highText)?.[1];
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

type TableRow = { name: string; rest: string; normalRange?: string; specimen?: string };

/**
 * A result printed with its unit in one cell ('14.6 mmol/L') under a header that gives the unit its own
 * column, in a row short of cells (OCR joins the two when they sit close): the cell is split, so the
 * Low, High and Flag cells after it stay under their columns instead of shifting one to the left.
 */
function splitResultAndUnit(cells: readonly string[], columns: TableColumns): readonly string[] {
  if (columns.unit !== columns.result + 1 || cells.length >= columns.cellCount) return cells;
  const next = cleanWrittenUnit((cells[columns.unit] ?? '').trim());
  if (next !== '' && normaliseUnit(next) !== undefined) return cells;
  const joined = /^([<>≤≥]?\s*-?\d+(?:[.,]\d+)?)\s+(\S.*)$/.exec((cells[columns.result] ?? '').trim());
  if (joined === null || normaliseUnit(cleanWrittenUnit(joined[2]!)) === undefined) return cells;
  return [...cells.slice(0, columns.result), joined[1]!, joined[2]!, ...cells.slice(columns.result + 1)];
}

/**
 * A row short of one cell whose cell under Units holds the range, under a header with the range column
 * right after the units ('INR | 0.8 - 1.2 | 1.5 H | 1.4 H' under 'Test | Units | Reference | 28-Nov |
 * 27-Nov'): the blank unit cell was dropped, so it is put back and the results stay under their dates.
 */
function restoreBlankUnit(cells: readonly string[], columns: TableColumns): readonly string[] {
  const { unit, range } = columns;
  if (unit === undefined || range !== unit + 1 || cells.length !== columns.cellCount - 1) return cells;
  const underUnit = (cells[unit] ?? '').trim();
  const underRange = (cells[range] ?? '').trim();
  if (!rangeCell.test(underUnit) || rangeCell.test(underRange)) return cells;
  return [...cells.slice(0, unit), '', ...cells.slice(unit)];
}

/** A row's cells read under their columns: the result, its unit (from its cell or the column title) and range. */
function readUnderColumns(printed: readonly string[], columns: TableColumns): TableRow | undefined {
  const cells = splitResultAndUnit(restoreBlankUnit(printed, columns), columns);
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
  if (name === '' || result === '' || !isLongEnough) return undefined;
  const skipped = new Set([
    columns.result,
    columns.unit,
    columns.rangeLow,
    columns.rangeHigh,
    columns.range,
    columns.specimen,
    ...(columns.history ?? []),
    ...(columns.ignored ?? []),
  ]);
  const unitCell = columns.unit === undefined ? '' : (cells[columns.unit] ?? '');
  const hasWrittenUnit =
    unitCell !== '' || readUnitAfter(result.replace(/^[<>≤≥]?\s*[\d.,\s]+/, '')) !== undefined;
  // A unit printed once in the column's title applies to every result printed without one.
  const unit = hasWrittenUnit || columns.headerUnit === undefined ? unitCell : columns.headerUnit;
  const others = [unit, ...cells.filter((_, index) => index > columns.result && !skipped.has(index))];
  const joined = joinResultCells(result, others);
  const range = readRangeColumns(cells, columns) ?? readRangeColumn(cells, columns) ?? joined.normalRange;
  const specimen = columns.specimen === undefined ? '' : (cells[columns.specimen] ?? '').trim();
  return {
    name,
    rest: joined.rest,
    ...(range === undefined ? {} : { normalRange: range }),
    ...(specimen === '' ? {} : { specimen }),
  };
}

/**
 * Where the second test of a two-tests-a-row line starts: under its header cell when the row is full, else
 * (blank unit or range cells dropped, as OCR and some exports do) at the first known test name after the
 * first result.
 */
function secondTestAt(cells: readonly string[], columns: TableColumns, at: number): number {
  if (isKnownName(cells[at] ?? '')) return at;
  const named = cells.findIndex((cell, index) => index > columns.result && isKnownName(cell));
  return named < 0 ? at : named;
}

/** A differential row's percentage ('Neutrophils %') and absolute count ('Neutrophils'), each with its range. */
function readBothReadings(
  cells: readonly string[],
  columns: TableColumns,
  absolute: NonNullable<TableColumns['absolute']>,
): TableRow[] {
  const percentOnly: TableColumns = {
    ...columns,
    absolute: undefined,
    ignored: [absolute.result, ...(absolute.range === undefined ? [] : [absolute.range])],
  };
  const { range: _percentRange, headerUnit: _percentUnit, ...shared } = percentOnly;
  const absoluteOnly: TableColumns = {
    ...shared,
    result: absolute.result,
    ...(absolute.range === undefined ? {} : { range: absolute.range }),
    ...(absolute.unit === undefined ? {} : { headerUnit: absolute.unit }),
    ignored: [columns.result, ...(columns.range === undefined ? [] : [columns.range])],
  };
  const percent = readUnderColumns(cells, percentOnly);
  const count = readUnderColumns(cells, absoluteOnly);
  return [
    ...(percent === undefined
      ? []
      : [{ ...percent, name: percent.name.includes('%') ? percent.name : `${percent.name} %` }]),
    ...(count === undefined ? [] : [count]),
  ];
}

/**
 * The tests of a data row under a known header (two when the header prints two tests a row), or of a
 * bare CSV row 'Haemoglobin,11.2,g/dL,12-15' (at least three cells, the second a value). Each comes as
 * its name and the rest of the row as one text for the tail reader.
 */
export function readTableRows(line: string, columns: TableColumns | undefined): TableRow[] {
  if (
    columns !== undefined &&
    (columns.delimiter === '  ' ? /\S\s{2,}\S/.test(line) : line.includes(columns.delimiter))
  ) {
    const cells = cellsOf(line, columns);
    if (columns.absolute !== undefined) return readBothReadings(cells, columns, columns.absolute);
    const at = columns.next === undefined ? cells.length : secondTestAt(cells, columns, columns.next.at);
    const first = readUnderColumns(cells.slice(0, at), columns);
    const second =
      columns.next === undefined ? undefined : readUnderColumns(cells.slice(at), columns.next.columns);
    const rows = [first, second].filter((row): row is TableRow => row !== undefined);
    if (rows.length > 0) return rows;
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
    return [{ name, ...joinResultCells(result, others) }];
  }
  return [];
}

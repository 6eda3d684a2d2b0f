/** Delimited rows (CSV, semicolon, tab, '|') with or without a header naming the columns. */

export interface TableColumns {
  delimiter: string;
  cellCount: number;
  test: number;
  result: number;
  unit?: number;
  range?: number;
  flag?: number;
}

const headerWords = {
  test: /^(test|test\s*name|tests?|parameter|investigation|analyte|examination|name|description|item)$/i,
  result: /^(results?|value|values|finding|findings|observation|reading)$/i,
  unit: /^(units?|uom)$/i,
  range:
    /^(ref(erence)?(\s*(range|interval|values?))?|normal(\s*(range|values?))?|range|bio\.?\s*ref\.?\s*interval|expected)$/i,
  flag: /^(flag|flags|status|abnormal|h\/l|remark|remarks|comment|comments|interpretation)$/i,
};

/** Splits one delimited line, keeping quoted cells whole ('"11,2"'). */
export function splitCells(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let current = '';
  let isQuoted = false;
  for (const character of line) {
    if (character === '"') isQuoted = !isQuoted;
    else if (character === delimiter && !isQuoted) {
      cells.push(current.trim());
      current = '';
    } else current += character;
  }
  cells.push(current.trim());
  return cells;
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
    const index = cells.findIndex((cell) => pattern.test(cell.replace(/[^a-z/.\s]/gi, '').trim()));
    return index < 0 ? undefined : index;
  };
  const test = find(headerWords.test);
  const result = find(headerWords.result);
  if (test === undefined || result === undefined || test === result) return undefined;
  const unit = find(headerWords.unit);
  const range = find(headerWords.range);
  const flag = find(headerWords.flag);
  return {
    delimiter,
    cellCount: cells.length,
    test,
    result,
    ...(unit === undefined ? {} : { unit }),
    ...(range === undefined ? {} : { range }),
    ...(flag === undefined ? {} : { flag }),
  };
}

function cellsOf(line: string, delimiter: string): string[] {
  return delimiter === '  '
    ? line.split(/\s{2,}|\t/).map((cell) => cell.trim())
    : splitCells(line, delimiter);
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
    if (name !== '' && result !== '' && cells.length >= Math.max(2, columns.cellCount - 1)) {
      const unit = columns.unit === undefined ? '' : (cells[columns.unit] ?? '');
      const range = columns.range === undefined ? undefined : cells[columns.range];
      const flag = columns.flag === undefined ? '' : (cells[columns.flag] ?? '');
      const rest = [result, unit, range === undefined || range === '' ? '' : `(${range})`, flag]
        .filter((part) => part !== '')
        .join(' ');
      return { name, rest, ...(range === undefined || range === '' ? {} : { normalRange: range }) };
    }
  }
  for (const delimiter of [',', ';', '\t', '|']) {
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
    const rangeCell = others.find((cell) => /\d\s*[-–]\s*\d|^[<>]|^neg|^non/i.test(cell));
    const rest = [
      result,
      ...others.filter((cell) => cell !== rangeCell),
      rangeCell === undefined ? '' : `(${rangeCell})`,
    ]
      .filter((part) => part !== '')
      .join(' ');
    return { name, rest, ...(rangeCell === undefined ? {} : { normalRange: rangeCell }) };
  }
  return undefined;
}

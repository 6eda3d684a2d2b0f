import { normaliseUnit } from './units';

/** The columns of a results table, from its header row ('Test,Result,Unit,Reference Range'). */
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
  /** The specimen of each row ('Serum', 'Urine (spot)', 'CSF'), when the table prints it in a column. */
  specimen?: number;
  /** Earlier results of a cumulative report ('Previous', '21/11/26'): history, never the value. */
  history?: number[];
  /** The unit printed once in the result's or range's column title ('Result (mmol/L)', 'Range [mg/dL]'). */
  headerUnit?: string;
  /**
   * A differential printed with both readings on one row ('Neutrophils | 78.2 | 40 - 75 | 8.9 | 2.0 - 7.5'
   * under '% | Ref. % | Absolute | Ref. absolute'): `result` is the percentage, this the absolute count.
   */
  absolute?: { result: number; range?: number; unit?: string };
  /** Columns that belong to another reading of the row (the other half of a differential). */
  ignored?: number[];
  /** A second test printed on the same row ('Test | Result | Test | Result'): its columns from `at` on. */
  next?: { at: number; columns: TableColumns };
  /** Where each header cell starts in a table laid out with spaces (monospaced text), to place blank cells. */
  starts?: number[];
}

const headerWords = {
  test: /^(test|test\s*name|tests?|parameter|investigation|analyte|examination|name|description|item|analyses?|examens?|param[eè]tres?|(white\s*cell\s*|wbc\s*|leu[ck]ocyte\s*)?differential(\s*count)?|formule\s*leucocytaire)$/i,
  result: /^(results?|value|values|finding|findings|observation|reading|r[eé]sultats?)$/i,
  /** The column of this report's result in a cumulative report. */
  current:
    /^((current|today'?s?|latest|this|present|actuel(le)?|du\s*jour)(\s*(results?|values?|r[eé]sultats?))?|results?\s*(today|current|latest))$/i,
  history:
    /^(previous|prev\.?|prior|last|earlier|old|before|history|historique|ant[eé]riorit[eé]s?|ant[eé]rieurs?|pr[eé]c[eé]dents?)(\s*(results?|values?|r[eé]sultats?))?$/i,
  unit: /^(units?|uom|unit[eé]s?)$/i,
  range:
    /^(ref(erence)?\.?(\s*(range|interval|values?))?|normal(\s*(range|values?))?|range|bio\.?\s*ref\.?\s*interval|expected|desirable|valeurs?\s*(de\s*)?(r[eé]f[eé]rence|normales?|usuelles?)|normes|intervalle(\s*de\s*r[eé]f[eé]rence)?|(age.?specific|by\s*age)\s*ranges?)$/i,
  flag: /^(flag|flags|status|abnormal|h\/l|remark|remarks|comment|comments|interpretation)$/i,
  specimen:
    /^(specimen|specimen\s*type|sample\s*type|type\s*of\s*(specimen|sample)|sample|matrix|[eé]chantillon|nature(\s*(de\s*l['’]?\s*[eé]chantillon|du\s*pr[eé]l[eè]vement))?|pr[eé]l[eè]vement|type\s*de\s*pr[eé]l[eè]vement)$/i,
  rangeLow:
    /^((ref(erence)?\.?|normal)\s*)?(low|lower|min|minimum|lower\s*limit|ll|lln)$|^(valeur|val\.?|limite|borne)\s*(basse|inf[ée]rieure|inf\.?|min(imale)?)$/i,
  rangeHigh:
    /^((ref(erence)?\.?|normal)\s*)?(high|upper|max|maximum|upper\s*limit|ul|uln)$|^(valeur|val\.?|limite|borne)\s*(haute|sup[ée]rieure|sup\.?|max(imale)?)$/i,
};

const month =
  '(?:jan|feb|fév|fev|mar|apr|avr|may|mai|jun|juin|jul|juil|aug|aoû|aou|sep|oct|nov|dec|déc)[a-zéû]*\\.?';
const datePattern = new RegExp(
  `\\b(?:\\d{1,2}[-/.]\\d{1,2}(?:[-/.]\\d{2,4})?|\\d{4}-\\d{2}-\\d{2}|\\d{1,2}[-\\s]${month}(?:[-\\s]\\d{2,4})?)\\b`,
  'gi',
);

/** A column title without its bracketed note and dates: 'Previous (12/10/2026)' reads 'previous'. */
function titleWords(cell: string): string {
  return cell
    .replace(/[([][^)\]]*[)\]]/g, ' ')
    .replace(datePattern, ' ')
    .replace(/[^a-zà-ÿ/.'\s]/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const isDateOnly = (cell: string) =>
  /\d/.test(cell) && cell.match(datePattern) !== null && titleWords(cell) === '';

/** The unit a column title states once: 'Result (mmol/L)', 'Range [mg/dL]', 'Results in µmol/L'. */
export function unitInTitle(cell: string): string | undefined {
  const bracketed =
    /[([]\s*(?:(?:all\s+)?(?:results?|values?)\s+in\s+|units?\s*:?\s*)?([^()[\]]+?)\s*[)\]]/i.exec(cell);
  const worded = /\b(?:in|units?\s*:)\s*([^\s,;()[\]]+)\s*$/i.exec(cell);
  for (const candidate of [bracketed?.[1], worded?.[1]])
    if (candidate !== undefined && normaliseUnit(candidate.trim()) !== undefined) return candidate.trim();
  return undefined;
}

/** The date a cumulative column is labelled with, as a number that sorts in time order (day precision). */
function dateOf(cell: string): number | undefined {
  const numeric = /\b(\d{1,2})[-/.](\d{1,2})(?:[-/.](\d{2,4}))?\b/.exec(cell);
  if (numeric === null) return undefined;
  const year = Number(numeric[3] ?? '0');
  return (year < 100 ? year + 2000 : year) * 400 + Number(numeric[2]) * 32 + Number(numeric[1]);
}

/**
 * The column holding this report's result: one titled as the current one ('Today', 'Current 28/11'),
 * else one titled 'Result'/'Value', else of columns titled only by a date the latest (the first when
 * the dates cannot be compared). Other dated or 'Previous' columns are history.
 */
function chooseResult(cells: readonly string[], titles: readonly string[], test: number) {
  const after = (index: number) => index !== test;
  const current = titles.findIndex((title, index) => after(index) && headerWords.current.test(title));
  const named = titles.findIndex((title, index) => after(index) && headerWords.result.test(title));
  const dated = cells.flatMap((cell, index) => (after(index) && isDateOnly(cell) ? [index] : []));
  const history = titles.flatMap((title, index) => (headerWords.history.test(title) ? [index] : []));
  const latestDated = [...dated].sort(
    (a, b) => (dateOf(cells[b] ?? '') ?? 0) - (dateOf(cells[a] ?? '') ?? 0),
  )[0];
  const result = current >= 0 ? current : named >= 0 ? named : latestDated;
  if (result === undefined) return undefined;
  return { result, history: [...history, ...dated].filter((index) => index !== result) };
}

const percentTitle =
  /^(%|percent(age)?|relative|rel\.?|results?\s*%|%\s*results?|valeur\s*relative|pourcentage)$/i;
const absoluteTitle =
  /^(absolute|abs\.?|absolute\s*(count|value|number)|abs\.?\s*(count|value)|#|valeur\s*absolue|nombre\s*absolu|absolue?)$/i;
const rangeTitle = /\b(ref|reference|range|normal|norme?s?|valeurs?|intervalle)\b/i;

/**
 * A header whose result columns are a percentage and an absolute count ('Differential | % | Ref. % | Absolute
 * (x10^9/L) | Ref. absolute'), each with its own range column after it.
 */
function readTwoReadings(
  cells: readonly string[],
  delimiter: string,
  test: number,
): TableColumns | undefined {
  const bare = cells.map((cell) => cell.replace(/[([][^)\]]*[)\]]/g, ' ').trim());
  const percent = bare.findIndex((cell, index) => index !== test && percentTitle.test(cell));
  const absolute = bare.findIndex((cell, index) => index !== test && absoluteTitle.test(cell));
  if (percent < 0 || absolute < 0) return undefined;
  const rangeAfter = (from: number, before: number) => {
    const index = bare.findIndex(
      (cell, at) => at > from && at < before && at !== percent && at !== absolute && rangeTitle.test(cell),
    );
    return index < 0 ? undefined : index;
  };
  const percentRange = rangeAfter(percent, absolute > percent ? absolute : cells.length);
  const absoluteRange = rangeAfter(absolute, percent > absolute ? percent : cells.length);
  const unit = unitInTitle(cells[absolute] ?? '');
  return {
    delimiter,
    cellCount: cells.length,
    test,
    result: percent,
    headerUnit: '%',
    ...(percentRange === undefined ? {} : { range: percentRange }),
    absolute: {
      result: absolute,
      ...(absoluteRange === undefined ? {} : { range: absoluteRange }),
      ...(unit === undefined ? {} : { unit }),
    },
  };
}

function readColumns(cells: readonly string[], delimiter: string): TableColumns | undefined {
  const titles = cells.map(titleWords);
  const find = (pattern: RegExp, from = 0) => {
    const index = titles.findIndex((title, at) => at >= from && pattern.test(title));
    return index < 0 ? undefined : index;
  };
  const test = find(headerWords.test);
  if (test === undefined) return undefined;
  const twoReadings = readTwoReadings(cells, delimiter, test);
  if (twoReadings !== undefined) return twoReadings;
  const secondTest = find(headerWords.test, test + 1);
  // A second 'Test' column opens a second test printed on the same row.
  const own = secondTest === undefined ? cells : cells.slice(0, secondTest);
  const chosen = chooseResult(own, titles.slice(0, own.length), test);
  if (chosen === undefined) return undefined;
  const within = (pattern: RegExp) => {
    const index = find(pattern);
    return index === undefined || index >= own.length ? undefined : index;
  };
  const roles = {
    unit: within(headerWords.unit),
    range: within(headerWords.range),
    flag: within(headerWords.flag),
    rangeLow: within(headerWords.rangeLow),
    rangeHigh: within(headerWords.rangeHigh),
    specimen: within(headerWords.specimen),
  };
  const headerUnit =
    unitInTitle(cells[chosen.result] ?? '') ??
    (roles.range === undefined ? undefined : unitInTitle(cells[roles.range] ?? ''));
  const next = secondTest === undefined ? undefined : readColumns(cells.slice(secondTest), delimiter);
  return {
    delimiter,
    cellCount: own.length,
    test,
    result: chosen.result,
    ...Object.fromEntries(Object.entries(roles).filter(([, index]) => index !== undefined)),
    ...(chosen.history.length === 0 ? {} : { history: chosen.history }),
    ...(headerUnit === undefined ? {} : { headerUnit }),
    ...(next === undefined ? {} : { next: { at: secondTest ?? 0, columns: next } }),
  };
}

/** '3,92' and '0,62' are French decimals, not two cells: a comma with a digit right on each side. */
function isDecimalComma(characters: readonly string[], index: number): boolean {
  return /\d/.test(characters[index - 1] ?? '') && /\d/.test(characters[index + 1] ?? '');
}

/**
 * Splits one delimited line, keeping quoted cells whole ('"11,2"'); a quote inside a cell is a character.
 * With `decimalCommas`, a comma between two digits in a comma-separated line is a French decimal.
 */
export function splitCells(line: string, delimiter: string, decimalCommas = true): string[] {
  const cells: string[] = [];
  let current = '';
  let isQuoted = false;
  const characters = [...line];
  for (const [index, character] of characters.entries()) {
    if (character === '"' && (isQuoted || current.trim() === '')) isQuoted = !isQuoted;
    else if (
      character === delimiter &&
      !isQuoted &&
      !(decimalCommas && delimiter === ',' && isDecimalComma(characters, index))
    ) {
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
  if (delimiter === '  ') {
    const spaced = [...line.matchAll(/\S+(?: \S+)*/g)];
    const columns = readColumns(
      spaced.map((cell) => cell[0]),
      delimiter,
    );
    return columns === undefined ? undefined : { ...columns, starts: spaced.map((cell) => cell.index) };
  }
  const cells = splitCells(line, delimiter, false);
  // A cumulative header often leaves the names' column untitled ('| Today | 12/03 | Units |'), the blank
  // cell trimmed away with the line's edge.
  const untitled = cells[0] === '' ? cells.slice(1) : cells;
  return (
    readColumns(cells, delimiter) ??
    (isResultTitle(untitled[0] ?? '') ? readColumns(['Test', ...untitled], delimiter) : undefined)
  );
}

const isResultTitle = (cell: string) =>
  headerWords.current.test(titleWords(cell)) || headerWords.result.test(titleWords(cell));

/**
 * The cells of a row of a space-laid table, each put under the header cell it starts beneath, blanks
 * left empty ('CRP  48  mg/L      5' keeps 5 under High when Low is blank). Undefined when the row's cells
 * do not fall one to a column.
 */
export function alignToHeader(line: string, starts: readonly number[]): string[] | undefined {
  const cells = [...line.matchAll(/\S+(?: \S+)*/g)];
  if (cells.length >= starts.length) return undefined;
  const aligned = starts.map(() => '');
  let previous = -1;
  for (const cell of cells) {
    const column = starts.findLastIndex((start) => start <= cell.index + 1);
    if (column <= previous) return undefined;
    aligned[column] = cell[0];
    previous = column;
  }
  return aligned;
}

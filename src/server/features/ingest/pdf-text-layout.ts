/** A positioned piece of text from pdf.js (`transform[4]`, `transform[5]` are x and y, y upward). */
export interface PositionedText {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

interface Piece {
  text: string;
  x: number;
  y: number;
  end: number;
  size: number;
}

/**
 * Rebuilds reading order from pdf.js text items: pieces on the same baseline form a line, lines run
 * top to bottom, and a wide gap between pieces becomes a tab so a results table keeps its columns
 * (test, value, unit, range) apart.
 */
export function layOutPageText(items: readonly PositionedText[]): string {
  const pieces = items
    .filter((item) => item.str.trim() !== '')
    .map((item): Piece => {
      const x = item.transform[4] ?? 0;
      const size = Math.abs(item.height || item.transform[3] || 10);
      return { text: item.str, x, y: item.transform[5] ?? 0, end: x + item.width, size };
    });
  const lines: Piece[][] = [];
  for (const piece of [...pieces].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const line = lines.find((candidate) => Math.abs((candidate[0]?.y ?? 0) - piece.y) <= piece.size * 0.4);
    if (line) line.push(piece);
    else lines.push([piece]);
  }
  const sorted = lines.sort((a, b) => (b[0]?.y ?? 0) - (a[0]?.y ?? 0));
  let columnStarts: number[] = [];
  let columnCentres: number[] = [];
  const texts: string[] = [];
  let previous: Piece[] | undefined;
  for (const line of readColumnsInTurn(sorted)) {
    const text = joinLine(
      line.flatMap((piece) => splitAtColumns(piece, columnStarts)),
      columnStarts,
      columnCentres,
    );
    if (previous !== undefined && texts.length > 0 && isWrappedCell(line, previous, columnStarts))
      texts[texts.length - 1] += `; ${text}`;
    else texts.push(text);
    const header = headerColumnStarts(line);
    if (header !== undefined) {
      columnStarts = header;
      columnCentres = cellsOf(line)
        .slice(1)
        .map((cell) => (cell.x + cell.end) / 2);
    }
    previous = line;
  }
  return texts.join('\n');
}

/** The column (its start) a piece sits in, under the table's header. */
function columnOf(piece: Piece, columnStarts: readonly number[]): number | undefined {
  return columnStarts.findLast((start) => piece.x >= start - 1.5);
}

/**
 * The rest of the row above's last cell, wrapped onto a line of its own ('M 13.0-17.0' then 'F 12.0-15.0'
 * under it): every piece in that same column, which is not the table's first.
 */
function isWrappedCell(
  line: readonly Piece[],
  above: readonly Piece[],
  columnStarts: readonly number[],
): boolean {
  const last = [...above].sort((a, b) => a.x - b.x).at(-1);
  const column = last === undefined ? undefined : columnOf(last, columnStarts);
  return (
    column !== undefined &&
    above.length > 1 &&
    line.some((piece) => /\d/.test(piece.text)) &&
    line.every((piece) => columnOf(piece, columnStarts) === column)
  );
}

/**
 * A piece running across a column start (a name too long for its column, written up to the value beside
 * it) split at the space before a value nearest that start, estimated from the piece's width.
 */
function splitAtColumns(piece: Piece, columnStarts: readonly number[]): Piece[] {
  const start = columnStarts.find((column) => piece.x < column - 1.5 && piece.end > column + 1.5);
  const width = piece.end - piece.x;
  if (start === undefined || width <= 0) return [piece];
  const estimate = Math.round(((start - piece.x) / width) * piece.text.length);
  const spaces = [...piece.text.matchAll(/ (?=\S)/g)]
    .map((match) => match.index + 1)
    .filter((at) => at > 1 && Math.abs(at - estimate) <= 4)
    .sort((a, b) => Math.abs(a - estimate) - Math.abs(b - estimate));
  // The width only estimates where the column starts: only a value after the space is a cell of its
  // own ('… 2021) 41 L'); words running on ('P. vivax trophozoites seen') are one long cell.
  const at = spaces.find((index) => /[\d<>≤≥+-]/.test(piece.text[index] ?? ''));
  if (at !== undefined) {
    return [
      { ...piece, text: piece.text.slice(0, at - 1), end: start - 1 },
      { ...piece, text: piece.text.slice(at), x: start },
    ];
  }
  return [piece];
}

/** Where the columns after the first start, when the line is a results table's header ('Test  Result  Unit'). */
function headerColumnStarts(line: readonly Piece[]): number[] | undefined {
  const cells = cellsOf(line);
  if (cells.length < 3 || !isResultsHeader(cells)) return undefined;
  return cells.slice(1).map((cell) => cell.x);
}

/** Header cells of a results table; a header printed twice on one line means two tables side by side. */
const resultHeader = /^(results?|values?|r[ée]sultats?|valeurs?)$/i;
/** A cumulative report's header: today's column ('Today 28/11/26', 'Current') or two dated columns. */
const currentHeader = /^(today|current|latest|actuel)\b/i;
const dateHeader = /^\d{1,2}[-/.]\d{1,2}(?:[-/.]\d{2,4})?$/;

function isResultsHeader(cells: readonly { text: string }[]): boolean {
  return (
    cells.some((cell) => resultHeader.test(cell.text) || currentHeader.test(cell.text)) ||
    cells.filter((cell) => dateHeader.test(cell.text)).length >= 2
  );
}

/** The pieces of a line grouped into cells (split at wide gaps), each with where it starts and ends. */
function cellsOf(line: readonly Piece[]): { text: string; x: number; end: number }[] {
  const cells: { text: string; x: number; end: number }[] = [];
  let previous: Piece | undefined;
  for (const piece of [...line].sort((a, b) => a.x - b.x)) {
    const last = cells.at(-1);
    if (last !== undefined && previous !== undefined && piece.x - previous.end <= piece.size * 1.2) {
      last.text += ` ${piece.text}`;
      last.end = piece.end;
    } else cells.push({ text: piece.text, x: piece.x, end: piece.end });
    previous = piece;
  }
  return cells.map((cell) => ({ ...cell, text: cell.text.replace(/\s+/g, ' ').trim().toLowerCase() }));
}

/** Where the right-hand table starts when the line is a header printed twice ('Test Result Unit … Test Result Unit …'). */
function secondTableStart(line: readonly Piece[]): number | undefined {
  const cells = cellsOf(line);
  if (cells.length < 4 || cells.length % 2 !== 0) return undefined;
  const half = cells.length / 2;
  const left = cells.slice(0, half);
  const repeated = left.every((cell, index) => cell.text === cells[half + index]?.text);
  return repeated && left.some((cell) => resultHeader.test(cell.text)) ? cells[half]?.x : undefined;
}

/**
 * Two results tables printed side by side (a page in two columns under a header printed twice): the
 * left table's lines, then the right one's, from the header (and the title line right above it, when it
 * is split at the same place) down to the first line that runs across the gap between them.
 */
function readColumnsInTurn(lines: Piece[][]): Piece[][] {
  const ordered: Piece[][] = [];
  for (let index = 0; index < lines.length; index++) {
    const split = secondTableStart(lines[index] ?? []);
    if (split === undefined) {
      ordered.push(lines[index] ?? []);
      continue;
    }
    const tolerance = 2;
    const crosses = (line: readonly Piece[]) =>
      line.some((piece) => piece.x < split - tolerance && piece.end > split + tolerance);
    const startsRight = (line: readonly Piece[]) =>
      line.some((piece) => Math.abs(piece.x - split) <= tolerance);
    const above = ordered.at(-1);
    const region: Piece[][] = [];
    if (above !== undefined && !crosses(above) && startsRight(above)) region.push(ordered.pop() ?? []);
    let end = index;
    while (end < lines.length && !crosses(lines[end] ?? [])) region.push(lines[end++] ?? []);
    const side = (isRight: boolean) =>
      region
        .map((line) => line.filter((piece) => piece.x >= split - tolerance === isRight))
        .filter((line) => line.length > 0);
    ordered.push(...side(false), ...side(true));
    index = end - 1;
  }
  return ordered;
}

/**
 * Header columns left blank between two pieces of a row (a Low column empty for an 'up to' range): each
 * becomes an empty cell, so the High bound is not read under Low. A piece centred under a header cell is
 * that column's, even where it starts left of the header (a wide unit centred under a narrow 'Unit').
 */
function skippedColumns(
  previous: Piece,
  piece: Piece,
  columnStarts: readonly number[],
  columnCentres: readonly number[],
): number {
  if (columnStarts.length === 0) return 0;
  const columnIndex = (at: Piece) => {
    const centre = (at.x + at.end) / 2;
    const centred = columnCentres.findIndex((middle) => Math.abs(middle - centre) <= 1.5);
    return (centred >= 0 ? centred : columnStarts.findLastIndex((start) => at.x >= start - 1.5)) + 1;
  };
  return Math.max(0, columnIndex(piece) - columnIndex(previous) - 1);
}

function joinLine(
  line: Piece[],
  columnStarts: readonly number[] = [],
  columnCentres: readonly number[] = [],
): string {
  const sorted = [...line].sort((a, b) => a.x - b.x);
  let text = '';
  let previous: Piece | undefined;
  for (const piece of sorted) {
    if (previous) {
      const gap = piece.x - previous.end;
      const opensColumn = columnStarts.some((start) => Math.abs(piece.x - start) <= 1.5);
      if (gap > piece.size * 1.2 || (opensColumn && gap > 0))
        text += '\t'.repeat(1 + skippedColumns(previous, piece, columnStarts, columnCentres));
      else if (gap > piece.size * 0.15 && !text.endsWith(' ') && !piece.text.startsWith(' ')) text += ' ';
    }
    text += piece.text;
    previous = piece;
  }
  return text.trim();
}

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
  return lines
    .sort((a, b) => (b[0]?.y ?? 0) - (a[0]?.y ?? 0))
    .map(joinLine)
    .join('\n');
}

function joinLine(line: Piece[]): string {
  const sorted = [...line].sort((a, b) => a.x - b.x);
  let text = '';
  let previous: Piece | undefined;
  for (const piece of sorted) {
    if (previous) {
      const gap = piece.x - previous.end;
      if (gap > piece.size * 1.2) text += '\t';
      else if (gap > piece.size * 0.15 && !text.endsWith(' ') && !piece.text.startsWith(' ')) text += ' ';
    }
    text += piece.text;
    previous = piece;
  }
  return text.trim();
}

import { decodeText, detectDelimiter } from './decode-text';

/** A plain text file, decoded; line ends normalised. */
export function readTextFile(bytes: Uint8Array): string {
  return normaliseLineEnds(decodeText(bytes));
}

/** A CSV export, each row written as tab-separated cells so columns stay apart for lab extraction. */
export function readCsvFile(bytes: Uint8Array): string {
  const text = normaliseLineEnds(decodeText(bytes));
  const delimiter = detectDelimiter(text) ?? ',';
  return parseDelimitedRows(text, delimiter)
    .map((cells) =>
      cells
        .map((cell) => cell.replace(/\s+/g, ' ').trim())
        .join('\t')
        .trimEnd(),
    )
    .filter((row) => row !== '')
    .join('\n');
}

/** RFC 4180 rows: quoted cells may hold the delimiter, doubled quotes and line breaks. */
export function parseDelimitedRows(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

function normaliseLineEnds(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

import type ExcelJS from 'exceljs';
import { flattenHtmlToText } from './html-to-text';

/** DOCX through mammoth; tables come out as tab-separated rows. Call only after the ZIP guard. */
export async function readDocx(bytes: Uint8Array): Promise<string> {
  // Each reader is loaded with the first file of its kind: a server that never sees one never pays for it.
  const { default: mammoth } = await import('mammoth');
  const result = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) }, { ignoreEmptyParagraphs: true });
  return flattenHtmlToText(result.value);
}

/** Legacy Word 97-2003 (.doc) through word-extractor; table cell marks become tabs. */
export async function readDoc(bytes: Uint8Array): Promise<string> {
  const { default: WordExtractor } = await import('word-extractor');
  const document = await new WordExtractor().extract(Buffer.from(bytes));
  return tidyWordText(document.getBody());
}

const cellMark = String.fromCharCode(7);

/** Word ends each table cell with a cell mark (BEL) and a row with a second one. */
export function tidyWordText(body: string): string {
  return body
    .replace(/\r\n?/g, '\n')
    .replaceAll(cellMark + cellMark, '\n')
    .replaceAll(cellMark, '\t')
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \u00a0]+/g, ' ')
        .replace(/\t+$/, '')
        .trim(),
    )
    .filter((line) => line !== '')
    .join('\n');
}

/** XLSX through exceljs: every sheet, each row as tab-separated cell text. Call only after the ZIP guard. */
export async function readXlsx(bytes: Uint8Array, isCancelled: () => boolean): Promise<string> {
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheets: string[] = [];
  workbook.eachSheet((sheet) => {
    if (isCancelled()) return;
    const rows: string[] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const cells: string[] = [];
      for (let column = 1; column <= row.cellCount; column++) cells.push(cellText(row.getCell(column)));
      const line = cells.join('\t').replace(/\t+$/, '');
      if (line.trim() !== '') rows.push(line);
    });
    if (rows.length > 0) sheets.push([`Sheet: ${sheet.name}`, ...rows].join('\n'));
  });
  return sheets.join('\n\n');
}

function cellText(cell: ExcelJS.Cell): string {
  // A cell merged across columns is shown once, in its first column: its copies would read as more cells.
  if (cell.isMerged && cell.master !== cell && cell.master.row === cell.row) return '';
  try {
    return cell.text.replace(/\s+/g, ' ').trim();
  } catch {
    return String(cell.value ?? '').trim();
  }
}

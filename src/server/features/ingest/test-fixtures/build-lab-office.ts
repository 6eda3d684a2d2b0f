import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { labSlipColumns, labSlipFooter, labSlipHeader, labSlipLines, labSlipRows } from './lab-slip';

const wordNamespace = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** A Word lab report built from minimal OOXML: header paragraphs, then the results as a table. */
export async function buildLabReportDocx(): Promise<Buffer> {
  const paragraph = (text: string) =>
    `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
  const cell = (text: string) => `<w:tc>${paragraph(text)}</w:tc>`;
  const tableRow = (cells: readonly string[]) => `<w:tr>${cells.map(cell).join('')}</w:tr>`;
  const table = `<w:tbl>${tableRow(labSlipColumns)}${labSlipRows
    .map((row) => tableRow([row.test, row.result, row.unit, row.range]))
    .join('')}</w:tbl>`;
  const body = `${labSlipHeader.map(paragraph).join('')}${table}${paragraph(labSlipFooter)}`;
  const zip = new JSZip();
  zip.file('[Content_Types].xml', contentTypes);
  zip.file('_rels/.rels', rootRelationships);
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${wordNamespace}"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** An Excel export: a header sheet and a results sheet, with numbers stored as numbers. */
export async function buildLabReportXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const patient = workbook.addWorksheet('Patient');
  labSlipHeader.forEach((line) => patient.addRow([line]));
  const results = workbook.addWorksheet('Results');
  results.addRow([...labSlipColumns]);
  for (const row of labSlipRows) {
    const numeric = Number(row.result);
    results.addRow([row.test, Number.isFinite(numeric) ? numeric : row.result, row.unit, row.range]);
  }
  results.addRow([]);
  results.addRow([labSlipFooter]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A CSV export as a laboratory information system writes it (quoted cells, CRLF line ends). */
export function buildLabReportCsv(): Buffer {
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const rows = [
    [...labSlipColumns],
    ...labSlipRows.map((row) => [row.test, row.result, row.unit, row.range]),
  ];
  return Buffer.from(rows.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n', 'utf8');
}

/** The printed slip as a text file; `latin1` writes it as an older Windows system would. */
export function buildLabReportTxt(encoding: 'utf8' | 'latin1' = 'utf8'): Buffer {
  return Buffer.from(labSlipLines().join('\n'), encoding);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;

const rootRelationships = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

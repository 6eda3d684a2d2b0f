/** Renders the documents of catalogue-fourth.ts: one generic table drawn as each file format prints it. */
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import type { FourthBlock, FourthDocument, FourthRow } from './catalogue-fourth';
import { escapeXml, packDocx, pdfToBuffer, wordParagraphs, wordTableBorders } from './render-shared';

const isNumber = (text: string) => /^-?\d+(\.\d+)?$/.test(text);
const cellsOf = (row: FourthRow) => ('cells' in row ? row.cells : [row.title]);

/** Column widths (in characters) wide enough for the longest line of every cell. */
function widthsOf(block: Extract<FourthBlock, { columns: string[] }>): number[] {
  return block.columns.map((title, index) =>
    Math.max(
      title.length,
      ...block.rows
        .filter((row) => 'cells' in row)
        .flatMap((row) => (cellsOf(row)[index] ?? '').split('\n').map((line) => line.length)),
    ),
  );
}

function renderTextPdf(document: FourthDocument): Promise<Buffer> {
  return pdfToBuffer((doc) => {
    doc
      .font('bold')
      .fontSize(13)
      .text(document.header[0] ?? '', { align: 'center' });
    doc.font('body').fontSize(9);
    for (const line of document.header.slice(1)) doc.text(line, { align: 'center' });
    doc.moveDown(0.8);
    for (const block of document.blocks) {
      if ('text' in block) {
        doc.font('body').fontSize(9).text(block.text, 40);
        continue;
      }
      doc.moveDown(0.5);
      const widths = widthsOf(block);
      const x: number[] = [];
      widths.reduce((at, width) => (x.push(at), at + Math.max(width * 5.2, 40) + 14), 40);
      let y = doc.y;
      doc.font('bold').fontSize(8.5);
      block.columns.forEach((title, index) => doc.text(title, x[index], y, { lineBreak: false }));
      y += 14;
      for (const row of block.rows) {
        if ('title' in row) {
          doc.font('bold').fontSize(8.5).text(row.title, 40, y, { lineBreak: false });
          y += 13;
          continue;
        }
        doc.font('body').fontSize(8.5);
        let lines = 1;
        row.cells.forEach((cell, index) => {
          const parts = cell.split('\n');
          lines = Math.max(lines, parts.length);
          parts.forEach((part, line) => doc.text(part, x[index], y + line * 10, { lineBreak: false }));
        });
        y += 3 + lines * 10;
      }
      doc.y = y + 6;
    }
    doc.moveDown(0.5);
    for (const line of document.footer) doc.font('body').fontSize(8).text(line, 40);
  });
}

const paragraph = wordParagraphs;
const borders = wordTableBorders;

function renderDocx(document: FourthDocument): Promise<Buffer> {
  const body = [
    ...document.header.map((line) => paragraph(line, true)),
    ...document.blocks.map((block) => {
      if ('text' in block) return paragraph(block.text);
      const width = Math.floor(9000 / block.columns.length);
      const cell = (text: string, bold = false, span = 1) =>
        `<w:tc><w:tcPr><w:tcW w:w="${width * span}" w:type="dxa"/>${span > 1 ? `<w:gridSpan w:val="${span}"/>` : ''}</w:tcPr>${paragraph(text, bold)}</w:tc>`;
      const rows = [
        `<w:tr>${block.columns.map((title) => cell(title, true)).join('')}</w:tr>`,
        ...block.rows.map((row) =>
          'title' in row
            ? `<w:tr>${cell(row.title, true, block.columns.length)}</w:tr>`
            : `<w:tr>${row.cells.map((text) => cell(text)).join('')}</w:tr>`,
        ),
      ];
      return (
        `<w:tbl><w:tblPr><w:tblW w:w="${width * block.columns.length}" w:type="dxa"/>${borders}</w:tblPr>` +
        `<w:tblGrid>${block.columns.map(() => `<w:gridCol w:w="${width}"/>`).join('')}</w:tblGrid>${rows.join('')}</w:tbl>`
      );
    }),
    ...document.footer.map((line) => paragraph(line)),
  ].join('');
  return packDocx(body);
}

async function renderXlsx(document: FourthDocument): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'LIS export';
  const sheet = workbook.addWorksheet('Results');
  for (const line of document.header) sheet.addRow([line]).font = { bold: true };
  for (const block of document.blocks) {
    if ('text' in block) {
      sheet.addRow([block.text]);
      continue;
    }
    sheet.addRow([]);
    sheet.addRow(block.columns).font = { bold: true };
    for (const row of block.rows) {
      const added = sheet.addRow(cellsOf(row).map((cell) => (isNumber(cell) ? Number(cell) : cell)));
      if ('title' in row) added.font = { bold: true };
      added.eachCell((cell) => (cell.alignment = { wrapText: true, vertical: 'top' }));
    }
  }
  sheet.addRow([]);
  for (const line of document.footer) sheet.addRow([line]);
  sheet.columns.forEach((column) => (column.width = 20));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

function renderCsv(document: FourthDocument): Buffer {
  const lines = [...document.header.map(csvCell)];
  for (const block of document.blocks) {
    if ('text' in block) lines.push(csvCell(block.text));
    else {
      lines.push(block.columns.map(csvCell).join(','));
      for (const row of block.rows) lines.push(cellsOf(row).map(csvCell).join(','));
    }
  }
  lines.push(...document.footer.map(csvCell));
  return Buffer.from(lines.join('\r\n') + '\r\n', 'utf8');
}

/** Text lines of the document as a monospaced page prints them (cells padded to their column). */
function textLines(document: FourthDocument): string[] {
  const lines = [...document.header, ''];
  for (const block of document.blocks) {
    if ('text' in block) {
      lines.push(block.text);
      continue;
    }
    const widths = widthsOf(block);
    const pad = (cells: string[]) =>
      cells
        .map((cell, index) => cell.padEnd((widths[index] ?? 0) + 3))
        .join('')
        .trimEnd();
    lines.push('', pad(block.columns));
    for (const row of block.rows) {
      if ('title' in row) {
        lines.push(row.title);
        continue;
      }
      const parts = row.cells.map((cell) => cell.split('\n'));
      const height = Math.max(...parts.map((part) => part.length));
      for (let line = 0; line < height; line++) lines.push(pad(parts.map((part) => part[line] ?? '')));
    }
  }
  lines.push('', ...document.footer);
  return lines;
}

const renderText = (document: FourthDocument) => Buffer.from(textLines(document).join('\n') + '\n', 'utf8');

/** A scanned page: the monospaced text rasterised, turned slightly, softened and greyed. */
async function renderScan(document: FourthDocument): Promise<Buffer> {
  const lines = textLines(document);
  const fontSize = 22;
  const lineHeight = 36;
  const width = Math.max(1100, Math.max(...lines.map((line) => line.length)) * 13.5 + 120);
  const height = lines.length * lineHeight + 120;
  const text = lines
    .map(
      (line, index) =>
        `<text x="60" y="${70 + index * lineHeight}" font-family="DejaVu Sans Mono" font-size="${fontSize}" fill="#222" xml:space="preserve">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width)}" height="${height}"><rect width="100%" height="100%" fill="#f7f5ef"/>${text}</svg>`;
  return sharp(Buffer.from(svg))
    .greyscale()
    .rotate(0.8, { background: '#efefef' })
    .blur(0.6)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export async function renderFourth(document: FourthDocument): Promise<Buffer> {
  switch (document.format) {
    case 'pdf-text':
      return renderTextPdf(document);
    case 'docx':
      return renderDocx(document);
    case 'xlsx':
      return renderXlsx(document);
    case 'csv':
      return renderCsv(document);
    case 'txt':
      return renderText(document);
    case 'photo-png':
      return renderScan(document);
  }
}

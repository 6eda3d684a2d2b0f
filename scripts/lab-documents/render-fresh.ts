/** Renders the documents of catalogue-fresh.ts as the files a clinic would upload, one renderer per style. */
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import type { Row } from './catalogue';
import type { FreshDocument } from './catalogue-fresh';
import { escapeXml, packDocx, pdfToBuffer, perspective } from './render-shared';

function letterhead(doc: PDFKit.PDFDocument, document: FreshDocument): void {
  doc
    .font('bold')
    .fontSize(14)
    .text(document.header[0] ?? '', { align: 'center' });
  doc.font('body').fontSize(9);
  for (const line of document.header.slice(1)) doc.text(line, { align: 'center' });
  doc.moveDown(0.6);
  doc.moveTo(40, doc.y).lineTo(555, doc.y).stroke();
  doc.moveDown(0.4);
  for (const line of document.patient) doc.text(line);
  doc.moveDown(0.6);
}

const resultWithUnit = (row: Row) =>
  row.unit && !row.printed.includes(row.unit) ? `${row.printed} ${row.unit}` : row.printed;

interface PdfTable {
  titles: string[];
  x: number[];
  cells: (row: Row) => string[];
}

/** A text PDF with one table per section; a cell holding several lines (banded ranges) makes a taller row. */
function renderTablePdf(document: FreshDocument, table: PdfTable): Promise<Buffer> {
  return pdfToBuffer((doc) => {
    letterhead(doc, document);
    for (const section of document.sections) {
      doc.font('bold').fontSize(10).text(section.title, 40);
      doc.moveDown(0.2);
      let y = doc.y;
      doc.fontSize(9);
      table.titles.forEach((title, index) => doc.text(title, table.x[index], y, { lineBreak: false }));
      doc
        .moveTo(40, y + 12)
        .lineTo(555, y + 12)
        .lineWidth(0.5)
        .stroke();
      doc.font('body').fontSize(9.5);
      y += 17;
      for (const row of section.rows) {
        const cells = table.cells(row);
        let lines = 1;
        cells.forEach((cell, index) => {
          cell.split('\n').forEach((line, lineIndex) => {
            doc.text(line, table.x[index], y + lineIndex * 12, { lineBreak: false });
          });
          lines = Math.max(lines, cell.split('\n').length);
        });
        y += 3 + lines * 12;
      }
      doc.y = y + 8;
    }
    doc.moveDown(0.5);
    for (const line of document.footer) doc.font('body').fontSize(8.5).text(line, 40);
  });
}

/** "Label: value unit (Ref: …)" lines under bold block titles, no table. */
function renderKeyValuePdf(document: FreshDocument): Promise<Buffer> {
  return pdfToBuffer((doc) => {
    letterhead(doc, document);
    for (const section of document.sections) {
      doc.font('bold').fontSize(10.5).text(section.title.toUpperCase(), 40);
      doc.moveDown(0.25);
      doc.font('body').fontSize(10);
      for (const row of section.rows) {
        const y = doc.y;
        doc.text(`${row.name}:`, 50, y, { lineBreak: false });
        doc.text(resultWithUnit(row), 210, y, { lineBreak: false });
        if (row.printedRange) doc.text(`(Ref: ${row.printedRange})`, 400, y, { lineBreak: false });
        doc.y = y + 15;
      }
      doc.moveDown(0.6);
    }
    for (const line of document.footer) doc.font('body').fontSize(8.5).text(line, 40);
  });
}

const run = (text: string, bold = false) =>
  `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
const paragraph = (text: string, bold = false) => `<w:p>${run(text, bold)}</w:p>`;

/** One bordered Word table; each section title is a shaded row merged across all four columns. */
function renderDocxMergedSections(document: FreshDocument): Promise<Buffer> {
  const widths = [3400, 2600, 1200, 2400];
  const cell = (text: string, width: number, bold = false) =>
    `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/></w:tcPr>${paragraph(text, bold)}</w:tc>`;
  const borders =
    '<w:tblBorders>' +
    ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
      .map((side) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="000000"/>`)
      .join('') +
    '</w:tblBorders>';
  const titles = ['Examens', 'Résultats', 'Unités', 'Valeurs de référence'];
  const rows = [
    `<w:tr>${titles.map((title, index) => cell(title, widths[index]!, true)).join('')}</w:tr>`,
    ...document.sections.flatMap((section) => [
      `<w:tr><w:tc><w:tcPr><w:tcW w:w="9600" w:type="dxa"/><w:gridSpan w:val="4"/><w:shd w:val="clear" w:color="auto" w:fill="D9D9D9"/></w:tcPr>${paragraph(section.title, true)}</w:tc></w:tr>`,
      ...section.rows.map(
        (row) =>
          `<w:tr>${[row.name, row.printed, row.unit, row.printedRange].map((text, index) => cell(text, widths[index]!)).join('')}</w:tr>`,
      ),
    ]),
  ];
  const body = [
    ...document.header.map((line, index) => paragraph(line, index !== 1)),
    ...document.patient.map((line) => paragraph(line)),
    `<w:tbl><w:tblPr><w:tblW w:w="9600" w:type="dxa"/>${borders}</w:tblPr><w:tblGrid>${widths.map((width) => `<w:gridCol w:w="${width}"/>`).join('')}</w:tblGrid>${rows.join('')}</w:tbl>`,
    ...document.footer.map((line) => paragraph(line)),
  ].join('');
  return packDocx(body);
}

/** A letter typed in Word with tab stops, one paragraph per test: name TAB result TAB unit TAB range. */
function renderDocxTabTyped(document: FreshDocument): Promise<Buffer> {
  const tabs =
    '<w:pPr><w:tabs><w:tab w:val="left" w:pos="3000"/><w:tab w:val="left" w:pos="4400"/><w:tab w:val="left" w:pos="5600"/></w:tabs></w:pPr>';
  const tabbed = (cells: string[], bold = false) =>
    `<w:p>${tabs}${cells.map((text, index) => (index > 0 ? '<w:r><w:tab/></w:r>' : '') + run(text, bold)).join('')}</w:p>`;
  const body = [
    ...document.header.map((line, index) => paragraph(line, index !== 1)),
    paragraph(''),
    ...document.patient.map((line) => paragraph(line)),
    paragraph(''),
    tabbed((document.columnHeader ?? '').split('\t'), true),
    ...document.sections.flatMap((section) => [
      ...(section.title ? [paragraph(section.title, true)] : []),
      ...section.rows.map((row) => tabbed([row.name, row.printed, row.unit, row.printedRange])),
    ]),
    paragraph(''),
    ...document.footer.map((line) => paragraph(line)),
  ].join('');
  return packDocx(body);
}

/** A workbook with merged letterhead, a two-row header with "Reference Range" merged over Low | High, sections merged down. */
async function renderXlsxMergedHeader(document: FreshDocument): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'LIS export';
  const sheet = workbook.addWorksheet('Chemistry');
  let line = 1;
  for (const text of [...document.header, ...document.patient]) {
    sheet.getCell(line, 1).value = text;
    sheet.mergeCells(line, 1, line, 8);
    if (line === 1) sheet.getCell(line, 1).font = { bold: true, size: 13 };
    line++;
  }
  line++;
  const top = ['Section', 'Test', 'Result', 'Units', 'Reference Range', '', 'Flag', 'Comment'];
  top.forEach((text, index) => (sheet.getCell(line, index + 1).value = text || null));
  sheet.getCell(line + 1, 5).value = 'Low';
  sheet.getCell(line + 1, 6).value = 'High';
  for (const column of [1, 2, 3, 4, 7, 8]) sheet.mergeCells(line, column, line + 1, column);
  sheet.mergeCells(line, 5, line, 6);
  sheet.getRow(line).font = { bold: true };
  sheet.getRow(line + 1).font = { bold: true };
  line += 2;
  for (const section of document.sections) {
    const first = line;
    for (const row of section.rows) {
      const number = Number(row.printed);
      sheet.getCell(line, 2).value = row.name;
      sheet.getCell(line, 3).value = Number.isNaN(number) ? row.printed : number;
      sheet.getCell(line, 4).value = row.unit || null;
      if (row.expected.low !== undefined) sheet.getCell(line, 5).value = row.expected.low;
      if (row.expected.high !== undefined) sheet.getCell(line, 6).value = row.expected.high;
      if (row.mark) sheet.getCell(line, 7).value = row.mark;
      line++;
    }
    sheet.getCell(first, 1).value = section.title;
    if (line - 1 > first) sheet.mergeCells(first, 1, line - 1, 1);
    sheet.getCell(first, 1).alignment = { vertical: 'middle' };
  }
  line++;
  for (const text of document.footer) sheet.getCell(line++, 1).value = text;
  sheet.columns.forEach((column, index) => (column.width = [14, 20, 10, 16, 8, 8, 6, 16][index] ?? 12));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A semicolon CSV with decimal commas as a European-locale spreadsheet saves it (UTF-8 with BOM). */
function renderSemicolonCsv(document: FreshDocument): Buffer {
  const lines = [
    'Lab no;Patient;DOB;Sex;Requested;Test name;Result;Units;Reference range;Flag;Authorised',
    ...document.sections[0]!.rows.map((row, index) =>
      [
        `MP26-${String(551802 + Math.floor(index / 4)).padStart(6, '0')}`,
        'NDLOVU, THANDEKA',
        '1979-04-02',
        'F',
        '2026-11-27 08:41',
        row.name,
        row.printed,
        row.unit,
        row.printedRange,
        row.mark ?? '',
        'Dr P. Naidoo',
      ].join(';'),
    ),
  ];
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines.join('\r\n') + '\r\n', 'utf8')]);
}

/** A result slip typed as plain text: "Label ......: RESULT unit   (Ref: …)". */
function renderTextSlip(document: FreshDocument): Buffer {
  const lines = [...document.header, '='.repeat(72), ...document.patient, ''];
  for (const section of document.sections) {
    lines.push(section.title);
    for (const row of section.rows) {
      const label = `  ${row.name} `.padEnd(30, '.');
      const result = `${label}: ${resultWithUnit(row)}`;
      lines.push(row.printedRange ? `${result.padEnd(52)}(Ref: ${row.printedRange})` : result);
    }
    lines.push('');
  }
  lines.push(...document.footer);
  return Buffer.from(lines.join('\n') + '\n', 'utf8');
}

/** The printed page as pixels (monospaced columns), before it is photographed or scanned. */
async function renderPage(document: FreshDocument, width: number, fontSize: number): Promise<Buffer> {
  const columns = [0, 24, 50, 60];
  const line = (cells: string[]) =>
    cells.reduce((text, cell, index) => text.padEnd(columns[index] ?? 0) + cell, '').trimEnd();
  const lines: Array<{ text: string; bold?: boolean }> = [
    ...document.header.map((text) => ({ text, bold: true })),
    { text: '' },
    ...document.patient.map((text) => ({ text })),
    { text: '' },
    ...(document.columnHeader ? [{ text: line(document.columnHeader.split('|')), bold: true }] : []),
  ];
  for (const section of document.sections) {
    if (section.title) lines.push({ text: section.title, bold: true });
    for (const row of section.rows)
      lines.push({ text: line([row.name, row.printed, row.unit, row.printedRange]) });
    lines.push({ text: '' });
  }
  lines.push(...document.footer.map((text) => ({ text })));
  const lineHeight = Math.round(fontSize * 1.6);
  const height = lines.length * lineHeight + 90;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#fbfaf5"/>` +
    lines
      .map(
        (entry, index) =>
          `<text x="44" y="${56 + index * lineHeight}" font-family="DejaVu Sans Mono" font-size="${fontSize}" ${entry.bold ? 'font-weight="bold"' : ''} fill="#1c1c1c" xml:space="preserve">${escapeXml(entry.text)}</text>`,
      )
      .join('') +
    '</svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A phone photo taken from the side: the page's far (top) edge narrower than the near one, turned a few
 * degrees, on a desk, light falling from one side, grain, soft focus.
 */
async function renderAnglePhoto(document: FreshDocument, output: 'jpeg' | 'png'): Promise<Buffer> {
  const printed = await renderPage(document, 1500, 24);
  const { width = 1500, height = 1500 } = await sharp(printed).metadata();
  const [w, h] = [width, height];
  const desk: [number, number, number] = [93, 78, 63];
  const warped = await perspective(
    printed,
    [
      [0.08 * w, 0.03 * h],
      [0.93 * w, 0.035 * h],
      [0.005 * w, 0.995 * h],
      [w, h],
    ],
    desk,
  );
  const skewed = await sharp(warped)
    .rotate(output === 'png' ? 1.2 : -2, { background: { r: desk[0], g: desk[1], b: desk[2] } })
    .png()
    .toBuffer();
  const { width: fullWidth = 1600, height: fullHeight = 1600 } = await sharp(skewed).metadata();
  const light = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${fullWidth}" height="${fullHeight}"><defs><linearGradient id="l" x1="1" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="#000" stop-opacity="0.5"/><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#fff" stop-opacity="0.12"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#l)"/></svg>`,
  );
  const grain = await sharp({
    create: {
      width: fullWidth,
      height: fullHeight,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: output === 'png' ? 5 : 14 },
    },
  })
    .png()
    .toBuffer();
  const photo = sharp(skewed)
    .composite([
      { input: light, blend: 'over' },
      { input: grain, blend: 'soft-light' },
    ])
    .blur(0.9);
  if (output === 'jpeg') return photo.jpeg({ quality: 72 }).toBuffer();
  const flattened = await photo.png().toBuffer();
  return sharp(flattened)
    .resize({ width: Math.round(fullWidth * 0.7) })
    .png({ palette: true, colours: 16, compressionLevel: 9, dither: 0.3 })
    .toBuffer();
}

/** A scanned page: greyscale, turned about 2°, speckled with dust and a scanner streak, image-only PDF. */
async function renderNoisyScan(document: FreshDocument): Promise<Buffer> {
  const printed = await renderPage(document, 1400, 22);
  const { width = 1400, height = 1400 } = await sharp(printed).metadata();
  let seed = 20261127;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const specks = Array.from(
    { length: 450 },
    () =>
      `<circle cx="${(random() * width).toFixed(0)}" cy="${(random() * height).toFixed(0)}" r="${(0.5 + random() * 1.1).toFixed(1)}" fill="#000" fill-opacity="${(0.2 + random() * 0.4).toFixed(2)}"/>`,
  ).join('');
  const dirt = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${specks}` +
      `<rect x="${Math.round(width * 0.71)}" y="0" width="2" height="${height}" fill="#000" fill-opacity="0.18"/></svg>`,
  );
  const scanned = await sharp(printed)
    .composite([{ input: dirt, blend: 'over' }])
    .greyscale()
    .rotate(-2.2, { background: '#ffffff' })
    .blur(0.7)
    .linear(1.15, -12)
    .jpeg({ quality: 50 })
    .toBuffer();
  const { width: scanWidth = 1400, height: scanHeight = 1400 } = await sharp(scanned).metadata();
  return pdfToBuffer((doc) => {
    const scale = Math.min(515 / scanWidth, 760 / scanHeight);
    doc.image(scanned, 40, 40, { width: scanWidth * scale, height: scanHeight * scale });
  });
}

export async function renderFresh(document: FreshDocument): Promise<Buffer> {
  switch (document.style) {
    case 'pdf-range-first':
      return renderTablePdf(document, {
        titles: ['Test', 'Reference range', 'Result', 'Unit', 'Flag'],
        x: [40, 195, 345, 440, 505],
        cells: (row) => [row.name, row.printedRange, row.printed, row.unit, row.mark ?? ''],
      });
    case 'pdf-multiline-ranges':
      return renderTablePdf(document, {
        titles: ['INVESTIGATION', 'RESULT', 'UNIT', 'FLAG', 'REFERENCE INTERVAL'],
        x: [40, 200, 265, 335, 380],
        cells: (row) => [row.name, row.printed, row.unit, row.mark ?? '', row.printedRange],
      });
    case 'pdf-french-star':
      return renderTablePdf(document, {
        titles: ['Analyse', 'Résultat', '', 'Valeurs de référence'],
        x: [40, 215, 385, 400],
        cells: (row) => [row.name, resultWithUnit(row), row.mark ?? '', row.printedRange],
      });
    case 'pdf-key-value':
      return renderKeyValuePdf(document);
    case 'docx-merged-sections':
      return renderDocxMergedSections(document);
    case 'docx-tab-typed':
      return renderDocxTabTyped(document);
    case 'xlsx-merged-header':
      return renderXlsxMergedHeader(document);
    case 'csv-semicolon':
      return renderSemicolonCsv(document);
    case 'txt-slip':
      return renderTextSlip(document);
    case 'photo-angle':
      return renderAnglePhoto(document, document.format === 'photo-png' ? 'png' : 'jpeg');
    case 'scan-noisy':
      return renderNoisyScan(document);
  }
}

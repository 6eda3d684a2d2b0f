/** Renders the examination documents of catalogue.ts as the files a clinic would upload. */
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { previousResultsCi, type LabDocument, type Row } from './catalogue';
import { escapeXml, packDocx, pdfToBuffer } from './render-shared';

/** A text PDF: letterhead, patient block, one table per section, footer; columns as the layout names them. */
export function renderTextPdf(document: LabDocument): Promise<Buffer> {
  const french = document.country === 'CI';
  const nigeria = document.country === 'NG';
  const columns = french
    ? {
        titles: ['Analyse', 'Résultat', 'Unités', 'Valeurs de référence', 'Antériorité'],
        x: [40, 220, 290, 360, 480],
      }
    : nigeria
      ? { titles: ['PARAMETER', 'RESULT', 'REFERENCE VALUE', 'UNIT'], x: [40, 200, 280, 460] }
      : { titles: ['TEST', 'RESULT', 'FLAG', 'UNITS', 'REFERENCE RANGE'], x: [40, 200, 270, 320, 410] };
  const cells = (row: Row): string[] =>
    french
      ? [row.name, row.printed, row.unit, row.printedRange, previousResultsCi[row.name] ?? '']
      : nigeria
        ? [row.name, row.printed, row.printedRange, row.unit]
        : [row.name, row.printed, row.mark ?? '', row.unit, row.printedRange];
  return pdfToBuffer((doc) => {
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
    for (const section of document.sections) {
      doc.font('bold').fontSize(10).text(section.title, 40);
      doc.moveDown(0.2);
      let y = doc.y;
      columns.titles.forEach((title, index) => doc.text(title, columns.x[index], y, { lineBreak: false }));
      doc.font('body').fontSize(9.5);
      y += 16;
      for (const row of section.rows) {
        cells(row).forEach((cell, index) => {
          const width = (columns.x[index + 1] ?? 560) - (columns.x[index] ?? 40) - 6;
          doc.text(cell, columns.x[index], y, { width, lineBreak: false, ellipsis: false });
        });
        y += 15;
      }
      doc.y = y + 8;
    }
    doc.moveDown(0.5);
    for (const line of document.footer) doc.font('body').fontSize(8.5).text(line, 40);
  });
}

const paragraph = (text: string, bold = false) =>
  `<w:p><w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
const tableRow = (cells: string[], bold = false) =>
  `<w:tr>${cells.map((cell) => `<w:tc><w:tcPr><w:tcW w:w="2200" w:type="dxa"/></w:tcPr>${paragraph(cell, bold)}</w:tc>`).join('')}</w:tr>`;

/** A Word document written as Word writes one: header paragraphs, one bordered table per section. */
export async function renderDocx(document: LabDocument): Promise<Buffer> {
  const swahili = document.country === 'TZ';
  const titles = swahili
    ? ['Kipimo / Test', 'Matokeo / Result', 'Kipimo / Unit', 'Kawaida / Normal']
    : ['Investigation', 'Result', 'Units', 'Reference interval (age-related)'];
  const borders =
    '<w:tblBorders>' +
    ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
      .map((side) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="000000"/>`)
      .join('') +
    '</w:tblBorders>';
  const body = [
    ...document.header.map((line, index) => paragraph(line, index < 2)),
    ...document.patient.map((line) => paragraph(line)),
    ...document.sections.flatMap((section) => [
      paragraph(section.title, true),
      `<w:tbl><w:tblPr><w:tblW w:w="8800" w:type="dxa"/>${borders}</w:tblPr>` +
        tableRow(titles, true) +
        section.rows.map((row) => tableRow([row.name, row.printed, row.unit, row.printedRange])).join('') +
        '</w:tbl>',
    ]),
    ...document.footer.map((line) => paragraph(line)),
  ].join('');
  return packDocx(body);
}

/** The range as a spreadsheet prints it: Low and High in their own columns, a worded range in Low. */
function lowHigh(row: Row): [string | number, string | number] {
  const { low, high } = row.expected;
  if (low === undefined && high === undefined) return [row.printedRange, ''];
  return [low ?? '', high ?? ''];
}

/** An LIS workbook: letterhead rows, then a table with the range split into Low and High columns. */
export async function renderXlsx(document: LabDocument): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'LIS export';
  const southAfrica = document.country === 'ZA';
  const sheets = southAfrica
    ? [{ name: 'Results', sections: document.sections }]
    : [
        { name: 'Coagulation', sections: document.sections.slice(0, 1) },
        { name: 'ABG + urine', sections: document.sections.slice(1) },
      ];
  let code = 100;
  for (const { name, sections } of sheets) {
    const sheet = workbook.addWorksheet(name);
    for (const line of [...document.header, ...document.patient]) sheet.addRow([line]);
    sheet.addRow([]);
    const titles = southAfrica
      ? ['Test code', 'Test', 'Result', 'Units', 'Low', 'High', 'Flag']
      : ['Parameter', 'Result', 'Unit', 'Ref Low', 'Ref High', 'Remark'];
    for (const section of sections) {
      if (!southAfrica) sheet.addRow([section.title]).font = { bold: true };
      sheet.addRow(titles).font = { bold: true };
      for (const row of section.rows) {
        const [low, high] = lowHigh(row);
        const result = Number.isNaN(Number(row.printed)) ? row.printed : Number(row.printed);
        sheet.addRow(
          southAfrica
            ? [`C${code++}`, row.name, result, row.unit, low, high, row.mark ?? '']
            : [row.name, result, row.unit, low, high, row.mark ?? ''],
        );
      }
      sheet.addRow([]);
    }
    if (!southAfrica && name === 'Coagulation') sheet.addRow([document.footer[0] ?? '']);
    sheet.addRow([document.footer.at(-1) ?? '']);
    sheet.columns.forEach((column) => (column.width = 22));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const csvCell = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** A county-hospital LIS export: one quoted row per test with lab number, section and validator. */
export function renderCsv(document: LabDocument): Buffer {
  const sectionOf = (row: Row) =>
    /malaria|mrdt/i.test(row.name)
      ? 'Parasitology'
      : /crp|sugar/i.test(row.name)
        ? 'Clinical Chemistry'
        : /pylori/i.test(row.name)
          ? 'Microbiology'
          : 'Serology';
  const lines = [
    [
      'Lab No',
      'Patient No',
      'Sex',
      'Age',
      'Section',
      'Test',
      'Result',
      'Units',
      'Ref. Range',
      'Flag',
      'Validated By',
      'Validated At',
    ],
    ...document.sections[0]!.rows.map((row, index) => [
      `MCRH/26/${40211 + index}`,
      'OP-2611-0381',
      'M',
      '36Y',
      sectionOf(row),
      row.name,
      row.printed,
      row.unit,
      row.printedRange,
      row.mark ?? '',
      'L. Wanjiru',
      `24/11/2026 ${String(9 + Math.floor(index / 4)).padStart(2, '0')}:${String((index * 7) % 60).padStart(2, '0')}`,
    ]),
  ];
  return Buffer.from(lines.map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n', 'utf8');
}

/** A French report pasted as plain text: dot leaders, result, unit, range in brackets. */
export function renderFrenchText(document: LabDocument): Buffer {
  const lines: string[] = [...document.header, '', ...document.patient, ''];
  for (const section of document.sections) {
    lines.push(section.title, '-'.repeat(section.title.length));
    for (const row of section.rows) {
      const leader = `${row.name} `.padEnd(30, '.');
      const result = `${row.printed}${row.unit && !row.printed.includes(row.unit) ? ` ${row.unit}` : ''}`;
      lines.push(` ${leader} ${result.padEnd(34)}${row.printedRange ? `(${row.printedRange})` : ''}`);
    }
    lines.push('');
  }
  lines.push(...document.footer);
  return Buffer.from(lines.join('\n') + '\n', 'utf8');
}

interface PageOptions {
  width: number;
  monospace: boolean;
  fontSize: number;
}

/** The printed page as pixels, before it is photographed or scanned. */
async function renderPage(document: LabDocument, options: PageOptions): Promise<Buffer> {
  const lines: Array<{ text: string; bold?: boolean }> = [
    ...document.header.map((text) => ({ text, bold: true })),
    { text: '' },
    ...document.patient.map((text) => ({ text })),
    { text: '' },
  ];
  for (const section of document.sections) {
    if (section.title) lines.push({ text: section.title, bold: true });
    for (const row of section.rows) {
      const text = options.monospace
        ? `${row.name.padEnd(6)}${row.printed.padStart(6)} ${(row.mark ?? '').padEnd(1)} ${row.unit.padEnd(8)}${row.printedRange}`
        : `${row.name.padEnd(24)}${row.printed.padEnd(32)}${row.unit.padEnd(10)}${row.printedRange}`;
      lines.push({ text });
    }
    lines.push({ text: '' });
  }
  lines.push(...document.footer.map((text) => ({ text })));
  const lineHeight = Math.round(options.fontSize * 1.55);
  const height = lines.length * lineHeight + 80;
  const family = options.monospace ? 'DejaVu Sans Mono' : 'DejaVu Sans Mono, DejaVu Sans';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${options.width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#fbfaf5"/>` +
    lines
      .map(
        (line, index) =>
          `<text x="40" y="${50 + index * lineHeight}" font-family="${family}" font-size="${options.fontSize}" ${line.bold ? 'font-weight="bold"' : ''} fill="#1a1a1a" xml:space="preserve">${escapeXml(line.text)}</text>`,
      )
      .join('') +
    '</svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export interface PhotoDistortion {
  rotateDegrees: number;
  shear: number;
  shadow: number;
  blurSigma: number;
  quality: number;
}

/** A phone photo of the printed page: on a desk, tilted and sheared (camera at an angle), shadowed, soft, JPEG. */
export async function renderPhoto(
  document: LabDocument,
  page: PageOptions,
  distortion: PhotoDistortion,
): Promise<Buffer> {
  const printed = await renderPage(document, page);
  const onDesk = await sharp(printed)
    .extend({ top: 60, bottom: 60, left: 60, right: 60, background: '#6b5a48' })
    .affine(
      [
        [1, distortion.shear],
        [distortion.shear / 2, 1],
      ],
      { background: '#6b5a48' },
    )
    .rotate(distortion.rotateDegrees, { background: '#6b5a48' })
    .png()
    .toBuffer();
  const { width = 1000, height = 1000 } = await sharp(onDesk).metadata();
  const shadow = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="0.3">` +
      `<stop offset="0" stop-color="#000" stop-opacity="${distortion.shadow}"/><stop offset="0.55" stop-color="#000" stop-opacity="0"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#s)"/></svg>`,
  );
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 14 },
    },
  })
    .png()
    .toBuffer();
  return sharp(onDesk)
    .composite([
      { input: shadow, blend: 'over' },
      { input: grain, blend: 'soft-light' },
    ])
    .blur(distortion.blurSigma)
    .jpeg({ quality: distortion.quality })
    .toBuffer();
}

/** A scanned page: greyscale, slightly skewed, speckled, saved as an image-only PDF (no text layer). */
export async function renderScannedPdf(document: LabDocument): Promise<Buffer> {
  const printed = await renderPage(document, { width: 1240, monospace: false, fontSize: 21 });
  const scanned = await sharp(printed)
    .greyscale()
    .rotate(1.5, { background: '#ffffff' })
    .blur(0.6)
    .jpeg({ quality: 55 })
    .toBuffer();
  const { width = 1240, height = 1754 } = await sharp(scanned).metadata();
  return pdfToBuffer((doc) => {
    const scale = Math.min(515 / width, 760 / height);
    doc.image(scanned, 40, 40, { width: width * scale, height: height * scale });
  });
}

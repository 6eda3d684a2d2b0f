/** Renders the documents of catalogue-third.ts as the files a clinic would upload, one renderer per style. */
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { techniquesCm, type ThirdDocument, type ThirdRow } from './catalogue-third';
import {
  escapeXml,
  packDocx,
  pdfToBuffer,
  wordParagraphs,
  wordTableBorders,
  perspective,
} from './render-shared';

const fontDir = '/usr/share/fonts/truetype/dejavu';

const withUnit = (row: ThirdRow) =>
  row.unit && !row.printed.includes(row.unit) ? `${row.printed} ${row.unit}` : row.printed;

/** Rows grouped into printed lines: a row marked sameLine joins the line of the row before it. */
function printedLines(rows: ThirdRow[]): ThirdRow[][] {
  const lines: ThirdRow[][] = [];
  for (const row of rows) {
    const last = lines.at(-1);
    if (row.sameLine && last) last.push(row);
    else lines.push([row]);
  }
  return lines;
}

/** Two columns of results per page, the patient and lab numbers in every page's header and footer. */
function renderTwoColumnPdf(document: ThirdDocument): Promise<Buffer> {
  const pages = [document.sections.slice(0, 2), document.sections.slice(2, 4)];
  return pdfToBuffer((doc) => {
    pages.forEach((columns, pageIndex) => {
      if (pageIndex > 0) doc.addPage();
      doc
        .font('bold')
        .fontSize(13)
        .text(document.header[0] ?? '', 40, 36, { align: 'center' });
      doc.font('body').fontSize(8);
      for (const line of document.header.slice(1)) doc.text(line, { align: 'center' });
      doc.moveDown(0.4);
      for (const line of document.patient) doc.text(line, 40);
      const top = doc.y + 6;
      doc.moveTo(40, top).lineTo(555, top).lineWidth(0.6).stroke();
      doc
        .moveTo(297, top + 4)
        .lineTo(297, 760)
        .lineWidth(0.4)
        .stroke();
      columns.forEach((section, columnIndex) => {
        const x = columnIndex === 0 ? 40 : 304;
        let y = top + 10;
        doc.font('bold').fontSize(8.5).text(section.title, x, y, { width: 250, lineBreak: false });
        y += 14;
        doc.fontSize(7.5);
        ['Test', 'Result', 'Unit', 'Ref. interval'].forEach((title, index) =>
          doc.text(title, x + [0, 84, 122, 188][index]!, y, { lineBreak: false }),
        );
        y += 11;
        doc.font('body').fontSize(7.5);
        for (const row of section.rows) {
          const range = row.printedRange.split(' / ');
          doc.text(row.name, x, y, { lineBreak: false });
          doc.text(`${row.printed}${row.mark ? ` ${row.mark}` : ''}`, x + 84, y, { lineBreak: false });
          doc.text(row.unit, x + 122, y, { lineBreak: false });
          range.forEach((part, index) => doc.text(part, x + 188, y + index * 9, { lineBreak: false }));
          y += 3 + range.length * 9;
        }
      });
      doc.font('body').fontSize(7.5);
      if (pageIndex === pages.length - 1)
        document.footer.forEach((line, index) => doc.text(line, 40, 720 + index * 10, { lineBreak: false }));
      doc.moveTo(40, 770).lineTo(555, 770).lineWidth(0.4).stroke();
      doc.text(
        `Lab No: CHD26-118420   ·   CHIRWA, Esnart (LL-0448712)   ·   Printed 26/11/2026 14:12   ·   Page ${pageIndex + 1} of ${pages.length}`,
        40,
        776,
        { lineBreak: false },
      );
    });
  });
}

/** A blood-gas analyser's till roll: monospaced, one parameter a line, its range on the line below. */
function renderTillRollPdf(document: ThirdDocument): Promise<Buffer> {
  const lines: string[] = [...document.header, '-'.repeat(40), ...document.patient, '-'.repeat(40)];
  for (const section of document.sections) {
    lines.push(section.title, '');
    for (const row of section.rows) {
      lines.push(
        `${row.name.padEnd(10)}${row.printed.padStart(7)} ${row.unit.padEnd(7)} ${row.mark ?? ''}`.trimEnd(),
      );
      lines.push(`${' '.repeat(10)}${row.printedRange}`);
    }
    lines.push('-'.repeat(40));
  }
  lines.push(...document.footer);
  const height = 40 + lines.length * 11;
  return pdfToBuffer(
    (doc) => {
      doc.registerFont('mono', `${fontDir}/DejaVuSansMono.ttf`);
      doc.font('mono').fontSize(8);
      lines.forEach((line, index) => doc.text(line, 14, 18 + index * 11, { lineBreak: false }));
    },
    { size: [226, height], margin: 10 },
  );
}

/** Bilirubin printed in mg/L with its µmol/L equivalent after "soit" (17.1 µmol/L per mg/dL). */
const soitMicromoles = (row: ThirdRow) =>
  row.unit === 'mg/L' && /bilirubine/i.test(row.name)
    ? `   soit ${Math.round(Number(row.printed.replace(',', '.')) * 1.71)} µmol/L`
    : '';

/** French blocks: the test name and technique, then "Résultat : …   Valeurs usuelles : …" on the line below. */
function renderFrenchBlocksPdf(document: ThirdDocument): Promise<Buffer> {
  return pdfToBuffer((doc) => {
    doc.registerFont('italic', `${fontDir}/DejaVuSans-Oblique.ttf`);
    doc
      .font('bold')
      .fontSize(13)
      .text(document.header[0] ?? '', { align: 'center' });
    doc.font('body').fontSize(8.5);
    for (const line of document.header.slice(1)) doc.text(line, { align: 'center' });
    doc.moveDown(0.5);
    doc.rect(40, doc.y, 515, 30).lineWidth(0.5).stroke();
    const boxTop = doc.y + 5;
    document.patient.forEach((line, index) => doc.text(line, 48, boxTop + index * 11, { lineBreak: false }));
    doc.y = boxTop + 36;
    for (const section of document.sections) {
      doc.moveDown(0.6);
      doc.font('bold').fontSize(11).text(section.title, 40, doc.y, { underline: true });
      doc.moveDown(0.3);
      for (const row of section.rows) {
        doc.font('bold').fontSize(9.5).text(row.name, 50);
        const technique = techniquesCm[row.name];
        if (technique) doc.font('italic').fontSize(7.5).text(technique, 50);
        const y = doc.y + 1;
        doc
          .font('body')
          .fontSize(9.5)
          .text(`Résultat : ${withUnit(row)}${row.mark ? ` ${row.mark}` : ''}${soitMicromoles(row)}`, 70, y, {
            lineBreak: false,
          });
        if (row.printedRange)
          doc.text(
            `Valeurs usuelles : ${row.printedRange}${row.unit && /\d/.test(row.printedRange) ? ` ${row.unit}` : ''}`,
            340,
            y,
            { lineBreak: false },
          );
        doc.y = y + 17;
      }
    }
    doc.moveDown(1);
    doc.font('italic').fontSize(8).text('* : valeur en dehors des valeurs usuelles', 40);
    doc.font('body').fontSize(7.5);
    for (const line of document.footer)
      doc.text(line, 40, 790, { lineBreak: false, align: 'center', width: 515 });
  });
}

/** Range first: Test | Units | every age band one under another | Result | Flag in brackets. */
function renderAgeBandsPdf(document: ThirdDocument): Promise<Buffer> {
  const x = [40, 180, 245, 420, 475];
  return pdfToBuffer((doc) => {
    doc
      .font('bold')
      .fontSize(13)
      .text(document.header[0] ?? '', { align: 'center' });
    doc.font('body').fontSize(8.5);
    for (const line of document.header.slice(1)) doc.text(line, { align: 'center' });
    doc.moveDown(0.5);
    doc.moveTo(40, doc.y).lineTo(555, doc.y).lineWidth(0.6).stroke();
    doc.moveDown(0.3);
    for (const line of document.patient) doc.text(line, 40);
    doc.moveDown(0.6);
    for (const section of document.sections) {
      doc.font('bold').fontSize(10).text(section.title, 40);
      doc.moveDown(0.2);
      let y = doc.y;
      doc.fontSize(8.5);
      ['Test', 'Units', 'Reference interval', 'Result', 'Flag'].forEach((title, index) =>
        doc.text(title, x[index], y, { lineBreak: false }),
      );
      doc
        .moveTo(40, y + 11)
        .lineTo(555, y + 11)
        .lineWidth(0.4)
        .stroke();
      y += 15;
      doc.font('body').fontSize(8.5);
      for (const row of section.rows) {
        const bands = row.printedRange.split('\n');
        doc.text(row.name, x[0], y, { lineBreak: false });
        doc.text(row.unit, x[1], y, { lineBreak: false });
        bands.forEach((band, index) => doc.text(band, x[2], y + index * 10.5, { lineBreak: false }));
        doc.font('bold').text(row.printed, x[3], y, { lineBreak: false });
        doc.font('body').text(row.mark ?? '', x[4], y, { lineBreak: false });
        y += 4 + bands.length * 10.5;
        doc
          .moveTo(40, y - 2)
          .lineTo(555, y - 2)
          .lineWidth(0.2)
          .strokeColor('#999999')
          .stroke()
          .strokeColor('#000000');
      }
      doc.y = y + 10;
    }
    doc.moveDown(0.5);
    doc.font('body').fontSize(8);
    for (const line of document.footer) doc.text(line, 40);
  });
}

const paragraphs = wordParagraphs;
const borders = wordTableBorders;
const cell = (text: string, width: number, options: { bold?: boolean; extra?: string } = {}) =>
  `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${options.extra ?? ''}</w:tcPr>${paragraphs(text, options.bold)}</w:tc>`;
const table = (widths: number[], rows: string[]) =>
  `<w:tbl><w:tblPr><w:tblW w:w="${widths.reduce((a, b) => a + b, 0)}" w:type="dxa"/>${borders}</w:tblPr>` +
  `<w:tblGrid>${widths.map((width) => `<w:gridCol w:w="${width}"/>`).join('')}</w:tblGrid>${rows.join('')}</w:tbl>`;

/** One Word table; each profile's name sits in a first-column cell merged down over its tests. */
function renderDocxMergedDown(document: ThirdDocument): Promise<Buffer> {
  const widths = [1500, 2600, 1000, 600, 1000, 2700];
  const rows = [
    `<w:tr>${['Profile', 'Test', 'Result', 'Flag', 'Unit', 'Reference range'].map((title, index) => cell(title, widths[index]!, { bold: true })).join('')}</w:tr>`,
    ...document.sections.flatMap((section) =>
      section.rows.map((row, index) => {
        const merge = index === 0 ? '<w:vMerge w:val="restart"/><w:vAlign w:val="center"/>' : '<w:vMerge/>';
        return `<w:tr>${cell(index === 0 ? section.title : '', widths[0]!, { bold: true, extra: merge })}${[
          row.name,
          row.printed,
          row.mark ?? '',
          row.unit,
          row.printedRange,
        ]
          .map((text, column) => cell(text, widths[column + 1]!))
          .join('')}</w:tr>`;
      }),
    ),
  ];
  const body = [
    ...document.header.map((line) => paragraphs(line, true)),
    ...document.patient.map((line) => paragraphs(line)),
    table(widths, rows),
    ...document.footer.map((line) => paragraphs(line)),
  ].join('');
  return packDocx(body);
}

/** One Word table with two tests a row: the first section on the left, the second on the right. */
function renderDocxTwoPerRow(document: ThirdDocument): Promise<Buffer> {
  const widths = [1900, 1300, 1300, 1900, 1300, 1300];
  const [left, right] = [document.sections[0]!, document.sections[1]!];
  const half = (row: ThirdRow | undefined, offset: number) =>
    row
      ? [row.name, withUnit(row), row.printedRange]
          .map((text, index) => cell(text, widths[offset + index]!))
          .join('')
      : [0, 1, 2].map((index) => cell('', widths[offset + index]!)).join('');
  const span = (text: string) =>
    `<w:tc><w:tcPr><w:tcW w:w="4500" w:type="dxa"/><w:gridSpan w:val="3"/><w:shd w:val="clear" w:color="auto" w:fill="D9D9D9"/></w:tcPr>${paragraphs(text, true)}</w:tc>`;
  const rows = [
    `<w:tr>${span(left.title)}${span(right.title)}</w:tr>`,
    `<w:tr>${['Test', 'Result', 'Normal', 'Test', 'Result', 'Normal'].map((title, index) => cell(title, widths[index]!, { bold: true })).join('')}</w:tr>`,
    ...Array.from(
      { length: Math.max(left.rows.length, right.rows.length) },
      (_unused, index) => `<w:tr>${half(left.rows[index], 0)}${half(right.rows[index], 3)}</w:tr>`,
    ),
  ];
  const body = [
    ...document.header.map((line, index) => paragraphs(line, index !== 1)),
    ...document.patient.map((line) => paragraphs(line)),
    table(widths, rows),
    ...document.footer.map((line) => paragraphs(line)),
  ].join('');
  return packDocx(body);
}

const numberOrText = (printed: string) => (Number.isNaN(Number(printed)) ? printed : Number(printed));

/** A workbook whose differential holds % and absolute side by side under merged headers. */
async function renderXlsxDifferentialGrid(document: ThirdDocument): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'LIS export';
  const sheet = workbook.addWorksheet('Haemogram');
  let line = 1;
  for (const text of [...document.header, ...document.patient]) {
    sheet.getCell(line, 1).value = text;
    sheet.mergeCells(line, 1, line, 7);
    if (line === 1) sheet.getCell(line, 1).font = { bold: true, size: 13 };
    line++;
  }
  line++;
  const [haemogram, differential] = [document.sections[0]!, document.sections[1]!];
  sheet.getCell(line, 1).value = haemogram.title;
  sheet.mergeCells(line, 1, line, 6);
  sheet.getCell(line, 1).font = { bold: true };
  line++;
  sheet.getRow(line).values = ['Parameter', 'Result', 'Unit', 'Low', 'High', 'Flag'];
  sheet.getRow(line).font = { bold: true };
  line++;
  for (const row of haemogram.rows) {
    sheet.getRow(line).values = [
      row.name,
      numberOrText(row.printed),
      row.unit,
      row.expected.low ?? null,
      row.expected.high ?? null,
      row.mark ?? null,
    ];
    line++;
  }
  line++;
  sheet.getCell(line, 1).value = differential.title;
  sheet.mergeCells(line, 1, line, 9);
  sheet.getCell(line, 1).font = { bold: true };
  line++;
  sheet.getCell(line, 1).value = 'Cell type';
  sheet.mergeCells(line, 1, line + 1, 1);
  sheet.getCell(line, 2).value = 'Relative (%)';
  sheet.mergeCells(line, 2, line, 4);
  sheet.getCell(line, 5).value = 'Absolute (x10^9/L)';
  sheet.mergeCells(line, 5, line, 7);
  sheet.getCell(line, 8).value = 'Flag';
  sheet.mergeCells(line, 8, line + 1, 8);
  ['Result', 'Low', 'High', 'Result', 'Low', 'High'].forEach(
    (title, index) => (sheet.getCell(line + 1, index + 2).value = title),
  );
  sheet.getRow(line).font = { bold: true };
  sheet.getRow(line + 1).font = { bold: true };
  line += 2;
  for (const [percent, absolute] of printedLines(differential.rows)) {
    if (!percent || !absolute) continue;
    sheet.getRow(line).values = [
      percent.name,
      Number(percent.printed),
      percent.expected.low ?? null,
      percent.expected.high ?? null,
      Number(absolute.printed),
      absolute.expected.low ?? null,
      absolute.expected.high ?? null,
      [percent.mark, absolute.mark ? `${absolute.mark} (abs)` : undefined].filter(Boolean).join(' ') || null,
    ];
    sheet.getCell(line, 5).numFmt = '0.00';
    line++;
  }
  line++;
  for (const text of document.footer) sheet.getCell(line++, 1).value = text;
  sheet.columns.forEach((column, index) => (column.width = [16, 10, 10, 8, 10, 8, 8, 10, 10][index] ?? 10));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A workbook of numbers with number formats, Low/High columns with blanks, and a formula cell for non-HDL. */
async function renderXlsxNumberFormats(document: ThirdDocument): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pathology LIS';
  const sheet = workbook.addWorksheet('Latest results');
  let line = 1;
  for (const text of [...document.header, ...document.patient]) {
    sheet.getCell(line, 1).value = text;
    sheet.mergeCells(line, 1, line, 7);
    if (line === 1) sheet.getCell(line, 1).font = { bold: true, size: 13 };
    line++;
  }
  line++;
  sheet.getRow(line).values = ['Test', 'Result', 'Units', 'Low', 'High', 'Flag', 'Comment'];
  sheet.getRow(line).font = { bold: true };
  line++;
  const rowOf = new Map<string, number>();
  for (const section of document.sections) {
    sheet.getCell(line, 1).value = section.title;
    sheet.mergeCells(line, 1, line, 7);
    sheet.getCell(line, 1).font = { bold: true };
    sheet.getCell(line, 1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE7E6E6' } };
    line++;
    for (const row of section.rows) {
      rowOf.set(row.name, line);
      sheet.getCell(line, 1).value = row.name;
      const decimals = row.printed.includes('.') ? row.printed.split('.')[1]!.length : 0;
      if (row.name === 'Non-HDL cholesterol') {
        const total = rowOf.get('Total cholesterol');
        const hdl = rowOf.get('HDL cholesterol');
        sheet.getCell(line, 2).value = { formula: `B${total}-B${hdl}`, result: Number(row.printed) };
      } else sheet.getCell(line, 2).value = Number(row.printed);
      sheet.getCell(line, 2).numFmt = decimals ? `0.${'0'.repeat(decimals)}` : '0';
      sheet.getCell(line, 3).value = row.unit;
      if (row.expected.low !== undefined) sheet.getCell(line, 4).value = row.expected.low;
      if (row.expected.high !== undefined) sheet.getCell(line, 5).value = row.expected.high;
      if (row.mark) sheet.getCell(line, 6).value = row.mark;
      if (row.name === 'TSH') sheet.getCell(line, 7).value = 'Suggest repeat with TRAb';
      line++;
    }
  }
  line++;
  for (const text of document.footer) sheet.getCell(line++, 1).value = text;
  sheet.columns.forEach((column, index) => (column.width = [24, 10, 10, 8, 8, 6, 26][index] ?? 10));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** A comma CSV whose tests carry their unit in the name; no units column. */
function renderCsvUnitsInName(document: ThirdDocument): Buffer {
  const departmentOf = (row: ThirdRow) =>
    /malaria|mrdt|parasite|mps/i.test(row.name)
      ? 'Parasitology'
      : /glucose/i.test(row.name)
        ? 'Clinical Chemistry'
        : /stool/i.test(row.name)
          ? 'Stool'
          : /hcg|sickling/i.test(row.name)
            ? 'Serology'
            : 'Haematology';
  const lines = [
    'Lab No,Reg No,Age,Sex,Department,Investigation,Result,Normal Range,Remarks,Verified By,Verified At',
    ...document.sections[0]!.rows.map((row, index) =>
      [
        `BMC-LAB-26-${String(88310 + index)}`,
        'OPD/2026/045512',
        '24Y',
        'F',
        departmentOf(row),
        row.name,
        row.printed,
        row.printedRange,
        row.mark ?? '',
        'M. Kisanga',
        `27/11/2026 ${String(10 + Math.floor(index / 5))}:${String((index * 6 + 4) % 60).padStart(2, '0')}`,
      ]
        .map(csvCell)
        .join(','),
    ),
  ];
  return Buffer.from(lines.join('\r\n') + '\r\n', 'utf8');
}

const frenchCodes = [
  'GLYJ',
  'UREE',
  'CREA',
  'ASAT',
  'ALAT',
  'GGT',
  'PAL',
  'BILT',
  'BILC',
  'PROT',
  'ALB',
  'NA',
  'K',
  'CL',
  'CA',
  'CHOL',
  'TG',
  'HDL',
  'LDL',
];

/** A French semicolon CSV in Windows-1252 with units inside the result cell; no units column. */
function renderCsvFrenchNoUnits(document: ThirdDocument): Buffer {
  const lines = [
    'N° dossier;Patient;Sexe;Âge;Code;Analyse;Résultat;Valeurs usuelles;Statut;Validé par',
    ...document.sections[0]!.rows.map((row, index) =>
      [
        '26/11/0457',
        'KOUASSI Aya Mireille',
        'F',
        '47 ans',
        frenchCodes[index] ?? '',
        row.name,
        row.printed,
        row.printedRange,
        row.mark ?? '',
        'Dr K. Yao',
      ].join(';'),
    ),
  ];
  return Buffer.from(lines.join('\r\n') + '\r\n', 'latin1');
}

/** A LIS "print to file": each section a table drawn with + - | characters. */
function renderAsciiTable(document: ThirdDocument): Buffer {
  const widths = [34, 11, 6, 8, 20];
  const rule = `+${widths.map((width) => '-'.repeat(width + 2)).join('+')}+`;
  const tableLine = (cells: string[]) =>
    `|${cells.map((text, index) => ` ${text.padEnd(widths[index]!)} `).join('|')}|`;
  const lines = [...document.header, '', ...document.patient, ''];
  for (const section of document.sections) {
    lines.push(
      `  [ ${section.title} ]`,
      rule,
      tableLine(['TEST', 'RESULT', 'FLAG', 'UNIT', 'REF. INTERVAL']),
      rule,
    );
    for (const row of section.rows)
      lines.push(tableLine([row.name, row.printed, row.mark ?? '', row.unit, row.printedRange]));
    lines.push(rule, '');
  }
  lines.push(...document.footer);
  return Buffer.from(lines.join('\n') + '\n', 'utf8');
}

/** A clinician's referral note: one bullet a result, or a whole section on one line. */
function renderReferralNote(document: ThirdDocument): Buffer {
  const said = (row: ThirdRow) =>
    /\d/.test(row.printed)
      ? `${row.name} ${withUnit(row)}${row.mark ? ` (${row.mark})` : ''}`
      : `${row.name}: ${row.printed}`;
  const lines = [...document.header, '', ...document.patient, ''];
  for (const section of document.sections) {
    if (section.inline)
      lines.push(`- ${section.title}: ${section.rows.map((row) => `${row.name} ${row.printed}`).join(', ')}`);
    else {
      lines.push(section.title);
      for (const row of section.rows) lines.push(`- ${said(row)}`);
    }
  }
  lines.push('', ...document.footer);
  return Buffer.from(lines.join('\n') + '\n', 'utf8');
}

interface PageLine {
  text: string;
  x?: number;
  bold?: boolean;
  size?: number;
  fill?: string;
}

/** A page drawn as SVG text lines (and extra shapes), rasterised. */
async function rasterPage(
  lines: PageLine[][],
  options: { width: number; fontSize: number; family: string; extra?: string; lineGap?: number },
): Promise<Buffer> {
  const lineHeight = Math.round(options.fontSize * (options.lineGap ?? 1.7));
  const height = lines.length * lineHeight + 110;
  const text = lines
    .map((parts, index) =>
      parts
        .map(
          (part) =>
            `<text x="${part.x ?? 50}" y="${64 + index * lineHeight}" font-family="${options.family}" font-size="${part.size ?? options.fontSize}" ${part.bold ? 'font-weight="bold"' : ''} fill="${part.fill ?? '#1b1b1b'}" xml:space="preserve">${escapeXml(part.text)}</text>`,
        )
        .join(''),
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${options.width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#fcfbf6"/>${options.extra ?? ''}${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A seeded pseudo-random sequence, so that the noise is the same at every build. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** The CSF form: labelled boxes two per line, scanned slightly turned, speckled, darker at one edge. */
async function renderCsfFormScan(document: ThirdDocument): Promise<Buffer> {
  const width = 1400;
  const lines: PageLine[][] = [
    ...document.header.map((text) => [{ text, bold: true, size: 27 }]),
    [{ text: '' }],
    ...document.patient.map((text) => [{ text }]),
    [{ text: '' }],
  ];
  const boxes: string[] = [];
  for (const section of document.sections) {
    lines.push([{ text: section.title.toUpperCase(), bold: true }]);
    for (let index = 0; index < section.rows.length; index += 2) {
      const pair = section.rows.slice(index, index + 2);
      const y = 64 + lines.length * 37;
      lines.push(
        pair.map((row, column) => ({
          text: `${row.name}: ${withUnit(row)}${row.printedRange ? `  ${row.printedRange}` : ''}`,
          x: column === 0 ? 62 : 722,
        })),
      );
      pair.forEach((_row, column) =>
        boxes.push(
          `<rect x="${column === 0 ? 50 : 710}" y="${y - 27}" width="640" height="36" fill="none" stroke="#444" stroke-width="1.5"/>`,
        ),
      );
    }
    lines.push([{ text: '' }]);
  }
  lines.push(...document.footer.map((text) => [{ text }]));
  const page = await rasterPage(lines, {
    width,
    fontSize: 22,
    family: 'DejaVu Sans',
    extra: boxes.join(''),
    lineGap: 37 / 22,
  });
  const { height = 1400 } = await sharp(page).metadata();
  const random = seeded(20261128);
  const specks = Array.from(
    { length: 600 },
    () =>
      `<circle cx="${(random() * width).toFixed(0)}" cy="${(random() * height).toFixed(0)}" r="${(0.5 + random() * 1.2).toFixed(1)}" fill="#000" fill-opacity="${(0.15 + random() * 0.45).toFixed(2)}"/>`,
  ).join('');
  const dirt = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="e" x1="0" y1="0" x2="1" y2="0">` +
      `<stop offset="0.75" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#e)"/>${specks}</svg>`,
  );
  const scanned = await sharp(page)
    .composite([{ input: dirt, blend: 'over' }])
    .greyscale()
    .rotate(1.3, { background: '#f4f4f4' })
    .blur(0.65)
    .linear(1.1, -8)
    .jpeg({ quality: 48 })
    .toBuffer();
  const { width: scanWidth = 1400, height: scanHeight = 1400 } = await sharp(scanned).metadata();
  return pdfToBuffer((doc) => {
    const scale = Math.min(515 / scanWidth, 760 / scanHeight);
    doc.image(scanned, 40, 40, { width: scanWidth * scale, height: scanHeight * scale });
  });
}

/** Light falling unevenly: a bright spot where the lamp is and a dark corner away from it. */
function unevenLight(width: number, height: number, spot: [number, number], dark: [number, number]): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>` +
      `<radialGradient id="s" cx="${spot[0]}" cy="${spot[1]}" r="0.45"><stop offset="0" stop-color="#fff" stop-opacity="0.5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
      `<radialGradient id="d" cx="${dark[0]}" cy="${dark[1]}" r="0.75"><stop offset="0" stop-color="#000" stop-opacity="0.6"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
      `</defs><rect width="100%" height="100%" fill="url(#d)"/><rect width="100%" height="100%" fill="url(#s)"/></svg>`,
  );
}

/** A photographed page: perspective (corners as fractions of the page), turned, lit unevenly, grainy, soft. */
async function photograph(
  page: Buffer,
  corners: number[][],
  options: { rotate: number; spot: [number, number]; dark: [number, number]; grain: number; blur: number },
): Promise<Buffer> {
  const { width = 1500, height = 1500 } = await sharp(page).metadata();
  const desk: [number, number, number] = [118, 96, 74];
  const warped = await perspective(
    page,
    corners.map(([x, y]) => [x! * width, y! * height]),
    desk,
  );
  const turned = await sharp(warped)
    .rotate(options.rotate, { background: { r: desk[0], g: desk[1], b: desk[2] } })
    .png()
    .toBuffer();
  const { width: fullWidth = 1600, height: fullHeight = 1600 } = await sharp(turned).metadata();
  const grain = await sharp({
    create: {
      width: fullWidth,
      height: fullHeight,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: options.grain },
    },
  })
    .png()
    .toBuffer();
  return sharp(turned)
    .composite([
      { input: unevenLight(fullWidth, fullHeight, options.spot, options.dark), blend: 'over' },
      { input: grain, blend: 'soft-light' },
    ])
    .blur(options.blur)
    .png()
    .toBuffer();
}

/** A half-A4 slip in a serif face with ruled lines and a red stamp over the letterhead, photographed (JPEG). */
async function renderStampedSlipPhoto(document: ThirdDocument): Promise<Buffer> {
  const width = 1300;
  const lines: PageLine[][] = [
    ...document.header.map((text, index) => [
      { text, bold: index === 0, size: index === 0 ? 34 : 24, x: 70 },
    ]),
    [{ text: '' }],
    ...document.patient.map((text) => [{ text, x: 70 }]),
    [{ text: '' }],
  ];
  for (const section of document.sections) {
    lines.push([{ text: section.title, bold: true, x: 70 }]);
    for (const row of section.rows)
      lines.push([
        { text: `${row.name}:`, x: 90 },
        { text: `${withUnit(row)}`, x: 560 },
        { text: row.printedRange, x: 900 },
      ]);
    lines.push([{ text: '' }]);
  }
  lines.push(...document.footer.map((text) => [{ text, x: 70 }]));
  const lineHeight = Math.round(28 * 1.7);
  const rules = Array.from(
    { length: lines.length },
    (_unused, index) =>
      `<line x1="60" x2="${width - 60}" y1="${64 + index * lineHeight + 12}" y2="${64 + index * lineHeight + 12}" stroke="#9db7d5" stroke-width="1.2"/>`,
  ).join('');
  const stamp =
    `<g transform="rotate(-14 ${width - 230} 95)" opacity="0.55"><circle cx="${width - 230}" cy="95" r="82" fill="none" stroke="#c0262d" stroke-width="6"/>` +
    `<circle cx="${width - 230}" cy="95" r="62" fill="none" stroke="#c0262d" stroke-width="2"/>` +
    `<text x="${width - 300}" y="88" font-family="DejaVu Sans" font-weight="bold" font-size="19" fill="#c0262d">LABORATORY</text>` +
    `<text x="${width - 290}" y="116" font-family="DejaVu Sans" font-size="17" fill="#c0262d">27 NOV 2026</text></g>`;
  const page = await rasterPage(lines, { width, fontSize: 28, family: 'DejaVu Serif', extra: rules + stamp });
  const photo = await photograph(
    page,
    [
      [0.04, 0.06],
      [0.95, 0.0],
      [0.0, 0.97],
      [1.0, 1.02],
    ],
    { rotate: 2, spot: [0.35, 0.45], dark: [1, 0], grain: 12, blur: 1.0 },
  );
  return sharp(photo).resize({ width: 1200 }).jpeg({ quality: 70 }).toBuffer();
}

/** A French NFS with dot leaders, % and absolute count on one line, photographed from the left (PNG). */
async function renderFrenchPercentPhoto(document: ThirdDocument): Promise<Buffer> {
  const lines: PageLine[][] = [
    ...document.header.map((text, index) => [{ text, bold: index === 0, size: index === 0 ? 30 : 22 }]),
    [{ text: '' }],
    ...document.patient.map((text) => [{ text }]),
    [{ text: '' }],
  ];
  for (const section of document.sections) {
    lines.push([{ text: section.title, bold: true }]);
    for (const printed of printedLines(section.rows)) {
      const [first, second] = printed as [ThirdRow, ThirdRow | undefined];
      const leader = `${first.name} `.padEnd(30, '.');
      const values = second
        ? `${first.printed} ${first.unit}`.padEnd(10) + `${second.printed} ${second.unit}`.padEnd(11)
        : withUnit(first).padEnd(21);
      lines.push([{ text: `${leader} ${values} ${(second ?? first).printedRange}`, x: 50 }]);
    }
    lines.push([{ text: '' }]);
  }
  lines.push(...document.footer.map((text) => [{ text }]));
  const page = await rasterPage(lines, {
    width: 1450,
    fontSize: 24,
    family: 'DejaVu Sans Mono',
    lineGap: 1.6,
  });
  const photo = await photograph(
    page,
    [
      [0.0, 0.05],
      [0.9, 0.0],
      [0.03, 0.94],
      [0.97, 1.0],
    ],
    { rotate: -1.8, spot: [0.2, 0.5], dark: [1, 0.6], grain: 6, blur: 0.8 },
  );
  const { width = 1500 } = await sharp(photo).metadata();
  return sharp(photo)
    .resize({ width: Math.round(width * 0.66) })
    .png({ palette: true, colours: 16, compressionLevel: 9, dither: 0.2 })
    .toBuffer();
}

export async function renderThird(document: ThirdDocument): Promise<Buffer> {
  switch (document.style) {
    case 'pdf-two-column':
      return renderTwoColumnPdf(document);
    case 'pdf-till-roll':
      return renderTillRollPdf(document);
    case 'pdf-french-blocks':
      return renderFrenchBlocksPdf(document);
    case 'pdf-age-bands-range-first':
      return renderAgeBandsPdf(document);
    case 'docx-merged-down':
      return renderDocxMergedDown(document);
    case 'docx-two-per-row':
      return renderDocxTwoPerRow(document);
    case 'xlsx-differential-grid':
      return renderXlsxDifferentialGrid(document);
    case 'xlsx-number-formats':
      return renderXlsxNumberFormats(document);
    case 'csv-units-in-name':
      return renderCsvUnitsInName(document);
    case 'csv-french-no-units':
      return renderCsvFrenchNoUnits(document);
    case 'txt-ascii-table':
      return renderAsciiTable(document);
    case 'txt-referral-note':
      return renderReferralNote(document);
    case 'scan-csf-form':
      return renderCsfFormScan(document);
    case 'photo-slip-stamped':
      return renderStampedSlipPhoto(document);
    case 'photo-french-percent-absolute':
      return renderFrenchPercentPhoto(document);
  }
}

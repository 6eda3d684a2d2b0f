/** One renderer per layout of the sixth set (imaging primitives from the nov28 set's gen/imaging.mjs). */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import {
  canvas,
  fromRaw,
  grain,
  halfPlaneShadow,
  htmlToPng,
  light,
  plainDesk,
  radialLight,
  seeded,
  toRaw,
  warpOnto,
  woodTable,
} from '../../lab-documents-examiner-nov28/gen/imaging.mjs';

const esc = (t) =>
  String(t ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const baseCss = `* { box-sizing: border-box; }
  body { margin: 0; background: #fff; color: #111; font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; }
  .page { width: 794px; padding: 34px 40px 40px; background: #fff; }
  table { border-collapse: collapse; }`;

const letterhead = (doc, colour = '#123') =>
  `<div style="text-align:center;border-bottom:2px solid ${colour};padding-bottom:6px;margin-bottom:10px">
    <div style="font:bold 19px 'DejaVu Serif';color:${colour}">${esc(doc.header[0])}</div>
    ${doc.header
      .slice(1)
      .map((line) => `<div style="font-size:12.5px">${esc(line)}</div>`)
      .join('')}</div>`;
const patientLine = (doc) =>
  `<div style="font-size:13px;margin:4px 0 12px">${doc.patient.map(([k, v]) => `<b>${esc(k)}:</b> ${esc(v)}`).join(' &nbsp;&nbsp; ')}</div>`;
const footer = (doc) =>
  doc.footer.map((line) => `<div style="font-size:12px;margin-top:5px">${esc(line)}</div>`).join('');

/** A results table: Test | Result | Flag | Units | Reference (flag column only when asked). */
function resultsTable(sections, { font = 14, flag = true, headers } = {}) {
  const head = headers ?? ['Test', 'Result', ...(flag ? ['Flag'] : []), 'Units', 'Reference range'];
  const body = sections
    .map(
      (section) =>
        (section.title
          ? `<tr><td colspan="${head.length}" style="padding:9px 0 3px;font-weight:bold;border-bottom:1px solid #333">${esc(section.title)}</td></tr>`
          : '') +
        section.rows
          .map(
            (row) => `<tr><td style="padding:4px 8px 4px 2px">${esc(row.name)}</td>
          <td style="padding:4px 8px;text-align:right;font-weight:${row.pf ? 'bold' : 'normal'}">${esc(row.printed)}</td>
          ${flag ? `<td style="padding:4px 8px;text-align:center;font-weight:bold">${esc(row.pf)}</td>` : ''}
          <td style="padding:4px 8px">${esc(row.unit)}</td><td style="padding:4px 8px">${esc(row.rangeText)}</td></tr>`,
          )
          .join(''),
    )
    .join('');
  return `<table style="width:100%;font-size:${font}px"><tr>${head.map((h) => `<th style="text-align:left;padding:4px 6px;border-bottom:2px solid #222">${esc(h)}</th>`).join('')}</tr>${body}</table>`;
}

/** Two panels side by side, each Parameter | Result | Normal. */
function sideBySideHtml(doc, { boxed = false, font = 14 } = {}) {
  const panel = (section) =>
    `<div style="flex:1;${boxed ? 'border:1.5px solid #000;padding:6px' : ''}">
      <div style="font-weight:bold;font-size:${font + 1}px;margin-bottom:4px;${boxed ? 'background:#ddd;padding:2px 4px' : 'border-bottom:2px solid #000'}">${esc(section.title)}</div>
      <table style="width:100%;font-size:${font}px"><tr><th style="text-align:left">Parameter</th><th style="text-align:left">Result</th><th style="text-align:left">Normal</th></tr>
      ${section.rows
        .map(
          (row) =>
            `<tr><td style="padding:4px 6px 4px 0">${esc(row.name)}</td><td style="padding:4px 6px;font-weight:bold">${esc(row.printed)}${row.unit ? ` ${esc(row.unit)}` : ''}</td><td style="padding:4px 6px">${esc(row.rangeText)}</td></tr>`,
        )
        .join('')}</table></div>`;
  return `<html><head><style>${baseCss}</style></head><body><div class="page">${letterhead(doc)}${patientLine(doc)}
    <div style="text-align:center;font-weight:bold;font-size:16px;margin:6px 0 10px">URINALYSIS REPORT</div>
    <div style="display:flex;gap:26px">${doc.sections.map(panel).join('')}</div>
    <div style="margin-top:22px">${footer(doc)}</div></div></body></html>`;
}

const reportHtml = (doc, options = {}) =>
  `<html><head><style>${baseCss}</style></head><body><div class="page" style="${options.pageStyle ?? ''}">${letterhead(doc, options.colour)}${patientLine(doc)}
   ${resultsTable(doc.sections, options)}<div style="margin-top:20px">${footer(doc)}</div></div></body></html>`;

/** Lays a page on a background with a perspective, then light, sensor grain, blur and JPEG. */
async function phonePhoto(pagePng, options) {
  const page = await toRaw(pagePng);
  const W = Math.round(page.w * options.canvas[0]);
  const H = Math.round(page.h * options.canvas[1]);
  let photo = warpOnto(
    page,
    options.background(W, H),
    options.corners.map(([x, y]) => [x * W, y * H]),
  );
  if (options.light) photo = light(photo, options.light(W, H));
  photo = grain(photo, options.noise ?? 10, options.seed ?? 1);
  let image = fromRaw(photo);
  if (options.rotate)
    image = sharp(await image.png().toBuffer()).rotate(options.rotate, { background: options.rotateBg });
  const blurred = await image
    .blur(options.blur ?? 0.8)
    .png()
    .toBuffer();
  return sharp(blurred)
    .resize({ width: options.width ?? 1450 })
    .jpeg({ quality: options.quality ?? 62 })
    .toBuffer();
}

/** A greyscale flatbed scan: turned, speckled, a darker edge, softened, JPEG-compressed. */
async function greyscaleScan(pagePng, { rotate, seed, faint = 1, edge = 'right' }) {
  const grey = await sharp(pagePng).greyscale().rotate(rotate, { background: '#f4f4f4' }).png().toBuffer();
  const raw = await toRaw(grey);
  const rand = seeded(seed);
  const scanned = light(raw, (x, y) => {
    const distance = edge === 'right' ? raw.w - x : y;
    const dark = distance < 36 ? 0.5 + 0.5 * (distance / 36) : 1;
    const dust = rand() < 0.001 ? 0.2 : 1;
    return [dark * dust, dark * dust, dark * dust];
  });
  let image = fromRaw(grain(scanned, 12, seed + 1)).greyscale();
  // faint toner: ink lifted towards grey
  if (faint < 1) image = sharp(await image.png().toBuffer()).linear(faint, 255 * (1 - faint));
  return image.blur(0.6).jpeg({ quality: 52 }).toBuffer();
}

/** Black and white only: thresholded with noise, dropped scan lines, toner specks, halved height. */
async function oneBitFax(pagePng, { seed, width }) {
  const raw = await toRaw(await sharp(pagePng).greyscale().png().toBuffer());
  const rand = seeded(seed);
  const dropped = new Set([Math.round(raw.h * 0.37), Math.round(raw.h * 0.61)]);
  const bits = canvas(raw.w, raw.h, (x, y) => {
    if (dropped.has(y)) return [255, 255, 255];
    const v = raw.data[(y * raw.w + x) * 3] + (rand() - 0.5) * 70;
    const bit = rand() < 0.0006 || v < 160 ? 0 : 255;
    return [bit, bit, bit];
  });
  const turned = await fromRaw(bits).rotate(0.5, { background: '#ffffff' }).png().toBuffer();
  const meta = await sharp(turned).metadata();
  const squashed = await sharp(turned)
    .resize({
      width,
      height: Math.round((meta.height * width) / meta.width / 2),
      fit: 'fill',
      kernel: 'nearest',
    })
    .threshold(128)
    .png()
    .toBuffer();
  const small = await sharp(squashed).metadata();
  // the fax machine prints each line twice (standard resolution): stretched back, still 1-bit
  return sharp(squashed)
    .resize({ width, height: small.height * 2, fit: 'fill', kernel: 'nearest' })
    .threshold(128)
    .png({ compressionLevel: 9, palette: true, colors: 2 })
    .toBuffer();
}

function imagePdf(image) {
  return sharp(image)
    .metadata()
    .then(
      ({ width, height }) =>
        new Promise((resolve, reject) => {
          const pdf = new PDFDocument({ size: 'A4', margin: 0 });
          const chunks = [];
          pdf.on('data', (c) => chunks.push(c));
          pdf.on('end', () => resolve(Buffer.concat(chunks)));
          pdf.on('error', reject);
          const scale = Math.min(595 / width, 842 / height);
          pdf.image(image, 0, 0, { width: width * scale, height: height * scale });
          pdf.end();
        }),
    );
}

// ---------------------------------------------------------------- photos and scans
export async function renderSideBySidePhoto(doc) {
  const png = await htmlToPng(sideBySideHtml(doc), 794, 1.8);
  return phonePhoto(png, {
    canvas: [1.18, 1.1],
    background: (w, h) => woodTable(w, h, 13),
    corners: [
      [0.09, 0.06],
      [0.92, 0.04],
      [0.05, 0.95],
      [0.95, 0.96],
    ],
    light: (w, h) => {
      const spot = radialLight(w * 0.6, h * 0.3, w * 1.2, 1.06, 0.75);
      return (x, y) => {
        const k = spot(x, y);
        return [k * 1.05, k, k * 0.85];
      };
    },
    noise: 11,
    blur: 0.9,
    quality: 60,
    seed: 41,
  });
}

export async function renderSideBySideScan(doc) {
  const png = await htmlToPng(sideBySideHtml(doc, { boxed: true, font: 13 }), 794, 1.6);
  const jpeg = await greyscaleScan(png, { rotate: -1.1, seed: 43 });
  return sharp(jpeg).greyscale().png({ compressionLevel: 9, palette: true, colors: 16 }).toBuffer();
}

const faxHtml = (doc, body) =>
  `<html><head><style>${baseCss}</style></head><body><div class="page" style="width:850px">
    <div style="font:12px 'Liberation Mono';white-space:pre;margin-bottom:10px">${esc(doc.faxLine)}</div>
    ${letterhead(doc, '#000')}${patientLine(doc)}${body}<div style="margin-top:18px">${footer(doc)}</div></div></body></html>`;

export async function renderFaxTable(doc) {
  const png = await htmlToPng(faxHtml(doc, resultsTable(doc.sections, { font: 15 })), 850, 1.2);
  return oneBitFax(png, { seed: 47, width: 1020 });
}

export async function renderFaxPdf(doc) {
  const lines = doc.sections[0].rows
    .map(
      (row) =>
        `<div style="font-size:16px;line-height:1.8">${esc(row.name)}: <b>${esc(row.printed)}</b> ${esc(row.unit)} (${esc(row.rangeText)}) <b>${esc(row.pf)}</b></div>`,
    )
    .join('');
  const png = await htmlToPng(faxHtml(doc, lines), 850, 1.25);
  return imagePdf(await oneBitFax(png, { seed: 53, width: 1100 }));
}

export async function renderEndocrineScanPdf(doc) {
  const png = await htmlToPng(reportHtml(doc, { font: 14, colour: '#333' }), 794, 1.56);
  return imagePdf(await greyscaleScan(png, { rotate: 1.2, seed: 59, faint: 0.62 }));
}

export async function renderEndocrineScanPng(doc) {
  const png = await htmlToPng(
    reportHtml(doc, {
      font: 14,
      headers: ['Analyse', 'Résultat', 'Interprétation', 'Unité', 'Valeurs de référence'],
    }),
    794,
    1.5,
  );
  const jpeg = await greyscaleScan(png, { rotate: -0.8, seed: 61, faint: 0.7, edge: 'top' });
  return sharp(jpeg).greyscale().png({ compressionLevel: 9 }).toBuffer();
}

/** A hard-edged shadow: brightness `depth` inside the half-plane, a narrow penumbra. */
const hardShadow = (a, b, c, depth) => halfPlaneShadow(a, b, c, 14, 1 - depth);

export async function renderShadowBottom(doc) {
  const png = await htmlToPng(reportHtml(doc, { font: 14 }), 794, 1.7);
  return phonePhoto(png, {
    canvas: [1.15, 1.08],
    background: (w, h) => plainDesk(w, h, 9, [96, 88, 80]),
    corners: [
      [0.07, 0.05],
      [0.93, 0.06],
      [0.06, 0.95],
      [0.94, 0.93],
    ],
    light: (w, h) => {
      const shade = hardShadow(0.12, 1, h * 0.5, 0.45);
      return (x, y) => {
        const k = shade(x, y);
        return [k * 1.02, k, k * 0.92];
      };
    },
    noise: 12,
    blur: 0.9,
    quality: 60,
    seed: 67,
  });
}

export async function renderShadowLeft(doc) {
  const png = await htmlToPng(reportHtml(doc, { font: 14 }), 794, 1.7);
  return phonePhoto(png, {
    canvas: [1.14, 1.1],
    background: (w, h) => plainDesk(w, h, 11, [120, 124, 130]),
    corners: [
      [0.06, 0.05],
      [0.94, 0.07],
      [0.07, 0.96],
      [0.93, 0.94],
    ],
    light: (w) => {
      const shade = hardShadow(-1, 0.15, -w * 0.5, 0.4);
      return (x, y) => {
        const k = shade(x, y);
        return [k * 0.93, k * 0.97, k * 1.04];
      };
    },
    rotate: -1.6,
    rotateBg: '#787c82',
    noise: 12,
    blur: 1.0,
    quality: 58,
    seed: 71,
  });
}

// ---------------------------------------------------------------- digital documents
const cellValue = (row) => (typeof row.value === 'number' ? row.value : row.printed);
const lowCell = (row) => (row.highCell ? '' : (row.low ?? ''));
const highCell = (row) => row.highCell ?? row.high ?? '';

export async function renderSheets(doc) {
  const book = new ExcelJS.Workbook();
  for (const { name, rows } of doc.sheets) {
    const sheet = book.addWorksheet(name);
    sheet.addRow([doc.header[0]]).font = { bold: true };
    doc.patient.forEach(([k, v]) => sheet.addRow([k, v]));
    sheet.addRow([]);
    sheet.addRow(['Analyse', 'Résultat', 'Unité', 'Valeur basse', 'Valeur haute']).font = { bold: true };
    for (const row of rows)
      sheet.addRow([row.name, cellValue(row), row.unit ?? '', lowCell(row), highCell(row)]);
    sheet.addRow([]);
    doc.footer.forEach((line) => sheet.addRow([line]));
    sheet.columns.forEach((column, i) => (column.width = [26, 24, 10, 13, 13][i]));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function renderSpecimenColumn(doc) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Export');
  doc.header.forEach((line) => sheet.addRow([line]));
  doc.patient.forEach(([k, v]) => sheet.addRow([k, v]));
  sheet.addRow([]);
  sheet.addRow(['Nature du prélèvement', 'Examen', 'Résultat', 'Unité', 'Min', 'Max']).font = { bold: true };
  for (const [specimen, row] of doc.specimenRows)
    sheet.addRow([
      specimen,
      row.name,
      row.scored ? cellValue(row) : Number(row.printed.replace(',', '.').replace(/ /g, '')),
      row.unit ?? '',
      lowCell(row),
      highCell(row),
    ]);
  sheet.columns.forEach((column, i) => (column.width = [22, 16, 12, 10, 8, 8][i]));
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function renderMinMax(doc) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Biochimie');
  doc.header.forEach((line) => sheet.addRow([line]));
  doc.patient.forEach(([k, v]) => sheet.addRow([k, v]));
  sheet.addRow([]);
  sheet.addRow(['Analyse', 'Résultat', 'Unité', 'Min', 'Max', 'Interprétation']).font = { bold: true };
  for (const row of doc.sections[0].rows)
    sheet.addRow([row.name, cellValue(row), row.unit ?? '', lowCell(row), highCell(row), row.pf]);
  sheet.addRow([]);
  doc.footer.forEach((line) => sheet.addRow([line]));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const wordNs = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const paragraph = (text, bold = false) =>
  `<w:p><w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${esc(text)}</w:t></w:r></w:p>`;

export async function renderSectionsDocx(doc) {
  const columns = ['Examen', 'Résultat', 'Unité', 'Valeurs de référence'];
  const cell = (text, bold = false, span = 1) =>
    `<w:tc><w:tcPr><w:tcW w:w="${2200 * span}" w:type="dxa"/>${span > 1 ? `<w:gridSpan w:val="${span}"/>` : ''}</w:tcPr>${paragraph(text, bold)}</w:tc>`;
  const rows = [
    `<w:tr>${columns.map((c) => cell(c, true)).join('')}</w:tr>`,
    ...doc.sections.flatMap((section) => [
      `<w:tr>${cell(section.title, true, 4)}</w:tr>`,
      ...section.rows.map(
        (row) =>
          `<w:tr>${[row.name, row.printed, row.unit ?? '', row.rangeText ?? ''].map((t) => cell(t)).join('')}</w:tr>`,
      ),
    ]),
  ];
  const borders =
    '<w:tblBorders>' +
    ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
      .map((side) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="000000"/>`)
      .join('') +
    '</w:tblBorders>';
  const body = [
    ...doc.header.map((line) => paragraph(line, true)),
    ...doc.patient.map(([k, v]) => paragraph(`${k} : ${v}`)),
    `<w:tbl><w:tblPr><w:tblW w:w="8800" w:type="dxa"/>${borders}</w:tblPr><w:tblGrid>${columns.map(() => '<w:gridCol w:w="2200"/>').join('')}</w:tblGrid>${rows.join('')}</w:tbl>`,
    ...doc.footer.map((line) => paragraph(line)),
  ].join('');
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${wordNs}"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

export function renderHeaderSpecimenCsv(doc) {
  const lines = [...doc.header, ...doc.patient.map(([k, v]) => `${k} : ${v}`), ''];
  lines.push(['Analyse', 'Résultat', 'Unité', 'Valeurs usuelles'].join(';'));
  for (const row of doc.sections[0].rows)
    lines.push([row.name, row.printed, row.unit ?? '', row.rangeText ?? ''].join(';'));
  return Buffer.from(lines.join('\r\n') + '\r\n', 'utf8');
}

export function renderPlainText(doc) {
  const lines = [...doc.header, ''];
  doc.patient.forEach(([k, v]) => lines.push(`${k.padEnd(10)}: ${v}`));
  lines.push('', `${'Analyse'.padEnd(22)}${'Résultat'.padEnd(12)}${'Unité'.padEnd(10)}Valeurs usuelles`);
  for (const row of doc.sections[0].rows)
    lines.push(
      `${row.name.padEnd(22)}${row.printed.padEnd(12)}${(row.unit ?? '').padEnd(10)}${row.rangeText ?? ''}`,
    );
  lines.push('', ...doc.footer);
  return Buffer.from(lines.join('\n') + '\n', 'utf8');
}

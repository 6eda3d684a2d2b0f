/** One renderer per layout style of the fourth set. */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import {
  canvas,
  clothPattern,
  fromRaw,
  grain,
  halfPlaneShadow,
  htmlToPdf,
  htmlToPng,
  light,
  plainDesk,
  radialLight,
  seeded,
  toRaw,
  warpOnto,
  woodTable,
} from './imaging.mjs';

const esc = (t) =>
  String(t ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
const rowsOf = (section) => section.rows;
const rangeCell = (row) => row.rangeText ?? '';

const baseCss = `
  * { box-sizing: border-box; }
  body { margin: 0; background: #fff; color: #111; font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; }
  .page { width: 794px; padding: 34px 40px 40px; background: #fff; }
  table { border-collapse: collapse; }
`;

function letterhead(doc, { crest = true, align = 'center', colour = '#0b3a6e' } = {}) {
  const [name, ...rest] = doc.header;
  return `<div style="display:flex;align-items:center;gap:16px;border-bottom:3px double ${colour};padding-bottom:8px;margin-bottom:10px;justify-content:${align}">
    ${crest ? `<div style="width:62px;height:62px;border:3px solid ${colour};border-radius:50%;display:flex;align-items:center;justify-content:center;font:bold 11px 'DejaVu Serif';color:${colour};text-align:center">LAB<br>✚</div>` : ''}
    <div style="text-align:${align}"><div style="font:bold 19px 'DejaVu Serif';color:${colour};letter-spacing:0.5px">${esc(name)}</div>
    ${rest.map((line) => `<div style="font-size:12px;color:#333">${esc(line)}</div>`).join('')}</div></div>`;
}
function patientGrid(doc, columns = 2) {
  const cells = doc.patient.map(
    ([k, v]) =>
      `<td style="padding:2px 10px 2px 0;font-size:12.5px;white-space:nowrap"><b>${esc(k)}:</b> ${esc(v)}</td>`,
  );
  let html = '';
  for (let i = 0; i < cells.length; i += columns) html += `<tr>${cells.slice(i, i + columns).join('')}</tr>`;
  return `<table style="width:100%;border:1px solid #999;margin:6px 0 12px">${html}</table>`;
}
const footerHtml = (doc) =>
  doc.footer.map((line) => `<div style="font-size:11.5px;margin-top:4px">${esc(line)}</div>`).join('');

// ---------------------------------------------------------------- HTML of each report
function tableReportHtml(doc, { flagColumn = true, font = 14, colour = '#0b3a6e', headers } = {}) {
  const head = headers ?? ['Parameter', 'Result', 'Flag', 'Units', 'Ref. range'];
  const body = doc.sections
    .map(
      (section) =>
        `<tr><td colspan="5" style="padding:10px 0 4px;font-weight:bold;font-size:${font}px;border-bottom:1px solid #444">${esc(section.title)}</td></tr>` +
        rowsOf(section)
          .map(
            (row) => `<tr>
          <td style="padding:4px 8px 4px 4px;white-space:nowrap">${esc(row.name)}</td>
          <td style="padding:4px 8px;text-align:right;white-space:nowrap;font-weight:${row.pf ? 'bold' : 'normal'}">${esc(row.printed)}</td>
          ${flagColumn ? `<td style="padding:4px 8px;font-weight:bold;text-align:center">${esc(row.pf)}</td>` : ''}
          <td style="padding:4px 8px;white-space:nowrap">${esc(row.unit)}</td>
          <td style="padding:4px 8px">${esc(rangeCell(row))}</td></tr>`,
          )
          .join(''),
    )
    .join('');
  return `<html><head><style>${baseCss} td{font-size:${font}px}</style></head><body><div class="page">
    ${letterhead(doc, { colour })}${patientGrid(doc)}
    <table style="width:100%"><tr style="background:#e6ecf3">${head.map((h) => `<th style="text-align:left;padding:5px 6px;font-size:${font - 1}px;border-bottom:2px solid #333">${esc(h)}</th>`).join('')}</tr>${body}</table>
    <div style="margin-top:18px">${footerHtml(doc)}</div></div></body></html>`;
}

function lowHighHtml(
  doc,
  { headers, font = 14, colour = '#1d1d1d', lowWord = 'Low', highWord = 'High' } = {},
) {
  const cols = headers ?? ['Test', 'Result', 'Units', lowWord, highWord, 'Flag'];
  const body = doc.sections
    .map(
      (section) =>
        `<tr><td colspan="6" style="padding:10px 0 3px;font-weight:bold;text-decoration:underline">${esc(section.title)}</td></tr>` +
        rowsOf(section)
          .map((row) => {
            const order = cols.map((c) => {
              if (/test|investigation/i.test(c)) return `<td style="padding:3px 6px">${esc(row.name)}</td>`;
              if (/result/i.test(c))
                return `<td style="padding:3px 6px;text-align:right">${esc(row.printed)}</td>`;
              if (/unit/i.test(c)) return `<td style="padding:3px 6px">${esc(row.unit)}</td>`;
              if (/low/i.test(c)) return `<td style="padding:3px 6px;text-align:right">${row.low ?? ''}</td>`;
              if (/high|upper/i.test(c))
                return `<td style="padding:3px 6px;text-align:right">${row.high ?? ''}</td>`;
              return `<td style="padding:3px 6px;text-align:center;font-weight:bold">${esc(row.pf)}</td>`;
            });
            return `<tr style="border-bottom:1px dotted #bbb">${order.join('')}</tr>`;
          })
          .join(''),
    )
    .join('');
  return `<html><head><style>${baseCss} td{font-size:${font}px}</style></head><body><div class="page">
    ${letterhead(doc, { colour })}${patientGrid(doc)}
    <table style="width:100%"><tr>${cols.map((h) => `<th style="text-align:left;padding:4px 6px;border-top:1.5px solid #000;border-bottom:1.5px solid #000;font-size:${font}px">${esc(h)}</th>`).join('')}</tr>${body}</table>
    <div style="margin-top:20px">${footerHtml(doc)}</div></div></body></html>`;
}

// ---------------------------------------------------------------- photos and scans
async function phonePhoto(pagePng, options) {
  const page = await toRaw(pagePng);
  const W = Math.round(page.w * options.canvas[0]),
    Hh = Math.round(page.h * options.canvas[1]);
  const bg = options.background(W, Hh);
  const corners = options.corners.map(([x, y]) => [x * W, y * Hh]);
  let photo = warpOnto(page, bg, corners, options.bend);
  if (options.light) photo = light(photo, options.light(W, Hh));
  photo = grain(photo, options.noise ?? 10, options.seed ?? 1);
  let out = fromRaw(photo);
  if (options.rotate)
    out = sharp(await out.png().toBuffer()).rotate(options.rotate, {
      background: options.rotateBg ?? '#3a3a3a',
    });
  const blurred = await out
    .blur(options.blur ?? 0.8)
    .png()
    .toBuffer();
  let final = sharp(blurred).resize({ width: options.width ?? 1400 });
  final = options.png ? final.png({ compressionLevel: 9 }) : final.jpeg({ quality: options.quality ?? 62 });
  return final.toBuffer();
}

export async function renderKisumuPhoto(doc) {
  const png = await htmlToPng(tableReportHtml(doc, { font: 14 }), 794, 1.7);
  return phonePhoto(png, {
    canvas: [1.22, 1.12],
    background: (w, h) => woodTable(w, h, 7),
    corners: [
      [0.14, 0.05],
      [0.9, 0.08],
      [0.05, 0.96],
      [0.97, 0.92],
    ],
    light: (w, h) => {
      const spot = radialLight(w * 0.35, h * 0.25, w * 1.1, 1.08, 0.72);
      const shade = halfPlaneShadow(1, 0.9, w * 1.25, w * 0.12, 0.35);
      return (x, y) => {
        const k = spot(x, y) * shade(x, y);
        return [k * 1.04, k, k * 0.86];
      };
    },
    noise: 12,
    blur: 0.9,
    quality: 62,
    width: 1500,
    seed: 11,
  });
}

export async function renderEdendalePhoto(doc) {
  const png = await htmlToPng(
    tableReportHtml(doc, {
      font: 14,
      colour: '#3b3b3b',
      headers: ['Test', 'Result', 'Flag', 'Units', 'Reference interval'],
    }),
    794,
    1.7,
  );
  return phonePhoto(png, {
    canvas: [1.18, 1.1],
    background: (w, h) => plainDesk(w, h, 5, [118, 122, 126]),
    corners: [
      [0.08, 0.07],
      [0.93, 0.04],
      [0.06, 0.94],
      [0.9, 0.97],
    ],
    light: (w, h) => {
      const band1 = halfPlaneShadow(-0.7, 1, h * 0.22, h * 0.06, 0.45);
      const band2 = halfPlaneShadow(0.7, -1, -h * 0.62, h * 0.06, 0.45);
      const spot = radialLight(w * 0.8, h * 0.1, w * 1.3, 1.05, 0.8);
      return (x, y) => {
        const inBand = 1 - ((1 - band1(x, y)) * (1 - band2(x, y))) / 0.45;
        const k = spot(x, y) * Math.max(0.55, inBand);
        return [k * 0.92, k * 0.97, k * 1.05];
      };
    },
    rotate: 2.2,
    rotateBg: '#767a7e',
    noise: 12,
    blur: 1.0,
    quality: 58,
    width: 1450,
    seed: 23,
  });
}

export async function renderOuagaPhoto(doc) {
  const png = await htmlToPng(
    tableReportHtml(doc, {
      font: 14,
      colour: '#5a1e1e',
      headers: ['Examen', 'Résultat', 'Interprétation', 'Unité', 'Valeurs de référence'],
    }),
    794,
    1.7,
  );
  return phonePhoto(png, {
    canvas: [1.16, 1.1],
    background: (w, h) => clothPattern(w, h, 3),
    corners: [
      [0.03, 0.05],
      [0.93, 0.03],
      [0.08, 0.97],
      [0.96, 0.945],
    ],
    light: (w, h) => {
      const side = (x) => 0.68 + 0.42 * (x / w);
      const vignette = radialLight(w * 0.55, h * 0.5, Math.hypot(w, h) * 0.6, 1.0, 0.78);
      return (x, y) => {
        const k = side(x) * vignette(x, y);
        return [k * 1.08, k * 0.98, k * 0.8];
      };
    },
    noise: 11,
    blur: 1.05,
    quality: 60,
    width: 1450,
    seed: 31,
  });
}

// ---- handwritten slip
function handwriting(text, rand, size = 23) {
  return [...text]
    .map((ch) => {
      if (ch === ' ') return '<span style="display:inline-block;width:0.35em"></span>';
      const rot = (rand() - 0.5) * 10;
      const dy = (rand() - 0.5) * 3;
      const s = size * (0.92 + rand() * 0.16);
      return `<span style="display:inline-block;transform:translateY(${dy.toFixed(1)}px) rotate(${rot.toFixed(1)}deg) skewX(-12deg);font-size:${s.toFixed(1)}px">${esc(ch)}</span>`;
    })
    .join('');
}
export async function renderKanoSlip(doc) {
  const rand = seeded(77);
  const ink = (text, size) =>
    `<span style="color:#1b2f8f;font-family:'DejaVu Sans Condensed','DejaVu Sans';font-weight:300">${handwriting(text, rand, size)}</span>`;
  const line = (
    label,
    value,
    ref,
  ) => `<tr><td style="padding:7px 6px 3px 0;font-size:14px;white-space:nowrap">${esc(label)}</td>
      <td style="border-bottom:1.5px dotted #555;padding:0 8px;min-width:230px">${ink(value)}</td>
      <td style="padding-left:10px;font-size:11.5px;color:#333;white-space:nowrap">${ref ? `Ref: ${esc(ref)}` : ''}</td></tr>`;
  const patient = doc.patient
    .map(
      ([k, v]) =>
        `<span style="font-size:14px;margin-right:14px">${esc(k)}: <span style="border-bottom:1px dotted #555">${ink(v, 21)}</span></span>`,
    )
    .join('');
  const sections = doc.sections
    .map(
      (section) =>
        `<div style="margin-top:12px;font-weight:bold;font-size:14px;background:#eee;padding:2px 6px;border:1px solid #888">${esc(section.title)}</div>
       <table style="width:100%">${section.rows.map((row) => line(row.name + (row.unit ? ` (${row.unit})` : ''), row.printed, row.rangeText)).join('')}</table>`,
    )
    .join('');
  const stamp = `<svg width="210" height="210" style="position:absolute;right:70px;bottom:18px;transform:rotate(-14deg);opacity:0.72;mix-blend-mode:multiply" viewBox="0 0 210 210">
    <defs><path id="arc" d="M 105,105 m -78,0 a 78,78 0 1,1 156,0 a 78,78 0 1,1 -156,0"/></defs>
    <circle cx="105" cy="105" r="100" fill="none" stroke="#c0182a" stroke-width="5"/>
    <circle cx="105" cy="105" r="62" fill="none" stroke="#c0182a" stroke-width="2.5"/>
    <text font-family="DejaVu Sans" font-weight="bold" font-size="15" fill="#c0182a" letter-spacing="1.5"><textPath href="#arc">AMINU KANO TEACHING HOSPITAL ★ LABORATORY ★</textPath></text>
    <text x="105" y="96" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="17" fill="#c0182a">RESULT</text>
    <text x="105" y="117" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="15" fill="#c0182a">28 NOV 2026</text>
    <text x="105" y="136" text-anchor="middle" font-family="DejaVu Sans" font-size="13" fill="#c0182a">RELEASED</text></svg>`;
  const html = `<html><head><style>${baseCss}</style></head><body><div class="page" style="position:relative;background:#fbfaf3;padding-bottom:150px">
    <div style="text-align:center;border:2px solid #222;padding:6px">${doc.header.map((l, i) => `<div style="font-size:${i === 0 ? 20 : 13}px;font-weight:${i < 2 ? 'bold' : 'normal'}">${esc(l)}</div>`).join('')}</div>
    <div style="margin-top:10px;line-height:2">${patient}</div>
    ${sections}
    <div style="margin-top:26px;font-size:14px">Sign: <span style="font-family:'DejaVu Serif';font-style:italic;color:#1b2f8f;font-size:30px;display:inline-block;transform:rotate(-8deg)">Hbello</span> &nbsp; Med. Lab. Scientist</div>
    ${stamp}</div></body></html>`;
  const png = await htmlToPng(html, 794, 1.6);
  return phonePhoto(png, {
    canvas: [1.14, 1.08],
    background: (w, h) => plainDesk(w, h, 9, [92, 110, 96]),
    corners: [
      [0.07, 0.03],
      [0.95, 0.06],
      [0.03, 0.97],
      [0.92, 0.95],
    ],
    light: (w, h) => {
      const glare = radialLight(w * 0.7, h * 0.3, w * 0.6, 1.16, 0.96);
      return (x, y) => {
        const k = glare(x, y);
        return [k * 0.97, k * 1.02, k * 0.99];
      };
    },
    noise: 10,
    blur: 0.85,
    quality: 64,
    width: 1400,
    seed: 41,
  });
}

// ---- till roll
export async function renderTamaleTillRoll(doc) {
  const lines = [];
  const centre = (t) => ' '.repeat(Math.max(0, Math.floor((32 - t.length) / 2))) + t;
  doc.header.forEach((l) => lines.push(centre(l)));
  lines.push('-'.repeat(32));
  doc.patient.forEach(([k, v]) => lines.push(`${(k + ':').padEnd(12)}${v}`));
  lines.push('-'.repeat(32));
  for (const section of doc.sections) {
    lines.push(section.title);
    for (const row of section.rows) {
      lines.push(`${row.name.padEnd(13)}${row.printed.padStart(5)} ${row.unit ?? ''}`);
      lines.push(`   REF ${row.rangeText}${row.pf ? `   ${row.pf === 'H' ? '^ HIGH' : 'v LOW'}` : ''}`);
    }
  }
  lines.push('-'.repeat(32));
  doc.footer.forEach((l) => lines.push(l));
  const html = `<html><head><style>body{margin:0;background:#f4f2ec} pre{margin:0;padding:26px 14px 40px;font:19px/1.42 'DejaVu Sans Mono';color:#3d3d3d;letter-spacing:0.2px}</style></head><body><pre>${esc(lines.join('\n'))}</pre></body></html>`;
  const png = await htmlToPng(html, 400, 2);
  // thermal fading: a lighter vertical streak and lighter lower part
  const faded = light(await toRaw(png), (x, y) => {
    const streak = Math.exp(-(((x - 470) / 40) ** 2)) * 0.4 + (y / 2400) * 0.25;
    return [1 + streak, 1 + streak, 1 + streak];
  });
  const roll = await toRaw(
    await fromRaw(faded)
      .linear(0.66, 255 * 0.34) // grey, low-contrast thermal print
      .png()
      .toBuffer(),
  );
  const W = Math.round(roll.w * 1.7),
    Hh = Math.round(roll.h * 1.08);
  const corners = [
    [0.3, 0.03],
    [0.74, 0.05],
    [0.22, 0.98],
    [0.8, 0.96],
  ].map(([x, y]) => [x * W, y * Hh]);
  let photo = warpOnto(roll, plainDesk(W, Hh, 13, [46, 44, 48]), corners, (x, y) => [
    Math.sin((y / Hh) * Math.PI * 2) * 10,
    0,
  ]);
  photo = light(photo, (x, y) => {
    const k = 0.8 + 0.3 * (1 - y / Hh);
    return [k * 1.03, k, k * 0.9];
  });
  photo = grain(photo, 9, 5);
  const blurred = await fromRaw(photo).blur(0.75).png().toBuffer();
  return sharp(blurred).resize({ height: 2000 }).jpeg({ quality: 66 }).toBuffer();
}

// ---- scanned PDF (image only)
export async function renderMbararaScanPdf(doc) {
  const png = await htmlToPng(lowHighHtml(doc, { font: 14 }), 794, 1.56); // ≈ 150 dpi on A4
  const rand = seeded(17);
  const meta = await sharp(png).metadata();
  const a4 = await sharp(png)
    .extend({ bottom: Math.max(0, Math.round(meta.width * 1.414) - meta.height), background: '#ffffff' })
    .png()
    .toBuffer();
  const grey = await sharp(a4).greyscale().rotate(1.4, { background: '#ffffff' }).png().toBuffer();
  const raw = await toRaw(grey);
  // speckle and a darker edge of the scanner lid
  const specked = light(raw, (x, _y) => {
    const edge = x > raw.w - 40 ? 0.55 + 0.45 * ((raw.w - x) / 40) : 1;
    const dust = rand() < 0.0009 ? 0.15 : 1;
    return [edge * dust * 0.97, edge * dust * 0.97, edge * dust * 0.97];
  });
  const jpeg = await fromRaw(grain(specked, 14, 8))
    .greyscale()
    .blur(0.6)
    .jpeg({ quality: 55 })
    .toBuffer();
  const { width, height } = await sharp(jpeg).metadata();
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'A4', margin: 0 });
    const chunks = [];
    pdf.on('data', (c) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    const scale = Math.min(595 / width, 842 / height);
    pdf.image(jpeg, 0, 0, { width: width * scale, height: height * scale });
    pdf.end();
  });
}

// ---- fax
export async function renderDodomaFax(doc) {
  const dotted = (name, width = 34) => `${name} ${'.'.repeat(Math.max(3, width - name.length))}`;
  const sections = doc.sections
    .map(
      (section) =>
        `<div style="margin:12px 0 4px;font-weight:bold;font-size:17px;border-bottom:2px solid #000">${esc(section.title)}</div>` +
        section.rows
          .map(
            (row) =>
              `<div style="font:16px/1.7 'DejaVu Sans Mono';white-space:pre">${esc(dotted(row.name))} <b>${esc(row.printed.padStart(5))}</b> ${esc((row.unit ?? '').padEnd(7))} [${esc(row.rangeText)}]  <b>${esc(row.pf)}</b></div>`,
          )
          .join(''),
    )
    .join('');
  const html = `<html><head><style>${baseCss}</style></head><body><div class="page" style="width:850px">
    <div style="font:12px 'Liberation Mono';white-space:pre;margin-bottom:10px">${esc(doc.faxLine)}</div>
    ${letterhead(doc, { crest: false, colour: '#000' })}
    <div style="font-size:15px;line-height:1.6">${doc.patient.map(([k, v]) => `<b>${esc(k)}:</b> ${esc(v)}`).join(' &nbsp;&nbsp; ')}</div>
    ${sections}<div style="margin-top:18px">${footerHtml(doc)}</div></div></body></html>`;
  const png = await htmlToPng(html, 850, 1.25);
  const raw = await toRaw(await sharp(png).greyscale().png().toBuffer());
  const rand = seeded(29);
  // 1-bit fax: threshold with noise, a few dropped lines and toner spots, vertical resolution halved
  const drop = new Set([312, 313, 701, 1022].map((y) => Math.round(y)));
  const out = canvas(raw.w, raw.h, (x, y) => {
    const v = raw.data[(y * raw.w + x) * 3];
    if (drop.has(y)) return [255, 255, 255];
    const noisy = v + (rand() - 0.5) * 60;
    const spot = rand() < 0.0005;
    const bit = spot || noisy < 165 ? 0 : 255;
    return [bit, bit, bit];
  });
  const rotated = await fromRaw(out).rotate(-0.6, { background: '#ffffff' }).png().toBuffer();
  return sharp(rotated)
    .resize({ width: 1000, kernel: 'nearest' })
    .threshold(140)
    .png({ compressionLevel: 9, palette: true, colors: 2 })
    .toBuffer();
}

// ---- scanned CSF form (PNG)
export async function renderGondarScan(doc) {
  const box = (row) => `<td style="border:1px solid #000;padding:8px;width:50%;vertical-align:top">
      <div style="font-size:11.5px;color:#333">${esc(row.name)}${row.unit ? ` (${esc(row.unit)})` : ''}${row.rangeText ? ` — ref ${esc(row.rangeText)}` : ''}</div>
      <div style="font-size:18px;font-weight:bold;margin-top:3px">${esc(row.printed)}</div></td>`;
  const sections = doc.sections
    .map((section) => {
      const rows = section.rows;
      let trs = '';
      for (let i = 0; i < rows.length; i += 2)
        trs += `<tr>${box(rows[i])}${rows[i + 1] ? box(rows[i + 1]) : '<td style="border:1px solid #000"></td>'}</tr>`;
      return `<div style="margin-top:14px;font-weight:bold;font-size:14px;background:#ddd;border:1px solid #000;padding:3px 8px">${esc(section.title)}</div><table style="width:100%">${trs}</table>`;
    })
    .join('');
  const html = `<html><head><style>${baseCss}</style></head><body><div class="page">
    ${letterhead(doc, { colour: '#222' })}
    <div style="text-align:center;font-weight:bold;font-size:16px;margin:4px 0 8px">CEREBROSPINAL FLUID (CSF) ANALYSIS REPORT</div>
    ${patientGrid(doc, 3)}
    <div style="font-size:12.5px">Appearance: ☐ Clear &nbsp; ☐ Blood-stained &nbsp; ☒ Turbid &nbsp; ☐ Xanthochromic</div>
    ${sections}<div style="margin-top:20px">${footerHtml(doc)}</div></div></body></html>`;
  const png = await htmlToPng(html, 794, 1.5);
  const grey = await sharp(png).greyscale().rotate(-0.9, { background: '#f2f2f2' }).png().toBuffer();
  const raw = await toRaw(grey);
  const rand = seeded(51);
  const hole = [26, raw.h * 0.5];
  const scanned = light(raw, (x, y) => {
    if (Math.hypot(x - hole[0], y - hole[1]) < 20) return [0.2, 0.2, 0.2];
    const edge = y < 30 ? 0.5 + 0.5 * (y / 30) : 1;
    const dust = rand() < 0.0012 ? 0.2 : 1;
    const k = edge * dust * (0.93 + 0.05 * Math.sin(y / 90));
    return [k, k, k];
  });
  const jpegged = await fromRaw(grain(scanned, 12, 4))
    .greyscale()
    .blur(0.55)
    .jpeg({ quality: 50 })
    .toBuffer();
  return sharp(jpegged).greyscale().png({ compressionLevel: 9, palette: true, colors: 12 }).toBuffer();
}

// ---------------------------------------------------------------- digital documents
export function renderKorleBuPdf(doc) {
  return htmlToPdf(
    lowHighHtml(doc, {
      font: 12.5,
      colour: '#7a1010',
      headers: ['Investigation', 'Result', 'Flag', 'Units', 'Lower limit', 'Upper limit'],
    }),
  );
}

export function renderMulagoCumulativePdf(doc) {
  const [current, ...earlier] = doc.dates;
  const th = (t, extra = '') =>
    `<th style="text-align:left;padding:4px 8px;border-bottom:2px solid #000;font-size:12px;${extra}">${esc(t)}</th>`;
  const body = doc.sections
    .map(
      (section) =>
        `<tr><td colspan="6" style="padding:8px 0 2px;font-weight:bold;font-size:13px">${esc(section.title)}</td></tr>` +
        section.rows
          .map(
            (row) => `<tr style="border-bottom:1px solid #ddd">
        <td style="padding:3px 8px">${esc(row.name)}</td><td style="padding:3px 8px">${esc(row.unit)}</td><td style="padding:3px 8px">${esc(row.rangeText)}</td>
        <td style="padding:3px 8px;background:#f1f1f1;font-weight:bold">${esc(row.printed)}${row.pf ? ` ${esc(row.pf)}` : ''}</td>
        ${row.old.map((v) => `<td style="padding:3px 8px;color:#444">${esc(v)}</td>`).join('')}</tr>`,
          )
          .join(''),
    )
    .join('');
  const html = `<html><head><style>${baseCss} td{font-size:12.5px}</style></head><body>
    ${letterhead(doc, { colour: '#0d4d2b' })}${patientGrid(doc, 3)}
    <table style="width:100%"><tr>${th('Test')}${th('Units')}${th('Reference')}${th(current, 'background:#e3e3e3')}${earlier.map((d) => th(d)).join('')}</tr>${body}</table>
    <div style="margin-top:14px">${footerHtml(doc)}</div></body></html>`;
  return htmlToPdf(html, { landscape: true });
}

export async function renderIbadanDocx(doc) {
  const x = (t) => esc(t);
  const para = (text, { bold = false, size = 22, center = false } = {}) =>
    `<w:p><w:pPr>${center ? '<w:jc w:val="center"/>' : ''}</w:pPr><w:r><w:rPr>${bold ? '<w:b/>' : ''}<w:sz w:val="${size}"/></w:rPr><w:t xml:space="preserve">${x(text)}</w:t></w:r></w:p>`;
  const tabbed = (label, value, note) =>
    `<w:p><w:pPr><w:tabs><w:tab w:val="left" w:pos="4320"/></w:tabs></w:pPr><w:r><w:t xml:space="preserve">${x(label)}:</w:t></w:r><w:r><w:tab/></w:r><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">${x(value)}</w:t></w:r>${note ? `<w:r><w:t xml:space="preserve"> ${x(note)}</w:t></w:r>` : ''}</w:p>`;
  const cell = (t, bold = false) =>
    `<w:tc><w:tcPr><w:tcW w:w="3000" w:type="dxa"/></w:tcPr><w:p><w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${x(t)}</w:t></w:r></w:p></w:tc>`;
  const border =
    '<w:tblBorders>' +
    ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
      .map((s) => `<w:${s} w:val="single" w:sz="4" w:space="0" w:color="000000"/>`)
      .join('') +
    '</w:tblBorders>';
  let body = doc.header
    .map((l, i) => para(l, { bold: i === 0, size: i === 0 ? 30 : 20, center: true }))
    .join('');
  body += para('');
  body += doc.patient.map(([k, v]) => tabbed(k, v)).join('');
  body += para('');
  body += para('Dear Doctor,');
  body += para('Please find below the results of the investigations requested on the above-named patient.');
  for (const section of doc.sections) {
    body += para(section.title, { bold: true, size: 24 });
    if (!section.table) {
      for (const row of section.rows)
        body += tabbed(
          row.name,
          `${row.printed}${row.unit ? ` ${row.unit}` : ''}`,
          row.rangeText ? `(Ref: ${row.rangeText})` : '',
        );
    } else {
      body += `<w:tbl><w:tblPr><w:tblW w:w="9000" w:type="dxa"/>${border}</w:tblPr><w:tblGrid><w:gridCol w:w="3000"/><w:gridCol w:w="3000"/><w:gridCol w:w="3000"/></w:tblGrid>`;
      body += `<w:tr>${cell('Parameter', true)}${cell('Result', true)}${cell('Normal', true)}</w:tr>`;
      for (const row of section.rows)
        body += `<w:tr>${cell(row.name)}${cell(`${row.printed}${row.unit ? ` ${row.unit}` : ''}`)}${cell(row.rangeText ?? '')}</w:tr>`;
      body += '</w:tbl>';
    }
    body += para('');
  }
  body += doc.footer.map((l) => para(l)).join('');
  const ns = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
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
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${ns}"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

export async function renderBamakoXlsx(doc) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Compte rendu');
  doc.header.forEach((l) => sheet.addRow([l]));
  sheet.getRow(1).font = { bold: true, size: 14 };
  sheet.addRow([]);
  doc.patient.forEach(([k, v]) => sheet.addRow([k, v]));
  sheet.addRow([]);
  const head = sheet.addRow(['Code', 'Analyse', 'Résultat', 'Unité', 'Min', 'Max', 'Interprétation']);
  head.font = { bold: true };
  let code = 100;
  for (const section of doc.sections) {
    sheet.addRow(['', section.title]).font = { bold: true };
    for (const row of section.rows) {
      const value = typeof row.value === 'number' ? row.value : row.printed;
      const minMax =
        row.low === null && row.high === null ? [row.rangeText ?? '', ''] : [row.low ?? '', row.high ?? ''];
      sheet.addRow([`B${code++}`, row.name, value, row.unit ?? '', ...minMax, row.pf]);
    }
  }
  sheet.addRow([]);
  doc.footer.forEach((l) => sheet.addRow([l]));
  sheet.columns.forEach((c, i) => (c.width = [8, 34, 12, 10, 8, 8, 16][i]));
  return Buffer.from(await book.xlsx.writeBuffer());
}

export function renderTikurAnbessaCsv(doc) {
  const q = (v) => `"${String(v ?? '').replace(/"/g, '""')}"`;
  const [acc, age, sex] = doc.patient.map(([, v]) => v);
  const lines = [
    ['Accession', 'Age', 'Sex', 'Panel', 'Analyte', 'Result', 'Unit', 'Ref_Range', 'Flag', 'Validated_By']
      .map(q)
      .join(','),
  ];
  const by = [
    'mekdes.a',
    'mekdes.a',
    'mekdes.a',
    'mekdes.a',
    'dawit.t',
    'dawit.t',
    'selam.g',
    'selam.g',
    'selam.g',
    'hanna.b',
    'hanna.b',
    'yonas.k',
    'yonas.k',
  ];
  doc.sections[0].rows.forEach((row, i) =>
    lines.push(
      [
        acc,
        age,
        sex,
        row.panel,
        row.name,
        row.printed,
        row.unit ?? '',
        row.rangeText ?? '',
        row.pf,
        by[i] ?? '',
      ]
        .map(q)
        .join(','),
    ),
  );
  return Buffer.from(lines.join('\r\n') + '\r\n', 'utf8');
}

export function renderKcmcText(doc) {
  const out = [];
  doc.header.forEach((l) => out.push(l));
  out.push('='.repeat(72));
  doc.patient.forEach(([k, v]) => out.push(`${k.padEnd(12)}: ${v}`));
  out.push('='.repeat(72));
  out.push(`${'TEST'.padEnd(30)}${'RESULT'.padEnd(32)}${'UNIT'.padEnd(10)}FLAG`);
  for (const section of doc.sections) {
    out.push('');
    out.push(`--- ${section.title} ---`);
    for (const row of section.rows) {
      out.push(
        `${row.name.padEnd(30)}${row.printed.padEnd(32)}${(row.unit ?? '').padEnd(10)}${row.pf}`.trimEnd(),
      );
      if (row.rangeText) out.push(`    ref: ${row.rangeText}`);
    }
  }
  out.push('');
  out.push('-'.repeat(72));
  doc.footer.forEach((l) => out.push(l));
  return Buffer.from(out.join('\n') + '\n', 'utf8');
}

/** Drawing primitives shared by the lab-document renderers: PDF pages, Word packages, perspective warps. */
import JSZip from 'jszip';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

const fontDir = '/usr/share/fonts/truetype/dejavu';

/** A PDF drawn by `build`; A4 with 40 pt margins unless `page` says otherwise (e.g. a till-roll printout). */
export function pdfToBuffer(
  build: (doc: PDFKit.PDFDocument) => void,
  page: { size: string | [number, number]; margin: number } = { size: 'A4', margin: 40 },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument(page);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('body', `${fontDir}/DejaVuSans.ttf`);
    doc.registerFont('bold', `${fontDir}/DejaVuSans-Bold.ttf`);
    build(doc);
    doc.end();
  });
}

export const wordNs = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A Word package holding one document body (w:body content). */
/** One Word paragraph per line of `text`, bold if asked. */
export const wordParagraphs = (text: string, bold = false) =>
  text
    .split('\n')
    .map(
      (line) =>
        `<w:p><w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${escapeXml(line)}</w:t></w:r></w:p>`,
    )
    .join('');
/** Single black borders round a Word table and between its cells. */
export const wordTableBorders =
  '<w:tblBorders>' +
  ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
    .map((side) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="000000"/>`)
    .join('') +
  '</w:tblBorders>';

export async function packDocx(body: string): Promise<Buffer> {
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

/** The 3×3 projective map (row-major, last entry 1) sending each `from` point to its `to` point. */
function homography(from: number[][], to: number[][]): number[] {
  const matrix: number[][] = [];
  from.forEach(([x, y], index) => {
    const [u, v] = to[index]!;
    matrix.push([x!, y!, 1, 0, 0, 0, -u! * x!, -u! * y!, u!]);
    matrix.push([0, 0, 0, x!, y!, 1, -v! * x!, -v! * y!, v!]);
  });
  for (let column = 0; column < 8; column++) {
    let pivot = column;
    for (let r = column + 1; r < 8; r++)
      if (Math.abs(matrix[r]![column]!) > Math.abs(matrix[pivot]![column]!)) pivot = r;
    [matrix[column], matrix[pivot]] = [matrix[pivot]!, matrix[column]!];
    for (let r = 0; r < 8; r++) {
      if (r === column) continue;
      const factor = matrix[r]![column]! / matrix[column]![column]!;
      for (let c = column; c < 9; c++) matrix[r]![c]! -= factor * matrix[column]![c]!;
    }
  }
  return [...matrix.map((line, index) => line[8]! / line[index]!), 1];
}

/** Warps the page so its corners land on `corners` (perspective), on a desk-coloured background. */
export async function perspective(
  page: Buffer,
  corners: number[][],
  desk: [number, number, number],
): Promise<Buffer> {
  const { data, info } = await sharp(page).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [w, h] = [info.width, info.height];
  const outWidth = Math.ceil(Math.max(...corners.map(([x]) => x!))) + 1;
  const outHeight = Math.ceil(Math.max(...corners.map(([, y]) => y!))) + 1;
  // maps output pixels back to the page (inverse warp), sampled bilinearly
  const back = homography(corners, [
    [0, 0],
    [w, 0],
    [0, h],
    [w, h],
  ]);
  const out = Buffer.alloc(outWidth * outHeight * 3);
  for (let y = 0; y < outHeight; y++)
    for (let x = 0; x < outWidth; x++) {
      const z = back[6]! * x + back[7]! * y + back[8]!;
      const sx = (back[0]! * x + back[1]! * y + back[2]!) / z;
      const sy = (back[3]! * x + back[4]! * y + back[5]!) / z;
      const at = (y * outWidth + x) * 3;
      if (sx < 0 || sy < 0 || sx >= w - 1 || sy >= h - 1) {
        out[at] = desk[0];
        out[at + 1] = desk[1];
        out[at + 2] = desk[2];
        continue;
      }
      const [x0, y0] = [Math.floor(sx), Math.floor(sy)];
      const [fx, fy] = [sx - x0, sy - y0];
      for (let channel = 0; channel < 3; channel++) {
        const pixel = (px: number, py: number) => data[(py * w + px) * 3 + channel]!;
        out[at + channel] = Math.round(
          pixel(x0, y0) * (1 - fx) * (1 - fy) +
            pixel(x0 + 1, y0) * fx * (1 - fy) +
            pixel(x0, y0 + 1) * (1 - fx) * fy +
            pixel(x0 + 1, y0 + 1) * fx * fy,
        );
      }
    }
  return sharp(out, { raw: { width: outWidth, height: outHeight, channels: 3 } })
    .extend({ top: 50, bottom: 50, left: 50, right: 50, background: { r: desk[0], g: desk[1], b: desk[2] } })
    .png()
    .toBuffer();
}

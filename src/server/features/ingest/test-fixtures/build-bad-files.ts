import sharp from 'sharp';
import { crc32 } from 'node:zlib';
import { deflatePart, deflateRepeatedPart, writeZip } from './build-zip';

const bombChunk = `<w:p><w:r><w:t>${'0'.repeat(1000)}</w:t></w:r></w:p>`;
/** About 100 MB once unpacked, about 100 KB packed: twice the 50 MB cap. */
const bombRepeats = 100_000;

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${main}" ContentType="application/xml"/></Types>`;

/** A "Word document" whose body unpacks to about 100 MB; its directory tells the truth. */
export async function buildDocxBomb(): Promise<Buffer> {
  return writeZip([
    deflatePart('[Content_Types].xml', contentTypes('word/document.xml')),
    deflateRepeatedPart('word/document.xml', bombChunk, bombRepeats),
  ]);
}

/** A "workbook" whose sheet unpacks to about 100 MB while its directory claims 20 KB. */
export async function buildForgedXlsxBomb(): Promise<Buffer> {
  const sheet = deflateRepeatedPart('xl/worksheets/sheet1.xml', bombChunk, bombRepeats);
  return writeZip([
    deflatePart('[Content_Types].xml', contentTypes('xl/workbook.xml')),
    deflatePart('xl/workbook.xml', '<workbook/>'),
    { ...sheet, declaredUncompressedBytes: 20_000 },
  ]);
}

/** An honest-looking XLSX bomb (directory tells the truth). */
export async function buildXlsxBomb(): Promise<Buffer> {
  return writeZip([
    deflatePart('[Content_Types].xml', contentTypes('xl/workbook.xml')),
    deflateRepeatedPart('xl/worksheets/sheet1.xml', bombChunk, bombRepeats),
  ]);
}

/** A PDF cut off after its header and first object, with garbage after: what a failed download leaves. */
export function buildCorruptPdf(validPdf: Buffer): Buffer {
  return Buffer.concat([validPdf.subarray(0, 400), Buffer.from('\x00\xff garbage '.repeat(200), 'latin1')]);
}

/** A small PNG, to be uploaded under a name that claims it is a PDF. */
export function buildSmallPng(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
}

/** A file one byte over the 10 MB limit. */
export function buildOversizedFile(): Buffer {
  return Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);
}

/**
 * A one-page PDF whose content stream inflates to about 300 MB of blank space: a few hundred KB on
 * disk. Written by hand so the stream can be a zlib wrapper round repeated deflate blocks.
 */
export function buildPdfBomb({
  filter = '/Filter /FlateDecode',
  padding = 0,
  hex = false,
}: { filter?: string; padding?: number; hex?: boolean } = {}): Buffer {
  const raw = deflateRepeatedPart('content', ' '.repeat(1024), 300 * 1024).compressed;
  const zlibStream = Buffer.concat([Buffer.from([0x78, 0x9c]), raw, Buffer.alloc(4)]);
  const stream = hex ? Buffer.from(`${zlibStream.toString('hex')}>`) : zlibStream;
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} ${filter}${' '.repeat(padding)} >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
  ]);
}

/** Zeros as a zlib stream of repeated deflate blocks (the checksum left blank): tiny packed, huge unpacked. */
function zlibZeros(bytes: number): Buffer {
  const raw = deflateRepeatedPart('zeros', '\0'.repeat(1024), Math.ceil(bytes / 1024)).compressed;
  return Buffer.concat([Buffer.from([0x78, 0x9c]), raw, Buffer.alloc(4)]);
}

const pixelBombSide = 20_000;

/**
 * A PNG that is a real 20,000 × 20,000 grey image (400 megapixels, 8 times the pixel limit) in about
 * 400 KB: every row is zeros. Decoding it whole would take 400 MB; it must be refused from its header.
 */
export function buildPngPixelBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typeAndData));
    return Buffer.concat([length, typeAndData, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(pixelBombSide, 0);
  header.writeUInt32BE(pixelBombSide, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit grey, deflate, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlibZeros(pixelBombSide * (pixelBombSide + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A "scanned" PDF page whose only content is that 400-megapixel image (no text, so it would be
 * rendered for OCR): the pixel bomb inside a PDF.
 */
export function buildPdfPixelBomb(): Buffer {
  const pixels = zlibZeros(pixelBombSide * pixelBombSide);
  const content = 'q 595 0 0 842 0 0 cm /Im1 Do Q';
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${pixelBombSide} /Height ${pixelBombSide} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${pixels.length} >>\nstream\n`,
      ),
      pixels,
      Buffer.from('\nendstream'),
    ]),
  ]);
}

/** A PDF of the given objects (numbered from 1, the first the catalogue), with its cross-reference table. */
function assemblePdf(objects: readonly (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  const push = (piece: Buffer) => {
    parts.push(piece);
    length += piece.length;
  };
  objects.forEach((body, index) => {
    offsets.push(length);
    push(Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]));
  });
  const xref = length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

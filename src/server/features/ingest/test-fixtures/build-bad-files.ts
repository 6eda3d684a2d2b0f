import sharp from 'sharp';
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

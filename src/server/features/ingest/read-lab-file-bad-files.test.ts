import { describe, expect, it } from 'vitest';
import { readLabFile } from './read-lab-file';
import {
  buildCorruptPdf,
  buildDocxBomb,
  buildForgedXlsxBomb,
  buildOversizedFile,
  buildPdfBomb,
  buildPdfPixelBomb,
  buildPngPixelBomb,
  buildXlsxBomb,
} from './test-fixtures/build-bad-files';
import { buildLabReportCsv } from './test-fixtures/build-lab-office';
import { buildLabReportPdf } from './test-fixtures/build-lab-pdf';
import { deflatePart, writeZip } from './test-fixtures/build-zip';

describe('a bad file gets its own clear error and never crashes the reader', () => {
  it('refuses a Word "document" that would unpack to 100 MB, before unpacking it', async () => {
    const reading = await readLabFile({ name: 'results.docx', bytes: await buildDocxBomb() });
    expect(reading.type).toBe('docx');
    expect(reading.error).toMatch(/results\.docx.*more than 50 MB.*decompression bomb/);
    expect(reading.text).toBe('');
  });

  it('refuses an Excel "workbook" that would unpack to 100 MB', async () => {
    const reading = await readLabFile({ name: 'results.xlsx', bytes: await buildXlsxBomb() });
    expect(reading.error).toMatch(/decompression bomb/);
  });

  it('catches a bomb whose archive directory lies about its size, without holding what it unpacks', async () => {
    const rssBefore = process.memoryUsage().rss;
    const reading = await readLabFile({ name: 'results.xlsx', bytes: await buildForgedXlsxBomb() });
    expect(reading.error).toMatch(/sheet1\.xml' unpacks to more than it declares/);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(60 * 1024 * 1024);
  });

  it('refuses a real 400-megapixel PNG from its size, and the same pixels as a scanned PDF page', async () => {
    const rssBefore = process.memoryUsage().rss;
    const png = await readLabFile({ name: 'slip.png', bytes: buildPngPixelBomb() });
    expect(png).toMatchObject({ type: 'png', text: '' });
    expect(png.error).toBe("'slip.png' could not be read: the image has too many pixels");
    const pdf = await readLabFile({ name: 'scan.pdf', bytes: buildPdfPixelBomb() });
    expect(pdf).toMatchObject({ type: 'pdf', text: '' });
    expect(pdf.error).toMatch(/scan\.pdf' could not be read: .*decompression bomb/);
    // Decoded whole, either would hold 400 MB.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(150 * 1024 * 1024);
  });

  it('refuses a ZIP archive that is neither a Word nor an Excel file', async () => {
    const zip = writeZip([deflatePart('notes/readme.txt', 'Haemoglobin 10.2 g/dL')]);
    const reading = await readLabFile({ name: 'labs.zip', bytes: zip });
    expect(reading.error).toBe(
      "'labs.zip' cannot be read: it is a ZIP archive, not a Word (DOCX) or Excel (XLSX) document",
    );
  });

  it('refuses a PDF whose page content would unpack to 300 MB, quickly and without holding it', async () => {
    const rssBefore = process.memoryUsage().rss;
    const reading = await readLabFile({ name: 'report.pdf', bytes: buildPdfBomb() });
    expect(reading.type).toBe('pdf');
    expect(reading.error).toBe(
      "'report.pdf' could not be read: part of it unpacks to an enormous size (a decompression bomb?)",
    );
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(60 * 1024 * 1024);
  });

  it('reports a corrupt PDF as damaged', async () => {
    const reading = await readLabFile({
      name: 'download.pdf',
      bytes: buildCorruptPdf(await buildLabReportPdf()),
    });
    expect(reading.type).toBe('pdf');
    expect(reading.error).toMatch(/'download\.pdf' could not be read: the file is damaged/);
  });

  it('trusts the content over a name that lies, and says so', async () => {
    const reading = await readLabFile({ name: 'results.docx', bytes: await buildLabReportPdf() });
    expect(reading.type).toBe('pdf');
    expect(reading.error).toBeUndefined();
    expect(reading.text).toContain('Haemoglobin');
    expect(reading.warnings).toEqual([
      "'results.docx' is not a DOCX file: its content is a PDF document, and it was read as such",
    ]);
  });

  it('does not fuss when a CSV export is named .txt', async () => {
    const reading = await readLabFile({ name: 'export.txt', bytes: buildLabReportCsv() });
    expect(reading.type).toBe('csv');
    expect(reading.warnings).toEqual([]);
  });

  it('explains what to do with an iPhone HEIC photo it cannot decode', async () => {
    const heic = Buffer.concat([
      Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic', 'latin1'),
      Buffer.alloc(2000, 7),
    ]);
    const reading = await readLabFile({ name: 'IMG_1234.HEIC', bytes: heic });
    expect(reading.type).toBe('heic');
    expect(reading.error).toMatch(/HEIC photos cannot be decoded here; export the photo as JPEG/);
  });

  it('reads only the first million characters of a whole-laboratory export, and says so', async () => {
    const row = 'AFR-000001,Haemoglobin,10.2,g/dL,12.0 - 16.0\n';
    const reading = await readLabFile({ name: 'lab-export.csv', bytes: Buffer.from(row.repeat(60_000)) });
    expect(reading.error).toBeUndefined();
    expect(reading.text.length).toBeLessThanOrEqual(1_000_000);
    expect(reading.text.endsWith('12.0 - 16.0')).toBe(true);
    expect(reading.warnings).toEqual([
      'the file holds more text than one lab report; only its first 1,000,000 characters were read',
    ]);
  });

  it('refuses an empty file', async () => {
    const reading = await readLabFile({ name: 'blank.pdf', bytes: new Uint8Array(0) });
    expect(reading).toMatchObject({
      type: 'unknown',
      text: '',
      excerpt: '',
      ocr: false,
      error: "'blank.pdf' is empty",
    });
  });

  it('refuses a file over 10 MB without reading it', async () => {
    const reading = await readLabFile({ name: 'huge-scan.pdf', bytes: buildOversizedFile() });
    expect(reading.error).toBe("'huge-scan.pdf' is over the 10 MB limit per file (10.00 MB)");
  });

  it('refuses binary content that is no supported format', async () => {
    const bytes = Uint8Array.from({ length: 2048 }, (_, index) => (index * 7919) % 256);
    const reading = await readLabFile({ name: 'scan.bin', bytes });
    expect(reading.error).toBe(
      "'scan.bin' cannot be read: its content is not an image, PDF, Word, Excel, CSV or text file",
    );
  });

  it('gives up on a file that takes longer than its time limit', async () => {
    const reading = await readLabFile(
      { name: 'slow.pdf', bytes: await buildLabReportPdf() },
      { timeoutMs: 1 },
    );
    expect(reading.error).toMatch(/'slow\.pdf' could not be read: reading took longer than/);
  });
});

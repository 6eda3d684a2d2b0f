import { describe, expect, it } from 'vitest';
import { detectFileType } from './detect-file-type';
import {
  buildLabReportCsv,
  buildLabReportDocx,
  buildLabReportTxt,
  buildLabReportXlsx,
} from './test-fixtures/build-lab-office';
import { buildLabReportPdf } from './test-fixtures/build-lab-pdf';
import { buildSmallPng } from './test-fixtures/build-bad-files';

const bytes = (...values: number[]) => Uint8Array.from([...values, ...new Array<number>(64).fill(0x20)]);
const ascii = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));
const ole2 = (stream: string) =>
  Uint8Array.from(
    Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(504),
      Buffer.from(stream, 'utf16le'),
    ]),
  );

describe('deciding a lab file type from its content, not its name', () => {
  it.each([
    ['photo.jpg', bytes(0xff, 0xd8, 0xff, 0xe0), 'jpeg'],
    ['slip.png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'png'],
    ['slip.webp', ascii('RIFF\x10\x00\x00\x00WEBPVP8 '), 'webp'],
    ['IMG_0042.HEIC', ascii('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00'), 'heic'],
    ['IMG_0043.heif', ascii('\x00\x00\x00\x18ftypmif1\x00\x00\x00\x00'), 'heic'],
    ['report.pdf', ascii('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), 'pdf'],
    ['old-report.doc', ole2('WordDocument'), 'doc'],
    ['notes.txt', ascii('Malaria RDT: positive\nHb 9.8 g/dL'), 'txt'],
  ] as const)('%s is %s', (name, content, type) => {
    expect(detectFileType(name, content)).toEqual({ ok: true, type });
  });

  it('tells a Word document from an Excel workbook by the entries inside the ZIP', async () => {
    expect(detectFileType('a.docx', await buildLabReportDocx())).toEqual({ ok: true, type: 'docx' });
    expect(detectFileType('a.xlsx', await buildLabReportXlsx())).toEqual({ ok: true, type: 'xlsx' });
  });

  it('calls delimited rows CSV and prose text TXT', () => {
    expect(detectFileType('a.csv', buildLabReportCsv())).toEqual({ ok: true, type: 'csv' });
    expect(detectFileType('a.txt', buildLabReportTxt())).toEqual({ ok: true, type: 'txt' });
    const semicolons = ascii('Test;Result;Unit\nHb;10,2;g/dL\nWBC;14,8;x10^9/L\n');
    expect(detectFileType('a.csv', semicolons)).toEqual({ ok: true, type: 'csv' });
  });

  it('reads Excel "Unicode text" (UTF-16 with BOM) as text despite its NUL bytes', () => {
    const utf16 = Uint8Array.from(
      Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from('Hb\t10.2\tg/dL\nWBC\t14.8\tx10^9/L\n', 'utf16le'),
      ]),
    );
    expect(detectFileType('export.txt', utf16)).toEqual({ ok: true, type: 'csv' });
  });

  it('reports a name that lies about the type, and keeps the type of the content', async () => {
    expect(detectFileType('lab-results.pdf', await buildSmallPng())).toEqual({
      ok: true,
      type: 'png',
      warning: "'lab-results.pdf' is not a PDF file: its content is a PNG image, and it was read as such",
    });
    expect(detectFileType('scan.jpg', await buildLabReportPdf())).toMatchObject({
      ok: true,
      type: 'pdf',
      warning: expect.stringContaining('is not a JPEG image file'),
    });
  });

  it.each([
    ['empty.pdf', new Uint8Array(0), "'empty.pdf' is empty"],
    [
      'book.xls',
      ole2('Workbook'),
      "'book.xls' cannot be read: legacy Excel (XLS) files are not supported; save it as XLSX or CSV",
    ],
    [
      'letter.doc',
      ascii('{\\rtf1\\ansi Hb 10.2}'),
      "'letter.doc' cannot be read: RTF documents are not supported; save it as DOCX or PDF",
    ],
    [
      'app.exe',
      bytes(0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00),
      "'app.exe' cannot be read: its content is not an image, PDF, Word, Excel, CSV or text file",
    ],
    [
      'cut.docx',
      ascii('PK\x03\x04 cut short'),
      "'cut.docx' cannot be read: the archive is damaged (no central directory)",
    ],
  ])('refuses %s with a clear message', (name, content, error) => {
    expect(detectFileType(name, content)).toEqual({ ok: false, error });
  });
});

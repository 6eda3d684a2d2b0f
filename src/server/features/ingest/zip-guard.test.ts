import { describe, expect, it } from 'vitest';
import { checkZipForBomb } from './zip-guard';
import { buildLabReportDocx, buildLabReportXlsx } from './test-fixtures/build-lab-office';
import { deflatePart, deflateRepeatedPart, writeZip } from './test-fixtures/build-zip';

const limits = {
  maxUncompressedBytes: 1_000_000,
  maxEntries: 5,
  maxEntryRatio: 100,
  ratioCheckFromBytes: 100_000,
};

describe('checking a DOCX / XLSX for a decompression bomb before unpacking it', () => {
  it('lets real Word and Excel lab reports through', async () => {
    expect(await checkZipForBomb(await buildLabReportDocx())).toEqual({ ok: true });
    expect(await checkZipForBomb(await buildLabReportXlsx())).toEqual({ ok: true });
  });

  it('refuses an archive that declares more than the total size limit', async () => {
    const zip = writeZip([deflateRepeatedPart('word/document.xml', 'abc', 400_000)]);
    expect(await checkZipForBomb(zip, { ...limits, maxEntryRatio: 1e9 })).toEqual({
      ok: false,
      error: 'it would unpack to more than 1 MB (a decompression bomb?)',
    });
  });

  it('refuses a large entry compressed far beyond what text compresses to', async () => {
    const zip = writeZip([deflateRepeatedPart('xl/worksheets/sheet1.xml', 'a', 500_000)]);
    expect(await checkZipForBomb(zip, limits)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/sheet1\.xml' is compressed \d+ to 1/),
    });
  });

  it('refuses too many entries', async () => {
    const zip = writeZip(
      Array.from({ length: 6 }, (_, index) => deflatePart(`word/part${index}.xml`, '<p/>')),
    );
    expect(await checkZipForBomb(zip, limits)).toEqual({
      ok: false,
      error: 'the archive holds 6 entries (limit 5)',
    });
  });

  it('catches an entry that unpacks to more than its forged header declares', async () => {
    const part = deflateRepeatedPart('word/document.xml', '<w:t>0</w:t>', 50_000);
    const zip = writeZip([{ ...part, declaredUncompressedBytes: 1_000 }]);
    expect(await checkZipForBomb(zip, limits)).toEqual({
      ok: false,
      error: "'word/document.xml' unpacks to more than it declares (a decompression bomb?)",
    });
  });

  it('reports damaged compressed data instead of throwing', async () => {
    const part = deflatePart('word/document.xml', '<w:document>Haemoglobin 10.2</w:document>');
    const zip = writeZip([{ ...part, compressed: Buffer.from([0xff, 0xff, 0xff, 0xff, 0xff, 0xff]) }]);
    expect(await checkZipForBomb(zip, limits)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/damaged/),
    });
  });
});

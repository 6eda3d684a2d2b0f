import { describe, expect, it } from 'vitest';
import { checkPdfForBomb } from './pdf-stream-guard';
import { buildPdfBomb } from './test-fixtures/build-bad-files';
import { buildLabReportPdf, buildManyPagePdf } from './test-fixtures/build-lab-pdf';

describe('checking a PDF for a decompression bomb before pdf.js reads it', () => {
  it('lets real lab reports through (their content streams are Flate-compressed too)', async () => {
    expect(await checkPdfForBomb(await buildLabReportPdf())).toEqual({ ok: true });
    expect(await checkPdfForBomb(await buildManyPagePdf(25))).toEqual({ ok: true });
  });

  it('refuses a small PDF whose content stream inflates to 300 MB, without holding it', async () => {
    const rssBefore = process.memoryUsage().rss;
    const verdict = await checkPdfForBomb(buildPdfBomb());
    expect(verdict).toEqual({
      ok: false,
      error: 'part of it unpacks to an enormous size (a decompression bomb?)',
    });
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(60 * 1024 * 1024);
  });

  it.each([
    ['a name escape', { filter: '/Filter /FlateDecod#65' }],
    ['5,000 spaces of padding', { filter: '/Filter /FlateDecode', padding: 5000 }],
    ['no filter name at all', { filter: '' }],
    ['ASCII-hex wrapping', { filter: '/Filter [/ASCIIHexDecode /FlateDecode]', hex: true }],
  ])('refuses the same bomb disguised by %s, quickly', async (_disguise, options) => {
    const started = performance.now();
    expect(await checkPdfForBomb(buildPdfBomb(options))).toMatchObject({ ok: false });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('counts every stream of a document against the total', async () => {
    const pages = await buildManyPagePdf(20);
    expect(await checkPdfForBomb(pages, { maxStreamBytes: 1_000_000, maxTotalBytes: 500 })).toMatchObject({
      ok: false,
    });
  });

  it('leaves a stream that does not inflate to pdf.js', async () => {
    const damaged = Buffer.from(
      '%PDF-1.4\n4 0 obj\n<< /Length 6 /Filter /FlateDecode >>\nstream\n\xff\xff\xff\xff\xff\xff\nendstream\nendobj\n',
      'latin1',
    );
    expect(await checkPdfForBomb(damaged)).toEqual({ ok: true });
  });
});

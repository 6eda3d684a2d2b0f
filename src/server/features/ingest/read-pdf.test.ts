import { describe, expect, it } from 'vitest';
import { readPdf } from './read-pdf';
import { buildLabReportPdf, buildManyPagePdf } from './test-fixtures/build-lab-pdf';

describe('reading a PDF page by page', () => {
  it('reads the text layer without OCR when the report is digital', async () => {
    const reading = await readPdf(await buildLabReportPdf(), 30_000, () => false);
    expect(reading).toMatchObject({ pages: 1, pagesRead: 1, ocrPages: 0, stoppedForTime: false });
    expect(reading.confidence).toBeUndefined();
  });

  it('returns the pages already read when the time limit comes, rather than nothing', async () => {
    const reading = await readPdf(await buildManyPagePdf(3), 0.001, () => false);
    expect(reading).toMatchObject({ pages: 3, pagesRead: 1, stoppedForTime: true });
    expect(reading.text).toContain('Page 1: Haemoglobin 10.1 g/dL');
  });

  it('stops between pages once the file is cancelled', async () => {
    let pagesStarted = 0;
    const reading = await readPdf(await buildManyPagePdf(5), 30_000, () => pagesStarted++ >= 2);
    expect(reading.pagesRead).toBe(2);
  });
});

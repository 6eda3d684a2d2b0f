import { describe, expect, it } from 'vitest';
import { readPdf } from './read-pdf';
import type { ReadingContext, ReadingProgress } from './reading-context';
import { buildLabReportPdf, buildManyPagePdf } from './test-fixtures/build-lab-pdf';

function context(
  timeoutMs: number,
  isCancelled = () => false,
  progress: ReadingProgress[] = [],
): ReadingContext {
  return {
    owner: 'test',
    deadline: performance.now() + timeoutMs,
    timeLimitMs: timeoutMs,
    isCancelled,
    onProgress: (step) => progress.push(step),
  };
}

describe('reading a PDF page by page', () => {
  it('reads the text layer without OCR when the report is digital', async () => {
    const reading = await readPdf(await buildLabReportPdf(), context(30_000));
    expect(reading).toMatchObject({ pages: 1, pagesRead: 1, ocrPages: 0, stoppedForTime: false });
    expect(reading.confidence).toBeUndefined();
  });

  it('returns the pages already read when the time limit comes, rather than nothing', async () => {
    const reading = await readPdf(await buildManyPagePdf(3), context(0.001));
    expect(reading).toMatchObject({ pages: 3, pagesRead: 1, stoppedForTime: true });
    expect(reading.text).toContain('Page 1: Haemoglobin 10.1 g/dL');
  });

  it('stops between pages once the file is cancelled', async () => {
    let pagesStarted = 0;
    const reading = await readPdf(
      await buildManyPagePdf(5),
      context(30_000, () => pagesStarted++ >= 2),
    );
    expect(reading.pagesRead).toBe(2);
  });

  it('reports each page it starts, out of the pages it will read', async () => {
    const progress: ReadingProgress[] = [];
    await readPdf(
      await buildManyPagePdf(3),
      context(30_000, () => false, progress),
    );
    expect(progress).toEqual([1, 2, 3].map((page) => ({ stage: 'reading', page, pages: 3 })));
  });
});

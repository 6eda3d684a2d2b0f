import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderPageWithPdftoppm } from './render-with-pdftoppm';
import { buildManyPagePdf } from './test-fixtures/build-lab-pdf';

const hasPdftoppm = (() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!hasPdftoppm)('rendering a page with pdftoppm when pdf.js has no canvas', () => {
  it('renders the requested page through pipes, scaled to the OCR size', async () => {
    const png = await renderPageWithPdftoppm(await buildManyPagePdf(3), 2, 1200, 20_000);
    const metadata = await sharp(png).metadata();
    expect(metadata.format).toBe('png');
    expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBe(1200);
  });

  it('fails with a clear error on a page that does not exist', async () => {
    await expect(renderPageWithPdftoppm(await buildManyPagePdf(1), 5, 1200, 20_000)).rejects.toThrow(
      'pdftoppm could not render page 5',
    );
  });
});

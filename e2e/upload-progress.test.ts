import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openPage, useServerAndBrowser } from './support/e2e-run';
import { buildScannedPdf } from '../src/server/features/ingest/test-fixtures/build-lab-pdf';

describe('a scanned lab report being read, at 360 px', () => {
  const run = useServerAndBrowser();

  it('shows which page the server is reading while OCR runs, then the uploaded file', async () => {
    const photo = readFileSync(new URL('../eval/lab-documents/ug-csf-analysis-photo.jpg', import.meta.url));
    const scan = await buildScannedPdf([photo, photo]);
    const { page, errors } = await openPage(run, '/enhanced');
    const context = page.context();
    await page.getByLabel('I confirm patient consent has been obtained').check();
    await page.getByLabel('Patient ID').fill('AFR-E2E-OCR');
    await page.getByRole('button', { name: 'Create Session' }).click();
    await page.getByTestId('session-status').getByText('Session Active').waitFor();

    await page
      .getByTestId('file-input')
      .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: scan });
    await page.getByText(/scan\.pdf: reading page [12] of 2/).waitFor({ timeout: 60_000 });
    await page.getByText('Uploaded', { exact: true }).waitFor({ timeout: 120_000 });
    // The progress toast goes once the answer is in (after its closing animation).
    await expect.poll(() => page.getByText(/scan\.pdf: reading page/).count(), { timeout: 5_000 }).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});

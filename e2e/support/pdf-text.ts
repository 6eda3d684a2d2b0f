import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Download } from 'playwright-core';

/** The text of a downloaded PDF, read with poppler's pdftotext as a clinician's PDF viewer would show it. */
export async function downloadedPdfText(download: Download): Promise<string> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'afyadx-pdf-'));
  try {
    const file = path.join(folder, 'report.pdf');
    await download.saveAs(file);
    expectPdf(fs.readFileSync(file));
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

function expectPdf(bytes: Buffer): void {
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('the download is not a PDF');
}

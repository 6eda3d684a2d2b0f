import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractLabEntriesFromText } from '../../../clinical/labs';
import { localLanguageDirectory, shutdownOcr } from './ocr-engine';
import { readLabFile } from './read-lab-file';
import { buildScannedPdf } from './test-fixtures/build-lab-pdf';
import { buildFormPhoto } from './test-fixtures/build-form-photo';
import { buildLabSlipPhoto } from './test-fixtures/build-lab-photo';
import { labSlipRows } from './test-fixtures/lab-slip';
import { scoreExtractedEntries } from './test-fixtures/score-entries';
import { scoreValuesInText } from './test-fixtures/score-reading';

// OCR is slow on a 2-core machine: two recognitions in this file, one shared worker.
const ocrTimeoutMs = 120_000;

describe('reading a phone photo of a printed lab slip', () => {
  afterAll(shutdownOcr);

  it('uses the English model shipped in node_modules, never a download', () => {
    expect(existsSync(path.join(localLanguageDirectory(), 'eng.traineddata.gz'))).toBe(true);
  });

  it(
    'reads at least 90% of the values from a slip photographed tilted 3 degrees in uneven light',
    async () => {
      const photo = await buildLabSlipPhoto({ rotateDegrees: 3, shadow: 0.55, noise: 12 });
      const reading = await readLabFile({ name: 'IMG_20250114_1120.jpg', bytes: photo });

      expect(reading.error).toBeUndefined();
      expect(reading).toMatchObject({ type: 'jpeg', ocr: true });
      expect(reading.confidence).toBeGreaterThan(0.5);
      expect(scoreValuesInText(reading.text, labSlipRows).fraction).toBeGreaterThanOrEqual(0.9);
      const extracted = scoreExtractedEntries(extractLabEntriesFromText(reading.text), labSlipRows);
      expect(extracted.fraction, `missed: ${extracted.missed.join(', ')}`).toBeGreaterThanOrEqual(0.9);
    },
    ocrTimeoutMs,
  );

  it(
    'reads a scanned PDF (a photocopy tilted the other way, darker and blurred) by rendering and OCR',
    async () => {
      const photo = await buildLabSlipPhoto({ rotateDegrees: -4, shadow: 0.7, noise: 16, blurSigma: 1.5 });
      const scan = await buildScannedPdf([photo], 'Scanned with a phone scanner app');
      const reading = await readLabFile({ name: 'scan0001.pdf', bytes: scan });

      expect(reading.error).toBeUndefined();
      expect(reading).toMatchObject({ type: 'pdf', ocr: true, pages: 1 });
      expect(reading.text).toContain('Scanned with a phone scanner app');
      const extracted = scoreExtractedEntries(extractLabEntriesFromText(reading.text), labSlipRows);
      expect(extracted.fraction, `missed: ${extracted.missed.join(', ')}`).toBeGreaterThanOrEqual(0.9);
    },
    ocrTimeoutMs,
  );

  it(
    'reads a ruled form with dot leaders photographed at an angle on a desk, a corner in shadow',
    async () => {
      const rows = [
        { name: 'Haemoglobin', value: '10.8 g/dL', range: '(12.0 - 16.0)' },
        { name: 'Platelets', value: '98 x10^9/L', range: '(150 - 400)' },
        { name: 'Creatinine', value: '142 umol/L', range: '(53 - 97)' },
        { name: 'Potassium', value: '5.9 mmol/L', range: '(3.5 - 5.1)' },
        { name: 'Sodium', value: '131 mmol/L', range: '(135 - 145)' },
        { name: 'Urea', value: '3.95 mmol/L', range: '(2.5 - 7.8)' },
      ];
      const photo = await buildFormPhoto(rows, { desk: 90, cornerShadow: 0.5 });
      const reading = await readLabFile({ name: 'IMG_20261127_0910.jpg', bytes: photo });
      expect(reading.error).toBeUndefined();
      const entries = extractLabEntriesFromText(reading.text);
      const misread = rows.filter((row) => {
        const entry = entries.find((read) => read.testType === row.name);
        const bare = (text: string | undefined) => (text ?? '').replace(/[()\s]/g, '');
        return entry?.result !== row.value || bare(entry.normalRange) !== bare(row.range);
      });
      expect(
        misread.length,
        `misread ${misread.map((row) => row.name).join(', ')} in:\n${reading.text}`,
      ).toBeLessThanOrEqual(1);
    },
    ocrTimeoutMs,
  );

  it(
    'keeps a scan to its file time limit, answering on time with which limit was reached',
    async () => {
      const photo = await buildLabSlipPhoto();
      const scan = await buildScannedPdf([photo, photo]);
      const started = performance.now();
      const reading = await readLabFile({ name: 'scan0002.pdf', bytes: scan }, { timeoutMs: 1_000 });
      // Two pages of OCR take many seconds here: the answer comes near the limit (a render step may overrun it).
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(reading.error).toBe("'scan0002.pdf' could not be read: reading took longer than 1 s");
    },
    ocrTimeoutMs,
  );
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractLabEntriesFromText } from '../../../clinical/labs';
import { readLabFile } from './read-lab-file';
import {
  buildLabReportCsv,
  buildLabReportDocx,
  buildLabReportTxt,
  buildLabReportXlsx,
} from './test-fixtures/build-lab-office';
import { buildLabReportPdf, buildManyPagePdf } from './test-fixtures/build-lab-pdf';
import { labSlipRows } from './test-fixtures/lab-slip';
import { scoreExtractedEntries } from './test-fixtures/score-entries';
import { scoreValuesInText } from './test-fixtures/score-reading';

const legacyDoc = () => readFileSync(new URL('./test-fixtures/lab-report.doc', import.meta.url));

describe('reading a digital lab report in every format a clinic receives', () => {
  const formats = [
    { name: 'kisumu-labs.pdf', type: 'pdf', build: buildLabReportPdf },
    { name: 'kisumu-labs.docx', type: 'docx', build: buildLabReportDocx },
    { name: 'kisumu-labs.doc', type: 'doc', build: async () => legacyDoc() },
    { name: 'kisumu-labs.xlsx', type: 'xlsx', build: buildLabReportXlsx },
    { name: 'kisumu-labs.csv', type: 'csv', build: async () => buildLabReportCsv() },
    { name: 'kisumu-labs.txt', type: 'txt', build: async () => buildLabReportTxt('utf8') },
    { name: 'old-windows-export.txt', type: 'txt', build: async () => buildLabReportTxt('latin1') },
  ] as const;

  for (const format of formats) {
    it(`reads every value of the report from ${format.name}`, async () => {
      const reading = await readLabFile({ name: format.name, bytes: await format.build() });

      expect(reading.error).toBeUndefined();
      expect(reading.type).toBe(format.type);
      expect(reading.ocr).toBe(false);
      expect(reading.warnings).toEqual([]);
      const inText = scoreValuesInText(reading.text, labSlipRows);
      expect(inText.missed).toEqual([]);
      const extracted = scoreExtractedEntries(extractLabEntriesFromText(reading.text), labSlipRows);
      expect(extracted.fraction, `missed: ${extracted.missed.join(', ')}`).toBeGreaterThanOrEqual(0.95);
    });
  }

  it('keeps each table row on one line with its columns apart, as the lab extractor expects', async () => {
    const reading = await readLabFile({ name: 'labs.pdf', bytes: await buildLabReportPdf() });
    expect(reading.text).toContain('Haemoglobin\t10.2\tg/dL\t12.0 - 16.0');
    expect(reading.pages).toBe(1);
  });

  it('keeps an excerpt of at most 500 characters from the start of the report', async () => {
    const reading = await readLabFile({ name: 'labs.docx', bytes: await buildLabReportDocx() });
    expect(reading.excerpt.length).toBeLessThanOrEqual(500);
    expect(reading.excerpt.startsWith('KISUMU COUNTY REFERRAL HOSPITAL')).toBe(true);
    expect(reading.text.length).toBeGreaterThan(reading.excerpt.length);
  });

  it('reads only the first 20 pages of a long PDF and says so', async () => {
    const reading = await readLabFile({ name: 'history.pdf', bytes: await buildManyPagePdf(25) });
    expect(reading.error).toBeUndefined();
    expect(reading.pages).toBe(25);
    expect(reading.text).toContain('Page 20:');
    expect(reading.text).not.toContain('Page 21:');
    expect(reading.warnings).toEqual(['only the first 20 of 25 pages were read']);
  });

  it('reads every sheet of a workbook, naming each', async () => {
    const reading = await readLabFile({ name: 'export.xlsx', bytes: await buildLabReportXlsx() });
    expect(reading.text).toContain('Sheet: Patient');
    expect(reading.text).toContain('Sheet: Results');
  });
});

import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { renderReportPdf } from './render-report-pdf';
import { REPORT_DISCLAIMER, type ReportContent } from './report-content';

const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');

function reportWith(timing: string | undefined): ReportContent {
  return {
    title: 'Medical report',
    generatedAt: new Date('2026-06-15T09:00:00Z'),
    patient: [],
    symptoms: [],
    labs: [],
    disclaimer: REPORT_DISCLAIMER,
    prescription: {
      safetyWarnings: [],
      medications: [
        {
          drug: 'magnesium sulfate',
          dosage: '5 g (10 mL of 50%) deep IM, alternate buttocks',
          ...(timing !== undefined ? { timing } : {}),
          frequency: 'every 4 hours',
          duration: '24 hours after delivery or the last convulsion',
          route: 'intramuscular',
        },
      ],
    },
  };
}

describe('the PDF report: a regimen given in phases', () => {
  it('prints when the maintenance dose is given (control: without the phase it does not)', async () => {
    const timing = 'Maintenance: first dose 4 hours after the loading dose, then every 4 hours';
    expect(pdfText(await renderReportPdf(reportWith(timing)))).toContain(timing);
    expect(pdfText(await renderReportPdf(reportWith(undefined)))).not.toContain('after the loading dose');
  });
});

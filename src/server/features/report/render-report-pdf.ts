import type { ReportContent } from './report-content';
import { evidenceOnce, percentText } from '../../../contracts/evidence';

const MARGIN = 50;
const BODY_SIZE = 10;

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/**
 * The built-in PDF fonts speak WinAnsi only: spell out what they cannot draw, so a printed report never
 * shows '?' where a unit or a sign was ('x10⁹/L' is printed 'x10^9/L').
 */
export function toPdfText(text: string): string {
  return text
    .replace(
      /[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g,
      (digits) => `^${[...digits].map((d) => SUPERSCRIPT_DIGITS.indexOf(d)).join('')}`,
    )
    .replace(/⁻/g, '^-')
    .replaceAll('≥', '>=')
    .replaceAll('≤', '<=')
    .replaceAll('→', '->')
    .replaceAll('↔', '<->')
    .replaceAll('×', 'x')
    .replaceAll('−', '-')
    .replaceAll('…', '...')
    .replace(/[•·]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .normalize('NFKC')
    .replaceAll('\u03bc', '\u00b5') // NFKC turns the micro sign into Greek mu, which WinAnsi lacks
    .replace(/[^\x20-\x7E\n\u00A0-\u00FF]/g, (char) => {
      // An accented letter outside Latin-1 keeps its base letter; anything else is marked, not dropped.
      const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return /^[\x20-\x7E]+$/.test(base) ? base : '?';
    });
}

/** The non-routine investigations of the assessment, each once. */
function investigationsOf(recommendations: unknown): string[] {
  const investigations = (recommendations as { investigations?: unknown } | undefined)?.investigations;
  if (!Array.isArray(investigations)) return [];
  return investigations
    .filter((test: { urgency?: string }) => test.urgency !== 'routine')
    .slice(0, 4)
    .map((test: { test?: string; rationale?: string }) => `${test.test}: ${test.rationale}`);
}

/** Renders the report as an A4 PDF: black on white, page numbers, readable when printed in grey. */
export async function renderReportPdf(content: ReportContent): Promise<Buffer> {
  // pdfkit and its fonts load with the first report, not at server start.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: content.title, Producer: 'AfyaDx' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const write = (text: string, options: PDFKit.Mixins.TextOptions = {}) => doc.text(toPdfText(text), options);
  const heading = (text: string) => {
    if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12);
    write(text);
    doc
      .moveTo(MARGIN, doc.y + 2)
      .lineTo(doc.page.width - MARGIN, doc.y + 2)
      .lineWidth(0.5)
      .stroke();
    doc.moveDown(0.4).font('Helvetica').fontSize(BODY_SIZE);
  };
  const bullet = (text: string) => write(`- ${text}`, { indent: 10 });

  doc.font('Helvetica-Bold').fontSize(18);
  write(content.title);
  doc.font('Helvetica').fontSize(BODY_SIZE);
  write(`Generated ${content.generatedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`);

  heading('Patient and session');
  for (const [label, value] of content.patient) write(`${label}: ${value}`);

  heading('Symptoms reported');
  if (content.symptoms.length === 0) write('None recorded.');
  content.symptoms.forEach(bullet);

  heading('Laboratory results');
  if (content.labs.length === 0) write('No laboratory results.');
  // One row per test: name, value with unit, range, flag; its meaning in one line beneath.
  for (const lab of content.labs) {
    const marker = lab.flag.endsWith('CRITICAL')
      ? '!! '
      : ['NORMAL', 'NOT ASSESSED'].includes(lab.flag)
        ? ''
        : '! ';
    doc.font(marker ? 'Helvetica-Bold' : 'Helvetica');
    write(`${marker}${lab.test}: ${lab.result}${lab.range ? `   (range ${lab.range})` : ''}   [${lab.flag}]`);
    doc.font('Helvetica').fontSize(BODY_SIZE - 1);
    write(`${lab.meaning ? `${lab.meaning} ` : ''}(from ${lab.source})`, { indent: 10 });
    doc.fontSize(BODY_SIZE);
  }
  doc.font('Helvetica');

  const analysis = content.analysis;
  if (analysis) {
    heading(
      `Assessment — urgency: ${analysis.urgency.toUpperCase()}${analysis.emergency_alert ? ' (EMERGENCY)' : ''}`,
    );
    write(analysis.overall_summary);
    heading('Differential diagnosis');
    const differentials = analysis.symptom_test_insights.differential_diagnoses;
    differentials.forEach((differential, index) => {
      doc.font(index === 0 ? 'Helvetica-Bold' : 'Helvetica');
      const percent =
        differential.probability_percent === undefined
          ? ''
          : `${percentText(differential.probability_percent)}, `;
      write(
        `${index + 1}. ${differential.condition}${differential.icd10 ? ` (${differential.icd10})` : ''} — ${percent}${differential.probability} confidence`,
      );
    });
    doc.font('Helvetica');
    const evidence = evidenceOnce(
      differentials.map((differential) => ({
        supporting: differential.supporting_evidence,
        against: differential.contradicting_evidence,
      })),
    );
    if (evidence.length > 0) {
      doc.moveDown(0.3).font('Helvetica-Bold');
      write('Evidence weighed');
      doc.font('Helvetica');
      for (const item of evidence)
        bullet(
          `${item.text} — ${[
            item.supports.length ? `for ${item.supports.join(', ')}` : '',
            item.against.length ? `against ${item.against.join(', ')}` : '',
          ]
            .filter(Boolean)
            .join('; ')}`,
        );
    }
    heading('Red flags');
    if (analysis.symptom_test_insights.red_flags.length === 0) write('None identified.');
    for (const flag of analysis.symptom_test_insights.red_flags)
      bullet(`[${flag.urgency.toUpperCase()}] ${flag.finding}: ${flag.action_required}`);
    heading('Recommendations');
    const recommendations = [
      ...new Set([
        ...analysis.tests_analyzed.flatMap((test) => test.recommendations),
        ...investigationsOf(analysis.recommendations),
      ]),
    ];
    if (recommendations.length === 0) write('See the clinical assessment above.');
    recommendations.forEach(bullet);
  } else {
    heading('Assessment');
    write('No analysis was run in this session.');
  }

  heading('Prescription suggestion');
  const prescription = content.prescription;
  if (!prescription || prescription.medications.length === 0) write('No medicine suggested.');
  for (const medication of prescription?.medications ?? []) {
    doc.font('Helvetica-Bold');
    write(medication.drug);
    doc.font('Helvetica');
    write(
      `${medication.timing ? `${medication.timing}. ` : ''}${medication.dosage}, ${medication.route}, ${medication.frequency}, ${medication.duration}${medication.indication ? ` — ${medication.indication}` : ''}`,
      { indent: 10 },
    );
  }
  if (prescription?.treatmentProtocol?.primaryTreatment)
    write(`Protocol: ${prescription.treatmentProtocol.primaryTreatment}`);
  for (const warning of prescription?.safetyWarnings ?? []) bullet(`Safety: ${warning}`);
  const decision = content.prescriptionDecision;
  write(
    decision
      ? `Prescription ${decision.decision} by the clinician${decision.by ? ` (${decision.by})` : ''} at ${decision.at}.` +
          (decision.registrationNumber ? ` Registration number: ${decision.registrationNumber}.` : '')
      : 'Prescription not yet approved by a clinician.',
  );
  if (decision?.note)
    write(
      `Clinician's note${decision.decision === 'edited' || /edit/i.test(decision.note) ? ' (edits to the suggestion)' : ''}: ${decision.note}`,
    );

  heading('Disclaimer');
  write(content.disclaimer);

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    doc.page.margins.bottom = 0; // the footer sits in the margin; without this pdfkit would start a new page
    doc.font('Helvetica').fontSize(8);
    const footerY = doc.page.height - MARGIN + 15;
    doc.text(`Page ${index + 1} of ${range.count}  -  For professional use only`, MARGIN, footerY, {
      width: doc.page.width - 2 * MARGIN,
      align: 'center',
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}

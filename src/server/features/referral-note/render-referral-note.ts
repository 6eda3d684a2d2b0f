import { toPdfText } from '../report/render-report-pdf';
import type { ReferralNoteContent } from './referral-note-content';

const MARGIN = 40;
const BODY_SIZE = 9;
/** Room kept at the foot of the page for the signature lines and the disclaimer. */
const FOOT_ROOM = 90;

/**
 * The referral note as one A4 page: what the receiving clinician needs first (alert, vital signs, what was
 * given and when), then what was advised. A list that would run onto a second page is cut with a line that
 * says so, so the note always prints on one sheet.
 */
export async function renderReferralNote(content: ReferralNoteContent): Promise<Buffer> {
  // pdfkit and its fonts load with the first PDF, not at server start.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: 'Emergency referral note', Producer: 'AfyaDx' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const limit = doc.page.height - MARGIN - FOOT_ROOM;
  let isFull = false;
  const write = (text: string, options: PDFKit.Mixins.TextOptions = {}) => {
    if (isFull) return;
    const safe = toPdfText(text);
    if (doc.y + doc.heightOfString(safe, { width, ...options }) > limit) {
      isFull = true;
      doc
        .font('Helvetica-Oblique')
        .text('(More items in the session report; this note is kept to one page.)');
      return;
    }
    doc.text(safe, { width, ...options });
  };
  const heading = (text: string) => {
    if (isFull) return;
    doc.moveDown(0.5).font('Helvetica-Bold').fontSize(11);
    write(text);
    doc.font('Helvetica').fontSize(BODY_SIZE);
  };
  const list = (items: readonly string[], empty: string) => {
    if (items.length === 0) write(empty);
    for (const item of items) write(`- ${item}`, { indent: 8 });
  };

  doc.font('Helvetica-Bold').fontSize(16).text('EMERGENCY REFERRAL NOTE', { width });
  doc.font('Helvetica').fontSize(BODY_SIZE);
  write(`Written ${content.writtenAt}`);

  heading('Patient');
  write(content.patient.map(([label, value]) => `${label}: ${value}`).join('   |   '));

  heading('Vital signs');
  write(
    content.vitals.length > 0
      ? content.vitals.map(([label, value]) => `${label}: ${value}`).join('   |   ')
      : 'No vital signs were recorded.',
  );

  heading('Reason for referral');
  doc.font('Helvetica-Bold');
  write(content.message);
  doc.font('Helvetica');
  if (content.workingDiagnosis) write(`${content.diagnosisLabel}: ${content.workingDiagnosis}`);
  list(content.triageReasons, '');
  if (content.symptoms.length > 0) write(`Presenting complaints: ${content.symptoms.join('; ')}`);

  heading('Given, done and referred (time recorded)');
  list(
    content.given.map((entry) => `${entry.at}: ${entry.what}`),
    'Nothing was recorded as given, done or referred.',
  );

  heading('Advised, not recorded as done');
  list(content.advised, 'None.');

  doc.page.margins.bottom = 0; // the foot sits in the margin; without this pdfkit would start a new page
  const footY = doc.page.height - MARGIN - FOOT_ROOM + 20;
  doc.font('Helvetica').fontSize(BODY_SIZE);
  doc.text(
    'Referring clinician (name, signature, phone): ______________________________________________',
    MARGIN,
    footY,
    { width },
  );
  doc.text('Received by (name, time): __________________________________________________________', {
    width,
  });
  doc
    .moveDown(0.8)
    .fontSize(7)
    .text(
      toPdfText(
        'Written with a clinical decision-support tool; its suggestions must be confirmed by a qualified clinician. This note is not stored by the system.',
      ),
      { width },
    );
  doc.end();
  return done;
}

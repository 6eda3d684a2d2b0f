import PDFDocument from 'pdfkit';

/** A one-page lab report PDF with the given lines, as a laboratory's system would print it. */
export function labReportPdf(lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(14).text('County Referral Hospital Laboratory');
    doc.moveDown();
    doc.fontSize(11);
    for (const line of lines) doc.text(line);
    doc.end();
  });
}

import PDFDocument from 'pdfkit';
import { labSlipColumns, labSlipFooter, labSlipHeader, labSlipRows } from './lab-slip';

const columnX = [50, 250, 330, 420] as const;

/** A digital lab report as a lab information system prints it: a text PDF with a results table. */
export function buildLabReportPdf(): Promise<Buffer> {
  return renderPdf((doc) => {
    doc.font('Helvetica-Bold').fontSize(13).text(labSlipHeader[0], 50, 50);
    doc.font('Helvetica').fontSize(10);
    labSlipHeader.slice(1).forEach((line, index) => doc.text(line, 50, 75 + index * 15));
    let y = 130;
    doc.font('Helvetica-Bold');
    labSlipColumns.forEach((cell, index) => doc.text(cell, columnX[index], y, { lineBreak: false }));
    doc.font('Helvetica');
    for (const row of labSlipRows) {
      y += 18;
      [row.test, row.result, row.unit, row.range].forEach((cell, index) => {
        if (cell !== '') doc.text(cell, columnX[index], y, { lineBreak: false });
      });
    }
    doc.text(labSlipFooter, 50, y + 40);
  });
}

/** A scanned report: each page is only a picture (no text layer), as from a photocopier. */
export function buildScannedPdf(pageImages: readonly Buffer[], footer?: string): Promise<Buffer> {
  return renderPdf((doc) => {
    pageImages.forEach((image, index) => {
      if (index > 0) doc.addPage();
      doc.image(image, 0, 0, { fit: [595, 800], align: 'center', valign: 'center' });
      if (footer) doc.fontSize(8).text(footer, 50, 810, { lineBreak: false });
    });
  });
}

/** A text PDF with many short pages, to check the page cap. */
export function buildManyPagePdf(pageCount: number): Promise<Buffer> {
  return renderPdf((doc) => {
    for (let page = 1; page <= pageCount; page++) {
      if (page > 1) doc.addPage();
      doc.fontSize(12).text(`Page ${page}: Haemoglobin ${(10 + page / 10).toFixed(1)} g/dL`, 50, 50);
    }
  });
}

function renderPdf(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'Laboratory report' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

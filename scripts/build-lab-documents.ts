/**
 * Writes the lab-document examination set (eval/lab-documents): the twelve files of
 * scripts/lab-documents/catalogue.ts and expected.json, the values a person reads from them.
 * Usage: npx tsx scripts/build-lab-documents.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { labDocuments, type LabDocument, type Row } from './lab-documents/catalogue';
import {
  renderCsv,
  renderDocx,
  renderFrenchText,
  renderPhoto,
  renderScannedPdf,
  renderTextPdf,
  renderXlsx,
} from './lab-documents/render';

const outputDir = path.resolve(import.meta.dirname, '../eval/lab-documents');

async function render(document: LabDocument): Promise<Buffer> {
  switch (document.format) {
    case 'pdf-text':
      return renderTextPdf(document);
    case 'docx':
      return renderDocx(document);
    case 'xlsx':
      return renderXlsx(document);
    case 'csv':
      return renderCsv(document);
    case 'txt':
      return renderFrenchText(document);
    case 'pdf-scan':
      return renderScannedPdf(document);
    case 'photo-jpeg':
      return document.country === 'UG'
        ? renderPhoto(
            document,
            { width: 1500, monospace: false, fontSize: 24 },
            { rotateDegrees: 6, shear: 0.05, shadow: 0.55, blurSigma: 1.1, quality: 70 },
          )
        : renderPhoto(
            document,
            { width: 760, monospace: true, fontSize: 24 },
            { rotateDegrees: -5, shear: -0.06, shadow: 0.45, blurSigma: 0.9, quality: 72 },
          );
  }
}

/** In a spreadsheet the printed range is two cells; expected.json says so. */
function printedRangeOf(document: LabDocument, row: Row): string | null {
  if (document.format !== 'xlsx') return row.printedRange || null;
  const { low, high } = row.expected;
  if (low === undefined && high === undefined) return row.printedRange || null;
  return `Low ${low ?? '(blank)'}, High ${high ?? '(blank)'}`;
}

function expectedOf(document: LabDocument) {
  return {
    file: document.file,
    format: document.format,
    kind: document.kind,
    country: document.country,
    layout: document.layout,
    tests: document.sections.flatMap((section) =>
      section.rows.map((row) => ({
        name: row.name,
        section: section.title || null,
        loinc: row.expected.loinc,
        analyte: row.expected.analyte,
        value: row.expected.value,
        printedResult: row.printed,
        unit: row.unit || null,
        range: {
          low: row.expected.low ?? null,
          high: row.expected.high ?? null,
          text: printedRangeOf(document, row),
        },
        flag: row.expected.flag,
      })),
    ),
  };
}

async function main(): Promise<void> {
  fs.mkdirSync(outputDir, { recursive: true });
  for (const document of labDocuments) {
    const bytes = await render(document);
    if (bytes.length > 500 * 1024)
      throw new Error(`${document.file} is ${bytes.length} bytes (limit 500 KB)`);
    fs.writeFileSync(path.join(outputDir, document.file), bytes);
    console.log(`${document.file.padEnd(52)} ${(bytes.length / 1024).toFixed(0).padStart(4)} KB`);
  }
  const expected = {
    about:
      'What a person reads from each document of eval/lab-documents (see eval/README.md, "lab documents"). ' +
      'value: the number or worded result; unit: as printed; range: the bounds that apply to this patient ' +
      '(one band of a sex- or age-banded range) and the printed text; flag: what a clinician would set. ' +
      'loinc is null where the examiner was not sure of the code; analyte then gives the usual name.',
    documents: labDocuments.map(expectedOf),
  };
  fs.writeFileSync(path.join(outputDir, 'expected.json'), JSON.stringify(expected, null, 2) + '\n');
  const tests = expected.documents.reduce((sum, document) => sum + document.tests.length, 0);
  console.log(`expected.json: ${expected.documents.length} documents, ${tests} values`);
}

await main();

/**
 * Writes the second lab-document examination set (eval/lab-documents-fresh): the twelve files of
 * scripts/lab-documents/catalogue-fresh.ts and expected.json, in the format of eval/lab-documents.
 * Usage: npx tsx scripts/build-lab-documents-fresh.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Row } from './lab-documents/catalogue';
import { freshDocuments, isScored, type FreshDocument } from './lab-documents/catalogue-fresh';
import { renderFresh } from './lab-documents/render-fresh';

const outputDir = path.resolve(import.meta.dirname, '../eval/lab-documents-fresh');

/** In a spreadsheet with Low and High columns the printed range is two cells; expected.json says so. */
function printedRangeOf(document: FreshDocument, row: Row): string | null {
  const { low, high } = row.expected;
  if (document.format === 'xlsx' && (low !== undefined || high !== undefined))
    return `Low ${low ?? '(blank)'}, High ${high ?? '(blank)'}`;
  return row.printedRange.replace(/\n/g, ' / ') || null;
}

function expectedOf(document: FreshDocument) {
  return {
    file: document.file,
    format: document.format,
    kind: document.kind,
    country: document.country,
    layout: document.layout,
    tests: document.sections.flatMap((section) =>
      section.rows.filter(isScored).map((row) => ({
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
  for (const document of freshDocuments) {
    const bytes = await renderFresh(document);
    if (bytes.length > 500 * 1024)
      throw new Error(`${document.file} is ${bytes.length} bytes (limit 500 KB)`);
    fs.writeFileSync(path.join(outputDir, document.file), bytes);
    console.log(`${document.file.padEnd(52)} ${(bytes.length / 1024).toFixed(0).padStart(4)} KB`);
  }
  const expected = {
    about:
      'What a person reads from each document of eval/lab-documents-fresh (see eval/README.md, "lab documents, second set"). ' +
      'value: the number or worded result; unit: as printed; range: the bounds that apply to this patient ' +
      '(one band of a sex- or age-banded range) and the printed text; flag: what the printed flag or range says ' +
      '(a standard range where none is printed). loinc is null where the examiner was not sure of the code; ' +
      'analyte then gives the usual name. Printed lines that are not results (colour, appearance, blood group, ' +
      'a haemolysed remark, a pending culture) are not listed.',
    documents: freshDocuments.map(expectedOf),
  };
  fs.writeFileSync(path.join(outputDir, 'expected.json'), JSON.stringify(expected, null, 2) + '\n');
  const tests = expected.documents.reduce((sum, document) => sum + document.tests.length, 0);
  console.log(`expected.json: ${expected.documents.length} documents, ${tests} values`);
}

await main();

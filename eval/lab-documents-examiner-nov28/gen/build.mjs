/**
 * Builds this lab-document examination set into the folder above gen/ (or --out DIR): the files and expected.json.
 * Usage (from the repository root): node eval/lab-documents-examiner-nov28/gen/build.mjs [--only FILE]
 */
import fs from 'node:fs';
import path from 'node:path';
import { documents } from './catalogue.mjs';
import { closeBrowser } from './imaging.mjs';
import * as render from './render.mjs';

const renderers = {
  'photo-table': render.renderKisumuPhoto,
  'scan-low-high': render.renderMbararaScanPdf,
  fax: render.renderDodomaFax,
  handwritten: render.renderKanoSlip,
  'till-roll': render.renderTamaleTillRoll,
  'photo-shadow': render.renderEdendalePhoto,
  'scan-form': render.renderGondarScan,
  'photo-french': render.renderOuagaPhoto,
  'pdf-lower-upper': render.renderKorleBuPdf,
  'docx-letter': render.renderIbadanDocx,
  'xlsx-french': render.renderBamakoXlsx,
  'csv-lis': render.renderTikurAnbessaCsv,
  'txt-age-bands': render.renderKcmcText,
  'pdf-cumulative': render.renderMulagoCumulativePdf,
};

const option = (flag) =>
  process.argv.includes(flag) ? process.argv[process.argv.indexOf(flag) + 1] : undefined;
const outDir = path.resolve(option('--out') ?? path.join(import.meta.dirname, '..'));
const only = option('--only');
fs.mkdirSync(outDir, { recursive: true });

const about =
  'What a person reads from each document of the fourth lab-document set (issue 13, examiner-labs). value: the number or worded result; ' +
  'unit: as printed; range: the bounds that apply to this patient (one band of a sex- or age-banded range) and the printed text; ' +
  'flag: what the printed flag or range says (a standard range where none is printed). loinc is null where the examiner was not sure ' +
  'of the code; analyte then gives the usual name. Printed lines that are not results (colour, appearance, blood group, a pending ' +
  'culture or viral load, earlier results of a cumulative report) are not listed.';

const expectedOf = (doc) => ({
  file: doc.file,
  format: doc.format,
  kind: doc.kind,
  country: doc.country,
  layout: doc.layout,
  tests: doc.sections.flatMap((section) =>
    section.rows
      .filter((row) => row.scored)
      .map((row) => ({
        name: row.name,
        section: section.title || null,
        loinc: row.loinc,
        analyte: row.analyte,
        value: row.value,
        printedResult: row.printed,
        unit: row.unit,
        range: { low: row.low, high: row.high, text: row.rangeText },
        flag: row.flag,
      })),
  ),
});

try {
  for (const doc of documents) {
    if (only && doc.file !== only) continue;
    const bytes = await renderers[doc.style](doc);
    if (bytes.length > 500 * 1024)
      console.warn(`WARNING ${doc.file} is ${(bytes.length / 1024).toFixed(0)} KB (> 500 KB)`);
    fs.writeFileSync(path.join(outDir, doc.file), bytes);
    console.log(`${doc.file.padEnd(60)} ${(bytes.length / 1024).toFixed(0).padStart(5)} KB`);
  }
} finally {
  await closeBrowser();
}
const expected = { about, documents: documents.map(expectedOf) };
fs.writeFileSync(path.join(outDir, 'expected.json'), JSON.stringify(expected, null, 2) + '\n');
const count = (kind) =>
  expected.documents.filter((d) => d.kind === kind).reduce((n, d) => n + d.tests.length, 0);
console.log(
  `expected.json: ${expected.documents.length} documents, digital ${count('digital')} values, photo/scan ${count('photo')} values`,
);

/**
 * Builds the sixth lab-document set into the folder above gen/: the files and expected.json.
 * Usage (from the repository root): node eval/lab-documents-sixth/gen/build.mjs [--only FILE]
 * Needs Chromium at /usr/bin/chromium (photos and scans are drawn from HTML).
 */
import fs from 'node:fs';
import path from 'node:path';
import { documents } from './catalogue.mjs';
import { closeBrowser } from '../../lab-documents-examiner-nov28/gen/imaging.mjs';
import * as render from './render.mjs';

const renderers = {
  'side-by-side-photo': render.renderSideBySidePhoto,
  'side-by-side-scan': render.renderSideBySideScan,
  'fax-table': render.renderFaxTable,
  'fax-pdf': render.renderFaxPdf,
  'endocrine-scan-pdf': render.renderEndocrineScanPdf,
  'endocrine-scan-png': render.renderEndocrineScanPng,
  'shadow-bottom': render.renderShadowBottom,
  'shadow-left': render.renderShadowLeft,
  'xlsx-sheets': render.renderSheets,
  'xlsx-specimen-column': render.renderSpecimenColumn,
  'xlsx-min-max': render.renderMinMax,
  'docx-sections': render.renderSectionsDocx,
  'csv-header-specimen': render.renderHeaderSpecimenCsv,
  'txt-no-specimen': render.renderPlainText,
};

const option = (flag) =>
  process.argv.includes(flag) ? process.argv[process.argv.indexOf(flag) + 1] : undefined;
const outDir = path.resolve(path.join(import.meta.dirname, '..'));
const only = option('--only');

const about =
  'What a person reads from each document of the sixth lab-document set (see its README). value: the number or ' +
  'worded result; unit: as printed; range: the bounds printed for this patient and their text; flag: what the ' +
  'printed flag or range says. section: the specimen or section the test is printed under. loinc is null where ' +
  'the knowledge base has no code for the test; analyte then gives the usual name. Printed lines that are not ' +
  'results, and pleural and ascitic fluid rows (no knowledge-base test: they must only never become blood tests), ' +
  'are not listed.';

const expected = [];
for (const doc of documents) {
  if (!only || doc.file === only) {
    const bytes = await renderers[doc.style](doc);
    fs.writeFileSync(path.join(outDir, doc.file), bytes);
    console.log(`${doc.file.padEnd(58)} ${(bytes.length / 1024).toFixed(0).padStart(5)} KB`);
  }
  const sectionOf = (section, index) => doc.specimenOf?.[index] ?? section.title ?? null;
  let index = 0;
  const tests = [];
  for (const section of doc.sections)
    for (const row of section.rows) {
      const at = index++;
      if (!row.scored) continue;
      tests.push({
        name: row.name,
        section: sectionOf(section, at),
        loinc: row.loinc,
        analyte: row.analyte,
        value: row.value,
        printedResult: row.printed,
        unit: row.unit,
        range: { low: row.low, high: row.high, text: row.rangeText },
        flag: row.flag,
      });
    }
  const { file, format, kind, country, layout } = doc;
  expected.push({ file, format, kind, country, layout, tests });
}
await closeBrowser();
fs.writeFileSync(
  path.join(outDir, 'expected.json'),
  JSON.stringify({ about, documents: expected }, null, 2) + '\n',
);
const count = (kind) => expected.filter((d) => d.kind === kind).reduce((sum, d) => sum + d.tests.length, 0);
console.log(
  `expected.json: ${expected.length} documents, digital ${count('digital')} values, photo/scan ${count('photo')} values`,
);

/**
 * Writes the fifth lab-document set: its files and expected.json (the values a person reads from them).
 * Usage: npx tsx eval/lab-documents-fifth/gen/build.ts
 * Drawing reuses the fourth set's renderer (scripts/lab-documents/render-fourth.ts, itself on render-shared.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderFourth } from '../../../scripts/lab-documents/render-fourth';
import { fifthDocuments } from './catalogue';

const outputDir = path.resolve(import.meta.dirname, '..');
for (const document of fifthDocuments) {
  const bytes = await renderFourth(document);
  fs.writeFileSync(path.join(outputDir, document.file), bytes);
  console.log(`${document.file.padEnd(56)} ${(bytes.length / 1024).toFixed(0).padStart(4)} KB`);
}
const about =
  'What a person reads from each document of eval/lab-documents-fifth (see its README). value: the number or ' +
  'worded result; unit: as printed; range: the bounds that apply to this patient (one band of a sex- or ' +
  "age-banded range; none when the patient's sex is not given) and the printed text; flag: what the printed " +
  'flag or range says. loinc is null where the examiner was not sure of the code; analyte then gives the ' +
  'usual name. Printed lines that are not results (appearance, a pending culture, comments) are not listed.';
const documents = fifthDocuments.map(({ file, format, kind, country, layout, tests }) => ({
  file,
  format,
  kind,
  country,
  layout,
  tests,
}));
fs.writeFileSync(path.join(outputDir, 'expected.json'), JSON.stringify({ about, documents }, null, 2) + '\n');
const values = documents.reduce((sum, document) => sum + document.tests.length, 0);
console.log(`expected.json: ${documents.length} documents, ${values} values`);

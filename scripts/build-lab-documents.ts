/**
 * Writes one lab-document examination set: its files and expected.json, the values a person reads from them.
 * Usage: npx tsx scripts/build-lab-documents.ts --set first|fresh|third|fourth [--out DIR]
 * Without --out a set goes to its folder under eval/ (first: eval/lab-documents, fresh:
 * eval/lab-documents-fresh, third: eval/lab-documents-third, fourth: eval/lab-documents-fourth).
 */
import fs from 'node:fs';
import path from 'node:path';
import { labDocuments, type Row, type Section } from './lab-documents/catalogue';
import { freshDocuments, isScored } from './lab-documents/catalogue-fresh';
import { thirdDocuments } from './lab-documents/catalogue-third';
import {
  renderCsv,
  renderDocx,
  renderFrenchText,
  renderPhoto,
  renderScannedPdf,
  renderTextPdf,
  renderXlsx,
} from './lab-documents/render';
import { renderFresh } from './lab-documents/render-fresh';
import { renderThird } from './lab-documents/render-third';
import { fourthDocuments } from './lab-documents/catalogue-fourth';
import { renderFourth } from './lab-documents/render-fourth';

/** What every catalogue's documents have in common. */
interface Document {
  file: string;
  format: string;
  kind: 'digital' | 'photo';
  country: string;
  layout: string;
  sections: Section[];
}

interface DocumentSet<D extends Document> {
  folder: string;
  about: string;
  documents: D[];
  render: (document: D) => Promise<Buffer> | Buffer;
}

const standardAbout = (folder: string, readme: string) =>
  `What a person reads from each document of eval/${folder} (see eval/README.md, "${readme}"). ` +
  'value: the number or worded result; unit: as printed; range: the bounds that apply to this patient ' +
  '(one band of a sex- or age-banded range) and the printed text; flag: what the printed flag or range says ' +
  '(a standard range where none is printed). loinc is null where the examiner was not sure of the code; ' +
  'analyte then gives the usual name. Printed lines that are not results (colour, appearance, blood group, ' +
  'a haemolysed remark, a pending culture) are not listed.';

const first: DocumentSet<(typeof labDocuments)[number]> = {
  folder: 'lab-documents',
  about:
    'What a person reads from each document of eval/lab-documents (see eval/README.md, "lab documents"). ' +
    'value: the number or worded result; unit: as printed; range: the bounds that apply to this patient ' +
    '(one band of a sex- or age-banded range) and the printed text; flag: what a clinician would set. ' +
    'loinc is null where the examiner was not sure of the code; analyte then gives the usual name.',
  documents: labDocuments,
  render: (document) => {
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
  },
};

const fresh: DocumentSet<(typeof freshDocuments)[number]> = {
  folder: 'lab-documents-fresh',
  about: standardAbout('lab-documents-fresh', 'lab documents, second set'),
  documents: freshDocuments,
  render: renderFresh,
};

const third: DocumentSet<(typeof thirdDocuments)[number]> = {
  folder: 'lab-documents-third',
  about: standardAbout('lab-documents-third', 'lab documents, third set'),
  documents: thirdDocuments,
  render: renderThird,
};

const sets = { first, fresh, third } as const;

/** The fourth set states its expected tests itself (its tables are not one row per test). */
async function buildFourth(outputDir: string): Promise<void> {
  fs.mkdirSync(outputDir, { recursive: true });
  for (const document of fourthDocuments) {
    const bytes = await renderFourth(document);
    fs.writeFileSync(path.join(outputDir, document.file), bytes);
    console.log(`${document.file.padEnd(52)} ${(bytes.length / 1024).toFixed(0).padStart(4)} KB`);
  }
  const documents = fourthDocuments.map(({ file, format, kind, country, layout, tests }) => ({
    file,
    format,
    kind,
    country,
    layout,
    tests,
  }));
  const about =
    standardAbout('lab-documents-fourth', 'lab documents, fourth set') +
    ' Earlier results of a cumulative report are history, never the value.';
  fs.writeFileSync(
    path.join(outputDir, 'expected.json'),
    JSON.stringify({ about, documents }, null, 2) + '\n',
  );
  const tests = documents.reduce((sum, document) => sum + document.tests.length, 0);
  console.log(`expected.json: ${documents.length} documents, ${tests} values`);
}

/** In a spreadsheet with Low and High columns the printed range is two cells; expected.json says so. */
function printedRangeOf(document: Document, row: Row): string | null {
  const { low, high } = row.expected;
  if (document.format === 'xlsx' && (low !== undefined || high !== undefined))
    return `Low ${low ?? '(blank)'}, High ${high ?? '(blank)'}`;
  return row.printedRange.replace(/\n/g, ' / ') || null;
}

function expectedOf(document: Document) {
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

async function build<D extends Document>(set: DocumentSet<D>, outputDir: string): Promise<void> {
  fs.mkdirSync(outputDir, { recursive: true });
  for (const document of set.documents) {
    const bytes = await set.render(document);
    if (bytes.length > 500 * 1024)
      throw new Error(`${document.file} is ${bytes.length} bytes (limit 500 KB)`);
    fs.writeFileSync(path.join(outputDir, document.file), bytes);
    console.log(`${document.file.padEnd(52)} ${(bytes.length / 1024).toFixed(0).padStart(4)} KB`);
  }
  const expected = { about: set.about, documents: set.documents.map(expectedOf) };
  fs.writeFileSync(path.join(outputDir, 'expected.json'), JSON.stringify(expected, null, 2) + '\n');
  const tests = expected.documents.reduce((sum, document) => sum + document.tests.length, 0);
  console.log(`expected.json: ${expected.documents.length} documents, ${tests} values`);
}

const option = (flag: string) => {
  const index = process.argv.indexOf(flag);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const name = option('--set');
if (name !== 'first' && name !== 'fresh' && name !== 'third' && name !== 'fourth')
  throw new Error('Usage: npx tsx scripts/build-lab-documents.ts --set first|fresh|third|fourth [--out DIR]');
const out = option('--out');
const outputDir = (folder: string) =>
  out ? path.resolve(out) : path.resolve(import.meta.dirname, '../eval', folder);
if (name === 'first') await build(sets.first, outputDir(sets.first.folder));
else if (name === 'fresh') await build(sets.fresh, outputDir(sets.fresh.folder));
else if (name === 'third') await build(sets.third, outputDir(sets.third.folder));
else await buildFourth(outputDir('lab-documents-fourth'));

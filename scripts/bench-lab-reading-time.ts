/**
 * Lab reading time: how long the readers take on each file of eval/lab-documents, without the HTTP
 * upload around them. Each file is read (text layer or OCR), its values extracted and interpreted,
 * several times after one warm-up (pdf.js load, OCR worker start), and the median per file is kept.
 * Targets: <= 100 ms per digital document, <= 3 s per photographed or scanned page (medians).
 * Usage: npm run bench:lab-reading-time [-- --runs <n>] [--dir <folder of lab documents>]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractLabEntriesWithLines, interpretLabEntries } from '../src/clinical/labs';
import { readLabFile, shutdownOcr } from '../src/server/features/ingest';

const directoryArgument = process.argv.indexOf('--dir');
const directory = path.resolve(
  directoryArgument > 0 ? (process.argv[directoryArgument + 1] ?? '') : 'eval/lab-documents',
);
const runsArgument = process.argv.indexOf('--runs');
const digitalRuns = runsArgument > 0 ? Number(process.argv[runsArgument + 1]) : 15;
const imageRuns = Math.max(1, Math.round(digitalRuns / 5));

interface Timing {
  file: string;
  isImage: boolean;
  pages: number;
  medianMs: number;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function readOnce(
  name: string,
  bytes: Uint8Array,
): Promise<{ ms: number; ocr: boolean; pages: number }> {
  const started = performance.now();
  const reading = await readLabFile({ name, bytes });
  const entries = extractLabEntriesWithLines(reading.text).map((read) => read.entry);
  interpretLabEntries(entries, {});
  return { ms: performance.now() - started, ocr: reading.ocr, pages: reading.pages ?? 1 };
}

async function main(): Promise<void> {
  const files = fs
    .readdirSync(directory)
    .filter((file) => /\.(pdf|jpe?g|png|webp|tiff?|docx|xlsx|csv|txt)$/i.test(file))
    .filter((file) => !/^(README|first-run)/i.test(file))
    .sort();
  const timings: Timing[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(fs.readFileSync(path.join(directory, file)));
    const warmUp = await readOnce(file, bytes);
    const runs = warmUp.ocr ? imageRuns : digitalRuns;
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) times.push((await readOnce(file, bytes)).ms);
    timings.push({ file, isImage: warmUp.ocr, pages: warmUp.pages, medianMs: median(times) });
  }
  await shutdownOcr();
  const digital = timings.filter((timing) => !timing.isImage);
  const images = timings.filter((timing) => timing.isImage);
  const [load1, load5] = os.loadavg();
  console.log(
    `Lab reading time: ${timings.length} files, ${digitalRuns} runs per digital file and ${imageRuns} per photo/scan after a warm-up; load average ${load1?.toFixed(1)} / ${load5?.toFixed(1)} on ${os.cpus().length} cores`,
  );
  console.log(
    `median per digital document: ${median(digital.map((timing) => timing.medianMs)).toFixed(1)} ms (target <= 100 ms); slowest ${Math.max(...digital.map((timing) => timing.medianMs)).toFixed(1)} ms`,
  );
  console.log(
    `median per photographed or scanned page: ${median(images.map((timing) => timing.medianMs / timing.pages)).toFixed(0)} ms (target <= 3000 ms)`,
  );
  for (const timing of timings)
    console.log(
      `  ${timing.file.padEnd(48)} ${timing.isImage ? 'photo/scan' : 'digital   '} ${timing.medianMs.toFixed(1)} ms`,
    );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

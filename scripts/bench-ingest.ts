/**
 * Ingest benchmark (issue 4, "Measured"): OCR time for one photographed lab slip (target ≤ 5 s on
 * this 2-core machine), and peak memory while 10 files of about 10 MB are read at once through
 * readLabFile. Run: node --expose-gc --import tsx scripts/bench-ingest.ts [--memory-only] [--each]
 * (--expose-gc lets it measure from a settled baseline).
 */
import { loadavg } from 'node:os';
import sharp from 'sharp';
import JSZip from 'jszip';
import PDFDocument from 'pdfkit';
import { readLabFile, shutdownOcr, warmUpOcr, type LabFileInput } from '../src/server/features/ingest';
import { extractLabEntriesFromText } from '../src/clinical/labs';
import {
  buildLabSlipPhoto,
  type PhotoOptions,
} from '../src/server/features/ingest/test-fixtures/build-lab-photo';
import { scoreExtractedEntries } from '../src/server/features/ingest/test-fixtures/score-entries';
import { buildLabReportDocx } from '../src/server/features/ingest/test-fixtures/build-lab-office';
import { labSlipLines, labSlipRows } from '../src/server/features/ingest/test-fixtures/lab-slip';
import { buildLabReportPdf } from '../src/server/features/ingest/test-fixtures/build-lab-pdf';

const mebibyte = 1024 * 1024;
const ocrRuns = 5;

async function main(): Promise<void> {
  console.log(
    `load average before: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')} (2 cores)`,
  );
  if (!process.argv.includes('--memory-only')) {
    await benchOcr();
    await benchOcrAccuracy();
  }
  await benchTenLargeFiles();
  await shutdownOcr();
}

async function benchOcr(): Promise<void> {
  const photo = await buildLabSlipPhoto();
  let started = performance.now();
  await warmUpOcr();
  console.log(`OCR worker start-up (once per process): ${Math.round(performance.now() - started)} ms`);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let run = 0; run < ocrRuns; run++) {
    started = performance.now();
    const cpuBefore = process.cpuUsage();
    const reading = await readLabFile({ name: 'slip.jpg', bytes: photo });
    const cpu = process.cpuUsage(cpuBefore);
    times.push(performance.now() - started);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    if (reading.error) throw new Error(reading.error);
  }
  cpuTimes.sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(
    `OCR of one photographed slip (${(photo.length / 1024).toFixed(0)} KB JPEG, clean-up + recognition), ${ocrRuns} runs: ` +
      `median ${Math.round(median)} ms, min ${Math.round(times[0] ?? 0)} ms, max ${Math.round(times.at(-1) ?? 0)} ms ` +
      `(target ≤ 5000 ms: ${median <= 5000 ? 'met' : 'NOT met'}); ` +
      `CPU time used (all threads) median ${Math.round(cpuTimes[Math.floor(cpuTimes.length / 2)] ?? 0)} ms, ` +
      `about the wall time on an idle machine`,
  );
}

/** Photos harder than the test's: steeper tilt, deep shadow, heavy grain, camera shake. */
const harshPhotos: readonly PhotoOptions[] = [
  { rotateDegrees: 3, shadow: 0.55, noise: 12 },
  { rotateDegrees: -4, shadow: 0.7, noise: 16, blurSigma: 1.5 },
  { rotateDegrees: 5, shadow: 0.4, noise: 20 },
  { rotateDegrees: -1.5, shadow: 0.8, noise: 10, blurSigma: 1.8 },
];

async function benchOcrAccuracy(): Promise<void> {
  let found = 0;
  let total = 0;
  for (const options of harshPhotos) {
    const reading = await readLabFile({ name: 'slip.jpg', bytes: await buildLabSlipPhoto(options) });
    const score = scoreExtractedEntries(extractLabEntriesFromText(reading.text), labSlipRows);
    found += score.found;
    total += score.total;
    const missed = score.missed.length > 0 ? `; missed ${score.missed.join(', ')}` : '';
    console.log(
      `  photo ${JSON.stringify(options)}: ${score.found}/${score.total} rows (value, unit and range)${missed}`,
    );
  }
  console.log(
    `OCR accuracy over ${harshPhotos.length} harsh photos: ${found}/${total} = ${((100 * found) / total).toFixed(1)}% (target ≥ 90%)`,
  );
}

async function benchTenLargeFiles(): Promise<void> {
  const files = await buildTenLargeFiles();
  // One-off costs before the baseline: the OCR worker and pdf.js (which tsx transforms on import,
  // some 300 MB that the production build, loading node_modules untransformed, does not pay).
  const warmUp = await measurePeak(async () => {
    await readLabFile({ name: 'warm-up.pdf', bytes: await buildLabReportPdf() });
    await readLabFile({ name: 'warm-up.jpg', bytes: await buildLabSlipPhoto() });
  });
  console.log(
    `one-off start-up (pdf.js import under tsx, OCR worker): RSS +${(warmUp.peakGrowth / mebibyte).toFixed(0)} MB`,
  );
  if (process.argv.includes('--each')) {
    for (const file of files) {
      const { peakGrowth } = await measurePeak(() => readLabFile(file));
      console.log(`  alone: ${file.name.padEnd(16)} peak growth ${(peakGrowth / mebibyte).toFixed(0)} MB`);
    }
  }
  const started = performance.now();
  const {
    result: readings,
    baseline,
    peak,
  } = await measurePeak(() => Promise.all(files.map((file) => readLabFile(file))));
  const elapsed = performance.now() - started;
  const inputBytes = files.reduce((sum, file) => sum + file.bytes.length, 0);
  console.log(
    `10 files read at once (${(inputBytes / mebibyte).toFixed(1)} MB in all) in ${(elapsed / 1000).toFixed(1)} s:`,
  );
  files.forEach((file, index) => {
    const reading = readings[index];
    const outcome = reading?.error
      ? `error: ${reading.error}`
      : `${reading?.type}, ${reading?.text.length} chars${reading?.ocr ? ', OCR' : ''}`;
    console.log(`  ${file.name.padEnd(16)} ${(file.bytes.length / mebibyte).toFixed(2)} MB  ${outcome}`);
  });
  console.log(
    `peak RSS ${(peak / mebibyte).toFixed(0)} MB (baseline with the files in memory ${(baseline / mebibyte).toFixed(0)} MB, ` +
      `growth ${((peak - baseline) / mebibyte).toFixed(0)} MB)`,
  );
}

async function measurePeak<T>(
  task: () => Promise<T>,
): Promise<{ result: T; baseline: number; peak: number; peakGrowth: number }> {
  (globalThis as { gc?: () => void }).gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const result = await task();
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { result, baseline, peak, peakGrowth: peak - baseline };
}

/** Ten realistic worst cases just under 10 MB each: big phone photos, PDFs and Office files with embedded scans, long exports. */
async function buildTenLargeFiles(): Promise<LabFileInput[]> {
  const bigPhoto = await buildBigPhoto();
  return [
    { name: 'photo-1.jpg', bytes: bigPhoto },
    { name: 'photo-2.jpg', bytes: Buffer.from(bigPhoto) },
    { name: 'report-1.pdf', bytes: await buildPdfWithEmbeddedScan(bigPhoto) },
    { name: 'report-2.pdf', bytes: await buildPdfWithEmbeddedScan(bigPhoto) },
    { name: 'report.docx', bytes: await buildDocxWithEmbeddedScan(bigPhoto) },
    { name: 'export-1.csv', bytes: buildLongExport(',', 9.9 * mebibyte) },
    { name: 'export-2.csv', bytes: buildLongExport(';', 9.9 * mebibyte) },
    { name: 'history-1.txt', bytes: buildLongExport('\t', 9.9 * mebibyte) },
    { name: 'history-2.txt', bytes: buildLongExport('  ', 9.9 * mebibyte) },
    { name: 'history-3.txt', bytes: buildLongExport(' | ', 9.9 * mebibyte) },
  ];
}

/** A 12-megapixel phone photo of the slip with sensor grain, at the JPEG quality that lands just under 10 MB. */
async function buildBigPhoto(): Promise<Buffer> {
  const photo = await sharp(await buildLabSlipPhoto())
    .resize(5600, 4200, { fit: 'fill' })
    .toBuffer();
  const grain = await sharp({
    create: {
      width: 5600,
      height: 4200,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  })
    .png()
    .toBuffer();
  const grainy = await sharp(photo)
    .composite([{ input: grain, blend: 'soft-light' }])
    .toBuffer();
  for (const quality of [100, 98, 96, 94, 92, 90, 85, 80]) {
    const big = await sharp(grainy).jpeg({ quality, chromaSubsampling: '4:4:4' }).toBuffer();
    if (big.length <= 10 * mebibyte) return big;
  }
  throw new Error('could not build a photo under 10 MB');
}

function buildPdfWithEmbeddedScan(scan: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    labSlipLines().forEach((line, index) =>
      doc
        .font('Courier')
        .fontSize(9)
        .text(line, 40, 40 + index * 12),
    );
    doc.image(scan, 40, 400, { width: 300 });
    doc.end();
  });
}

async function buildDocxWithEmbeddedScan(scan: Buffer): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await buildLabReportDocx());
  zip.file('word/media/image1.jpeg', scan, { compression: 'STORE' });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

function buildLongExport(separator: string, targetBytes: number): Buffer {
  const rows: string[] = [];
  let size = 0;
  for (let index = 0; size < targetBytes - 200; index++) {
    const row = [
      `AFR-${String(index).padStart(6, '0')}`,
      'Haemoglobin',
      (8 + (index % 80) / 10).toFixed(1),
      'g/dL',
      '12.0 - 16.0',
    ].join(separator);
    rows.push(row);
    size += row.length + 1;
  }
  return Buffer.from(rows.join('\n'));
}

await main();

/**
 * npm run bench:ocr-queue — two clinics each upload a scanned PDF (real scans: the Kano hepatitis and
 * lipids scan from eval/lab-documents, and a three-page scan made of the two real lab-slip photos
 * there), both read by real OCR; while they are being read a third clinic uploads a text file, then a
 * photo. Prints how long each upload took to answer and the progress the scans' sessions saw.
 * Target: the text upload answers in < 1 s while both scans are being read.
 */
import { readFileSync } from 'node:fs';
import { createTestApp, sessionCookieFrom } from '../src/server/test-support/test-app';
import { multipartBody, type MultipartFile } from '../src/server/test-support/multipart';
import { buildScannedPdf } from '../src/server/features/ingest/test-fixtures/build-lab-pdf';

const labDocuments = new URL('../eval/lab-documents/', import.meta.url);
const real = (name: string) => readFileSync(new URL(name, labDocuments));
const kanoScan = real('ng-kano-diagnostics-hepatitis-lipids-scan.pdf');
const photoScan = await buildScannedPdf([
  real('ke-analyser-printout-photo.jpg'),
  real('ug-csf-analysis-photo.jpg'),
  real('ke-analyser-printout-photo.jpg'),
]);
const textFile = real('sn-labo-palmiers-nfs-biochimie.txt');
const photo = real('ug-csf-analysis-photo.jpg');

const t = await createTestApp('sqlite');

async function newSession() {
  const created = await t.app.inject({ method: 'POST', url: '/api/sessions' });
  return { id: created.json<{ id: string }>().id, cookie: sessionCookieFrom(created) };
}

async function upload(session: { id: string; cookie: string }, file: MultipartFile) {
  const body = multipartBody([file]);
  const started = performance.now();
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/sessions/${session.id}/upload`,
    headers: { ...body.headers, cookie: session.cookie },
    payload: body.payload,
  });
  const seconds = (performance.now() - started) / 1000;
  const answer = response.json<{ files?: { error?: string; warnings: string[] }[] }>();
  const reading = answer.files?.[0];
  return { seconds, status: response.statusCode, error: reading?.error, warnings: reading?.warnings ?? [] };
}

/** Polls the progress route of a session as the web does, keeping every distinct message seen. */
function watchProgress(session: { id: string; cookie: string }) {
  const seen = new Set<string>();
  const timer = setInterval(() => {
    void t.app
      .inject({
        method: 'GET',
        url: `/api/sessions/${session.id}/upload-progress`,
        headers: { cookie: session.cookie },
      })
      .then((response) => {
        if (response.statusCode !== 200) return;
        type Progress =
          | { name: string; stage: 'waiting' }
          | { name: string; stage: 'reading'; page: number; pages: number };
        for (const file of response.json<{ files: Progress[] }>().files)
          seen.add(file.stage === 'waiting' ? 'waiting its turn' : `page ${file.page} of ${file.pages}`);
      });
  }, 250);
  return { seen, stop: () => clearInterval(timer) };
}

// Warm-up: the OCR worker and pdf.js load once per process, as on a running server.
await upload(await newSession(), { name: 'warm-up.jpg', bytes: photo, contentType: 'image/jpeg' });

const clinicA = await newSession();
const clinicB = await newSession();
const clinicC = await newSession();
const progressA = watchProgress(clinicA);
const progressB = watchProgress(clinicB);
const scansStarted = performance.now();
const scans = [
  upload(clinicA, { name: 'kano-scan.pdf', bytes: kanoScan, contentType: 'application/pdf' }),
  upload(clinicB, { name: 'three-page-scan.pdf', bytes: photoScan, contentType: 'application/pdf' }),
];
await new Promise((resolve) => setTimeout(resolve, 1500));
const text = await upload(clinicC, { name: 'labs.txt', bytes: textFile, contentType: 'text/plain' });
const textDuringScans = performance.now() - scansStarted;
const image = await upload(clinicC, { name: 'csf.jpg', bytes: photo, contentType: 'image/jpeg' });
const [scanA, scanB] = (await Promise.all(scans)) as [Awaited<(typeof scans)[0]>, Awaited<(typeof scans)[1]>];
progressA.stop();
progressB.stop();
await t.close();

const line = (label: string, result: Awaited<ReturnType<typeof upload>>) =>
  `${label}: answered in ${result.seconds.toFixed(2)} s (HTTP ${result.status})` +
  (result.error ? ` — error: ${result.error}` : '') +
  (result.warnings.length > 0 ? ` — warnings: ${result.warnings.join('; ')}` : '');
console.log(line(`scan A, Kano scan (${Math.round(kanoScan.length / 1024)} KB, 1 page)`, scanA));
console.log(line(`scan B, three-page photo scan (${Math.round(photoScan.length / 1024)} KB)`, scanB));
console.log(
  line(`text file uploaded ${(textDuringScans / 1000 - text.seconds).toFixed(1)} s after the scans`, text),
);
console.log(line('photo from a third clinic, uploaded right after its text file', image));
console.log(`progress seen by clinic A: ${[...progressA.seen].join(' | ') || '(none)'}`);
console.log(`progress seen by clinic B: ${[...progressB.seen].join(' | ') || '(none)'}`);
const scansStillReading = textDuringScans / 1000 < Math.min(scanA.seconds, scanB.seconds);
console.log(
  `text upload < 1 s while both scans were being read: ${text.seconds < 1 && scansStillReading ? 'yes' : 'NO'}`,
);
process.exit(text.seconds < 1 && scansStillReading ? 0 : 1);

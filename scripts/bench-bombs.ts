/**
 * npm run bench:bombs — uploads every decompression bomb fixture (PDF streams plain and disguised, DOCX,
 * XLSX) to a session, one after another, and prints how long each refusal took and the server's peak
 * resident memory. Targets: each refused in < 2 s, peak memory < 600 MB.
 */
import { createTestApp, sessionCookieFrom } from '../src/server/test-support/test-app';
import { multipartBody } from '../src/server/test-support/multipart';
import {
  buildDocxBomb,
  buildForgedXlsxBomb,
  buildPdfBomb,
  buildPdfPixelBomb,
  buildPngPixelBomb,
  buildXlsxBomb,
} from '../src/server/features/ingest/test-fixtures/build-bad-files';

const t = await createTestApp('sqlite');
let peak = process.memoryUsage().rss;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
const bombs: [string, string, string, Buffer][] = [
  ['PDF, /FlateDecode', 'bomb.pdf', 'application/pdf', buildPdfBomb()],
  [
    'PDF, /FlateDecod#65',
    'escaped.pdf',
    'application/pdf',
    buildPdfBomb({ filter: '/Filter /FlateDecod#65' }),
  ],
  ['PDF, 5,000 spaces of padding', 'padded.pdf', 'application/pdf', buildPdfBomb({ padding: 5000 })],
  [
    'PDF, ASCII-hex wrapped',
    'hex.pdf',
    'application/pdf',
    buildPdfBomb({ filter: '/Filter [/ASCIIHexDecode /FlateDecode]', hex: true }),
  ],
  [
    'DOCX',
    'bomb.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    await buildDocxBomb(),
  ],
  [
    'XLSX',
    'bomb.xlsx',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    await buildXlsxBomb(),
  ],
  [
    'XLSX, forged sizes',
    'forged.xlsx',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    await buildForgedXlsxBomb(),
  ],
  ['PNG, 400 megapixels of zeros', 'pixels.png', 'image/png', buildPngPixelBomb()],
  ['PDF, a scanned page of 400 megapixels', 'pixels.pdf', 'application/pdf', buildPdfPixelBomb()],
];
let failed = false;
for (const [label, name, type, bytes] of bombs) {
  const created = await t.app.inject({ method: 'POST', url: '/api/sessions' });
  const body = multipartBody([{ name, contentType: type, bytes }]);
  const started = performance.now();
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/sessions/${created.json().id}/upload`,
    headers: { ...body.headers, cookie: sessionCookieFrom(created) },
    payload: body.payload,
  });
  const seconds = (performance.now() - started) / 1000;
  const error = response.json().files?.[0]?.error ?? response.json().error?.message;
  const refused = Boolean(error);
  if (!refused || seconds >= 2) failed = true;
  console.log(
    `${label} (${Math.round(bytes.length / 1024)} KB): ${refused ? 'refused' : 'ACCEPTED'} in ${seconds.toFixed(2)} s — ${error ?? ''}`,
  );
}
// Two at once, from two sessions: the attack that once took the server to 3.5 GB.
{
  const pair = [bombs[1]!, bombs[2]!];
  const started = performance.now();
  const answers = await Promise.all(
    pair.map(async ([, name, type, bytes]) => {
      const created = await t.app.inject({ method: 'POST', url: '/api/sessions' });
      const body = multipartBody([{ name, contentType: type, bytes }]);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/sessions/${created.json().id}/upload`,
        headers: { ...body.headers, cookie: sessionCookieFrom(created) },
        payload: body.payload,
      });
      return Boolean(response.json().files?.[0]?.error);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const refused = answers.every(Boolean);
  if (!refused || seconds >= 2) failed = true;
  console.log(
    `two disguised PDF bombs at once (${pair.map(([label]) => label).join(' and ')}): ${refused ? 'both refused' : 'NOT BOTH REFUSED'} in ${seconds.toFixed(2)} s`,
  );
}
clearInterval(sampler);
console.log(`peak resident memory of the server process: ${Math.round(peak / 1024 / 1024)} MB`);
await t.close();
process.exit(failed || peak >= 600 * 1024 * 1024 ? 1 : 0);

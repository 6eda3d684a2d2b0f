// Lab and report figures (issue 4): PDF report generation p95, and the server's peak memory while
// 10 files of 10 MB are uploaded at once. Usage: npm run build && npx tsx scripts/bench-labs.ts
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PORT = 3918;
const baseUrl = `http://127.0.0.1:${PORT}`;
const MB = 1024 * 1024;

const memoryKb = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function waitForHealth(): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

async function newSession(): Promise<{ id: string; cookie: string }> {
  const response = await fetch(`${baseUrl}/api/sessions`, { method: 'POST' });
  return {
    id: ((await response.json()) as { id: string }).id,
    cookie: response.headers.get('set-cookie')!.split(';')[0]!,
  };
}

async function post(session: { id: string; cookie: string }, route: string, body: unknown) {
  return fetch(`${baseUrl}/api/sessions/${session.id}/${route}`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A CSV lab export of just under 10 MB: the largest file the upload accepts. */
function bigCsv(): Buffer {
  const row =
    'Haemoglobin,11.2,g/dL,12.0-16.0\r\nWBC,7.1,x10^9/L,4.0-11.0\r\nPlatelets,250,x10^9/L,150-400\r\n';
  return Buffer.from(
    'Test,Result,Units,Reference range\r\n' + row.repeat(Math.floor((10 * MB - 4096) / row.length)),
  );
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afyadx-bench-labs-'));
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000',
  },
  stdio: 'inherit',
});
try {
  await waitForHealth();
  const session = await newSession();
  await post(session, 'symptoms', {
    symptoms: [{ symptom: 'Fever with chills for 3 days' }, { symptom: 'Headache' }, { symptom: 'Vomiting' }],
  });
  await post(session, 'lab-results', {
    labResults: [
      { testType: 'Malaria RDT', result: 'Positive' },
      { testType: 'Hb', result: '9.8 g/dL' },
      { testType: 'WBC', result: '12.1 x10^9/L' },
    ],
  });
  await post(session, 'analyze', { includePrescriptions: true, patientAge: 30, weight: 60, country: 'KE' });
  const timings: number[] = [];
  for (let run = 0; run < 60; run += 1) {
    const started = performance.now();
    const response = await post(session, 'report', {});
    await response.arrayBuffer();
    if (run >= 10) timings.push(performance.now() - started); // the first runs warm up fonts and JIT
  }
  console.log(
    `PDF report (HTTP round trip): p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms`,
  );

  const uploadSession = await newSession();
  const file = bigCsv();
  const form = new FormData();
  for (let index = 0; index < 10; index += 1)
    form.append('files', new Blob([new Uint8Array(file)], { type: 'text/csv' }), `export-${index}.csv`);
  const before = memoryKb(server.pid!, 'VmRSS');
  const started = performance.now();
  const upload = await fetch(`${baseUrl}/api/sessions/${uploadSession.id}/upload`, {
    method: 'POST',
    headers: { cookie: uploadSession.cookie },
    body: form,
  });
  const answer = (await upload.json()) as { files?: Array<{ error?: string }> };
  console.log(
    `upload of 10 files of ${(file.length / MB).toFixed(2)} MB: HTTP ${upload.status} in ${((performance.now() - started) / 1000).toFixed(1)} s, ${answer.files?.filter((entry) => !entry.error).length ?? 0} read`,
  );
  console.log(
    `server memory: ${Math.round(before / 1024)} MB before, peak ${Math.round(memoryKb(server.pid!, 'VmHWM') / 1024)} MB (VmHWM), ${Math.round(memoryKb(server.pid!, 'VmRSS') / 1024)} MB after`,
  );
  console.log(`health after the upload: HTTP ${(await fetch(`${baseUrl}/api/health`)).status}`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// Foundation figures (issue 2): start-up time to the first 200 from /api/health, resident memory of an
// idle server, and requests per second with p99 latency for GET /api/health and POST /api/sessions.
// Usage: npm run build && npx tsx scripts/bench-foundation.ts   (needs the production build)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const PORT = 3917;
const baseUrl = `http://127.0.0.1:${PORT}`;

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('server did not start');
}

function residentMemoryMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function load(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections: 20, duration: 10, ...options });
  console.log(
    `${title}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
  );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afyadx-bench-'));
const started = Date.now();
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
  await waitForHealth(Date.now() + 30_000);
  console.log(`start-up to first 200 from /api/health: ${Date.now() - started} ms`);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  console.log(`idle resident memory: ${residentMemoryMb(server.pid!)} MB`);
  await load('GET /api/health', { url: `${baseUrl}/api/health` });
  await load('POST /api/sessions', { url: `${baseUrl}/api/sessions`, method: 'POST' });
  console.log(`resident memory after load: ${residentMemoryMb(server.pid!)} MB`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

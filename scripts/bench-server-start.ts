/**
 * How quickly the production server answers after it is started, and what it holds in memory idle:
 * `node dist/server/main.js` on SQLite with a fresh data folder, timed from spawn to the first 200 from
 * /api/health; resident memory (VmRSS) read 3 s later. Median of 3 starts.
 *
 *   npm run build && npx tsx scripts/bench-server-start.ts
 *
 * Then the first clinical request, which loads the engine and its knowledge base (they are not loaded at
 * start): a diagnosis, timed, and the resident memory after it.
 *
 * Targets: first /api/health ≤ 1.0 s, idle RSS ≤ 120 MB. On a busy machine wall time mostly measures the
 * queue for a core: the CPU time the server used until that first answer is printed too.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RUNS = Number(process.env.RUNS ?? 3);
const PORT_BASE = 3900;

/** CPU time the process has used (user + system), in ms: unlike wall time, barely moved by other load. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

const rssKbOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN);

async function startOnce(port: number): Promise<{
  healthMs: number;
  healthCpuMs: number;
  rssMb: number;
  modules: number;
  firstDiagnosisMs: number;
  rssAfterMb: number;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afyadx-start-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    let healthMs = Number.NaN;
    let healthCpuMs = Number.NaN;
    while (performance.now() - started < 30_000) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) {
          healthMs = performance.now() - started;
          healthCpuMs = cpuMs(child.pid!);
          break;
        }
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const rssKb = rssKbOf(child.pid!);
    const maps = fs.readFileSync(`/proc/${child.pid}/maps`, 'utf8');
    const modules = new Set(
      maps
        .split('\n')
        .filter((line) => line.includes('.node'))
        .map((l) => l.split(/\s+/).pop()),
    ).size;
    const asked = performance.now();
    const diagnosis = await fetch(`http://127.0.0.1:${port}/api/ai-diagnosis`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ symptoms: ['fever for 3 days', 'cough'], patientProfile: { age: 30 } }),
    });
    if (!diagnosis.ok) throw new Error(`first diagnosis answered ${diagnosis.status}`);
    await diagnosis.json();
    const firstDiagnosisMs = performance.now() - asked;
    return {
      healthMs,
      healthCpuMs,
      rssMb: rssKb / 1024,
      modules,
      firstDiagnosisMs,
      rssAfterMb: rssKbOf(child.pid!) / 1024,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const runs = [];
for (let run = 0; run < RUNS; run++) runs.push(await startOnce(PORT_BASE + run));
const healthMs = median(runs.map((run) => run.healthMs));
const rssMb = median(runs.map((run) => run.rssMb));
console.log(
  `Start to first /api/health: ${(healthMs / 1000).toFixed(2)} s (runs: ${runs.map((run) => Math.round(run.healthMs)).join(', ')} ms)`,
);
console.log(
  `CPU time used by then: ${(median(runs.map((run) => run.healthCpuMs)) / 1000).toFixed(2)} s (machine load average ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]})`,
);
console.log(
  `Idle RSS 3 s later: ${rssMb.toFixed(0)} MB (runs: ${runs.map((run) => run.rssMb.toFixed(0)).join(', ')}); native addons mapped: ${runs[0]!.modules}`,
);
console.log(
  `First diagnosis (loads the engine and knowledge): ${(median(runs.map((run) => run.firstDiagnosisMs)) / 1000).toFixed(2)} s, RSS then ${median(runs.map((run) => run.rssAfterMb)).toFixed(0)} MB`,
);
const isWithinTargets = healthMs <= 1_000 && rssMb <= 120;
console.log(`Targets (≤ 1.0 s, ≤ 120 MB): ${isWithinTargets ? 'met' : 'NOT MET'}`);
if (!isWithinTargets) process.exitCode = 1;

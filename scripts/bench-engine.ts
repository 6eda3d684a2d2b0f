// Engine figures (issue 3, "Measured"), in-process: knowledge base loaded (parsed by the tests, decision 007)
// and p95 of a comprehensive assessment over the vignette inputs repeated (target <= 10 ms).
// The engine starts twice over: first with no snapshot of its phrase index (it builds it and saves one, as a
// server's first start does: src/server/phrase-index-snapshots.ts), then, in fresh processes, with it present.
// Usage: npm run bench:engine [-- --rounds 20] [-- --starts 3] [-- --json]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const started = performance.now();
const { loadKnowledge } = await import('../src/clinical/knowledge/load-knowledge');
const importMs = performance.now() - started;
const { createEngine } = await import('../src/clinical/engine');
const { aiDiagnosisRequestSchema } = await import('../src/contracts/ai');
const { toClinicalInput } = await import('../src/answers/clinical-input');

const { phraseIndexSnapshots } = await import('../src/server/phrase-index-snapshots');

const argument = (flag: string) => {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
/** --start-only F: one start with the snapshots in F, its figures as JSON (the warm starts below). */
const startOnly = argument('--start-only');
const snapshotFolder = startOnly ?? fs.mkdtempSync(path.join(os.tmpdir(), 'afyadx-bench-engine-'));
const snapshots = phraseIndexSnapshots([snapshotFolder]);
const roundsArgument = process.argv.indexOf('--rounds');
const rounds = roundsArgument >= 0 ? Number(process.argv[roundsArgument + 1]) : 20;
const round1 = (value: number) => Math.round(value * 10) / 10;

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
const loadStarted = performance.now();
const loadCpuBefore = process.cpuUsage();
const knowledge = loadKnowledge();
const loadMs = performance.now() - loadStarted;
const loadCpuMs = cpuMs(process.cpuUsage(loadCpuBefore));
const engineStarted = performance.now();
const engineCpuBefore = process.cpuUsage();
const engine = createEngine(knowledge, { phraseIndexSource: snapshots.source });
const engineMs = performance.now() - engineStarted;
const engineCpu = process.cpuUsage(engineCpuBefore);

interface Start {
  loadMs: number;
  loadCpuMs: number;
  engineIndexMs: number;
  engineIndexCpuMs: number;
  loadAverage: number;
}
const thisStart: Start = {
  loadMs: round1(loadMs),
  loadCpuMs: round1(loadCpuMs),
  engineIndexMs: round1(engineMs),
  engineIndexCpuMs: round1(cpuMs(engineCpu)),
  loadAverage: os.loadavg()[0] ?? 0,
};
if (startOnly !== undefined) {
  console.log(JSON.stringify(thisStart));
  process.exit(0);
}
await snapshots.saved();
const startsArgument = process.argv.indexOf('--starts');
const starts = startsArgument >= 0 ? Number(process.argv[startsArgument + 1]) : 3;
const warmStarts: Start[] = [];
for (let run = 0; run < starts; run += 1) {
  const output = execFileSync(
    process.execPath,
    [...process.execArgv, process.argv[1] ?? '', '--start-only', snapshotFolder],
    { encoding: 'utf8' },
  );
  warmStarts.push(JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Start);
}
const snapshotBytes = fs
  .readdirSync(snapshotFolder)
  .reduce((sum, name) => sum + fs.statSync(path.join(snapshotFolder, name)).size, 0);
fs.rmSync(snapshotFolder, { recursive: true, force: true });

const file = path.resolve(import.meta.dirname, '../../shared/vignettes/dev.json');
const vignettes = JSON.parse(fs.readFileSync(file, 'utf8')) as Array<{ request: unknown }>;
const inputs = vignettes.map((vignette) => toClinicalInput(aiDiagnosisRequestSchema.parse(vignette.request)));
const now = new Date();

for (const input of inputs) engine.assess(input, now); // warm-up round, not counted
const timings: number[] = [];
// CPU time too: on a shared, loaded machine wall-clock time also counts the time other processes ran.
const cpuTimings: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  for (const input of inputs) {
    const before = performance.now();
    const cpuBefore = process.cpuUsage();
    engine.assess(input, now);
    const cpu = process.cpuUsage(cpuBefore);
    timings.push(performance.now() - before);
    cpuTimings.push((cpu.user + cpu.system) / 1000);
  }
}

// Case text length: one free-text case of 1, 2, 4 and 8 KB (our own vignette sentences joined), to show
// that reading grows no faster than the text (target: p95 <= 10 ms at 2 KB).
const sentences = inputs.flatMap((input) =>
  input.symptoms.map((symptom) => (typeof symptom === 'string' ? symptom : symptom.symptom)),
);
function textOfLength(bytes: number): string {
  let text = '';
  for (let index = 0; text.length < bytes; index += 1) text += `${sentences[index % sentences.length]}. `;
  return text.slice(0, bytes);
}
const byTextLength = [1024, 2048, 4096, 8192].map((bytes) => {
  const input = { symptoms: [textOfLength(bytes)], patient: { age: 30 } };
  engine.assess(input, now);
  const lengthTimings: number[] = [];
  for (let round = 0; round < Math.max(rounds, 20); round += 1) {
    const before = performance.now();
    engine.assess(input, now);
    lengthTimings.push(performance.now() - before);
  }
  return {
    kb: bytes / 1024,
    p50Ms: round1(quantile(lengthTimings, 0.5)),
    p95Ms: round1(quantile(lengthTimings, 0.95)),
  };
});

const summary = {
  knowledge: {
    conditions: knowledge.conditions.length,
    findings: knowledge.findings.length,
    medicines: knowledge.medicines.length,
    regimens: knowledge.regimens.length,
  },
  moduleImportMs: round1(importMs),
  loadAndValidateMs: round1(loadMs),
  loadImportAndValidateMs: round1(importMs + loadMs),
  engineIndexMs: round1(engineMs),
  // CPU time of the process (garbage-collector threads included): barely moved by other load.
  engineIndexCpuMs: round1((engineCpu.user + engineCpu.system) / 1000),
  loadCpuMs: round1(loadCpuMs),
  firstStart: thisStart,
  warmStarts,
  snapshotBytes,
  assessments: timings.length,
  assessP50Ms: round1(quantile(timings, 0.5)),
  assessP95Ms: round1(quantile(timings, 0.95)),
  assessMaxMs: round1(Math.max(...timings)),
  assessCpuP50Ms: round1(quantile(cpuTimings, 0.5)),
  assessCpuP95Ms: round1(quantile(cpuTimings, 0.95)),
  loadAverage: os.loadavg()[0] ?? 0,
  cpus: os.cpus().length,
  byTextLength,
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(summary, null, 2));
} else {
  const k = summary.knowledge;
  console.log(
    `Knowledge: ${k.conditions} conditions, ${k.findings} findings, ${k.medicines} medicines, ${k.regimens} regimens`,
  );
  console.log(
    `knowledge load (validated by the tests, decision 007): ${summary.loadAndValidateMs} ms (module import ${summary.moduleImportMs} ms; together ${summary.loadImportAndValidateMs} ms; target <= 500)`,
  );
  const together = (start: Start) =>
    `knowledge load ${start.loadMs} ms (CPU ${start.loadCpuMs}) + engine index (createEngine) ${start.engineIndexMs} ms (CPU ${start.engineIndexCpuMs}) = ${round1(start.loadMs + start.engineIndexMs)} ms (CPU ${round1(start.loadCpuMs + start.engineIndexCpuMs)}; target <= 150), load average ${start.loadAverage.toFixed(1)}`;
  console.log(`first start, no snapshot (builds the index, saves it): ${together(thisStart)}`);
  for (const [run, start] of warmStarts.entries())
    console.log(
      `start ${run + 1} with the snapshot (${Math.round(snapshotBytes / 1024)} KB): ${together(start)}`,
    );
  console.log(
    `comprehensive assessment, ${summary.assessments} runs (${vignettes.length} vignette inputs x ${rounds}): p50 ${summary.assessP50Ms} ms, p95 ${summary.assessP95Ms} ms (target <= 10), max ${summary.assessMaxMs} ms`,
  );
  for (const entry of summary.byTextLength)
    console.log(`  one case text of ${entry.kb} KB: p50 ${entry.p50Ms} ms, p95 ${entry.p95Ms} ms`);
  console.log(
    `  CPU time per assessment: p50 ${summary.assessCpuP50Ms} ms, p95 ${summary.assessCpuP95Ms} ms (1-minute load average ${summary.loadAverage.toFixed(1)} on ${summary.cpus} CPUs)`,
  );
}

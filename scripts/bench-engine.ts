// Engine figures (issue 3, "Measured"), in-process: knowledge base loaded (parsed by the tests, decision 007)
// and p95 of a comprehensive assessment over the vignette inputs repeated (target <= 10 ms).
// Usage: npm run bench:engine [-- --rounds 20] [-- --json]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const started = performance.now();
const { loadKnowledge } = await import('../src/clinical/knowledge/load-knowledge');
const importMs = performance.now() - started;
const { createEngine } = await import('../src/clinical/engine');
const { aiDiagnosisRequestSchema } = await import('../src/contracts/ai');
const { toClinicalInput } = await import('../src/answers/clinical-input');

const roundsArgument = process.argv.indexOf('--rounds');
const rounds = roundsArgument >= 0 ? Number(process.argv[roundsArgument + 1]) : 20;
const round1 = (value: number) => Math.round(value * 10) / 10;

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

const loadStarted = performance.now();
const knowledge = loadKnowledge();
const loadMs = performance.now() - loadStarted;
const engineStarted = performance.now();
const engineCpuBefore = process.cpuUsage();
const engine = createEngine(knowledge);
const engineMs = performance.now() - engineStarted;
const engineCpu = process.cpuUsage(engineCpuBefore);

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
  console.log(
    `engine index (createEngine): ${summary.engineIndexMs} ms (CPU ${summary.engineIndexCpuMs} ms; knowledge load and index together: target <= 150)`,
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

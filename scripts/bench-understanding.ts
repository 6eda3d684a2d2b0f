/**
 * Measures the understanding half of the engine on the vignette requests: p50 and p95 of understandInput
 * per request (vocabulary index built once beforehand, as the server does).
 *   npx tsx scripts/bench-understanding.ts [path/to/vignettes.json] [--show]
 * --show prints, for each vignette, the findings read and the phrases left unrecognised.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { findings } from '../src/clinical/knowledge/findings';
import { createUnderstanding } from '../src/clinical/engine/understand';
import type { ClinicalInput } from '../src/clinical/engine/types';

interface VignetteRequest {
  symptoms: ClinicalInput['symptoms'];
  patientProfile?: ClinicalInput['patient'];
  patientAge?: number;
  patientGender?: ClinicalInput['patient']['gender'];
  medicalHistory?: string[];
  labResults?: ClinicalInput['labResults'];
}

const args = process.argv.slice(2);
const path = args.find((arg) => !arg.startsWith('--')) ?? '../shared/vignettes/dev.json';
const show = args.includes('--show');
const vignettes = JSON.parse(readFileSync(path, 'utf8')) as Array<{ id: string; request: VignetteRequest }>;

function toInput(request: VignetteRequest): ClinicalInput {
  const patient: ClinicalInput['patient'] = { ...(request.patientProfile ?? {}) };
  if (request.patientAge !== undefined) patient.age ??= request.patientAge;
  if (request.patientGender !== undefined) patient.gender ??= request.patientGender;
  if (request.medicalHistory) patient.medicalHistory ??= request.medicalHistory;
  const input: ClinicalInput = { symptoms: request.symptoms, patient };
  if (request.labResults) input.labResults = request.labResults;
  return input;
}

const buildStart = performance.now();
const understand = createUnderstanding(findings);
const buildMs = performance.now() - buildStart;
const inputs = vignettes.map((vignette) => ({ id: vignette.id, input: toInput(vignette.request) }));

const cpuMsPerRequest: number[] = [];
function measure(requests: readonly ClinicalInput[]): (share: number) => number {
  for (const input of requests) understand(input); // warm-up
  const timings: number[] = [];
  for (let round = 0; round < 50; round += 1) {
    for (const input of requests) {
      const start = performance.now();
      understand(input);
      timings.push(performance.now() - start);
    }
  }
  timings.sort((a, b) => a - b);
  // CPU time per request as well: wall-clock percentiles suffer when other processes share the machine.
  const cpuStart = process.cpuUsage();
  for (let round = 0; round < 20; round += 1) for (const input of requests) understand(input);
  const cpu = process.cpuUsage(cpuStart);
  cpuMsPerRequest.push((cpu.user + cpu.system) / 1000 / (20 * requests.length));
  return (share) => timings[Math.min(timings.length - 1, Math.floor(share * timings.length))] ?? 0;
}
const withLabs = measure(inputs.map(({ input }) => input));
// The same requests without lab results: the cost of reading text, profile and vitals alone.
const withoutLabs = measure(inputs.map(({ input }) => ({ ...input, labResults: [] })));

if (show) {
  for (const { id, input } of inputs) {
    const result = understand(input);
    const read = result.findings.filter(
      (finding) => finding.source !== 'vital' && finding.source !== 'profile',
    );
    console.log(
      `\n${id}: ${read.map((finding) => `${finding.present ? '+' : '-'}${finding.findingId}`).join(' ')}`,
    );
    if (result.unrecognised.length > 0)
      console.log(
        `  unrecognised: ${result.unrecognised.map((phrase) => JSON.stringify(phrase)).join(', ')}`,
      );
  }
}
console.log(`\nvocabulary index built in ${buildMs.toFixed(1)} ms (${findings.length} findings)`);
const line = (name: string, at: (share: number) => number) =>
  console.log(
    `understandInput ${name} (${inputs.length} vignettes x 50): p50 ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms, max ${at(1).toFixed(3)} ms`,
  );
line('with lab results', withLabs);
line('text, profile and vitals only', withoutLabs);
console.log(
  `mean CPU time per request: ${cpuMsPerRequest.map((ms) => ms.toFixed(3)).join(' ms with labs, ')} ms without`,
);

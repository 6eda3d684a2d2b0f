// Vignette figures: starts the app in-process on a free port, sends every case of a vignette file
// (default ../shared/vignettes/dev.json) as it is to POST /api/ai-diagnosis over HTTP, and scores the answers
// as ../shared/vignettes/README.md says. Cases without an expected urgency (real-dev.json) are scored on
// top-1/3/5 and on emergencies raised; cases with a scope part are also summarised per part, and cases whose
// id ends in an examiner's register mark (-en lay English, -sh clinical shorthand, -sw Kiswahili, -fr French)
// per register.
// Usage: npm run bench:vignettes [-- --json] [--file cases.json] [--check] [--quiet]
// (--check: exit code 1 when a target is missed; --quiet: no list of misses).
import fs from 'node:fs';
import path from 'node:path';
import { startLocalApp } from './local-app';

interface Vignette {
  id: string;
  condition: string;
  scope_part?: number;
  request: { symptoms?: unknown };
  expected: { icd10: string[]; urgency?: Urgency; emergency: boolean | null };
}
type Urgency = 'routine' | 'urgent' | 'emergency' | 'critical';
interface DiagnosisAnswer {
  diagnosis?: {
    primaryDiagnosis?: { condition: string; icd10: string; probability: number };
    differentialDiagnoses?: Array<{ condition: string; icd10: string; probability: number }>;
    triage?: { urgency: Urgency };
    emergencyAlert?: boolean;
    unrecognised?: string[];
  };
}
interface CaseResult {
  id: string;
  condition: string;
  status: number;
  part: number | undefined;
  top1: boolean;
  top3: boolean;
  top5: boolean;
  urgency: Urgency | 'none';
  expectedUrgency: Urgency | undefined;
  triage: 'exact' | 'under' | 'over' | 'not expected';
  expectedEmergency: boolean | null;
  emergencyAlert: boolean;
  /** Clinical words in the case text, and how many of them the engine left unrecognised. */
  words: number;
  wordsNotUnderstood: number;
  top: string[];
  latencyMs: number;
}

const urgencyScale: Urgency[] = ['routine', 'urgent', 'emergency', 'critical'];
const compact = (code: string) => code.replace(/\./g, '').toUpperCase();
const percent = (part: number, whole: number) => (whole === 0 ? 100 : Math.round((part / whole) * 1000) / 10);

function argumentAfter(flag: string): string | undefined {
  const index = process.argv.indexOf(flag);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** Primary then differentials, repeated ICD-10 codes dropped (README: scoring). */
function rankedAnswers(
  answer: DiagnosisAnswer,
): Array<{ condition: string; icd10: string; probability: number }> {
  const entries = [
    answer.diagnosis?.primaryDiagnosis,
    ...(answer.diagnosis?.differentialDiagnoses ?? []),
  ].filter((entry) => entry !== undefined);
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const code = compact(entry.icd10);
    if (seen.has(code)) return false;
    seen.add(code);
    return true;
  });
}

// Function words that carry no clinical meaning: left out of the "words understood" share.
const functionWords = new Set(
  (
    'a an the and or but of in on at to for from with without by as is are was were be been being has have had ' +
    'he she his her him they their them it its this that these those who which what when where while after before ' +
    'also then than there here very since for over under into out up down about per not no'
  ).split(' '),
);
const clinicalWords = (text: string): string[] =>
  (text.toLowerCase().match(/[a-zà-ÿ]{2,}/g) ?? []).filter((word) => !functionWords.has(word));

function countWords(vignette: Vignette, answer: DiagnosisAnswer): { words: number; notUnderstood: number } {
  const symptoms = Array.isArray(vignette.request.symptoms) ? vignette.request.symptoms : [];
  const text = symptoms
    .map((entry) =>
      typeof entry === 'string' ? entry : String((entry as { symptom?: unknown }).symptom ?? ''),
    )
    .join(' ');
  const words = clinicalWords(text).length;
  const notUnderstood = clinicalWords((answer.diagnosis?.unrecognised ?? []).join(' ')).length;
  return { words, notUnderstood: Math.min(words, notUnderstood) };
}

function score(vignette: Vignette, status: number, answer: DiagnosisAnswer, latencyMs: number): CaseResult {
  const ranked = rankedAnswers(answer);
  const matches = (entry: { icd10: string } | undefined) =>
    entry !== undefined &&
    vignette.expected.icd10.some((code) => compact(entry.icd10).startsWith(compact(code)));
  const urgency = answer.diagnosis?.triage?.urgency ?? 'none';
  const given = urgency === 'none' ? -1 : urgencyScale.indexOf(urgency);
  const expectedUrgency = vignette.expected.urgency;
  const wanted = expectedUrgency === undefined ? -1 : urgencyScale.indexOf(expectedUrgency);
  const { words, notUnderstood } = countWords(vignette, answer);
  return {
    id: vignette.id,
    condition: vignette.condition,
    status,
    part: vignette.scope_part,
    top1: matches(ranked[0]),
    top3: ranked.slice(0, 3).some(matches),
    top5: ranked.slice(0, 5).some(matches),
    urgency,
    expectedUrgency,
    triage:
      expectedUrgency === undefined
        ? 'not expected'
        : given === wanted
          ? 'exact'
          : given < wanted
            ? 'under'
            : 'over',
    expectedEmergency: vignette.expected.emergency,
    // Raised: the answer's urgency is emergency or critical (emergencyAlert says the same).
    emergencyAlert: answer.diagnosis?.emergencyAlert === true,
    words,
    wordsNotUnderstood: notUnderstood,
    top: ranked.slice(0, 3).map((entry) => `${entry.condition} ${entry.icd10} ${entry.probability}%`),
    latencyMs,
  };
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

function summarise(results: CaseResult[]) {
  const emergencies = results.filter((result) => result.expectedEmergency === true);
  const nonEmergencies = results.filter((result) => result.expectedEmergency === false);
  const withUrgency = results.filter((result) => result.triage !== 'not expected');
  const latencies = results.map((result) => result.latencyMs);
  const words = results.reduce((sum, result) => sum + result.words, 0);
  const notUnderstood = results.reduce((sum, result) => sum + result.wordsNotUnderstood, 0);
  return {
    cases: results.length,
    top1Percent: percent(results.filter((result) => result.top1).length, results.length),
    top3Percent: percent(results.filter((result) => result.top3).length, results.length),
    top5Percent: percent(results.filter((result) => result.top5).length, results.length),
    urgencyCases: withUrgency.length,
    urgencyExactPercent: percent(
      withUrgency.filter((result) => result.triage === 'exact').length,
      withUrgency.length,
    ),
    underTriagePercent: percent(
      withUrgency.filter((result) => result.triage === 'under').length,
      withUrgency.length,
    ),
    overTriagePercent: percent(
      withUrgency.filter((result) => result.triage === 'over').length,
      withUrgency.length,
    ),
    emergencies: emergencies.length,
    emergenciesRaised: emergencies.filter((result) => result.emergencyAlert).length,
    wordsUnderstoodPercent: percent(words - notUnderstood, words),
    emergencySensitivityPercent: percent(
      emergencies.filter((result) => result.emergencyAlert).length,
      emergencies.length,
    ),
    emergencyFalseAlarmPercent: percent(
      nonEmergencies.filter((result) => result.emergencyAlert).length,
      nonEmergencies.length,
    ),
    latencyP50Ms: Math.round(quantile(latencies, 0.5) * 10) / 10,
    latencyP95Ms: Math.round(quantile(latencies, 0.95) * 10) / 10,
    non200: results.filter((result) => result.status !== 200).length,
  };
}

/** Issue 3 targets: top-1 >= 80 %, top-3 >= 95 %, emergency sensitivity 100 %, under-triage <= 5 %. */
function meetsTargets(summary: ReturnType<typeof summarise>): boolean {
  return (
    summary.top1Percent >= 80 &&
    summary.top3Percent >= 95 &&
    summary.emergencySensitivityPercent === 100 &&
    summary.underTriagePercent <= 5
  );
}

async function main(): Promise<void> {
  const file =
    argumentAfter('--file') ?? path.resolve(import.meta.dirname, '../../shared/vignettes/dev.json');
  const vignettes = JSON.parse(fs.readFileSync(file, 'utf8')) as Vignette[];
  const app = await startLocalApp('vignettes');
  try {
    const send = async (request: unknown) => {
      const started = performance.now();
      const response = await fetch(`${app.base}/api/ai-diagnosis`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      });
      const answer = (await response.json()) as DiagnosisAnswer;
      return { status: response.status, answer, latencyMs: performance.now() - started };
    };
    if (vignettes[0]) await send(vignettes[0].request); // warm-up, not scored: the first request compiles the hot paths
    const results: CaseResult[] = [];
    for (const vignette of vignettes) {
      const { status, answer, latencyMs } = await send(vignette.request);
      results.push(score(vignette, status, answer, latencyMs));
    }
    report(file, results);
    if (process.argv.includes('--check') && !meetsTargets(summarise(results))) process.exitCode = 1;
  } finally {
    await app.close();
  }
}

function printSummary(label: string, summary: ReturnType<typeof summarise>): void {
  console.log(`${label} (${summary.cases} cases)`);
  console.log(
    `  top-1 ${summary.top1Percent}%   top-3 ${summary.top3Percent}%   top-5 ${summary.top5Percent}%   clinical words understood ${summary.wordsUnderstoodPercent}%`,
  );
  if (summary.urgencyCases > 0)
    console.log(
      `  urgency exact ${summary.urgencyExactPercent}%   under-triage ${summary.underTriagePercent}%   over-triage ${summary.overTriagePercent}% (of ${summary.urgencyCases} cases with an expected urgency)`,
    );
  console.log(
    `  emergencies raised ${summary.emergenciesRaised}/${summary.emergencies} (${summary.emergencySensitivityPercent}%)   false emergency alerts ${summary.emergencyFalseAlarmPercent}% of non-emergencies`,
  );
}

/** The examiners' register marks at the end of a case id ('n29b-075a-en'). */
const registers: Record<string, string> = {
  en: 'lay English',
  sh: 'clinical shorthand',
  sw: 'Kiswahili',
  fr: 'French',
};
const registerOf = (id: string) => registers[id.slice(id.lastIndexOf('-') + 1)];

function report(file: string, results: CaseResult[]): void {
  const summary = summarise(results);
  const misses = results.filter(
    (result) =>
      !result.top1 ||
      (result.triage !== 'exact' && result.triage !== 'not expected') ||
      (result.expectedEmergency !== null && result.expectedEmergency !== result.emergencyAlert),
  );
  const parts = [...new Set(results.map((result) => result.part))].filter((part) => part !== undefined);
  const byPart = Object.fromEntries(
    parts.map((part) => [`part ${part}`, summarise(results.filter((result) => result.part === part))]),
  );
  const registersTold = [...new Set(results.map((result) => registerOf(result.id)))].filter(
    (register) => register !== undefined,
  );
  const byRegister = Object.fromEntries(
    registersTold.map((register) => [
      register,
      summarise(results.filter((result) => registerOf(result.id) === register)),
    ]),
  );
  if (process.argv.includes('--json')) {
    console.log(
      JSON.stringify({ file, date: new Date().toISOString(), summary, byPart, byRegister, misses }, null, 2),
    );
    return;
  }
  console.log(`Vignettes: ${file} (${new Date().toISOString().slice(0, 10)})`);
  printSummary('all', summary);
  for (const [label, partSummary] of Object.entries(byPart)) printSummary(label, partSummary);
  for (const [label, registerSummary] of Object.entries(byRegister)) printSummary(label, registerSummary);
  console.log(
    `latency over HTTP: p50 ${summary.latencyP50Ms} ms, p95 ${summary.latencyP95Ms} ms${summary.non200 ? `   non-200 answers: ${summary.non200}` : ''}`,
  );
  if (misses.length === 0 || process.argv.includes('--quiet')) return;
  console.log('\nMisses (top-1 or top-3 miss, urgency not exact, or emergency alert wrong):');
  for (const miss of misses) {
    const marks = [
      !miss.top1 && (miss.top3 ? 'top-1 miss' : 'top-3 miss'),
      (miss.triage === 'under' || miss.triage === 'over') && `${miss.triage}-triage`,
      miss.expectedEmergency === true && !miss.emergencyAlert && 'EMERGENCY MISSED',
      miss.expectedEmergency === false && miss.emergencyAlert && 'false alarm',
    ].filter(Boolean);
    console.log(`- ${miss.id} ${miss.condition} [${marks.join(', ')}]`);
    console.log(
      `    urgency ${miss.urgency} (expected ${miss.expectedUrgency ?? 'not given'}); top 3: ${miss.top.join(' | ') || 'none'}${miss.status !== 200 ? `; HTTP ${miss.status}` : ''}`,
    );
  }
}

await main();

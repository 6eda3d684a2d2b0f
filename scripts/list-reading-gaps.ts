// Reading gaps: sends every case of the given vignette files to POST /api/ai-diagnosis (as the bench does)
// and writes one JSON line per case: register (-en/-sh/-sw/-fr from the id), expected and raised emergency,
// urgency, top-1 hit and the words the engine left unrecognised. Used to rank what French, Kiswahili and
// shorthand reading still misses across sets that have already been run.
// Usage: npx tsx scripts/list-reading-gaps.ts --out gaps.jsonl file1.json [file2.json ...]
import fs from 'node:fs';
import path from 'node:path';
import { startLocalApp } from './local-app';

interface Vignette {
  id: string;
  request: Record<string, unknown>;
  expected: { icd10: string[]; urgency?: string; emergency: boolean | null };
}
interface Answer {
  diagnosis?: {
    primaryDiagnosis?: { icd10: string; condition: string };
    triage?: { urgency: string };
    emergencyAlert?: boolean;
    unrecognised?: string[];
  };
}

const compact = (code: string) => code.replace(/\./g, '').toUpperCase();

async function main(): Promise<void> {
  const outIndex = process.argv.indexOf('--out');
  const out = outIndex >= 0 ? process.argv[outIndex + 1] : undefined;
  const files = process.argv
    .slice(2)
    .filter((arg, index, all) => arg !== '--out' && all[index - 1] !== '--out');
  const app = await startLocalApp('gaps');
  const lines: string[] = [];
  try {
    for (const file of files) {
      const vignettes = JSON.parse(fs.readFileSync(file, 'utf8')) as Vignette[];
      for (const vignette of vignettes) {
        if (!vignette.expected) continue;
        const response = await fetch(`${app.base}/api/ai-diagnosis`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(vignette.request),
        });
        const answer = (await response.json()) as Answer;
        const register = /-(en|sh|sw|fr)$/.exec(vignette.id)?.[1] ?? 'other';
        const primary = answer.diagnosis?.primaryDiagnosis?.icd10 ?? '';
        lines.push(
          JSON.stringify({
            set: path.basename(file),
            id: vignette.id,
            register,
            expectedEmergency: vignette.expected.emergency,
            alert: answer.diagnosis?.emergencyAlert ?? false,
            urgency: answer.diagnosis?.triage?.urgency,
            expectedUrgency: vignette.expected.urgency,
            top1: vignette.expected.icd10.some((code) => compact(primary).startsWith(compact(code))),
            unrecognised: answer.diagnosis?.unrecognised ?? [],
          }),
        );
      }
    }
  } finally {
    await app.close();
  }
  if (out) fs.writeFileSync(out, lines.join('\n') + '\n');
  else console.log(lines.join('\n'));
}

void main();

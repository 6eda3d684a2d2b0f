// Reading gaps: sends every case of the given vignette files to POST /api/ai-diagnosis (as the bench does)
// and writes one JSON line per case: register (-en/-sh/-sw/-fr from the id), expected and raised emergency,
// urgency, top-1 hit and the words the engine left unrecognised. Used to rank what French, Kiswahili and
// shorthand reading still misses across sets that have already been run.
// Usage: npx tsx scripts/list-reading-gaps.ts --out gaps.jsonl file1.json [file2.json ...]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { buildApp } from '../src/server/app';

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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afyadx-gaps-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const database = await openDatabase({ dataDir });
  const { app } = await buildApp({ config, database, sweepIntervalMs: 0 });
  const lines: string[] = [];
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    for (const file of files) {
      const vignettes = JSON.parse(fs.readFileSync(file, 'utf8')) as Vignette[];
      for (const vignette of vignettes) {
        if (!vignette.expected) continue;
        const response = await fetch(`http://127.0.0.1:${port}/api/ai-diagnosis`, {
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
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (out) fs.writeFileSync(out, lines.join('\n') + '\n');
  else console.log(lines.join('\n'));
}

void main();

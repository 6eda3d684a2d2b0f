// Answer identity for engine changes that must not change answers (speed, bundling): runs every case of
// every eval/*.json set (eval/known-wordings excluded) and of ../shared/vignettes/dev.json and
// real-dev.json through loadKnowledge + createEngine, as bench-vignettes' requests become engine input, and
// prints one sha1 per case of its whole assessment (ranking, probabilities, urgency, alerts, red flags,
// recommendations, prescription). Run it on two trees and compare:
//   npx tsx scripts/engine-answer-hashes.ts [--root /other/tree] [--order reverse-fresh] > answers.txt
// --root: the tree whose engine runs (default this one); --order: 'one-engine' (default: one engine, sets in
// order) or 'reverse-fresh' (a fresh engine per set, sets in reverse order: what is read late must not depend
// on what came first); --snapshot-folder F: the engine's phrase index from a snapshot in F when one of the same
// key is there, else built and saved there (src/server/phrase-index-snapshots.ts), as the server does. A case
// whose request the contract refuses prints its error instead.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const argument = (flag: string) => {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const root = path.resolve(argument('--root') ?? path.join(import.meta.dirname, '..'));
const order = argument('--order') ?? 'one-engine';
const { loadKnowledge } = (await import(
  path.join(root, 'src/clinical/knowledge/load-knowledge.ts')
)) as typeof import('../src/clinical/knowledge/load-knowledge');
const { createEngine } = (await import(
  path.join(root, 'src/clinical/engine/index.ts')
)) as typeof import('../src/clinical/engine');
const { aiDiagnosisRequestSchema } = (await import(
  path.join(root, 'src/contracts/ai.ts')
)) as typeof import('../src/contracts/ai');
const { toClinicalInput } = (await import(
  path.join(root, 'src/answers/clinical-input.ts')
)) as typeof import('../src/answers/clinical-input');

const snapshotFolder = argument('--snapshot-folder');
const snapshots = snapshotFolder
  ? (
      (await import(
        path.join(root, 'src/server/phrase-index-snapshots.ts')
      )) as typeof import('../src/server/phrase-index-snapshots')
    ).phraseIndexSnapshots([path.resolve(snapshotFolder)])
  : undefined;
const engineOptions = { phraseIndexSource: snapshots?.source };

const evalFolder = path.join(import.meta.dirname, '../eval');
const vignetteFolder = path.join(import.meta.dirname, '../../shared/vignettes');
const files = [
  ...fs
    .readdirSync(evalFolder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(evalFolder, name)),
  path.join(vignetteFolder, 'dev.json'),
  path.join(vignetteFolder, 'real-dev.json'),
];
// A fixed moment: the season is part of the prior.
const now = new Date('2026-11-29T08:00:00Z');
const knowledge = loadKnowledge();
let engine = createEngine(knowledge, engineOptions);
const sha1 = (value: unknown) => crypto.createHash('sha1').update(JSON.stringify(value)).digest('hex');

for (const file of order === 'reverse-fresh' ? [...files].reverse() : files) {
  if (order === 'reverse-fresh') engine = createEngine(knowledge, engineOptions);
  const cases = JSON.parse(fs.readFileSync(file, 'utf8')) as Array<{ id: string; request: unknown }>;
  for (const entry of cases) {
    const parsed = aiDiagnosisRequestSchema.safeParse(entry.request);
    const answer = parsed.success
      ? engine.assess(toClinicalInput(parsed.data), now)
      : { refused: parsed.error.issues.map((issue) => issue.message) };
    console.log(`${path.basename(file)} ${entry.id} ${sha1(answer)}`);
  }
}

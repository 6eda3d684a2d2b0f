// Durability of verified health updates under kill -9 (issue 6): the real server on SQLite is killed with
// SIGKILL at random points while updates are posted and restarted; after the last kill every acknowledged update
// must be in the database exactly once. Unanswered posts are retried after the restart, as a client would: the merge of duplicates
// (same condition, location and week) must keep them from being stored twice.
// Usage: npx tsx scripts/kill9-updates.ts [runs=20] [updatesPerRun=1000]
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { openDatabase } from '../src/server/db/database';
import { requestAccount } from '../src/server/accounts/service';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Kill9Options {
  runs: number;
  updatesPerRun: number;
  /** Kills per run, at random moments between the first and the last acknowledgement. */
  killsPerRun?: number;
  concurrency?: number;
  port?: number;
  seed?: number;
  log?: (line: string) => void;
}

export interface Kill9Result {
  runs: number;
  acknowledged: number;
  kills: number;
  lost: number;
  duplicated: number;
  /** Stored but never acknowledged: must be 0, since unanswered posts are retried until answered. */
  extra: number;
  /** Posts whose answer was cut off by a kill and were sent again after the restart. */
  retried: number;
  failures: string[];
}

/** A small deterministic generator so a failing run can be replayed with the same seed. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

function startServer(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: 'silent',
      WEB_ROOT: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitUntilReady(port: number, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('server did not start within 60 s');
}

async function killHard(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGKILL');
  await exited;
}

/** Outbreak reports need a signed-in clinician: one approved account per run, signed in once. */
const REPORTER = { registrationNumber: 'KILL9-DOCTOR', password: 'kill9 durability password' };

async function seedReporter(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    const account = await requestAccount(
      { database, now: Date.now },
      { name: 'Dr Durability', facility: 'Kill9 Clinic', country: 'KE', ...REPORTER },
    );
    await database.db
      .updateTable('clinician_accounts')
      .set({ status: 'active' })
      .where('id', '=', account.id)
      .execute();
  } finally {
    await database.close();
  }
}

async function signIn(port: number, attempt = 1): Promise<string> {
  // A pooled connection to the previous, killed server can still be handed out once: retry on a reset.
  const response = await fetch(`http://127.0.0.1:${port}/api/accounts/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(REPORTER),
  }).catch((error: unknown) => {
    if (attempt >= 5) throw error;
    return undefined;
  });
  if (!response) return signIn(port, attempt + 1);
  await response.arrayBuffer();
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`kill9: sign-in failed (${response.status})`);
  return cookie;
}

let signInCookie = '';

const updateBody = (location: string) => ({
  country: 'KE',
  region: 'east-africa',
  condition: 'Cholera',
  location,
  cases: 1,
  deaths: 0,
  severity: 'high',
  status: 'active',
  verificationSource: 'Clinical case definition',
  doctorId: 'KILL9-DOCTOR',
  doctorName: 'Dr Durability',
});

async function postUpdate(port: number, location: string): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/manual-health-updates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: signInCookie },
      body: JSON.stringify(updateBody(location)),
    });
    await response.arrayBuffer();
    return response.status === 201 || response.status === 200;
  } catch {
    return false; // connection refused or reset: the server is down, the post is unanswered
  }
}

async function runOnce(
  run: number,
  options: Required<Omit<Kill9Options, 'log' | 'seed'>>,
  next: () => number,
  log: (line: string) => void,
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afyadx-kill9-'));
  const locations = Array.from(
    { length: options.updatesPerRun },
    (_, index) => `kill9-run${run}-site${index}`,
  );
  const killAt = Array.from(
    { length: options.killsPerRun },
    () => Math.floor(next() * options.updatesPerRun * 0.9) + 1,
  ).sort((a, b) => a - b);
  const acknowledged = new Set<string>();
  let pending = [...locations];
  let kills = 0;
  let retried = 0;
  await seedReporter(dataDir);
  let server = startServer(options.port, dataDir);
  try {
    await waitUntilReady(options.port, server);
    signInCookie = await signIn(options.port);
    while (pending.length > 0) {
      const unanswered: string[] = [];
      let cursor = 0;
      const worker = async () => {
        while (cursor < pending.length) {
          const location = pending[cursor++]!;
          if (await postUpdate(options.port, location)) {
            acknowledged.add(location);
            if (killAt[0] !== undefined && acknowledged.size >= killAt[0]) {
              killAt.shift();
              kills += 1;
              void killHard(server); // mid-flight: other workers' posts are cut off
            }
          } else unanswered.push(location);
        }
      };
      await Promise.all(Array.from({ length: options.concurrency }, worker));
      pending = unanswered;
      retried += unanswered.length;
      if (server.exitCode !== null || server.signalCode !== null || pending.length > 0) {
        await killHard(server);
        server = startServer(options.port, dataDir);
        await waitUntilReady(options.port, server);
      }
    }
    await killHard(server); // a last kill with nothing in flight: the write-ahead log must still hold everything
    kills += 1;
    // Opening the file runs SQLite's crash recovery, exactly as the next server start would.
    const connection = new SQLite(path.join(dataDir, 'afyadx.db'));
    const rows = connection
      .prepare('select location, count(*) as n from health_updates group by location')
      .all() as { location: string; n: number }[];
    connection.close();
    const stored = new Map(rows.map((row) => [row.location, row.n]));
    const lost = [...acknowledged].filter((location) => !stored.has(location)).length;
    const duplicated = rows.filter((row) => row.n > 1).length;
    const extra = rows.filter((row) => !acknowledged.has(row.location)).length;
    log(
      `run ${run + 1}: ${acknowledged.size} acknowledged, ${kills} kills, ${retried} retried, ${lost} lost, ${duplicated} duplicated, ${extra} never acknowledged`,
    );
    return { acknowledged: acknowledged.size, kills, lost, duplicated, extra, retried };
  } finally {
    await killHard(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runKill9(options: Kill9Options): Promise<Kill9Result> {
  const settings = { killsPerRun: 2, concurrency: 16, port: 3930, ...options };
  const next = random(options.seed ?? Date.now());
  const log = options.log ?? (() => undefined);
  const result: Kill9Result = {
    runs: settings.runs,
    acknowledged: 0,
    kills: 0,
    lost: 0,
    duplicated: 0,
    extra: 0,
    retried: 0,
    failures: [],
  };
  for (let run = 0; run < settings.runs; run += 1) {
    const outcome = await runOnce(run, settings, next, log);
    result.acknowledged += outcome.acknowledged;
    result.kills += outcome.kills;
    result.lost += outcome.lost;
    result.duplicated += outcome.duplicated;
    result.extra += outcome.extra;
    result.retried += outcome.retried;
    if (outcome.lost > 0 || outcome.duplicated > 0 || outcome.extra > 0)
      result.failures.push(`run ${run + 1}: ${outcome.lost} lost, ${outcome.duplicated} duplicated`);
  }
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const runs = Number(process.argv[2] ?? 20);
  const updatesPerRun = Number(process.argv[3] ?? 1000);
  const seed = Number(process.env.SEED ?? Date.now());
  console.log(`kill -9 test: ${runs} runs x ${updatesPerRun} updates, seed ${seed}`);
  const started = Date.now();
  const result = await runKill9({ runs, updatesPerRun, seed, log: (line) => console.log(line) });
  console.log(
    `total: ${result.acknowledged} acknowledged updates, ${result.kills} SIGKILLs, ${result.lost} lost, ${result.duplicated} duplicated ` +
      `(${result.retried} posts retried after a kill or refused while the server was down, ${result.extra} stored but never acknowledged) in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  process.exit(result.failures.length === 0 ? 0 : 1);
}

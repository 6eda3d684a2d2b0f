import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  fromPhraseIndexSnapshot,
  toPhraseIndexSnapshot,
  type PhraseIndexInputs,
  type PhraseIndexSource,
} from '../clinical/engine';

/** Where snapshots go when no data folder is given, or it cannot be written. */
export const defaultSnapshotFolder = path.join(os.tmpdir(), 'afyadx-cache');

const filePrefix = 'phrase-index-';
/** Snapshots of other keys (an older vocabulary) are removed once this old: another checkout may use them. */
const staleAfterMs = 60 * 60 * 1000;

/**
 * What the code that builds the index is, as text to hash. From sources (tsx, tests): the understanding
 * folder's files (the index's code and its word lists; the index imports nothing else but knowledge, which
 * is hashed as data). From the build (dist/server): the chunks' names, which esbuild derives from their
 * contents, so any change to the bundled code renames a chunk.
 */
function codeVersion(): string {
  const here = fileURLToPath(import.meta.url);
  const hash = crypto.createHash('sha1');
  if (here.endsWith('.ts')) {
    const folder = path.resolve(path.dirname(here), '../clinical/engine/understand');
    const files = (fs.readdirSync(folder, { recursive: true }) as string[])
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .sort();
    for (const name of files) hash.update(`${name}\0`).update(fs.readFileSync(path.join(folder, name)));
  } else {
    const folder =
      path.basename(path.dirname(here)) === 'chunks'
        ? path.dirname(here)
        : path.join(path.dirname(here), 'chunks');
    hash.update(fs.readdirSync(folder).sort().join('\0'));
  }
  return hash.digest('hex');
}

let cachedCodeVersion: string | undefined;

/**
 * The snapshot key: a hash of the code and of every input, each hashed once as one text. SHA-1, a quarter
 * of SHA-256's time at each start: the key tells apart what the index was built from, it guards against no
 * one (whoever can write the folder can write any snapshot).
 */
export function snapshotKey(inputs: PhraseIndexInputs, code = (cachedCodeVersion ??= codeVersion())): string {
  return crypto
    .createHash('sha1')
    .update(code)
    .update(JSON.stringify([inputs.vocabulary, inputs.absent, inputs.imported, inputs.wordLists]))
    .digest('hex')
    .slice(0, 32);
}

function readSnapshot(file: string, key: string) {
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { key?: unknown; snapshot?: unknown };
    return saved.key === key ? fromPhraseIndexSnapshot(saved.snapshot) : undefined;
  } catch {
    return undefined; // absent, unreadable or corrupt: built again
  }
}

/** Writes whole or not at all (temporary file, then rename); clears other keys' old snapshots. */
async function writeSnapshot(folder: string, file: string, text: string): Promise<void> {
  await fs.promises.mkdir(folder, { recursive: true });
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  try {
    await fs.promises.writeFile(temporary, text);
    await fs.promises.rename(temporary, file);
  } catch (error) {
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
  for (const name of await fs.promises.readdir(folder)) {
    const other = path.join(folder, name);
    if (!name.startsWith(filePrefix) || other === file) continue;
    const stat = await fs.promises.stat(other).catch(() => undefined);
    if (stat && Date.now() - stat.mtimeMs > staleAfterMs) await fs.promises.rm(other, { force: true });
  }
}

export interface PhraseIndexSnapshots {
  source: PhraseIndexSource;
  /** Settles when the last snapshot is written, or its writing failed (never rejects). */
  saved(): Promise<void>;
}

/**
 * The engine's phrase index from a snapshot an earlier start saved in the first of `folders` that holds one
 * under the inputs' key; otherwise built as always, and saved in the background for the next start (in the
 * first folder that takes it). A snapshot of other inputs or code has another key, so is never read; a
 * corrupt one is ignored; a folder that cannot be written costs only the saving.
 */
export function phraseIndexSnapshots(
  folders: readonly string[] = [defaultSnapshotFolder],
): PhraseIndexSnapshots {
  let saving: Promise<void> = Promise.resolve();
  const source: PhraseIndexSource = (inputs, build) => {
    const key = snapshotKey(inputs);
    const name = `${filePrefix}${key}.json`;
    for (const folder of folders) {
      const index = readSnapshot(path.join(folder, name), key);
      if (index) return index;
    }
    const index = build();
    // Taken now, before answers read Kiswahili verbs or fill the spelling cache; written after this turn.
    const snapshot = toPhraseIndexSnapshot(index);
    saving = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      const text = JSON.stringify({ key, snapshot });
      for (const folder of folders) {
        try {
          await writeSnapshot(folder, path.join(folder, name), text);
          return;
        } catch {
          // This folder cannot be written: the next one, or no snapshot (the next start builds again).
        }
      }
    });
    return index;
  };
  return { source, saved: () => saving };
}

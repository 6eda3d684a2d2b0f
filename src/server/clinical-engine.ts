import path from 'node:path';
import type { ClinicalEngine } from '../clinical/engine';

let engine: Promise<ClinicalEngine> | undefined;
let dataFolder: string | undefined;

/** Snapshots of the engine's index go under the app's data folder (DATA_DIR), else the system's temporary one. */
export function useDataFolderForEngine(dataDir: string): void {
  dataFolder = path.join(dataDir, 'cache');
}

/**
 * The clinical engine, built once per process on first use. Its code and knowledge base are a chunk of
 * their own and most of the server's memory: an idle server never loads them, and the first clinical
 * request of a process waits for them (about a second). Its phrase index is read from a snapshot an
 * earlier start saved when one of the same knowledge and code exists (phrase-index-snapshots.ts).
 */
export function loadClinicalEngine(): Promise<ClinicalEngine> {
  engine ??= Promise.all([import('../clinical/engine'), import('./phrase-index-snapshots')])
    .then(([{ createEngine }, { defaultSnapshotFolder, phraseIndexSnapshots }]) => {
      const folders = dataFolder ? [dataFolder, defaultSnapshotFolder] : [defaultSnapshotFolder];
      return createEngine(undefined, { phraseIndexSource: phraseIndexSnapshots(folders).source });
    })
    .catch((error: unknown) => {
      engine = undefined;
      throw error;
    });
  return engine;
}

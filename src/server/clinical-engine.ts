import type { ClinicalEngine } from '../clinical/engine';

let engine: Promise<ClinicalEngine> | undefined;

/**
 * The clinical engine, built once per process on first use. Its code and knowledge base are a chunk of
 * their own and most of the server's memory: an idle server never loads them, and the first clinical
 * request of a process waits for them (about a second).
 */
export function loadClinicalEngine(): Promise<ClinicalEngine> {
  engine ??= import('../clinical/engine')
    .then(({ createEngine }) => createEngine())
    .catch((error: unknown) => {
      engine = undefined;
      throw error;
    });
  return engine;
}

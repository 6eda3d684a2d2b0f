import { createEngine, type ClinicalEngine } from '../clinical/engine';

let engine: ClinicalEngine | undefined;

/** The clinical engine, built once per process (knowledge parsed and indexed at first use). */
export function getClinicalEngine(): ClinicalEngine {
  engine ??= createEngine();
  return engine;
}

import { describe, it, expect } from 'vitest';
import { runKill9 } from './kill9-updates';

describe('verified health updates survive kill -9 (smaller version of scripts/kill9-updates.ts)', () => {
  it('keeps every acknowledged update exactly once over 3 runs of 200 updates with SIGKILLs', async () => {
    const result = await runKill9({
      runs: 3,
      updatesPerRun: 200,
      killsPerRun: 1,
      port: 3931,
      seed: 20260311,
    });
    expect(result.acknowledged).toBe(600);
    expect(result.kills).toBeGreaterThanOrEqual(6);
    expect(result.failures).toEqual([]);
    expect(result.lost).toBe(0);
    expect(result.duplicated).toBe(0);
    expect(result.extra).toBe(0);
  }, 300_000);
});

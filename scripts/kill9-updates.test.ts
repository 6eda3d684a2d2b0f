import net from 'node:net';
import { describe, it, expect } from 'vitest';
import { runKill9 } from './kill9-updates';

/** A port nobody is listening on now: a fixed one collides with other test runs on the same machine. */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

describe('verified health updates survive kill -9 (smaller version of scripts/kill9-updates.ts)', () => {
  it('keeps every acknowledged update exactly once over 3 runs of 200 updates with SIGKILLs', async () => {
    const result = await runKill9({
      runs: 3,
      updatesPerRun: 200,
      killsPerRun: 1,
      port: await freePort(),
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

// The app as the benchmarks drive it: the real server on a throwaway SQLite folder, listening on a free local
// port, with no rate limit, so a bench measures what a clinic's requests would meet over HTTP.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { buildApp } from '../src/server/app';

export interface LocalApp {
  /** http://127.0.0.1:<port> */
  base: string;
  /** Stops the server, closes the database and removes its folder. */
  close(): Promise<void>;
}

export async function startLocalApp(name: string): Promise<LocalApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `afyadx-${name}-`));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const database = await openDatabase({ dataDir });
  const { app } = await buildApp({ config, database, sweepIntervalMs: 0 });
  const close = async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, close };
}

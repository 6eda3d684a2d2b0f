import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';

/** The production build, started as a clinic would start it, on a free port with its own data folder. */
export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
}

let buildChecked = false;

/** Builds once per test run (the suite's global setup normally has done it already). */
export function ensureBuilt(): void {
  if (buildChecked) return;
  const isBuilt = fs.existsSync('dist/server/main.js') && fs.existsSync('dist/web/index.html');
  if (!isBuilt || process.env.E2E_REBUILD === '1') {
    const result = spawnSync('npm', ['run', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error('npm run build failed');
  }
  buildChecked = true;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function startServer(environment: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  ensureBuilt();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afyadx-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
      ...environment,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child);
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer /api/health within 30 s: ${stderr}`);
}

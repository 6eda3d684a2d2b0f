import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import { openDatabase, type AppDatabase, type DatabaseOptions } from '../db/database';
import { buildApp, type AppServices, type BuildAppOptions } from '../app';

export type Backend = 'sqlite' | 'postgres';

/** The PostgreSQL server the tests use; every test app gets a schema of its own, dropped afterwards. */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Both backends, unless SKIP_POSTGRES=1 says this machine has no PostgreSQL. */
export const testBackends: Backend[] =
  process.env.SKIP_POSTGRES === '1' ? ['sqlite'] : ['sqlite', 'postgres'];

export interface TestApp {
  app: FastifyInstance;
  services: AppServices;
  database: AppDatabase;
  dataDir: string;
  logLines: () => string[];
  close: () => Promise<void>;
}

export async function createTestDatabase(backend: Backend, extra: Partial<DatabaseOptions> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afyadx-test-'));
  if (backend === 'sqlite') {
    const database = await openDatabase({ dataDir, ...extra });
    return { database, dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: TEST_POSTGRES_URL, postgresSchema: schema, ...extra });
  const drop = async () => {
    const cleaner = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await cleaner.connect();
    await cleaner.query(`drop schema if exists ${schema} cascade`);
    await cleaner.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { database, dataDir, drop, schema };
}

export async function createTestApp(
  backend: Backend = 'sqlite',
  options: Partial<BuildAppOptions> & {
    environment?: NodeJS.ProcessEnv;
    databaseOptions?: Partial<DatabaseOptions>;
  } = {},
): Promise<TestApp> {
  const { database, dataDir, drop } = await createTestDatabase(backend, options.databaseOptions);
  const lines: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  const config = loadConfig({ RATE_LIMIT_PER_MINUTE: '100000', ...options.environment });
  const { app, services } = await buildApp({ config, database, logStream, sweepIntervalMs: 0, ...options });
  await app.ready();
  return {
    app,
    services,
    database,
    dataDir,
    logLines: () => lines,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** The `name=value` of the session cookie a response set, ready for a Cookie header. */
export function sessionCookieFrom(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : [String(header)];
  const cookie = cookies.find((value: string) => value.startsWith('afyadx_session='));
  if (!cookie) throw new Error('No session cookie was set');
  return cookie.split(';')[0]!;
}

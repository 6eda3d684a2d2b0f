import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { buildApp } from './app';
import { useDataFolderForEngine } from './clinical-engine';

/** Starts the server: configuration, database (migrated), app, listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  useDataFolderForEngine(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const here = path.dirname(fileURLToPath(import.meta.url));
  const webRoot = process.env.WEB_ROOT ?? path.resolve(here, '../web');
  const { app } = await buildApp({ config, database, webRoot });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError
      ? error.message
      : `Start-up failed: ${error instanceof Error ? error.message : String(error)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});

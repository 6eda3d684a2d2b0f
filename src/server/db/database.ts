import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type MigrationProvider } from 'kysely';
import type { Database } from './schema';
import { migrations } from './migrations';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite in `dataDir`. */
  databaseUrl?: string;
  dataDir?: string;
  /** SQLite file name inside dataDir, or ':memory:'. */
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests give each run its own). */
  postgresSchema?: string;
  /** Turns off SQLite's secure_delete: only for the control run of the raw-bytes test. */
  unsafeDisableSecureDelete?: boolean;
}

export interface AppDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** After deleting patient data: fold SQLite's WAL back into the main file and truncate it. */
  checkpoint(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };

export async function openDatabase(options: DatabaseOptions): Promise<AppDatabase> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.postgresSchema)
    : openSqlite(options);
  // With a schema of its own, the migration bookkeeping lives there too (not in another schema's tables).
  const migrationTableSchema = options.databaseUrl ? options.postgresSchema : undefined;
  const migrator = new Migrator({
    db: database.db,
    provider: migrationProvider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await database.close();
    throw error instanceof Error ? error : new Error('Database migration failed');
  }
  return database;
}

function openSqlite(options: DatabaseOptions): AppDatabase {
  const fileName = options.sqliteFile ?? 'afyadx.db';
  let location = fileName;
  if (fileName !== ':memory:') {
    const dataDir = options.dataDir ?? './data';
    fs.mkdirSync(dataDir, { recursive: true });
    location = path.join(dataDir, fileName);
  }
  const connection = new SQLite(location);
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = FULL');
  connection.pragma(`secure_delete = ${options.unsafeDisableSecureDelete ? 'OFF' : 'ON'}`);
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  return {
    db,
    kind: 'sqlite',
    async checkpoint() {
      connection.pragma('wal_checkpoint(TRUNCATE)');
    },
    async ping() {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

async function openPostgres(databaseUrl: string, schema?: string): Promise<AppDatabase> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error('Invalid PostgreSQL schema name');
  // The driver loads only when PostgreSQL is configured; SQLite servers never load it.
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 5000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    async checkpoint() {
      // PostgreSQL keeps dead tuples until VACUUM; they are unreadable because the session key is gone.
    },
    async ping() {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

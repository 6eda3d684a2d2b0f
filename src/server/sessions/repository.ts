import type { Kysely } from 'kysely';
import type { Database, SessionsTable } from '../db/schema';

export type SessionRow = SessionsTable;

export async function insertSession(db: Kysely<Database>, row: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

export async function findLiveSession(db: Kysely<Database>, idHash: string, idleCutoff: number, now: number) {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('id_hash', '=', idHash)
    .where('last_active_at', '>', idleCutoff)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Writes new sealed data only if nobody else wrote since `version`; answers whether it did. */
export async function updateSealedData(
  db: Kysely<Database>,
  idHash: string,
  version: number,
  sealed: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ sealed, version: version + 1, last_active_at: now })
    .where('id_hash', '=', idHash)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function touchSession(db: Kysely<Database>, idHash: string, now: number): Promise<void> {
  await db.updateTable('sessions').set({ last_active_at: now }).where('id_hash', '=', idHash).execute();
}

export async function deleteSession(db: Kysely<Database>, idHash: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('id_hash', '=', idHash).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes every session idle since `idleCutoff` or past its absolute expiry; answers how many. */
export async function deleteStaleSessions(
  db: Kysely<Database>,
  idleCutoff: number,
  now: number,
): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('last_active_at', '<=', idleCutoff), eb('expires_at', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

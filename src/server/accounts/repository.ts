import type { Kysely, Selectable } from 'kysely';
import type { ClinicianAccountsTable, Database } from '../db/schema';

export type AccountRow = Selectable<ClinicianAccountsTable>;

export const registrationKeyOf = (registrationNumber: string) =>
  registrationNumber.toUpperCase().replace(/\s+/g, '');

export async function insertAccount(db: Kysely<Database>, row: AccountRow): Promise<void> {
  await db.insertInto('clinician_accounts').values(row).execute();
}

export async function findAccountById(db: Kysely<Database>, id: string) {
  return db.selectFrom('clinician_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findAccountByRegistration(db: Kysely<Database>, registrationNumber: string) {
  return db
    .selectFrom('clinician_accounts')
    .selectAll()
    .where('registration_key', '=', registrationKeyOf(registrationNumber))
    .executeTakeFirst();
}

export async function listAccounts(db: Kysely<Database>) {
  return db.selectFrom('clinician_accounts').selectAll().orderBy('created_at', 'desc').limit(1000).execute();
}

export async function countAdmins(db: Kysely<Database>): Promise<number> {
  const rows = await db
    .selectFrom('clinician_accounts')
    .select('roles')
    .where('status', '=', 'active')
    .execute();
  return rows.filter((row) => row.roles.split(',').includes('admin')).length;
}

export async function updateAccount(
  db: Kysely<Database>,
  id: string,
  changes: Partial<Omit<AccountRow, 'id' | 'created_at'>>,
): Promise<void> {
  await db.updateTable('clinician_accounts').set(changes).where('id', '=', id).execute();
}

export async function insertSignIn(
  db: Kysely<Database>,
  row: {
    token_hash: string;
    account_id: string;
    created_at: number;
    last_active_at: number;
    expires_at: number;
  },
): Promise<void> {
  await db.insertInto('clinician_sign_ins').values(row).execute();
}

/** A sign-in still within its idle and absolute limits, with its account. */
export async function findLiveSignIn(
  db: Kysely<Database>,
  tokenHash: string,
  idleCutoff: number,
  now: number,
) {
  return db
    .selectFrom('clinician_sign_ins')
    .innerJoin('clinician_accounts', 'clinician_accounts.id', 'clinician_sign_ins.account_id')
    .selectAll('clinician_accounts')
    .select(['clinician_sign_ins.last_active_at as sign_in_last_active_at'])
    .where('clinician_sign_ins.token_hash', '=', tokenHash)
    .where('clinician_sign_ins.last_active_at', '>', idleCutoff)
    .where('clinician_sign_ins.expires_at', '>', now)
    .executeTakeFirst();
}

export async function touchSignIn(db: Kysely<Database>, tokenHash: string, now: number): Promise<void> {
  await db
    .updateTable('clinician_sign_ins')
    .set({ last_active_at: now })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function deleteSignIn(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('clinician_sign_ins').where('token_hash', '=', tokenHash).execute();
}

export async function deleteSignInsOf(db: Kysely<Database>, accountId: string): Promise<void> {
  await db.deleteFrom('clinician_sign_ins').where('account_id', '=', accountId).execute();
}

export async function deleteStaleSignIns(
  db: Kysely<Database>,
  idleCutoff: number,
  now: number,
): Promise<void> {
  await db
    .deleteFrom('clinician_sign_ins')
    .where((eb) => eb.or([eb('last_active_at', '<=', idleCutoff), eb('expires_at', '<=', now)]))
    .execute();
}

/** The secret named `name`, created with `fresh` by whichever process asks first. */
export async function loadOrCreateSecret(db: Kysely<Database>, name: string, fresh: string): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: fresh })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Account, ClinicianRole, RequestAccountBody, SignInBody } from '../../contracts/accounts';
import type { AppDatabase } from '../db/database';
import { recordAudit } from '../audit';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  SignInRequiredError,
} from '../errors';
import { decoyHash, hashPassword, newTemporaryPassword, verifyPassword } from './password';
import * as repository from './repository';

/** Limits of one sign-in (issue: accountable clinicians): 30 minutes idle, 12 hours in all. */
export const SIGN_IN_IDLE_MS = 30 * 60_000;
export const SIGN_IN_MAX_AGE_MS = 12 * 60 * 60_000;
/** Five wrong passwords in a row lock the account for 15 minutes (OWASP authentication cheat sheet). */
const LOCK_AFTER_FAILURES = 5;
const LOCK_MS = 15 * 60_000;
/** A sign-in is marked active at most once a minute, not on every request. */
const TOUCH_EVERY_MS = 60_000;

export interface AccountsContext {
  database: AppDatabase;
  now: () => number;
}

/** The signed-in clinician as every feature sees them. */
export interface Clinician {
  id: string;
  name: string;
  registrationNumber: string;
  facility: string;
  country: string;
  roles: ClinicianRole[];
  mustChangePassword: boolean;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const rolesOf = (row: repository.AccountRow) => row.roles.split(',').filter(Boolean) as ClinicianRole[];
const actorOf = (who: { id: string; name: string }) => ({ id: who.id, name: who.name });

export function toAccount(row: repository.AccountRow): Account {
  return {
    id: row.id,
    name: row.name,
    registrationNumber: row.registration_number,
    facility: row.facility,
    country: row.country,
    roles: rolesOf(row),
    status: row.status as Account['status'],
    mustChangePassword: Number(row.must_change_password) === 1,
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

function toClinician(row: repository.AccountRow): Clinician {
  return {
    id: row.id,
    name: row.name,
    registrationNumber: row.registration_number,
    facility: row.facility,
    country: row.country,
    roles: rolesOf(row),
    mustChangePassword: Number(row.must_change_password) === 1,
  };
}

async function insertNewAccount(
  context: AccountsContext,
  body: Omit<RequestAccountBody, 'password'>,
  fields: { roles: ClinicianRole[]; status: 'pending' | 'active'; passwordHash: string; mustChange: boolean },
): Promise<repository.AccountRow> {
  const db = context.database.db;
  if (await repository.findAccountByRegistration(db, body.registrationNumber)) {
    throw new ConflictError('An account with this registration number already exists', 'ACCOUNT_EXISTS');
  }
  const now = context.now();
  const row: repository.AccountRow = {
    id: randomUUID(),
    name: body.name,
    registration_number: body.registrationNumber,
    registration_key: repository.registrationKeyOf(body.registrationNumber),
    facility: body.facility,
    country: body.country,
    roles: fields.roles.join(','),
    status: fields.status,
    password_hash: fields.passwordHash,
    must_change_password: fields.mustChange ? 1 : 0,
    failed_sign_ins: 0,
    locked_until: 0,
    created_at: now,
    updated_at: now,
  };
  try {
    await repository.insertAccount(db, row);
  } catch {
    // Two requests for the same registration at once: the unique key lets only one in.
    throw new ConflictError('An account with this registration number already exists', 'ACCOUNT_EXISTS');
  }
  return row;
}

/** A clinician asks for an account; it can sign in once an admin approves it. */
export async function requestAccount(context: AccountsContext, body: RequestAccountBody): Promise<Account> {
  const row = await insertNewAccount(context, body, {
    roles: ['clinician'],
    status: 'pending',
    passwordHash: await hashPassword(body.password),
    mustChange: false,
  });
  await recordAudit(
    context.database.db,
    { action: 'account-requested', actor: actorOf(row), subject: { kind: 'account', id: row.id } },
    context.now(),
  );
  return toAccount(row);
}

/** The first admin, from the command line (npm run admin:create): active at once, with a one-time password. */
export async function createAdmin(
  context: AccountsContext,
  body: Omit<RequestAccountBody, 'password'>,
): Promise<{ account: Account; temporaryPassword: string }> {
  const temporaryPassword = newTemporaryPassword();
  const row = await insertNewAccount(context, body, {
    roles: ['clinician', 'verifier', 'admin'],
    status: 'active',
    passwordHash: await hashPassword(temporaryPassword),
    mustChange: true,
  });
  await recordAudit(
    context.database.db,
    {
      action: 'account-created',
      subject: { kind: 'account', id: row.id },
      detail: 'admin, from the command line',
    },
    context.now(),
  );
  return { account: toAccount(row), temporaryPassword };
}

const WRONG_CREDENTIALS = 'Registration number or password is wrong';

/** Checks the password; answers the new sign-in's token. Every refusal takes the time of a real check. */
export async function signIn(
  context: AccountsContext,
  body: SignInBody,
): Promise<{ token: string; clinician: Clinician }> {
  const db = context.database.db;
  const now = context.now();
  const row = await repository.findAccountByRegistration(db, body.registrationNumber);
  if (!row) {
    await verifyPassword(body.password, await decoyHash());
    throw new SignInRequiredError(WRONG_CREDENTIALS, 'WRONG_CREDENTIALS');
  }
  if (Number(row.locked_until) > now) {
    throw new SignInRequiredError(
      'Too many wrong passwords: this account is locked for 15 minutes. An admin can reset the password.',
      'ACCOUNT_LOCKED',
    );
  }
  if (!(await verifyPassword(body.password, row.password_hash))) {
    const failures = Number(row.failed_sign_ins) + 1;
    const locks = failures >= LOCK_AFTER_FAILURES;
    await repository.updateAccount(db, row.id, {
      failed_sign_ins: locks ? 0 : failures,
      locked_until: locks ? now + LOCK_MS : Number(row.locked_until),
    });
    if (locks) {
      await recordAudit(
        db,
        {
          action: 'sign-in-refused',
          subject: { kind: 'account', id: row.id },
          detail: 'locked after 5 wrong passwords',
        },
        now,
      );
    }
    throw new SignInRequiredError(WRONG_CREDENTIALS, 'WRONG_CREDENTIALS');
  }
  if (row.status !== 'active') {
    throw new ForbiddenError(
      row.status === 'pending'
        ? 'This account is waiting for an admin to approve it'
        : 'This account is disabled; ask an admin',
      row.status === 'pending' ? 'ACCOUNT_PENDING' : 'ACCOUNT_DISABLED',
    );
  }
  await repository.updateAccount(db, row.id, { failed_sign_ins: 0, locked_until: 0 });
  const token = randomBytes(32).toString('base64url');
  await repository.insertSignIn(db, {
    token_hash: hashToken(token),
    account_id: row.id,
    created_at: now,
    last_active_at: now,
    expires_at: now + SIGN_IN_MAX_AGE_MS,
  });
  await recordAudit(db, { action: 'sign-in', actor: actorOf(row) }, now);
  return { token, clinician: toClinician(row) };
}

/** The clinician a sign-in token belongs to, if it is live and the account active. */
export async function identify(context: AccountsContext, token: string): Promise<Clinician | undefined> {
  const db = context.database.db;
  const now = context.now();
  const tokenHash = hashToken(token);
  const row = await repository.findLiveSignIn(db, tokenHash, now - SIGN_IN_IDLE_MS, now);
  if (!row || row.status !== 'active') return undefined;
  if (now - Number(row.sign_in_last_active_at) > TOUCH_EVERY_MS)
    await repository.touchSignIn(db, tokenHash, now);
  return toClinician(row);
}

export async function signOut(
  context: AccountsContext,
  token: string,
  clinician: Clinician | null,
): Promise<void> {
  await repository.deleteSignIn(context.database.db, hashToken(token));
  if (clinician)
    await recordAudit(context.database.db, { action: 'sign-out', actor: actorOf(clinician) }, context.now());
}

export async function signOutEverywhere(context: AccountsContext, clinician: Clinician): Promise<void> {
  await repository.deleteSignInsOf(context.database.db, clinician.id);
  await recordAudit(
    context.database.db,
    { action: 'sign-out-everywhere', actor: actorOf(clinician) },
    context.now(),
  );
}

export async function changePassword(
  context: AccountsContext,
  clinician: Clinician,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const db = context.database.db;
  const row = await repository.findAccountById(db, clinician.id);
  if (!row || !(await verifyPassword(currentPassword, row.password_hash))) {
    throw new BadRequestError('The current password is wrong', 'WRONG_CREDENTIALS');
  }
  if (currentPassword === newPassword)
    throw new BadRequestError('Choose a new password, not the current one', 'SAME_PASSWORD');
  await repository.updateAccount(db, row.id, {
    password_hash: await hashPassword(newPassword),
    must_change_password: 0,
    updated_at: context.now(),
  });
  await recordAudit(
    db,
    { action: 'password-changed', actor: actorOf(clinician), subject: { kind: 'account', id: row.id } },
    context.now(),
  );
}

export async function listAccounts(context: AccountsContext): Promise<Account[]> {
  return (await repository.listAccounts(context.database.db)).map(toAccount);
}

async function accountOrThrow(context: AccountsContext, id: string) {
  const row = await repository.findAccountById(context.database.db, id);
  if (!row) throw new NotFoundError('No such account', 'ACCOUNT_NOT_FOUND');
  return row;
}

/** An admin approves a pending account with its roles, or changes an active account's roles. */
export async function setRoles(
  context: AccountsContext,
  admin: Clinician,
  id: string,
  roles: ClinicianRole[],
  approving: boolean,
): Promise<Account> {
  const row = await accountOrThrow(context, id);
  if (approving && row.status !== 'pending')
    throw new ConflictError('This account is not waiting for approval', 'NOT_PENDING');
  if (!approving && row.status !== 'active')
    throw new ConflictError('Only an active account has roles to change', 'NOT_ACTIVE');
  if (id === admin.id && !roles.includes('admin')) {
    throw new ForbiddenError('You cannot remove your own admin role; ask another admin', 'OWN_ADMIN_ROLE');
  }
  const now = context.now();
  await repository.updateAccount(context.database.db, id, {
    roles: roles.join(','),
    status: 'active',
    updated_at: now,
  });
  await recordAudit(
    context.database.db,
    {
      action: approving ? 'account-approved' : 'account-roles-changed',
      actor: actorOf(admin),
      subject: { kind: 'account', id },
      detail: `roles: ${roles.join(', ')}`,
    },
    now,
  );
  return toAccount(await accountOrThrow(context, id));
}

export async function disableAccount(
  context: AccountsContext,
  admin: Clinician,
  id: string,
): Promise<Account> {
  if (id === admin.id) throw new ForbiddenError('You cannot disable your own account', 'OWN_ACCOUNT');
  await accountOrThrow(context, id);
  const now = context.now();
  await repository.updateAccount(context.database.db, id, { status: 'disabled', updated_at: now });
  await repository.deleteSignInsOf(context.database.db, id);
  await recordAudit(
    context.database.db,
    { action: 'account-disabled', actor: actorOf(admin), subject: { kind: 'account', id } },
    now,
  );
  return toAccount(await accountOrThrow(context, id));
}

/** A one-time password the admin hands over; it must be changed at the next sign-in, and every sign-in ends. */
export async function resetPassword(
  context: AccountsContext,
  admin: Clinician,
  id: string,
): Promise<{ account: Account; temporaryPassword: string }> {
  await accountOrThrow(context, id);
  const temporaryPassword = newTemporaryPassword();
  const now = context.now();
  await repository.updateAccount(context.database.db, id, {
    password_hash: await hashPassword(temporaryPassword),
    must_change_password: 1,
    failed_sign_ins: 0,
    locked_until: 0,
    updated_at: now,
  });
  await repository.deleteSignInsOf(context.database.db, id);
  await recordAudit(
    context.database.db,
    { action: 'password-reset', actor: actorOf(admin), subject: { kind: 'account', id } },
    now,
  );
  return { account: toAccount(await accountOrThrow(context, id)), temporaryPassword };
}

export async function sweepStaleSignIns(context: AccountsContext): Promise<void> {
  const now = context.now();
  await repository.deleteStaleSignIns(context.database.db, now - SIGN_IN_IDLE_MS, now);
}

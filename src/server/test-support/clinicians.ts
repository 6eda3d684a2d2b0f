import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ClinicianRole } from '../../contracts/accounts';
import type { AppDatabase } from '../db/database';
import { hashPassword } from '../accounts/password';
import { registrationKeyOf } from '../accounts/repository';
import { hashToken, SIGN_IN_MAX_AGE_MS } from '../accounts/service';
import { PLAIN_SIGN_IN_COOKIE } from '../accounts/sign-in-cookie';

export const TEST_PASSWORD = 'correct horse battery';

export interface TestClinician {
  id: string;
  registrationNumber: string;
  name: string;
  /** `name=value` of the sign-in cookie, ready for a Cookie header. */
  cookie: string;
}

let passwordHash: Promise<string> | undefined;

/**
 * An approved account with `roles` and a live sign-in, written straight to the database (scrypt runs once
 * per test file, not per account): for tests of what a signed-in clinician may do. The sign-in route
 * itself is tested in src/server/accounts.
 */
export async function signedInClinician(
  app: FastifyInstance,
  database: AppDatabase,
  {
    registrationNumber,
    name = `Dr ${registrationNumber}`,
    roles = ['clinician'],
    facility = 'Garissa County Referral Hospital',
    now = Date.now(),
  }: { registrationNumber: string; name?: string; roles?: ClinicianRole[]; facility?: string; now?: number },
): Promise<TestClinician> {
  const id = randomUUID();
  await database.db
    .insertInto('clinician_accounts')
    .values({
      id,
      name,
      registration_number: registrationNumber,
      registration_key: registrationKeyOf(registrationNumber),
      facility,
      country: 'KE',
      roles: roles.join(','),
      status: 'active',
      password_hash: await (passwordHash ??= hashPassword(TEST_PASSWORD)),
      must_change_password: 0,
      failed_sign_ins: 0,
      locked_until: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const token = randomBytes(32).toString('base64url');
  await database.db
    .insertInto('clinician_sign_ins')
    .values({
      token_hash: hashToken(token),
      account_id: id,
      created_at: now,
      last_active_at: now,
      expires_at: now + SIGN_IN_MAX_AGE_MS,
    })
    .execute();
  return { id, registrationNumber, name, cookie: `${PLAIN_SIGN_IN_COOKIE}=${app.signCookie(token)}` };
}

export function signInCookieFrom(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : [String(header)];
  const cookie = cookies.find((value: string) => /^(__Host-)?afyadx_clinician=/.test(value));
  if (!cookie) throw new Error('No sign-in cookie was set');
  return cookie.split(';')[0]!;
}

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../db/database';
import { loadOrCreateSecret } from './repository';
import { sweepStaleSignIns, type AccountsContext } from './service';

/** Clinician accounts, a core module: features ask `requireClinician(request, role?)` who is signed in. */
export type { Clinician, AccountsContext } from './service';
export { createAdmin, sweepStaleSignIns } from './service';
export { accountRoutes } from './routes';
export { identifyClinicians, requireClinician } from './identify-clinician';

/** The key that signs sign-in cookies: COOKIE_SECRET when set, otherwise one kept in the database. */
export async function cookieSigningSecret(database: AppDatabase, configured?: string): Promise<string> {
  if (configured) return configured;
  return loadOrCreateSecret(database.db, 'cookie-signing', randomBytes(32).toString('base64url'));
}

export function startSignInSweeper(app: FastifyInstance, context: AccountsContext, intervalMs: number): void {
  if (intervalMs <= 0) return;
  const timer = setInterval(() => {
    sweepStaleSignIns(context).catch(() => app.log.error('sign-in sweep failed'));
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ClinicianRole } from '../../contracts/accounts';
import { ForbiddenError, SignInRequiredError } from '../errors';
import { identify, type AccountsContext, type Clinician } from './service';
import { readSignInToken } from './sign-in-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in clinician, or null (set for every /api/ request). */
    clinician: Clinician | null;
  }
}

/** Works out who is signed in for every API request; features then ask `requireClinician`. */
export function identifyClinicians(app: FastifyInstance, context: AccountsContext): void {
  app.decorateRequest('clinician', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = readSignInToken(request);
    request.clinician = token ? ((await identify(context, token)) ?? null) : null;
  });
}

/**
 * The signed-in clinician, or a 401 / 403 in the product's words. A clinician holding a one-time password
 * from an admin must choose their own before anything else.
 */
export function requireClinician(request: FastifyRequest, role?: ClinicianRole): Clinician {
  const clinician = request.clinician;
  if (!clinician) throw new SignInRequiredError();
  if (clinician.mustChangePassword) {
    throw new ForbiddenError('Choose a new password before continuing', 'PASSWORD_CHANGE_REQUIRED');
  }
  if (role && !clinician.roles.includes(role)) {
    throw new ForbiddenError(`This needs an account with the ${role} role`, 'ROLE_REQUIRED');
  }
  return clinician;
}

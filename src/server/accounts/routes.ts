import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountIdParamsSchema,
  approveAccountBodySchema,
  auditQuerySchema,
  changePasswordBodySchema,
  requestAccountBodySchema,
  setRolesBodySchema,
  signInBodySchema,
} from '../../contracts/accounts';
import { auditCsv, listAudit } from '../audit';
import { SignInRequiredError } from '../errors';
import { requireClinician } from './identify-clinician';
import * as accounts from './service';
import { clearSignInCookie, readSignInToken, setSignInCookie } from './sign-in-cookie';

/** Sign-in, account requests, and the admin's accounts and audit trail. */
export const accountRoutes: FastifyPluginAsyncZod<{
  context: accounts.AccountsContext;
  signInPerMinute: number;
}> = async (app, { context, signInPerMinute }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const strict = { rateLimit: { max: signInPerMinute, timeWindow: 60_000 } };

  app.post(
    '/api/accounts/sign-in',
    { schema: { body: signInBodySchema }, config: strict },
    async (request, reply) => {
      const { token, clinician } = await accounts.signIn(context, request.body);
      setSignInCookie(request, reply, token);
      return { account: clinician };
    },
  );

  app.post(
    '/api/accounts',
    { schema: { body: requestAccountBodySchema }, config: strict },
    async (request, reply) => {
      const account = await accounts.requestAccount(context, request.body);
      reply.code(201);
      return { account, message: 'Account requested: an admin must approve it before you can sign in' };
    },
  );

  app.get('/api/accounts/me', async (request) => ({ account: request.clinician }));

  app.post('/api/accounts/sign-out', async (request, reply) => {
    const token = readSignInToken(request);
    if (token) await accounts.signOut(context, token, request.clinician);
    clearSignInCookie(request, reply);
    return { signedOut: true };
  });

  app.post('/api/accounts/sign-out-everywhere', async (request, reply) => {
    if (!request.clinician) throw new SignInRequiredError();
    await accounts.signOutEverywhere(context, request.clinician);
    clearSignInCookie(request, reply);
    return { signedOut: true };
  });

  app.post(
    '/api/accounts/me/password',
    { schema: { body: changePasswordBodySchema }, config: strict },
    async (request) => {
      if (!request.clinician) throw new SignInRequiredError();
      await accounts.changePassword(
        context,
        request.clinician,
        request.body.currentPassword,
        request.body.newPassword,
      );
      return { changed: true };
    },
  );

  app.get('/api/admin/accounts', async (request) => {
    requireClinician(request, 'admin');
    return { accounts: await accounts.listAccounts(context) };
  });

  app.post(
    '/api/admin/accounts/:id/approve',
    { schema: { params: accountIdParamsSchema, body: approveAccountBodySchema.nullish() } },
    async (request) => {
      const admin = requireClinician(request, 'admin');
      const roles = request.body?.roles ?? ['clinician'];
      return { account: await accounts.setRoles(context, admin, request.params.id, roles, true) };
    },
  );

  app.put(
    '/api/admin/accounts/:id/roles',
    { schema: { params: accountIdParamsSchema, body: setRolesBodySchema } },
    async (request) => {
      const admin = requireClinician(request, 'admin');
      return {
        account: await accounts.setRoles(context, admin, request.params.id, request.body.roles, false),
      };
    },
  );

  app.post(
    '/api/admin/accounts/:id/disable',
    { schema: { params: accountIdParamsSchema } },
    async (request) => {
      const admin = requireClinician(request, 'admin');
      return { account: await accounts.disableAccount(context, admin, request.params.id) };
    },
  );

  app.post(
    '/api/admin/accounts/:id/reset-password',
    { schema: { params: accountIdParamsSchema } },
    async (request) => {
      const admin = requireClinician(request, 'admin');
      return accounts.resetPassword(context, admin, request.params.id);
    },
  );

  app.get('/api/admin/audit', { schema: { querystring: auditQuerySchema } }, async (request) => {
    requireClinician(request, 'admin');
    return { events: await listAudit(context.database.db, request.query) };
  });

  app.get('/api/admin/audit.csv', async (request, reply) => {
    requireClinician(request, 'admin');
    const csv = auditCsv(await listAudit(context.database.db, { limit: 100_000 }));
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="audit-trail.csv"')
      .send(csv);
  });
};

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
import {
  accountAnswerSchema,
  accountListAnswerSchema,
  auditAnswerSchema,
  csvAnswerSchema,
  maybeAccountAnswerSchema,
  passwordChangedAnswerSchema,
  passwordResetAnswerSchema,
  requestedAccountAnswerSchema,
  signedOutAnswerSchema,
} from '../../contracts/route-answers';

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
    { schema: { body: signInBodySchema, response: { 200: accountAnswerSchema } }, config: strict },
    async (request, reply) => {
      const { token, clinician } = await accounts.signIn(context, request.body);
      setSignInCookie(request, reply, token);
      return { account: clinician };
    },
  );

  app.post(
    '/api/accounts',
    {
      schema: { body: requestAccountBodySchema, response: { 201: requestedAccountAnswerSchema } },
      config: strict,
    },
    async (request, reply) => {
      const account = await accounts.requestAccount(context, request.body);
      reply.code(201);
      return { account, message: 'Account requested: an admin must approve it before you can sign in' };
    },
  );

  app.get(
    '/api/accounts/me',
    { schema: { response: { 200: maybeAccountAnswerSchema } } },
    async (request) => ({ account: request.clinician }),
  );

  app.post(
    '/api/accounts/sign-out',
    { schema: { response: { 200: signedOutAnswerSchema } } },
    async (request, reply) => {
      const token = readSignInToken(request);
      if (token) await accounts.signOut(context, token, request.clinician);
      clearSignInCookie(request, reply);
      return { signedOut: true };
    },
  );

  app.post(
    '/api/accounts/sign-out-everywhere',
    { schema: { response: { 200: signedOutAnswerSchema } } },
    async (request, reply) => {
      if (!request.clinician) throw new SignInRequiredError();
      await accounts.signOutEverywhere(context, request.clinician);
      clearSignInCookie(request, reply);
      return { signedOut: true };
    },
  );

  app.post(
    '/api/accounts/me/password',
    {
      schema: { body: changePasswordBodySchema, response: { 200: passwordChangedAnswerSchema } },
      config: strict,
    },
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

  app.get(
    '/api/admin/accounts',
    { schema: { response: { 200: accountListAnswerSchema } } },
    async (request) => {
      requireClinician(request, 'admin');
      return { accounts: await accounts.listAccounts(context) };
    },
  );

  app.post(
    '/api/admin/accounts/:id/approve',
    {
      schema: {
        params: accountIdParamsSchema,
        body: approveAccountBodySchema.nullish(),
        response: { 200: accountAnswerSchema },
      },
    },
    async (request) => {
      const admin = requireClinician(request, 'admin');
      const roles = request.body?.roles ?? ['clinician'];
      return { account: await accounts.setRoles(context, admin, request.params.id, roles, true) };
    },
  );

  app.put(
    '/api/admin/accounts/:id/roles',
    {
      schema: {
        params: accountIdParamsSchema,
        body: setRolesBodySchema,
        response: { 200: accountAnswerSchema },
      },
    },
    async (request) => {
      const admin = requireClinician(request, 'admin');
      return {
        account: await accounts.setRoles(context, admin, request.params.id, request.body.roles, false),
      };
    },
  );

  app.post(
    '/api/admin/accounts/:id/disable',
    { schema: { params: accountIdParamsSchema, response: { 200: accountAnswerSchema } } },
    async (request) => {
      const admin = requireClinician(request, 'admin');
      return { account: await accounts.disableAccount(context, admin, request.params.id) };
    },
  );

  app.post(
    '/api/admin/accounts/:id/reset-password',
    { schema: { params: accountIdParamsSchema, response: { 200: passwordResetAnswerSchema } } },
    async (request) => {
      const admin = requireClinician(request, 'admin');
      return accounts.resetPassword(context, admin, request.params.id);
    },
  );

  app.get(
    '/api/admin/audit',
    { schema: { querystring: auditQuerySchema, response: { 200: auditAnswerSchema } } },
    async (request) => {
      requireClinician(request, 'admin');
      return { events: await listAudit(context.database.db, request.query) };
    },
  );

  app.get(
    '/api/admin/audit.csv',
    { schema: { produces: ['text/csv'], response: { 200: csvAnswerSchema } } },
    async (request, reply) => {
      requireClinician(request, 'admin');
      const csv = auditCsv(await listAudit(context.database.db, { limit: 100_000 }));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="audit-trail.csv"')
        .send(csv);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSessionBodySchema, sessionIdParamsSchema, sessionViewSchema } from '../../contracts/sessions';
import { z } from 'zod';
import { addSymptomsBodySchema, replaceSymptomBodySchema } from '../../contracts/symptoms';
import { clearSessionCookie, readSessionCredentials, setSessionCookie } from './session-cookie';
import * as sessions from './service';
import {
  addSymptomsAnswerSchema,
  changedSymptomsAnswerSchema,
  endSessionAnswerSchema,
} from '../../contracts/route-answers';

const symptomParams = sessionIdParamsSchema.extend({ itemId: z.string().min(1).max(100) });

/** The patient-session API of spec section 7. Every answer carries patient data, so none is cached. */
export const sessionRoutes: FastifyPluginAsyncZod<{ context: sessions.SessionServiceContext }> = async (
  app,
  { context },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/api/sessions',
    { schema: { body: createSessionBodySchema.nullish(), response: { 201: sessionViewSchema } } },
    async (request, reply) => {
      const session = await sessions.createSession(context, request.body ?? {});
      setSessionCookie(reply, session.credentials);
      reply.code(201);
      return sessions.toSessionView(session, context.now());
    },
  );

  app.get(
    '/api/sessions/:id',
    { schema: { params: sessionIdParamsSchema, response: { 200: sessionViewSchema } } },
    async (request) => {
      const session = await sessions.readSession(context, readSessionCredentials(request, request.params.id));
      return sessions.toSessionView(session, context.now());
    },
  );

  app.post(
    '/api/sessions/:id/symptoms',
    {
      schema: {
        params: sessionIdParamsSchema,
        body: addSymptomsBodySchema,
        response: { 200: addSymptomsAnswerSchema },
      },
    },
    async (request) => {
      const credentials = readSessionCredentials(request, request.params.id);
      const { session, added } = await sessions.addSymptoms(context, credentials, request.body.symptoms);
      return { added, session: sessions.toSessionView(session, context.now()) };
    },
  );

  app.put(
    '/api/sessions/:id/symptoms/:itemId',
    {
      schema: {
        params: symptomParams,
        body: replaceSymptomBodySchema,
        response: { 200: changedSymptomsAnswerSchema },
      },
    },
    async (request) => {
      const credentials = readSessionCredentials(request, request.params.id);
      const { itemId } = request.params;
      const session = await sessions.changeSymptom(context, credentials, itemId, request.body.symptom);
      return { session: sessions.toSessionView(session, context.now()) };
    },
  );

  app.delete(
    '/api/sessions/:id/symptoms/:itemId',
    { schema: { params: symptomParams, response: { 200: changedSymptomsAnswerSchema } } },
    async (request) => {
      const credentials = readSessionCredentials(request, request.params.id);
      const session = await sessions.changeSymptom(context, credentials, request.params.itemId);
      return { session: sessions.toSessionView(session, context.now()) };
    },
  );

  app.delete(
    '/api/sessions/:id',
    { schema: { params: sessionIdParamsSchema, response: { 200: endSessionAnswerSchema } } },
    async (request, reply) => {
      await sessions.endSession(context, readSessionCredentials(request, request.params.id));
      clearSessionCookie(reply);
      reply.header('Clear-Site-Data', '"cache", "storage"');
      return { ended: true, message: 'Session ended and its data erased' };
    },
  );
};

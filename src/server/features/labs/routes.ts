import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addLabResultsBodySchema, uploadLimits } from '../../../contracts/analysis';
import { sessionIdParamsSchema } from '../../../contracts/sessions';
import type { PatientSessions } from '../../sessions';
import { createUploadProgress } from './upload-progress';
import {
  addLabResultsAnswerSchema,
  removedAnswerSchema,
  uploadAnswerSchema,
  uploadProgressAnswerSchema,
} from '../../../contracts/route-answers';
import { NoActiveSessionError } from '../../errors';

/** The service reads lab reports with the analyte knowledge base: loaded by the first lab request, not at start-up. */
const loadLabs = () => import('./service');

const itemParams = sessionIdParamsSchema.extend({ itemId: z.string().min(1).max(100) });

/** Lab files and lab values of a session (issue 4): upload, manual entry, removal. */
export const labRoutes: FastifyPluginAsyncZod<{ sessions: PatientSessions }> = async (app, { sessions }) => {
  await app.register(multipart, {
    throwFileSizeLimit: false, // an oversized file is skipped with its own error; the others are read
    limits: { fileSize: uploadLimits.maxFileBytes, files: 50, fields: 10, parts: 60, fieldSize: 1024 },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const progress = createUploadProgress();

  app.post(
    '/api/sessions/:id/upload',
    { schema: { params: sessionIdParamsSchema, response: { 200: uploadAnswerSchema } } },
    async (request) => {
      const labs = await loadLabs();
      const credentials = sessions.credentialsFrom(request, request.params.id);
      const files = await labs.uploadLabFiles(sessions, credentials, request, progress);
      const session = await sessions.read(credentials);
      const processed = files.filter((file) => !file.error).length;
      return {
        message: `Successfully uploaded ${processed} file(s)`,
        files,
        session: sessions.toView(session),
      };
    },
  );

  // Polled by the web while an upload is being read: which page of which file, or waiting its turn.
  app.get(
    '/api/sessions/:id/upload-progress',
    { schema: { params: sessionIdParamsSchema, response: { 200: uploadProgressAnswerSchema } } },
    async (request) => {
      const credentials = sessions.credentialsFrom(request, request.params.id);
      if (!credentials) throw new NoActiveSessionError();
      return { files: progress.of(credentials) };
    },
  );

  app.post(
    '/api/sessions/:id/lab-results',
    {
      schema: {
        params: sessionIdParamsSchema,
        body: addLabResultsBodySchema,
        response: { 201: addLabResultsAnswerSchema },
      },
    },
    async (request, reply) => {
      const labs = await loadLabs();
      const entries = 'labResults' in request.body ? request.body.labResults : [request.body];
      const labResults = await labs.addManualLabResults(
        sessions,
        sessions.credentialsFrom(request, request.params.id),
        entries,
      );
      reply.code(201);
      return { labResults };
    },
  );

  app.delete(
    '/api/sessions/:id/lab-results/:itemId',
    { schema: { params: itemParams, response: { 200: removedAnswerSchema } } },
    async (request) => {
      const labs = await loadLabs();
      await labs.removeLabResult(
        sessions,
        sessions.credentialsFrom(request, request.params.id),
        request.params.itemId,
      );
      return { removed: true };
    },
  );

  app.delete(
    '/api/sessions/:id/files/:itemId',
    { schema: { params: itemParams, response: { 200: removedAnswerSchema } } },
    async (request) => {
      const labs = await loadLabs();
      await labs.removeFile(
        sessions,
        sessions.credentialsFrom(request, request.params.id),
        request.params.itemId,
      );
      return { removed: true };
    },
  );
};

import type { FastifyRequest } from 'fastify';
import type { SessionView } from '../../contracts/sessions';
import { readSessionCredentials, type SessionCredentials } from './session-cookie';
import type { SessionData } from './session-data';
import * as service from './service';

export type { SessionCredentials } from './session-cookie';
export type { SessionData } from './session-data';
export type { OpenSession, SessionServiceContext } from './service';
export { sweepStaleSessions, SESSION_MAX_AGE_MS } from './service';
export { aesGcmCodec, hashSessionId, type SessionCodec } from './session-crypto';
export { sessionRoutes } from './routes';

/**
 * Patient sessions are a core module: every feature that reads or writes what a session holds goes
 * through this one interface, never through the module's files.
 */
export interface PatientSessions {
  /** The credentials this request's cookie holds for session `sessionId`; undefined for none or another. */
  credentialsFrom(request: FastifyRequest, sessionId: string): SessionCredentials | undefined;
  /** Opens the session (and marks it active); a missing, ended or foreign one is 'No active session'. */
  read(credentials: SessionCredentials | undefined): Promise<service.OpenSession>;
  /** Applies `change` to the session's data and stores it; concurrent changes are re-applied, never lost. */
  update<T>(
    credentials: SessionCredentials | undefined,
    change: (data: SessionData) => T,
  ): Promise<{ session: service.OpenSession; result: T }>;
  toView(session: service.OpenSession): SessionView;
  now(): number;
}

export function createPatientSessions(context: service.SessionServiceContext): PatientSessions {
  return {
    credentialsFrom: readSessionCredentials,
    read: (credentials) => service.readSession(context, credentials),
    update: (credentials, change) => service.updateSession(context, credentials, change),
    toView: (session) => service.toSessionView(session, context.now()),
    now: context.now,
  };
}

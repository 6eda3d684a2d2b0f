import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie that binds a session to the browser that created it and carries its key. */
export const SESSION_COOKIE = 'afyadx_session';
const MAX_AGE_SECONDS = 12 * 60 * 60;

export interface SessionCredentials {
  sessionId: string;
  key: Buffer;
}

export function setSessionCookie(reply: FastifyReply, credentials: SessionCredentials): void {
  reply.setCookie(SESSION_COOKIE, `${credentials.sessionId}.${credentials.key.toString('base64url')}`, {
    path: '/api',
    httpOnly: true,
    sameSite: 'strict',
    secure: 'auto',
    maxAge: MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/api', httpOnly: true, sameSite: 'strict', secure: 'auto' });
}

/** The credentials for `sessionId`, or undefined when this browser's cookie is for no session or another one. */
export function readSessionCredentials(
  request: FastifyRequest,
  sessionId: string,
): SessionCredentials | undefined {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return undefined;
  const [cookieSessionId, encodedKey] = raw.split('.');
  if (cookieSessionId !== sessionId || !encodedKey) return undefined;
  const key = Buffer.from(encodedKey, 'base64url');
  return key.length === 32 ? { sessionId, key } : undefined;
}

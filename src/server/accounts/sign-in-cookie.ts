import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The clinician's sign-in cookie, separate from the patient-session cookie. Over TLS it carries the
 * `__Host-` prefix (Secure, path /, no Domain: no subdomain or plain-HTTP page can plant or read it). Over
 * plain HTTP on a clinic LAN a browser refuses Secure cookies, so the unprefixed name is used there and
 * only there. Signed (HMAC) on top of holding a 256-bit random token of which the server keeps only a hash.
 */
export const SECURE_SIGN_IN_COOKIE = '__Host-afyadx_clinician';
export const PLAIN_SIGN_IN_COOKIE = 'afyadx_clinician';
const MAX_AGE_SECONDS = 12 * 60 * 60;

const isTls = (request: FastifyRequest) => request.protocol === 'https';

export function setSignInCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = isTls(request);
  reply.setCookie(secure ? SECURE_SIGN_IN_COOKIE : PLAIN_SIGN_IN_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    signed: true,
    maxAge: MAX_AGE_SECONDS,
  });
}

export function clearSignInCookie(request: FastifyRequest, reply: FastifyReply): void {
  const secure = isTls(request);
  reply.clearCookie(secure ? SECURE_SIGN_IN_COOKIE : PLAIN_SIGN_IN_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });
}

/** The sign-in token of this request, if its cookie is present and its signature holds. */
export function readSignInToken(request: FastifyRequest): string | undefined {
  const raw =
    request.cookies[SECURE_SIGN_IN_COOKIE] ??
    (isTls(request) ? undefined : request.cookies[PLAIN_SIGN_IN_COOKIE]);
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

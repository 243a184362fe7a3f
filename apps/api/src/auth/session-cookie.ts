import { createHmac, timingSafeEqual } from 'node:crypto';
import { parse, serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The console's session travels in a cookie no script can read (HttpOnly), sent only over HTTPS
 * (Secure: browsers treat http://localhost as secure too) and only on the console's own site's requests
 * (SameSite=Strict). Clients that are not browsers (the release tool, service automation, API tests)
 * send the same signed token as `Authorization: Bearer`.
 */
export const SESSION_COOKIE = 'console_session';

/**
 * What a request carries of a session: a signed token from a Bearer header (clients that are not
 * browsers), or the cookie's, with the page's anti-forgery token (the console sends it where the spec puts
 * the stored token, as `Authorization: Bearer csrf.…`). Only the page that signed in was given that
 * token, so another site's request, were a browser ever to attach the cookie to it, cannot carry it.
 */
export type CarriedSession = { token: string; source: 'bearer' } | { token: string; source: 'cookie'; csrf: string | undefined };

const CSRF_PREFIX = 'csrf.';

export function sessionTokenOf(request: FastifyRequest): CarriedSession | undefined {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer && !bearer.startsWith(CSRF_PREFIX)) return { token: bearer, source: 'bearer' };
  const header = request.headers.cookie;
  const token = header ? parse(header)[SESSION_COOKIE] : undefined;
  return token ? { token, source: 'cookie', csrf: bearer } : undefined;
}

/** The anti-forgery token of a session: a keyed hash of its id, so it needs no storage and names one session. */
export function csrfTokenOf(secret: string, sessionId: string): string {
  return CSRF_PREFIX + createHmac('sha256', secret).update(`console-csrf\u0000${sessionId}`).digest('base64url');
}

/** Whether `carried` is the anti-forgery token of the session, compared in constant time. */
export function isCsrfTokenOf(secret: string, sessionId: string, carried: string | undefined): boolean {
  if (!carried) return false;
  const expected = Buffer.from(csrfTokenOf(secret, sessionId));
  const given = Buffer.from(carried);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Sets the session cookie; it lives no longer than the session's absolute lifetime. */
export function setSessionCookie(reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.header(
    'set-cookie',
    serialize(SESSION_COOKIE, token, { httpOnly: true, secure: true, sameSite: 'strict', path: '/', maxAge: maxAgeSeconds }),
  );
}

/** Removes the session cookie from the browser (logout, a session that ended). */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.header('set-cookie', serialize(SESSION_COOKIE, '', { httpOnly: true, secure: true, sameSite: 'strict', path: '/', maxAge: 0 }));
}

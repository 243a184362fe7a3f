import { parse, serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The console's session travels in a cookie no script can read (HttpOnly), sent only over HTTPS
 * (Secure: browsers treat http://localhost as secure too) and only on the console's own site's requests
 * (SameSite=Strict). Clients that are not browsers (the release tool, service automation, API tests)
 * send the same signed token as `Authorization: Bearer`.
 */
export const SESSION_COOKIE = 'console_session';

/** Where the token of this request came from: the cookie needs the CSRF check, a Bearer header does not. */
export type TokenSource = 'bearer' | 'cookie';

/** The session token a request carries, Bearer header first, and where it came from. */
export function sessionTokenOf(request: FastifyRequest): { token: string; source: TokenSource } | undefined {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer) return { token: bearer, source: 'bearer' };
  const header = request.headers.cookie;
  if (!header) return undefined;
  const token = parse(header)[SESSION_COOKIE];
  return token ? { token, source: 'cookie' } : undefined;
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

import fastifyJwt, { type JWT } from '@fastify/jwt';
import type { FastifyInstance } from 'fastify';

/*
 * Access tokens are compact JWTs (HS256) signed and verified by @fastify/jwt. Signature, algorithm,
 * required claims and expiry are checked here; the session row named by `jti` is checked by the
 * caller, so logout and revocation act at once. Expiry is checked against the API's clock by the signer
 * below, so one verifier (its key prepared once) serves every request: a clock passed to @fastify/jwt
 * per call builds a new verifier each time.
 */
/** API_TOKEN_TTL when unset. */
export const DEFAULT_TOKEN_TTL_SECONDS = 12 * 60 * 60;
/** API_SESSION_IDLE_TIMEOUT when unset: a session unused for 30 minutes ends. */
export const DEFAULT_SESSION_IDLE_SECONDS = 30 * 60;

export interface TokenClaims {
  /** userId */
  sub: string;
  /** session id */
  jti: string;
  /** issued at, seconds since the epoch */
  iat: number;
  /** expires at, seconds since the epoch */
  exp: number;
}

export type TokenCheck = { status: 'valid'; claims: TokenClaims } | { status: 'invalid' } | { status: 'expired' };

export interface TokenSigner {
  sign(claims: TokenClaims): string;
  /** `now` is the API's clock, so tests that move it forward expire tokens. */
  verify(token: string, now: Date): TokenCheck;
}

const ALGORITHM = 'HS256';

/** Registers @fastify/jwt with the secret and returns the signer the API's handlers and guard use. */
export async function registerTokens(app: FastifyInstance, secret: string): Promise<TokenSigner> {
  if (!secret) throw new Error('A token secret is required');
  await app.register(fastifyJwt, {
    secret,
    sign: { algorithm: ALGORITHM },
    // No verifier cache: a revoked or expired token must never be answered from a cache. exp and nbf are
    // checked by tokenSignerOf against `now`, which the tests move.
    verify: { algorithms: [ALGORITHM], requiredClaims: ['sub', 'jti', 'exp'], ignoreExpiration: true, ignoreNotBefore: true },
  });
  return tokenSignerOf(app.jwt);
}

/**
 * The signer over a registered @fastify/jwt decorator (`app.jwt`, registered by registerTokens, whose
 * verifier leaves the dates to this one). The dates as fast-jwt checks them, without tolerance: valid
 * until `exp` included, from `nbf` on.
 */
export function tokenSignerOf(jwt: JWT): TokenSigner {
  return {
    sign: (claims) => jwt.sign({ ...claims }),

    verify(token, now) {
      let claims: Partial<TokenClaims> & { nbf?: unknown };
      try {
        claims = jwt.verify<Partial<TokenClaims> & { nbf?: unknown }>(token);
      } catch {
        return { status: 'invalid' };
      }
      if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string' || typeof claims.exp !== 'number') {
        return { status: 'invalid' };
      }
      if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || now.getTime() < claims.nbf * 1000)) {
        return { status: 'invalid' };
      }
      if (now.getTime() > claims.exp * 1000) return { status: 'expired' };
      return { status: 'valid', claims: claims as TokenClaims };
    },
  };
}

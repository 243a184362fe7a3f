import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Access tokens are compact JWTs signed with HMAC-SHA256. Signature and expiry are checked here;
 * the session row named by `jti` is checked by the caller, so logout and revocation act at once.
 */
/** API_TOKEN_TTL when unset. */
export const DEFAULT_TOKEN_TTL_SECONDS = 12 * 60 * 60;

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

const HEADER = encode({ alg: 'HS256', typ: 'JWT' });

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function createTokenSigner(secret: string) {
  if (!secret) throw new Error('A token secret is required');
  const sign = (data: string) => createHmac('sha256', secret).update(data).digest();

  return {
    sign(claims: TokenClaims): string {
      const data = `${HEADER}.${encode(claims)}`;
      return `${data}.${sign(data).toString('base64url')}`;
    },

    verify(token: string, now: Date): TokenCheck {
      const parts = token.split('.');
      if (parts.length !== 3 || parts[0] !== HEADER) return { status: 'invalid' };
      const expected = sign(`${parts[0]}.${parts[1]}`);
      const actual = Buffer.from(parts[2], 'base64url');
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { status: 'invalid' };
      let claims: TokenClaims;
      try {
        claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
      } catch {
        return { status: 'invalid' };
      }
      if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string' || typeof claims.exp !== 'number') {
        return { status: 'invalid' };
      }
      if (claims.exp * 1000 <= now.getTime()) return { status: 'expired' };
      return { status: 'valid', claims };
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;

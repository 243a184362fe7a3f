import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { tooManyRequests } from '../http/api-error';
import { networkOf } from '../http/client-network';
import { createAttemptCounters, type Attempt } from './attempt-counters';
import { authMessages } from './auth-messages';
import { logSecurityEvent } from './security-events';

const MINUTE = 60_000;

/**
 * Guessing one account's password: 10 sign-ins that were not successful in the 15 minutes from the first
 * of them, then every sign-in of that address is refused (429), the right password too, until those 15
 * minutes are over. The slot is taken before the password is checked, so however many guesses arrive
 * at once, at most 10 are checked. Counted per address, known or not, so the answer does not tell
 * whether an account exists.
 */
export const SIGN_IN_RULES = {
  maxFailures: 10,
  windowMinutes: 15,
} as const;

/**
 * One client address across every account: failed sign-ins, code requests and code tries. Each costs a
 * scrypt hash (0.1–0.5 s of a core) or a mail, and the per-account limit alone lets one client try 10
 * passwords on every account (password spraying). 100 an hour is far above what an office behind one
 * address mistypes, and holds one client to 100 guesses an hour whatever the accounts.
 */
export const CLIENT_RULES = {
  maxAttempts: 100,
  windowMinutes: 60,
} as const;

const ACCOUNT_LIMIT = { max: SIGN_IN_RULES.maxFailures, windowMs: SIGN_IN_RULES.windowMinutes * MINUTE };
const CLIENT_LIMIT = { max: CLIENT_RULES.maxAttempts, windowMs: CLIENT_RULES.windowMinutes * MINUTE };

export function createSignInThrottle(deps: { db: Queryable; now: () => Date }) {
  const counters = createAttemptCounters(deps);
  const accountKey = (email: string) => `sign-in:${email}`;

  return {
    /** Reserves a sign-in attempt for the (normalized) address; undefined when it is locked. */
    takeAccount: (email: string) => counters.take(accountKey(email), ACCOUNT_LIMIT),
    /** The right password: the address's failures are forgotten. */
    clearAccount: (email: string) => counters.clear(accountKey(email)),
    /** Reserves an attempt of the caller's network (request.ip) for `operation`, or refuses the call (429). */
    async takeClient(request: FastifyRequest, operation: string): Promise<Attempt> {
      // By network: an IPv6 client holds a whole /64 and could take a fresh address for every guess.
      const attempt = await counters.take(`client:${networkOf(request.ip)}`, CLIENT_LIMIT);
      if (attempt) return attempt;
      logSecurityEvent(request.log, 'auth.client-limited', { ip: request.ip, operation });
      throw tooManyRequests(authMessages.tooManyFromAddress);
    },
    /** The call succeeded or was refused without work: the attempt does not count. */
    release: (attempt: Attempt) => counters.release(attempt),
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

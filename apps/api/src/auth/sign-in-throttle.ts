import type { FastifyReply, FastifyRequest } from 'fastify';
import { anonymousActor } from '../activity/activity-routes';
import { recordActivity } from '../activity/recording-database';
import type { Queryable } from '../db/database';
import { tooManyRequests } from '../http/api-error';
import { networkOf } from '../http/client-network';
import { createAttemptCounters, type Attempt } from './attempt-counters';
import { createBackoffCounters, type Backoff, type Refusal } from './backoff-counters';
import { authMessages } from './auth-messages';
import { logSecurityEvent } from './security-events';

const MINUTE = 60_000;

/**
 * Guessing one account's password, counted per (account, client network) so nobody can lock another
 * person out: after 5 failures of a pair it waits 1 s, after each later one twice as long (2 s, 4 s …)
 * up to 15 minutes (429 with Retry-After); an hour without attempts forgets them, the right
 * password at once. The attempt is taken before the password is checked, so of many guesses at once
 * only the allowed ones are checked. Counted for unknown addresses too: the answer tells nothing.
 *
 * Across every network, past 50 failures of one account in an hour, the networks that have failures
 * of their own on it share one check every 5 seconds (the others are refused for those seconds): a
 * crowd of networks is slowed, while a network with no failures on the account is never slowed, so the
 * right password from a clean client signs in whatever others did.
 */
export const SIGN_IN_RULES = {
  freeFailures: 5,
  firstDelaySeconds: 1,
  maxDelayMinutes: 15,
  forgetMinutes: 60,
  accountCeiling: 50,
  ceilingWindowMinutes: 60,
  ceilingSpacingSeconds: 5,
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

export const SIGN_IN_BACKOFF: Backoff = {
  freeFailures: SIGN_IN_RULES.freeFailures,
  firstDelayMs: SIGN_IN_RULES.firstDelaySeconds * 1000,
  maxDelayMs: SIGN_IN_RULES.maxDelayMinutes * MINUTE,
  forgetMs: SIGN_IN_RULES.forgetMinutes * MINUTE,
};
const CLIENT_LIMIT = { max: CLIENT_RULES.maxAttempts, windowMs: CLIENT_RULES.windowMinutes * MINUTE };

export function createSignInThrottle(deps: { db: Queryable; now: () => Date }) {
  const counters = createAttemptCounters(deps);
  const backoff = createBackoffCounters(deps);
  const accountKey = (email: string) => `sign-in:${email}`;
  const pairKey = (request: FastifyRequest, email: string) => `sign-in:${email}:${networkOf(request.ip)}`;

  /** 429 with Retry-After; the first refusal of a window is logged and put in the trail, the others only answered. */
  async function refuse(request: FastifyRequest, reply: FastifyReply, email: string, refusal: Refusal, reason: string): Promise<never> {
    const seconds = Math.ceil(refusal.retryAfterMs / 1000);
    if (refusal.firstOfWindow) {
      logSecurityEvent(request.log, 'sign-in.locked', { email, ip: request.ip, reason });
      await recordActivity(deps.db, { action: 'signInLockedOut', actor: anonymousActor(email), objectType: 'Account', objectLabel: email });
    }
    reply.header('retry-after', seconds);
    throw tooManyRequests(authMessages.tooManySignIns(seconds));
  }

  return {
    /**
     * Takes a sign-in attempt of the caller's network for the (normalized) address, or refuses it (429):
     * the pair's own wait first, then the account's shared slot if the pair has failures of its own.
     */
    async admit(request: FastifyRequest, reply: FastifyReply, email: string): Promise<void> {
      const pair = pairKey(request, email);
      if ((await backoff.attemptsOf(pair)) > 0) {
        const ceilingMs = SIGN_IN_RULES.ceilingSpacingSeconds * 1000;
        const slowed = await backoff.takeSlot(accountKey(email), SIGN_IN_RULES.accountCeiling, ceilingMs);
        if (slowed) await refuse(request, reply, email, slowed, 'account slowed');
      }
      const waiting = await backoff.take(pair, SIGN_IN_BACKOFF);
      if (waiting) await refuse(request, reply, email, waiting, 'backoff');
    },
    /** A wrong password: it counts towards the account's ceiling, across networks. */
    failed: (email: string) => backoff.count(accountKey(email), SIGN_IN_RULES.ceilingWindowMinutes * MINUTE),
    /** The right password: this network's failures on the account are forgotten (others' stay). */
    succeeded: (request: FastifyRequest, email: string) => backoff.clear(pairKey(request, email)),
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

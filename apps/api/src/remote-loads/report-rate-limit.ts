import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { tooManyRequests } from '../http/api-error';
import { remoteLoadMessages } from './remote-load-messages';

/** Reports each client address may send per minute, unless buildApi is told otherwise. */
export const DEFAULT_REPORTS_PER_MINUTE = 120;
/** The largest report body: a 500-character error of 4-byte characters and the other fields fit. */
export const REPORT_BODY_LIMIT = 4 * 1024;
/** Addresses remembered at most; the ones idle longest are forgotten first (their bucket was full anyway). */
const MAX_TRACKED_ADDRESSES = 10_000;

/**
 * A token bucket per client address, in this process's memory: `perMinute` tokens at most, refilled
 * continuously at `perMinute` a minute, one taken per report. Enough for a public endpoint whose
 * reports are advisory: a restart forgets the buckets, and N API processes allow N times the rate.
 */
export function createReportRateLimit({ perMinute, now }: { perMinute: number; now: () => Date }) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const refillPerMs = perMinute / 60_000;

  return {
    /** Takes a token for the address; false when its bucket is empty. */
    take(address: string): boolean {
      const at = now().getTime();
      const previous = buckets.get(address);
      const tokens = previous ? Math.min(perMinute, previous.tokens + Math.max(0, at - previous.at) * refillPerMs) : perMinute;
      // Re-inserted, so the Map's order is least recently seen first.
      buckets.delete(address);
      if (buckets.size >= MAX_TRACKED_ADDRESSES) buckets.delete(buckets.keys().next().value as string);
      if (tokens < 1) {
        buckets.set(address, { tokens, at });
        return false;
      }
      buckets.set(address, { tokens: tokens - 1, at });
      return true;
    },
  };
}

/**
 * The report route's protections, attached when the contract's routes are registered (so this runs
 * before registerContractRoutes): the small body limit, and the rate limit as its first onRequest
 * hook, before the body is read or validated.
 */
export function protectReportRoute(app: FastifyInstance, options: { operationId: string; perMinute: number; now: () => Date }): void {
  const limit = createReportRateLimit(options);
  const refuseWhenTooMany: onRequestHookHandler = async (request) => {
    if (!limit.take(request.ip)) throw tooManyRequests(remoteLoadMessages.tooMany);
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.operationId !== options.operationId) return;
    route.bodyLimit = REPORT_BODY_LIMIT;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [refuseWhenTooMany, ...existing];
  });
}

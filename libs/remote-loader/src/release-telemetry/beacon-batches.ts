import type { ReleaseView } from './page-views';

/** The contract's largest batch (POST /release-signals: 1..20 views). */
export const MAX_VIEWS_PER_BATCH = 20;
/** Batches a page sends in any minute: a page flickering between tabs must not flood the API. */
export const MAX_BATCHES_PER_MINUTE = 6;
/** Views kept for a later batch when the limit holds them back; older ones are dropped first. */
const MAX_PENDING = 100;

export interface BeaconBatchesOptions {
  /** POST /release-signals on the API. */
  url: string;
  /** The page token naming the batch's releases (page-token.ts); undefined keeps the views for later. */
  page: (views: readonly ReleaseView[]) => string | undefined;
  send?: (url: string, body: string) => boolean;
  now?: () => number;
  maxBatchesPerMinute?: number;
}

/**
 * Sends views in batches with navigator.sendBeacon, which outlives the page (pagehide) and carries no
 * Authorization header (a same-site session cookie, yes), each with the page token of its releases. The body is JSON as text/plain (sendBeacon's type for a string): a JSON
 * content type would need a CORS preflight a beacon cannot make.
 */
export function beaconBatches({
  url,
  page,
  send = (to, body) => navigator.sendBeacon(to, body),
  now = Date.now,
  maxBatchesPerMinute = MAX_BATCHES_PER_MINUTE,
}: BeaconBatchesOptions) {
  let pending: ReleaseView[] = [];
  const sentAt: number[] = [];
  return {
    /** Sends what it may now; answers how many views are left for a later call. */
    send(views: readonly ReleaseView[]): number {
      pending = [...pending, ...views].slice(-MAX_PENDING);
      while (pending.length > 0) {
        const minuteAgo = now() - 60_000;
        while (sentAt.length > 0 && sentAt[0] <= minuteAgo) sentAt.shift();
        if (sentAt.length >= maxBatchesPerMinute) break;
        const batch = pending.slice(0, MAX_VIEWS_PER_BATCH);
        // Without a token for its releases yet, or refused (the browser's queue is full), the batch stays pending.
        const token = page(batch);
        if (token === undefined || !send(url, JSON.stringify({ page: token, views: batch }))) break;
        sentAt.push(now());
        pending = pending.slice(batch.length);
      }
      return pending.length;
    },
  };
}

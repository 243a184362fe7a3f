import { hashKey, type FetchQueryOptions, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A read a screen makes as it first draws, started before it mounts (its sidebar link hovered or
 * focused, or the shell on its way there): the generated `get…QueryOptions(params)` of the hook the
 * screen calls with the same params, so the screen's hook finds the answer under the same key.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any read's options, whatever its data
export type FirstRead = FetchQueryOptions<any, any, any, any>;

/** How long an answer to a first read serves the screen that mounts for it, without asking again. */
export const FIRST_READ_FRESH_MS = 5_000;

/**
 * The first reads of a client: started (`start`), and a screen's hook mounting within FIRST_READ_FRESH_MS
 * of their answer takes it as it is (`refetchOnMount`), rather than reading again what was just read.
 * Any other read keeps the cache's rule (stale at once, read again on mount).
 */
export function firstReadsOf(client: () => QueryClient) {
  /** Query hash → when its first read started. */
  const startedAt = new Map<string, number>();
  const answeredJustNow = (query: Query) => {
    const started = startedAt.get(query.queryHash);
    if (started === undefined) return false;
    const { dataUpdatedAt, isInvalidated, status } = query.state;
    return !isInvalidated && status === 'success' && dataUpdatedAt >= started && Date.now() - dataUpdatedAt <= FIRST_READ_FRESH_MS;
  };
  return {
    /** Starts each read, but one on its way or just answered as a first read (a hover, then the shell on its way there). */
    start(reads: readonly FirstRead[]): void {
      for (const read of reads) {
        const queryHash = hashKey(read.queryKey as QueryKey);
        const query = client().getQueryCache().get(queryHash);
        if (query && (query.state.fetchStatus === 'fetching' || answeredJustNow(query))) continue;
        startedAt.set(queryHash, Date.now());
        // prefetchQuery never throws: a failed first read is read again, with its toast, by the screen.
        void client().prefetchQuery(read);
      }
    },
    refetchOnMount: (query: Query): boolean => !answeredJustNow(query),
    /** The query is gone from the cache. */
    forget: (queryHash: string) => startedAt.delete(queryHash),
  };
}

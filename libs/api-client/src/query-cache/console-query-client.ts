import { MutationCache, QueryCache, QueryClient, type Query, type QueryKey } from '@tanstack/react-query';
// By package name on purpose: federation resolves it to the page's shared singleton.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { announceFailure, announceSuccess, versionConflictOf } from '@console/api-client';
import { firstReadsOf, type FirstRead } from './first-reads';
import { staleAfter } from './stale-after-change';

/** What a screen says about a read: the §8 fallback of its failure toast; none for the silent cases. */
export interface ReadMeta extends Record<string, unknown> {
  failure?: string;
}

/**
 * What a screen says about a change: its §8 toasts. What the change makes stale is not the screen's
 * to say: the data layer knows it (STALE_AFTER_CHANGE), for every remote at once.
 */
export interface ChangeMeta extends Record<string, unknown> {
  /** The success fallback; a function when it depends on what was sent (Suspended or Approved). */
  success?: string | ((variables: unknown) => string);
  failure?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ReadMeta;
    mutationMeta: ChangeMeta;
  }
}

/** A generated key made without its path id (`getAdminGetFoodsQueryKey()`) stands for every id. */
const ANY_ID = '/undefined';
const sameCall = (cached: unknown, stale: unknown) =>
  typeof stale === 'string' && stale.endsWith(ANY_ID) ? String(cached).startsWith(stale.slice(0, -ANY_ID.length + 1)) : cached === stale;
const isStaleAfter = (keys: readonly QueryKey[]) => (query: Query) => keys.some((key) => sameCall(query.queryKey[0], key[0]));

/** A change refused with 404: the object it was about is no longer there. */
const isGone = (error: unknown) => (error as { response?: { status?: number } } | null)?.response?.status === 404;

/** A call that got no answer at all is tried once more; an answer (even 500) is final. */
const retryUnanswered = (failures: number, error: unknown) =>
  failures < 1 && typeof error === 'object' && error !== null && 'isAxiosError' in error && !('response' in error && error.response);

const firstReads = firstReadsOf(() => consoleQueryClient);

/**
 * The page's one cache. `@console/api-client/query-cache` is a federation singleton, so every remote's
 * React root reads and invalidates the same data: a change in one domain refreshes another's lists.
 * The spec's behaviours are its policy, written once:
 * - a failed read toasts the server's message, else its `meta.failure` (no meta: silent, §8);
 * - a change toasts its success or failure the same way; a success makes stale what STALE_AFTER_CHANGE
 *   says it does, in whichever remote shows it (§4: lists reload on success), and so does a refusal
 *   saying that what was shown is out of date (412: changed since; 404: gone since), no other failure;
 * - an answer to an older search never replaces a newer one: each search is its own cache entry.
 */
export const consoleQueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta?.failure) announceFailure(error, query.meta.failure);
    },
  }),
  mutationCache: new MutationCache({
    onSuccess: (data, variables, _context, mutation) => {
      const meta = mutation.meta;
      if (meta) announceSuccess(data, typeof meta.success === 'function' ? meta.success(variables) : meta.success);
      const stale = staleAfter(mutation.options.mutationKey);
      // Not awaited: the popup closes at once while the lists behind it reload.
      if (stale.length) void consoleQueryClient.invalidateQueries({ predicate: isStaleAfter(stale) });
    },
    onError: (error, _variables, _context, mutation) => {
      if (mutation.meta?.failure) announceFailure(error, mutation.meta.failure);
      // A 412 (changed since it was read) or a 404 (gone since) means what the screens show is older
      // than the object: they reload it, as after a change, so no list keeps a row that is not there.
      const stale = versionConflictOf(error) || isGone(error) ? staleAfter(mutation.options.mutationKey) : [];
      if (stale.length) void consoleQueryClient.invalidateQueries({ predicate: isStaleAfter(stale) });
    },
  }),
  // networkMode 'always': offline, a read fails (the screen says so, issue 22 §4) and a change fails (its
  // popup stays open with what was typed), rather than both waiting silently for the connection.
  // A screen mounting for a first read just answered takes that answer (first-reads.ts).
  defaultOptions: {
    queries: {
      retry: retryUnanswered,
      refetchOnWindowFocus: false,
      networkMode: 'always',
      refetchOnMount: (query) => firstReads.refetchOnMount(query),
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});

// A query the cache lets go of (the user left, or it was unused long enough) is a first read no more.
consoleQueryClient.getQueryCache().subscribe((event) => {
  if (event.type === 'removed') firstReads.forget(event.query.queryHash);
});

/**
 * Starts the reads a screen makes as it first draws, before it mounts (a domain's `prefetch`): its hooks
 * then take their answers rather than asking again (within FIRST_READ_FRESH_MS of them).
 */
export const startFirstReads = (reads: readonly FirstRead[]): void => firstReads.start(reads);

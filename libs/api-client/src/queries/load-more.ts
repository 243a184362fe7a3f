import type { QueryKey } from '@tanstack/react-query';

/** The contract's list pagination (§3 Pagination). */
interface PagedAnswer {
  pagination?: { lastPage?: number } | null;
}

/**
 * `getNextPageParam` of a 'Load More' list: the page after the last one loaded, while the server says
 * more exist.
 */
export function pageAfter(answer: PagedAnswer, _pages: unknown, page: number | undefined): number | undefined {
  const current = page ?? 1;
  const last = answer.pagination?.lastPage ?? current;
  return current < last ? current + 1 : undefined;
}

/**
 * The query options of a 'Load More' list (the menu's categories), for a generated `use…Infinite` hook
 * given that call's query key: pages from 1 while the server has more. Its cache entry is kept apart
 * from the one-page answer of the same call (orval gives both the same key), so the two never mix,
 * while a change that makes the call stale still reloads it.
 */
export function loadMorePages<Key extends QueryKey>(queryKey: Key) {
  return { queryKey: [...queryKey, 'pages'] as const, initialPageParam: 1, getNextPageParam: pageAfter };
}

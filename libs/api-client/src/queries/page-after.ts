/** The contract's list pagination (§3 Pagination). */
interface PagedAnswer {
  pagination?: { lastPage?: number } | null;
}

/**
 * `getNextPageParam` of the infinite queries ('Load More'): the page after the last one loaded, while
 * the server says more exist.
 */
export function pageAfter(answer: PagedAnswer, _pages: unknown, page: number | undefined): number | undefined {
  const current = page ?? 1;
  const last = answer.pagination?.lastPage ?? current;
  return current < last ? current + 1 : undefined;
}

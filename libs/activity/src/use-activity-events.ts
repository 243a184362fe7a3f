import { useCallback, useEffect } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { getActivityEvents, getMyActivityEvents, type ActivityEventListResponse, type GetActivityEventsParams } from '@console/api-client';
import { getGetActivityEventsQueryKey, getGetMyActivityEventsQueryKey, readFailureOf } from '@console/api-client/queries';
import { ACTIVITY_PAGE_SIZE, type ActivityScope } from './activity-scope';

type Filters = Omit<GetActivityEventsParams, 'cursor' | 'size'>;

/**
 * The events the filters select, newest first, a page at a time by the API's cursor: 'Load more' adds
 * the next page under the ones shown. A history is read fresh whenever it is shown (every change of
 * the console adds to it, so a cached answer would miss the latest).
 */
export function useActivityEvents(scope: ActivityScope, filters: Filters) {
  const params: GetActivityEventsParams =
    scope.kind === 'owner'
      ? // The owner's call is about their restaurant alone, and names nobody else.
        { size: ACTIVITY_PAGE_SIZE, ...withoutPeopleOrPlaces(filters) }
      : { size: ACTIVITY_PAGE_SIZE, ...filters, ...(scope.restaurantId ? { restaurant_id: scope.restaurantId } : {}) };
  const key = scope.kind === 'owner' ? getGetMyActivityEventsQueryKey(params) : getGetActivityEventsQueryKey(params);
  const pages = useInfiniteQuery({
    // Apart from any one-page answer of the same call (the same key without 'pages').
    queryKey: [...key, 'pages'],
    queryFn: ({ pageParam, signal }) => {
      const page = { ...params, ...(pageParam ? { cursor: pageParam } : {}) };
      return scope.kind === 'owner' ? getMyActivityEvents(page, { signal }) : getActivityEvents(page, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (last: ActivityEventListResponse) => last.nextCursor ?? undefined,
    staleTime: 0,
    refetchOnMount: 'always',
    meta: { failure: 'Failed to get Activity' },
  });
  // Every change the console makes adds to the history: one made while it is shown (a restaurant's
  // access, beside its history) reloads it.
  const client = useQueryClient();
  const { refetch } = pages;
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') void refetch();
      }),
    [client, refetch],
  );
  const { fetchNextPage } = pages;
  return {
    /** Null until the first page arrives. */
    events: pages.data?.pages.flatMap((page) => page.events) ?? null,
    loading: pages.isFetching && !pages.isFetchingNextPage,
    failure: readFailureOf(pages, 'Activity'),
    hasMore: Boolean(pages.hasNextPage),
    loadingMore: pages.isFetchingNextPage,
    loadMore: useCallback(() => void fetchNextPage(), [fetchNextPage]),
  };
}

function withoutPeopleOrPlaces(filters: Filters): Filters {
  const rest = { ...filters };
  delete rest.actor_id;
  delete rest.restaurant_id;
  // An owner's history holds no security events: the call has no such filter.
  delete rest.security;
  return rest;
}

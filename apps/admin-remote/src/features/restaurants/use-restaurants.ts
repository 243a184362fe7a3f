import {
  GetRestaurantsOrderBy,
  keepPreviousData,
  succeeded,
  useChangeRestaurantStatus,
  useGetRestaurants,
  type ChangeRestaurantStatusMutationBody,
  type RestaurantAccount,
} from '@console/api-client/queries';
import { WHOLE_LIST } from '@console/api-client';
import { useDebouncedValue, useListState, SEARCH_DELAY_MS, type ListViewProps, type TableSort } from '@console/ui';

const DEFAULT_SORT: TableSort = { id: 'restaurantName', desc: false };

/**
 * The Restaurants screen's data: the whole list (spec §7) for the URL's search and sort. Spec §4: the
 * list reloads 500 ms after the search, the sort field or its direction changes.
 */
export function useRestaurants(): Pick<
  ListViewProps<RestaurantAccount>,
  'rows' | 'loading' | 'search' | 'onSearchChange' | 'sort' | 'onSortChange'
> {
  const list = useListState({ defaultSort: DEFAULT_SORT, sortFields: Object.values(GetRestaurantsOrderBy) });
  // list.sort keeps its identity until the URL's sort changes, so the delay restarts only then.
  const order = useDebouncedValue(list.sort, SEARCH_DELAY_MS);
  const restaurants = useGetRestaurants(
    {
      ...WHOLE_LIST,
      ...(list.keywords ? { searchQuery: list.keywords } : {}),
      order_by: order.id as GetRestaurantsOrderBy,
      order_type: order.desc ? 'desc' : 'asc',
    },
    { query: { placeholderData: keepPreviousData, meta: { failure: 'Failed to get Restaurants' } } },
  );
  return {
    rows: restaurants.data?.restaurants ?? [],
    loading: restaurants.isFetching,
    search: list.search,
    onSearchChange: list.setSearch,
    sort: list.sort,
    onSortChange: list.setSort,
  };
}

const suspends = (variables: unknown) => (variables as { data: ChangeRestaurantStatusMutationBody }).data.account_status === 'Suspended';

/** Spec §4 accountStatus: Approved becomes Suspended and back, with the spec's messages; resolves to whether it changed. */
export function useRestaurantAccess() {
  const change = useChangeRestaurantStatus({
    mutation: {
      meta: {
        success: (variables) => (suspends(variables) ? 'Restaurant Suspended successfully' : 'Restaurant Approved successfully'),
        failure: 'Failed, Please try again Later',
      },
    },
  });
  return (account: RestaurantAccount) => {
    const restaurantId = account.restaurant.restaurantId;
    const account_status = account.accountStatus === 'Approved' ? 'Suspended' : 'Approved';
    return succeeded(change.mutateAsync({ id: restaurantId, data: { account_status, restaurant_id: restaurantId } }));
  };
}

import {
  GetRestaurantsOrderBy,
  keepPreviousData,
  readFailureOf,
  useGetRestaurants,
  type AccountStatus,
  type RestaurantAccount,
  type RestaurantBulkMatching,
} from '@console/api-client/queries';
import { exportRestaurants, useCsvExport } from '@console/api-client';
import { useDebouncedValue, useListState, useUrlSet, SEARCH_DELAY_MS, type ExportButtonProps, type ListViewProps } from '@console/ui';
import { DEFAULT_RESTAURANT_SORT, restaurantsParams, restaurantsSelected } from './restaurants-first-reads';

/** The status filter's choices, as the URL says them (`?status=Suspended`); All is no parameter. */
export const STATUS_FILTERS = ['All', 'Active', 'Suspended'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The access status each filter asks the API for. */
const ACCOUNT_STATUS_OF: Record<StatusFilter, AccountStatus | undefined> = { All: undefined, Active: 'Approved', Suspended: 'Suspended' };

/** The locations filter (`?locations=Approximate`): restaurants with a location coarser than its street, to fix them. */
export const LOCATION_FILTERS = ['All', 'Approximate'] as const;
export type LocationFilter = (typeof LOCATION_FILTERS)[number];

const isStatusFilter = (value: string | undefined): value is StatusFilter => STATUS_FILTERS.some((filter) => filter === value);

export interface RestaurantsView extends Pick<
  ListViewProps<RestaurantAccount>,
  'rows' | 'loading' | 'failure' | 'search' | 'onSearchChange' | 'sort' | 'onSortChange'
> {
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
  locations: LocationFilter;
  onLocationsChange: (locations: LocationFilter) => void;
  /** Export CSV of every restaurant the search and filters select, in the list's order (not shown by the spec). */
  exportCsv: ExportButtonProps;
  /** What the list's search and filters select, as the API's bulk calls take it (a selection is cleared when it changes). */
  matching: RestaurantBulkMatching;
}

/**
 * The Restaurants screen's data: the whole list (spec §7) for the URL's search, sort, status and locations
 * filter. Spec §4: the list reloads 500 ms after the search, the sort field or its direction changes; a
 * filter at once.
 */
export function useRestaurants(): RestaurantsView {
  const list = useListState({ defaultSort: DEFAULT_RESTAURANT_SORT, sortFields: Object.values(GetRestaurantsOrderBy) });
  // Kept in the URL like the search and sort, so a reload, Back and the detail's back arrow keep it.
  const statusParam = useUrlSet('status');
  const named = statusParam.ids[0];
  const status: StatusFilter = isStatusFilter(named) ? named : 'All';
  const account_status = ACCOUNT_STATUS_OF[status];
  const locationsParam = useUrlSet('locations');
  const locations: LocationFilter = locationsParam.ids[0] === 'Approximate' ? 'Approximate' : 'All';
  // list.sort keeps its identity until the URL's sort changes, so the delay restarts only then.
  const order = useDebouncedValue(list.sort, SEARCH_DELAY_MS);
  const matching: RestaurantBulkMatching = {
    ...(list.keywords ? { searchQuery: list.keywords } : {}),
    ...(account_status ? { account_status } : {}),
    ...(locations === 'Approximate' ? { location_precision: 'approximate' as const } : {}),
  };
  // What the list selects, in its order; the export takes the same.
  const selected = restaurantsSelected(matching, order);
  const restaurants = useGetRestaurants(restaurantsParams(selected), {
    query: { placeholderData: keepPreviousData, meta: { failure: 'Failed to get Restaurants' } },
  });
  const exportCsv = useCsvExport((options) => exportRestaurants(selected, options), {
    failure: 'Failed to export Restaurants',
    fileWords: 'restaurants',
  });
  return {
    rows: restaurants.data?.restaurants ?? [],
    loading: restaurants.isFetching,
    failure: readFailureOf(restaurants, 'Restaurants'),
    search: list.search,
    onSearchChange: list.setSearch,
    sort: list.sort,
    onSortChange: list.setSort,
    status,
    onStatusChange: (next) => statusParam.setIds(next === 'All' ? [] : [next]),
    locations,
    onLocationsChange: (next) => locationsParam.setIds(next === 'All' ? [] : [next]),
    exportCsv,
    matching,
  };
}

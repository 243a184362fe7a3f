import { useCallback, useState } from 'react';
import {
  exportActivityEvents,
  findActivityPeople,
  getRestaurants,
  GetRestaurantsOrderBy,
  useCsvExport,
  type ActivityPerson,
} from '@console/api-client';
import { useUrlSet, type FilterSelectOption } from '@console/ui';
import { useActivityFilters } from './activity-filters';
import type { ActivityScope } from './activity-scope';
import type { ActivityViewProps } from './activity-view';
import { roleWords } from './activity-words';
import { useActivityActions } from './use-activity-actions';
import { useActivityEvent } from './use-activity-event';
import { useActivityEvents } from './use-activity-events';

export interface ActivityViewOptions {
  scope: ActivityScope;
  /** The table's accessible name. */
  label: string;
  /** Offers Export CSV (the API lets administrators export). */
  canExport: boolean;
}

/** How many people or restaurants a filter offers for a text (as the palette's restaurant search). */
const FOUND = 8;

const personLabel = (person: Pick<ActivityPerson, 'name' | 'restaurantName'> & { role: string }) =>
  `${person.name} (${[roleWords(person.role as ActivityPerson['role']), person.restaurantName].filter(Boolean).join(', ')})`;

/** The people whose name or email holds the text, asked of the API (not only those of the events on screen). */
const searchPeople = async (text: string): Promise<FilterSelectOption[]> =>
  (await findActivityPeople({ keywords: text, size: FOUND })).people.map((person) => ({
    value: String(person.userId),
    label: personLabel(person),
  }));

/** The restaurants whose name holds the text, by the Restaurants list's own search (as the palette asks it). */
const searchRestaurants = async (text: string): Promise<FilterSelectOption[]> =>
  (
    await getRestaurants({
      searchQuery: text,
      page: 1,
      size: FOUND,
      order_by: GetRestaurantsOrderBy.restaurantName,
      order_type: 'asc',
    })
  ).restaurants.map(({ restaurant }) => ({ value: String(restaurant.restaurantId), label: restaurant.restaurantName }));

/**
 * Everything the Activity view shows, for a viewer and a scope: the filters in the URL, the pages of
 * events, the open event (`?event=`, so a link opens it too) and the export. The people and restaurants
 * to filter by are searched on the server; security events are left out unless shown (or one is chosen).
 */
export function useActivityView({ scope, label, canExport }: ActivityViewOptions): ActivityViewProps {
  const filters = useActivityFilters();
  const actions = useActivityActions();
  const { params } = filters;
  const list = useActivityEvents(scope, params);
  // Opening and closing a popup is not a step of the history: Back leaves the view, not the popup.
  const open = useUrlSet('event', { replace: true });
  const openId = Number(open.ids[0]);
  const openedId = Number.isInteger(openId) && openId > 0 ? openId : null;
  const opened = useActivityEvent(scope, openedId);
  // Only an administrator's view exports (an owner is not offered it); a restaurant's own history, its events.
  const restaurantId = scope.kind === 'admin' ? scope.restaurantId : undefined;
  const exportCsv = useCsvExport(
    (options) => exportActivityEvents({ ...params, ...(restaurantId ? { restaurant_id: restaurantId } : {}) }, options),
    {
      failure: 'Failed to export Activity',
      fileWords: 'activity',
    },
  );

  // The chosen person's and restaurant's words: as chosen, else as the events they filter name them (a link).
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const remember = useCallback(
    (kind: 'who' | 'restaurant', set: (value: string) => void) => (value: string, option: FilterSelectOption | null) => {
      if (option) setChosen((known) => ({ ...known, [`${kind}:${value}`]: option.label }));
      set(value);
    },
    [],
  );
  const events = list.events ?? [];
  const whoLabel =
    chosen[`who:${filters.who}`] ??
    events.filter((event) => String(event.actor.userId) === filters.who).map((event) => personLabel(event.actor))[0];
  const restaurantLabel =
    chosen[`restaurant:${filters.restaurant}`] ??
    events
      .filter((event) => String(event.restaurant?.restaurantId) === filters.restaurant)
      .map((event) => event.restaurant?.restaurantName)[0];

  const admin = scope.kind === 'admin';
  const oneRestaurant = scope.kind === 'owner' || Boolean(scope.restaurantId);
  return {
    label,
    search: filters.search,
    onSearchChange: filters.setSearch,
    who: admin ? { value: filters.who, valueLabel: whoLabel, search: searchPeople, onChange: remember('who', filters.setWho) } : undefined,
    what: { value: filters.what, options: actions.options, onChange: filters.setWhat },
    restaurant: oneRestaurant
      ? undefined
      : {
          value: filters.restaurant,
          valueLabel: restaurantLabel,
          search: searchRestaurants,
          onChange: remember('restaurant', filters.setRestaurant),
        },
    security: admin && actions.securityKeys.length > 0 ? { shown: filters.showSecurity, onChange: filters.setShowSecurity } : undefined,
    range: filters.range,
    onRangeChange: filters.setRange,
    events: list.events,
    loading: list.loading,
    failure: list.failure,
    hasMore: list.hasMore,
    loadingMore: list.loadingMore,
    onLoadMore: list.loadMore,
    restaurantColumn: !oneRestaurant,
    opened: openedId !== null ? opened : null,
    onOpen: (event) => open.setIds([String(event.eventId)]),
    onClose: () => open.setIds([]),
    exportCsv: canExport && admin ? exportCsv : undefined,
  };
}

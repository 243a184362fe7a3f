import { useRef } from 'react';
import { exportActivityEvents, useCsvExport, type ActivityEvent } from '@console/api-client';
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

const byLabel = (a: FilterSelectOption, b: FilterSelectOption) => a.label.localeCompare(b.label);

/**
 * Everything the Activity view shows, for a viewer and a scope: the filters in the URL, the pages of
 * events, the open event (`?event=`, so a link opens it too) and the export. The people and restaurants
 * to filter by are those met in the events read so far (the trail names them as they were then).
 */
export function useActivityView({ scope, label, canExport }: ActivityViewOptions): ActivityViewProps {
  const filters = useActivityFilters();
  const list = useActivityEvents(scope, filters.params);
  const actions = useActivityActions();
  // Opening and closing a popup is not a step of the history: Back leaves the view, not the popup.
  const open = useUrlSet('event', { replace: true });
  const openId = Number(open.ids[0]);
  const openedId = Number.isInteger(openId) && openId > 0 ? openId : null;
  const opened = useActivityEvent(scope, openedId);
  // Only an administrator's view exports (an owner is not offered it); a restaurant's own history, its events.
  const restaurantId = scope.kind === 'admin' ? scope.restaurantId : undefined;
  const exportCsv = useCsvExport(
    (options) => exportActivityEvents({ ...filters.params, ...(restaurantId ? { restaurant_id: restaurantId } : {}) }, options),
    {
      failure: 'Failed to export Activity',
      fileWords: 'activity',
    },
  );

  const people = useSeen(list.events, (event) =>
    event.actor.userId ? { value: String(event.actor.userId), label: `${event.actor.name} (${roleWords(event.actor.role)})` } : null,
  );
  const restaurants = useSeen(list.events, (event) =>
    event.restaurant ? { value: String(event.restaurant.restaurantId), label: event.restaurant.restaurantName } : null,
  );

  const admin = scope.kind === 'admin';
  const oneRestaurant = scope.kind === 'owner' || Boolean(scope.restaurantId);
  return {
    label,
    search: filters.search,
    onSearchChange: filters.setSearch,
    who: admin ? { value: filters.who, options: people, onChange: filters.setWho } : undefined,
    what: { value: filters.what, options: actions.options, onChange: filters.setWhat },
    restaurant: oneRestaurant ? undefined : { value: filters.restaurant, options: restaurants, onChange: filters.setRestaurant },
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

/** The options met so far in the events read (kept while the view is shown, so a filter does not hide the others). */
function useSeen(events: ActivityEvent[] | null, optionOf: (event: ActivityEvent) => FilterSelectOption | null) {
  const seen = useRef(new Map<string, FilterSelectOption>());
  for (const event of events ?? []) {
    const option = optionOf(event);
    if (option && !seen.current.has(option.value)) seen.current.set(option.value, option);
  }
  return [...seen.current.values()].sort(byLabel);
}

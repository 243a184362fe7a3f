import { useCallback } from 'react';
import type { GetActivityEventsParams } from '@console/api-client';
import { dayOrEmpty, useListState, useUrlSet, type DateRange } from '@console/ui';

/** A positive whole number from a link, or undefined (a hand-edited link filters nothing). */
const idOf = (text: string | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 && id <= 2147483647 ? id : undefined;
};
const ACTION_KEY = /^[A-Za-z][A-Za-z0-9]{0,79}$/;

/** The start of a local day and its last millisecond, as the API's date-times (the user means their own days). */
const startOfDay = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

/**
 * The Activity view's filters, kept in the query string like every list (`?q=…&who=12&what=updateFoodItem
 * &restaurant=7&from=2026-03-01&to=2026-03-31&security=1`), so a reload, Back or a shared link shows the same events.
 * Each change is a history entry (Back undoes it); the search is one entry, not one per keystroke.
 */
export function useActivityFilters() {
  const list = useListState();
  const who = useUrlSet('who');
  const what = useUrlSet('what');
  const restaurant = useUrlSet('restaurant');
  const from = useUrlSet('from');
  const to = useUrlSet('to');
  // Sign-ins and the like are not changes: left out unless asked for (`?security=1`).
  const security = useUrlSet('security');

  const one = (set: { ids: string[] }) => set.ids[0] ?? '';
  const range: DateRange = { from: dayOrEmpty(one(from)), to: dayOrEmpty(one(to)) };
  const setOne = (set: { setIds: (ids: readonly string[]) => void }) => (value: string) => set.setIds(value ? [value] : []);

  const { setIds: setFrom } = from;
  const { setIds: setTo } = to;
  // The range field changes one end at a time: only that end is written (one entry in the history).
  const setRange = useCallback(
    (next: DateRange) => {
      if (next.from !== range.from) setFrom(next.from ? [next.from] : []);
      else if (next.to !== range.to) setTo(next.to ? [next.to] : []);
    },
    [range.from, range.to, setFrom, setTo],
  );

  const actorId = idOf(one(who));
  const action = ACTION_KEY.test(one(what)) ? one(what) : undefined;
  const restaurantId = idOf(one(restaurant));
  const showSecurity = one(security) === '1';
  /** The filters as the calls take them (the owner's call takes neither a person nor a restaurant). */
  const params: Omit<GetActivityEventsParams, 'cursor' | 'size'> = {
    // A kind chosen in What says itself whether it is a security event.
    ...(showSecurity || action ? {} : { security: false }),
    ...(list.keywords ? { keywords: list.keywords } : {}),
    ...(actorId ? { actor_id: actorId } : {}),
    ...(action ? { action } : {}),
    ...(restaurantId ? { restaurant_id: restaurantId } : {}),
    ...(range.from ? { from: startOfDay(range.from) } : {}),
    ...(range.to ? { to: endOfDay(range.to) } : {}),
  };

  return {
    search: list.search,
    setSearch: list.setSearch,
    who: actorId ? String(actorId) : '',
    setWho: setOne(who),
    what: action ?? '',
    setWhat: setOne(what),
    restaurant: restaurantId ? String(restaurantId) : '',
    setRestaurant: setOne(restaurant),
    showSecurity,
    setShowSecurity: (shown: boolean) => security.setIds(shown ? ['1'] : []),
    range,
    setRange,
    params,
  };
}

export type ActivityFilters = ReturnType<typeof useActivityFilters>;

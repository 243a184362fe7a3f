import { useMemo } from 'react';
import { useGetActivityActions } from '@console/api-client/queries';
import type { FilterSelectOption } from '@console/ui';

/**
 * Most changes have an owner's call and an administrator's twin (updateFood, adminUpdateFood) with the
 * same words; the filter takes one, so the twins are told apart by who makes them. Any other kinds that
 * share words keep them as they are: nothing here says who made them.
 */
const twinWords = (key: string) => (/^admin[A-Z]/.test(key) ? ' (by an administrator)' : ' (by the owner)');
const twinOf = (key: string) =>
  /^admin[A-Z]/.test(key)
    ? key.replace(/^admin(.)/, (_, first: string) => first.toLowerCase())
    : `admin${key[0].toUpperCase()}${key.slice(1)}`;

/** The kinds of event the viewer may read, in product words, for the "What" filter (A to Z). */
export function useActivityActions() {
  // The kinds change only with a release: read once per page.
  const actions = useGetActivityActions({ query: { staleTime: Infinity } });
  const options = useMemo<FilterSelectOption[]>(() => {
    const list = actions.data?.actions ?? [];
    const twinned = (key: string, label: string) => list.some((action) => action.key === twinOf(key) && action.label === label);
    return list
      .map((action) => ({ value: action.key, label: `${action.label}${twinned(action.key, action.label) ? twinWords(action.key) : ''}` }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [actions.data]);
  /** The security kinds the viewer may read (none for an admin or an owner). */
  const securityKeys = useMemo(
    () => (actions.data?.actions ?? []).filter((action) => action.security).map((action) => action.key),
    [actions.data],
  );
  return { options, securityKeys, loading: actions.isPending };
}

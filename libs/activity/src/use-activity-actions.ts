import { useMemo } from 'react';
import { useGetActivityActions } from '@console/api-client/queries';
import type { FilterSelectOption } from '@console/ui';

/**
 * Most changes have an owner's call and an administrator's twin (updateFood, adminUpdateFood) with the
 * same words; the filter takes one, so the twins are told apart by who makes them.
 */
const twinWords = (key: string) => (/^admin[A-Z]/.test(key) ? '(by an administrator)' : '(by the owner)');

/** The kinds of event the viewer may read, in product words, for the "What" filter (A to Z). */
export function useActivityActions() {
  // The kinds change only with a release: read once per page.
  const actions = useGetActivityActions({ query: { staleTime: Infinity } });
  const options = useMemo<FilterSelectOption[]>(() => {
    const list = actions.data?.actions ?? [];
    const shared = (label: string) => list.filter((action) => action.label === label).length > 1;
    return list
      .map((action) => ({ value: action.key, label: shared(action.label) ? `${action.label} ${twinWords(action.key)}` : action.label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [actions.data]);
  return { options, loading: actions.isPending };
}

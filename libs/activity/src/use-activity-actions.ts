import { useMemo } from 'react';
import { useGetActivityActions } from '@console/api-client/queries';
import type { FilterSelectOption } from '@console/ui';

/** The kinds of event the viewer may read, in product words, for the "What" filter (A to Z). */
export function useActivityActions() {
  // The kinds change only with a release: read once per page.
  const actions = useGetActivityActions({ query: { staleTime: Infinity } });
  const options = useMemo<FilterSelectOption[]>(
    () =>
      (actions.data?.actions ?? [])
        .map((action) => ({ value: action.key, label: action.label }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [actions.data],
  );
  return { options, loading: actions.isPending };
}

import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * A set of ids kept in the query string as one comma-separated parameter (`?open=3,7`), so a reload,
 * Back or a shared link shows the same view. `replace` keeps the change out of the history (opening and
 * closing sections), otherwise each change is an entry (applying a filter).
 */
export function useUrlSet(name: string, { replace = false }: { replace?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const text = params.get(name) ?? '';
  const ids = useMemo(() => (text ? text.split(',').filter(Boolean) : []), [text]);

  const setIds = useCallback(
    (next: readonly string[]) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next.length > 0) updated.set(name, [...new Set(next)].join(','));
          else updated.delete(name);
          return updated;
        },
        { replace, state, preventScrollReset: true },
      ),
    [setParams, name, replace, state],
  );
  const toggle = useCallback((id: string) => setIds(ids.includes(id) ? ids.filter((kept) => kept !== id) : [...ids, id]), [ids, setIds]);

  return { ids, setIds, toggle };
}

import { useCallback } from 'react';
import { useHref, useLocation, useNavigate, type NavigateOptions } from 'react-router';

/**
 * Navigates to a page of the console by its full path ('/dashboard/select-related-menu-items'), from a
 * domain's router whatever its basename ('/dashboard' for a domain, '/' for a detail tab).
 */
export function useNavigateToPage() {
  const navigate = useNavigate();
  const base = useHref('/').replace(/\/$/, '');
  return useCallback(
    (fullPath: string, options?: NavigateOptions) =>
      navigate(base && fullPath.startsWith(`${base}/`) ? fullPath.slice(base.length) : fullPath, options),
    [navigate, base],
  );
}

/** The full path of the page shown now (with its query), e.g. to come back to it. */
export function useCurrentPagePath(): string {
  const { pathname, search } = useLocation();
  return useHref({ pathname, search });
}

import { useMemo } from 'react';
import { createPath, useHref, useLocation, useNavigate, type Location, type Navigator, type To } from 'react-router';

/** '/dashboard' + '/' → '/dashboard'; '' + '/dashboard' → '/dashboard'. */
export const joinBase = (outer: string, inner: string) => `${outer}${inner === '/' ? '' : inner}` || '/';

/**
 * The router around a parcel, seen in full page paths: its location with its basename put back, and a
 * Navigator that takes full paths. A domain in the shell (no basename) gets them as they are; a module
 * nested in a domain (a detail tab, inside '/dashboard') sees '/dashboard/...' like every domain does,
 * so a page path means the same in both.
 */
export function useOuterRouter(): { base: string; location: Location; navigator: Navigator } {
  const navigate = useNavigate();
  const location = useLocation();
  const base = useHref('/').replace(/\/$/, '');
  return useMemo(() => {
    const inner = (to: To): To => {
      const path = typeof to === 'string' ? to : createPath(to);
      return base && (path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`)) ? path.slice(base.length) || '/' : path;
    };
    const navigator: Navigator = {
      createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
      go: (delta) => void navigate(delta),
      push: (to, state) => void navigate(inner(to), { state }),
      replace: (to, state) => void navigate(inner(to), { replace: true, state }),
    };
    const full = base ? { ...location, pathname: joinBase(base, location.pathname) } : location;
    return { base, location: full, navigator };
  }, [navigate, location, base]);
}

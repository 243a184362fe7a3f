import { useMemo } from 'react';
import { createPath, useNavigate, type Navigator } from 'react-router';

/** A react-router Navigator that moves the host's router, handed to a domain's controlled <Router>. */
export function useShellNavigator(): Navigator {
  const navigate = useNavigate();
  return useMemo<Navigator>(
    () => ({
      createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
      go: (delta) => void navigate(delta),
      push: (to, state) => void navigate(to, { state }),
      replace: (to, state) => void navigate(to, { replace: true, state }),
    }),
    [navigate],
  );
}

import React, { type ComponentType, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { Router } from 'react-router';
import singleSpaReact from 'single-spa-react';
import { ErrorFallback } from '@console/ui';
import { forgetWhenUserLeaves } from '@console/session';
import { CONTRACT_VERSION, type DomainModule, type DomainProps } from '@console/remote-contract';

type Wrapper = ComponentType<{ children: ReactNode }>;
const NoWrapper: Wrapper = ({ children }) => children;

/**
 * Turns a domain's routes into single-spa-react lifecycles. The domain renders inside a controlled
 * <Router> fed by the shell's location and navigator, so a link inside a remote moves the shell's one
 * history, and the shell re-renders the domain (parcel update) on every navigation. `loadWrapper`
 * gives what wraps the root, fetched while the parcel bootstraps.
 */
function lifecyclesOf<Extra extends object>(
  DomainRoutes: ComponentType<DomainProps & Extra>,
  loadWrapper: () => Promise<Wrapper>,
): DomainModule {
  let Wrap = NoWrapper;
  function DomainRoot(props: DomainProps & Extra) {
    return (
      <Wrap>
        <Router basename={props.basename} location={props.location} navigator={props.navigator}>
          <DomainRoutes {...props} />
        </Router>
      </Wrap>
    );
  }
  const lifecycles = singleSpaReact<DomainProps & Extra>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: DomainRoot,
    // A screen that throws while rendering stays inside its own domain; the shell keeps working, and is
    // told (a canary's crash gives way to its stable release).
    errorBoundary: (error, _info, props) => {
      props?.onScreenCrash?.(error);
      return <ErrorFallback detail={error.message} onRetry={() => window.location.reload()} retryLabel="Reload" />;
    },
  });
  const bootstrap = async (props: Parameters<typeof lifecycles.bootstrap>[0]) => {
    Wrap = await loadWrapper();
    return lifecycles.bootstrap(props);
  };
  return { ...lifecycles, bootstrap, contractVersion: CONTRACT_VERSION } as unknown as DomainModule;
}

/**
 * A dashboard domain (or one module of it, such as a detail tab, whose extra props are typed by
 * `Extra`). Each parcel is its own React root, so every root is wrapped in the page's one query cache,
 * a federation singleton.
 */
export function createDomainLifecycles<Extra extends object = object>(DomainRoutes: ComponentType<DomainProps & Extra>): DomainModule {
  return lifecyclesOf(DomainRoutes, () =>
    import('@console/api-client/query-cache').then((cache) => {
      // What one user's session read must not show the next: the session empties it when they leave.
      forgetWhenUserLeaves(cache.consoleQueryClient);
      return cache.ConsoleQueryProvider;
    }),
  );
}

/**
 * The public screens (sign-in): no query cache, so neither it nor its library is on the path to the
 * login screen; their calls are announced one by one (announcedCall).
 */
export function createPublicDomainLifecycles(DomainRoutes: ComponentType<DomainProps>): DomainModule {
  return lifecyclesOf(DomainRoutes, () => Promise.resolve(NoWrapper));
}

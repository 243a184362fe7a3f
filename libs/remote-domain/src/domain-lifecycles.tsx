import React, { type ComponentType, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { Router } from 'react-router';
import singleSpaReact from 'single-spa-react';
import { ErrorFallback } from '@console/ui';
import { forgetWhenUserLeaves } from '@console/session';
import { CONTRACT_VERSION, type DomainModule, type DomainProps, type ScreenKey } from '@console/remote-contract';
import { firstReadsAt, type ScreenFirstReads } from './first-reads';

type Wrapper = ComponentType<{ children: ReactNode }>;
type QueryCacheDoor = typeof import('@console/api-client/query-cache');
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
export function createDomainLifecycles<Extra extends object = object, Key extends ScreenKey = never>(
  DomainRoutes: ComponentType<DomainProps & Extra>,
  { firstReads }: { firstReads?: ScreenFirstReads<Key> } = {},
): DomainModule {
  const queryCache = () =>
    import('@console/api-client/query-cache').then((cache) => {
      // What one user's session read must not show the next: the session empties it when they leave.
      forgetWhenUserLeaves(cache.consoleQueryClient);
      return cache;
    });
  const domain = lifecyclesOf(DomainRoutes, () => queryCache().then((cache) => cache.ConsoleQueryProvider));
  if (!firstReads) return domain;
  return {
    ...domain,
    // Its reads go out beside the rest of the remote's loading (the cache's chunk, the parcel's mount).
    // The page's cache is the copy of whichever remote loaded first, maybe a release from before first
    // reads (it has no startFirstReads): this one then reads as it mounts, as that release did.
    prefetch: (path) =>
      queryCache().then((cache: Partial<Pick<QueryCacheDoor, 'startFirstReads'>>) => {
        cache.startFirstReads?.(firstReadsAt(firstReads, path));
      }),
  };
}

/**
 * The public screens (sign-in): no query cache, so neither it nor its library is on the path to the
 * login screen; their calls are announced one by one (announcedCall).
 */
export function createPublicDomainLifecycles(DomainRoutes: ComponentType<DomainProps>): DomainModule {
  return lifecyclesOf(DomainRoutes, () => Promise.resolve(NoWrapper));
}

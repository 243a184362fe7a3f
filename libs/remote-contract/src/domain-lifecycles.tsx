import React, { type ComponentType, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { Router } from 'react-router';
import singleSpaReact from 'single-spa-react';
import { ErrorFallback } from '@console/ui';
import type { DomainModule, DomainProps } from './domain-props';

export interface DomainLifecycleOptions {
  /**
   * Wrap the domain in the page's one query cache (default). The sign-in screens say false: the cache
   * and its library are then never loaded before sign-in.
   */
  dataCache?: boolean;
}

type Wrapper = ComponentType<{ children: ReactNode }>;

/**
 * Turns a domain's routes into single-spa-react lifecycles. The domain renders inside a controlled
 * <Router> fed by the shell's location and navigator, so a link inside a remote moves the shell's one
 * history, and the shell re-renders the domain (parcel update) on every navigation.
 */
export function createDomainLifecycles(DomainRoutes: ComponentType<DomainProps>, { dataCache = true }: DomainLifecycleOptions = {}): DomainModule {
  // Each parcel is its own React root, so the cache's provider goes into every root; the cache itself is
  // a federation singleton, fetched while the parcel bootstraps.
  let DataCache: Wrapper = ({ children }) => children;
  function DomainRoot(props: DomainProps) {
    return (
      <DataCache>
        <Router basename={props.basename} location={props.location} navigator={props.navigator}>
          <DomainRoutes {...props} />
        </Router>
      </DataCache>
    );
  }
  const lifecycles = singleSpaReact<DomainProps>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: DomainRoot,
    // A screen that throws while rendering stays inside its own domain; the shell keeps working.
    errorBoundary: (error) => <ErrorFallback detail={error.message} onRetry={() => window.location.reload()} retryLabel="Reload" />,
  });
  const bootstrap = async (props: Parameters<typeof lifecycles.bootstrap>[0]) => {
    if (dataCache) DataCache = (await import('@console/api-client/query-cache')).ConsoleQueryProvider;
    return lifecycles.bootstrap(props);
  };
  return { ...lifecycles, bootstrap } as unknown as DomainModule;
}

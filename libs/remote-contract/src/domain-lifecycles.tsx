import React, { type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { Router } from 'react-router';
import singleSpaReact from 'single-spa-react';
import { ErrorFallback } from '@console/ui';
import type { DomainModule, DomainProps } from './domain-props';

/**
 * Turns a domain's routes into single-spa-react lifecycles. The domain renders inside a controlled
 * <Router> fed by the shell's location and navigator, so a link inside a remote moves the shell's one
 * history, and the shell re-renders the domain (parcel update) on every navigation.
 */
export function createDomainLifecycles(DomainRoutes: ComponentType<DomainProps>): DomainModule {
  function DomainRoot(props: DomainProps) {
    return (
      <Router basename={props.basename} location={props.location} navigator={props.navigator}>
        <DomainRoutes {...props} />
      </Router>
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
  return lifecycles as unknown as DomainModule;
}

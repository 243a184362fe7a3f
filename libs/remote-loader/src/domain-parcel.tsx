import { createContext, useContext, useMemo, useRef } from 'react';
import Parcel from 'single-spa-react/parcel';
import { SingleSpaContext } from 'single-spa-react';
import { mountRootParcel } from 'single-spa';
import { sessionStore } from '@console/session';
import type { DomainModule, DomainProps } from '@console/remote-contract';
import { guardDomain } from './guarded-domain';
import { joinBase, useOuterRouter } from './outer-router';
import { markRemoteRoot, type SignalRelease } from './release-telemetry/signal-channel';

export interface DomainParcelProps {
  domain: DomainModule;
  basename: string;
  /** What the module takes beside the DomainProps (a detail tab's restaurantId). */
  extraProps?: object;
  /** A remote that throws while mounting, updating or unmounting. */
  onError: (error: Error) => void;
  /** A screen of the remote that threw while rendering (the remote shows its own error screen meanwhile). */
  onScreenCrash?: (error: Error) => void;
  /** The release the module came from: its root element is marked with it (the page's signals attribute by it). */
  release?: SignalRelease;
}

type MountParcel = typeof mountRootParcel;

/**
 * single-spa-react creates its SingleSpaContext only once singleSpaReact() has run in the same bundle
 * (a remote's lifecycles); in the shell it stays null, and there is no parent parcel either.
 */
const NO_PARENT_PARCEL = createContext<{ mountParcel?: MountParcel } | null>(null);

/**
 * Mounts a domain remote (or one exposed module of it) as a single-spa parcel inside the router
 * around it, and passes it that router's location on every navigation (single-spa-react's <Parcel>
 * calls the parcel's update on new props). Inside another parcel (a tab in the admin domain) it is
 * that parcel's child, on the page's one single-spa; elsewhere it is a root parcel.
 */
export function DomainParcel({ domain, basename, extraProps, onError, onScreenCrash, release }: DomainParcelProps) {
  // In full page paths: a module nested in a domain gets the domain's basename put back in front of its own.
  const outer = useOuterRouter();
  const { location, navigator } = outer;
  const parentMountParcel = (useContext(SingleSpaContext ?? NO_PARENT_PARCEL) as { mountParcel?: MountParcel } | null)?.mountParcel;
  const report = useRef(onError);
  report.current = onError;
  const reportCrash = useRef(onScreenCrash);
  reportCrash.current = onScreenCrash;
  const tellCrash = useMemo(() => (error: Error) => reportCrash.current?.(error), []);
  const releaseOfRoot = useRef(release);
  releaseOfRoot.current = release;
  const config = useMemo(
    () =>
      guardDomain(
        domain,
        (error) => report.current(error),
        (root) => releaseOfRoot.current && markRemoteRoot(root, releaseOfRoot.current),
      ),
    [domain],
  );
  const props: DomainProps = { basename: joinBase(outer.base, basename), location, navigator, sessionStore, onScreenCrash: tellCrash };
  return (
    <Parcel
      config={config}
      mountParcel={parentMountParcel ?? mountRootParcel}
      handleError={onError}
      wrapClassName="domain-parcel"
      {...extraProps}
      {...props}
    />
  );
}

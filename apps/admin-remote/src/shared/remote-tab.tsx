import { useContext, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { SingleSpaContext } from 'single-spa-react';
import Parcel from 'single-spa-react/parcel';
import type { mountRootParcel } from 'single-spa';
import { useShellNavigator, type DomainModule } from '@console/remote-contract';
import { sessionStore } from '@console/session';
import { ErrorFallback, Loader } from '@console/ui';
import { loadRemoteTab, type RemoteTabName } from './remote-tab-loader';

export type { RemoteTabName } from './remote-tab-loader';

type MountParcel = typeof mountRootParcel;

export interface RemoteTabProps {
  name: RemoteTabName;
  restaurantId: number;
}

/**
 * Mounts another remote's tab as a single-spa parcel (its own React root, so a React drift in that
 * remote stays there), with this domain's location and navigator: basename '/' because the location
 * is already relative to this domain's router, and navigating goes through it to the shell's history.
 */
export function RemoteTab({ name, restaurantId }: RemoteTabProps) {
  // Inside the shell this domain is itself a parcel: the tab is mounted as its child parcel, with the
  // shell's single-spa (one per page). Alone (tests) the root parcel API is loaded on demand.
  const parentMountParcel = (useContext(SingleSpaContext) as { mountParcel?: MountParcel } | null)?.mountParcel;
  const [tab, setTab] = useState<{ module: DomainModule; mountParcel: MountParcel } | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const location = useLocation();
  const navigator = useShellNavigator();

  useEffect(() => {
    let current = true;
    setError(null);
    const mountParcel: Promise<MountParcel> = parentMountParcel
      ? Promise.resolve(parentMountParcel)
      : import('single-spa').then((singleSpa) => singleSpa.mountRootParcel);
    Promise.all([loadRemoteTab(name), mountParcel]).then(
      ([module, mount]) => current && setTab({ module, mountParcel: mount }),
      (failure: Error) => current && setError(failure),
    );
    return () => {
      current = false;
    };
  }, [name, attempt, parentMountParcel]);

  if (error) return <ErrorFallback detail={error.message} onRetry={() => setAttempt((count) => count + 1)} retryLabel="Retry" />;
  if (!tab) return <Loader />;
  return (
    <Parcel
      key={`${name}-${attempt}`}
      config={tab.module}
      mountParcel={tab.mountParcel}
      handleError={setError}
      wrapClassName="admin-remote-tab"
      basename="/"
      location={location}
      navigator={navigator}
      sessionStore={sessionStore}
      restaurantId={restaurantId}
    />
  );
}

import { useEffect, useState } from 'react';
import { ErrorFallback, Loader } from '@console/ui';
import { domainOf, type DomainModule, type ExposedModuleName, type ExtraPropsOf } from '@console/remote-contract';
import { DomainParcel } from './domain-parcel';
import { signalReleaseOf } from './loader/release-plugin';
import { fallBackAfterMountFailure, loadedReleaseList, loadExposedModule } from './loader/remote-modules';

export type RemoteModuleProps<Name extends ExposedModuleName> = {
  name: Name;
  /** The route base the module's routes are relative to ('/dashboard' for a domain, '/' for a tab). */
  basename: string;
  /** The sentence under 'Something went wrong'; the load error's own message by default. */
  failureDetail?: string;
} & ([keyof ExtraPropsOf<Name>] extends [never]
  ? { extraProps?: ExtraPropsOf<Name> }
  : {
      /** What the module takes beside the DomainProps (a tab's restaurantId): required when it takes any. */
      extraProps: ExtraPropsOf<Name>;
    });

const OFFLINE_DETAIL = 'The console is offline. This part loads by itself when the connection returns.';

type ModuleState = { status: 'loading' } | { status: 'ready'; module: DomainModule } | { status: 'failed'; error: Error };

/**
 * Another remote's exposed module, mounted where this component stands: a whole domain (the shell's
 * content area) or one module inside a page (a detail tab). It loads on first use; if it cannot be
 * loaded, or crashes while mounting, 'Something went wrong' with Retry shows in its place and the
 * rest of the page keeps working.
 */
export function RemoteModule<Name extends ExposedModuleName>({ name, basename, extraProps, failureDetail }: RemoteModuleProps<Name>) {
  const [state, setState] = useState<ModuleState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadExposedModule(name).then(
      (module) => {
        // The screen's first reads go out now, beside its mount (the cache's chunk, the parcel's bootstrap).
        module.prefetch?.(`${window.location.pathname}${window.location.search}`).catch(() => undefined);
        if (current) setState({ status: 'ready', module });
      },
      (error: Error) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [name, attempt]);

  if (state.status === 'loading') return <Loader />;
  if (state.status === 'failed') {
    // Offline, the load could not succeed: say so, and load again as soon as the browser is back online.
    const offline = typeof navigator !== 'undefined' && !navigator.onLine;
    return (
      <ErrorFallback
        detail={offline ? OFFLINE_DETAIL : (failureDetail ?? state.error.message)}
        onRetry={() => setAttempt((count) => count + 1)}
        retryLabel="Retry"
        retryOnReconnect
      />
    );
  }
  const release = loadedReleaseList().find((loaded) => loaded.domain === domainOf(name));
  return (
    <DomainParcel
      key={`${name}-${attempt}`}
      domain={state.module}
      release={release && signalReleaseOf(release)}
      basename={basename}
      extraProps={extraProps}
      onError={(error) => {
        // A canary that throws while mounting gives way to stable in the same page; only stable's error shows.
        if (fallBackAfterMountFailure(name, error)) setAttempt((count) => count + 1);
        else setState({ status: 'failed', error });
      }}
      onScreenCrash={(error) =>
        // Told from the remote's error boundary while it renders: act after that render. Stable keeps its own error screen.
        queueMicrotask(() => fallBackAfterMountFailure(name, error) && setAttempt((count) => count + 1))
      }
    />
  );
}

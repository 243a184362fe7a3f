import { useCallback, useEffect, useState } from 'react';
import { DomainParcel, type DomainModule, type DomainName } from '@console/remote-contract';
import { ErrorFallback, Loader } from '@console/ui';
import { loadDomain } from './remote-loader';

type DomainState = { status: 'loading' } | { status: 'ready'; domain: DomainModule } | { status: 'failed'; error: Error };

/**
 * The content area for one domain: loads its remote on first entry, mounts it as a parcel, and if the
 * remote cannot be loaded or crashes while mounting shows 'Something went wrong' with a Retry while
 * the rest of the shell (sidebar, other domains) keeps working.
 */
export function DomainOutlet({ name, basename }: { name: DomainName; basename: string }) {
  const [state, setState] = useState<DomainState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadDomain(name).then(
      (domain) => current && setState({ status: 'ready', domain }),
      (error: Error) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [name, attempt]);

  const onMountError = useCallback((error: Error) => setState({ status: 'failed', error }), []);

  if (state.status === 'loading') return <Loader />;
  if (state.status === 'failed') {
    return (
      <ErrorFallback
        detail="This part of the console could not be loaded. Other sections still work."
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  }
  return <DomainParcel key={`${name}-${attempt}`} domain={state.domain} basename={basename} onError={onMountError} />;
}

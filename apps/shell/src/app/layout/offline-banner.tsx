import { useSyncExternalStore } from 'react';

function subscribeToConnection(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOffline = () => !navigator.onLine;

/**
 * Under the top bar while the browser says it has no connection (issue 22 §4), so nobody types into a
 * form believing it will be saved. The status region is always there, so screen readers announce the
 * sentence when it appears.
 */
export function OfflineBanner() {
  const offline = useSyncExternalStore(subscribeToConnection, isOffline, () => false);
  return (
    <div role="status" className={offline ? 'shell-offline shell-offline--shown' : 'shell-offline'}>
      {offline ? 'The console is offline. Changes will not be saved until the connection returns.' : null}
    </div>
  );
}

import { Component, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ErrorFallback } from '@console/ui';

interface CrashBoundaryProps {
  /** A new key (the next location) clears a crash, so moving elsewhere shows that screen. */
  resetKey: string;
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
}

interface CrashBoundaryState {
  key: string;
  failed: boolean;
}

/** React itself logs a caught error to the console; this only swaps in the fallback. */
class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  state: CrashBoundaryState = { key: this.props.resetKey, failed: false };

  static getDerivedStateFromProps(props: CrashBoundaryProps, state: CrashBoundaryState): Partial<CrashBoundaryState> | null {
    return props.resetKey === state.key ? null : { key: props.resetKey, failed: false };
  }

  static getDerivedStateFromError(): Partial<CrashBoundaryState> {
    return { failed: true };
  }

  reset = () => this.setState({ failed: false });

  render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}

/**
 * Spec §2: 'Something went wrong' when one of the shell's own screens crashes, with a way back: '/',
 * which the guards turn into the user's home route. Remotes have their own boundary (remote-contract),
 * and the router's 'Unexpected Application Error!' view (LastFallback) stays the last fallback above this one.
 */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <CrashBoundary
      resetKey={pathname}
      fallback={(reset) => (
        <ErrorFallback
          retryLabel="Back to home"
          // Reset once the navigation is done: resetting first would draw the crashing screen again.
          onRetry={() => void Promise.resolve(navigate('/')).then(reset)}
        />
      )}
    >
      {children}
    </CrashBoundary>
  );
}

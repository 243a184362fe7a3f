import { bucketOf, BUCKETS } from '../canary/assignment';
import { visitorKey } from '../canary/person-key';
import { VISITOR_KEY } from '../loader/load-reports';
import { noteReleaseSignal, signalChannel } from './signal-channel';

export interface ReleaseSignalsOptions {
  apiBaseUrl: string;
  /** The share of visitors (0..1) whose pages send signals; a visitor is in or out on every page. */
  sampleRate?: number;
}

/** How long after the first remote is mounted the collector and web-vitals are fetched (then when idle). */
export const AFTER_FIRST_SCREEN_MS = 1000;

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in globalThis ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 0);

/**
 * Starts the page's release signals (issue 25): uncaught errors and unhandled rejections are noted
 * from now on, so that a release failing at start-up is counted; the collector and web-vitals load
 * after the first screen is mounted (nothing of them on the sign-in screen's path: vitals are
 * buffered by the browser). A visitor outside the sample sends nothing.
 */
export function startReleaseSignals(
  { apiBaseUrl, sampleRate = 1 }: ReleaseSignalsOptions,
  collect: () => Promise<Pick<typeof import('./collect-release-signals'), 'collectReleaseSignals'>> = () =>
    import('./collect-release-signals'),
): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  const visitor = visitorKey();
  const channel = signalChannel();
  if (channel.started || bucketOf(visitor, 'release-signals') >= sampleRate * BUCKETS) return;
  channel.started = true;
  const noteError = (error: unknown, filename = '') =>
    noteReleaseSignal({ kind: 'error', stack: `${(error as { stack?: unknown } | null)?.stack ?? ''}\n${filename}` });
  addEventListener('error', (event) => noteError(event.error, event.filename));
  addEventListener('unhandledrejection', (event) => noteError(event.reason));
  const start = () =>
    setTimeout(
      () =>
        whenIdle(() => {
          collect()
            .then(({ collectReleaseSignals }) =>
              collectReleaseSignals({ apiBaseUrl, visitor: VISITOR_KEY.test(visitor) ? visitor : undefined }),
            )
            .catch(() => undefined);
        }),
      AFTER_FIRST_SCREEN_MS,
    );
  if (channel.queue.some((signal) => signal.kind === 'mounted')) start();
  else channel.firstMount = start;
}

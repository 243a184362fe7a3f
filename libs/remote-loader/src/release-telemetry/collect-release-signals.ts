import { beaconBatches } from './beacon-batches';
import { PageViews, releaseKey } from './page-views';
import { pageToken } from './page-token';
import { ROOT_RELEASE, ROOT_REMOTE, signalChannel, type ReleaseSignal } from './signal-channel';

/** What the collector uses of web-vitals' attribution build (loaded here, after the first screen). */
export type WebVitals = Pick<typeof import('web-vitals/attribution'), 'onLCP' | 'onINP' | 'onCLS'>;

export interface CollectReleaseSignalsOptions {
  apiBaseUrl: string;
  visitor?: string;
  loadVitals?: () => Promise<WebVitals>;
  /** navigator.sendBeacon by default. */
  send?: (url: string, body: string) => boolean;
  /** fetch by default: asks for the page token. */
  fetch?: typeof globalThis.fetch;
}

/**
 * web-vitals' generateTarget: the release key of the marked root closest to the element concerned
 * (a nested remote's root wins over its host's). Undefined leaves web-vitals' own selector, which names
 * no release.
 */
export function releaseTargetOf(node: Node | null): string | undefined {
  const element = node instanceof Element ? node : node?.parentElement;
  const root = element?.closest(`[${ROOT_RELEASE}]`);
  const remote = root?.getAttribute(ROOT_REMOTE);
  const version = root?.getAttribute(ROOT_RELEASE);
  return remote && version ? releaseKey(remote, version) : undefined;
}

/**
 * The page's release signals, from now on: what the channel holds since start-up, then each signal as
 * it comes; LCP, INP and CLS with their attribution; each view sent when the page is hidden (leaving it
 * hides it too).
 * Answers `flush` (ends the view now) for tests.
 */
export async function collectReleaseSignals({
  apiBaseUrl,
  visitor,
  loadVitals = () => import('web-vitals/attribution'),
  send,
  fetch,
}: CollectReleaseSignalsOptions): Promise<{ flush: () => void }> {
  const views = new PageViews();
  const channel = signalChannel();
  const api = apiBaseUrl.replace(/\/+$/, '');
  const token = pageToken({ url: `${api}/release-signals/page-token`, visitor, fetch });
  const take = (signal: ReleaseSignal) => {
    views.take(signal);
    if (signal.kind !== 'error') token.note([signal.release]);
  };
  const drain = () => {
    for (const signal of channel.queue.splice(0)) take(signal);
  };
  const batches = beaconBatches({ url: `${api}/release-signals`, page: (batch) => token.for(batch), send });
  const flush = () => {
    drain();
    const ended = views.endView();
    if (ended.length > 0) batches.send(ended);
  };
  // Listening before web-vitals has loaded: a page left meanwhile still sends its view. On the document,
  // so that web-vitals' own hidden handlers (capturing on window) report their last values first. Not on
  // pagehide: a page being left fires pagehide and then visibilitychange to hidden, and web-vitals reports
  // INP and CLS on the latter; a view sent at pagehide would go without them, and they in a second view.
  drain();
  document.addEventListener('visibilitychange', () => (document.visibilityState === 'hidden' ? flush() : views.beginView()));
  try {
    const { onLCP, onINP, onCLS } = await loadVitals();
    // Every change, not only the final value: the view is sent when the page hides, whatever the last one was.
    const options = { reportAllChanges: true, generateTarget: releaseTargetOf };
    onLCP((metric) => views.noteVital('lcp', metric.value, metric.attribution.target), options);
    // 16 ms is the browser's own floor for event timing: a click of a fast screen still counts.
    onINP((metric) => views.noteVital('inp', metric.value, metric.attribution.interactionTarget), { ...options, durationThreshold: 16 });
    onCLS((metric) => views.noteVital('cls', metric.value, metric.attribution.largestShiftTarget), options);
  } catch {
    // No vitals (the chunk did not load): errors and crashes are still worth sending.
  }
  // From here each signal is taken as it comes (the channel's listener says the collector is complete).
  drain();
  channel.listen = take;
  return { flush };
}

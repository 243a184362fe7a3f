// The shell's start of the signals: the sample, the errors noted from the start, and the collector
// (and web-vitals with it) fetched only after the first screen is mounted.
import { bucketOf, BUCKETS } from '../canary/assignment';
import type { WebVitals } from './collect-release-signals';
import { markRemoteRoot, signalChannel, type SignalRelease } from './signal-channel';
import { AFTER_FIRST_SCREEN_MS, startReleaseSignals } from './start-release-signals';

const VISITOR = 'visitor-abc';
const release: SignalRelease = {
  remote: 'menu',
  version: '2.0.0',
  canary: true,
  manifestUrl: 'http://localhost/releases/menu/2.0.0/mf-manifest.json',
};
const thrownIn = (message: string, file: string) =>
  Object.assign(new Error(message), { stack: `Error: ${message}\n    at onClick (http://localhost/releases/menu/2.0.0/${file}:1:2)` });

let beacons: string[];
let tokenRequests: Array<{ url: string; body: unknown }>;
const noVitals: WebVitals = { onLCP: () => undefined, onINP: () => undefined, onCLS: () => undefined };
/** The real collector, with web-vitals (the edge jsdom cannot drive) left out. */
const collect = jest.fn(async () => {
  const real = await import('./collect-release-signals');
  return {
    collectReleaseSignals: (options: Parameters<typeof real.collectReleaseSignals>[0]) =>
      real.collectReleaseSignals({ ...options, loadVitals: async () => noVitals }),
  };
});

beforeAll(() => {
  document.cookie = `console_visitor=${VISITOR}; path=/`;
  // The browser API the signals are sent with (jsdom has none).
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (_url: string, body: string) => beacons.push(body) > 0 });
  // The API's page-token operation (jsdom has no fetch): each request kept, answered with a token.
  Object.defineProperty(globalThis, 'fetch', {
    configurable: true,
    value: async (url: string, init: RequestInit) => {
      tokenRequests.push({ url, body: JSON.parse(init.body as string) });
      return new Response(JSON.stringify({ token: 'page-1', expiresAt: new Date(Date.now() + 1_800_000).toISOString() }));
    },
  });
  // jsdom fails the test on an error event nobody prevented; a browser would log it.
  window.addEventListener('error', (event) => event.preventDefault());
});
beforeEach(() => {
  beacons = [];
  tokenRequests = [];
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe("the shell's start of release signals", () => {
  const bucket = bucketOf(VISITOR, 'release-signals');

  it('does nothing for a visitor outside the sample', () => {
    startReleaseSignals({ apiBaseUrl: 'http://api.test', sampleRate: bucket / BUCKETS }, collect);
    window.dispatchEvent(new ErrorEvent('error', { error: thrownIn('ignored', 'a.js'), cancelable: true }));
    expect(signalChannel().started).toBeFalsy();
    expect(signalChannel().queue).toEqual([]);
  });

  it('for a visitor in the sample, notes errors at once and fetches the collector only after the first screen', async () => {
    startReleaseSignals({ apiBaseUrl: 'http://api.test', sampleRate: (bucket + 1) / BUCKETS }, collect);
    startReleaseSignals({ apiBaseUrl: 'http://api.test' }, collect); // started once per page
    jest.advanceTimersByTime(10 * AFTER_FIRST_SCREEN_MS);
    expect(collect).not.toHaveBeenCalled();

    // The first screen mounts and throws at once (before the collector is there), in a handler and a promise.
    const root = document.body.appendChild(document.createElement('div'));
    markRemoteRoot(root, release);
    const error = new ErrorEvent('error', {
      error: thrownIn('at start-up', 'a.js'),
      filename: 'http://localhost/main.js',
      cancelable: true,
    });
    window.dispatchEvent(error);
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: thrownIn('rejected', 'b.js') }));
    expect(signalChannel().queue.map((signal) => signal.kind)).toEqual(['mounted', 'error', 'error']);
    jest.advanceTimersByTime(AFTER_FIRST_SCREEN_MS - 1);
    expect(collect).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers(); // the idle callback
    expect(collect).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(signalChannel().listen).toBeDefined();
    expect(tokenRequests).toEqual([
      {
        url: 'http://api.test/release-signals/page-token',
        body: { visitor: VISITOR, releases: [{ remote: 'menu', version: '2.0.0', canary: true }] },
      },
    ]);

    // The page is left: pagehide, then hidden (the order of the HTML standard's unload); the view goes at hidden.
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toEqual([]);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacons.map((body) => JSON.parse(body))).toEqual([
      { page: 'page-1', views: [{ remote: 'menu', version: '2.0.0', canary: true, errors: 2 }] },
    ]);
  });
});

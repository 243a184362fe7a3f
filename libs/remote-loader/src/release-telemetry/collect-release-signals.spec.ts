// The collector on a real DOM: roots marked as DomainParcel marks them, errors noted as the shell's
// listeners note them, and the page hidden. web-vitals is the edge replaced: jsdom has no event timing
// or paint entries, so its callbacks are called here with what the attribution build gives, its
// generateTarget applied to real elements as the library applies it.
import type { WebVitals } from './collect-release-signals';
import { collectReleaseSignals, releaseTargetOf } from './collect-release-signals';
import { markRemoteRoot, noteReleaseSignal, signalChannel, type SignalRelease } from './signal-channel';

const API = 'http://api.test/';
const stable: SignalRelease = {
  remote: 'menu',
  version: '1.0.0',
  canary: false,
  manifestUrl: 'http://localhost/releases/menu/1.0.0/mf-manifest.json',
};
const canary: SignalRelease = {
  ...stable,
  version: '2.0.0',
  canary: true,
  manifestUrl: 'http://localhost/releases/menu/2.0.0/mf-manifest.json',
};
const admin: SignalRelease = { remote: 'admin', version: '5', canary: false, manifestUrl: 'http://localhost:7302/mf-manifest.json' };

type Callback = (metric: { value: number; attribution: Record<string, unknown> }) => void;
interface Registered {
  callback: Callback;
  options: { generateTarget: (node: Node | null) => string | undefined; reportAllChanges?: boolean; durationThreshold?: number };
}

/** The three web-vitals functions, keeping what each was given. */
function fakeVitals() {
  const registered: Record<string, Registered> = {};
  const on = (name: string) =>
    ((callback: Callback, options: Registered['options']) => (registered[name] = { callback, options })) as never;
  const vitals: WebVitals = { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS') };
  return { vitals, registered };
}

let beacons: Array<{ url: string; body: { page?: string; views: Array<Record<string, unknown>> } }>;
const send = (url: string, body: string) => beacons.push({ url, body: JSON.parse(body) }) > 0;

/** The API's page-token operation as the page calls it: each request kept, each answered with a fresh token. */
let tokenRequests: Array<{ url: string; body: { visitor?: string; releases: Array<Record<string, unknown>> } }>;
const fetch = (async (url: string, init: RequestInit) => {
  tokenRequests.push({ url, body: JSON.parse(init.body as string) });
  const token = `token-${tokenRequests.length}`;
  return new Response(JSON.stringify({ token, expiresAt: new Date(Date.now() + 30 * 60_000).toISOString() }), { status: 200 });
}) as unknown as typeof globalThis.fetch;
/** Lets the token requests answer. */
const tokensArrive = () => new Promise((resolve) => setTimeout(resolve, 0));

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

function mountRoot(release: SignalRelease, parent: Element = document.body) {
  const root = document.createElement('div');
  const button = document.createElement('button');
  root.append(button);
  parent.append(root);
  markRemoteRoot(root, release);
  return { root, button };
}

beforeEach(() => {
  beacons = [];
  tokenRequests = [];
  visibility = 'visible';
  delete (globalThis as Record<string, unknown>).__consoleReleaseSignals;
});
afterEach(() => document.body.replaceChildren());

describe('the page collector of release signals', () => {
  it('takes what the page noted before it started, then each signal, and sends the view when the page is hidden', async () => {
    noteReleaseSignal({ kind: 'failed', release: canary });
    noteReleaseSignal({ kind: 'loaded', release: stable });
    mountRoot(stable);
    await collectReleaseSignals({ apiBaseUrl: API, visitor: 'visitor-1', loadVitals: async () => fakeVitals().vitals, send, fetch });
    await tokensArrive();
    expect(signalChannel().queue).toEqual([]);
    // One token for the releases the page loaded, asked for with the visitor key, before the page hides.
    expect(tokenRequests.at(-1)).toEqual({
      url: 'http://api.test/release-signals/page-token',
      body: {
        visitor: 'visitor-1',
        releases: [
          { remote: 'menu', version: '2.0.0', canary: true },
          { remote: 'menu', version: '1.0.0', canary: false },
        ],
      },
    });
    noteReleaseSignal({ kind: 'error', stack: 'TypeError: x\n    at f (http://localhost/releases/menu/1.0.0/features.js:3:4)' });
    expect(beacons).toEqual([]);

    setVisibility('hidden');
    expect(beacons).toEqual([
      {
        url: 'http://api.test/release-signals',
        body: {
          page: `token-${tokenRequests.length}`,
          views: [
            { remote: 'menu', version: '2.0.0', canary: true, errors: 0, failedLoad: true },
            { remote: 'menu', version: '1.0.0', canary: false, errors: 1 },
          ],
        },
      },
    ]);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(1); // left after being hidden: the same view is not sent twice

    setVisibility('visible');
    setVisibility('hidden');
    expect(beacons[1].body.views).toEqual([{ remote: 'menu', version: '1.0.0', canary: false, errors: 0 }]);
  });

  it("attributes each vital to the remote whose marked root holds its element, a nested remote's root first", async () => {
    const { vitals, registered } = fakeVitals();
    mountRoot(stable); // not the one concerned
    const { root: adminRoot, button: adminButton } = mountRoot(admin);
    const { button: tabButton } = mountRoot(canary, adminRoot); // a detail tab inside admin's screen
    await collectReleaseSignals({ apiBaseUrl: API, loadVitals: async () => vitals, send, fetch });
    await tokensArrive();
    for (const name of ['LCP', 'INP', 'CLS']) expect(registered[name].options).toMatchObject({ reportAllChanges: true });
    expect(registered.INP.options.durationThreshold).toBe(16);

    const target = (node: Node | null) => registered.INP.options.generateTarget(node);
    registered.INP.callback({ value: 184, attribution: { interactionTarget: target(tabButton) } });
    registered.LCP.callback({ value: 950, attribution: { target: target(adminButton.appendChild(document.createTextNode('text'))) } });
    registered.CLS.callback({ value: 0.02, attribution: { largestShiftTarget: target(document.body) } }); // outside every remote
    setVisibility('hidden');
    expect(beacons[0].body.views).toEqual([
      { remote: 'menu', version: '1.0.0', canary: false, errors: 0 },
      { remote: 'admin', version: '5', canary: false, errors: 0, lcp: 950 },
      { remote: 'menu', version: '2.0.0', canary: true, errors: 0, inp: 184 },
    ]);
  });

  it('still sends errors and crashes when web-vitals cannot be loaded', async () => {
    mountRoot(canary);
    await collectReleaseSignals({ apiBaseUrl: API, loadVitals: () => Promise.reject(new Error('chunk failed')), send, fetch });
    await tokensArrive();
    noteReleaseSignal({ kind: 'crashed', release: canary });
    setVisibility('hidden');
    expect(beacons[0].body).toEqual({
      page: 'token-1',
      views: [{ remote: 'menu', version: '2.0.0', canary: true, errors: 0, crashed: true }],
    });
  });

  it('sends the view of a page left while web-vitals is still loading', async () => {
    mountRoot(stable);
    void collectReleaseSignals({ apiBaseUrl: API, loadVitals: () => new Promise(() => undefined), send, fetch });
    await tokensArrive();
    expect(signalChannel().listen).toBeUndefined(); // not complete yet
    noteReleaseSignal({ kind: 'error', stack: 'Error: x\n    at f (http://localhost/releases/menu/1.0.0/a.js:1:1)' });
    setVisibility('hidden');
    expect(beacons[0].body).toEqual({ page: 'token-1', views: [{ remote: 'menu', version: '1.0.0', canary: false, errors: 1 }] });
  });

  it('keeps the views of a page whose token has not come, and sends them under a token for a release loaded later', async () => {
    let answer: (() => void) | undefined;
    const slow = ((url: string, init: RequestInit) =>
      new Promise<Response>((resolve) => {
        answer = () => resolve(fetch(url, init) as unknown as Response);
      })) as unknown as typeof globalThis.fetch;
    mountRoot(stable);
    await collectReleaseSignals({ apiBaseUrl: API, loadVitals: async () => fakeVitals().vitals, send, fetch: slow });
    setVisibility('hidden');
    expect(beacons).toEqual([]); // no token yet: nothing is sent without one
    answer?.();
    await tokensArrive();
    setVisibility('visible');
    mountRoot(canary);
    await tokensArrive();
    answer?.();
    await tokensArrive();
    setVisibility('hidden');
    expect(tokenRequests.at(-1)?.body.releases).toEqual([
      { remote: 'menu', version: '1.0.0', canary: false },
      { remote: 'menu', version: '2.0.0', canary: true },
    ]);
    expect(beacons).toHaveLength(1);
    expect(beacons[0].body.page).toBe('token-2');
    expect(beacons[0].body.views.map((view) => view.version)).toEqual(['1.0.0', '1.0.0', '2.0.0']);
  });

  it('names no release for an element outside every marked root', () => {
    const outside = document.createElement('p');
    document.body.append(outside);
    expect(releaseTargetOf(outside)).toBeUndefined();
    expect(releaseTargetOf(null)).toBeUndefined();
  });
});

import { launchChromium } from '@console/testing';
import { consoleScreens } from './console-screens.mjs';
import { DESKTOP, median, sampleScreen, SAMPLES, signInForPage } from './sampling.mjs';
import { recordWireBytes } from './wire-bytes.mjs';

/**
 * Each dashboard screen of the console map loaded cold (signed in, empty cache, cache disabled): everything
 * that crossed the wire (compressed bodies and response headers, as the login figure counts them) for the
 * screen to show its heading and first data: an <h1> under <main> and nothing under <main> loading (no
 * loader, no busy table), as the first remote entry waits for. The screen counts as shown once that has
 * held for SETTLE_MS (a second read started on the first one's answer shows its loader meanwhile); the
 * bytes are those of the requests sent by the moment it began to hold, each once answered (requestsSentBy).
 */
const SETTLE_MS = 500;
const SHOWN_WITHIN_MS = 30_000;
const UNFINISHED_WAIT_MS = 10_000;
/** Headings a screen shows before its data: the restaurant's detail is headed by its name once loaded. */
const PLACEHOLDER_HEADINGS = { restaurantDetail: 'Restaurant Details' };

// Before any page script: the moment the screen began to show its heading and data (null while it does not),
// by the page's own clock, kept up by a mutation observer so no round trip to the bench delays it.
const initScript = (placeholder) => {
  const shown = () => {
    const main = document.querySelector('main');
    const heading = main?.querySelector('h1')?.textContent.trim();
    return Boolean(heading) && heading !== placeholder && !main.querySelector('.ui-loader, [aria-busy="true"]');
  };
  globalThis.__screenShownSince = null;
  const check = () => {
    if (!shown()) globalThis.__screenShownSince = null;
    else globalThis.__screenShownSince ??= performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
};

/**
 * What the page had asked for by `shownAt` (wall-clock ms), once answered: the screen's reads still on their
 * way when it first showed (a label filled in once its call lands) are its own, whatever the race; what
 * the page asks for later is not. A request sent by then and still open after UNFINISHED_WAIT_MS (a stream)
 * is left out and named.
 */
async function requestsSentBy(page, wire, shownAt) {
  const open = () => wire.unfinished().filter((request) => request.sentAt <= shownAt);
  for (const started = Date.now(); open().length && Date.now() - started < UNFINISHED_WAIT_MS;) await page.waitForTimeout(50);
  return {
    requests: wire.finished().filter((request) => request.sentAt <= shownAt),
    unfinished: open().map((request) => request.url),
  };
}

async function measureScreen(browser, shellUrl, session, key, pathname) {
  const samples = await sampleScreen(
    { shellUrl, session, viewport: DESKTOP, initScript, initArg: PLACEHOLDER_HEADINGS[key] ?? null, browser },
    async (page) => {
      const wire = await recordWireBytes(page);
      await page.goto(`${shellUrl}${pathname}`);
      const settled = await page
        .waitForFunction(
          (settle) => globalThis.__screenShownSince !== null && performance.now() - globalThis.__screenShownSince >= settle,
          SETTLE_MS,
          {
            timeout: SHOWN_WITHIN_MS,
            polling: 50,
          },
        )
        .then(
          () => true,
          () => false,
        );
      if (!settled) throw new Error(`${key} (${pathname}) did not show its heading and data within ${SHOWN_WITHIN_MS / 1000} s`);
      const { shownMs, shownAt, heading, landedOn } = await page.evaluate(() => ({
        shownMs: globalThis.__screenShownSince,
        shownAt: performance.timeOrigin + globalThis.__screenShownSince,
        heading: document.querySelector('main h1').textContent.trim(),
        landedOn: location.pathname,
      }));
      const { requests, unfinished } = await requestsSentBy(page, wire, shownAt);
      const scripts = requests.filter((request) => request.type === 'Script');
      const sum = (list) => list.reduce((total, request) => total + request.wireBytes, 0);
      return {
        shownMs,
        bytes: sum(requests),
        jsBytes: sum(scripts),
        requests: requests.length,
        jsRequests: scripts.length,
        heading,
        landedOn,
        unfinished,
        requestList: requests.map(({ url, type, wireBytes, encoding }) => ({ url, type, wireBytes, encoding })),
      };
    },
  );
  // The sample of the median total, whole, so its figures go together; the time is the samples' median. The
  // totals differ by what the page sends near that moment on its own (the shell's toaster, 1.7 KiB, is
  // sent once the shell sees a screen mounted and the page idle, at times before the data shows).
  const byBytes = [...samples].sort((a, b) => a.bytes - b.bytes);
  const chosen = byBytes[Math.floor(byBytes.length / 2)];
  return {
    ...chosen,
    shownMs: median(samples.map((sample) => sample.shownMs)),
    minBytes: byBytes[0].bytes,
    maxBytes: byBytes.at(-1).bytes,
  };
}

/**
 * Every dashboard screen's cold load: { screenBytes: { [screen]: bytes }, screenFigures: { [screen]: { path,
 * account, bytes, jsBytes, requests, jsRequests, shownMs, heading, landedOn, unfinished, requestList, minBytes, maxBytes } } }.
 * @param shellUrl the shell's origin; apiUrl the API's, for the sign-ins
 * @param only     screen keys to measure (BENCH_SCREEN_BYTES_SCREENS=deals,menu), every dashboard screen by default
 */
export async function measureScreenBytes(shellUrl, apiUrl, only = process.env.BENCH_SCREEN_BYTES_SCREENS?.split(',')) {
  const browser = await launchChromium();
  const sessions = new Map();
  const screenBytes = {};
  const screenFigures = {};
  try {
    for (const [key, pathname, account] of consoleScreens()) {
      if (!account) continue; // the login screen: its own figures and budgets (login-screen.mjs)
      if (only && !only.includes(key)) continue;
      if (!sessions.has(account)) sessions.set(account, await signInForPage(apiUrl, account));
      const figures = await measureScreen(browser, shellUrl, sessions.get(account), key, pathname);
      screenBytes[key] = figures.bytes;
      screenFigures[key] = { path: pathname, account, ...figures };
    }
  } finally {
    await browser.close();
  }
  return { screenBytes, screenFigures, screenSamples: SAMPLES };
}

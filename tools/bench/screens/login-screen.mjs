import path from 'node:path';
import { persistedText, PERSISTENCE_KEY } from '@console/session';
import { median, sampleScreen, SAMPLES } from './sampling.mjs';
import { recordWireBytes, wireBytesByPackage } from './wire-bytes.mjs';

/**
 * Cold visits to /login (empty cache, user type already chosen as the welcome screen keeps it):
 * everything fetched by the time the login form's email field can be typed in, as it crossed the wire
 * (compressed bodies and response headers), each request and the scripts by package.
 * @param shellUrl  the shell's origin
 * @param distDirOf origin → the built app's folder it serves (its files' source maps give the packages)
 */
export async function measureLoginScreen(shellUrl, distDirOf) {
  // Before any page script: the login type the welcome screen keeps, and the moment the email field
  // can be typed in (a mutation observer: the page's own clock, with no round trip to the test).
  const initScript = ([key, text]) => {
    if (!localStorage.getItem(key)) localStorage.setItem(key, text);
    const usable = () => document.querySelector('input[name="emailAddress"]:not([disabled])');
    new MutationObserver((_records, observer) => {
      if (!usable()) return;
      globalThis.__loginUsableAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  };
  const initArg = [PERSISTENCE_KEY, persistedText({ loginType: 'Administrator' })];
  const samples = await sampleScreen({ initScript, initArg }, async (page) => {
    const wire = await recordWireBytes(page);
    await page.goto(`${shellUrl}/login`);
    await page.getByLabel('Email Address').fill('ready@example.com');
    // From the navigation's start, by the page's clock.
    const usableMs = await page.evaluate(() => globalThis.__loginUsableAt);
    if (typeof usableMs !== 'number') throw new Error('The login screen never marked its email field usable: the figures would be empty');
    // The requests answered before the field could be typed in, by the page's resource timings.
    const before = new Set(
      await page.evaluate(() => [
        location.href,
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => entry.responseEnd <= globalThis.__loginUsableAt)
          .map((entry) => entry.name),
      ]),
    );
    return { usableMs, requests: wire.finished().filter((request) => before.has(request.url)) };
  });
  const { requests } = samples[samples.length - 1];
  const scripts = requests.filter((request) => request.type === 'Script');
  if (!scripts.length) throw new Error('No script counted before the login form was usable: the measurement is broken');
  const fileOf = (url) => {
    const { origin, pathname } = new URL(url);
    const dir = distDirOf(origin);
    return dir ? path.join(dir, pathname) : undefined;
  };
  const sum = (list, key) => list.reduce((total, request) => total + request[key], 0);
  return {
    samples: SAMPLES,
    loginUsableMs: median(samples.map((sample) => sample.usableMs)),
    loginJsBytes: sum(scripts, 'wireBytes'),
    loginJsHeaderBytes: sum(scripts, 'headerBytes'),
    loginJsRequests: scripts.length,
    loginBytes: sum(requests, 'wireBytes'),
    loginRequests: requests.length,
    loginJsEncodings: [...new Set(scripts.map((script) => script.encoding))].join('+'),
    loginRequestList: requests.map(({ url, type, wireBytes, encoding }) => ({ url, type, wireBytes, encoding })),
    loginJsByPackage: await wireBytesByPackage(scripts, fileOf),
  };
}

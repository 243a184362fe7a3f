// Lighthouse's performance, accessibility and best-practices scores of every screen of the console map:
// each dashboard screen on desktop, signed in as a role that may open it; the login and the owner's
// screens on mobile too. Lighthouse drives Debian's Chromium through its DevTools port.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, chromiumPath, storeSession } from '@console/testing';
import { freePort } from '../../testing/free-port.mjs';
import { consoleScreens } from './console-screens.mjs';
import { signInForPage } from './sampling.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** The screens to score: [name, url path, account, mobile too]; BENCH_LIGHTHOUSE_SCREENS=login,menu scores only those. */
function screensOfMap(only = process.env.BENCH_LIGHTHOUSE_SCREENS?.split(',')) {
  return consoleScreens().filter(([name]) => !only || only.includes(name));
}

async function score(url, port, config) {
  const { lhr } = await lighthouse(
    url,
    // The session is in the page's storage, which Lighthouse would clear: the cache is emptied instead.
    { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: true },
    config,
  );
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]));
  // What costs points: each weighted audit below its best, and the metrics behind the performance score.
  const missed = CATEGORIES.flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => {
        const audit = lhr.audits[ref.id];
        // Where, for an audit about elements or messages (the performance metrics say their value).
        const where = (audit.details?.items ?? [])
          .slice(0, 2)
          .map((item) => item.node?.snippet ?? item.description ?? item.source?.url)
          .filter(Boolean);
        return `${ref.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}${where.length ? `: ${where.join('; ')}` : ''}`;
      }),
  );
  return { ...scores, missed };
}

/**
 * Every screen's scores: { desktop: { [screen]: { performance, accessibility, 'best-practices' } }, mobile: … }.
 * @param shellUrl the shell's origin; apiUrl the API's, for the sign-ins
 */
export async function measureLighthouse(shellUrl, apiUrl) {
  const { chromium } = await import('playwright-core');
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'console-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  const figures = { desktop: {}, mobile: {} };
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const sessions = new Map();
    for (const [name, pathname, account, mobileToo] of screensOfMap()) {
      if (account && !sessions.has(account)) sessions.set(account, await signInForPage(apiUrl, account));
      const session = account ? sessions.get(account) : undefined;
      if (session) await storeSession(page, `${shellUrl}/deployment.json`, session, session.loginType);
      else await page.goto(`${shellUrl}/deployment.json`).then(() => page.evaluate(() => localStorage.clear()));
      if (!session) {
        // The login screen as the welcome screen leaves it: the user type chosen.
        const { persistedText, PERSISTENCE_KEY } = await import('@console/session');
        await page.evaluate(
          ([key, text]) => localStorage.setItem(key, text),
          [PERSISTENCE_KEY, persistedText({ loginType: 'Administrator' })],
        );
      }
      for (const [form, config] of [['desktop', desktopConfig], ...(mobileToo ? [['mobile', undefined]] : [])]) {
        await cdp.send('Network.clearBrowserCache');
        figures[form][name] = await score(`${shellUrl}${pathname}`, port, config);
      }
    }
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  return { lighthouse: figures };
}

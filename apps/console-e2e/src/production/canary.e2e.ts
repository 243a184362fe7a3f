import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { dropCanary, setCanary, setStable } from '../../../../tools/release/src/commands.mjs';
import { releaseConfig } from '../../../../tools/release/src/config.mjs';
import { apiReleaseStore } from '../../../../tools/release/src/release-store.mjs';
import { removeEntry, replaceInChunks } from '../../../../tools/testing/canary-releases.mjs';
import { DEMO_PASSWORD } from '@console/testing';
import { launchChromium, signInThroughUi } from '../support/browser';
import { IMMUTABLE } from '../support/console-headers';
import { consoleUrl, watchedContext } from './support/watched-browser';

// A canary of the menu remote through nginx: two real releases (built by the global setup), the deployment
// document changed only by the release commands (through the API, as the super admin), /deployment.json
// answered by the API hosts nginx proxies to, /releases/ served by nginx. The canary loads; when its entry
// is gone the same page falls back to stable.

const workspaceRoot = path.resolve(__dirname, '../../../..');
const { stable: STABLE, canary: CANARY } = JSON.parse(process.env.PRODUCTION_RELEASES as string) as { stable: string; canary: string };
const STABLE_TITLE = 'Manage Your Menu';
const CANARY_TITLE = 'Manage Your Menu (canary)';
// The global setup put RELEASES_DIR of its release folder in the environment; the state is the API's.
const config = releaseConfig({
  root: workspaceRoot,
  env: process.env,
  store: apiReleaseStore({ apiUrl: process.env.PRODUCTION_API_URL as string, email: 'super@example.com', password: DEMO_PASSWORD }),
});
const releaseDir = (version: string) => path.join(config.releasesDir, 'menu', version);

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  replaceInChunks(releaseDir(CANARY), STABLE_TITLE, CANARY_TITLE);
  await setStable(config, 'menu', STABLE);
  await setCanary(config, 'menu', CANARY, 100);
});
afterAll(async () => {
  await browser?.close();
  await dropCanary(config, 'menu');
});

/** Signs the owner in, opens the menu and answers which release's screen shows, and the menu files fetched. */
async function ownerMenu(): Promise<{ shown: string; fetched: string[]; page: Page; close: () => Promise<void> }> {
  const { context, reports } = await watchedContext(browser);
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/releases/menu/'))
      fetched.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await signInThroughUi(page, 'owner@example.com', 'Restaurant', DEMO_PASSWORD, consoleUrl());
  await page.waitForURL(`${consoleUrl()}/dashboard/restaurant-locations`);
  await page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Menu', exact: true }).click();
  const title = page.getByRole('heading', { level: 1, name: /^Manage Your Menu/ });
  await title.waitFor();
  const shown = (await title.innerText()).trim();
  expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
  expect(reports.violations).toEqual([]);
  return { shown, fetched, page, close: () => context.close() };
}

it('loads the canary from /releases/ through nginx, immutable, once the release commands make it the canary', async () => {
  const { shown, fetched, close } = await ownerMenu();
  await close();
  expect(shown).toBe(CANARY_TITLE);
  expect(fetched).toEqual(
    expect.arrayContaining([`200 /releases/menu/${CANARY}/mf-manifest.json`, `200 /releases/menu/${CANARY}/remoteEntry.js`]),
  );
  const entry = await fetch(`${consoleUrl()}/releases/menu/${CANARY}/remoteEntry.js`);
  expect(entry.headers.get('cache-control')).toBe(IMMUTABLE);
  const deployment = await (await fetch(`${consoleUrl()}/deployment.json`)).json();
  expect(deployment.remotes.menu).toMatchObject({ version: STABLE, canary: { version: CANARY, share: 100 } });
});

it('falls back to the stable release in the same page when the canary cannot load', async () => {
  const putBack = removeEntry(releaseDir(CANARY));
  try {
    const { shown, fetched, close } = await ownerMenu();
    await close();
    expect(shown).toBe(STABLE_TITLE);
    expect(fetched).toEqual(
      expect.arrayContaining([`404 /releases/menu/${CANARY}/remoteEntry.js`, `200 /releases/menu/${STABLE}/remoteEntry.js`]),
    );
  } finally {
    putBack();
  }
});

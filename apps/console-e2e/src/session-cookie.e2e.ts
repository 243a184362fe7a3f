import type { Browser, Page } from 'playwright-core';
import { startReferenceApi } from '../../../tools/testing/reference-api.mjs';
import { freePort } from '../../../tools/testing/free-port.mjs';
import { seededDataDir } from '../../api/jest/reference-api-database.cjs';
import { launchChromium, SESSION_COOKIE, signInThroughUi } from './support/browser';
import { serveShellDeployment } from './support/shell-deployment';

/*
 * Issue 36: the session as browsers protect it. A stack of its own: an API whose sessions end after a
 * few seconds unused (API_SESSION_IDLE_TIMEOUT), and the same shell build deployed against it.
 */
const IDLE_SECONDS = 3;

let browser: Browser;
let api: Awaited<ReturnType<typeof startReferenceApi>>;
let database: Awaited<ReturnType<typeof seededDataDir>>;
let shell: Awaited<ReturnType<typeof serveShellDeployment>>;

beforeAll(async () => {
  database = await seededDataDir();
  const port = await freePort();
  // On localhost, as the shell is: the session cookie is SameSite=Strict, so the API must be of the console's site.
  api = await startReferenceApi({
    port,
    url: `http://localhost:${port}`,
    env: { ...process.env, NODE_ENV: 'test', API_SESSION_IDLE_TIMEOUT: `${IDLE_SECONDS}s` },
    dataDir: database.dataDir,
    stdio: 'ignore',
  });
  [browser, shell] = await Promise.all([launchChromium(), serveShellDeployment({ API_URL: api.url })]);
});

afterAll(async () => {
  await shell?.close();
  await browser?.close();
  await api?.stop();
  database?.remove();
});

async function signedInPage(): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughUi(page, 'super@example.com', 'Admin', undefined, shell.origin);
  await page.waitForURL(`${shell.origin}/dashboard/admin`);
  await page.locator('nav[aria-label="Main"] a').first().waitFor();
  return page;
}

const sessionCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE);

/** Everything a script of the page can read: its cookies and both storages. */
const readableByScript = (page: Page) =>
  page.evaluate(() => {
    const dump = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i) ?? '')}`);
    return [document.cookie, ...dump(localStorage), ...dump(sessionStorage)].join('\n');
  });

describe('the session in the browser (issue 36)', () => {
  it('is a cookie no script can read: nothing the page holds is the session', async () => {
    const page = await signedInPage();
    try {
      const cookie = await sessionCookie(page);
      expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
      const readable = await readableByScript(page);
      expect(readable).not.toContain(SESSION_COOKIE);
      expect(readable).not.toContain(cookie?.value);
      // What the page holds alone signs nobody in, from anywhere.
      const held = /"token":"([^"]+)"/.exec(readable)?.[1];
      expect(held).toMatch(/^csrf\./);
      expect((await fetch(`${api.url}/auth/me`, { headers: { Authorization: `Bearer ${held}` } })).status).toBe(401);
    } finally {
      await page.context().close();
    }
  });

  it('signs the person out once the session went unused past the idle timeout', async () => {
    const page = await signedInPage();
    try {
      await new Promise((resolve) => setTimeout(resolve, (IDLE_SECONDS + 2) * 1000));
      await page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Restaurants', exact: true }).click();
      await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await sessionCookie(page)).toBeUndefined();
    } finally {
      await page.context().close();
    }
  });

  it('leaves no session in the browser after logout', async () => {
    const page = await signedInPage();
    try {
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('dialog', { name: 'Logout Confirmation' }).getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
      expect(await sessionCookie(page)).toBeUndefined();
      expect(await readableByScript(page)).not.toContain('csrf.');
    } finally {
      await page.context().close();
    }
  });
});

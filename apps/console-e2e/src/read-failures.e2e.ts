import type { Browser } from 'playwright-core';
import { DEMO_ACCOUNTS, startApiRelay, type ApiRelay } from '@console/testing';
import { apiUrl, launchChromium, signInThroughUi } from './support/browser';
import { serveShellDeployment } from './support/shell-deployment';

/*
 * Failures that say so (issue 22 §4): a deployment of the same build whose API is reached through a relay
 * to the real reference API, so the API can go away in the middle of a session and come back.
 */

let browser: Browser;
let shell: Awaited<ReturnType<typeof serveShellDeployment>> | undefined;
let relay: ApiRelay;
let shellOrigin: string;

beforeAll(async () => {
  browser = await launchChromium();
  relay = await startApiRelay(apiUrl());
  // On localhost, as the shell is: the session cookie is SameSite=Strict, so the API must be of the console's site.
  shell = await serveShellDeployment({ API_URL: relay.url.replace('//127.0.0.1:', '//localhost:') });
  shellOrigin = shell.origin;
});

afterAll(async () => {
  await browser?.close();
  await shell?.close();
  await relay?.close();
});

it('says in place of the list that the API cannot be reached, and Retry shows the list once the API is back', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughUi(page, DEMO_ACCOUNTS.superAdmin.emailAddress, 'Admin', undefined, shellOrigin);
  await page.waitForURL(`${shellOrigin}/dashboard/admin`);
  await page.goto(`${shellOrigin}/dashboard/restaurant-category`);
  const table = page.getByRole('table', { name: 'Restaurant Categories' });
  await table.getByRole('cell', { name: 'Italian', exact: true }).waitFor();

  await relay.stop();
  await page.getByRole('searchbox', { name: 'Search restaurant categories' }).fill('Mex');
  const failure = page.getByRole('alert').filter({ hasText: 'Restaurant categories could not be loaded' });
  await failure.waitFor();
  await failure.getByText('The server cannot be reached. Check your connection, then retry.').waitFor();
  // The earlier rows are not left on screen as if they answered the new search.
  expect(await table.getByRole('cell', { name: 'Italian', exact: true }).count()).toBe(0);

  await relay.start();
  await failure.getByRole('button', { name: 'Retry' }).click();
  await table.getByRole('cell', { name: 'Mexican', exact: true }).waitFor();
  expect(await page.getByRole('alert').filter({ hasText: 'could not be loaded' }).count()).toBe(0);
  await context.close();
});

it('shows the offline banner while the browser is offline, and the read that failed then says so', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughUi(page, DEMO_ACCOUNTS.superAdmin.emailAddress, 'Admin', undefined, shellOrigin);
  await page.waitForURL(`${shellOrigin}/dashboard/admin`);
  await page.getByRole('table', { name: 'Admins' }).getByRole('cell', { name: DEMO_ACCOUNTS.admin.emailAddress }).waitFor();

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: 'The console is offline.' });
  await banner.waitFor();
  await page.getByRole('searchbox', { name: 'Search admins' }).fill('nobody-offline');
  const failure = page.getByRole('alert').filter({ hasText: 'Admins could not be loaded' });
  await failure.getByText('You are offline. Reconnect, then retry.').waitFor();

  await context.setOffline(false);
  await banner.waitFor({ state: 'detached' });
  await failure.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('table', { name: 'Admins' }).getByText('No Data Found').waitFor();
  await context.close();
});

it('opening a section not loaded yet while offline says so, and the section appears by itself once back online', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughUi(page, DEMO_ACCOUNTS.superAdmin.emailAddress, 'Admin', undefined, shellOrigin);
  await page.waitForURL(`${shellOrigin}/dashboard/admin`);
  await page.getByRole('table', { name: 'Admins' }).getByRole('cell', { name: DEMO_ACCOUNTS.admin.emailAddress }).waitFor();

  await context.setOffline(true);
  await page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Notifications', exact: true }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await failure.getByText('The console is offline. This part loads by itself when the connection returns.').waitFor();

  // No Retry pressed: the browser's coming back online is enough.
  await context.setOffline(false);
  await page.getByRole('heading', { level: 1, name: "Notifications You've Sent" }).waitFor();
  expect(await page.getByRole('alert').filter({ hasText: 'Something went wrong' }).count()).toBe(0);
  await context.close();
});

import path from 'node:path';
import type { Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { serveStatic } from '../../../tools/serve/static-server.mjs';
import { freePort } from '../../../tools/testing/free-port.mjs';
import { DEMO_PASSWORD } from '@console/testing';
import { launchChromium, signInPageAs, signInThroughUi } from './support/browser';
import { serveShellDeployment } from './support/shell-deployment';

const workspaceRoot = path.resolve(__dirname, '../../..');

let browser: Browser;
let shell: Awaited<ReturnType<typeof serveShellDeployment>> | undefined;
let menu: Server | undefined;
let shellOrigin: string;
let menuPort: number;

beforeAll(async () => {
  browser = await launchChromium();
  menuPort = await freePort();
  // A second deployment of the same shell build whose manifest points the menu remote at a port
  // where nothing listens yet: no shell rebuild, only a different /deployment.json.
  shell = await serveShellDeployment({ MENU_REMOTE_PORT: String(menuPort) });
  shellOrigin = shell.origin;
});

afterAll(async () => {
  await browser?.close();
  await shell?.close();
  await new Promise((resolve) => (menu ? menu.close(resolve) : resolve(undefined)));
});

// Runs first: the menu remote is down for this deployment until a test starts it.
it('shows the fallback inside a restaurant detail tab whose remote is down, the admin page working around it, and loads it on Retry', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughUi(page, 'admin@example.com', 'Admin', DEMO_PASSWORD, shellOrigin);
  await page.waitForURL(`${shellOrigin}/dashboard/restaurant`);
  await page.goto(`${shellOrigin}/dashboard/restaurant-location-owner/view-detail/1?tab=menu-tab`);
  const menuTab = page.getByRole('tabpanel', { name: 'Restaurant Menu' });
  await menuTab.getByRole('heading', { name: 'Something went wrong' }).waitFor();
  // The admin page and the other tabs keep working.
  await page.getByRole('tab', { name: 'Restaurant Locations' }).click();
  await page.getByRole('tabpanel', { name: 'Restaurant Locations' }).getByRole('table', { name: 'Restaurant Locations' }).waitFor();
  await page.getByRole('tab', { name: 'Restaurant Menu' }).click();
  await menuTab.getByRole('button', { name: 'Retry' }).waitFor();

  // The menu remote comes back: Retry inside the tab fetches it again (admin-remote re-registers it).
  menu = await serveStatic({ dir: path.join(workspaceRoot, 'dist/apps/menu-remote'), port: menuPort, spa: true });
  await menuTab.getByRole('button', { name: 'Retry' }).click();
  await menuTab.getByRole('heading', { level: 2, name: 'Restaurant Menu' }).waitFor();
  await page.getByRole('link', { name: 'Back to Restaurants' }).click();
  await page.waitForURL(`${shellOrigin}/dashboard/restaurant`);
  await context.close();
  // Down again for the next test.
  menu.closeAllConnections();
  await new Promise((resolve) => menu?.close(resolve));
  menu = undefined;
});

it('shows the fallback for a remote that is down, keeps every other domain working, and recovers on Retry', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInPageAs(page, 'owner', shellOrigin);

  await page.goto(`${shellOrigin}/dashboard/menu`);
  await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
  const sidebar = page.locator('nav[aria-label="Main"]');
  await sidebar.getByRole('link', { name: 'Deals' }).click();
  await page.getByRole('heading', { name: 'Manage Your Deals' }).waitFor();
  await sidebar.getByRole('link', { name: 'Restaurant Profile' }).click();
  await page.getByRole('heading', { name: 'Restaurant Locations' }).waitFor();
  await sidebar.getByRole('link', { name: 'Reports' }).click();
  await page.getByRole('heading', { name: 'Reports' }).waitFor();

  await sidebar.getByRole('link', { name: 'Menu' }).click();
  await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
  // The menu team's remote comes back: Retry mounts it without a reload.
  menu = await serveStatic({ dir: path.join(workspaceRoot, 'dist/apps/menu-remote'), port: menuPort, spa: true });
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('heading', { name: 'Manage Your Menu' }).waitFor();
  await context.close();
});

import path from 'node:path';
import type { Server } from 'node:http';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, nextResetCode, outboxSize } from '@console/testing';
import { deploymentManifest } from '../../../tools/deployment/deployment-manifest.mjs';
import { serveStatic } from '../../../tools/serve/static-server.mjs';
import { freePort } from '../../../tools/testing/free-port.mjs';
import { apiUrl, freshPagePerTest, shellUrl, sidebarLabels, signInThroughUi, storedToken } from './support/browser';

let page: Page;

freshPagePerTest((newPage) => {
  page = newPage;
});

const at = (pathname: string) => `${shellUrl()}${pathname}`;
const pathOf = (p: Page) => new URL(p.url()).pathname;

describe('signing in through the screens (spec §2)', () => {
  it.each([
    [
      'super@example.com',
      'Admin',
      '/dashboard/admin',
      [
        'Admin',
        'Restaurant Category',
        'Food Tags',
        'Restaurants',
        'Restaurant Merger',
        'Manage Items',
        'Notifications',
        'Activity',
        'Import CSV',
        'Releases',
        'Reports',
      ],
      '/dashboard/menu',
    ],
    [
      'admin@example.com',
      'Admin',
      '/dashboard/restaurant',
      ['Restaurant Category', 'Restaurants', 'Restaurant Merger', 'Manage Items', 'Notifications', 'Activity', 'Reports'],
      '/dashboard/admin',
    ],
    [
      'owner@example.com',
      'Restaurant',
      '/dashboard/restaurant-locations',
      ['Restaurant Profile', 'Menu', 'Deals', 'Reports'],
      '/dashboard/restaurant',
    ],
  ] as const)(
    '%s lands home, is kept on its own routes, stays signed in on reload, and cannot come back after logout',
    async (email, as, home, links, otherRolesRoute) => {
      await signInThroughUi(page, email, as);
      await page.waitForURL(at(home));
      await page.locator('nav[aria-label="Main"] a').first().waitFor();
      expect(await sidebarLabels(page)).toEqual(links);

      await page.goto(at(otherRolesRoute));
      await page.waitForURL(at(home));
      await page.goto(at('/login'));
      await page.waitForURL(at(home));

      await page.reload();
      await page.locator('nav[aria-label="Main"] a').first().waitFor();
      expect(pathOf(page)).toBe(home);

      await page.getByRole('button', { name: 'Logout' }).click();
      const dialog = page.getByRole('dialog', { name: 'Logout Confirmation' });
      await dialog.getByText('Are you sure you want to Logout?').waitFor();
      await dialog.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
      expect(pathOf(page)).toBe('/');
      expect(await page.evaluate(() => window.localStorage.length)).toBe(0);

      await page.goBack();
      await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
      expect(pathOf(page)).toBe('/');
    },
  );

  it('refuses a customer with the spec message', async () => {
    await signInThroughUi(page, 'customer@example.com', 'Restaurant');
    await page.getByText('Please login from the app as a customer').waitFor();
    expect(pathOf(page)).toBe('/login');
  });

  it("shows the server's message for a wrong password, keeping what was typed", async () => {
    await signInThroughUi(page, 'super@example.com', 'Admin', 'Wrong#Pass1');
    await page.getByText('Invalid email or password').waitFor();
    expect(await page.getByLabel('Email Address').inputValue()).toBe('super@example.com');
  });

  it('forces newstaff@example.com to change password, then lands home', async () => {
    await signInThroughUi(page, 'newstaff@example.com', 'Admin');
    await page.waitForURL(at('/create-new-password'));
    await page.goto(at('/dashboard/restaurant'));
    await page.waitForURL(at('/create-new-password'));
    await page.getByLabel('Current Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('New Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(at('/dashboard/restaurant'));
    await page.getByText('Password changed successfully').waitFor();
  });

  it('resets a forgotten password with the code from the outbox, then signs in with it', async () => {
    const mailsBefore = await outboxSize('owner@example.com', apiUrl());
    await page.goto(shellUrl());
    await page.getByRole('button', { name: 'Restaurant' }).click();
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.getByLabel('Email Address').fill('owner@example.com');
    await page.getByRole('button', { name: 'Get Code' }).click();
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    expect(new URL(page.url()).search).toBe('?email=owner%40example.com');

    await page.getByLabel('Verification Code', { exact: true }).fill(await nextResetCode('owner@example.com', mailsBefore, apiUrl()));
    await page.getByLabel('New Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Welcome!' }).waitFor();

    await signInThroughUi(page, 'owner@example.com', 'Restaurant');
    await page.waitForURL(at('/dashboard/restaurant-locations'));
  });

  it('sends the user to / when the server revokes the token, on the next call', async () => {
    await signInThroughUi(page, 'super@example.com', 'Admin');
    await page.waitForURL(at('/dashboard/admin'));
    const token = await storedToken(page);
    const revoked = await fetch(`${apiUrl()}/auth/logout`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
    expect(revoked.status).toBe(200);
    await page.reload(); // the shell re-reads the user from the API at start-up
    await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
    expect(pathOf(page)).toBe('/');
    expect(await storedToken(page)).toBeNull();
  });
});

describe('with the API unreachable', () => {
  let shell: Server;
  let origin: string;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://localhost:${port}`;
    // The same shell build, deployed with a manifest whose API address answers nothing.
    const env = { ...process.env, API_URL: 'http://127.0.0.1:9' };
    shell = await serveStatic({
      dir: path.resolve(__dirname, '../../../dist/apps/shell'),
      port,
      spa: true,
      deployment: () => deploymentManifest(env),
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => shell.close(resolve));
  });

  it("shows 'Network Error' on sign-in", async () => {
    await signInThroughUi(page, 'super@example.com', 'Admin', DEMO_PASSWORD, origin);
    await page.getByText('Network Error').waitFor();
    expect(pathOf(page)).toBe('/login');
  });
});

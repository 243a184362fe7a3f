import type { Browser, Locator, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { launchChromium, shellUrl, signInStaff, signInThroughUi } from './support/browser';
import { followSidebar, visitReports, visitRestaurantDetail, waitForHeading } from './support/screens';

// Issue 26, the dark theme: it follows the system's preference by default; the top bar's Theme choice is
// the person's, kept on their account (still there after a reload, and after logout and signing in again); and axe-core (WCAG 2.1 AA, colour contrast included) finds
// nothing on the main screens, popups, a select's open menu and a toast in dark, nor in light chosen
// over a dark system. The full light sweep is accessibility.e2e.ts's.

const SWEEP_TIMEOUT = 180_000;
const DARK_PAGE = 'rgb(17, 24, 39)';
const LIGHT_PAGE = 'rgb(249, 250, 251)';

let browser: Browser;
let page: Page;
let violations: string[];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await page.context().close();
  expect(violations).toEqual([]);
});

/** A fresh page in a browser whose system prefers `colorScheme`. */
async function openPage(colorScheme: 'light' | 'dark') {
  page = await (await browser.newContext({ colorScheme })).newPage();
  violations = [];
}

/** Waits for what the screen is loading, then records its violations under `where`. */
async function check(where: string) {
  await page.waitForFunction(() => !document.querySelector('.ui-loader, [aria-busy="true"]'));
  violations.push(...(await axeViolations(page, `${where} (${await pageBackground()})`)));
}

/** Opens a popup, checks it (with the page behind it), and closes it with Escape. */
async function checkPopup(trigger: Locator, dialogName: string) {
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: dialogName, exact: true });
  await dialog.waitFor();
  await check(`${dialogName} popup`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

const pageBackground = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const themeButton = () => page.getByRole('button', { name: /^Theme: / });

/** Chooses a theme in the top bar's menu. */
async function chooseTheme(label: 'System' | 'Light' | 'Dark') {
  await themeButton().click();
  await page.getByRole('menuitemradio', { name: label, exact: true }).click();
}
const button = (name: string | RegExp, within: Page | Locator = page) =>
  within.getByRole('button', { name, ...(typeof name === 'string' ? { exact: true } : {}) }).first();
const table = (name: string) => page.getByRole('table', { name, exact: true });

describe('Dark theme (issue 26)', () => {
  it('follows a dark system before anyone signs in, and the sign-in screens are AA in it', async () => {
    await openPage('dark');
    await page.goto(shellUrl());
    await waitForHeading(page, 'Welcome!');
    expect(await pageBackground()).toBe(DARK_PAGE);
    await check('Welcome');
    await button('Admin').click();
    await waitForHeading(page, 'Login');
    await page.getByLabel('Email Address').fill('not an address');
    await page.keyboard.press('Tab');
    await page.getByText('Invalid email').first().waitFor();
    await check('Login, with its messages');
  });

  it(
    'toggled dark in the top bar, reloaded, still dark; the main screens, popups, a select menu and a toast are AA',
    async () => {
      await openPage('light');
      await signInStaff(page, 'superAdmin');
      await waitForHeading(page, 'Admins');
      expect(await themeButton().getAttribute('aria-label')).toBe('Theme: System');
      expect(await pageBackground()).toBe(LIGHT_PAGE);

      await chooseTheme('Dark');
      expect(await pageBackground()).toBe(DARK_PAGE);
      // A reload is dark from before the dashboard is drawn, not once its code has come.
      await page.addInitScript(() => {
        const seen = { darkAt: -1, sidebarAt: -1 };
        Object.assign(window, { themeSeen: seen });
        new MutationObserver(() => {
          const now = performance.now();
          if (seen.darkAt < 0 && document.documentElement.getAttribute('data-ui-theme') === 'dark') seen.darkAt = now;
          if (seen.sidebarAt < 0 && document.querySelector('nav[aria-label="Main"]')) seen.sidebarAt = now;
        }).observe(document, { attributes: true, childList: true, subtree: true });
      });
      await page.reload();
      await waitForHeading(page, 'Admins');
      expect(await themeButton().getAttribute('aria-label')).toBe('Theme: Dark');
      expect(await pageBackground()).toBe(DARK_PAGE);
      const seen = await page.evaluate(() => (window as unknown as { themeSeen: { darkAt: number; sidebarAt: number } }).themeSeen);
      expect(seen.darkAt).toBeGreaterThanOrEqual(0);
      expect(seen.darkAt).toBeLessThan(seen.sidebarAt);
      await themeButton().click();
      await page.getByRole('menu', { name: 'Theme: Dark' }).waitFor();
      await check('Theme menu');
      await page.keyboard.press('Escape');

      await table('Admins').getByRole('row').nth(1).waitFor();
      await check('Admins');
      await checkPopup(button('Add Admin Account'), 'Add Admin Account');

      await followSidebar(page, 'Restaurant Category', 'Restaurant Categories');
      await table('Restaurant Categories').getByRole('row').nth(1).waitFor();
      await check('Restaurant Categories');
      // A toast: a category added under a name no other test uses.
      await button('Add Restaurant Category').click();
      const add = page.getByRole('dialog', { name: 'Add Restaurant Category', exact: true });
      await add.getByLabel('Restaurant Category Name').fill(`Dark Theme Check ${Date.now()}`);
      await button('Create', add).click();
      await add.waitFor({ state: 'hidden' });
      await page.locator('.ui-toast').first().waitFor();
      await check('Restaurant Categories, with a toast');

      await followSidebar(page, 'Restaurants', 'Restaurants');
      await table('Restaurants').getByRole('row').nth(1).waitFor();
      await check('Restaurants');
      await checkPopup(button('Add New Restaurant Account'), 'Add New Restaurant Account');

      await followSidebar(page, 'Restaurant Merger', 'Restaurant Merger');
      await table('Restaurants to merge').getByRole('row').nth(1).waitFor();
      await check('Restaurant Merger');

      await followSidebar(page, 'Manage Items', 'Marked For Removal');
      await check('Marked For Removal');

      await followSidebar(page, 'Notifications', "Notifications You've Sent");
      await check("Notifications You've Sent");
      await button('Send Notification').click();
      const send = page.getByRole('dialog', { name: 'Create Notification' });
      const recipients = send.getByRole('combobox').first();
      await recipients.click();
      await page.locator('.ui-select__menu').getByRole('option').first().waitFor();
      await check('Create Notification popup, a select menu open');
      await page.keyboard.press('Escape');
      await button('Send Notification', send).click();
      await send.getByText('Subject is required').waitFor();
      await check('Create Notification popup, with its messages');
      await page.keyboard.press('Escape');
      await send.waitFor({ state: 'hidden' });

      await visitReports(page, check);
      await visitRestaurantDetail(page, shellUrl(), check);
      await checkPopup(button('About'), 'About this console');
      await checkPopup(button('Logout'), 'Logout Confirmation');

      // Kept on the account: logout clears the browser, and the next sign-in is dark again.
      await button('Logout').click();
      const logout = page.getByRole('dialog', { name: 'Logout Confirmation' });
      await button('Logout', logout).click();
      await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
      expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
      expect(await pageBackground()).toBe(LIGHT_PAGE);
      await signInStaff(page, 'superAdmin');
      await waitForHeading(page, 'Admins');
      expect(await themeButton().getAttribute('aria-label')).toBe('Theme: Dark');
      expect(await pageBackground()).toBe(DARK_PAGE);
      // Back to the default, for the suites that sign this account in after this one.
      const saved = page.waitForResponse((response) => response.url().endsWith('/auth/change-theme') && response.ok());
      await chooseTheme('System');
      await saved;
    },
    SWEEP_TIMEOUT,
  );

  it(
    "a restaurant owner's screens on a dark system, and light chosen over it",
    async () => {
      await openPage('dark');
      await signInThroughUi(page, 'owner@example.com', 'Restaurant');
      await page.waitForURL(`${shellUrl()}/dashboard/restaurant-locations`);
      await waitForHeading(page, 'Restaurant Locations');
      expect(await pageBackground()).toBe(DARK_PAGE);
      const locations = table('Restaurant Locations');
      await locations.getByRole('row').nth(1).waitFor();
      await check('Restaurant Locations');
      await checkPopup(button(/^Edit /, locations), 'Edit Restaurant Location');

      await followSidebar(page, 'Menu', 'Manage Your Menu');
      await check('Manage Your Menu');
      await checkPopup(button('Add a Menu Item'), 'Add a Menu Item');

      await followSidebar(page, 'Deals', 'Manage Your Deals');
      await check('Manage Your Deals');
      await button('Add Deal').click();
      const deal = page.getByRole('dialog', { name: 'Add Deal', exact: true });
      await deal.getByLabel('Location').click();
      await page.locator('.ui-select__menu').getByRole('option').first().waitFor();
      await check('Add Deal popup, the Location menu open');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await deal.waitFor({ state: 'hidden' });

      await chooseTheme('Light');
      expect(await pageBackground()).toBe(LIGHT_PAGE);
      await check('Manage Your Deals, light chosen on a dark system');
      await page.reload();
      await waitForHeading(page, 'Manage Your Deals');
      expect(await themeButton().getAttribute('aria-label')).toBe('Theme: Light');
      expect(await pageBackground()).toBe(LIGHT_PAGE);
      // Back to the default, for the suites that sign this account in after this one.
      const saved = page.waitForResponse((response) => response.url().endsWith('/auth/change-theme') && response.ok());
      await chooseTheme('System');
      await saved;
    },
    SWEEP_TIMEOUT,
  );
});

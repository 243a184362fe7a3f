import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, testPngUpload } from '@console/testing';
import { launchChromium, sidebarLabels, signInThroughUi } from '../support/browser';
import { followSidebar, visitReports, visitRestaurantDetail, waitForHeading } from '../support/screens';
import { apiUrl, consoleUrl, watchedContext, type PageReports } from './support/watched-browser';

// Every screen of each role and every remote, through the production recipe, under its
// Content-Security-Policy: not one violation, not one console error. One browser; each role signs in once
// and moves through the sidebar as a person would (every remote is loaded from where the manifest says).

const stamp = Date.now() % 1000000;
const localToday = () => {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
};

let browser: Browser;
let context: BrowserContext;
let reports: PageReports;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  ({ context, reports } = await watchedContext(browser));
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

const heading = (name: string) => waitForHeading(page, name);
const follow = (link: string, title: string) => followSidebar(page, link, title);

async function signIn(emailAddress: string, as: 'Admin' | 'Restaurant', landing: string) {
  await signInThroughUi(page, emailAddress, as, DEMO_PASSWORD, consoleUrl());
  await page.waitForURL(`${consoleUrl()}${landing}`);
}

/** Each administrator screen in the sidebar, and a restaurant's detail with the tabs other remotes fill. */
async function administratorScreens(superAdmin: boolean) {
  await follow('Restaurant Category', 'Restaurant Categories');
  await follow('Restaurants', 'Restaurants');
  await follow('Restaurant Merger', 'Restaurant Merger');
  await follow('Manage Items', 'Marked For Removal');
  await follow('Notifications', "Notifications You've Sent");
  await page.getByRole('button', { name: 'Send Notification' }).click();
  await page.getByRole('dialog', { name: 'Create Notification' }).getByRole('combobox').first().waitFor();
  await page.keyboard.press('Escape');
  if (superAdmin) {
    await follow('Import CSV', 'Import CSV');
    await follow('Admin', 'Admins');
  }
  await visitReports(page);
  await follow('Restaurants', 'Restaurants');
  await visitRestaurantDetail(page, consoleUrl());
}

describe('every screen through the production recipe, without a policy violation or a console error', () => {
  afterEach(() => {
    expect(reports).toEqual({ violations: [], errors: [] });
  });

  it('the public screens (the sign-in remote)', async () => {
    await page.goto(consoleUrl());
    await heading('Welcome!');
    await page.getByRole('button', { name: 'Admin' }).click();
    await heading('Login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await heading('Forgot Password');
    await page.goto(`${consoleUrl()}/reset-password?email=owner%40example.com`);
    await heading('Reset Password');
  });

  it("a super admin's screens (admin, notifications, restaurant, menu and deals remotes, the shell's reports)", async () => {
    await signIn('super@example.com', 'Admin', '/dashboard/admin');
    await heading('Admins');
    await administratorScreens(true);
  });

  it("an administrator's screens", async () => {
    await signIn('admin@example.com', 'Admin', '/dashboard/restaurant');
    await heading('Restaurants');
    expect(await sidebarLabels(page)).not.toContain('Admin');
    await administratorScreens(false);
  });

  it("a restaurant owner's screens, with a menu item's image uploaded (a blob: preview) and shown from the API", async () => {
    await signIn('owner@example.com', 'Restaurant', '/dashboard/restaurant-locations');
    await heading('Restaurant Locations');

    await follow('Menu', 'Manage Your Menu');
    await page.getByRole('button', { name: 'Edit menu' }).click();
    await page.getByRole('button', { name: 'Add a Menu Item' }).click();
    const add = page.getByRole('dialog', { name: 'Add a Menu Item' });
    const item = `Production Chili ${stamp}`;
    await add.getByLabel('Item Name').fill(item);
    await add.getByLabel('Description').fill('Served through nginx');
    await add.getByLabel('Category', { exact: true }).click();
    await page.getByRole('option').first().click();
    await add.getByLabel('Price ($)').fill('9.50');
    await add.getByRole('checkbox', { name: 'American' }).check();
    await add.getByLabel('Add image').setInputFiles(testPngUpload('chili.png'));
    await add.getByRole('img', { name: 'New image chili.png' }).waitFor();
    await add.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Food Item created successfully').waitFor();
    await add.waitFor({ state: 'detached' });
    await page.getByRole('searchbox', { name: 'Search menu items' }).fill(item);
    await page.getByText(item).first().waitFor();
    const image = await page.waitForFunction(
      (prefix) =>
        Array.from(document.querySelectorAll<HTMLImageElement>('img.menu-item__image')).find(
          (candidate) => candidate.src.startsWith(prefix) && candidate.complete && candidate.naturalWidth > 0,
        )?.src,
      `${apiUrl()}/images/`,
    );
    const stored = await fetch((await image.jsonValue()) as string);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/png');
    expect(stored.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(stored.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(stored.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stored.headers.get('referrer-policy')).toBe('no-referrer');

    await follow('Deals', 'Manage Your Deals');
    await page.getByRole('button', { name: 'Add Deal' }).click();
    const deal = page.getByRole('dialog', { name: 'Add Deal' });
    await deal.getByLabel('Location').click();
    await page.getByRole('option').first().click();
    await deal.getByLabel('Deal Title').fill(`Production Deal ${stamp}`);
    await deal.getByLabel('Start Date').fill(localToday());
    await deal.getByRole('radio', { name: 'Unlimited Use' }).check();
    await deal.getByRole('button', { name: 'Select Menu Items' }).click();
    await page.waitForURL(`${consoleUrl()}/dashboard/select-related-menu-items`);
    await page.getByRole('heading', { level: 1, name: 'Select Related Menu Items' }).waitFor();

    await follow('Restaurant Profile', 'Restaurant Locations');
    await visitReports(page);
  });

  it('the forced password change of a new staff member', async () => {
    await signIn('newstaff@example.com', 'Admin', '/create-new-password');
    await heading('Create New Password');
  });
});

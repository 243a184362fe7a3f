import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { getAllRestaurants } from '@console/api-client';
import { DEMO_PASSWORD, testLocation } from '@console/testing';
import { fixtures, freshPagePerTest, shellUrl, signInStaff, storedToken } from './support/browser';

let context: BrowserContext;
let page: Page;

freshPagePerTest((newPage, newContext) => {
  page = newPage;
  context = newContext;
});

const openFromSidebar = async (label: string, pathname: string) => {
  await page.locator('nav[aria-label="Main"]').getByRole('link', { name: label, exact: true }).click();
  await page.waitForURL(`${shellUrl()}${pathname}`);
};

describe('restaurant categories (spec §2)', () => {
  it('creates, edits and deletes a category (super admin)', async () => {
    await signInStaff(page, 'superAdmin');
    await openFromSidebar('Restaurant Category', '/dashboard/restaurant-category');
    const table = page.getByRole('table', { name: 'Restaurant Categories' });
    await table.getByRole('row').nth(1).waitFor();
    const name = `E2E Category ${Date.now() % 1000000}`;

    await page.getByRole('button', { name: 'Add Restaurant Category' }).click();
    const add = page.getByRole('dialog', { name: 'Add Restaurant Category' });
    await add.getByLabel('Restaurant Category Name').fill(name);
    await add.getByLabel('Description').fill('Made by the e2e suite');
    await add.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Restaurant Category created').waitFor();
    await add.waitFor({ state: 'detached' });

    await page.getByRole('searchbox', { name: 'Search restaurant categories' }).fill(name);
    await table.getByRole('cell', { name, exact: true }).waitFor();
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Restaurant Category' });
    await edit.getByLabel('Description').fill('Edited by the e2e suite');
    await edit.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Restaurant Category updated').waitFor();
    await table.getByRole('cell', { name: 'Edited by the e2e suite' }).waitFor();

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog', { name: 'Delete Confirmation' }).getByRole('button', { name: 'Yes, Delete!' }).click();
    await page.getByText('Restaurant Category deleted').waitFor();
    await table.getByText('No Data Found').waitFor();
  });
});

describe('marked for removal (spec §2 Manage items)', () => {
  it("ignores one reported item, removes another, and opens a third one's restaurant menu (admin)", async () => {
    await signInStaff(page, 'admin');
    await openFromSidebar('Manage Items', '/dashboard/manage-items');
    const table = page.getByRole('table', { name: 'Marked For Removal' });
    const firstRow = table.getByRole('row').nth(1);
    // After each change the list reloads (aria-busy, a loader in place of the rows): read it once settled.
    const settled = () =>
      page.locator('table[aria-label="Marked For Removal"]:not([aria-busy])').getByRole('button', { name: 'Ignore' }).first().waitFor();
    await firstRow.getByRole('button', { name: 'Ignore' }).waitFor();

    await settled();
    const ignored = await firstRow.getByRole('cell').first().innerText();
    await firstRow.getByRole('button', { name: 'Ignore' }).click();
    await page.getByRole('dialog', { name: 'Ignore Confirmation' }).getByRole('button', { name: 'Yes, ignore!' }).click();
    await page.getByText('Food Report Ignored Successfully').waitFor();
    await table.getByRole('cell', { name: ignored, exact: true }).waitFor({ state: 'detached' });

    await settled();
    const removed = await firstRow.getByRole('cell').first().innerText();
    await firstRow.getByRole('button', { name: 'Remove Item' }).click();
    await page.getByRole('dialog', { name: 'Remove Item Confirmation' }).getByRole('button', { name: 'Yes, remove item!' }).click();
    await page.getByText('Food removed Successfully').waitFor();
    await table.getByRole('cell', { name: removed, exact: true }).waitFor({ state: 'detached' });

    await settled();
    const edited = await firstRow.getByRole('cell').first().innerText();
    await firstRow.getByRole('button', { name: `Edit ${edited}` }).click();
    // The Menu tab, with the item named for the menu to show it (issue 22 §1).
    await page.waitForURL(new RegExp(`^${shellUrl()}/dashboard/restaurant-location-owner/view-detail/\\d+\\?tab=menu-tab&item=\\d+$`));
    await page.getByRole('tab', { name: 'Restaurant Menu', selected: true }).waitFor();
  });
});

describe('CSV import (spec §2 Import CSV)', () => {
  const header =
    'restaurantName,emailAddress,password,restaurantCategoryNames,streetAddress,city,state,zipCode,country,latitude,longitude,phoneNumber';
  const csvFile = (name: string, rows: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from([header, ...rows].join('\r\n')) });
  /** A row of the header's columns: the restaurant's name, owner, street and phone, at the test address otherwise. */
  const restaurantRow = (restaurantName: string, emailAddress: string, streetAddress: string, phoneNumber: string) => {
    const { city, state, zipCode, country, latitude, longitude } = testLocation();
    return [
      restaurantName,
      emailAddress,
      DEMO_PASSWORD,
      'Italian',
      streetAddress,
      city,
      state,
      zipCode,
      country,
      latitude,
      longitude,
      phoneNumber,
    ].join(',');
  };

  async function restaurantsNamed(name: string): Promise<number> {
    const token = (await storedToken(page)) ?? undefined;
    const { restaurants } = await getAllRestaurants({ page: 1, size: 30, keywords: name }, fixtures.as(token));
    return restaurants.length;
  }

  async function chooseRestaurants() {
    await page.getByLabel('Import Type').click();
    await page.getByRole('option', { name: 'Restaurants' }).click();
  }

  it('refuses a file with a bad row (nothing imported, the error listed), then imports a good one with progress', async () => {
    await signInStaff(page, 'superAdmin');
    await openFromSidebar('Import CSV', '/dashboard/import-csv-file');
    const stamp = Date.now();
    const good = `E2E Import ${stamp}`;
    const goodRow = restaurantRow(good, `e2e.import.${stamp}@example.com`, '1 Main St', '2025550123');

    await chooseRestaurants();
    await page
      .getByLabel('CSV File')
      .setInputFiles(csvFile('bad.csv', [goodRow, restaurantRow(`E2E Broken ${stamp}`, 'not-an-email', '2 Main St', '2025550124')]));
    await page.getByRole('button', { name: 'Upload' }).click();
    const errors = page.getByRole('table', { name: 'Import errors' });
    await errors.getByRole('cell', { name: 'emailAddress', exact: true }).waitFor();
    expect(await errors.getByRole('row').nth(1).getByRole('cell').first().innerText()).toBe('3');
    expect(await restaurantsNamed(good)).toBe(0);

    // A slow uplink, so the percent is on screen long enough to be seen.
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 200, downloadThroughput: -1, uploadThroughput: 400 });
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenProgress: string[] }).seenProgress = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        if (bar) seen.push(bar.getAttribute('aria-valuenow') ?? '');
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });

    await chooseRestaurants();
    await page.getByLabel('CSV File').setInputFiles(csvFile('good.csv', [goodRow]));
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
    await page.getByText(/Uploading\.\.\. \d+%/).waitFor();
    await page.getByText('File uploaded successfully').waitFor();
    await page.getByText('1 row imported').waitFor();
    await page.getByRole('progressbar').waitFor({ state: 'detached' });
    const seen = await page.evaluate(() => (window as unknown as { seenProgress: string[] }).seenProgress);
    expect(seen.length).toBeGreaterThan(0);
    expect(await page.getByRole('table', { name: 'Import errors' }).count()).toBe(0);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    expect(await restaurantsNamed(good)).toBe(1);
  });
});

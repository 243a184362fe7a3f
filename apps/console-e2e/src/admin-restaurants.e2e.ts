import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@console/testing';
import { fixtures, freshPagePerTest, shellUrl, signInStaff, storedToken } from './support/browser';

let page: Page;

freshPagePerTest((newPage) => {
  page = newPage;
});

const unique = () => `${Date.now() % 1000000}`;

const openFromSidebar = async (label: string, pathname: string) => {
  await page.locator('nav[aria-label="Main"]').getByRole('link', { name: label, exact: true }).click();
  await page.waitForURL(`${shellUrl()}${pathname}`);
};

async function chooseAddress(dialog: ReturnType<Page['getByRole']>, index: number, text: string) {
  const input = dialog.getByRole('combobox', { name: `Location ${index} address` });
  await input.pressSequentially(text);
  await page
    .getByRole('listbox', { name: `Location ${index} address suggestions` })
    .getByRole('option')
    .first()
    .click();
}

/** A restaurant made through the API by the signed-in administrator (as the create popup would), for the merge. */
async function createRestaurantThroughApi(name: string) {
  const token = (await storedToken(page)) ?? '';
  expect(await fixtures.createRestaurantAccount(token, name)).toEqual(expect.objectContaining({ restaurantId: expect.any(Number) }));
}

describe('restaurants (spec §2 Restaurants list, Add New Restaurant Account)', () => {
  it('creates a restaurant with two locations through the address search, finds it, suspends and approves it (super admin)', async () => {
    await signInStaff(page, 'superAdmin');
    await openFromSidebar('Restaurants', '/dashboard/restaurant');
    const table = page.getByRole('table', { name: 'Restaurants' });
    await table.locator('tbody tr[data-row-index]').first().waitFor();
    const name = `E2E Restaurant ${unique()}`;

    await page.getByRole('button', { name: 'Add New Restaurant Account' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Restaurant Account' });
    await add.getByLabel('Restaurant Name').fill(name);
    await add.getByLabel('Email').fill(`e2e-${unique()}@example.com`);
    await add.getByLabel('Restaurant Category').fill('Italian');
    await page.keyboard.press('Enter');
    await add.getByLabel('Create Password').fill(DEMO_PASSWORD);
    await chooseAddress(add, 1, '100 Congress Ave, Austin, TX');
    await add.getByLabel('Location 1 phone number').fill('5125550111');
    await add.getByRole('button', { name: 'Add Another Location' }).click();
    await chooseAddress(add, 2, '9400 Wilshire Blvd 90210');
    await add.getByLabel('Location 2 phone number').fill('3105550122');
    await add.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Restaurant created successfully').waitFor();
    await add.waitFor({ state: 'detached' });

    await page.getByRole('searchbox', { name: 'Search restaurants' }).fill(name);
    const row = table.getByRole('row').filter({ hasText: name });
    await row.getByRole('cell', { name: 'Italian', exact: true }).waitFor();
    await row.getByRole('cell', { name: '2', exact: true }).waitFor();

    await row.getByRole('button', { name: 'Remove Access' }).click();
    await page.getByRole('dialog', { name: 'Remove Access Confirmation' }).getByRole('button', { name: 'Yes, remove access!' }).click();
    await page.getByText('Restaurant Suspended successfully').waitFor();
    await row.getByRole('button', { name: 'Approve Access' }).click();
    await page.getByRole('dialog', { name: 'Approve Access Confirmation' }).getByRole('button', { name: 'Yes, approve access!' }).click();
    await page.getByText('Restaurant Approved successfully').waitFor();
    await row.getByRole('button', { name: 'Remove Access' }).waitFor();
  });
});

describe('restaurant merger (spec §2 Restaurant Merger)', () => {
  it('merges two restaurants and lands on the new detail, whose tabs come from the other remotes (admin)', async () => {
    await signInStaff(page, 'admin');
    const consoleMessages: string[] = [];
    page.on('console', (message) => consoleMessages.push(message.text()));
    const stamp = unique();
    await createRestaurantThroughApi(`E2E Merge A ${stamp}`);
    await createRestaurantThroughApi(`E2E Merge B ${stamp}`);
    await openFromSidebar('Restaurant Merger', '/dashboard/restaurant-merger');
    await page.getByRole('searchbox', { name: 'Search restaurants' }).fill(`E2E Merge A ${stamp}`);
    await page.getByRole('checkbox', { name: `Select E2E Merge A ${stamp}` }).check();
    await page.getByRole('searchbox', { name: 'Search restaurants' }).fill(`E2E Merge B ${stamp}`);
    await page.getByRole('checkbox', { name: `Select E2E Merge B ${stamp}` }).check();
    await page.getByRole('button', { name: 'Merge', exact: true }).click();
    const merge = page.getByRole('dialog', { name: 'Merge Restaurant' });
    await merge.getByLabel('New Restaurant Name').fill(`E2E Merged ${stamp}`);
    await merge.getByRole('button', { name: 'Review Merge' }).click();
    await merge.getByRole('region', { name: 'What the merge does' }).waitFor();
    await merge.getByRole('button', { name: 'Merge', exact: true }).click();
    await page.getByText('Restaurants merged successfully').waitFor();
    await page.waitForURL(/\/dashboard\/restaurant-location-owner\/view-detail\/\d+$/);
    expect(new URL(page.url()).pathname.split('/').pop()).toMatch(/^\d+$/);

    // The tabs are the restaurant, menu and deals remotes' exposed modules, loaded by admin-remote.
    await page.getByRole('tab', { name: 'Restaurant Locations', selected: true }).waitFor();
    const locationsTab = page.getByRole('tabpanel', { name: 'Restaurant Locations' });
    await locationsTab.getByRole('heading', { level: 2, name: `E2E Merged ${stamp}` }).waitFor();
    await locationsTab.getByRole('table', { name: 'Restaurant Locations' }).getByRole('cell').first().waitFor();
    await page.getByRole('tab', { name: 'Restaurant Menu' }).click();
    await page.getByRole('tabpanel', { name: 'Restaurant Menu' }).getByRole('heading', { level: 2, name: 'Restaurant Menu' }).waitFor();
    await page.getByRole('tab', { name: "Restaurant's Deals" }).click();
    await page
      .getByRole('tabpanel', { name: "Restaurant's Deals" })
      .getByRole('heading', { level: 2, name: "Restaurant's Deals" })
      .waitFor();

    // Back to the merger as it was left, its last search included (issue 22 §6).
    await page.getByRole('link', { name: 'Back to Restaurant Merger' }).click();
    await page.waitForURL(`${shellUrl()}/dashboard/restaurant-merger?${new URLSearchParams({ q: `E2E Merge B ${stamp}` })}`);
    // The tabs are child parcels of the admin parcel, on the shell's single-spa: it is never loaded twice.
    expect(consoleMessages.filter((text) => text.includes('single-spa minified message #41') || text.includes('loaded twice'))).toEqual([]);
  });
});

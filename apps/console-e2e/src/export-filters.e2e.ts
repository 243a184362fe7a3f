import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { changeRestaurantStatus, createAdministrator, createRestaurantCategory, getUsers, sendNotification } from '@console/api-client';
import { ANY_VERSION, DEMO_PASSWORD, storeSession, testLocation } from '@console/testing';
import { fixtures, freshPagePerTest, shellUrl, signInPageAs } from './support/browser';
import { parse } from 'csv-parse/sync';

// Issue 35 point 5 (and 6): each list with an Export CSV, a filter set on the screen, then the file the
// browser saved holds what the list shows with that filter, no more: read from disk, in the screen's
// words (the status as its badge, a phone as the number).

let page: Page;
freshPagePerTest((newPage) => {
  page = newPage;
});

const stamp = Date.now() % 1000000;
const adminToken = async () => (await fixtures.signInAs('superAdmin')).token;

/** RFC 4180 rows (a quoted cell may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  return parse(text, { relax_column_count: true }) as string[][];
}

/** Clicks Export CSV and reads the saved file: its header and its rows. */
async function exportedRows() {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const text = fs
    .readFileSync(await download.path())
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const [header, ...rows] = parseCsv(text);
  return { header, rows, column: (name: string) => rows.map((row) => row[header.indexOf(name)]) };
}

/** The text of one column of the table's drawn rows, in order. */
async function tableColumn(table: Locator, index: number): Promise<string[]> {
  return table.locator(`tbody tr td:nth-child(${index + 1})`).allInnerTexts();
}

/**
 * Waits until the table draws `count` rows: the search has reached the list (it is sent 500 ms after the
 * last keystroke, and the rows it keeps were already on screen before).
 */
async function waitForRowCount(label: string, count: number) {
  await page.waitForFunction(([name, n]) => document.querySelectorAll(`table[aria-label="${name}"] tbody tr`).length === n, [
    label,
    count,
  ] as const);
}

/** Clicks a sortable header until the URL says it sorts by `field` in `dir`. */
async function sortBy(header: string, field: string, dir: 'asc' | 'desc') {
  for (let click = 0; click < 3; click++) {
    const url = new URL(page.url());
    if (url.searchParams.get('sort') === field && (url.searchParams.get('dir') ?? 'asc') === dir) return;
    await page.getByRole('columnheader', { name: header }).getByRole('button').click();
    await page.waitForTimeout(100);
  }
  await page.waitForURL((url) => url.searchParams.get('sort') === field && url.searchParams.get('dir') === dir);
}

describe('Restaurants: the Status and Locations filters reach the file', () => {
  it('exports only Suspended restaurants with Status = Suspended and no search typed, saying Suspended', async () => {
    const token = await adminToken();
    const suspended = await fixtures.createRestaurantAccount(token, `Export Suspended Diner ${stamp}`);
    await fixtures.createRestaurantAccount(token, `Export Active Diner ${stamp}`);
    await changeRestaurantStatus(
      suspended.restaurantId,
      { account_status: 'Suspended', restaurant_id: suspended.restaurantId },
      ANY_VERSION,
      fixtures.as(token),
    );

    await signInPageAs(page, 'admin');
    await page.goto(`${shellUrl()}/dashboard/restaurant`);
    const table = page.getByRole('table', { name: 'Restaurants', exact: true });
    await table.locator('tbody tr[data-row-index]').first().waitFor();
    await page.getByRole('group', { name: 'Status' }).getByRole('radio', { name: 'Suspended' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'Suspended');
    await table.getByText('Status: Active', { exact: true }).first().waitFor({ state: 'detached' });

    const file = await exportedRows();
    expect(file.header).toEqual(['Restaurant ID', 'Restaurant Name', 'Restaurant Category', 'Restaurant Email', 'Location', 'Status']);
    expect(file.column('Restaurant Name')).toContain(`Export Suspended Diner ${stamp}`);
    expect(file.column('Restaurant Name')).not.toContain(`Export Active Diner ${stamp}`);
    expect(new Set(file.column('Status'))).toEqual(new Set(['Suspended']));

    // Status = Active: the badge's word in every row, the suspended one gone.
    await page.getByRole('group', { name: 'Status' }).getByRole('radio', { name: 'Active' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'Active');
    await table.getByText('Status: Suspended', { exact: true }).first().waitFor({ state: 'detached' });
    const active = await exportedRows();
    expect(active.column('Restaurant Name')).toContain(`Export Active Diner ${stamp}`);
    expect(active.column('Restaurant Name')).not.toContain(`Export Suspended Diner ${stamp}`);
    expect(new Set(active.column('Status'))).toEqual(new Set(['Active']));
  });

  it('exports only restaurants with an approximate location with Locations = Approximate, beside a search', async () => {
    const token = await adminToken();
    const word = `Export Precision ${stamp}`;
    await fixtures.createRestaurantAccount(token, `${word} Approximate`, { locations: [testLocation({ locationPrecision: 'city' })] });
    await fixtures.createRestaurantAccount(token, `${word} Exact`, { locations: [testLocation({ locationPrecision: 'rooftop' })] });

    await signInPageAs(page, 'admin');
    await page.goto(`${shellUrl()}/dashboard/restaurant`);
    const table = page.getByRole('table', { name: 'Restaurants', exact: true });
    await table.locator('tbody tr[data-row-index]').first().waitFor();
    await page.getByRole('group', { name: 'Locations' }).getByRole('radio', { name: 'Approximate' }).click();
    await page.waitForURL((url) => url.searchParams.get('locations') === 'Approximate');
    const everyApproximate = await exportedRows();
    expect(everyApproximate.column('Restaurant Name')).toContain(`${word} Approximate`);
    expect(everyApproximate.column('Restaurant Name')).not.toContain(`${word} Exact`);

    await page.getByRole('searchbox', { name: 'Search restaurants' }).fill(word);
    await page.waitForURL((url) => url.searchParams.get('q') === word);
    await table.getByText(`${word} Approximate`).waitFor();
    await waitForRowCount('Restaurants', 1);
    const searched = await exportedRows();
    expect(searched.column('Restaurant Name')).toEqual([`${word} Approximate`]);
  });
});

describe('the other lists: a search or filter, then Export CSV', () => {
  it('Admins: the search and the sort the screen shows, each phone as the number', async () => {
    const token = await adminToken();
    const word = `Exportadmin${stamp}`;
    for (const [index, last] of ['Avery', 'Blake', 'Casey'].entries()) {
      await createAdministrator(
        {
          firstName: word,
          lastName: last,
          emailAddress: `${last.toLowerCase()}.${stamp}@export-e2e.example`,
          password: DEMO_PASSWORD,
          phoneCountryCode: '+1',
          phoneNumber: `51255501${20 + index}`,
        },
        fixtures.as(token),
      );
    }

    await signInPageAs(page, 'superAdmin');
    await page.goto(`${shellUrl()}/dashboard/admin`);
    const table = page.getByRole('table', { name: 'Admins', exact: true });
    await page.getByRole('searchbox', { name: 'Search admins' }).fill(word);
    await page.waitForURL((url) => url.searchParams.get('q') === word);
    await sortBy('Admin Email', 'emailAddress', 'desc');
    await table.getByText(`${word} Avery`).waitFor();
    await page.waitForFunction(
      () => document.querySelector('table[aria-label="Admins"] tbody tr td')?.textContent?.endsWith('Casey') ?? false,
    );

    const file = await exportedRows();
    expect(file.column('Admin Name')).toEqual([`${word} Casey`, `${word} Blake`, `${word} Avery`]);
    expect(file.column('Admin Name')).toEqual(await tableColumn(table, 0));
    // As the screen shows it, without the apostrophe a spreadsheet would show.
    expect(file.column('Admin Phone Number')).toEqual(['+1 512 555 0122', '+1 512 555 0121', '+1 512 555 0120']);
  });

  it('Restaurant Categories: the search, sorted Z to A as the screen shows it', async () => {
    const token = await adminToken();
    const word = `Exportcat ${stamp}`;
    for (const name of ['Alpha', 'Bravo', 'Charlie']) {
      await createRestaurantCategory({ restaurantCategoryName: `${word} ${name}` }, fixtures.as(token));
    }

    await signInPageAs(page, 'admin');
    await page.goto(`${shellUrl()}/dashboard/restaurant-category`);
    const table = page.getByRole('table', { name: 'Restaurant Categories', exact: true });
    await page.getByRole('searchbox', { name: 'Search restaurant categories' }).fill(word);
    await page.waitForURL((url) => url.searchParams.get('q') === word);
    await table.getByText(`${word} Alpha`).waitFor();
    await waitForRowCount('Restaurant Categories', 3);
    await sortBy('Restaurant Category Name', 'restaurantCategoryName', 'desc');

    const file = await exportedRows();
    expect(file.column('Restaurant Category Name')).toEqual([`${word} Charlie`, `${word} Bravo`, `${word} Alpha`]);
  });

  it("Restaurant Merger: the search's restaurants", async () => {
    const token = await adminToken();
    const word = `Export Merge ${stamp}`;
    for (const name of ['One', 'Two']) await fixtures.createRestaurantAccount(token, `${word} ${name}`);

    await signInPageAs(page, 'admin');
    await page.goto(`${shellUrl()}/dashboard/restaurant-merger`);
    const table = page.getByRole('table', { name: 'Restaurants to merge' });
    await page.getByRole('searchbox', { name: 'Search restaurants' }).fill(word);
    await page.waitForURL((url) => url.searchParams.get('q') === word);
    await table.getByText(`${word} Two`).waitFor();
    await waitForRowCount('Restaurants to merge', 2);

    const file = await exportedRows();
    expect(file.column('Restaurant Name')).toEqual([`${word} One`, `${word} Two`]);
  });

  it("Manage Your Menu: the category filter and the search, the owner's items only", async () => {
    const owner = await fixtures.createOwner(`Export Menu Bistro ${stamp}`);
    await fixtures.createMenu(owner.token, {
      [`Soups ${stamp}`]: [
        { foodItemName: 'Tomato Soup', description: 'Red', price: '4.50' },
        { foodItemName: 'Onion Soup', description: 'Brown', price: '5.00' },
      ],
      [`Salads ${stamp}`]: [{ foodItemName: 'Tomato Salad', description: 'Fresh', price: '6.00' }],
    });

    await storeSession(page, `${shellUrl()}/deployment.json`, owner, 'Restaurant');
    await page.goto(`${shellUrl()}/dashboard/menu`);
    await page.getByRole('button', { name: 'Filter by', exact: true }).click();
    const filter = page.getByRole('dialog', { name: 'Filter by' });
    await filter.getByRole('checkbox', { name: `Soups ${stamp}` }).check();
    await filter.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL(/[?&]categories=\d+/);

    const soups = await exportedRows();
    expect(soups.header).toEqual(['Menu Item ID', 'Item Name', 'Category', 'Price', 'Description', 'Tags']);
    expect(soups.column('Item Name')).toEqual(['Onion Soup', 'Tomato Soup']);
    expect(new Set(soups.column('Category'))).toEqual(new Set([`Soups ${stamp}`]));

    // The search as well: only the filtered category's match, not the salad.
    await page.getByRole('searchbox', { name: 'Search menu items' }).fill('Tomato');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Tomato');
    await page.getByText('Tomato Soup').first().waitFor();
    const tomato = await exportedRows();
    expect(tomato.column('Item Name')).toEqual(['Tomato Soup']);
  });

  it("Restaurant Locations: the owner's search, each phone as the number", async () => {
    const street = `Export Filter Way ${stamp}`;
    const owner = await fixtures.createOwner(`Export Locations Bistro ${stamp}`);
    await fixtures.addLocations(owner.adminToken, owner.restaurantId, [`1 ${street}`, `2 ${street}`]);

    await storeSession(page, `${shellUrl()}/deployment.json`, owner, 'Restaurant');
    await page.goto(`${shellUrl()}/dashboard/restaurant-locations`);
    const table = page.getByRole('table', { name: 'Restaurant Locations' });
    await table.locator('tbody tr').first().waitFor();
    await page.getByRole('searchbox', { name: 'Search locations' }).fill(street);
    await page.waitForURL((url) => url.searchParams.get('q') === street);
    await table.getByText(`1 ${street}`, { exact: true }).waitFor();
    await waitForRowCount('Restaurant Locations', 2);

    const file = await exportedRows();
    expect(file.column('Street Address')).toEqual([`1 ${street}`, `2 ${street}`]);
    expect(file.column('Phone Number')).toEqual(['+1 512 555 0110', '+1 512 555 0111']);
  });

  it("A restaurant's detail, for an administrator: the locations tab's search and the menu tab's category filter", async () => {
    const street = `Export Detail Way ${stamp}`;
    const owner = await fixtures.createOwner(`Export Detail Bistro ${stamp}`);
    await fixtures.addLocations(owner.adminToken, owner.restaurantId, [`1 ${street}`]);
    await fixtures.createMenu(owner.token, {
      [`Mains ${stamp}`]: [{ foodItemName: 'Detail Steak', description: 'Grilled', price: '20.00' }],
      [`Sides ${stamp}`]: [{ foodItemName: 'Detail Fries', description: 'Crisp', price: '3.00' }],
    });

    await signInPageAs(page, 'admin');
    await page.goto(`${shellUrl()}/dashboard/restaurant-location-owner/view-detail/${owner.restaurantId}`);
    const table = page.getByRole('table', { name: 'Restaurant Locations' });
    await table.getByText('100 Congress Ave').first().waitFor();
    await page.getByRole('searchbox', { name: 'Search locations' }).fill(street);
    await page.waitForURL((url) => url.searchParams.get('q') === street);
    await waitForRowCount('Restaurant Locations', 1);
    const locations = await exportedRows();
    expect(locations.column('Street Address')).toEqual([`1 ${street}`]);

    await page.getByRole('searchbox', { name: 'Search locations' }).fill('');
    await page.getByRole('tab', { name: 'Restaurant Menu' }).click();
    await page.getByRole('button', { name: 'Filter by', exact: true }).click();
    const filter = page.getByRole('dialog', { name: 'Filter by' });
    await filter.getByRole('checkbox', { name: `Sides ${stamp}` }).check();
    await filter.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL(/[?&]categories=\d+/);
    const menu = await exportedRows();
    expect(menu.column('Item Name')).toEqual(['Detail Fries']);
  });

  it('Marked For Removal: the order the screen shows', async () => {
    await signInPageAs(page, 'admin');
    await page.goto(`${shellUrl()}/dashboard/manage-items`);
    const table = page.getByRole('table', { name: 'Marked For Removal' });
    await table.locator('tbody tr td').nth(1).waitFor();
    await sortBy('Item Name', 'foodItemName', 'desc');
    await page.waitForFunction(() => {
      const names = Array.from(document.querySelectorAll('table[aria-label="Marked For Removal"] tbody tr td:nth-child(2)'));
      const texts = names.map((cell) => cell.textContent ?? '');
      return texts.length > 1 && texts[0].toLowerCase() >= texts[texts.length - 1].toLowerCase();
    });

    const file = await exportedRows();
    const shown = await tableColumn(table, 1);
    expect(shown.length).toBeGreaterThanOrEqual(2);
    expect(file.column('Item Name').slice(0, shown.length)).toEqual(shown);
  });

  it('Notifications: the search', async () => {
    const token = (await fixtures.signInAs('admin')).token;
    const { users } = await getUsers({ page: 1, size: 1 }, fixtures.as(token));
    const word = `Exportnote${stamp}`;
    for (const title of [`${word} weekly`, `${word} monthly`, `Other news ${stamp}`]) {
      await sendNotification({ title, description: `${title} body`, userIds: [users[0].userId] }, fixtures.as(token));
    }

    await signInPageAs(page, 'admin');
    await page.goto(`${shellUrl()}/dashboard/notifications`);
    await page.getByRole('searchbox', { name: 'Search notifications' }).fill(word);
    await page.waitForURL((url) => url.searchParams.get('q') === word);
    await page.getByText(`${word} weekly`).first().waitFor();
    await page.getByText(`Other news ${stamp}`).first().waitFor({ state: 'detached' });

    const file = await exportedRows();
    expect([...file.column('Notification Subject')].sort()).toEqual([`${word} monthly`, `${word} weekly`]);
  });
});

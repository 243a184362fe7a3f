import type { Locator, Page } from 'playwright-core';
import { changeRestaurantStatus, getFoodReports, WHOLE_LIST, type FoodReport } from '@console/api-client';
import { axeViolations } from './support/axe';
import { ANY_VERSION } from '@console/testing';
import { fixtures, freshPagePerTest, shellUrl, signInPageAs } from './support/browser';

// Issue 22 in admin-remote: a reported item's restaurant and the way to the item in its menu (point 1),
// restaurant status seen, filtered and changed from the detail (point 2), and the back arrow that
// returns to the list as it was (point 6). Restaurants are made for the run; no demo row order is read.

let page: Page;
const stamp = Date.now() % 1000000;
freshPagePerTest((newPage) => {
  page = newPage;
});

/** The super admin's token, for the fixtures made through the API beside the screens. */
const adminToken = async () => (await fixtures.signInAs('superAdmin')).token;

/** The URL's path and query, as the address bar shows them under the origin. */
const pathAndQuery = () => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Waits until the element lies wholly inside the window (the menu scrolls it there after it renders). */
async function waitInWindow(element: Locator) {
  const handle = await element.elementHandle();
  await page.waitForFunction((node) => {
    const box = (node as Element).getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  }, handle);
}

/** The Restaurants table once its rows for `search` have settled (the search applies after 500 ms). */
async function restaurantsTable() {
  const table = page.getByRole('table', { name: 'Restaurants' });
  await page.locator('table[aria-label="Restaurants"]:not([aria-busy])').waitFor();
  return table;
}

/** The drawn rows' restaurant names (the table draws only the rows in view; these lists are short). */
async function rowNames(table: Locator) {
  return table.locator('tbody tr[data-row-index] .admin-restaurant-name__text').allInnerTexts();
}

describe('reported items with their restaurant (issue 22 point 1)', () => {
  it("links a reported item's restaurant, and the pencil opens its Menu tab with the item's section open and the item highlighted in view", async () => {
    const token = await adminToken();
    // A reported item whose name no other report has, so its row is found by name, not by position.
    const reports = (await getFoodReports(WHOLE_LIST, fixtures.as(token))).food_reports;
    const unique = (report: FoodReport) => reports.filter((other) => other.foodItemName === report.foodItemName).length === 1;
    const report = reports.find(unique);
    if (!report) throw new Error('The seed has no reported item with a name of its own');

    await signInPageAs(page, 'superAdmin');
    await page.goto(`${shellUrl()}/dashboard/manage-items`);
    const table = page.getByRole('table', { name: 'Marked For Removal' });
    const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: report.foodItemName, exact: true }) });
    const restaurantLink = row.getByRole('link', { name: report.restaurantName, exact: true });
    await restaurantLink.waitFor();
    expect(await restaurantLink.getAttribute('href')).toBe(`/dashboard/restaurant-location-owner/view-detail/${report.restaurantId}`);
    // Remove Item on the row looks dangerous, unlike Ignore (issue 35 §13); its confirmation's button is the full danger style.
    const buttonClass = (name: string) => row.getByRole('button', { name, exact: true }).getAttribute('class');
    expect(await buttonClass('Remove Item')).toContain('ui-button--danger-outline');
    expect(await buttonClass('Ignore')).not.toContain('danger');
    const colour = (name: string) => row.getByRole('button', { name, exact: true }).evaluate((button) => getComputedStyle(button).color);
    expect(await colour('Remove Item')).not.toBe(await colour('Ignore'));
    await row.getByRole('button', { name: 'Remove Item' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Item Confirmation' });
    await confirm.getByText(`Are you sure you want to Remove ${report.foodItemName}?`).waitFor();
    await confirm.getByText(report.restaurantName, { exact: true }).waitFor();
    expect(await confirm.getByRole('button', { name: 'Yes, remove item!' }).getAttribute('class')).toContain('ui-button--danger');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });

    await row.getByRole('button', { name: `Edit ${report.foodItemName}` }).click();
    await page.waitForURL(
      `${shellUrl()}/dashboard/restaurant-location-owner/view-detail/${report.restaurantId}?tab=menu-tab&item=${report.foodId}`,
    );
    await page.getByRole('heading', { level: 1, name: report.restaurantName }).waitFor();
    const menu = page.getByRole('tabpanel', { name: 'Restaurant Menu' });
    const linked = menu.locator('li[aria-current="true"]');
    await linked.getByText(report.foodItemName, { exact: true }).waitFor();
    await linked.getByText('Linked item').waitFor();
    // Its section is open: the list of items it is in is shown under an expanded section button.
    const section = menu.getByRole('region').filter({ has: page.locator('li[aria-current="true"]') });
    expect(await section.getByRole('button', { expanded: true }).count()).toBeGreaterThan(0);
    await waitInWindow(linked);
    expect(await linked.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');

    // The back arrow returns to the reported items.
    await page.getByRole('link', { name: 'Back to Marked For Removal' }).click();
    await page.waitForURL(`${shellUrl()}/dashboard/manage-items`);
    await restaurantLink.waitFor();
  });
});

describe('restaurant status you can see (issue 22 point 2)', () => {
  it('filters the list by Suspended (in the URL), and suspends a restaurant from its detail page', async () => {
    const token = await adminToken();
    const suspendedName = `Status Suspended Diner ${stamp}`;
    const activeName = `Status Active Diner ${stamp}`;
    const suspended = await fixtures.createRestaurantAccount(token, suspendedName);
    await fixtures.createRestaurantAccount(token, activeName);
    await changeRestaurantStatus(
      suspended.restaurantId,
      { account_status: 'Suspended', restaurant_id: suspended.restaurantId },
      ANY_VERSION,
      fixtures.as(token),
    );

    await signInPageAs(page, 'superAdmin');
    await page.goto(`${shellUrl()}/dashboard/restaurant`);
    await page.getByRole('searchbox', { name: 'Search restaurants' }).fill(`Diner ${stamp}`);
    let table = await restaurantsTable();
    await table.getByRole('row').filter({ hasText: activeName }).waitFor();
    // The badge says the status (a screen reader hears 'Status: Active').
    expect(await table.getByRole('row').filter({ hasText: activeName }).getByText('Status: Active', { exact: true }).count()).toBe(1);

    await page.getByRole('group', { name: 'Status' }).getByRole('radio', { name: 'Suspended' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'Suspended');
    await table.getByRole('row').filter({ hasText: activeName }).waitFor({ state: 'detached' });
    table = await restaurantsTable();
    expect(await rowNames(table)).toEqual([suspendedName]);
    const suspendedRow = table.getByRole('row').filter({ hasText: suspendedName });
    await suspendedRow.getByText('Status: Suspended', { exact: true }).waitFor();
    await suspendedRow.getByRole('button', { name: 'Approve Access' }).waitFor();
    expect(await axeViolations(page, 'Restaurants filtered by Suspended')).toEqual([]);

    // Back to every status, then the active restaurant's detail.
    await page.getByRole('group', { name: 'Status' }).getByRole('radio', { name: 'All' }).click();
    await table.getByRole('row').filter({ hasText: activeName }).locator('.admin-restaurant-name__text').click();
    await page.getByRole('heading', { level: 1, name: activeName }).waitFor();
    await page.getByText('Status: Active', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Remove Access' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Access Confirmation' });
    await confirm.getByText('Are you sure you want to Remove the Access?').waitFor();
    await confirm.getByText(activeName, { exact: true }).waitFor();
    expect(await axeViolations(page, 'Remove Access confirmation on the detail')).toEqual([]);
    await confirm.getByRole('button', { name: 'Yes, remove access!' }).click();
    await page.getByText('Restaurant Suspended successfully').waitFor();
    await confirm.waitFor({ state: 'detached' });
    // The detail reloads: the status and the action follow the change.
    await page.getByText('Status: Suspended', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Approve Access' }).waitFor();
    expect(await page.getByText('Status: Active', { exact: true }).count()).toBe(0);
  });
});

describe('the back arrow returns to the list as it was (issue 22 point 6)', () => {
  it("restores the Restaurants list's search, sort and status filter after a visit to a detail and its tabs", async () => {
    const token = await adminToken();
    const names = ['Alpha', 'Bravo', 'Charlie'].map((name) => `Back Arrow ${stamp} ${name}`);
    for (const name of names) await fixtures.createRestaurantAccount(token, name);

    await signInPageAs(page, 'superAdmin');
    await page.goto(`${shellUrl()}/dashboard/restaurant`);
    await page.getByRole('searchbox', { name: 'Search restaurants' }).fill(`Back Arrow ${stamp}`);
    await page.getByRole('group', { name: 'Status' }).getByRole('radio', { name: 'Active' }).click();
    const nameHeader = page.getByRole('columnheader', { name: /Restaurant Name/ });
    await nameHeader.getByRole('button').click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('dir') === 'desc');
    let table = await restaurantsTable();
    await page.waitForFunction(
      (first) => document.querySelector('table[aria-label="Restaurants"] tbody tr[data-row-index="0"]')?.textContent?.includes(first),
      names[2],
    );
    expect(await rowNames(table)).toEqual([...names].reverse());
    const list = pathAndQuery();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      q: `Back Arrow ${stamp}`,
      status: 'Active',
      sort: 'restaurantName',
      dir: 'desc',
    });

    await table.getByRole('row').filter({ hasText: names[1] }).locator('.admin-restaurant-name__text').click();
    await page.getByRole('heading', { level: 1, name: names[1] }).waitFor();
    await page.getByRole('tab', { name: 'Restaurant Menu' }).click();
    await page.getByRole('tab', { name: "Restaurant's Deals" }).click();
    await page.getByRole('link', { name: 'Back to Restaurants' }).click();

    await page.waitForURL(`${shellUrl()}${list}`);
    expect(await page.getByRole('searchbox', { name: 'Search restaurants' }).inputValue()).toBe(`Back Arrow ${stamp}`);
    expect(await page.getByRole('radio', { name: 'Active' }).isChecked()).toBe(true);
    expect(await page.getByRole('columnheader', { name: /Restaurant Name/ }).getAttribute('aria-sort')).toBe('descending');
    table = await restaurantsTable();
    await page.waitForFunction(
      (count) => document.querySelectorAll('table[aria-label="Restaurants"] tbody tr[data-row-index]').length === count,
      names.length,
    );
    expect(await rowNames(table)).toEqual([...names].reverse());
  });
});

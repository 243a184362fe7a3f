import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { changeRestaurantStatus } from '@console/api-client';
import { ANY_VERSION, type TestOwner } from '@console/testing';
import { axeViolations } from './support/axe';
import { fixtures, freshPagePerTest, shellUrl, signInStaff, signInThroughUi } from './support/browser';

// Issue 24: the audit trail in the browser. A super admin suspends a restaurant and edits an item of its
// menu through the screens; Activity, the restaurant's History and the owner's History show both, with
// their values before and after. The tests run in order: the later ones read what the first one did.

let page: Page;
freshPagePerTest((newPage) => {
  page = newPage;
});

const stamp = Date.now() % 1000000;
const RESTAURANT = `E2E Audit Cafe ${stamp}`;
const CATEGORY = 'Soups';
const ITEM = `Audit Soup ${stamp}`;
let owner: TestOwner;
let foodId = 0;

beforeAll(async () => {
  owner = await fixtures.createOwner(RESTAURANT);
  const { foods } = await fixtures.createMenu(owner.token, { [CATEGORY]: [{ foodItemName: ITEM, description: 'Tomato', price: '5.00' }] });
  foodId = foods.get(ITEM) as number;
});

const bodyRows = (table: Locator) => table.locator('tbody tr');
const rowOf = (table: Locator, text: string) => bodyRows(table).filter({ hasText: text });

/** Waits until nothing on the page is loading (the lists say so with aria-busy, the kit with its loader). */
const settled = () => page.waitForFunction(() => !document.querySelector('.ui-loader, [aria-busy="true"]'));

/**
 * How many rows the table shows once it has come to rest on `expected`, or what it still shows after 10 s.
 * A filter's answer lands after the URL changes (and after the search box's pause), so one look right
 * after `settled()` can catch the list between two answers on a busy machine.
 */
async function rowCountOnceSettled(table: Locator, expected: number): Promise<number> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    await settled();
    const count = await bodyRows(table).count();
    if (count === expected || Date.now() > deadline) return count;
    await page.waitForTimeout(100);
  }
}

/** The changed field's values in the open event's popup: [before, after]. */
async function beforeAndAfter(dialog: Locator, field: string) {
  const row = dialog
    .getByRole('table', { name: 'Changed fields' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: field }) });
  return row.getByRole('cell').allInnerTexts();
}

async function expectPriceChange(table: Locator) {
  await rowOf(table, 'Menu item updated').first().click();
  const dialog = page.getByRole('dialog', { name: 'Menu item updated' });
  await dialog.getByRole('table', { name: 'Changed fields' }).waitFor();
  expect((await beforeAndAfter(dialog, 'Price')).map(Number)).toEqual([5, 7.5]);
  return dialog;
}

async function expectSuspension(table: Locator) {
  await rowOf(table, 'Restaurant suspended').first().click();
  const dialog = page.getByRole('dialog', { name: 'Restaurant suspended' });
  await dialog.getByRole('table', { name: 'Changed fields' }).waitFor();
  expect(await beforeAndAfter(dialog, 'Status')).toEqual(['Active', 'Suspended']);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

describe('Activity (issue 24)', () => {
  it("records a super admin's suspension and menu edit: the restaurant's History and Activity show both, before and after", async () => {
    await signInStaff(page, 'superAdmin');
    await page.goto(`${shellUrl()}/dashboard/restaurant-location-owner/view-detail/${owner.restaurantId}`);
    await page.locator('h1#restaurant-detail-title', { hasText: RESTAURANT }).waitFor();
    await page.getByRole('button', { name: 'Remove Access' }).click();
    await page.getByRole('dialog', { name: 'Remove Access Confirmation' }).getByRole('button', { name: 'Yes, remove access!' }).click();
    await page.getByText('Restaurant Suspended successfully').waitFor();

    // The item as a link to it opens it (Manage Items does the same): its section open, the item shown.
    await page.goto(`${shellUrl()}/dashboard/restaurant-location-owner/view-detail/${owner.restaurantId}?tab=menu-tab&item=${foodId}`);
    const menu = page.getByRole('tabpanel', { name: 'Restaurant Menu' });
    const linked = menu.locator('li[aria-current="true"]');
    await linked.getByText(ITEM, { exact: true }).waitFor();
    await menu.getByRole('button', { name: 'Edit menu' }).click();
    await linked.getByRole('button', { name: `Edit ${ITEM}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Menu Item' });
    await edit.getByLabel('Price ($)').fill('7.50');
    await edit.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Food Item updated successfully').waitFor();

    // The restaurant's History, in place of the tabs.
    await page.getByRole('button', { name: 'History' }).click();
    await page.getByRole('heading', { level: 2, name: 'History' }).waitFor();
    const history = page.getByRole('table', { name: 'History' });
    await settled();
    await expect(bodyRows(history).nth(0).innerText()).resolves.toContain('Menu item updated');
    await expect(bodyRows(history).nth(1).innerText()).resolves.toContain('Restaurant suspended');
    await expectPriceChange(history);
    await page.keyboard.press('Escape');
    await expectSuspension(history);

    // Activity, from the sidebar, searched for the restaurant.
    await page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Activity', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search activity' }).fill(RESTAURANT);
    const activity = page.getByRole('table', { name: 'Activity' });
    await rowOf(activity, 'Menu item updated').first().waitFor();
    await expect(rowOf(activity, 'Menu item updated').first().innerText()).resolves.toContain(RESTAURANT);
    await expectPriceChange(activity);
    await page.keyboard.press('Escape');
    await expectSuspension(activity);
  });

  it('keeps the filters and search in the URL through a reload and Back, exports what is filtered, and is axe clean', async () => {
    await signInStaff(page, 'superAdmin');
    await page.goto(`${shellUrl()}/dashboard/activity`);
    await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
    const activity = page.getByRole('table', { name: 'Activity' });
    await settled();
    expect(await axeViolations(page, 'Activity')).toEqual([]);

    await page.getByRole('searchbox', { name: 'Search activity' }).fill(RESTAURANT);
    await page.waitForURL((url) => url.searchParams.get('q') === RESTAURANT);
    const what = page.getByRole('combobox', { name: 'What' });
    await what.selectOption({ label: 'Menu item updated (by an administrator)' });
    await page.waitForURL((url) => url.searchParams.get('what') === 'adminUpdateFood');
    await settled();
    expect(await rowCountOnceSettled(activity, 1)).toBe(1);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
    await settled();
    await expect(page.getByRole('searchbox', { name: 'Search activity' }).inputValue()).resolves.toBe(RESTAURANT);
    await expect(what.inputValue()).resolves.toBe('adminUpdateFood');
    expect(await rowCountOnceSettled(activity, 1)).toBe(1);
    await expect(bodyRows(activity).first().innerText()).resolves.toContain('Menu item updated');

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('q') === RESTAURANT && !url.searchParams.has('what'));
    await expect(what.inputValue()).resolves.toBe('');
    await rowOf(activity, 'Restaurant suspended').first().waitFor();
    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get('what') === 'adminUpdateFood');
    await settled();
    expect(await rowCountOnceSettled(activity, 1)).toBe(1);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = fs
      .readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Time,Who,Role,What,Object,Restaurant,Changes');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Menu item updated');
    expect(lines[1]).toContain(ITEM);
    expect(lines[1]).toContain(RESTAURANT);

    const dialog = await expectPriceChange(activity);
    expect(await axeViolations(page, 'Activity event popup')).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('shows the owner both in their History, once their access is back, before and after', async () => {
    await changeRestaurantStatus(
      owner.restaurantId,
      { account_status: 'Approved', restaurant_id: owner.restaurantId },
      ANY_VERSION,
      fixtures.as(owner.adminToken),
    );
    await signInThroughUi(page, owner.emailAddress, 'Restaurant');
    await page.waitForURL(`${shellUrl()}/dashboard/restaurant-locations`);
    await page.getByRole('button', { name: 'History' }).click();
    await page.getByRole('heading', { level: 1, name: 'History' }).waitFor();
    await page.waitForURL((url) => url.searchParams.get('view') === 'history');
    const history = page.getByRole('table', { name: 'History' });
    await settled();
    const rows = await bodyRows(history).allInnerTexts();
    expect(rows[0]).toContain('Restaurant access restored');
    expect(rows[1]).toContain('Menu item updated');
    expect(rows[2]).toContain('Restaurant suspended');
    await expect(page.getByRole('button', { name: 'Export CSV' }).count()).resolves.toBe(0);
    await expectPriceChange(history);
    await page.keyboard.press('Escape');
    await expectSuspension(history);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'History' }).waitFor();
    await page.getByRole('link', { name: 'Back to Restaurant Locations' }).click();
    await page.getByRole('heading', { level: 1, name: 'Restaurant Locations' }).waitFor();
  });
});

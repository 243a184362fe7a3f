import type { Locator, Page } from 'playwright-core';
import { changeRestaurantStatus, createRestaurantCategory } from '@console/api-client';
import { ANY_VERSION, type TestOwner } from '@console/testing';
import { fixtures, freshPagePerTest, shellUrl, signInStaff, signInThroughUi, storedToken } from './support/browser';

// Issue 35, Activity and History in daily use: a bulk suspension of three restaurants is in each one's
// History (the administrator's detail page and the owner's), Activity names all three; the Restaurant
// filter finds a restaurant no loaded event names; security events wait behind a toggle; rows are one
// line; a field's name is never broken mid-word in the popup. The tests run in order.

let page: Page;
freshPagePerTest((newPage) => {
  page = newPage;
});

const stamp = Date.now() % 1000000;
const PREFIX = `E2E Daily Harbour ${stamp}`;
const NAMES = [`${PREFIX} A`, `${PREFIX} B`, `${PREFIX} C`];
const QUIET = `E2E Quiet Corner ${stamp}`;
const CATEGORY = `E2E Basque ${stamp}`;
let owner: TestOwner;
const ids: number[] = [];

beforeAll(async () => {
  owner = await fixtures.createOwner(NAMES[0]);
  ids.push(owner.restaurantId);
  for (const name of NAMES.slice(1)) ids.push((await fixtures.createRestaurantAccount(owner.adminToken, name)).restaurantId);
}, 60_000);

const bodyRows = (table: Locator) => table.locator('tbody tr');
const rowOf = (table: Locator, text: string) => bodyRows(table).filter({ hasText: text });
/** Waits until nothing on the page is loading (the lists say so with aria-busy, the kit with its loader). */
const settled = () => page.waitForFunction(() => !document.querySelector('.ui-loader, [aria-busy="true"]'));

async function openActivity(search = '') {
  await page.goto(`${shellUrl()}/dashboard/activity${search}`);
  await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
  await settled();
  return page.getByRole('table', { name: 'Activity' });
}

describe('Activity and History in daily use (issue 35)', () => {
  it("suspends three restaurants at once: each one's History shows it, and Activity names all three", async () => {
    await signInStaff(page, 'superAdmin');
    await page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Restaurants', exact: true }).click();
    await page.waitForURL(`${shellUrl()}/dashboard/restaurant`);
    await page.getByRole('searchbox', { name: 'Search restaurants' }).fill(PREFIX);
    const restaurants = page.getByRole('table', { name: 'Restaurants' });
    await page.locator('table[aria-label="Restaurants"][aria-rowcount="4"]').waitFor();
    await restaurants.getByRole('checkbox', { name: 'Select all restaurants' }).check();
    await page.getByRole('toolbar', { name: 'Selected restaurants' }).getByRole('button', { name: 'Suspend' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Access Confirmation' });
    await confirm.getByText('Suspend 3 restaurants?').waitFor();
    await confirm.getByRole('button', { name: 'Yes, remove access!' }).click();
    await page.getByText('3 restaurants suspended successfully').waitFor();

    // Each restaurant's History, on its detail page: the one event.
    for (const [index, id] of ids.entries()) {
      await page.goto(`${shellUrl()}/dashboard/restaurant-location-owner/view-detail/${id}`);
      await page.locator('h1#restaurant-detail-title', { hasText: NAMES[index] }).waitFor();
      await page.getByRole('button', { name: 'History' }).click();
      await page.getByRole('heading', { level: 2, name: 'History' }).waitFor();
      const history = page.getByRole('table', { name: 'History' });
      await rowOf(history, 'Restaurants suspended').first().waitFor();
      await expect(bodyRows(history).first().innerText()).resolves.toContain('Restaurants suspended');
    }

    // Activity: one row, "3 restaurants", its popup naming each.
    const activity = await openActivity(`?q=${encodeURIComponent(PREFIX)}&what=bulkChangeRestaurantStatus`);
    await rowOf(activity, '3 restaurants').first().waitFor();
    expect(await bodyRows(activity).count()).toBe(1);
    await rowOf(activity, 'Restaurants suspended').first().click();
    const dialog = page.getByRole('dialog', { name: 'Restaurants suspended' });
    const listed = dialog.getByRole('list', { name: 'Restaurants' });
    await listed.waitFor();
    expect(await listed.getByRole('listitem').allInnerTexts()).toEqual(NAMES);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }, 120_000);

  it('shows the owner the suspension in their History, about their restaurant alone', async () => {
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
    const history = page.getByRole('table', { name: 'History' });
    await settled();
    const rows = await bodyRows(history).allInnerTexts();
    expect(rows[0]).toContain('Restaurant access restored');
    expect(rows[1]).toContain('Restaurants suspended');
    await rowOf(history, 'Restaurants suspended').first().click();
    const dialog = page.getByRole('dialog', { name: 'Restaurants suspended' });
    await dialog.getByRole('table', { name: 'Changed fields' }).waitFor();
    const text = await dialog.innerText();
    expect(text).toContain(NAMES[0]);
    // Nothing of the other restaurants.
    expect(text).not.toContain(NAMES[1]);
    expect(text).not.toContain(NAMES[2]);
  });

  it('filters by a restaurant no loaded event names, found by typing it in the Restaurant filter', async () => {
    await signInStaff(page, 'superAdmin');
    const token = (await storedToken(page)) ?? '';
    const quietId = (await fixtures.createRestaurantAccount(token, QUIET)).restaurantId;
    // The list shown is about the three others: nothing on screen names the quiet restaurant.
    const activity = await openActivity(`?q=${encodeURIComponent(PREFIX)}`);
    await rowOf(activity, 'Restaurants suspended').first().waitFor();
    expect(await rowOf(activity, QUIET).count()).toBe(0);

    const filter = page.getByRole('combobox', { name: 'Restaurant' });
    await filter.click();
    await filter.pressSequentially(QUIET.slice(0, 18));
    await page.getByRole('option', { name: QUIET }).click();
    await page.waitForURL((url) => url.searchParams.get('restaurant') === String(quietId));
    await page.getByRole('searchbox', { name: 'Search activity' }).fill('');
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await rowOf(activity, 'Restaurant added').first().waitFor();
    const texts = await bodyRows(activity).allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.every((text) => text.includes(QUIET))).toBe(true);

    // Its popup lists the categories it was added with by name (not ["1"]).
    await rowOf(activity, 'Restaurant added').first().click();
    const added = page.getByRole('dialog', { name: 'Restaurant added' });
    const categories = added
      .getByRole('table', { name: 'Changed fields' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Categories' }) });
    await categories.waitFor();
    const [after] = await categories.getByRole('cell').allInnerTexts();
    expect(after).toMatch(/[A-Za-z]/);
    expect(after).not.toMatch(/^\d+(, \d+)*$/);
  });

  it('shows changes only until security events are asked for (kept in the URL), one line a row', async () => {
    // A morning's sign-ins: noise the view of changes leaves out.
    for (let round = 0; round < 4; round++) await Promise.all([1, 2, 3, 4].map(() => fixtures.signInAs('admin')));
    await signInStaff(page, 'superAdmin');
    await page.setViewportSize({ width: 1366, height: 900 });
    const activity = await openActivity();
    const whats = async () => activity.locator('tbody tr td:nth-child(3)').allInnerTexts();
    await bodyRows(activity).first().waitFor();
    // The super admin just signed in; the changes come first.
    expect((await whats()).some((text) => text.startsWith('Signed in'))).toBe(false);

    await page.getByRole('checkbox', { name: 'Show security events' }).check();
    await page.waitForURL((url) => url.searchParams.get('security') === '1');
    await rowOf(activity, 'Signed in').first().waitFor();
    await settled();
    // One line each (every sign-in of this run is listed now): twenty fit in 900 px, not six.
    const heights = await bodyRows(activity).evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThanOrEqual(20);
    expect(Math.max(...heights)).toBeLessThan(45);
    expect(heights.slice(0, 20).reduce((sum, height) => sum + height, 0)).toBeLessThan(900);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
    await expect(page.getByRole('checkbox', { name: 'Show security events' }).isChecked()).resolves.toBe(true);
    await rowOf(activity, 'Signed in').first().waitFor();
  }, 90_000);

  it("never breaks a field's name mid-word in the event popup, on a phone too", async () => {
    await signInStaff(page, 'superAdmin');
    const token = (await storedToken(page)) ?? '';
    await createRestaurantCategory(
      { restaurantCategoryName: CATEGORY, description: 'Pintxos, txakoli and a very long description that fills the popup to its edge' },
      fixtures.as(token),
    );
    for (const size of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      const activity = await openActivity(`?q=${encodeURIComponent(CATEGORY)}`);
      await rowOf(activity, 'Restaurant category added').first().click();
      const dialog = page.getByRole('dialog', { name: 'Restaurant category added' });
      const field = dialog.getByRole('rowheader', { name: 'Description' });
      await field.waitFor();
      // The word's text in one line box: a break inside it would make two.
      const lines = await field.evaluate((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines).toBe(1);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
  });
});

import type { Locator, Page } from 'playwright-core';
import { deleteFood, getFood, getMyRestaurantDetails } from '@console/api-client';
import { ANY_VERSION, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@console/testing';
import { fixtures, freshPagePerTest, pageBeside, shellUrl, signInStaff, signInThroughUi } from './support/browser';

// Issue 34: two people (or two tabs) editing the same thing never undo each other's work unseen. Each
// opens the same Edit popup; the first saves; the second's save is refused, the popup names the first's
// change beside what it holds, and Keep mine saves the second's change on top of the first's.

let page: Page;
const stamp = Date.now() % 1000000;
freshPagePerTest((newPage) => {
  page = newPage;
});

const OWNER = DEMO_ACCOUNTS.owner.emailAddress;
const conflictPanel = (popup: Locator) => popup.getByRole('alert', { name: 'Changed since you opened it' });
const rowsOf = (panel: Locator) =>
  panel.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Array.from(row.children, (cell) => cell.textContent)));

/** Opens Edit on `item` in a menu (the owner's page or the admin detail's tab), found by a search. */
async function editItem(on: Page, menu: Locator, item: string) {
  await menu.getByRole('searchbox', { name: 'Search menu items' }).fill(item);
  await menu.getByRole('button', { name: 'Edit menu' }).click();
  await menu.getByRole('button', { name: `Edit ${item}` }).click();
  const edit = on.getByRole('dialog', { name: 'Edit Menu Item' });
  await edit.getByLabel('Price ($)').waitFor();
  return edit;
}

describe('two people on one menu item', () => {
  it('the owner saves a new price, the administrator then only a new description: the panel names the price change, Keep mine keeps both', async () => {
    const { token, user } = await fixtures.signInAs('owner');
    const item = `E2E Both Kept ${stamp}`;
    const { foods } = await fixtures.createMenu(token, {
      [`E2E Conflicts ${stamp}`]: [{ foodItemName: item, description: 'As it was', price: '24.99' }],
    });
    const foodId = foods.get(item) as number;
    const { restaurant } = await getMyRestaurantDetails(fixtures.as(token));
    const admin = await pageBeside(page);
    try {
      await signInThroughUi(page, OWNER, 'Restaurant');
      await page.waitForURL(`${shellUrl()}/dashboard/restaurant-locations`);
      await page.goto(`${shellUrl()}/dashboard/menu`);
      const ownerEdit = await editItem(page, page.locator('main'), item);

      await signInStaff(admin, 'admin');
      await admin.goto(`${shellUrl()}/dashboard/restaurant-location-owner/view-detail/${restaurant.restaurantId}?tab=menu-tab`);
      const adminEdit = await editItem(admin, admin.getByRole('tabpanel', { name: 'Restaurant Menu' }), item);

      await ownerEdit.getByLabel('Price ($)').fill('22.99');
      await ownerEdit.getByRole('button', { name: 'Update' }).click();
      await page.getByText('Food Item updated successfully').waitFor();

      await adminEdit.getByLabel('Description').fill('With a new sauce');
      await adminEdit.getByRole('button', { name: 'Update' }).click();
      const panel = conflictPanel(adminEdit);
      await panel.waitFor();
      const ownerName = `${user.firstName} ${user.lastName}`;
      expect(await panel.textContent()).toContain(`changed by ${ownerName} (${OWNER})`);
      expect(await rowsOf(panel)).toEqual([['Price ($)', '24.99', '22.99']]);
      expect(await adminEdit.getByLabel('Description').inputValue()).toBe('With a new sauce');

      await panel.getByRole('button', { name: 'Keep mine' }).click();
      await admin.getByText('Food Item updated successfully').waitFor();
      await adminEdit.waitFor({ state: 'detached' });
      const { food } = await getFood(foodId, fixtures.as(token));
      expect({ price: food.price, description: food.description }).toEqual({ price: '22.99', description: 'With a new sauce' });
    } finally {
      await admin.context().close();
      await deleteFood(foodId, ANY_VERSION, fixtures.as(token));
    }
  });
});

describe('one owner in two tabs on the restaurant profile', () => {
  it('one tab renames the restaurant, the other then adds a category: the panel names the rename, Keep mine keeps both', async () => {
    const owner = await fixtures.createOwner(`E2E Two Tabs ${stamp}`);
    const second = await page.context().newPage();
    const openProfile = async (on: Page) => {
      // The second tab is signed in already: it shares the first one's session.
      if (on === page) await signInThroughUi(on, owner.emailAddress, 'Restaurant', DEMO_PASSWORD);
      else await on.goto(`${shellUrl()}/dashboard/restaurant-locations`);
      await on.waitForURL(`${shellUrl()}/dashboard/restaurant-locations`);
      await on.getByRole('button', { name: 'Edit Restaurant Profile' }).click();
      const edit = on.getByRole('dialog', { name: 'Edit Restaurant Profile' });
      await edit.getByLabel('Restaurant Name').waitFor();
      return edit;
    };
    const first = await openProfile(page);
    const other = await openProfile(second);

    const renamed = `E2E Renamed ${stamp}`;
    await first.getByLabel('Restaurant Name').fill(renamed);
    await first.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Restaurant Profile updated successfully').waitFor();

    // The other tab adds the first category its select offers (those chosen are not offered).
    await other.getByLabel('Restaurant Category').click();
    const option = second.getByRole('option').first();
    const added = (await option.textContent()) as string;
    await option.click();
    await other.getByRole('button', { name: 'Update' }).click();
    const panel = conflictPanel(other);
    await panel.waitFor();
    expect(await panel.textContent()).toContain(`(${owner.emailAddress})`);
    expect(await rowsOf(panel)).toEqual([['Restaurant Name', owner.restaurantName, renamed]]);

    await panel.getByRole('button', { name: 'Keep mine' }).click();
    await second.getByText('Restaurant Profile updated successfully').waitFor();
    await other.waitFor({ state: 'detached' });
    const { restaurant } = await getMyRestaurantDetails(fixtures.as(owner.token));
    expect(restaurant.restaurantName).toBe(renamed);
    expect(restaurant.restaurantCategories.map((category) => category.restaurantCategoryName)).toContain(added);
    await second.getByRole('heading', { level: 2, name: renamed }).waitFor();
  });
});

import type { Page } from 'playwright-core';
import { createDeal, getDeals, getMyRestaurantAddresses, getRestaurants, WHOLE_LIST } from '@console/api-client';
import { axeViolations } from './support/axe';
import { fixtures, freshPagePerTest, shellUrl, signInStaff, signInThroughUi, storedToken } from './support/browser';

// Bulk actions (issue 26): a selection across the whole list, one confirmation with the count, one call.

let page: Page;
freshPagePerTest((newPage) => {
  page = newPage;
});

const stamp = Date.now() % 1000000;
/** More restaurants than the table draws at once (it draws the rows in view and a few beyond). */
const RESTAURANTS = 40;

const today = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

describe('bulk actions', () => {
  it('suspends every restaurant a search lists, more than the table draws, after a confirmation with the count (super admin)', async () => {
    await signInStaff(page, 'superAdmin');
    const token = (await storedToken(page)) ?? '';
    const prefix = `E2E Bulk ${stamp}`;
    // Five at a time: each account's password is hashed, forty in a row take most of a minute on a busy machine.
    for (let first = 0; first < RESTAURANTS; first += 5) {
      await Promise.all(
        Array.from({ length: 5 }, (_, offset) =>
          fixtures.createRestaurantAccount(token, `${prefix} ${String(first + offset).padStart(2, '0')}`),
        ),
      );
    }
    await page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Restaurants', exact: true }).click();
    await page.waitForURL(`${shellUrl()}/dashboard/restaurant`);
    const table = page.getByRole('table', { name: 'Restaurants' });
    await page.getByRole('searchbox', { name: 'Search restaurants' }).fill(prefix);
    await page.locator(`table[aria-label="Restaurants"][aria-rowcount="${RESTAURANTS + 1}"]`).waitFor();
    const drawn = await table.locator('tbody tr[data-row-index]').count();
    expect(drawn).toBeLessThan(RESTAURANTS);

    await table.getByRole('checkbox', { name: 'Select all restaurants' }).check();
    const bar = page.getByRole('toolbar', { name: 'Selected restaurants' });
    await page.getByText(`All ${RESTAURANTS} restaurants selected`).waitFor();
    expect(await axeViolations(page, 'Restaurants with a selection')).toEqual([]);

    await bar.getByRole('button', { name: 'Suspend' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Access Confirmation' });
    await confirm.getByText(`Suspend ${RESTAURANTS} restaurants?`).waitFor();
    expect(await axeViolations(page, 'Bulk suspend confirmation')).toEqual([]);
    await confirm.getByRole('button', { name: 'Yes, remove access!' }).click();
    await page.getByText(`${RESTAURANTS} restaurants suspended successfully`).waitFor();
    await confirm.waitFor({ state: 'detached' });

    // The list reloads as after one change: the first row offers Approve Access now, and the API has every one suspended.
    await table.locator('tbody tr[data-row-index="0"]').getByRole('button', { name: 'Approve Access' }).waitFor();
    const { restaurants } = await getRestaurants({ ...WHOLE_LIST, searchQuery: prefix }, fixtures.as(token));
    expect(restaurants).toHaveLength(RESTAURANTS);
    expect(new Set(restaurants.map((account) => account.accountStatus))).toEqual(new Set(['Suspended']));
    await bar.waitFor({ state: 'detached' });
  }, 180_000);

  it("deactivates an owner's current deals at once, after a confirmation with the count", async () => {
    const owner = await fixtures.createOwner(`E2E Bulk Deals ${stamp}`);
    const { foods } = await fixtures.createMenu(owner.token, { Mains: [{ foodItemName: 'Burger', description: 'Beef', price: '9' }] });
    const { addresses } = await getMyRestaurantAddresses({ page: 1, size: 10 }, fixtures.as(owner.token));
    const titles = ['E2E Bulk Deal A', 'E2E Bulk Deal B', 'E2E Bulk Deal C'];
    for (const dealTitle of titles) {
      await createDeal(
        { restaurantAddressId: addresses[0].addressId, dealTitle, foodIds: [foods.get('Burger') as number], startDate: today() },
        fixtures.as(owner.token),
      );
    }

    await signInThroughUi(page, owner.emailAddress, 'Restaurant');
    await page.waitForURL(`${shellUrl()}/dashboard/restaurant-locations`);
    await page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Deals', exact: true }).click();
    await page.waitForURL(`${shellUrl()}/dashboard/deals`);
    await page.getByRole('article', { name: titles[2] }).waitFor();

    await page.getByRole('checkbox', { name: 'Select all current deals' }).check();
    await page.getByText('All 3 deals selected').waitFor();
    expect(await axeViolations(page, 'Deals with a selection')).toEqual([]);
    await page.getByRole('toolbar', { name: 'Selected deals' }).getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate Deals' });
    await confirm.getByText('Deactivate 3 deals?').waitFor();
    await confirm.getByRole('button', { name: 'Yes, deactivate!' }).click();
    await page.getByText('3 deals deactivated successfully').waitFor();

    for (const title of titles) {
      await page.getByRole('article', { name: title }).getByText('Inactive', { exact: true }).waitFor();
    }
    const { currentRestaurantDeals } = await getDeals({ pageNum: 1, pageSize: 999999 }, fixtures.as(owner.token));
    expect(currentRestaurantDeals.map((deal) => deal.isActive)).toEqual([false, false, false]);
  });
});

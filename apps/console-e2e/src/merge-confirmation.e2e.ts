import type { Locator, Page } from 'playwright-core';
import { changeRestaurantStatus, getRestaurantDetails } from '@console/api-client';
import { ANY_VERSION } from '@console/testing';
import { axeViolations } from './support/axe';
import { fixtures, freshPagePerTest, shellUrl, signInStaff, storedToken } from './support/browser';

// Issue 34: the merge says what it destroys before it does it, keeps a suspension, and its History says the same.

let page: Page;
freshPagePerTest((newPage) => {
  page = newPage;
});

const stamp = Date.now() % 1000000;
const OPEN = `E2E Merge Open ${stamp}`;
const SUSPENDED = `E2E Merge Suspended ${stamp}`;
const MERGED = `E2E Merge Kept Suspended ${stamp}`;

/** The open event's value of one field, in its 'Changed fields' table. */
async function afterOf(dialog: Locator, field: string): Promise<string> {
  const row = dialog
    .getByRole('table', { name: 'Changed fields' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: field, exact: true }) });
  return (await row.getByRole('cell').allInnerTexts()).join(' ');
}

describe('merge confirmation (issue 34)', () => {
  it('a super admin merges a suspended restaurant with another: the confirmation says so, the result stays suspended, History says so', async () => {
    await signInStaff(page, 'superAdmin');
    const token = (await storedToken(page)) ?? '';
    const open = await fixtures.createRestaurantAccount(token, OPEN);
    const suspended = await fixtures.createRestaurantAccount(token, SUSPENDED);
    await changeRestaurantStatus(
      suspended.restaurantId,
      { account_status: 'Suspended', restaurant_id: suspended.restaurantId },
      ANY_VERSION,
      fixtures.as(token),
    );

    await page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Restaurant Merger', exact: true }).click();
    await page.waitForURL(`${shellUrl()}/dashboard/restaurant-merger`);
    await page.getByRole('searchbox', { name: 'Search restaurants' }).fill(`E2E Merge`);
    await page.getByRole('checkbox', { name: `Select ${OPEN}` }).check();
    await page.getByRole('checkbox', { name: `Select ${SUSPENDED}` }).check();
    await page.getByRole('button', { name: 'Merge', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge Restaurant' });
    await dialog.getByLabel('New Restaurant Name').fill(MERGED);
    await dialog.getByRole('button', { name: 'Review Merge' }).click();

    // The confirmation, before anything is done: whose login goes, and that the suspension stays.
    const confirmation = dialog.getByRole('region', { name: 'What the merge does' });
    await confirmation.waitFor();
    await dialog.getByText(`Merging ${OPEN}, ${SUSPENDED} into one new restaurant.`).waitFor();
    expect(await confirmation.getByRole('list', { name: 'Owner logins removed' }).getByRole('listitem').allInnerTexts()).toEqual([
      `${suspended.emailAddress} (${SUSPENDED})`,
    ]);
    await confirmation.getByText(`${open.emailAddress} (${OPEN})`).waitFor();
    await confirmation.getByText(`${OPEN} (Active), ${SUSPENDED} (Suspended)`).waitFor();
    const access = confirmation.getByRole('radiogroup', { name: 'Access after the merge' });
    expect(await access.getByRole('radio', { name: 'Suspended' }).isChecked()).toBe(true);
    await confirmation.getByText(`${SUSPENDED} is suspended: the merged restaurant stays suspended unless you choose Active.`).waitFor();
    expect(await axeViolations(page, 'the merge confirmation')).toEqual([]);
    // Nothing is merged yet.
    expect(await getRestaurantDetails(suspended.restaurantId, fixtures.as(token))).toMatchObject({ accountStatus: 'Suspended' });

    await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
    await page.getByText('Restaurants merged successfully').waitFor();
    await page.waitForURL(/\/dashboard\/restaurant-location-owner\/view-detail\/\d+$/);
    const mergedId = Number(new URL(page.url()).pathname.split('/').pop());

    // The result stays suspended: its detail offers to approve access.
    await page.locator('h1#restaurant-detail-title', { hasText: MERGED }).waitFor();
    await page.getByRole('button', { name: 'Approve Access' }).waitFor();
    expect(await getRestaurantDetails(mergedId, fixtures.as(token))).toMatchObject({
      accountStatus: 'Suspended',
      emailAddress: open.emailAddress,
    });

    // History says what the confirmation said.
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('table', { name: 'History' });
    await history.locator('tbody tr').filter({ hasText: 'Restaurants merged' }).first().click();
    const event = page.getByRole('dialog', { name: 'Restaurants merged' });
    await event.getByRole('table', { name: 'Changed fields' }).waitFor();
    expect(await afterOf(event, 'Restaurants merged')).toBe(`${OPEN} (Active), ${SUSPENDED} (Suspended)`);
    expect(await afterOf(event, 'Owner logins removed')).toBe(suspended.emailAddress);
    expect(await afterOf(event, 'Owner login kept')).toBe(open.emailAddress);
    expect(await afterOf(event, 'Access status')).toBe(`Suspended (kept: ${SUSPENDED} was suspended)`);
    expect(await afterOf(event, 'Locations moved')).toMatch(/^2: /);
  });
});

import type { Page } from 'playwright-core';
import { storedSession } from '@console/testing';
import { freshPagePerTest, shellUrl, signInStaff, signInThroughUi, pageBeside } from './support/browser';

// The demo owner's deals (spec §2 Deals and the item picker), as the owner and from the admin detail.
// What a test adds to the shared demo restaurant it deletes again.

let page: Page;
const stamp = Date.now() % 1000000;
freshPagePerTest((newPage) => {
  page = newPage;
});

const today = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

async function openOwnerDeals(on: Page) {
  await signInThroughUi(on, 'owner@example.com', 'Restaurant');
  await on.waitForURL(`${shellUrl()}/dashboard/restaurant-locations`);
  await on.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Deals', exact: true }).click();
  await on.waitForURL(`${shellUrl()}/dashboard/deals`);
  await on.getByRole('heading', { level: 2, name: 'Current Deals' }).waitFor();
}

async function fillDetails(on: Page, dialog: ReturnType<Page['getByRole']>, title: string) {
  await dialog.getByLabel('Location').click();
  await on.getByRole('option').first().click();
  await dialog.getByLabel('Deal Title').fill(title);
  await dialog.getByLabel('Start Date').fill(today());
  await dialog.getByRole('radio', { name: 'Unlimited Use' }).check();
  await dialog.getByRole('button', { name: 'Select Menu Items' }).click();
  await on.waitForURL(`${shellUrl()}/dashboard/select-related-menu-items`);
}

async function openCardMenu(on: Page, title: string) {
  await on
    .getByRole('article', { name: title })
    .getByRole('button', { name: `Actions for ${title}` })
    .click();
}

describe("the owner's Manage Your Deals (spec §2)", () => {
  it('creates a deal through details, picker, Done, success and View Deal; toggles, edits and deletes it', async () => {
    await openOwnerDeals(page);
    const title = `E2E Deal ${stamp}`;
    await page.getByRole('button', { name: 'Add Deal' }).click();
    await fillDetails(page, page.getByRole('dialog', { name: 'Add Deal' }), title);
    await page.getByRole('heading', { level: 1, name: 'Select Related Menu Items' }).waitFor();
    const firstGroup = page.locator('.picker-group').first();
    await firstGroup.getByRole('checkbox', { name: /^Select all in / }).check();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('dialog', { name: 'Publish this deal?' }).getByRole('button', { name: 'Publish Deal' }).click();
    await page.getByText('Deal created Successfully', { exact: true }).waitFor();
    await page.waitForURL(`${shellUrl()}/dashboard/deals`);
    await page.getByRole('dialog', { name: 'Deal Published' }).getByRole('button', { name: 'View Deal' }).click();
    const card = page.getByRole('article', { name: title });
    await page.locator('article[aria-current="true"]').getByRole('heading', { name: title }).waitFor();

    await openCardMenu(page, title);
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await page.getByText('Deal deactivated successfully').waitFor();
    await card.getByText('Inactive').waitFor();
    await openCardMenu(page, title);
    await page.getByRole('menuitem', { name: 'Activate' }).click();
    await page.getByText('Deal activated successfully').waitFor();
    await card.getByText('Active', { exact: true }).waitFor();

    await openCardMenu(page, title);
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Deal' });
    await edit.getByLabel('Deal Title').fill(`${title} edited`);
    await edit.getByRole('button', { name: 'Select Menu Items' }).click();
    await page.waitForURL(`${shellUrl()}/dashboard/select-related-menu-items`);
    const lastGroup = page.locator('.picker-group').last();
    await lastGroup.getByRole('checkbox', { name: /^Select all in / }).check();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('dialog', { name: 'Save this deal?' }).getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Deal updated Successfully').waitFor();
    const edited = page.getByRole('article', { name: `${title} edited` });
    await edited.waitFor();

    await openCardMenu(page, `${title} edited`);
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.getByRole('dialog', { name: 'Edit Deal' }).getByRole('button', { name: 'Delete Deal' }).click();
    await page.getByRole('dialog', { name: 'Delete Confirmation' }).getByRole('button', { name: 'Yes, Delete!' }).click();
    await page.getByText('Deal deleted Successfully').waitFor();
    await edited.waitFor({ state: 'detached' });
  });

  it('offers no toggle or edit on an expired deal', async () => {
    await openOwnerDeals(page);
    const expired = page.getByRole('region', { name: 'Expired Deals' }).getByRole('article');
    await expired.first().waitFor();
    expect(await expired.count()).toBeGreaterThan(0);
    expect(
      await page
        .getByRole('region', { name: 'Expired Deals' })
        .getByRole('button', { name: /^Actions for / })
        .count(),
    ).toBe(0);
  });

  it("shows on the owner's list a deal an administrator created from the restaurant detail's Deals tab", async () => {
    await openOwnerDeals(page);
    const restaurantId = (await storedSession(page)).data?.restaurant?.restaurantId;
    const title = `E2E Admin Deal ${stamp}`;
    const admin = await pageBeside(page);
    try {
      await signInStaff(admin, 'admin');
      const detail = `${shellUrl()}/dashboard/restaurant-location-owner/view-detail/${restaurantId}?tab=deal-tab`;
      await admin.goto(detail);
      const tab = admin.getByRole('tabpanel', { name: "Restaurant's Deals" });
      await tab.getByRole('button', { name: 'Add Deal' }).click();
      await fillDetails(admin, admin.getByRole('dialog', { name: 'Add Deal' }), title);
      await admin
        .locator('.picker-group')
        .first()
        .getByRole('checkbox', { name: /^Select all in / })
        .check();
      await admin.getByRole('button', { name: 'Done' }).click();
      await admin.getByRole('dialog', { name: 'Publish this deal?' }).getByRole('button', { name: 'Publish Deal' }).click();
      await admin.getByText('Deal created Successfully', { exact: true }).waitFor();
      await admin.waitForURL(detail);
      await admin.getByRole('dialog', { name: 'Deal Published' }).getByRole('button', { name: 'Dismiss' }).click();
      await admin.getByRole('article', { name: title }).waitFor();
    } finally {
      await admin.context().close();
    }

    await page.reload();
    const card = page.getByRole('article', { name: title });
    await card.waitFor();
    await openCardMenu(page, title);
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.getByRole('dialog', { name: 'Edit Deal' }).getByRole('button', { name: 'Delete Deal' }).click();
    await page.getByRole('dialog', { name: 'Delete Confirmation' }).getByRole('button', { name: 'Yes, Delete!' }).click();
    await card.waitFor({ state: 'detached' });
  });
});

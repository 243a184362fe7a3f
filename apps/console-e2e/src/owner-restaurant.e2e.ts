import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, storedSession, testPngUpload } from '@console/testing';
import { freshPagePerTest, shellUrl, signInPageAs, signInThroughUi, storedToken, pageBeside } from './support/browser';

// The demo owner's own restaurant (spec §2 Restaurant Locations), as the owner and as an administrator.
// Everything a test changes on the shared demo restaurant it puts back.

let page: Page;
const stamp = Date.now() % 1000000;
freshPagePerTest((newPage) => {
  page = newPage;
});

const locationsTable = (on: Page) => on.getByRole('table', { name: 'Restaurant Locations' });

/** Signs the demo owner in through the screens (the password change's test) and waits for their locations. */
async function signInAsOwner(on: Page, password = DEMO_PASSWORD) {
  await signInThroughUi(on, 'owner@example.com', 'Restaurant', password);
  await on.waitForURL(`${shellUrl()}/dashboard/restaurant-locations`);
  await locationsTable(on).locator('tbody tr').first().waitFor();
}

/** The demo owner on their Restaurant Locations, signed in through the API (signing in is not what these tests are about). */
async function openAsOwner(on: Page) {
  await signInPageAs(on, 'owner');
  await on.goto(`${shellUrl()}/dashboard/restaurant-locations`);
  await locationsTable(on).locator('tbody tr').first().waitFor();
}

async function chooseAddress(dialog: ReturnType<Page['getByRole']>, text: string, option: RegExp) {
  await dialog.getByLabel('Location', { exact: true }).fill(text);
  await page.getByRole('option', { name: option }).click();
}

/** The owner's restaurant id, read from the session the console stored. */
const ownRestaurantId = async (on: Page) => (await storedSession(on)).data?.restaurant?.restaurantId;

describe("the owner's Restaurant Locations (spec §2)", () => {
  it('adds a location through the address search with a US phone, finds it by search, edits it and deletes it', async () => {
    await openAsOwner(page);
    await page.getByRole('button', { name: 'Add Restaurant Location' }).click();
    const add = page.getByRole('dialog', { name: 'Add Restaurant Location' });
    await chooseAddress(add, '9400 Wilshire Blvd 90210', /Beverly Hills, CA 90210/);
    await add.getByLabel('Phone Number').fill('3105550142');
    await add.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Restaurant Location created Successfully').waitFor();
    await add.waitFor({ state: 'detached' });

    await page.getByRole('searchbox', { name: 'Search locations' }).fill('Wilshire');
    await page.waitForURL(/[?&]q=Wilshire/);
    const row = locationsTable(page).getByRole('row', { name: /9400 Wilshire Blvd/ });
    await row.waitFor();
    await page.getByRole('button', { name: 'Edit 9400 Wilshire Blvd' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Restaurant Location' });
    await edit.getByLabel('Phone Number').fill('3105550199');
    await edit.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Restaurant Location updated Successfully').waitFor();
    await row.getByRole('cell', { name: '(310) 555-0199' }).waitFor();

    await page.getByRole('button', { name: 'Delete 9400 Wilshire Blvd' }).click();
    await page.getByRole('dialog', { name: 'Delete Location' }).getByRole('button', { name: 'Yes, Delete!' }).click();
    await page.getByText('Restaurant Location deleted Successfully').waitFor();
    await row.waitFor({ state: 'detached' });
  });

  it('edits the profile and sees the panel change, and adds company-wide images up to 5 (the add tile goes)', async () => {
    await openAsOwner(page);
    const panelName = page.locator('#restaurant-info-name');
    const originalName = await panelName.innerText();
    await page.getByRole('button', { name: 'Edit Restaurant Profile' }).click();
    let profile = page.getByRole('dialog', { name: 'Edit Restaurant Profile' });
    await profile.getByLabel('Restaurant Name').fill(`${originalName} ${stamp}`);
    const stored = await profile.getByRole('img', { name: /^Company-wide Images \d$/ }).count();
    const room = 5 - stored;
    if (room > 0) {
      await profile.getByLabel('Add image').setInputFiles(Array.from({ length: room }, (_, i) => testPngUpload(`e2e-${i}.png`)));
    }
    await profile.getByLabel('Add image').waitFor({ state: 'detached' });
    await profile.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Restaurant Profile updated successfully').waitFor();
    await page.getByRole('heading', { level: 2, name: `${originalName} ${stamp}` }).waitFor();
    await expectCount(page.getByRole('list', { name: 'Company-wide Images' }).getByRole('img'), 5);

    // Put it back: the name, and the images this test added.
    await page.getByRole('button', { name: 'Edit Restaurant Profile' }).click();
    profile = page.getByRole('dialog', { name: 'Edit Restaurant Profile' });
    for (let index = 5; index > stored; index--) {
      await profile.getByRole('button', { name: `Remove Company-wide Images ${index}` }).click();
      await page.getByRole('dialog', { name: 'Delete Image' }).getByRole('button', { name: 'Yes, Delete!' }).click();
      await page.getByRole('dialog', { name: 'Delete Image' }).waitFor({ state: 'detached' });
      await expectCount(profile.getByRole('img', { name: /^Company-wide Images \d$/ }), index - 1);
    }
    await profile.getByLabel('Add image').waitFor();
    await profile.getByLabel('Restaurant Name').fill(originalName);
    await profile.getByRole('button', { name: 'Update' }).click();
    await page.getByRole('heading', { level: 2, name: originalName, exact: true }).waitFor();
  });

  it('changes the password, signs in with the new one, and changes it back', async () => {
    const changeTo = async (current: string, password: string) => {
      await page.getByRole('button', { name: 'Change Password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change Password' });
      await dialog.getByLabel('Current Password').fill(current);
      await dialog.getByLabel('New Password').fill(password);
      await dialog.getByLabel('Confirm Password').fill(password);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Password changed successfully').first().waitFor();
      await dialog.waitFor({ state: 'detached' });
    };
    await signInAsOwner(page);
    await changeTo(DEMO_PASSWORD, 'Changed#2027');
    try {
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('dialog', { name: 'Logout Confirmation' }).getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(`${shellUrl()}/`);
      await signInAsOwner(page, 'Changed#2027');
    } finally {
      await changeTo('Changed#2027', DEMO_PASSWORD);
    }
    expect(await storedToken(page)).toEqual(expect.any(String));
  });

  it("sees a location an administrator added from the restaurant detail's tab", async () => {
    await openAsOwner(page);
    const restaurantId = await ownRestaurantId(page);
    expect(restaurantId).toEqual(expect.any(Number));
    const admin = await pageBeside(page);
    try {
      const previous = page;
      page = admin;
      await signInPageAs(admin, 'admin');
      await admin.goto(`${shellUrl()}/dashboard/restaurant-location-owner/view-detail/${restaurantId}`);
      const tab = admin.getByRole('tabpanel', { name: 'Restaurant Locations' });
      await tab.getByRole('button', { name: 'Add Restaurant Location' }).click();
      const add = admin.getByRole('dialog', { name: 'Add Restaurant Location' });
      await chooseAddress(add, '100 Congress Ave, Austin, TX', /^100 Congress Ave, Austin, TX, USA$/);
      await add.getByLabel('Phone Number').fill('5125550177');
      await add.getByRole('button', { name: 'Create' }).click();
      await admin.getByText('Restaurant Location created Successfully').waitFor();
      page = previous;

      // The owner's screen shows it (searched by its phone number).
      await page.getByRole('searchbox', { name: 'Search locations' }).fill('5125550177');
      const row = locationsTable(page).getByRole('row', { name: /\(512\) 555-0177/ });
      await row.waitFor();
      await row.getByRole('button', { name: /^Delete / }).click();
      await page.getByRole('dialog', { name: 'Delete Location' }).getByRole('button', { name: 'Yes, Delete!' }).click();
      await page.getByText('Restaurant Location deleted Successfully').waitFor();
      await row.waitFor({ state: 'detached' });
    } finally {
      await admin.context().close();
    }
  });
});

/** Waits up to 5 s for `locator` to match `count` elements. */
async function expectCount(locator: ReturnType<Page['locator']>, count: number) {
  for (let tries = 0; tries < 50 && (await locator.count()) !== count; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await locator.count()).toBe(count);
}

import type { Page } from 'playwright-core';
import { deleteFood, getMyRestaurantDetails } from '@console/api-client';
import { ANY_VERSION, testPngUpload } from '@console/testing';
import { fixtures, freshPagePerTest, shellUrl, signInStaff, signInThroughUi, pageBeside } from './support/browser';

// The demo owner's menu (spec §2 Manage Your Menu), as the owner and from the admin restaurant detail.
// What a test adds to the shared demo menu it deletes again.

let page: Page;
const stamp = Date.now() % 1000000;
freshPagePerTest((newPage) => {
  page = newPage;
});

async function openOwnerMenu(on: Page) {
  await signInThroughUi(on, 'owner@example.com', 'Restaurant');
  await on.waitForURL(`${shellUrl()}/dashboard/restaurant-locations`);
  await on.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Menu', exact: true }).click();
  await on.waitForURL(`${shellUrl()}/dashboard/menu`);
  await on.locator('.menu-category').first().waitFor();
}

type Box = { x: number; y: number; width: number; height: number } | null;
const overlaps = (a: Box, b: Box) =>
  Boolean(a && b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height);

const sectionOf = (on: Page, name: string) => on.getByRole('region', { name: new RegExp(`^${name} \\d+ items$`) });

describe("the owner's Manage Your Menu (spec §2)", () => {
  it('adds a category and an item with tags, an attribute and an image, finds it, edits its price, filters to its category and deletes it', async () => {
    await openOwnerMenu(page);
    const category = `E2E Category ${stamp}`;
    const item = `E2E Chili ${stamp}`;

    await page.getByRole('button', { name: 'Edit menu' }).click();
    await page.getByRole('button', { name: 'Add a Category' }).click();
    const addCategory = page.getByRole('dialog', { name: 'Add a Category' });
    await addCategory.getByLabel('Category Title').fill(category);
    await addCategory.getByRole('button', { name: 'Create' }).click();
    // The toast lies clear of the screen's actions, which stay usable while it shows.
    const created = page.locator('.ui-toast', { hasText: 'Category created successfully' });
    await created.waitFor();
    const addItem = page.getByRole('button', { name: 'Add a Menu Item' });
    expect(overlaps(await created.boundingBox(), await addItem.boundingBox())).toBe(false);
    await addItem.click();
    const add = page.getByRole('dialog', { name: 'Add a Menu Item' });
    await add.getByLabel('Item Name').fill(item);
    await add.getByLabel('Description').fill('Slow cooked with smoked peppers');
    await add.getByLabel('Category', { exact: true }).fill(category);
    await page.getByRole('option', { name: category, exact: true }).click();
    await add.getByLabel('Price ($)').fill('9.50');
    await add.getByRole('checkbox', { name: 'American' }).check();
    await add.getByRole('checkbox', { name: 'Hot', exact: true }).check();
    await add.getByRole('textbox', { name: 'Other Spice level' }).fill('Extra hot on request');
    await add.getByRole('textbox', { name: 'Other Spice level' }).press('Enter');
    await add.getByText('Extra hot on request').waitFor();
    await add.getByLabel('Add image').setInputFiles(testPngUpload('chili.png'));
    await add.getByRole('img', { name: 'New image chili.png' }).waitFor();
    await add.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Food Item created successfully').waitFor();
    await add.waitFor({ state: 'detached' });

    await page.getByRole('searchbox', { name: 'Search menu items' }).fill(`Chili ${stamp}`);
    const section = sectionOf(page, category);
    await section.getByText(item).waitFor();
    // The image is served by the API's image store, from another origin: it loads.
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('img.menu-item__image')).some(
        (image) => image.complete && image.naturalWidth > 0,
      ),
    );
    await section.getByRole('button', { name: `Edit ${item}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Menu Item' });
    await edit.getByText('Extra hot on request').waitFor();
    await edit.getByLabel('Price ($)').fill('11.25');
    await edit.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Food Item updated successfully').waitFor();
    await section.getByText('$11.25').waitFor();

    await page.getByRole('searchbox', { name: 'Search menu items' }).fill('');
    await page.getByRole('button', { name: 'Filter by' }).click();
    const filter = page.getByRole('dialog', { name: 'Filter by' });
    await filter.getByRole('checkbox', { name: category }).check();
    await filter.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL(/[?&]categories=\d+/);
    await page.waitForFunction(() => document.querySelectorAll('.menu-category').length === 1);
    await section.waitFor();

    // The item's category opened when the item was added (issue 35 §13), and stays open (the URL keeps it).
    expect(await section.getByRole('button', { name: new RegExp(`^${category}`) }).getAttribute('aria-expanded')).toBe('true');
    await section.getByRole('button', { name: `Delete ${item}` }).click();
    await page.getByRole('dialog', { name: 'Delete Confirmation' }).getByRole('button', { name: 'Yes, Delete!' }).click();
    await page.getByText('Food Item deleted successfully').waitFor();
    // Still in edit mode, the category left empty shows so (issue 22 point 5), where browsing would hide it.
    await page.getByRole('region', { name: category, exact: true }).getByText('No items yet').waitFor();
  });

  it('loads 10 items of a category and the rest with Load More', async () => {
    const { token } = await fixtures.signInAs('owner');
    const category = `E2E Many ${stamp}`;
    const items = Array.from({ length: 12 }, (_, n) => ({
      foodItemName: `Many ${String(n + 1).padStart(2, '0')}`,
      description: 'For Load More',
      price: '3.00',
    }));
    const { foods } = await fixtures.createMenu(token, { [category]: items });
    try {
      await openOwnerMenu(page);
      const section = sectionOf(page, category);
      await section.getByRole('button', { name: `${category} 12 items` }).click();
      await page.waitForFunction(
        (name) => document.querySelector(`ul[aria-label="${name} items"]`)?.querySelectorAll('li').length === 10,
        category,
      );
      await section.getByRole('button', { name: 'Load More' }).click();
      await page.waitForFunction(
        (name) => document.querySelector(`ul[aria-label="${name} items"]`)?.querySelectorAll('li').length === 12,
        category,
      );
      expect(await section.getByRole('button', { name: 'Load More' }).count()).toBe(0);
    } finally {
      for (const foodId of foods.values()) await deleteFood(foodId, ANY_VERSION, fixtures.as(token));
    }
  });

  it("shows on the owner's menu an item an administrator added from the restaurant detail's Menu tab", async () => {
    const { token } = await fixtures.signInAs('owner');
    const { restaurant } = await getMyRestaurantDetails(fixtures.as(token));
    const item = `E2E Admin Pie ${stamp}`;
    const admin = await pageBeside(page);
    try {
      await signInStaff(admin, 'admin');
      await admin.goto(`${shellUrl()}/dashboard/restaurant-location-owner/view-detail/${restaurant.restaurantId}?tab=menu-tab`);
      const tab = admin.getByRole('tabpanel', { name: 'Restaurant Menu' });
      await tab.getByRole('button', { name: 'Add a Menu Item' }).click();
      const add = admin.getByRole('dialog', { name: 'Add a Menu Item' });
      await add.getByLabel('Item Name').fill(item);
      await add.getByLabel('Description').fill('Baked by an administrator');
      await add.getByLabel('Category', { exact: true }).fill('Desserts');
      await admin.getByRole('option', { name: 'Desserts', exact: true }).click();
      await add.getByLabel('Price ($)').fill('6');
      await add.getByRole('checkbox', { name: 'American' }).check();
      await add.getByRole('button', { name: 'Create' }).click();
      await admin.getByText('Food Item created successfully').waitFor();
    } finally {
      await admin.context().close();
    }

    await openOwnerMenu(page);
    await page.getByRole('searchbox', { name: 'Search menu items' }).fill(`Admin Pie ${stamp}`);
    const section = sectionOf(page, 'Desserts');
    await section.getByText(item).waitFor();
    await page.getByRole('button', { name: 'Edit menu' }).click();
    await section.getByRole('button', { name: `Delete ${item}` }).click();
    await page.getByRole('dialog', { name: 'Delete Confirmation' }).getByRole('button', { name: 'Yes, Delete!' }).click();
    await page.getByText('Food Item deleted successfully').waitFor();
  });
});

import type { Locator, Page } from 'playwright-core';
import { storeSession, type TestOwner } from '@console/testing';
import { axeViolations } from './support/axe';
import { fixtures, freshPagePerTest, shellUrl, signInPageAs } from './support/browser';

// Issue 22: menu categories an owner can find (point 5), a link to one menu item (point 1) and the
// restaurant's deletion asking for its name (point 10), each on a restaurant of its own made for the test.

let page: Page;
const stamp = Date.now() % 1000000;
freshPagePerTest((newPage) => {
  page = newPage;
});

interface OwnerWithMenu {
  owner: TestOwner;
  foods: Map<string, number>;
}

/** A new restaurant whose menu has Appetizers (25 items, three pages of 10) and Soups (2). */
async function makeOwnerWithMenu(name: string, adminToken: Promise<string>): Promise<OwnerWithMenu> {
  const owner = await fixtures.createOwner(`${name} ${stamp}`, { adminToken: await adminToken });
  const items = (category: string, count: number) =>
    Array.from({ length: count }, (_, n) => ({
      foodItemName: `${category} ${String(n + 1).padStart(2, '0')}`,
      description: 'Made for the e2e run',
      price: `${n + 1}.00`,
    }));
  const { foods } = await fixtures.createMenu(owner.token, { Appetizers: items('Appetizers', 25), Soups: items('Soups', 2) });
  return { owner, foods };
}

// Each test's restaurant is made through the API as the file starts, all of them side by side, while the
// first tests run (the API works beside the browser); a test waits for its own one only.
const RESTAURANTS = ['Category Cafe', 'Tag Tavern', 'Linked Lounge', 'Linked Loft'] as const;
const restaurants = new Map<string, Promise<OwnerWithMenu>>();
let closingBistro: Promise<TestOwner>;
beforeAll(() => {
  const adminToken = fixtures.signInAs('superAdmin').then(({ token }) => token);
  for (const name of RESTAURANTS) {
    const made = makeOwnerWithMenu(name, adminToken);
    made.catch(() => undefined); // reported by the test that waits for it
    restaurants.set(name, made);
  }
  closingBistro = adminToken.then((token) => fixtures.createOwner(`Closing Bistro ${stamp}`, { adminToken: token }));
  closingBistro.catch(() => undefined);
});
/** The test's own restaurant, made for it as the file started. */
const ownerWithMenu = (name: (typeof RESTAURANTS)[number]) => restaurants.get(name) as Promise<OwnerWithMenu>;

/** Opens `path` signed in as the fixture owner (the session stored as the console's login stores it). */
async function openAsOwner(owner: TestOwner, path: string) {
  await storeSession(page, `${shellUrl()}/deployment.json`, owner, 'Restaurant');
  await page.goto(`${shellUrl()}${path}`);
}

/** Waits until the element lies wholly inside the window (the screen scrolls it there after it renders). */
async function waitInWindow(element: Locator) {
  const handle = await element.elementHandle();
  await page.waitForFunction((node) => {
    const box = (node as Element).getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  }, handle);
}

/** Whether the element's box lies wholly inside the window, and inside `within`'s visible box when given. */
async function inView(element: Locator, within?: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const frame = within ? await within.boundingBox() : { x: 0, y: 0, ...page.viewportSize()! };
  if (!box || !frame) return false;
  return (
    box.y >= frame.y - 1 &&
    box.y + box.height <= frame.y + frame.height + 1 &&
    box.x >= frame.x - 1 &&
    box.x + box.width <= frame.x + frame.width + 1
  );
}

describe('menu categories an owner can find (issue 22 point 5)', () => {
  it('adds a category without entering edit mode, and finds it with "No items yet" in edit mode and in the filter', async () => {
    const { owner } = await ownerWithMenu('Category Cafe');
    await openAsOwner(owner, '/dashboard/menu');
    await page.getByRole('heading', { level: 1, name: 'Manage Your Menu' }).waitFor();
    await page.getByRole('region', { name: 'Appetizers 25 items' }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit menu' }).getAttribute('aria-pressed')).toBe('false');

    const category = `Desserts ${stamp}`;
    await page.getByRole('button', { name: 'Add a Category', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Add a Category' });
    await add.getByLabel('Category Title').fill(category);
    await add.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Category created successfully').waitFor();
    await add.waitFor({ state: 'detached' });

    // The menu is now in edit mode, the new category in it, empty and in view.
    await page.getByRole('button', { name: 'Done' }).waitFor();
    const section = page.getByRole('region', { name: category, exact: true });
    await section.getByText('No items yet').waitFor();
    await waitInWindow(section);
    expect(await axeViolations(page, 'menu in edit mode with an empty category')).toEqual([]);

    // The filter lists it, with the same words; the popup says the checkboxes are the menu's categories.
    await page.getByRole('button', { name: 'Filter by', exact: true }).click();
    const filter = page.getByRole('dialog', { name: 'Filter by' });
    const cuisine = filter.getByRole('group', { name: 'Cuisine' });
    await cuisine.getByText("This menu's categories: check the ones to show.").waitFor();
    const box = cuisine.getByRole('checkbox', { name: category, exact: true });
    const describedBy = await box.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect(await filter.locator(`[id="${describedBy}"]`).innerText()).toBe('No items yet');
    expect(await axeViolations(page, 'filter popup')).toEqual([]);
    await box.check();
    await filter.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL(/[?&]categories=\d+/);
    await section.getByText('No items yet').waitFor();

    // Browsing hides it (spec §4) and says where it is.
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByText('No Data Found').waitFor();
    await page.getByText('1 category has no items yet and is hidden.').waitFor();
    await page.getByRole('button', { name: 'Show in edit mode' }).click();
    await section.getByText('No items yet').waitFor();
  });

  it("keeps the item form's image field and Create button reachable beside the long, grouped tag list", async () => {
    const { owner } = await ownerWithMenu('Tag Tavern');
    await openAsOwner(owner, '/dashboard/menu');
    await page.getByRole('region', { name: 'Appetizers 25 items' }).waitFor();
    await page.getByRole('button', { name: 'Add a Menu Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a Menu Item' });
    const tags = dialog.getByRole('group', { name: 'Tags', exact: true });
    await tags.getByRole('group', { name: 'Cuisine' }).waitFor();
    const create = dialog.getByRole('button', { name: 'Create' });
    // The popup fits the window, and Create is in view before any scrolling.
    expect(await inView(dialog)).toBe(true);
    expect(await inView(create, dialog)).toBe(true);
    // The tags scroll in a box of their own, smaller than their content.
    const grid = tags.locator('.menu-tags__grid');
    const sizes = await grid.evaluate((element) => ({ client: element.clientHeight, scroll: element.scrollHeight }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    // Checking the last tag scrolls the box to it; Create and the image field stay reachable.
    const lastTag = tags.getByRole('checkbox').last();
    await lastTag.check();
    await tags.getByText('(1 chosen)').waitFor();
    expect(await inView(create, dialog)).toBe(true);
    await dialog.getByLabel('Add image').scrollIntoViewIfNeeded();
    expect(await inView(dialog.getByText('Item Image', { exact: true }), dialog)).toBe(true);
    expect(await inView(create, dialog)).toBe(true);
  });
});

describe('a link to one menu item (issue 22 point 1, the menu part)', () => {
  it('opens ?item=<id> of an item on a later page of its category: section open, item highlighted and in view', async () => {
    const { owner, foods } = await ownerWithMenu('Linked Lounge');
    await openAsOwner(owner, `/dashboard/menu?item=${foods.get('Appetizers 23')}`);
    const linked = page.locator('li[aria-current="true"]');
    await linked.getByText('Appetizers 23').waitFor();
    await linked.getByText('Linked item').waitFor();
    expect(await page.getByRole('button', { name: 'Appetizers 25 items' }).getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('button', { name: 'Soups 2 items' }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('list', { name: 'Appetizers items' }).getByRole('listitem').count()).toBe(25);
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-current') === 'true');
    await waitInWindow(linked);
    expect(await inView(linked)).toBe(true);
    const background = await linked.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
  });

  it("opens the same link in the admin restaurant detail's Menu tab", async () => {
    const { owner, foods } = await ownerWithMenu('Linked Loft');
    await signInPageAs(page, 'admin');
    await page.goto(
      `${shellUrl()}/dashboard/restaurant-location-owner/view-detail/${owner.restaurantId}?tab=menu-tab&item=${foods.get('Appetizers 21')}`,
    );
    const tab = page.getByRole('tabpanel', { name: 'Restaurant Menu' });
    const linked = tab.locator('li[aria-current="true"]');
    await linked.getByText('Appetizers 21').waitFor();
    await waitInWindow(linked);
  });
});

describe("deleting the owner's restaurant (issue 22 point 10)", () => {
  it('names the location in its delete confirmation, and deletes the restaurant only once its name is typed', async () => {
    const owner = await closingBistro;
    await openAsOwner(owner, '/dashboard/restaurant-locations');
    const table = page.getByRole('table', { name: 'Restaurant Locations' });
    await table.locator('tbody tr').first().waitFor();

    await table
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    const location = page.getByRole('dialog', { name: 'Delete Location' });
    await location.getByText('100 Congress Ave, Austin').waitFor();
    await location.getByText(/^Are you sure you want to delete this location\?/).waitFor();
    await location.getByRole('button', { name: 'Cancel' }).click();
    await location.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Delete Restaurant Profile' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Restaurant Profile' });
    const yes = confirm.getByRole('button', { name: 'Yes, Delete!' });
    const name = confirm.getByLabel(`Type the restaurant's name, ${owner.restaurantName}, to confirm`);
    expect(await yes.isDisabled()).toBe(true);
    await name.fill(owner.restaurantName.slice(0, -1));
    expect(await yes.isDisabled()).toBe(true);
    await name.fill(owner.restaurantName.toLowerCase());
    expect(await yes.isDisabled()).toBe(true);
    expect(await axeViolations(page, 'delete restaurant confirmation')).toEqual([]);
    await name.fill(owner.restaurantName);
    expect(await yes.isEnabled()).toBe(true);
    await yes.click();
    // The owner is signed out and their account is gone.
    await page.waitForURL(`${shellUrl()}/`);
    await expect(fixtures.signIn(owner.emailAddress, 'Restaurant')).rejects.toThrow(/401/);
  });
});

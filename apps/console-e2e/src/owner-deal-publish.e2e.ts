import type { Locator, Page } from 'playwright-core';
import { format } from 'date-fns';
import { createDeal, getMyRestaurantAddresses } from '@console/api-client';
import { storeSession, type TestOwner } from '@console/testing';
import { axeViolations } from './support/axe';
import { fixtures, freshPagePerTest, shellUrl } from './support/browser';

// Issue 22 point 3 (deals publish from an explicit step) and the deal parts of point 8 (the card menu,
// focus back after Escape), each on a restaurant of its own made for the test.

let page: Page;
const stamp = Date.now() % 1000000;
freshPagePerTest((newPage) => {
  page = newPage;
});

const PICKER = `${shellUrl()}/dashboard/select-related-menu-items`;
const LOCATION = '100 Congress Ave, Austin, TX 78701';

interface OwnerWithMenu {
  owner: TestOwner;
  foods: Map<string, number>;
  addressId: number;
}

/** A new restaurant (one location, in Austin) whose menu is long: Mains (40 items) and Drinks (12). */
async function makeOwnerWithMenu(name: string, adminToken: Promise<string>): Promise<OwnerWithMenu> {
  const owner = await fixtures.createOwner(`${name} ${stamp}`, { adminToken: await adminToken });
  const items = (category: string, count: number) =>
    Array.from({ length: count }, (_, n) => ({
      foodItemName: `${category} ${String(n + 1).padStart(2, '0')}`,
      description: 'Made for the e2e run',
      price: `${n + 1}.00`,
    }));
  const { foods } = await fixtures.createMenu(owner.token, { Mains: items('Main', 40), Drinks: items('Drink', 12) });
  const { addresses } = await getMyRestaurantAddresses({ page: 1, size: 10 }, fixtures.as(owner.token));
  return { owner, foods, addressId: addresses[0].addressId };
}

// Each test's restaurant is made through the API as the file starts, all of them side by side, while the
// first tests run (the API works beside the browser); a test waits for its own one only.
const RESTAURANTS = ['E2E Publish Diner', 'E2E Later Diner', 'E2E Rename Diner', 'E2E Keys Diner'] as const;
const restaurants = new Map<string, Promise<OwnerWithMenu>>();
beforeAll(() => {
  const adminToken = fixtures.signInAs('superAdmin').then(({ token }) => token);
  for (const name of RESTAURANTS) {
    const made = makeOwnerWithMenu(name, adminToken);
    made.catch(() => undefined); // reported by the test that waits for it
    restaurants.set(name, made);
  }
});
/** The test's own restaurant, made for it as the file started. */
const ownerWithMenu = (name: (typeof RESTAURANTS)[number]) => restaurants.get(name) as Promise<OwnerWithMenu>;

/** Opens the owner's Manage Your Deals, signed in as the fixture owner (stored as the console's login stores it). */
async function openDeals(owner: TestOwner) {
  await storeSession(page, `${shellUrl()}/deployment.json`, owner, 'Restaurant');
  await page.goto(`${shellUrl()}/dashboard/deals`);
  await page.getByRole('heading', { level: 1, name: 'Manage Your Deals' }).waitFor();
}

/** Today plus `days`, yyyy-MM-dd in this machine's time zone (the browser's too). */
function dateFromToday(days: number) {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + days);
  return format(date, 'yyyy-MM-dd');
}
const shown = (date: string) => format(new Date(`${date}T12:00:00`), 'MM/dd/yyyy');

/** Fills Add Deal and goes on to the item picker. */
async function addDealDetails(title: string, { start, end }: { start: string; end?: string }) {
  await page.getByRole('button', { name: 'Add Deal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Deal' });
  await dialog.getByLabel('Location').click();
  await page.getByRole('option', { name: LOCATION }).click();
  await dialog.getByLabel('Deal Title').fill(title);
  await dialog.getByLabel('Start Date').fill(start);
  if (end) await dialog.getByLabel('End Date').fill(end);
  await dialog.getByRole('radio', { name: 'One-Time Use' }).check();
  await dialog.getByRole('button', { name: 'Select Menu Items' }).click();
  await page.waitForURL(PICKER);
  await page.getByRole('checkbox', { name: 'Main 01' }).waitFor();
}

/** Whether the element's box lies wholly inside the window. */
async function inWindow(element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return false;
  return box.y >= -1 && box.y + box.height <= size.height + 1 && box.x >= -1 && box.x + box.width <= size.width + 1;
}

/** The summary's facts, term → what it says. */
const factsOf = (summary: Locator) =>
  summary
    .locator('dl')
    .evaluate((list) =>
      Object.fromEntries(Array.from(list.querySelectorAll('dt')).map((term) => [term.textContent, term.nextElementSibling?.textContent])),
    );

const hasFocus = (element: Locator) => element.evaluate((node) => node === document.activeElement);

describe('a deal published from an explicit step (issue 22 point 3)', () => {
  it('keeps Done in view at every size, then shows title, location, dates, claims and items before publishing', async () => {
    const { owner } = await ownerWithMenu('E2E Publish Diner');
    await openDeals(owner);
    const title = `E2E Summary ${stamp}`;
    const start = dateFromToday(0);
    const end = dateFromToday(7);
    await addDealDetails(title, { start, end });

    const done = page.getByRole('group', { name: 'Selection' }).getByRole('button', { name: 'Done' });
    for (const size of [
      { width: 1366, height: 768 },
      { width: 1024, height: 768 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      // The menu is longer than the window (its last item, under Mains after Drinks, is out of view), and Done is in it all the same.
      expect({ ...size, lastItem: await inWindow(page.getByRole('checkbox', { name: 'Main 40' })) }).toEqual({ ...size, lastItem: false });
      expect({ ...size, top: await inWindow(done) }).toEqual({ ...size, top: true });
      // Halfway down the long menu, and at its end, Done is still where it was.
      await page.getByRole('checkbox', { name: 'Main 20' }).scrollIntoViewIfNeeded();
      expect({ ...size, middle: await inWindow(done) }).toEqual({ ...size, middle: true });
      await page.getByRole('checkbox', { name: 'Main 40' }).scrollIntoViewIfNeeded();
      expect({ ...size, end: await inWindow(done) }).toEqual({ ...size, end: true });
    }
    await page.setViewportSize({ width: 1366, height: 768 });

    await page.getByRole('checkbox', { name: 'Drink 03' }).check();
    await page.getByRole('checkbox', { name: 'Main 25' }).check();
    await page.getByText('2 items selected').waitFor();
    await done.click();
    const summary = page.getByRole('dialog', { name: 'Publish this deal?' });
    await summary.waitFor();
    expect(await factsOf(summary)).toEqual({
      'Deal Title': title,
      Location: LOCATION,
      'Start Date': shown(start),
      'End Date': shown(end),
      'Claims per user': 'One-Time Use',
      'Items (2)': 'Drink 03Main 25',
    });
    await summary
      .getByText('It is live as soon as it is published. App users who follow your restaurant are notified as soon as it is published.')
      .waitFor();
    expect(await axeViolations(page, 'deal summary')).toEqual([]);

    await summary.getByRole('button', { name: 'Publish Deal' }).click();
    await page.getByText('Deal created Successfully', { exact: true }).waitFor();
    await page.waitForURL(`${shellUrl()}/dashboard/deals`);
    const success = page.getByRole('dialog', { name: 'Deal Published' });
    await success.getByText(`${title} is live now. App users who follow your restaurant have been notified.`).waitFor();
    await success.getByRole('button', { name: 'View Deal' }).click();
    const card = page.locator('article[aria-current="true"]');
    await card.getByRole('heading', { name: title }).waitFor();
    await card.getByText('Drink 03').waitFor();
    await card.getByText('Main 25').waitFor();
  });

  it('says when a deal starting later starts, in the summary and in Deal Published', async () => {
    const { owner } = await ownerWithMenu('E2E Later Diner');
    await openDeals(owner);
    const title = `E2E Coming Up ${stamp}`;
    const start = dateFromToday(4);
    await addDealDetails(title, { start });
    await page.getByRole('checkbox', { name: 'Main 02' }).check();
    await page.getByRole('button', { name: 'Done' }).click();
    const summary = page.getByRole('dialog', { name: 'Publish this deal?' });
    await summary
      .getByText(
        `It starts on ${shown(start)}; publishing lists it now under Current Deals as coming up. App users who follow your restaurant are notified as soon as it is published, not on the start date.`,
      )
      .waitFor();
    expect(await summary.getByText(/live/).count()).toBe(0);
    await summary.getByRole('button', { name: 'Publish Deal' }).click();
    await page
      .getByRole('dialog', { name: 'Deal Published' })
      .getByText(
        `${title} starts on ${shown(start)} and is listed under Current Deals until then. App users who follow your restaurant have been notified that it is coming.`,
      )
      .waitFor();
  });

  it("saves only a new title from Edit Deal's Save, without visiting the item picker", async () => {
    const { owner, foods, addressId } = await ownerWithMenu('E2E Rename Diner');
    const title = `E2E Before ${stamp}`;
    await createDeal(
      { restaurantAddressId: addressId, dealTitle: title, foodIds: [foods.get('Main 04') as number], startDate: dateFromToday(0) },
      fixtures.as(owner.token),
    );
    await openDeals(owner);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });

    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Deal' });
    const renamed = `E2E After ${stamp}`;
    await edit.getByLabel('Deal Title').fill(renamed);
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    const summary = page.getByRole('dialog', { name: 'Save this deal?' });
    expect((await factsOf(summary))['Deal Title']).toBe(renamed);
    expect((await factsOf(summary))['Items (1)']).toBe('Main 04');
    await summary.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Deal updated Successfully').waitFor();
    const card = page.getByRole('article', { name: renamed });
    await card.getByText('Main 04').waitFor();
    expect(await page.getByRole('article', { name: title, exact: true }).count()).toBe(0);
    expect(page.url()).toBe(`${shellUrl()}/dashboard/deals`);
    expect(visited.filter((url) => url.startsWith(PICKER))).toEqual([]);
  });
});

describe('the deal card menu and the deal popups give focus back (issue 22 point 8)', () => {
  it('opens the card menu from the keyboard, moves in it, and Escape closes it onto its button; Edit Deal and Add Deal give focus back on Escape', async () => {
    const { owner, foods, addressId } = await ownerWithMenu('E2E Keys Diner');
    const title = `E2E Keys ${stamp}`;
    await createDeal(
      { restaurantAddressId: addressId, dealTitle: title, foodIds: [foods.get('Drink 01') as number], startDate: dateFromToday(0) },
      fixtures.as(owner.token),
    );
    await openDeals(owner);
    const button = page.getByRole('button', { name: `Actions for ${title}` });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: `Actions for ${title}` });
    await menu.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await hasFocus(page.getByRole('menuitem', { name: 'Deactivate' }))).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await hasFocus(page.getByRole('menuitem', { name: 'Edit' }))).toBe(true);
    await page.keyboard.press('Home');
    expect(await hasFocus(page.getByRole('menuitem', { name: 'Deactivate' }))).toBe(true);
    await page.keyboard.press('End');
    expect(await hasFocus(page.getByRole('menuitem', { name: 'Edit' }))).toBe(true);
    expect(await axeViolations(page, 'deal card menu')).toEqual([]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await hasFocus(button)).toBe(true);

    // Edit from the keyboard, then Escape: back on the card's menu button.
    await page.keyboard.press('ArrowUp');
    expect(await hasFocus(page.getByRole('menuitem', { name: 'Edit' }))).toBe(true);
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Edit Deal' });
    await edit.getByLabel('Deal Title').waitFor();
    await edit.getByRole('radiogroup', { name: 'Claims per user' }).waitFor();
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'detached' });
    expect(await hasFocus(button)).toBe(true);

    const plus = page.getByRole('button', { name: 'Add Deal' });
    await plus.click();
    await page.getByRole('dialog', { name: 'Add Deal' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Add Deal' }).waitFor({ state: 'detached' });
    expect(await hasFocus(plus)).toBe(true);
  });
});

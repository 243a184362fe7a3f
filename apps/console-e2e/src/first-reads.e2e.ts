import type { Page, Request } from 'playwright-core';
import { apiUrl, freshPagePerTest, shellUrl, signInThroughUi } from './support/browser';

// A remote's first reads (issue 39 §3), in the federated build: a sidebar link hovered loads its remote
// and starts what its screen reads as it first draws; the click then shows that answer without asking
// again. A link never hovered (a keyboard, a touch) still gets its reads started beside the remote's mount.

let page: Page;
freshPagePerTest((newPage) => {
  page = newPage;
});

const MENU_READS = ['/food-category/get-food-categories?page=1&size=999999', '/food/get-food-tag-categories?includeRetired=true'];

/** Every GET the page sends to the API from now on, as path and query. */
function apiReads(on: Page) {
  const reads: string[] = [];
  const api = new URL(apiUrl()).origin;
  on.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.origin === api) reads.push(`${url.pathname}${url.search}`);
  });
  return reads;
}

const menuLink = (on: Page) => on.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Menu', exact: true });

async function signInAsOwner(on: Page) {
  await signInThroughUi(on, 'owner@example.com', 'Restaurant');
  await on.waitForURL(`${shellUrl()}/dashboard/restaurant-locations`);
  await on.getByRole('heading', { level: 1, name: 'Restaurant Locations' }).waitFor();
}

describe("a remote's first reads, started before its screen mounts", () => {
  it("hovering the Menu link reads the menu's categories and tags; the click shows them and reads neither again", async () => {
    await signInAsOwner(page);
    const reads = apiReads(page);
    await menuLink(page).hover();
    const started = Date.now();
    while (MENU_READS.some((read) => !reads.includes(read)) && Date.now() - started < 15_000) await page.waitForTimeout(50);
    expect(reads.filter((read) => MENU_READS.includes(read)).sort()).toEqual(MENU_READS);
    // The answer on screen is the one read on the hover.
    await menuLink(page).click();
    await page.getByRole('heading', { level: 1, name: 'Manage Your Menu' }).waitFor();
    await page.locator('.menu-category').first().waitFor();
    // A read asked again would go out as the screen mounts: give it the time to show.
    await page.waitForTimeout(500);
    expect(reads.filter((read) => MENU_READS.includes(read)).sort()).toEqual(MENU_READS);
  });

  it('followed from the keyboard without a hover, reads each once, beside the remote loading', async () => {
    await signInAsOwner(page);
    const reads = apiReads(page);
    await menuLink(page).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Manage Your Menu' }).waitFor();
    await page.locator('.menu-category').first().waitFor();
    // A read asked again would go out as the screen mounts: give it the time to show.
    await page.waitForTimeout(500);
    expect(reads.filter((read) => MENU_READS.includes(read)).sort()).toEqual(MENU_READS);
  });
});

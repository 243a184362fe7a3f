import type { Locator, Page } from 'playwright-core';
import { NETWORK_ERROR_MESSAGE } from '@console/api-client';
import { axeViolations } from './support/axe';
import { fixtures, freshPagePerTest, shellUrl, signInPageAs } from './support/browser';
import { watchCspViolations } from './support/csp-violations';
import { waitForHeading } from './support/screens';

// Issue 26: the command palette. Ctrl+K (⌘K) on any dashboard screen, a remote's included, lists the
// screens the role may open and, for administrators, finds restaurants by name through the API; all from
// the keyboard; Escape gives focus back. axe runs with the palette open, on its screens and its results.

let page: Page;
/** What the browser refused under the console's Content-Security-Policy. */
let refusedByCsp: string[];
freshPagePerTest(async (newPage) => {
  page = newPage;
  refusedByCsp = [];
  await watchCspViolations(page, refusedByCsp);
});
afterEach(() => {
  expect(refusedByCsp).toEqual([]);
});

const palette = () => page.getByRole('dialog', { name: 'Command palette', exact: true });
const paletteInput = () => palette().getByRole('combobox');
const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
const optionNames = () => palette().getByRole('option').allInnerTexts();

async function expectNoAxeViolations(where: string) {
  expect(await axeViolations(page, where)).toEqual([]);
}

/** WCAG's contrast ratio of two opaque colours as the browser computes them ('rgb(r, g, b)'). */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/^rgb\((\d+), (\d+), (\d+)\)$/)?.slice(1) ?? []).map((channel) => {
      const value = Number(channel) / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    if (b === undefined) throw new Error(`Not an opaque rgb() colour: ${colour}`);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** The contrast of an element's text on the first background behind it that is not transparent. */
async function textContrast(locator: Locator): Promise<number> {
  const [text, background] = await locator.evaluate((element) => {
    let behind: Element | null = element;
    while (behind && getComputedStyle(behind).backgroundColor === 'rgba(0, 0, 0, 0)') behind = behind.parentElement;
    return [getComputedStyle(element).color, behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)'];
  });
  return contrast(text, background);
}

async function openPalette(shortcut = 'Control+k') {
  await page.keyboard.press(shortcut);
  await palette().waitFor();
  expect(await hasFocus(paletteInput())).toBe(true);
}

describe('the command palette (issue 26)', () => {
  it('takes a super admin to a screen, then to a restaurant found by its name, from the keyboard alone', async () => {
    const restaurantName = `Palette Pantry ${Date.now() % 1_000_000}`;
    const { token } = await fixtures.signInAs('superAdmin');
    const { restaurantId } = await fixtures.createRestaurantAccount(token, restaurantName);
    await signInPageAs(page, 'superAdmin');
    await page.goto(`${shellUrl()}/dashboard/admin`);
    await waitForHeading(page, 'Admins');

    await openPalette();
    // The kit's modal: the page behind does not scroll under the wheel while the palette is open.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    expect(await optionNames()).toEqual([
      'Admin',
      'Restaurant Category',
      'Food Tags',
      'Restaurants',
      'Restaurant Merger',
      'Manage Items',
      'Notifications',
      'Activity',
      'Import CSV',
      'Releases',
      'Reports',
    ]);
    await expectNoAxeViolations('Command palette, screens');

    await page.keyboard.type('restaurant merger');
    expect(await optionNames()).toEqual(['Restaurant Merger']);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${shellUrl()}/dashboard/restaurant-merger`);
    await waitForHeading(page, 'Restaurant Merger');
    await palette().waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

    // From inside a remote's own field: the shortcut is the page's, not the shell's frame only.
    await page.getByLabel('Search restaurants').focus();
    await openPalette();
    await page.keyboard.type(restaurantName);
    const found = palette().getByRole('option', { name: restaurantName });
    await found.waitFor();
    expect(await found.getAttribute('aria-selected')).toBe('true');
    await palette().getByRole('status').filter({ hasText: '0 screens, 1 restaurant' }).waitFor();
    await expectNoAxeViolations('Command palette, a restaurant found');
    await page.keyboard.press('Enter');

    await page.waitForURL(`${shellUrl()}/dashboard/restaurant-location-owner/view-detail/${restaurantId}`);
    await page.locator('h1#restaurant-detail-title', { hasText: restaurantName }).waitFor();
    await palette().waitFor({ state: 'hidden' });
  });

  it('says readably in the dark theme that restaurants could not be searched, and still offers the screens', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInPageAs(page, 'superAdmin');
    await page.goto(`${shellUrl()}/dashboard/admin`);
    await waitForHeading(page, 'Admins');
    await openPalette();
    // The palette's code is on the page by now: offline, only the search fails, as with the API unreachable.
    await page.context().setOffline(true);
    await page.keyboard.type('notif');
    const failed = palette()
      .getByRole('status')
      .filter({ hasText: `1 screen. ${NETWORK_ERROR_MESSAGE}` });
    await failed.waitFor();
    expect(await optionNames()).toEqual(['Notifications']);
    await expectNoAxeViolations('Command palette, the search failed, dark theme');
    // axe leaves text in the top layer unjudged (it cannot tell what lies behind): its contrast, in both themes.
    expect(await textContrast(failed)).toBeGreaterThanOrEqual(4.5);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await textContrast(failed)).toBeGreaterThanOrEqual(4.5);
    await page.context().setOffline(false);
  });

  it('closes on Escape and gives focus back to what had it; ⌘K opens it too', async () => {
    await signInPageAs(page, 'admin');
    await page.goto(`${shellUrl()}/dashboard/restaurant`);
    await waitForHeading(page, 'Restaurants');
    const link = page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Restaurant Category', exact: true });
    await link.focus();

    await openPalette('Meta+k');
    // An administrator who is not a super admin is offered only their own screens.
    expect(await optionNames()).toEqual([
      'Restaurant Category',
      'Restaurants',
      'Restaurant Merger',
      'Manage Items',
      'Notifications',
      'Activity',
      'Reports',
    ]);
    await page.keyboard.type('act');
    await page.keyboard.press('Escape');
    await palette().waitFor({ state: 'hidden' });
    expect(await hasFocus(link)).toBe(true);
    expect(page.url()).toBe(`${shellUrl()}/dashboard/restaurant`);
  });

  it('offers a restaurant owner their own screens and no restaurant search', async () => {
    await signInPageAs(page, 'owner');
    await page.goto(`${shellUrl()}/dashboard/restaurant-locations`);
    await page.getByRole('main').getByRole('heading').first().waitFor();

    await openPalette();
    expect(await optionNames()).toEqual(['Restaurant Profile', 'Menu', 'Deals', 'Reports']);
    expect(await paletteInput().getAttribute('placeholder')).toBe('Go to a screen…');
    await page.keyboard.type('dea');
    await page.keyboard.press('ArrowDown');
    expect(await palette().getByRole('option', { selected: true }).innerText()).toBe('Deals');
    await expectNoAxeViolations('Command palette, owner');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${shellUrl()}/dashboard/deals`);
    await palette().waitFor({ state: 'hidden' });
  });
});

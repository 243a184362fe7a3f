import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { launchChromium, shellUrl, signInPageAs, signInThroughUi } from './support/browser';
import { waitForHeading } from './support/screens';

// Issue 22 §9 (and the top bar's part of §10): the main lists at a 1024×768 window and on a 390×844 phone,
// as a super admin and as a restaurant owner. Nothing is changed: popups are opened and closed with Escape.

const SIZES = [
  { name: '1024×768', viewport: { width: 1024, height: 768 }, phone: false },
  { name: '390×844', viewport: { width: 390, height: 844 }, phone: true },
] as const;

const SUPER_ADMIN_LISTS = [
  { path: 'admin', heading: 'Admins' },
  { path: 'restaurant', heading: 'Restaurants' },
  { path: 'manage-items', heading: 'Marked For Removal' },
  { path: 'restaurant-category', heading: 'Restaurant Categories' },
  { path: 'notifications', heading: "Notifications You've Sent" },
];
const OWNER_LISTS = [
  { path: 'restaurant-locations', heading: 'Restaurant Locations' },
  { path: 'menu', heading: 'Manage Your Menu' },
  { path: 'deals', heading: 'Manage Your Deals' },
];

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
});

async function openPage(viewport: { width: number; height: number }, touch: boolean) {
  context = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch });
  page = await context.newPage();
}

/** Waits for what the screen is loading. */
async function settled() {
  await page.waitForFunction(() => !document.querySelector('.ui-loader, [aria-busy="true"]'));
}

/**
 * How far the page itself is wider than the window (0 when nothing overflows sideways). Against the
 * device's width: a phone's browser lays a page that is too wide out wider and zooms it out to fit.
 */
const pageOverflow = async () => {
  const width = page.viewportSize()?.width ?? 0;
  return page.evaluate((deviceWidth) => Math.max(document.scrollingElement?.scrollWidth ?? 0, window.innerWidth) - deviceWidth, width);
};

/**
 * Every visible button and link-button of the screen, scrolled into view one after the other: those not
 * wholly inside the window, or covered where a click would land, by name and box.
 */
function clippedActions() {
  return page.evaluate(() => {
    const controls = Array.from(document.querySelectorAll<HTMLElement>('main button, main a.ui-icon-button, main a[role="button"]'));
    const clipped: string[] = [];
    for (const control of controls) {
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      control.scrollIntoView({ block: 'center', inline: 'center' });
      const box = control.getBoundingClientRect();
      const inside = box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth + 0.5 && box.bottom <= window.innerHeight + 0.5;
      // Not cut by a scrolling box around it either (a table's frame).
      let cut = false;
      for (let parent = control.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const frame = parent.getBoundingClientRect();
        if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5 || box.top < frame.top - 0.5 || box.bottom > frame.bottom + 0.5)
          cut = true;
      }
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const covered = !hit || !(control === hit || control.contains(hit));
      if (!inside || cut || covered) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
        clipped.push(`${name} at ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    window.scrollTo(0, 0);
    return clipped;
  });
}

/** Whether an element's box lies wholly inside the window. */
async function inWindow(locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  return Boolean(box && size && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height);
}

/** Where an element is, for a failure's message. */
async function whereIs(locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  const scroll = await page.evaluate(() => `${window.scrollX},${window.scrollY}`);
  return box
    ? `at ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)} (page scrolled ${scroll})`
    : 'not shown';
}

const topBar = () => page.getByRole('banner');

/** One list screen at this size: no sideways page overflow, every action whole, Logout reachable, axe clean. */
async function checkList(path: string, heading: string, problems: string[]) {
  await page.goto(`${shellUrl()}/dashboard/${path}`);
  await waitForHeading(page, heading);
  await settled();
  const overflow = await pageOverflow();
  if (overflow > 0) problems.push(`${heading}: the page is ${overflow}px wider than the window`);
  // No second scrollbar: a list that scrolls in its own box leaves the page itself still.
  const doubleScroll = await page.evaluate(() => {
    const pageScrolls = (document.scrollingElement?.scrollHeight ?? 0) > window.innerHeight;
    const boxes = Array.from(document.querySelectorAll<HTMLElement>('main *')).filter((element) => {
      const style = getComputedStyle(element);
      return /(auto|scroll)/.test(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
    });
    return pageScrolls && boxes.length > 0 ? boxes.map((box) => box.className).join(', ') : null;
  });
  if (doubleScroll) problems.push(`${heading}: the page scrolls and so does ${doubleScroll} inside it`);
  for (const clipped of await clippedActions()) problems.push(`${heading}: ${clipped} is not wholly visible`);
  const logout = topBar().getByRole('button', { name: 'Logout', exact: true });
  if (!(await inWindow(logout))) problems.push(`${heading}: Logout is not inside the window: ${await whereIs(logout)}`);
  const name = topBar().locator('.shell-topbar__user');
  if (!(await inWindow(name))) problems.push(`${heading}: the user's name is not inside the window: ${await whereIs(name)}`);
  problems.push(...(await axeViolations(page, heading)));
}

describe.each(SIZES)('at $name (issue 22 §9)', ({ viewport, phone }) => {
  it("a super admin's lists fit: no sideways scrolling of the page, whole action buttons, Logout reachable, no axe violation", async () => {
    await openPage(viewport, phone);
    await signInPageAs(page, 'superAdmin');
    const problems: string[] = [];
    for (const list of SUPER_ADMIN_LISTS) await checkList(list.path, list.heading, problems);
    expect(problems).toEqual([]);
  });

  it("an owner's lists fit: no sideways scrolling of the page, whole action buttons, Logout reachable, no axe violation", async () => {
    await openPage(viewport, phone);
    await signInPageAs(page, 'owner');
    const problems: string[] = [];
    for (const list of OWNER_LISTS) await checkList(list.path, list.heading, problems);
    expect(problems).toEqual([]);
  });

  it('the sidebar starts collapsed and opens from its toggle; the sign-in toast leaves the top bar’s buttons uncovered', async () => {
    await openPage(viewport, phone);
    await signInThroughUi(page, 'super@example.com', 'Admin');
    await waitForHeading(page, 'Admins');
    const toast = page.getByText('Login successfully');
    await toast.waitFor();
    // Where the toast rests, not where it is while it slides in: its own enter animation done first.
    await toast.evaluate((text) =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            return target instanceof Element && target.contains(text);
          })
          .map((animation) => animation.finished),
      ),
    );
    const toastBox = await toast.boundingBox();
    for (const name of ['About', 'Logout']) {
      const box = await topBar().getByRole('button', { name, exact: true }).boundingBox();
      expect(box && toastBox).toBeTruthy();
      if (!box || !toastBox) continue;
      const overlaps =
        box.x < toastBox.x + toastBox.width &&
        toastBox.x < box.x + box.width &&
        box.y < toastBox.y + toastBox.height &&
        toastBox.y < box.y + box.height;
      expect({ name, overlaps }).toEqual({ name, overlaps: false });
    }

    const sidebar = page.getByRole('navigation', { name: 'Main' });
    const toggle = sidebar.getByRole('button', { name: 'Toggle sidebar' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await sidebar.getByText('Restaurant Category').waitFor();
    expect(await inWindow(sidebar.getByRole('link', { name: 'Restaurant Category' }))).toBe(true);
    if (phone) {
      // Over the screen on a phone: a followed link closes it again.
      await sidebar.getByRole('link', { name: 'Restaurants', exact: true }).click();
      await waitForHeading(page, 'Restaurants');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    }
    expect(await pageOverflow()).toBeLessThanOrEqual(0);
  });
});

describe('on a 390×844 phone (issue 22 §9)', () => {
  it('lists are stacked cards whose values are labelled with their column, and a popup fills the screen', async () => {
    await openPage({ width: 390, height: 844 }, true);
    await signInPageAs(page, 'superAdmin');
    await page.goto(`${shellUrl()}/dashboard/admin`);
    await waitForHeading(page, 'Admins');
    await settled();
    const admins = page.getByRole('table', { name: 'Admins', exact: true });
    const firstRow = admins.getByRole('row').nth(1);
    const email = firstRow.getByRole('cell').nth(1);
    expect(await email.getAttribute('data-label')).toBe('Admin Email');
    expect(await email.evaluate((cell) => getComputedStyle(cell, '::before').content)).toContain('Admin Email');
    // A card: the row's cells are stacked, one under the other, each as wide as the card.
    const cells = await firstRow
      .getByRole('cell')
      .evaluateAll((all) => all.map((cell) => cell.getBoundingClientRect().toJSON() as DOMRect));
    for (let index = 1; index < cells.length; index += 1) expect(cells[index].top).toBeGreaterThanOrEqual(cells[index - 1].bottom - 0.5);
    // Still a table to a screen reader: the cell is named by its column header.
    expect(await admins.getByRole('columnheader', { name: /Admin Email/ }).count()).toBe(1);

    await page.getByRole('button', { name: 'Add Admin Account', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Admin Account' });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('the Restaurants list, windowed for 10,000 rows, is stacked cards too, every card whole and its action in reach', async () => {
    await openPage({ width: 390, height: 844 }, true);
    await signInPageAs(page, 'superAdmin');
    await page.goto(`${shellUrl()}/dashboard/restaurant`);
    await waitForHeading(page, 'Restaurants');
    await settled();
    const table = page.getByRole('table', { name: 'Restaurants', exact: true });
    const firstRow = table.getByRole('row').nth(1);
    await firstRow.waitFor();
    // The card's email cell (after the selection checkbox and the name) says which column it is.
    const email = firstRow.locator('td[data-label="Restaurant Email"]');
    expect(await email.count()).toBe(1);
    expect(await email.evaluate((cell) => getComputedStyle(cell, '::before').content)).toContain('Restaurant Email');
    await expect(firstRow.getByRole('checkbox').isVisible()).resolves.toBe(true);
    const cells = await firstRow
      .getByRole('cell')
      .evaluateAll((all) => all.map((cell) => cell.getBoundingClientRect().toJSON() as DOMRect));
    for (let index = 1; index < cells.length; index += 1) expect(cells[index].top).toBeGreaterThanOrEqual(cells[index - 1].bottom - 0.5);
    // Each drawn card is measured: the next one starts where this one ends, nothing overlaps.
    const rows = await table
      .locator('tbody tr[data-row-index]')
      .evaluateAll((all) => all.slice(0, 4).map((row) => row.getBoundingClientRect().toJSON() as DOMRect));
    for (let index = 1; index < rows.length; index += 1) expect(Math.abs(rows[index].top - rows[index - 1].bottom)).toBeLessThanOrEqual(1);
    const action = firstRow.getByRole('button', { name: /Remove Access|Approve Access/ });
    await action.scrollIntoViewIfNeeded();
    const box = await action.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

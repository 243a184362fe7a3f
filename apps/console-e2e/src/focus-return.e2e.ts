import type { Locator, Page } from 'playwright-core';
import { freshPagePerTest, shellUrl, signInPageAs } from './support/browser';
import { waitForHeading } from './support/screens';

// Issue 22 §8: closing a popup or a menu (Escape, Cancel, ×) gives focus back to what opened it, in each
// kind the kit has (a form popup, a confirmation, a select's menu) and the shell's sidebar on a phone.
// Popups are opened from the keyboard, as a keyboard user would, and never confirmed: nothing changes.

let page: Page;
freshPagePerTest((newPage) => {
  page = newPage;
});

const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Focuses `opener` and presses Enter on it: the popup named `dialogName` opens. */
async function openFromKeyboard(opener: Locator, dialogName: string) {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName, exact: true });
  await dialog.waitFor();
  return dialog;
}

async function openAdmins() {
  await signInPageAs(page, 'superAdmin');
  await page.goto(`${shellUrl()}/dashboard/admin`);
  await waitForHeading(page, 'Admins');
  await page.getByRole('table', { name: 'Admins' }).getByRole('row').nth(1).waitFor();
}

describe('focus goes back to the opener when a popup or menu closes (issue 22 §8)', () => {
  it('a form popup (FormDialog): after Escape, Cancel and ×', async () => {
    await openAdmins();
    const opener = page.getByRole('button', { name: 'Add Admin Account', exact: true });
    for (const close of ['Escape', 'Cancel', 'Close'] as const) {
      const dialog = await openFromKeyboard(opener, 'Add Admin Account');
      expect(await dialog.getByLabel('First Name').evaluate((field) => field === document.activeElement)).toBe(true);
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: close, exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect({ close, focused: await hasFocus(opener) }).toEqual({ close, focused: true });
    }
  });

  it('a form popup closed after "Discard changes?": focus goes back to the page, to the opener', async () => {
    await openAdmins();
    const opener = page.getByRole('button', { name: 'Add Admin Account', exact: true });
    const dialog = await openFromKeyboard(opener, 'Add Admin Account');
    await page.keyboard.type('Grace');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Discard changes?', exact: true });
    await discard.waitFor();
    await page.keyboard.press('Escape');
    await discard.waitFor({ state: 'hidden' });
    // Keep editing: back in the field that was being typed in.
    expect(await dialog.getByLabel('First Name').evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await discard.getByRole('button', { name: 'Discard', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await hasFocus(opener)).toBe(true);
  });

  it('a confirmation (ConfirmDialog): after Escape and Cancel', async () => {
    await openAdmins();
    const opener = page.getByRole('table', { name: 'Admins' }).getByRole('button', { name: 'Remove Access' }).first();
    for (const close of ['Escape', 'Cancel'] as const) {
      const dialog = await openFromKeyboard(opener, 'Remove Access Confirmation');
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect({ close, focused: await hasFocus(opener) }).toEqual({ close, focused: true });
    }
    const logout = page.getByRole('banner').getByRole('button', { name: 'Logout', exact: true });
    await openFromKeyboard(logout, 'Logout Confirmation');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Logout Confirmation' }).waitFor({ state: 'hidden' });
    expect(await hasFocus(logout)).toBe(true);
  });

  it("a select's menu: Escape closes the menu only, focus staying in the select; a second Escape closes the popup", async () => {
    await signInPageAs(page, 'superAdmin');
    await page.goto(`${shellUrl()}/dashboard/restaurant`);
    await waitForHeading(page, 'Restaurants');
    const opener = page.getByRole('button', { name: 'Add New Restaurant Account', exact: true });
    const dialog = await openFromKeyboard(opener, 'Add New Restaurant Account');
    const categories = dialog.getByRole('combobox', { name: 'Restaurant Category' });
    await categories.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('listbox');
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await hasFocus(categories)).toBe(true);
    // Choosing with Enter closes the menu too, focus staying in the select for the next choice.
    await page.keyboard.press('ArrowDown');
    await menu.waitFor();
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'hidden' });
    expect(await hasFocus(categories)).toBe(true);
    await page.keyboard.press('Escape');
    // A choice was made: the popup asks before it drops it.
    const discard = page.getByRole('dialog', { name: 'Discard changes?', exact: true });
    await discard.waitFor();
    await discard.getByRole('button', { name: 'Discard', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await hasFocus(opener)).toBe(true);
  });

  it("the sidebar over a phone's screen: Escape closes it and gives focus back to its toggle", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAdmins();
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    const toggle = sidebar.getByRole('button', { name: 'Toggle sidebar' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await hasFocus(sidebar.getByRole('link', { name: 'Admin', exact: true }))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await hasFocus(toggle)).toBe(true);
  });

  it('an icon-only button shows its name as a tooltip on keyboard focus, outside the table that holds it', async () => {
    await signInPageAs(page, 'superAdmin');
    await page.goto(`${shellUrl()}/dashboard/restaurant-category`);
    await waitForHeading(page, 'Restaurant Categories');
    const edit = page
      .getByRole('table', { name: 'Restaurant Categories' })
      .getByRole('button', { name: /^Edit / })
      .first();
    await edit.waitFor();
    const name = await edit.getAttribute('aria-label');
    await edit.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await hasFocus(edit)).toBe(true);
    const tooltip = await edit.evaluate((button) => {
      const style = getComputedStyle(button, '::after');
      return {
        text: button.getAttribute('data-ui-tooltip'),
        visibility: style.visibility,
        opacity: style.opacity,
        position: style.position,
      };
    });
    expect(tooltip).toEqual({ text: name, visibility: 'visible', opacity: '1', position: 'fixed' });
  });
});

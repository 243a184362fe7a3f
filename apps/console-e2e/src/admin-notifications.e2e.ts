import type { Page } from 'playwright-core';
import { apiUrl, fixtures, freshPagePerTest, shellUrl, sidebarLabels, signInStaff, signInThroughUi } from './support/browser';

// Notifications to app users (spec §2 Notifications), as an administrator; an owner has no way in.

let page: Page;
freshPagePerTest((newPage) => {
  page = newPage;
});
const stamp = Date.now() % 1000000;

async function openNotifications() {
  await signInStaff(page, 'admin');
  await page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Notifications', exact: true }).click();
  await page.waitForURL(`${shellUrl()}/dashboard/notifications`);
  await page.getByRole('heading', { level: 1, name: "Notifications You've Sent" }).waitFor();
  await page.getByRole('article').first().waitFor();
}

async function openCreate() {
  await page.getByRole('button', { name: 'Send Notification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Notification' });
  await dialog.waitFor();
  return dialog;
}

describe('Notifications You’ve Sent (spec §2)', () => {
  it('sends to two users picked by typing their names and shows it first; finds it by search', async () => {
    await openNotifications();
    const dialog = await openCreate();
    const users = dialog.getByLabel('App User*');
    // Two users found by typing a part of their names.
    for (const part of ['a', 'e']) {
      await users.fill(part);
      await page.getByRole('option').filter({ hasNotText: 'Select All' }).first().click();
    }
    const title = `E2E Two ${stamp}`;
    await dialog.getByLabel('Notification Subject*').fill(title);
    await dialog.getByLabel('Notification Body Text*').fill('Hello, two of you');
    await dialog.getByText('2 app users chosen').waitFor();
    await dialog.getByRole('button', { name: 'Send Notification' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Send Notification Confirmation' });
    await confirmation.getByText('Send to 2 app users?').waitFor();
    await confirmation.getByRole('button', { name: 'Yes, Send!' }).click();
    await page.getByText('Notification sent successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('article').first().getByRole('heading', { name: title }).waitFor();
    await page.getByRole('article').first().getByRole('list', { name: 'Sent to 2 users' }).waitFor();

    await page.getByRole('searchbox', { name: 'Search notifications' }).fill(`Two ${stamp}`);
    await page.waitForURL(/[?&]q=/);
    await page.waitForFunction(() => document.querySelectorAll('article').length === 1);
    await page.getByRole('article').getByRole('heading', { name: title }).waitFor();
  });

  it('with the keyboard only: the first Enter chooses one user, Select All counts everyone, and the send asks first', async () => {
    const { token } = await fixtures.signInAs('admin');
    const counted = await fetch(`${apiUrl()}/admin/user/count-recipients`, { headers: { Authorization: `Bearer ${token}` } });
    const everyone = ((await counted.json()) as { recipientCount: number }).recipientCount;
    const appUsers = `${everyone.toLocaleString('en-US')} app users`;
    await openNotifications();
    await page.getByRole('button', { name: 'Send Notification' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create Notification' });
    const picker = dialog.getByRole('combobox', { name: 'App User*' });
    await picker.waitFor();
    await dialog.getByRole('button', { name: 'Send Notification' }).and(page.locator(':enabled')).waitFor();
    expect(await picker.evaluate((element) => element === document.activeElement)).toBe(true);

    // The menu opens on a user: Enter chooses that one, not everyone.
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Select All' }).waitFor();
    await page.keyboard.press('Enter');
    await dialog.getByText('1 app user chosen').waitFor();
    // Select All is reached on purpose: up from the first user, to the last option.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await dialog.getByText(`All ${appUsers} chosen`).waitFor();
    await dialog.getByText(/^\+\d+ more$/).waitFor();

    const title = `E2E Everyone ${stamp}`;
    await page.keyboard.press('Tab');
    await page.keyboard.type(title);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hello, everyone');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send Notification');
    await page.keyboard.press('Enter');
    const confirmation = page.getByRole('dialog', { name: 'Send Notification Confirmation' });
    await confirmation.getByText(`Send to ${appUsers}?`).waitFor();
    // Escape answers no: nothing sent, everything typed still there.
    await page.keyboard.press('Escape');
    await confirmation.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel('Notification Subject*').inputValue()).toBe(title);
    await dialog.getByText(`All ${appUsers} chosen`).waitFor();

    await dialog.getByRole('button', { name: 'Send Notification' }).focus();
    await page.keyboard.press('Enter');
    await confirmation.getByText(`Send to ${appUsers}?`).waitFor();
    // Focus starts on Cancel; Tab goes to the send.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('Notification sent successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const newest = page.getByRole('article').first();
    await newest.getByRole('heading', { name: title }).waitFor();
    await newest.getByRole('list', { name: `Sent to ${everyone} users` }).waitFor();
    await newest.getByText('+99').waitFor();
  });
});

describe('an owner and notifications', () => {
  it('has no Notifications link, and the API refuses their calls', async () => {
    await signInThroughUi(page, 'owner@example.com', 'Restaurant');
    await page.waitForURL(`${shellUrl()}/dashboard/restaurant-locations`);
    expect(await sidebarLabels(page)).not.toContain('Notifications');
    const { token } = await fixtures.signInAs('owner');
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const list = await fetch(`${apiUrl()}/admin/admin-notification/get-notification?page=1&size=10`, { headers });
    const users = await fetch(`${apiUrl()}/admin/user/get-users?page=1&size=10`, { headers });
    const send = await fetch(`${apiUrl()}/admin/admin-notification/send-notification`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Nope', description: 'Nope', userIds: [1] }),
    });
    expect([list.status, users.status, send.status]).toEqual([403, 403, 403]);
  });
});

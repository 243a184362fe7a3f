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
    await dialog.getByRole('button', { name: 'Send Notification' }).click();
    await page.getByText('Notification sent successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('article').first().getByRole('heading', { name: title }).waitFor();
    await page.getByRole('article').first().getByRole('list', { name: 'Sent to 2 users' }).waitFor();

    await page.getByRole('searchbox', { name: 'Search notifications' }).fill(`Two ${stamp}`);
    await page.waitForURL(/[?&]q=/);
    await page.waitForFunction(() => document.querySelectorAll('article').length === 1);
    await page.getByRole('article').getByRole('heading', { name: title }).waitFor();
  });

  it('sends one to every user with Select All', async () => {
    await openNotifications();
    const dialog = await openCreate();
    await dialog.getByLabel('App User*').click();
    await page.getByRole('option', { name: 'Select All' }).click();
    await dialog.getByText(/^\+\d+ more$/).waitFor();
    const title = `E2E Everyone ${stamp}`;
    await dialog.getByLabel('Notification Subject*').fill(title);
    await dialog.getByLabel('Notification Body Text*').fill('Hello, everyone');
    await dialog.getByRole('button', { name: 'Send Notification' }).click();
    await page.getByText('Notification sent successfully').waitFor();
    const newest = page.getByRole('article').first();
    await newest.getByRole('heading', { name: title }).waitFor();
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

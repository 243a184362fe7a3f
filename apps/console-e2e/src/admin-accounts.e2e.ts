import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@console/testing';
import { apiUrl, freshPagePerTest, shellUrl, sidebarLabels, signInStaff, storedToken } from './support/browser';

let page: Page;

freshPagePerTest((newPage) => {
  page = newPage;
});

const at = (pathname: string) => `${shellUrl()}${pathname}`;

describe('admin accounts (spec §2 Admins)', () => {
  it('lets the super admin create an admin, find them, and remove their access', async () => {
    await signInStaff(page, 'superAdmin');
    const table = page.getByRole('table', { name: 'Admins' });
    await table.getByRole('row').nth(10).waitFor();
    await page.getByRole('navigation', { name: 'Pagination' }).waitFor();

    await page.getByRole('button', { name: 'Add Admin Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Admin Account' });
    const email = `e2e.admin.${Date.now()}@example.com`;
    await dialog.getByLabel('First Name').fill('Ellie');
    await dialog.getByLabel('Last Name').fill('Tester');
    await dialog.getByLabel('Email').fill(email.toUpperCase());
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
    await dialog.getByLabel('Phone Number').fill('2025550147');
    expect(await dialog.getByRole('combobox', { name: 'Country' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Admin created successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('searchbox', { name: 'Search admins' }).fill(email);
    const row = table.getByRole('row', { name: /Ellie Tester/ });
    await row.waitFor();
    expect(await row.getByRole('cell', { name: email }).count()).toBe(1);

    await row.getByRole('button', { name: 'Remove Access' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Access Confirmation' });
    await confirm.getByText('Are you sure you want to Remove the Access?').waitFor();
    await confirm.getByRole('button', { name: 'Yes, remove access!' }).click();
    await page.getByText('Admin deleted Successfully').waitFor();
    await confirm.waitFor({ state: 'detached' });
    await table.getByText('No Data Found').waitFor();
  });

  it('never shows Admins or Import CSV to a non-super admin, and the API refuses them both', async () => {
    await signInStaff(page, 'admin');
    await page.locator('nav[aria-label="Main"] a').first().waitFor();
    const labels = await sidebarLabels(page);
    expect(labels).not.toContain('Admin');
    expect(labels).not.toContain('Import CSV');

    const token = await storedToken(page);
    const headers = { Authorization: `Bearer ${token}` };
    const list = await fetch(`${apiUrl()}/admin/administrator/get-administrators?page=1&size=10`, { headers });
    expect(list.status).toBe(403);
    const form = new FormData();
    form.append('restaurant_csv', new Blob(['restaurantName\r\n'], { type: 'text/csv' }), 'restaurants.csv');
    const upload = await fetch(`${apiUrl()}/admin/restaurant/import-restaurants-from-csv`, { method: 'POST', headers, body: form });
    expect(upload.status).toBe(403);

    await page.goto(at('/dashboard/admin'));
    await page.waitForURL(at('/dashboard/restaurant'));
    await page.goto(at('/dashboard/import-csv-file'));
    await page.waitForURL(at('/dashboard/restaurant'));
  });

  /** The table shows the rows of an answer: not busy, and no 'Loading...' row in it. */
  const tableSettled = (page: Page) =>
    page.waitForFunction(
      () =>
        !document.querySelector('table[aria-busy]') &&
        ![...document.querySelectorAll('table td')].some((cell) => cell.textContent?.includes('Loading...')),
    );

  it('keeps search, sort and page in the URL through the shell: reload and Back show the same views', async () => {
    await signInStaff(page, 'superAdmin');
    const table = page.getByRole('table', { name: 'Admins' });
    const names = () => table.getByRole('row').locator('td:first-child').allTextContents();
    await table.getByRole('row').nth(10).waitFor();
    const firstPage = await names();

    const emailHeader = table.getByRole('columnheader', { name: /Admin Email/ });
    await emailHeader.getByRole('button').click();
    await emailHeader.getByRole('button').click();
    await page.waitForURL(at('/dashboard/admin?sort=emailAddress&dir=desc'));
    // Page 2's answer first: right after the URL changes, the table may not have started loading it yet.
    const pageTwoAnswer = page.waitForResponse((response) => /get-administrators\?.*page=2/.test(response.url()));
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(at('/dashboard/admin?sort=emailAddress&dir=desc&page=2'));
    await pageTwoAnswer;
    await tableSettled(page);
    const pageTwo = await names();

    await page.reload();
    await table.getByRole('row').nth(1).waitFor();
    await tableSettled(page);
    expect(await names()).toEqual(pageTwo);
    expect(await emailHeader.getAttribute('aria-sort')).toBe('descending');

    await page.getByRole('searchbox', { name: 'Search admins' }).fill('Brooks');
    await page.waitForURL(at('/dashboard/admin?sort=emailAddress&dir=desc&q=Brooks'));
    await table.getByRole('row', { name: /Adam Brooks/ }).waitFor();

    await page.goBack();
    await page.waitForURL(at('/dashboard/admin?sort=emailAddress&dir=desc&page=2'));
    expect(await page.getByRole('searchbox', { name: 'Search admins' }).inputValue()).toBe('');
    await page.goBack(); // descending, page 1
    await page.goBack(); // ascending
    await page.goBack(); // the default order
    await page.waitForURL(at('/dashboard/admin'));
    await tableSettled(page);
    expect(await names()).toEqual(firstPage);
  });
});

import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { storeSession } from '@console/testing';
import { fixtures, freshPagePerTest, shellUrl, signInPageAs } from './support/browser';

// Issue 26: Export CSV in the browser. What the list's search selects is what the downloaded file holds
// (the playwright download event, the file read from disk), for an administrator's list and an owner's.

let page: Page;
freshPagePerTest((newPage) => {
  page = newPage;
});

const stamp = Date.now() % 1000000;

/** Clicks Export CSV and reads the file the browser saved: its name, whether it starts with a BOM, its lines. */
async function exportedFile() {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const bytes = fs.readFileSync(await download.path());
  const text = bytes.toString('utf8');
  return {
    name: download.suggestedFilename(),
    bom: text.startsWith('\uFEFF'),
    lines: text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean),
  };
}

describe('Export CSV (issue 26)', () => {
  it("downloads only the restaurants a search finds, from an administrator's Restaurants list", async () => {
    const word = `E2E Export ${stamp}`;
    const names = [`${word} Noodle Bar`, `${word} Pie Shop`, `${word} Grill`];
    const { token } = await fixtures.signInAs('superAdmin');
    for (const name of names) await fixtures.createRestaurantAccount(token, name);

    await signInPageAs(page, 'admin');
    await page.goto(`${shellUrl()}/dashboard/restaurant`);
    const table = page.getByRole('table', { name: 'Restaurants' });
    // The list has loaded (its first drawn row; which restaurant that is depends on what other suites added).
    await table.locator('tbody tr[data-row-index]').first().waitFor();
    await page.getByRole('searchbox', { name: 'Search restaurants' }).fill(word);
    await page.waitForURL((url) => url.searchParams.get('q') === word);
    await table.getByText(names[0]).waitFor();
    await table.getByText('Golden Fork Bistro').waitFor({ state: 'detached' });

    const file = await exportedFile();
    expect(file.name).toMatch(/^restaurants-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.bom).toBe(true);
    expect(file.lines[0]).toBe('Restaurant ID,Restaurant Name,Restaurant Category,Restaurant Email,Location,Status');
    expect(file.lines.slice(1).map((line) => line.split(',')[1])).toEqual([...names].sort());
    await expect(page.getByRole('button', { name: 'Export CSV' }).isEnabled()).resolves.toBe(true);
  });

  it("downloads only the locations a search finds, from the owner's Restaurant Locations", async () => {
    const street = `E2E Export Way ${stamp}`;
    const owner = await fixtures.createOwner(`E2E Export Bistro ${stamp}`);
    const streets = Array.from({ length: 12 }, (_, index) => `${index + 1} ${street}`);
    await fixtures.addLocations(owner.adminToken, owner.restaurantId, streets);

    await storeSession(page, `${shellUrl()}/deployment.json`, owner, 'Restaurant');
    await page.goto(`${shellUrl()}/dashboard/restaurant-locations?q=${encodeURIComponent(street)}`);
    const table = page.getByRole('table', { name: 'Restaurant Locations' });
    await table.getByText(streets[0], { exact: true }).waitFor();
    // A page shows 10: the file has all 12.
    await expect(table.locator('tbody tr').count()).resolves.toBe(10);

    const file = await exportedFile();
    expect(file.name).toMatch(/^restaurant-locations-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.bom).toBe(true);
    expect(file.lines[0]).toBe('Location ID,Street Address,City,State,ZIP Code,Country,Phone Number,Latitude,Longitude');
    expect(
      file.lines
        .slice(1)
        .map((line) => line.split(',')[1])
        .sort(),
    ).toEqual([...streets].sort());
  });
});

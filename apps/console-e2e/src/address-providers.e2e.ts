import type { Browser, Page } from 'playwright-core';
import { getMyRestaurantAddresses, type Address } from '@console/api-client';
import { storeSession } from '@console/testing';
import { fixtures, launchChromium, shellUrl } from './support/browser';
import { routeGoogleMapsStub, startPhotonStub } from './support/address-providers';
import { serveShellDeployment } from './support/shell-deployment';
import { axeViolations } from './support/axe';

// Issue 23: the owner's Add Restaurant Location flow with each address provider the deployment can name:
// the API's gazetteer (no setting), Google Places (a key; the Maps script answered by a local stub of the
// part of its API the console uses) and a Photon-compatible geocoder (its URL; a local stub answering in
// Photon's format). Each stores what it knows, and marks what is coarser than the street.

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

let owners = 0;
/** A new owner of a restaurant with one location, signed in on `origin`, on their Restaurant Locations screen. */
async function ownerPage(origin: string, prepare?: (page: Page) => Promise<void>) {
  const owner = await fixtures.createOwner(`Address Provider Diner ${Date.now() % 100000}${owners++}`);
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await prepare?.(page);
  // Signed in through the API (the sign-in screens are their own tests), on this deployment's origin.
  await storeSession(page, `${origin}/deployment.json`, owner, 'Restaurant');
  await page.goto(`${origin}/dashboard/restaurant-locations`);
  await page.getByRole('table', { name: 'Restaurant Locations' }).locator('tbody tr').first().waitFor();
  return { page, owner, close: () => context.close() };
}

async function openAddLocation(page: Page) {
  await page.getByRole('button', { name: 'Add Restaurant Location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Restaurant Location' });
  return { dialog, search: dialog.getByRole('combobox', { name: 'Location' }) };
}

/** The owner's saved location on `street`, as the API returns it. */
async function savedLocation(token: string, street: string): Promise<Address> {
  const { addresses } = await getMyRestaurantAddresses({ page: 1, size: 50 }, fixtures.as(token));
  const found = addresses.find((address) => address.streetAddress === street);
  if (!found) throw new Error(`No saved location on ${street}: ${addresses.map((address) => address.streetAddress).join('; ')}`);
  return found;
}

async function createWithPhone(page: Page, dialog: ReturnType<Page['getByRole']>, phone: string) {
  await dialog.getByLabel('Phone Number').fill(phone);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.getByText('Restaurant Location created Successfully').waitFor();
  await dialog.waitFor({ state: 'detached' });
}

const rowOf = (page: Page, street: string) =>
  page.getByRole('table', { name: 'Restaurant Locations' }).getByRole('row').filter({ hasText: street });

describe('adding a location with each address provider (issue 23)', () => {
  it('the gazetteer (no provider configured): ranked places under the input, nothing guessed, the ZIP asked for, the location marked approximate', async () => {
    const { page, owner, close } = await ownerPage(shellUrl());
    const { dialog, search } = await openAddLocation(page);

    await search.pressSequentially('Qwzxv');
    await dialog
      .getByRole('status')
      .filter({ hasText: /^No places found\./ })
      .waitFor();
    expect(await page.getByRole('listbox', { name: 'Location suggestions' }).getByRole('option').count()).toBe(0);

    await search.fill('');
    await search.pressSequentially('2200 Elm St Dallas');
    const options = page.getByRole('listbox', { name: 'Location suggestions' }).getByRole('option');
    await options.first().waitFor();
    expect(await options.first().innerText()).toBe('2200 Elm St, Dallas, TX, USA');
    // The list opens below the input: the text being typed stays in view.
    const [input, list] = await Promise.all([
      search.boundingBox(),
      page.getByRole('listbox', { name: 'Location suggestions' }).boundingBox(),
    ]);
    expect(list!.y).toBeGreaterThanOrEqual(input!.y + input!.height);
    // No error while typing.
    expect(await dialog.getByText('Location is required').count()).toBe(0);

    await search.press('ArrowDown');
    await search.press('Enter');
    await dialog.getByText(/^Approximate: the coordinates are the centre of Dallas/).waitFor();
    const zip = dialog.getByRole('textbox', { name: 'ZIP Code' });
    await zip.fill('75201');
    expect(await axeViolations(page, 'Add Restaurant Location with an approximate place')).toEqual([]);
    await createWithPhone(page, dialog, '2145550142');

    const mark = rowOf(page, '2200 Elm St').getByText(/^Approximate/);
    await mark.hover();
    await page.waitForFunction((element) => getComputedStyle(element!, '::after').visibility === 'visible', await mark.elementHandle());
    expect(await mark.getAttribute('data-ui-tooltip')).toMatch(/centre of Dallas/);
    expect(await savedLocation(owner.token, '2200 Elm St')).toMatchObject({
      city: 'Dallas',
      state: 'TX',
      zipCode: '75201',
      locationPrecision: 'city',
      locationSource: 'gazetteer',
    });
    await close();
  });

  it('Google Places (a key configured): the place’s street-level coordinates and ZIP stored, nothing marked', async () => {
    const shell = await serveShellDeployment({ GOOGLE_MAPS_API_KEY: 'e2e-test-key' });
    try {
      const { page, owner, close } = await ownerPage(shell.origin, routeGoogleMapsStub);
      const { dialog, search } = await openAddLocation(page);
      await search.pressSequentially('100 Congress');
      await page.getByRole('option', { name: /^100 Congress Ave, Austin, TX/ }).click();
      await dialog.getByText('Austin, TX 78701', { exact: true }).waitFor();
      expect(await dialog.getByRole('textbox', { name: 'ZIP Code' }).count()).toBe(0);
      expect(await dialog.getByText(/^Approximate/).count()).toBe(0);
      await createWithPhone(page, dialog, '5125550143');

      await rowOf(page, '100 Congress Ave').nth(1).waitFor();
      const { addresses } = await getMyRestaurantAddresses({ page: 1, size: 50 }, fixtures.as(owner.token));
      expect(addresses.find((address) => address.locationSource === 'google')).toMatchObject({
        streetAddress: '100 Congress Ave',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        latitude: expect.closeTo(30.2653, 3),
        longitude: expect.closeTo(-97.7437, 3),
        locationPrecision: 'rooftop',
      });
      expect(
        await page
          .getByRole('table', { name: 'Restaurant Locations' })
          .getByText(/^Approximate/)
          .count(),
      ).toBe(0);
      await close();
    } finally {
      await shell.close();
    }
  });

  it('a Photon-compatible geocoder (its URL configured): street-level results from the browser, stored with their precision, "No places found" for nonsense', async () => {
    const photon = await startPhotonStub();
    const shell = await serveShellDeployment({ GEOCODER_URL: photon.url });
    try {
      const { page, owner, close } = await ownerPage(shell.origin);
      const { dialog, search } = await openAddLocation(page);
      await search.pressSequentially('Qwzxv');
      await dialog
        .getByRole('status')
        .filter({ hasText: /^No places found\./ })
        .waitFor();

      await search.fill('');
      await search.pressSequentially('100 Congress Ave, Austin');
      await page.getByRole('option', { name: /^100 Congress Ave, Austin, TX 78701/ }).click();
      await dialog.getByText('Austin, TX 78701', { exact: true }).waitFor();
      expect(await dialog.getByText(/^Approximate/).count()).toBe(0);
      await createWithPhone(page, dialog, '5125550144');

      const { addresses } = await getMyRestaurantAddresses({ page: 1, size: 50 }, fixtures.as(owner.token));
      expect(addresses.find((address) => address.locationSource === 'photon')).toMatchObject({
        streetAddress: '100 Congress Ave',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        latitude: expect.closeTo(30.2653, 3),
        longitude: expect.closeTo(-97.7437, 3),
        locationPrecision: 'rooftop',
      });
      // The browser asked the geocoder itself, debounced: not one request per keystroke.
      expect(photon.requests.length).toBeLessThan('100 Congress Ave, Austin'.length / 2);
      await close();
    } finally {
      await shell.close();
      await photon.stop();
    }
  });
});

// Two tabs on one restaurant: the owner's Edit Restaurant Profile popup is open while the profile is
// saved elsewhere through the API (an administrator's token); the owner's save is refused (412) and the
// popup shows what changed. A stale location delete is refused with the server's message.
import { screen, waitFor, within } from '@testing-library/react';
import {
  adminUpdateRestaurant,
  adminUpdateRestaurantLocation,
  getMyRestaurantAddresses,
  getMyRestaurantDetails,
  getRestaurantCategories,
  getRestaurantDetails,
  ifMatch,
} from '@console/api-client';
import { DEMO_ACCOUNTS, fixtureClient, testPngFile, type TestOwner } from '@console/testing';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { session } from '@console/session';
import { RestaurantLocationsScreen } from './restaurant-locations-screen';

const fixtures = fixtureClient();
let uniq = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now() % 100000}${uniq++}`;
const ADMIN = DEMO_ACCOUNTS.superAdmin.emailAddress;
type User = ReturnType<typeof renderWithProviders>['user'];

const conflictPanel = () => screen.findByRole('alert', { name: 'Changed since you opened it' });
const rowsOf = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

async function signInAsNewOwner(prefix: string) {
  const owner = await fixtures.createOwner(uniqueName(prefix));
  await signInForTest(owner.emailAddress, 'Restaurant');
  return owner;
}

async function renderScreen() {
  const rendered = renderWithProviders(<RestaurantLocationsScreen />, { at: '/restaurant-locations' });
  await screen.findByRole('table', { name: 'Restaurant Locations' });
  return rendered;
}

const ownProfile = (owner: TestOwner) => getMyRestaurantDetails(fixtures.as(owner.token));

/** An administrator adds a category to the profile, from the version they read; answers its name. */
async function adminAddsCategory(owner: TestOwner) {
  const as = fixtures.as(owner.adminToken);
  const { restaurant, emailAddress } = await getRestaurantDetails(owner.restaurantId, as);
  const { restaurantCategories } = await getRestaurantCategories(as);
  const held = restaurant.restaurantCategories.map((category) => category.restaurantCategoryId);
  const added = restaurantCategories.find((category) => !held.includes(category.restaurantCategoryId));
  if (!added) throw new Error('No restaurant category left to add');
  await adminUpdateRestaurant(
    {
      restaurantId: owner.restaurantId,
      restaurantName: restaurant.restaurantName,
      restaurantCategoryIds: [...held, added.restaurantCategoryId],
      ...(emailAddress ? { emailAddress } : {}),
    },
    ifMatch(restaurant.version),
    as,
  );
  return {
    before: restaurant.restaurantCategories.map((category) => category.restaurantCategoryName),
    added: added.restaurantCategoryName,
  };
}

async function openProfile(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Edit Restaurant Profile' }));
  return screen.getByRole('dialog', { name: 'Edit Restaurant Profile' });
}

async function rename(user: User, dialog: HTMLElement, name: string) {
  await user.clear(within(dialog).getByLabelText('Restaurant Name'));
  await user.type(within(dialog).getByLabelText('Restaurant Name'), name);
}

describe('Edit Restaurant Profile when the profile changed since it was opened', () => {
  afterEach(() => session.logout());

  it('shows who changed it and the categories beside what the popup holds; Keep mine saves the name typed with their categories', async () => {
    const owner = await signInAsNewOwner('Two Tabs Grill');
    const { user } = await renderScreen();
    const dialog = await openProfile(user);
    const opened = (await ownProfile(owner)).restaurant.version;
    const { before, added } = await adminAddsCategory(owner);

    const renamed = uniqueName('Renamed In Tab');
    await rename(user, dialog, renamed);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    const panel = await conflictPanel();
    expect(within(panel).getByText(new RegExp(`changed by .*${ADMIN}`))).toBeInTheDocument();
    expect(rowsOf(panel)).toEqual([['Restaurant Category', before.join(', '), [...before, added].join(', ')]]);
    expect(within(dialog).getByLabelText('Restaurant Name')).toHaveValue(renamed);

    await user.click(within(panel).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Restaurant Profile updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const { restaurant } = await ownProfile(owner);
    expect(restaurant.restaurantName).toBe(renamed);
    expect(restaurant.restaurantCategories.map((category) => category.restaurantCategoryName)).toEqual([...before, added]);
    expect(restaurant.version).toBe(opened + 2);
    expect(await screen.findByRole('heading', { level: 2, name: renamed })).toBeInTheDocument();
  });

  it('Use current values puts the profile as it is now in the popup', async () => {
    const owner = await signInAsNewOwner('Current Values Cafe');
    const { user } = await renderScreen();
    const dialog = await openProfile(user);
    const { added } = await adminAddsCategory(owner);

    await rename(user, dialog, uniqueName('Not Kept'));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    const panel = await conflictPanel();
    await user.click(within(panel).getByRole('button', { name: 'Use current values' }));
    expect(screen.queryByRole('alert', { name: 'Changed since you opened it' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Restaurant Name')).toHaveValue(owner.restaurantName);
    expect(within(dialog).getByText(added)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Restaurant Profile updated successfully')).toBeInTheDocument();
    expect((await ownProfile(owner)).restaurant.restaurantName).toBe(owner.restaurantName);
  });

  it('is not refused for its own change: a saved image removed in the popup, then Update, saves', async () => {
    const owner = await signInAsNewOwner('Own Change Bakery');
    const { user } = await renderScreen();
    let dialog = await openProfile(user);
    await user.upload(within(dialog).getByLabelText('Add image'), testPngFile('front.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Restaurant Profile updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => expect((await ownProfile(owner)).restaurant.companyWideImages).toHaveLength(1));

    dialog = await openProfile(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Remove Company-wide Images 1' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Image' })).getByRole('button', { name: 'Yes, Delete!' }));
    await waitFor(() => expect(within(dialog).queryByRole('img', { name: /^Company-wide Images \d$/ })).not.toBeInTheDocument());
    const renamed = uniqueName('Bakery Renamed');
    await rename(user, dialog, renamed);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Restaurant Profile' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alert', { name: 'Changed since you opened it' })).not.toBeInTheDocument();
    const { restaurant } = await ownProfile(owner);
    expect(restaurant.restaurantName).toBe(renamed);
    expect(restaurant.companyWideImages).toHaveLength(0);
  });

  it('refuses to delete the restaurant once its profile changed after the confirmation opened, with the message', async () => {
    const owner = await signInAsNewOwner('Not Closing Deli');
    const { user } = await renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Delete Restaurant Profile' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Restaurant Profile' });
    await adminAddsCategory(owner);
    await user.type(within(confirm).getByRole('textbox', { name: /^Type the restaurant's name/ }), owner.restaurantName);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Delete!' }));
    expect(await screen.findByText(new RegExp(`changed by .*${ADMIN}`))).toBeInTheDocument();
    expect(session.get().token).not.toBeNull();
    expect((await ownProfile(owner)).restaurant.restaurantName).toBe(owner.restaurantName);
  });

  it('refuses a delete of a location changed since the table showed it, with the message, and keeps it', async () => {
    const owner = await signInAsNewOwner('Stale Delete Diner');
    const { user } = await renderScreen();
    const address = await adminChangesPhone(owner, '5125550199');

    await user.click(await within(screen.getByRole('table', { name: 'Restaurant Locations' })).findByRole('button', { name: /^Delete/ }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Location' })).getByRole('button', { name: 'Yes, Delete!' }));
    expect(await screen.findByText(new RegExp(`changed by .*${ADMIN}`))).toBeInTheDocument();
    const after = await getMyRestaurantAddresses({ page: 1, size: 10 }, fixtures.as(owner.token));
    expect(after.addresses.map((kept) => kept.addressId)).toContain(address.addressId);
  });
});

/** An administrator gives the owner's first location a new phone number, from the version they read. */
async function adminChangesPhone(owner: TestOwner, phoneNumber: string) {
  const { addresses } = await getMyRestaurantAddresses({ page: 1, size: 10 }, fixtures.as(owner.token));
  const [address] = addresses;
  await adminUpdateRestaurantLocation(
    address.addressId,
    {
      restaurantId: owner.restaurantId,
      streetAddress: address.streetAddress,
      city: address.city,
      state: address.state,
      zipCode: address.zipCode,
      country: address.country,
      latitude: address.latitude,
      longitude: address.longitude,
      phoneCountryCode: address.phoneCountryCode,
      phoneNumber,
    },
    ifMatch(address.version),
    fixtures.as(owner.adminToken),
  );
  return address;
}

describe('Edit Restaurant Location when the location changed since it was opened', () => {
  afterEach(() => session.logout());

  it('shows the phone as the table does beside the one the popup holds; Keep mine saves the address chosen with their phone', async () => {
    const owner = await signInAsNewOwner('Moving Diner');
    const { user } = await renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit 100 Congress Ave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Restaurant Location' });
    const address = await adminChangesPhone(owner, '5125550199');

    const input = within(dialog).getByLabelText('Location');
    await user.clear(input);
    await user.type(input, '9400 Wilshire Blvd 90210');
    await user.click(await screen.findByRole('option', { name: /Beverly Hills, CA 90210/ }));
    // Leaving the field (the form judges the address chosen again).
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    const panel = await conflictPanel();
    expect(within(panel).getByText(new RegExp(`changed by .*${ADMIN}`))).toBeInTheDocument();
    expect(rowsOf(panel)).toEqual([['Phone Number', '(512) 555-0100', '(512) 555-0199']]);

    await user.click(within(panel).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Restaurant Location updated Successfully')).toBeInTheDocument();
    const { addresses } = await getMyRestaurantAddresses({ page: 1, size: 10 }, fixtures.as(owner.token));
    expect(addresses.find((kept) => kept.addressId === address.addressId)).toMatchObject({
      streetAddress: '9400 Wilshire Blvd',
      phoneNumber: '5125550199',
      version: address.version + 2,
    });
  });
});

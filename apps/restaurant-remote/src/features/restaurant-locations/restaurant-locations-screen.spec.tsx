import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEMO_PASSWORD, fixtureClient, startApiRelay, testPngFile } from '@console/testing';
import { csvLines, renderWithProviders, signInForTest, watchDownloads } from '@console/testing/react';
import { session } from '@console/session';
import { createDeal, getMyRestaurantAddresses } from '@console/api-client';
import { RestaurantLocationsScreen } from './restaurant-locations-screen';

const png = testPngFile;
const fixtures = fixtureClient();
const signInForToken = (...args: Parameters<typeof fixtures.signIn>) => fixtures.signIn(...args).then((signedIn) => signedIn.token);
const PASSWORD_MESSAGE =
  'Password must contain at least 8 characters, including one uppercase letter, one lowercase letter, and one number, and one special character (!@#$%^&*)';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let uniq = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now() % 100000}${uniq++}`;

type User = ReturnType<typeof renderWithProviders>['user'];

const table = () => screen.getByRole('table', { name: 'Restaurant Locations' });
// The street as the first cell shows it, without an approximate location's mark beside it.
const streets = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')[0]
        .textContent?.replace(/ Approximate \(.*\)$/, ''),
    );

async function renderScreen(restaurantId?: number) {
  const rendered = renderWithProviders(<RestaurantLocationsScreen restaurantId={restaurantId} />, { at: '/restaurant-locations' });
  await screen.findByRole('table', { name: 'Restaurant Locations' });
  await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
  return rendered;
}

async function chooseAddress(user: User, dialog: HTMLElement, text: string, option: RegExp) {
  const input = within(dialog).getByLabelText('Location');
  expect(input).toHaveAttribute('placeholder', 'Search Places ...');
  await user.clear(input);
  await user.type(input, text);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function signInAsNewOwner(prefix: string) {
  const owner = await fixtures.createOwner(uniqueName(prefix));
  await signInForTest(owner.emailAddress, 'Restaurant');
  return owner;
}

describe("the owner's Restaurant Locations screen", () => {
  afterEach(() => session.logout());

  it("shows the owner's restaurant in the panel and its locations in the table", async () => {
    const owner = await signInAsNewOwner('Panel Bistro');
    await renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Restaurant Locations' })).toBeInTheDocument();
    const info = screen.getByRole('region', { name: owner.restaurantName });
    expect(within(info).getByText(owner.emailAddress)).toBeInTheDocument();
    expect(within(info).getByText('Locations').nextElementSibling).toHaveTextContent('1');
    expect(streets()).toEqual(['100 Congress Ave']);
    const row = within(table()).getAllByRole('row')[1];
    expect(within(row).getByRole('cell', { name: 'Austin' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '(512) 555-0100' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /pagination/i })).not.toBeInTheDocument();
  });

  it('adds a location through the address search with a US phone, finds it, edits it and deletes it', async () => {
    await signInAsNewOwner('Route Diner');
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Add Restaurant Location' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Restaurant Location' });
    await chooseAddress(user, dialog, '9400 Wilshire Blvd 90210', /Beverly Hills, CA 90210/);
    await user.type(within(dialog).getByLabelText('Phone Number'), '3105550142');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Restaurant Location created Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(streets()).toEqual(['100 Congress Ave', '9400 Wilshire Blvd']));
    // The gazetteer knows the ZIP, not the street: the new location is marked approximate, with why.
    const [known, added] = within(table()).getAllByRole('row').slice(1);
    expect(within(known).queryByText('Approximate')).not.toBeInTheDocument();
    const mark = within(added).getByText('Approximate');
    expect(mark.getAttribute('data-ui-tooltip')).toMatch(
      /^Approximate: the coordinates are the centre of ZIP code 90210, not of this address\. Edit/,
    );
    expect(mark).toHaveAttribute('tabindex', '0');

    await user.type(screen.getByRole('searchbox', { name: 'Search locations' }), 'Beverly');
    await waitFor(() => expect(streets()).toEqual(['9400 Wilshire Blvd']), { timeout: 3000 });

    await user.click(screen.getByRole('button', { name: 'Edit 9400 Wilshire Blvd' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Restaurant Location' });
    expect(within(edit).getByLabelText('Location')).toHaveValue('9400 Wilshire Blvd');
    const phone = within(edit).getByLabelText('Phone Number');
    await user.clear(phone);
    await user.type(phone, '3105550199');
    await user.click(within(edit).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Restaurant Location updated Successfully')).toBeInTheDocument();
    expect(await within(table()).findByRole('cell', { name: '(310) 555-0199' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete 9400 Wilshire Blvd' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Location' });
    // It names the location (street and city) above what goes with it: nothing here, and the menu stays.
    const goes =
      "Are you sure you want to delete this location? All of this location's data will be deleted; it has no images and no deals. " +
      "Menu items stay on the restaurant's menu.";
    expect(within(confirm).getByText('9400 Wilshire Blvd, Beverly Hills')).toBeInTheDocument();
    expect(within(confirm).getByText(goes)).toBeInTheDocument();
    expect(confirm).toHaveAccessibleDescription(new RegExp(`^9400 Wilshire Blvd, Beverly Hills\\s*${escapeRegExp(goes)}$`));
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Delete!' }));
    expect(await screen.findByText('Restaurant Location deleted Successfully')).toBeInTheDocument();
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
  });

  it("shows the location popup's messages once touched and keeps Create disabled while invalid", async () => {
    await signInAsNewOwner('Message Cafe');
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Add Restaurant Location' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Restaurant Location' });
    await user.click(within(dialog).getByLabelText('Location'));
    await user.click(within(dialog).getByLabelText('Phone Number'));
    await user.tab();
    expect(await within(dialog).findByText('Location is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone Number is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Phone Number'), '123');
    await user.tab();
    expect(await within(dialog).findByText('Phone number is not valid')).toBeInTheDocument();
    // Typed text that was not chosen from the suggestions is no location.
    await user.type(within(dialog).getByLabelText('Location'), 'somewhere unknown');
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
  });

  it('edits the profile, with its messages, and the panel shows the change', async () => {
    await signInAsNewOwner('Profile Grill');
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Edit Restaurant Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Restaurant Profile' });
    const name = within(dialog).getByLabelText('Restaurant Name');
    await user.clear(name);
    await user.tab();
    expect(await within(dialog).findByText('Restaurant Name is required')).toBeInTheDocument();
    await user.click(name);
    await user.paste('x'.repeat(256));
    expect(await within(dialog).findByText('Restaurant Name cannot exceed 255 characters')).toBeInTheDocument();
    const email = within(dialog).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(await within(dialog).findByText('Invalid email')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^Remove / }));
    await user.tab();
    expect(await within(dialog).findByText('Select at least one category')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeDisabled();

    const renamed = uniqueName('Renamed Grill');
    await user.clear(name);
    await user.type(name, renamed);
    await user.clear(email);
    await user.type(email, `${renamed.replace(/\W+/g, '.').toLowerCase()}@Example.com`);
    // A new sign-in email asks for the password in use.
    await user.click(within(dialog).getByLabelText('Current Password'));
    await user.tab();
    expect(await within(dialog).findByText('Current Password is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Current Password'), DEMO_PASSWORD);
    await user.click(within(dialog).getByLabelText('Restaurant Category'));
    await user.click(await screen.findByRole('option', { name: 'Italian' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Update' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Restaurant Profile updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 2, name: renamed })).toBeInTheDocument();
    expect(screen.getByText(`${renamed.replace(/\W+/g, '.').toLowerCase()}@example.com`)).toBeInTheDocument();
    expect(screen.getByText('Italian')).toBeInTheDocument();
    expect(session.get().data?.restaurant?.restaurantName).toBe(renamed);
  });

  it('keeps the profile popup open with what was typed and picked when the save fails', async () => {
    await signInAsNewOwner('Taken Email Inn');
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Edit Restaurant Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Restaurant Profile' });
    await user.upload(within(dialog).getByLabelText('Add image'), png('front.png'));
    const email = within(dialog).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'super@example.com');
    await user.type(within(dialog).getByLabelText('Current Password'), DEMO_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    const taken = 'An account with this email address already exists';
    // The toast, and the same sentence on the Email field, which keeps Update disabled until it changes.
    await waitFor(() => expect(screen.getAllByText(taken)).toHaveLength(2));
    expect(dialog).toBeInTheDocument();
    expect(email).toHaveValue('super@example.com');
    expect(email).toHaveAccessibleDescription(taken);
    expect(within(dialog).getByRole('img', { name: 'New image front.png' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeDisabled();
    await user.type(email, 'm');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Update' })).toBeEnabled());
  });

  it('adds company-wide images up to 5 (the add tile goes), refuses other types, and removes one after asking', async () => {
    const owner = await signInAsNewOwner('Image Kitchen');
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Edit Restaurant Profile' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit Restaurant Profile' });
    await user.upload(within(dialog).getByLabelText('Add image'), [png('1.png'), png('2.png'), png('3.png')]);
    await user.upload(within(dialog).getByLabelText('Add image'), [png('4.png'), png('5.png')]);
    expect(within(dialog).queryByLabelText('Add image')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Restaurant Profile updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const images = await within(screen.getByRole('region', { name: owner.restaurantName })).findByRole('list', {
      name: 'Company-wide Images',
    });
    await waitFor(() => expect(within(images).getAllByRole('img')).toHaveLength(5));

    await user.click(screen.getByRole('button', { name: 'Edit Restaurant Profile' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Restaurant Profile' });
    expect(within(dialog).getAllByRole('img', { name: /^Company-wide Images \d$/ })).toHaveLength(5);
    expect(within(dialog).queryByLabelText('Add image')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Company-wide Images 5' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Image' })).getByRole('button', { name: 'Yes, Delete!' }));
    await waitFor(() => expect(within(dialog).getAllByRole('img', { name: /^Company-wide Images \d$/ })).toHaveLength(4));
    expect(within(dialog).getByLabelText('Add image')).toBeInTheDocument();

    const wrong = new File(['%PDF-1.4'], 'menu.pdf', { type: 'application/pdf' });
    // The file chooser's type filter is a hint: a user can still pick any file.
    fireEvent.change(within(dialog).getByLabelText('Add image'), { target: { files: [wrong] } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Unsupported file type. Please upload a file of type: png, jpg, gif, bmp, webp',
    );
    // Refused before upload (issue 35 §13): no broken tile, and it takes none of the 5 places.
    expect(within(dialog).queryByRole('img', { name: 'New image menu.pdf' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Company-wide Images (4 of 5)' })).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Add image'), { target: { files: [png('6.png')] } });
    await waitFor(() => expect(within(dialog).queryByText(/Unsupported file type/)).not.toBeInTheDocument());
    expect(within(dialog).queryByLabelText('Add image')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Company-wide Images (5 of 5)' })).toBeInTheDocument();
  });

  it('changes the password with the §5 messages, and the new one signs in', async () => {
    const owner = await signInAsNewOwner('Password Pub');
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Password' });
    await user.type(within(dialog).getByLabelText('New Password'), 'short');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'other');
    await user.tab();
    expect(await within(dialog).findByText(PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByText('Passwords must match')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('New Password'));
    await user.clear(within(dialog).getByLabelText('Confirm Password'));
    await user.tab();
    expect(await within(dialog).findByText('New Password is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Confirm Password is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Current Password is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Current Password'), 'Not#Mine2026');
    await user.type(within(dialog).getByLabelText('New Password'), 'Changed#2027');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'Changed#2027');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The API's words; the popup stays with what was typed.
    expect(await screen.findByText('Current Password is incorrect')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New Password')).toHaveValue('Changed#2027');
    await user.clear(within(dialog).getByLabelText('Current Password'));
    await user.type(within(dialog).getByLabelText('Current Password'), DEMO_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(signInForToken(owner.emailAddress, 'Restaurant', 'Changed#2027')).resolves.toEqual(expect.any(String));
  });

  it("deletes the own restaurant after a plain warning and the restaurant's name typed, and signs the owner out", async () => {
    const owner = await signInAsNewOwner('Closing Down Deli');
    // Two locations, three menu items and a deal: the warning counts what goes.
    await fixtures.addLocations(owner.adminToken, owner.restaurantId, ['200 Closing St']);
    const item = (foodItemName: string) => ({ foodItemName, description: 'Last orders', price: '4' });
    const { foods } = await fixtures.createMenu(owner.token, { Soups: [item('Leek Soup'), item('Pea Soup'), item('Bean Soup')] });
    const { addresses } = await getMyRestaurantAddresses({ page: 1, size: 10 }, fixtures.as(owner.token));
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    await createDeal(
      {
        restaurantAddressId: addresses[0].addressId,
        dealTitle: 'Closing Offer',
        foodIds: [foods.get('Leek Soup') as number],
        startDate: day,
      },
      fixtures.as(owner.token),
    );
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Delete Restaurant Profile' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Restaurant Profile' });
    expect(confirm).toHaveAccessibleDescription(
      'Are you sure you want to delete your restaurant? Its profile, its 2 locations, its 3 menu items and its 1 deal will be deleted, ' +
        'together with your account. You will be signed out. This cannot be undone.',
    );
    const yes = within(confirm).getByRole('button', { name: 'Yes, Delete!' });
    const name = within(confirm).getByRole('textbox', { name: `Type the restaurant's name, ${owner.restaurantName}, to confirm` });
    expect(name).toHaveFocus();
    expect(yes).toBeDisabled();
    await user.type(name, owner.restaurantName.toUpperCase());
    expect(yes).toBeDisabled();
    await user.clear(name);
    await user.type(name, owner.restaurantName.slice(0, -1));
    expect(yes).toBeDisabled();
    // Nothing was deleted while the name did not match.
    await expect(signInForToken(owner.emailAddress, 'Restaurant')).resolves.toEqual(expect.any(String));
    await user.type(name, owner.restaurantName.slice(-1));
    expect(yes).toBeEnabled();
    await user.click(yes);
    await waitFor(() => expect(session.get().token).toBeNull());
    await expect(signInForToken(owner.emailAddress, 'Restaurant')).rejects.toThrow(/401/);
  });
});

describe("the admin restaurant detail's Restaurant Locations tab", () => {
  afterEach(() => session.logout());

  it("works on the opened restaurant through the admin calls, without the owner's account actions, and pages at 10", async () => {
    const owner = await fixtures.createOwner(uniqueName('Tab Tavern'));
    await fixtures.addLocations(
      owner.adminToken,
      owner.restaurantId,
      Array.from({ length: 10 }, (_, i) => `${200 + i} Tab St`),
    );
    await signInForTest('super@example.com', 'Administrator');
    const { user } = await renderScreen(owner.restaurantId);
    expect(screen.getByRole('heading', { level: 2, name: 'Restaurant Locations' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change Password' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Restaurant Profile' })).not.toBeInTheDocument();
    expect(within(table()).getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(streets()).toEqual(['209 Tab St']));

    await user.click(screen.getByRole('button', { name: 'Edit 209 Tab St' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Restaurant Location' });
    await user.upload(within(edit).getByLabelText('Add image'), png('door.png'));
    await user.click(within(edit).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Restaurant Location updated Successfully')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Images of 209 Tab St' })).toBeInTheDocument();
  });

  it('says in place of the locations that they could not be loaded when the API goes away, and Retry brings them back', async () => {
    await signInAsNewOwner('Relay Diner');
    const relay = await startApiRelay(process.env.TEST_API_URL ?? '');
    try {
      const { user } = renderWithProviders(<RestaurantLocationsScreen />, { at: '/restaurant-locations', apiBaseUrl: relay.url });
      const table = await screen.findByRole('table', { name: 'Restaurant Locations' });
      await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
      await relay.stop();
      await user.type(screen.getByRole('searchbox', { name: 'Search locations' }), 'Main');

      const failure = await screen.findByRole('alert', { name: 'Restaurant locations could not be loaded' }, { timeout: 8000 });
      expect(screen.queryByRole('navigation', { name: /pagination/i })).not.toBeInTheDocument();
      await relay.start();
      await user.click(within(failure).getByRole('button', { name: 'Retry' }));
      await waitFor(() =>
        expect(screen.queryByRole('alert', { name: 'Restaurant locations could not be loaded' })).not.toBeInTheDocument(),
      );
    } finally {
      await relay.close();
    }
  });
});

describe('Restaurant Locations: Export CSV (issue 26)', () => {
  // The owner's restaurant starts with one location of its own; these 11 more share a street name.
  const street = uniqueName('Export Lane');
  const STREETS = Array.from({ length: 11 }, (_, index) => `${index + 1} ${street}`);
  let owner: Awaited<ReturnType<typeof fixtures.createOwner>>;
  beforeAll(async () => {
    owner = await fixtures.createOwner(uniqueName('Export Bistro'));
    await fixtures.addLocations(owner.adminToken, owner.restaurantId, STREETS);
  });
  afterEach(() => session.logout());

  async function exportSearched(restaurantId?: number) {
    const downloads = watchDownloads();
    try {
      const { user } = await renderScreen(restaurantId);
      await user.type(screen.getByRole('searchbox', { name: 'Search locations' }), street);
      await waitFor(() => expect(streets()).toHaveLength(10), { timeout: 3000 });
      await waitFor(() => expect(streets().every((shown) => shown?.includes(street))).toBe(true));
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      const [file] = downloads.files;
      expect(file.name).toMatch(/^restaurant-locations-\d{4}-\d{2}-\d{2}\.csv$/);
      return await csvLines(file);
    } finally {
      downloads.restore();
    }
  }

  it('gives the owner every location the search selects, not only the page shown', async () => {
    await signInForTest(owner.emailAddress, 'Restaurant');
    const { bom, lines } = await exportSearched();
    expect(bom).toBe(true);
    expect(lines[0]).toBe('Location ID,Street Address,City,State,ZIP Code,Country,Phone Number,Latitude,Longitude');
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[1])
        .sort(),
    ).toEqual([...STREETS].sort());
  });

  it("gives an administrator the same from the restaurant's Locations tab", async () => {
    await signInForTest('admin@example.com', 'Administrator');
    const { lines } = await exportSearched(owner.restaurantId);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[1])
        .sort(),
    ).toEqual([...STREETS].sort());
  });
});

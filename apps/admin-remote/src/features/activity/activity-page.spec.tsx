import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  adminGetFood,
  adminUpdateFood,
  bulkChangeRestaurantStatus,
  changeRestaurantStatus,
  getFoodCategories,
  getRestaurantDetails,
  ifMatch,
  updateFoodCategory,
  WHOLE_LIST,
} from '@console/api-client';
import { session } from '@console/session';
import { fixtureClient, startApiRelay, type TestOwner } from '@console/testing';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { AdminRoutes } from '../../routes';

const fixtures = fixtureClient();
const RUN = `${Date.now() % 100000}`;
const RESTAURANT = `Audit Trail Bistro ${RUN}`;
const ITEM = `Trail Burger ${RUN}`;
let owner: TestOwner;

/** The owner renames their menu category this often, so the restaurant's events fill more than one page (25). */
const RENAMES = 30;

// What the people of the console did, through the real API: the owner renames a menu category many
// times; then a super admin suspends the restaurant and edits an item of its menu (its price).
beforeAll(async () => {
  owner = await fixtures.createOwner(RESTAURANT);
  const { tag, foods } = await fixtures.createMenu(owner.token, { Mains: [{ foodItemName: ITEM, description: 'Beef', price: '9.50' }] });
  const foodId = foods.get(ITEM) as number;
  const asAdmin = fixtures.as(owner.adminToken);
  const asOwner = fixtures.as(owner.token);
  const categoryId = (await adminGetFood(foodId, asAdmin)).food.foodCategory.categoryId;
  // Each change from the version just read, as a screen would make it.
  for (let rename = 1; rename <= RENAMES; rename++) {
    const { categories } = await getFoodCategories(WHOLE_LIST, asOwner);
    const version = categories.find((category) => category.categoryId === categoryId)?.version ?? 0;
    await updateFoodCategory(categoryId, { foodCategoryName: `Mains ${rename}` }, ifMatch(version), asOwner);
  }
  const { restaurant } = await getRestaurantDetails(owner.restaurantId, asAdmin);
  await changeRestaurantStatus(
    owner.restaurantId,
    { account_status: 'Suspended', restaurant_id: owner.restaurantId },
    ifMatch(restaurant.version),
    asAdmin,
  );
  const { food } = await adminGetFood(foodId, asAdmin);
  await adminUpdateFood(
    foodId,
    {
      restaurantId: owner.restaurantId,
      foodCategoryId: food.foodCategory.categoryId,
      foodItemName: ITEM,
      description: 'Beef',
      price: '11.25',
      tags: [tag],
    },
    ifMatch(food.version),
    asAdmin,
  );
});
afterAll(() => session.logout());

const table = () => screen.getByRole('table', { name: 'Activity' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowTexts = () =>
  bodyRows().map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent ?? ''),
  );
const what = () => screen.getByRole('combobox', { name: 'What' });

async function renderActivity(search = `?q=${encodeURIComponent(RESTAURANT)}`) {
  const rendered = renderWithProviders(<AdminRoutes />, { at: `/activity${search}` });
  await screen.findByRole('heading', { level: 1, name: 'Activity' });
  await waitFor(() => expect(screen.getByRole('table', { name: 'Activity' })).not.toHaveAttribute('aria-busy'));
  return rendered;
}

const rowOf = (text: string) => {
  const row = bodyRows().find((each) => each.textContent?.includes(text));
  if (!row) throw new Error(`No row shows ${text}: ${JSON.stringify(rowTexts())}`);
  return row;
};

/** What the export handed to the browser's downloads: the file's name and its text. */
function watchDownloads() {
  const files: Array<{ name: string; blob: Blob }> = [];
  const blobs: Blob[] = [];
  const createObjectURL = jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:jsdom/${blobs.length}`;
  });
  // jsdom cannot download: the link the page clicks is read instead (the browser's part, not ours).
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs[blobs.length - 1] });
  });
  return {
    files,
    restore: () => {
      createObjectURL.mockRestore();
      click.mockRestore();
    },
  };
}

const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

describe('Activity (issue 24), as a super admin', () => {
  beforeEach(async () => {
    await signInForTest('super@example.com', 'Administrator');
  });

  it('lists the changes newest first: when, who, what, which object and restaurant', async () => {
    await renderActivity();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Who', 'What', 'Object', 'Restaurant']);
    const [edited, suspended] = rowTexts();
    expect(edited[1]).toMatch(/Super admin/);
    expect(edited[2]).toMatch(/^Menu item updated/);
    expect(edited[2]).toMatch(/Price/);
    expect(edited[3]).toBe(`Menu item: ${ITEM}`);
    expect(edited[4]).toBe(RESTAURANT);
    expect(suspended[2]).toMatch(/^Restaurant suspended/);
    expect(suspended[3]).toBe(`Restaurant: ${RESTAURANT}`);
    const times = bodyRows().map((row) => Date.parse(row.querySelector('time')?.getAttribute('datetime') ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("opens an event's changed fields before and after, as text, and a created item's values after only", async () => {
    const { user } = await renderActivity();
    await user.click(rowOf('Menu item updated'));
    const dialog = await screen.findByRole('dialog', { name: 'Menu item updated' });
    const changes = await within(dialog).findByRole('table', { name: 'Changed fields' });
    expect(
      within(changes)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Field', 'Before', 'After']);
    const price = within(changes).getByRole('rowheader', { name: 'Price' }).closest('tr') as HTMLElement;
    const [before, after] = within(price)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(Number(before)).toBe(9.5);
    expect(Number(after)).toBe(11.25);
    expect(within(dialog).getByText(RESTAURANT)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(rowOf('Restaurant suspended'));
    const status = within(await screen.findByRole('dialog', { name: 'Restaurant suspended' })).getByRole('rowheader', { name: 'Status' });
    expect(
      within(status.closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Active', 'Suspended']);
    await user.keyboard('{Escape}');

    await user.selectOptions(what(), await within(what()).findByRole('option', { name: 'Menu item added (by the owner)' }));
    await waitFor(() => expect(rowTexts()).toHaveLength(1));
    await user.click(rowOf('Menu item added'));
    const added = await screen.findByRole('dialog', { name: 'Menu item added' });
    const created = await within(added).findByRole('table', { name: 'Changed fields' });
    expect(
      within(created)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Field', 'After']);
    expect(within(created).getByRole('rowheader', { name: 'Item Name' }).closest('tr')).toHaveTextContent(ITEM);
  });

  it('keeps the search and filters in the URL: the same view comes back from it, and Back undoes a filter', async () => {
    const first = await renderActivity();
    await within(what()).findByRole('option', { name: 'Menu item updated (by an administrator)' });
    await first.user.selectOptions(what(), 'Menu item updated (by an administrator)');
    const today = new Date().toLocaleDateString('sv');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: today } });
    await waitFor(() => expect(rowTexts()).toHaveLength(1));
    expect(rowTexts()[0][2]).toMatch(/^Menu item updated/);
    const params = new URLSearchParams(first.router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ q: RESTAURANT, what: 'adminUpdateFood', from: today });
    const url = `${first.router.state.location.pathname}${first.router.state.location.search}`;
    first.unmount();

    const again = await renderActivity(url.slice('/activity'.length));
    expect(screen.getByRole('searchbox', { name: 'Search activity' })).toHaveValue(RESTAURANT);
    await waitFor(() => expect(what()).toHaveDisplayValue('Menu item updated (by an administrator)'));
    expect(screen.getByLabelText('From')).toHaveValue(today);
    await waitFor(() => expect(rowTexts()).toHaveLength(1));
    expect(rowTexts()[0][3]).toBe(`Menu item: ${ITEM}`);

    await again.user.selectOptions(what(), 'Everything');
    await waitFor(() => expect(rowTexts().length).toBeGreaterThan(1));
    await act(() => again.router.navigate(-1));
    expect(what()).toHaveDisplayValue('Menu item updated (by an administrator)');
    await waitFor(() => expect(rowTexts()).toHaveLength(1));
  });

  it('pages by 25 with Load more, keeping the events already shown above the next ones', async () => {
    const { user } = await renderActivity();
    expect(bodyRows()).toHaveLength(25);
    const firstPage = rowTexts();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(RENAMES));
    expect(rowTexts().slice(0, 25)).toEqual(firstPage);
    expect(rowTexts().filter((row) => row[2].startsWith('Menu category updated'))).toHaveLength(RENAMES);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by who did it, found by typing their email (asked of the API), kept in the URL', async () => {
    const { user, router } = await renderActivity();
    await user.click(screen.getByRole('combobox', { name: 'Who' }));
    await user.paste(owner.emailAddress);
    await user.click(
      await screen.findByRole('option', { name: `${owner.emailAddress} (Restaurant owner, ${RESTAURANT})` }, { timeout: 10000 }),
    );
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('who')).toBe(String(owner.user.userId)));
    await waitFor(() => expect(rowTexts().every((row) => row[1].includes('Restaurant owner'))).toBe(true), { timeout: 10000 });
    expect(rowTexts().some((row) => row[2].startsWith('Menu category updated'))).toBe(true);
    expect(rowTexts().some((row) => row[2].startsWith('Restaurant suspended'))).toBe(false);
  }, 40000);

  it('says in place of the events that they could not be loaded when the API goes away, and Retry brings them back', async () => {
    const relay = await startApiRelay(process.env.TEST_API_URL ?? '');
    try {
      const { user } = renderWithProviders(<AdminRoutes />, { at: `/activity?q=${encodeURIComponent(RESTAURANT)}`, apiBaseUrl: relay.url });
      await waitFor(() => expect(bodyRows()).toHaveLength(25));
      await relay.stop();
      await user.selectOptions(what(), await within(what()).findByRole('option', { name: 'Restaurant access changed' }));
      const failure = await screen.findByRole('alert', { name: 'Activity could not be loaded' }, { timeout: 8000 });
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
      await relay.start();
      await user.click(within(failure).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(rowTexts()).toHaveLength(1));
      expect(rowTexts()[0][2]).toMatch(/^Restaurant suspended/);
    } finally {
      await relay.close();
    }
  });

  it("says 'No activity found' when nothing matches", async () => {
    await renderActivity(`?q=${encodeURIComponent(`nothing like this ${RUN}`)}`);
    expect(within(table()).getByText('No activity found')).toBeInTheDocument();
  });

  it('exports what is filtered as CSV, under the name the API gives, and the button is ready again after', async () => {
    const downloads = watchDownloads();
    try {
      const { user } = await renderActivity(`?q=${encodeURIComponent(RESTAURANT)}&what=changeRestaurantStatus`);
      await waitFor(() => expect(rowTexts()).toHaveLength(1));
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
      const [file] = downloads.files;
      expect(file.name).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = (await textOf(file.blob))
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(lines[0]).toBe('Time,Who,Role,What,Object,Restaurant,Changes');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('Restaurant suspended');
      expect(lines[1]).toContain(RESTAURANT);
    } finally {
      downloads.restore();
    }
  });

  it('opens the event a link names (?event=), and closing it leaves the list as it was', async () => {
    const { user, router } = await renderActivity();
    await user.click(rowOf('Restaurant suspended'));
    await screen.findByRole('dialog', { name: 'Restaurant suspended' });
    const link = `${router.state.location.pathname}${router.state.location.search}`;
    expect(new URLSearchParams(router.state.location.search).get('event')).toMatch(/^\d+$/);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent(RESTAURANT).replace(/%20/g, '+')}`);
    cleanup();

    await renderActivity(link.slice('/activity'.length));
    expect(await screen.findByRole('dialog', { name: 'Restaurant suspended' })).toBeInTheDocument();
  });

  it("shows a super admin the security events, such as the owner's password change, when chosen in What", async () => {
    await renderActivity(`?q=${encodeURIComponent(owner.emailAddress)}&what=changePassword`);
    expect(rowOf('Password changed')).toHaveTextContent(owner.emailAddress);
  });

  it('leaves security events out of the changes until they are asked for, and remembers that in the URL', async () => {
    // A new owner's first sign-in, password change and sign-in: security events alone name their email.
    const newcomer = await fixtures.createOwner(`Security Toggle Cafe ${RUN}`);
    const search = `?q=${encodeURIComponent(newcomer.emailAddress)}`;
    const { user, router } = await renderActivity(search);
    expect(await within(table()).findByText('No activity found')).toBeInTheDocument();
    // Offered once the viewer's kinds of event are read (super admins may see security events).
    await user.click(await screen.findByRole('checkbox', { name: 'Show security events' }));
    await waitFor(() => expect(rowOf('Password changed')).toBeInTheDocument(), { timeout: 10000 });
    expect(rowOf('Signed in')).toHaveTextContent(newcomer.emailAddress);
    expect(new URLSearchParams(router.state.location.search).get('security')).toBe('1');
    cleanup();

    await renderActivity(`${search}&security=1`);
    expect(await screen.findByRole('checkbox', { name: 'Show security events' })).toBeChecked();
    await waitFor(() => expect(rowOf('Password changed')).toBeInTheDocument(), { timeout: 10000 });
  }, 40000);

  it('offers the security kinds of event to a super admin', async () => {
    await renderActivity();
    await waitFor(() => expect(within(what()).getByRole('option', { name: 'Sign-in failed' })).toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Who' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Restaurant' })).toBeInTheDocument();
  });
});

describe('Activity (issue 24), as an administrator', () => {
  beforeEach(async () => {
    await signInForTest('admin@example.com', 'Administrator');
  });

  it('shows the same changes, offers export, and no security kind of event', async () => {
    await renderActivity();
    expect(rowOf('Menu item updated')).toHaveTextContent(RESTAURANT);
    expect(rowOf('Restaurant suspended')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await waitFor(() => expect(within(what()).getByRole('option', { name: 'Restaurant access changed' })).toBeInTheDocument());
    expect(within(what()).queryByRole('option', { name: 'Sign-in failed' })).not.toBeInTheDocument();
    expect(within(what()).queryByRole('option', { name: 'Administrator added' })).not.toBeInTheDocument();
    // Nothing to show: no toggle for security events.
    expect(screen.queryByRole('checkbox', { name: 'Show security events' })).not.toBeInTheDocument();
  });

  it("never shows an administrator a security event, such as the owner's password change", async () => {
    // The link a super admin would share: to an administrator it shows nothing.
    await renderActivity(`?q=${encodeURIComponent(owner.emailAddress)}&what=changePassword`);
    expect(within(table()).getByText('No activity found')).toBeInTheDocument();
  });
});

describe('Activity (issue 35): many restaurants, and filters that search the server', () => {
  const BULK = `Bulk Harbour ${RUN}`;
  const names = [`${BULK} A`, `${BULK} B`, `${BULK} C`];
  const QUIET = `Quiet Corner ${RUN}`;
  let quietId: number;

  beforeAll(async () => {
    const { token } = await fixtures.signInAs('superAdmin');
    const ids: number[] = [];
    for (const name of names) ids.push((await fixtures.createRestaurantAccount(token, name)).restaurantId);
    await bulkChangeRestaurantStatus({ ids, account_status: 'Suspended' }, fixtures.as(token));
    // A restaurant no loaded event names: its only event is far down the trail.
    quietId = (await fixtures.createRestaurantAccount(token, QUIET)).restaurantId;
  });

  beforeEach(async () => {
    await signInForTest('admin@example.com', 'Administrator');
  });

  it('names how many restaurants a bulk change was about, and its popup lists each of them', async () => {
    const { user } = await renderActivity(`?q=${encodeURIComponent(BULK)}&what=bulkChangeRestaurantStatus`);
    await waitFor(() => expect(rowTexts()).toHaveLength(1));
    expect(rowTexts()[0][4]).toBe('3 restaurants');
    await user.click(rowOf('Restaurants suspended'));
    const dialog = await screen.findByRole('dialog', { name: 'Restaurants suspended' });
    const listed = await within(dialog).findByRole('list', { name: 'Restaurants' });
    expect(
      within(listed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(names);
  });

  it('filters by a restaurant typed in the Restaurant filter, though no loaded event names it', async () => {
    const { user, router } = await renderActivity(`?q=${encodeURIComponent(RESTAURANT)}`);
    expect(rowTexts().some((row) => row.join(' ').includes(QUIET))).toBe(false);
    await user.click(screen.getByRole('combobox', { name: 'Restaurant' }));
    await user.paste(QUIET);
    await user.click(await screen.findByRole('option', { name: QUIET }, { timeout: 10000 }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('restaurant')).toBe(String(quietId)));
    // The search still holds the other restaurant's name: cleared, the quiet one's history shows.
    await user.clear(screen.getByRole('searchbox', { name: 'Search activity' }));
    await waitFor(() => expect(rowOf('Restaurant added')).toHaveTextContent(QUIET), { timeout: 10000 });
    expect(rowTexts().every((row) => row[4] === QUIET)).toBe(true);
  }, 40000);
});

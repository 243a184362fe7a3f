// Two people on one restaurant category: the super admin's Edit popup (or delete confirmation) is open
// while an administrator changes the category through the API with their own token. The screen's save
// is refused (412) and the popup shows what changed; a stale delete is refused and deletes nothing.
import { screen, waitFor, within } from '@testing-library/react';
import {
  createRestaurantCategory,
  getMe,
  getRestaurantCategory,
  ifMatch,
  updateRestaurantCategory,
  type RestaurantCategory,
} from '@console/api-client';
import { DEMO_ACCOUNTS, fixtureClient } from '@console/testing';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { session } from '@console/session';
import { RestaurantCategoriesScreen } from './restaurant-categories-screen';

const fixtures = fixtureClient();
let uniq = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now() % 100000}${uniq++}`;
type User = ReturnType<typeof renderWithProviders>['user'];

/** The other person: an administrator signed in elsewhere, and how the API names them. */
let other = { token: '', changedBy: '' };

beforeAll(async () => {
  const { token } = await fixtures.signInAs('admin');
  const { user } = await getMe(fixtures.as(token));
  other = { token, changedBy: `changed by ${user.fullName ?? `${user.firstName} ${user.lastName}`} (${DEMO_ACCOUNTS.admin.emailAddress})` };
});
beforeEach(() => signInForTest(DEMO_ACCOUNTS.superAdmin.emailAddress, 'Administrator'));
afterEach(() => session.logout());

const table = () => screen.getByRole('table', { name: 'Restaurant Categories' });
const conflictPanel = () => screen.findByRole('alert', { name: 'Changed since you opened it' });
const rowsOf = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

const read = async (id: number) => (await getRestaurantCategory(id, fixtures.as(other.token))).restaurantCategory;

/** A category of the test's own, made through the API, listed alone on the screen by a search for its name. */
async function renderWithCategory(prefix: string, description: string) {
  const name = uniqueName(prefix);
  const { restaurantCategoryId } = await createRestaurantCategory({ restaurantCategoryName: name, description }, fixtures.as(other.token));
  const rendered = renderWithProviders(<RestaurantCategoriesScreen />, { at: `/restaurant-category?q=${encodeURIComponent(name)}` });
  await within(await screen.findByRole('table', { name: 'Restaurant Categories' })).findByRole('cell', { name });
  return { ...rendered, name, id: restaurantCategoryId };
}

/** The administrator saves `change` from the version they read. */
async function otherChanges(id: number, change: Partial<RestaurantCategory>) {
  const now = await read(id);
  await updateRestaurantCategory(
    id,
    {
      restaurantCategoryName: change.restaurantCategoryName ?? now.restaurantCategoryName,
      description: change.description ?? now.description,
    },
    ifMatch(now.version),
    fixtures.as(other.token),
  );
}

async function openEdit(user: User, name: string) {
  await user.click(within(table()).getByRole('button', { name: `Edit ${name}` }));
  return screen.getByRole('dialog', { name: 'Edit Restaurant Category' });
}

async function retype(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

describe('Edit Restaurant Category when the category changed since it was opened', () => {
  it('shows who changed it and their value beside the one typed; Keep mine saves the typed name with their description', async () => {
    const { user, name, id } = await renderWithCategory('Two Tabs', 'Before');
    const opened = (await read(id)).version;
    const dialog = await openEdit(user, name);
    await otherChanges(id, { description: 'Theirs' });

    const mine = uniqueName('Mine');
    await retype(user, within(dialog).getByLabelText('Restaurant Category Name'), mine);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    const panel = await conflictPanel();
    expect(
      within(panel).getByText(new RegExp(`^This restaurant category was ${other.changedBy.replace(/[()]/g, '\\$&')} at .+ UTC`)),
    ).toBeInTheDocument();
    // Only what the other person changed is compared: the description, as typed here beside theirs.
    expect(rowsOf(panel)).toEqual([['Description', 'Before', 'Theirs']]);
    expect(within(dialog).getByLabelText('Restaurant Category Name')).toHaveValue(mine);
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Before');
    expect((await read(id)).restaurantCategoryName).toBe(name);

    await user.click(within(panel).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Restaurant Category updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = await read(id);
    expect(saved).toMatchObject({ restaurantCategoryName: mine, description: 'Theirs', version: opened + 2 });
  });

  it('keeps what was typed in a field both changed, beside their value, when Keep mine is chosen', async () => {
    const { user, name, id } = await renderWithCategory('Both Typed', 'Before');
    const dialog = await openEdit(user, name);
    await otherChanges(id, { description: 'Theirs' });

    await retype(user, within(dialog).getByLabelText('Description'), 'Mine');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    const panel = await conflictPanel();
    expect(rowsOf(panel)).toEqual([['Description', 'Mine', 'Theirs']]);
    await user.click(within(panel).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Restaurant Category updated')).toBeInTheDocument();
    expect(await read(id)).toMatchObject({ restaurantCategoryName: name, description: 'Mine' });
  });

  it('Use current values puts the category as it is now in the popup, and Update saves from there', async () => {
    const { user, name, id } = await renderWithCategory('Current Values', 'Before');
    const dialog = await openEdit(user, name);
    const theirs = uniqueName('Renamed Elsewhere');
    await otherChanges(id, { restaurantCategoryName: theirs, description: 'Theirs' });

    await retype(user, within(dialog).getByLabelText('Description'), 'Not kept');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    const panel = await conflictPanel();
    expect(rowsOf(panel)).toEqual([
      ['Restaurant Category Name', name, theirs],
      ['Description', 'Not kept', 'Theirs'],
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Use current values' }));
    expect(screen.queryByRole('alert', { name: 'Changed since you opened it' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Restaurant Category Name')).toHaveValue(theirs);
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Theirs');

    await retype(user, within(dialog).getByLabelText('Description'), 'Edited on theirs');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Restaurant Category updated')).toBeInTheDocument();
    expect(await read(id)).toMatchObject({ restaurantCategoryName: theirs, description: 'Edited on theirs' });
  });
});

describe('Delete a restaurant category changed since the list showed it', () => {
  it("is refused with the server's message, deletes nothing, and the list shows the category as it is now", async () => {
    const { user, name, id } = await renderWithCategory('Stale Delete', 'Before');
    await user.click(within(table()).getByRole('button', { name: `Delete ${name}` }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Confirmation' });
    await otherChanges(id, { description: 'Changed meanwhile' });

    await user.click(within(confirm).getByRole('button', { name: 'Yes, Delete!' }));
    expect(
      await screen.findByText(new RegExp(`^This restaurant category was ${other.changedBy.replace(/[()]/g, '\\$&')}`)),
    ).toBeInTheDocument();
    // The confirmation closes whatever the outcome (spec §4), and the list reloads.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table()).findByRole('cell', { name: 'Changed meanwhile' })).toBeInTheDocument();
    expect(await read(id)).toMatchObject({ restaurantCategoryName: name, description: 'Changed meanwhile' });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { createRestaurantCategory } from '@console/api-client';
import { fixtureClient, startApiRelay } from '@console/testing';
import { csvLines, renderWithProviders, signInForTest, watchDownloads } from '@console/testing/react';
import { RestaurantCategoriesScreen } from './restaurant-categories-screen';

const table = () => screen.getByRole('table', { name: 'Restaurant Categories' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const names = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent ?? '');
const byName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });
let token = '';
let uniq = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now() % 100000}${uniq++}`;

async function renderCategories() {
  const rendered = renderWithProviders(<RestaurantCategoriesScreen />, { at: '/restaurant-category' });
  await screen.findByRole('table', { name: 'Restaurant Categories' });
  await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
  return rendered;
}

async function search(user: ReturnType<typeof renderWithProviders>['user'], text: string) {
  const box = screen.getByRole('searchbox', { name: 'Search restaurant categories' });
  await user.clear(box);
  await user.type(box, text);
}

async function addCategory(user: ReturnType<typeof renderWithProviders>['user'], name: string, description = '') {
  await user.click(screen.getByRole('button', { name: 'Add Restaurant Category' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Restaurant Category' });
  await user.type(within(dialog).getByLabelText('Restaurant Category Name'), name);
  if (description) await user.type(within(dialog).getByLabelText('Description'), description);
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled());
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));
  return dialog;
}

describe('Restaurant categories screen', () => {
  beforeEach(async () => {
    token = (await signInForTest('super@example.com', 'Administrator')).token;
  });

  it('lists the categories by name, and each click on the name header flips the order', async () => {
    const { user } = await renderCategories();
    const header = within(table()).getByRole('columnheader', { name: /Restaurant Category Name/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table()).getByRole('columnheader', { name: 'Description' })).toBeInTheDocument();
    const ascending = names();
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending).toEqual([...ascending].sort(byName));
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual([...ascending].reverse());
    await user.click(within(header).getByRole('button'));
    expect(names()).toEqual(ascending);
  });

  it('shows the name messages once touched and keeps Create disabled while invalid', async () => {
    const { user } = renderWithProviders(<RestaurantCategoriesScreen />, { at: '/restaurant-category' });
    await user.click(screen.getByRole('button', { name: 'Add Restaurant Category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Restaurant Category' });
    expect(within(dialog).getByLabelText('Restaurant Category Name')).toHaveFocus();
    await user.tab();
    expect(await within(dialog).findByText('Restaurant Category Name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Restaurant Category Name'), 'x'.repeat(51));
    expect(await within(dialog).findByText('Restaurant Category Name cannot exceed 50 characters')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
  });

  it('adds a category, closes the popup and lists it; a duplicate name keeps the popup open with what was typed', async () => {
    const { user } = await renderCategories();
    const name = uniqueName('Fusion');
    await addCategory(user, name, 'Mixed kitchens');
    expect(await screen.findByText('Restaurant Category created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await search(user, name);
    await waitFor(() => expect(names()).toEqual([name]), { timeout: 3000 });
    expect(within(bodyRows()[0]).getByRole('cell', { name: 'Mixed kitchens' })).toBeInTheDocument();

    const dialog = await addCategory(user, name.toUpperCase());
    const taken = 'A Restaurant Category with this name already exists';
    // In the toast and on the field it belongs to.
    await waitFor(() => expect(screen.getAllByText(taken)).toHaveLength(2));
    expect(dialog).toBeInTheDocument();
    const field = within(dialog).getByLabelText('Restaurant Category Name');
    expect(field).toHaveValue(name.toUpperCase());
    expect(field).toHaveAccessibleDescription(taken);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, 'x');
    expect(field).not.toHaveAccessibleDescription(taken);
  });

  it('edits a category in a prefilled popup', async () => {
    const { user } = await renderCategories();
    const name = uniqueName('Grill');
    await addCategory(user, name, 'Before');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await search(user, name);
    await waitFor(() => expect(names()).toEqual([name]), { timeout: 3000 });

    await user.click(screen.getByRole('button', { name: `Edit ${name}` }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Restaurant Category' });
    expect(within(dialog).getByLabelText('Restaurant Category Name')).toHaveValue(name);
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Before');
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.type(within(dialog).getByLabelText('Description'), 'After');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Restaurant Category updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table()).findByRole('cell', { name: 'After' })).toBeInTheDocument();
  });

  it('closes the delete confirmation on a failure too, showing the server message', async () => {
    const { user } = await renderCategories();
    const name = uniqueName('Short lived');
    await addCategory(user, name);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await search(user, name);
    await waitFor(() => expect(names()).toEqual([name]), { timeout: 3000 });

    await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Confirmation' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Someone else deletes it first: the API answers 404 and the popup still closes.
    await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
    const listed = (await (
      await fetch(
        `${process.env.TEST_API_URL}/admin/restaurant-category/get-restaurant-categories?page=1&size=999999&keywords=${encodeURIComponent(name)}`,
        { headers: { Authorization: `Bearer ${token}` } },
      )
    ).json()) as { restaurantCategories: { restaurantCategoryId: number; version: number }[] };
    const { restaurantCategoryId: id, version } = listed.restaurantCategories[0];
    await fetch(`${process.env.TEST_API_URL}/admin/restaurant-category/delete-restaurant-category/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}`, 'If-Match': `"${version}"` },
    });
    await user.click(screen.getByRole('button', { name: 'Yes, Delete!' }));
    expect(await screen.findByText('Restaurant Category not found')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes after confirmation, closes the popup and reloads', async () => {
    const { user } = await renderCategories();
    const name = uniqueName('Pop up');
    await addCategory(user, name);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await search(user, name);
    await waitFor(() => expect(names()).toEqual([name]), { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Confirmation' });
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to Delete the Restaurant Category?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Delete!' }));
    expect(await screen.findByText('Restaurant Category deleted')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
  });

  it('says so in place of the list when the API goes away, and Retry shows the list again once it is back', async () => {
    const relay = await startApiRelay(process.env.TEST_API_URL ?? '');
    try {
      const { user } = renderWithProviders(<RestaurantCategoriesScreen />, { at: '/restaurant-category', apiBaseUrl: relay.url });
      await waitFor(() => expect(names().length).toBeGreaterThan(1));
      await relay.stop();
      await search(user, 'Ital');

      const failure = await screen.findByRole('alert', { name: 'Restaurant categories could not be loaded' }, { timeout: 8000 });
      expect(failure).toHaveAccessibleDescription('The server cannot be reached. Check your connection, then retry.');
      // Nothing of the earlier list is left as if it were current.
      expect(within(table()).getAllByRole('row')).toHaveLength(2);
      await relay.start();
      await user.click(within(failure).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
      await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
      expect(names()).toContain('Italian');
      expect(names().every((name) => /ital/i.test(name))).toBe(true);
    } finally {
      await relay.close();
    }
  });
});

describe('Restaurant categories screen: Export CSV (issue 26)', () => {
  const fixtures = fixtureClient();
  const word = uniqueName('Exported');

  beforeEach(async () => {
    token = (await signInForTest('super@example.com', 'Administrator')).token;
  });

  it('downloads the categories the search selects, in the order shown, with descriptions a spreadsheet cannot run', async () => {
    for (const [name, description] of [
      [`${word} Cafes`, '=1+1'],
      [`${word} Bakeries`, 'Bread, "sourdough" and more'],
    ]) {
      await createRestaurantCategory({ restaurantCategoryName: name, description }, fixtures.as(token));
    }
    const downloads = watchDownloads();
    try {
      const { user } = await renderCategories();
      await search(user, word);
      await waitFor(() => expect(names()).toEqual([`${word} Bakeries`, `${word} Cafes`]), { timeout: 3000 });
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      const [file] = downloads.files;
      expect(file.name).toMatch(/^restaurant-categories-\d{4}-\d{2}-\d{2}\.csv$/);
      const { bom, lines } = await csvLines(file);
      expect(bom).toBe(true);
      expect(lines[0]).toBe('Restaurant Category ID,Restaurant Category Name,Description');
      expect(lines.slice(1).map((line) => line.replace(/^\d+,/, ''))).toEqual([
        `${word} Bakeries,"Bread, ""sourdough"" and more"`,
        `${word} Cafes,'=1+1`,
      ]);

      // Sorted Z to A on the screen, the file follows.
      const header = within(table()).getByRole('columnheader', { name: /Restaurant Category Name/ });
      await user.click(within(header).getByRole('button'));
      expect(names()).toEqual([`${word} Cafes`, `${word} Bakeries`]);
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(downloads.files).toHaveLength(2));
      const sorted = await csvLines(downloads.files[1]);
      expect(sorted.lines.slice(1).map((line) => line.replace(/^\d+,/, '').split(',')[0])).toEqual([`${word} Cafes`, `${word} Bakeries`]);
    } finally {
      downloads.restore();
    }
  });
});

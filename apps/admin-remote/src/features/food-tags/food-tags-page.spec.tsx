import { screen, waitFor, within } from '@testing-library/react';
import { createFoodTag, getFoodTags, updateFoodTag, type FoodTagCategory } from '@console/api-client';
import { fixtureClient } from '@console/testing';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { FoodTagsScreen } from './food-tags-screen';

const fixtures = fixtureClient();
const table = () => screen.getByRole('table', { name: 'Food Tags' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
const rowOf = (name: string) => bodyRows().find((row) => cells(row)[0] === name) as HTMLElement;
let token = '';
let uniq = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now() % 100000}${uniq++}`;
type User = ReturnType<typeof renderWithProviders>['user'];

async function renderFoodTags() {
  const rendered = renderWithProviders(<FoodTagsScreen />, { at: '/food-tags' });
  await screen.findByRole('table', { name: 'Food Tags' });
  await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
  return rendered;
}

async function search(user: User, text: string) {
  const box = screen.getByRole('searchbox', { name: 'Search food tags' });
  await user.clear(box);
  await user.type(box, text);
}

async function vocabulary(): Promise<FoodTagCategory[]> {
  return (await getFoodTags(fixtures.as(token))).foodTagCategories;
}

/** A tag of the spec's own, in Dietary, made through the API. */
async function tagOfOurOwn(prefix: string) {
  const dietary = (await vocabulary()).find((category) => category.foodTagCategoryName === 'Dietary') as FoodTagCategory;
  const name = uniqueName(prefix);
  const { foodTagCategoryItemId } = await createFoodTag(
    { foodTagCategoryId: dietary.foodTagCategoryId, foodTagCategoryItemName: name },
    fixtures.as(token),
  );
  return { name, id: foodTagCategoryItemId };
}

describe('Food Tags screen', () => {
  beforeEach(async () => {
    token = (await signInForTest('super@example.com', 'Administrator')).token;
  });

  it("lists the vocabulary in the menu item form's order, with each tag's category, menu items and status", async () => {
    await renderFoodTags();
    for (const name of [/^Tag Name/, /^Tag Category/, /^Menu Items/, 'Status', 'Actions']) {
      expect(within(table()).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(within(table()).getByRole('columnheader', { name: /^Tag Category/ })).toHaveAttribute('aria-sort', 'ascending');
    const [first, second] = bodyRows().map(cells);
    expect(first.slice(0, 2)).toEqual(['American', 'Cuisine']);
    expect(Number(first[2])).toBeGreaterThan(0);
    expect(first[3]).toMatch(/Active/);
    expect(second.slice(0, 2)).toEqual(['Italian', 'Cuisine']);
    expect(bodyRows().map((row) => cells(row)[1])).toContain('Preparation');
  });

  it('adds a tag to a chosen category; a name in use keeps the popup open with what was typed, on its field', async () => {
    const { user } = await renderFoodTags();
    const name = uniqueName('Umami');
    await user.click(screen.getByRole('button', { name: 'Add Food Tag' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Food Tag' });
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Tag Category'));
    await user.click(await screen.findByRole('option', { name: 'Spice level' }));
    await user.type(within(dialog).getByLabelText('Tag Name'), name);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Food Tag created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await search(user, name);
    await waitFor(() =>
      expect(
        bodyRows()
          .map(cells)
          .map((row) => row.slice(0, 3)),
      ).toEqual([[name, 'Spice level', '0']]),
    );

    await user.click(screen.getByRole('button', { name: 'Add Food Tag' }));
    const again = screen.getByRole('dialog', { name: 'Add Food Tag' });
    await user.click(within(again).getByLabelText('Tag Category'));
    await user.click(await screen.findByRole('option', { name: 'Course' }));
    await user.type(within(again).getByLabelText('Tag Name'), name.toUpperCase());
    await user.click(within(again).getByRole('button', { name: 'Create' }));
    const taken = 'A Food Tag with this name already exists';
    await waitFor(() => expect(screen.getAllByText(taken)).toHaveLength(2));
    const field = within(again).getByLabelText('Tag Name');
    expect(field).toHaveValue(name.toUpperCase());
    expect(field).toHaveAccessibleDescription(taken);
  });

  it('shows the name rules once touched', async () => {
    const { user } = await renderFoodTags();
    await user.click(screen.getByRole('button', { name: 'Add Tag Category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Tag Category' });
    const field = within(dialog).getByLabelText('Tag Category Name');
    await user.click(field);
    await user.tab();
    expect(await within(dialog).findByText('Tag Category Name is required')).toBeInTheDocument();
    await user.type(field, 'x'.repeat(51));
    expect(await within(dialog).findByText('Tag Category Name cannot exceed 50 characters')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
  });

  it('adds a tag category, which a new tag can then join', async () => {
    const { user } = await renderFoodTags();
    const name = uniqueName('Texture');
    await user.click(screen.getByRole('button', { name: 'Add Tag Category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Tag Category' });
    await user.type(within(dialog).getByLabelText('Tag Category Name'), name);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Tag Category created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => expect((await vocabulary()).at(-1)?.foodTagCategoryName).toBe(name));

    await user.click(screen.getByRole('button', { name: 'Add Food Tag' }));
    const tagDialog = screen.getByRole('dialog', { name: 'Add Food Tag' });
    await user.click(within(tagDialog).getByLabelText('Tag Category'));
    expect(await screen.findByRole('option', { name })).toBeInTheDocument();
  });

  it('renames a tag in a prefilled popup', async () => {
    const { name } = await tagOfOurOwn('Renamable');
    const { user } = await renderFoodTags();
    await search(user, name);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.click(within(rowOf(name)).getByRole('button', { name: `Rename ${name}` }));
    const dialog = screen.getByRole('dialog', { name: 'Rename Food Tag' });
    const field = within(dialog).getByLabelText('Tag Name');
    expect(field).toHaveValue(name);
    await user.clear(field);
    await user.type(field, `${name} Plus`);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Food Tag updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(bodyRows().map((row) => cells(row)[0])).toEqual([`${name} Plus`]));
  });

  it('shows who renamed it meanwhile beside what was typed, and saves on the current version once chosen', async () => {
    const { name, id } = await tagOfOurOwn('Contested');
    const { user } = await renderFoodTags();
    await search(user, name);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.click(within(rowOf(name)).getByRole('button', { name: `Rename ${name}` }));
    const dialog = screen.getByRole('dialog', { name: 'Rename Food Tag' });
    // Another super admin renames it first.
    await updateFoodTag(id, { foodTagCategoryItemName: `${name} Theirs` }, { 'If-Match': '"1"' }, fixtures.as(token));
    const field = within(dialog).getByLabelText('Tag Name');
    await user.clear(field);
    await user.type(field, `${name} Mine`);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    // In the popup, above what was typed (and in the toast).
    const [said] = await within(dialog).findAllByText(
      /This food tag was changed by .+ \(super@example\.com\) at .+ UTC, after you opened it/,
    );
    expect(said).toBeVisible();
    expect(field).toHaveValue(`${name} Mine`);
    expect(within(dialog).getByText(`${name} Theirs`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const tags = (await vocabulary()).flatMap((category) => category.foodTagCategoryItems);
    expect(tags.find((tag) => tag.foodTagCategoryItemId === id)).toMatchObject({ foodTagCategoryItemName: `${name} Mine`, version: 3 });
  });

  it('says in the retire confirmation how many menu items keep the tag, and Cancel changes nothing', async () => {
    const american = (await vocabulary())[0].foodTagCategoryItems[0];
    expect(american.foodCount).toBeGreaterThan(1);
    const { user } = await renderFoodTags();
    await user.click(within(rowOf('American')).getByRole('button', { name: 'Retire American' }));
    const confirm = screen.getByRole('dialog', { name: 'Retire Food Tag' });
    expect(confirm).toHaveAccessibleDescription(
      `Retire "American" (Cuisine)? The menu item form will offer it no more. The ${american.foodCount?.toLocaleString()} menu items that have it keep it. You can restore it later.`,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await vocabulary())[0].foodTagCategoryItems[0]).toMatchObject({ retired: false, version: american.version });
  });

  it('retires a tag after a confirmation that says the items keep it, and restores it', async () => {
    const { name } = await tagOfOurOwn('Seasonal');
    const { user } = await renderFoodTags();
    await search(user, name);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));

    await user.click(within(rowOf(name)).getByRole('button', { name: `Retire ${name}` }));
    const confirm = screen.getByRole('dialog', { name: 'Retire Food Tag' });
    expect(confirm).toHaveAccessibleDescription(
      `Retire "${name}" (Dietary)? The menu item form will offer it no more. No menu item has it now. You can restore it later.`,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Retire!' }));
    expect(await screen.findByText('Food Tag retired')).toBeInTheDocument();
    await waitFor(() => expect(cells(rowOf(name))[3]).toMatch(/Retired/));

    await user.click(within(rowOf(name)).getByRole('button', { name: `Restore ${name}` }));
    expect(await screen.findByText('Food Tag restored')).toBeInTheDocument();
    await waitFor(() => expect(cells(rowOf(name))[3]).toMatch(/Active/));
    expect(within(rowOf(name)).getByRole('button', { name: `Retire ${name}` })).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deleteFood, getFoods, ifMatch } from '@console/api-client';
import { testPngFile } from '@console/testing';
import { signInForTest } from '@console/testing/react';
import { session } from '@console/session';
import { fixtures, itemNames, ownerWithMenu, renderMenu, search, section, toggle, uniqueName } from './testing/menu-fixtures';

describe("the owner's Manage Your Menu", () => {
  afterEach(() => session.logout());

  it('shows the categories alphabetically with their counts, collapsed, hides empty ones, and loads 10 items a page', async () => {
    await ownerWithMenu({ Soups: 2, Appetizers: 12, 'Empty Corner': 0 });
    const { user, router } = await renderMenu();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Your Menu' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Appetizers12', 'Soups2']);
    expect(toggle('Appetizers')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Appetizers items' })).not.toBeInTheDocument();

    await user.click(toggle('Appetizers'));
    await waitFor(() => expect(itemNames('Appetizers')).toHaveLength(10));
    expect(itemNames('Appetizers')[0]).toBe('Appetizers item 01');
    expect(within(section('Appetizers')).getByText('$1.50')).toBeInTheDocument();
    expect(router.state.location.search).toContain('open=');
    await user.click(within(section('Appetizers')).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(itemNames('Appetizers')).toHaveLength(12));
    expect(within(section('Appetizers')).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('searches every category at once and shows the matches expanded; No Data Found when nothing matches', async () => {
    await ownerWithMenu({ Soups: 3, Desserts: 2, Drinks: 1 });
    const { user } = await renderMenu();
    await search(user, 'saffron');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        'Desserts1',
        'Drinks1',
        'Soups1',
      ]),
    );
    expect(itemNames('Soups')).toEqual(['Soups item 01']);
    expect(toggle('Desserts')).toHaveAttribute('aria-expanded', 'true');
    await search(user, 'zzzz-nothing');
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
  });

  it('filters to the chosen categories (kept in the URL) and clears the filter', async () => {
    await ownerWithMenu({ Soups: 1, Desserts: 1, Drinks: 1 });
    const { user, router } = await renderMenu();
    await user.click(screen.getByRole('button', { name: 'Filter by' }));
    const dialog = screen.getByRole('dialog', { name: 'Filter by' });
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Desserts', 'Drinks', 'Soups']);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Drinks' }));
    await user.click(within(dialog).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Drinks1']));
    expect(router.state.location.search).toMatch(/categories=\d+/);

    await user.click(screen.getByRole('button', { name: 'Filter by (1 chosen)' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Filter by' })).getByRole('button', { name: 'Clear Filter' }));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3));
  });

  it('in edit mode renames a category (with its messages) and deletes an item after confirmation', async () => {
    await ownerWithMenu({ Soups: 2 });
    const { user } = await renderMenu();
    expect(screen.queryByRole('button', { name: 'Edit category Soups' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit menu' }));
    expect(screen.getByRole('button', { name: 'Done' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle('Soups'));
    expect(await within(section('Soups')).findByRole('button', { name: 'Delete Soups item 01' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit category Soups' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit a Category' });
    const title = within(dialog).getByLabelText('Category Title');
    expect(title).toHaveValue('Soups');
    await user.clear(title);
    await user.tab();
    expect(await within(dialog).findByText('Category title is required')).toBeInTheDocument();
    await user.type(title, 'x'.repeat(51));
    expect(await within(dialog).findByText('Category cannot exceed 50 characters')).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Broths');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Category updated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: /^Broths/ })).toBeInTheDocument();

    // Still open: a section is kept open by its id, whatever its name.
    expect(toggle('Broths')).toHaveAttribute('aria-expanded', 'true');
    await user.click(await within(section('Broths')).findByRole('button', { name: 'Delete Soups item 01' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Confirmation' });
    // It names the item, and says it is in no deal once its read says so.
    await waitFor(() =>
      expect(confirm).toHaveAccessibleDescription('Soups item 01 Are you sure you want to Delete the Food Item? It is in no current deal.'),
    );
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Delete!' }));
    expect(await screen.findByText('Food Item deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(toggle('Broths')).toHaveAccessibleName('Broths 1 items'));
  });

  it('shows every §5 message of the Add a Menu Item popup and keeps Create disabled', async () => {
    const owner = await ownerWithMenu({ Soups: 1 });
    const { user } = await renderMenu();
    await user.click(screen.getByRole('button', { name: 'Add a Menu Item' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a Menu Item' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    await user.click(within(dialog).getByLabelText('Item Name'));
    await user.click(within(dialog).getByLabelText('Description'));
    await user.click(within(dialog).getByLabelText('Category'));
    await user.click(within(dialog).getByLabelText('Price ($)'));
    await user.type(within(dialog).getByLabelText('Price ($)'), '12.345');
    await user.tab();
    expect(await within(dialog).findByText('Item Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Category is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Price must be a valid number with up to 2 decimal places')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: owner.tag }));
    await user.click(within(dialog).getByRole('checkbox', { name: owner.tag }));
    expect(await within(dialog).findByText('Select at least one tag')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Item Name'), 'x'.repeat(151));
    expect(await within(dialog).findByText('Item Name cannot exceed 150 characters')).toBeInTheDocument();
    // The chooser's type filter is a hint: a user can still pick any file.
    fireEvent.change(within(dialog).getByLabelText('Add image'), { target: { files: [new File(['%PDF'], 'menu.pdf')] } });
    expect(
      await within(dialog).findByText('Unsupported file type. Please upload a file of type: png, jpg, gif, bmp, webp'),
    ).toBeInTheDocument();
    expect(create).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove new image menu.pdf' }));
    expect(within(dialog).getByLabelText('Add image')).toBeInTheDocument();
  });

  it('adds an item with a category created from the picker, tags, a written attribute and an image', async () => {
    const owner = await ownerWithMenu({ Soups: 1 });
    const { user } = await renderMenu();
    await user.click(screen.getByRole('button', { name: 'Add a Menu Item' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a Menu Item' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    const name = uniqueName('Tomato soup');
    await user.type(within(dialog).getByLabelText('Item Name'), name);
    await user.type(within(dialog).getByLabelText('Description'), 'Slow roasted tomatoes');
    await user.type(within(dialog).getByLabelText('Price ($)'), '8.5');
    await user.click(within(dialog).getByRole('checkbox', { name: owner.tag }));
    const other = within(dialog).getAllByRole('textbox', { name: /^Other / })[0];
    await user.type(other, 'House special{Enter}');
    expect(within(dialog).getByText('House special')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Add image'), {
      target: { files: [testPngFile('soup.png')] },
    });
    expect(within(dialog).getByRole('img', { name: 'New image soup.png' })).toBeInTheDocument();

    // A new category typed in the picker opens Add a Category with it, and comes back chosen.
    await user.type(within(dialog).getByLabelText('Category'), 'Starters');
    await user.click(await screen.findByRole('option', { name: 'Add category "Starters"' }));
    const addCategory = screen.getByRole('dialog', { name: 'Add a Category' });
    expect(within(addCategory).getByLabelText('Category Title')).toHaveValue('Starters');
    await user.click(within(addCategory).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Category created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a Category' })).not.toBeInTheDocument());
    expect(await within(dialog).findByText('Starters')).toBeInTheDocument();

    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    expect(await screen.findByText('Food Item created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The new item's category opens by itself (issue 35 §13).
    expect(await screen.findByRole('button', { name: 'Starters 1 items' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(itemNames('Starters')).toEqual([name]));
    expect(within(section('Starters')).getByText('$8.50')).toBeInTheDocument();
    expect(section('Starters').querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^(https?:|data:image\/png)/));
  });

  it('shows a newly created item after saving: its category opens, its page loads, and it is brought into view, marked as new', async () => {
    const owner = await ownerWithMenu({ Appetizers: 12, Soups: 1 });
    const scrolled: Element[] = [];
    const scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    try {
      const { user } = await renderMenu();
      expect(toggle('Appetizers')).toHaveAttribute('aria-expanded', 'false');
      await user.click(screen.getByRole('button', { name: 'Add a Menu Item' }));
      const dialog = screen.getByRole('dialog', { name: 'Add a Menu Item' });
      // Named to sort after the 12 there: on the category's second page.
      const name = uniqueName('Zucchini fries');
      await user.type(within(dialog).getByLabelText('Item Name'), name);
      await user.type(within(dialog).getByLabelText('Description'), 'Crisp');
      await user.click(within(dialog).getByLabelText('Category'));
      await user.click(await screen.findByRole('option', { name: 'Appetizers' }));
      await user.type(within(dialog).getByLabelText('Price ($)'), '4');
      await user.click(within(dialog).getByRole('checkbox', { name: owner.tag }));
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled());
      await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(await screen.findByText('Food Item created successfully')).toBeInTheDocument();

      await waitFor(() => expect(toggle('Appetizers')).toHaveAttribute('aria-expanded', 'true'));
      const row = await within(section('Appetizers')).findByText(name, {}, { timeout: 5000 });
      const item = row.closest('li') as HTMLElement;
      expect(item).toHaveAttribute('aria-current', 'true');
      expect(within(item).getByText('New item')).toBeInTheDocument();
      await waitFor(() => expect(scrolled).toContain(item));
      expect(item).toHaveFocus();
      expect(itemNames('Appetizers')).toHaveLength(13);
      expect(toggle('Soups')).toHaveAttribute('aria-expanded', 'false');
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('edits an item in a prefilled popup, and keeps the popup with what was typed when the save fails', async () => {
    const owner = await ownerWithMenu({ Soups: 1 });
    const { user } = await renderMenu();
    await user.click(screen.getByRole('button', { name: 'Edit menu' }));
    await user.click(toggle('Soups'));
    await user.click(await within(section('Soups')).findByRole('button', { name: 'Edit Soups item 01' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Menu Item' });
    expect(within(dialog).getByLabelText('Item Name')).toHaveValue('Soups item 01');
    expect(within(dialog).getByLabelText('Price ($)')).toHaveValue('1.50');
    expect(within(dialog).getByRole('checkbox', { name: owner.tag })).toBeChecked();
    await user.clear(within(dialog).getByLabelText('Price ($)'));
    await user.type(within(dialog).getByLabelText('Price ($)'), '4.25');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Food Item updated successfully')).toBeInTheDocument();
    expect(await within(section('Soups')).findByText('$4.25')).toBeInTheDocument();

    // Someone deletes it meanwhile: the update fails and the popup keeps what was typed.
    await user.click(within(section('Soups')).getByRole('button', { name: 'Edit Soups item 01' }));
    const again = screen.getByRole('dialog', { name: 'Edit Menu Item' });
    const { foods } = await getFoods({ page: 1, size: 10 }, fixtures.as(owner.token));
    await deleteFood(foods[0].foodId, ifMatch(foods[0].version), fixtures.as(owner.token));
    await user.clear(within(again).getByLabelText('Price ($)'));
    await user.type(within(again).getByLabelText('Price ($)'), '5');
    await user.click(within(again).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status')
          .map((toast) => toast.textContent)
          .join(' '),
      ).toMatch(/not found|was deleted|Failed to update Food Item/i),
    );
    expect(again).toBeInTheDocument();
    expect(within(again).getByLabelText('Price ($)')).toHaveValue('5');
  });
});

describe("the admin restaurant detail's Restaurant Menu tab", () => {
  afterEach(() => session.logout());

  it("shows the opened restaurant's menu and adds an item to it through the admin calls", async () => {
    const owner = await ownerWithMenu({ Soups: 1 });
    session.logout();
    await signInForTest('super@example.com', 'Administrator');
    const { user } = await renderMenu(owner.restaurantId);
    expect(screen.getByRole('heading', { level: 2, name: 'Restaurant Menu' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a Menu Item' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a Menu Item' });
    await user.type(within(dialog).getByLabelText('Item Name'), 'Admin soup');
    await user.type(within(dialog).getByLabelText('Description'), 'Added by an administrator');
    await user.click(within(dialog).getByLabelText('Category'));
    await user.click(await screen.findByRole('option', { name: 'Soups' }));
    await user.type(within(dialog).getByLabelText('Price ($)'), '3');
    await user.click(within(dialog).getByRole('checkbox', { name: owner.tag }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Food Item created successfully')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Soups 2 items' })).toBeInTheDocument();
  });
});

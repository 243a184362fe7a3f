import { screen, waitFor, within } from '@testing-library/react';
import { session } from '@console/session';
import { ownerWithMenu, renderMenu, section } from './testing/menu-fixtures';

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('a menu category an owner just added (issue 22 point 5)', () => {
  afterEach(() => session.logout());

  it('is added without entering edit mode, then shows with No items yet in edit mode, and browsing says where it went', async () => {
    await ownerWithMenu({ Soups: 1 });
    const { user } = await renderMenu();
    expect(screen.getByRole('button', { name: 'Edit menu' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Add a Category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a Category' });
    await user.type(within(dialog).getByLabelText('Category Title'), 'Desserts');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Category created successfully')).toBeInTheDocument();

    // Added from the page, the menu switches to edit mode, where the empty category is.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Done' })).toHaveAttribute('aria-pressed', 'true'));
    const desserts = await screen.findByRole('region', { name: 'Desserts' });
    expect(within(desserts).getByText('No items yet')).toBeInTheDocument();
    expect(within(desserts).getByRole('button', { name: 'Edit category Desserts' })).toBeInTheDocument();
    expect(headings()).toEqual([expect.stringMatching(/^DessertsNo items yet/), 'Soups1']);

    // Browsing hides it (spec §4) and says so, with the way back to it.
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: 'Desserts' })).not.toBeInTheDocument();
    expect(headings()).toEqual(['Soups1']);
    expect(screen.getByText(/1 category has no items yet and is hidden/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show in edit mode' }));
    expect(screen.getByRole('region', { name: 'Desserts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();

    // From its section, a new item starts in it.
    await user.click(within(section('Desserts')).getByRole('button', { name: 'Add an item to Desserts' }));
    const add = screen.getByRole('dialog', { name: 'Add a Menu Item' });
    expect(within(add).getByText('Desserts')).toBeInTheDocument();
  });

  it("is in the filter with No items yet, under the spec's words and a line saying they are the menu's categories", async () => {
    await ownerWithMenu({ Soups: 1, 'Empty Corner': 0 });
    const { user } = await renderMenu();
    await user.click(screen.getByRole('button', { name: 'Filter by' }));
    const dialog = screen.getByRole('dialog', { name: 'Filter by' });
    const cuisine = within(dialog).getByRole('group', { name: 'Cuisine' });
    expect(cuisine).toHaveAccessibleDescription("This menu's categories: check the ones to show.");
    expect(within(cuisine).getByRole('checkbox', { name: 'Empty Corner' })).toHaveAccessibleDescription('No items yet');
    expect(within(cuisine).getByRole('checkbox', { name: 'Soups' })).not.toHaveAccessibleDescription();

    // Chosen alone while browsing, it is still hidden (spec §4), and the page says where it is.
    await user.click(within(cuisine).getByRole('checkbox', { name: 'Empty Corner' }));
    await user.click(within(dialog).getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
    expect(screen.getByText(/1 category has no items yet and is hidden/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit menu' }));
    expect(within(screen.getByRole('region', { name: 'Empty Corner' })).getByText('No items yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Soups/ })).not.toBeInTheDocument();
  });

  it("groups the item form's tags by tag category in a box of their own, each saying how many are chosen, the image before them", async () => {
    const owner = await ownerWithMenu({ Soups: 1 });
    const { user } = await renderMenu();
    await user.click(screen.getByRole('button', { name: 'Add a Menu Item' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a Menu Item' });
    const tags = await within(dialog).findByRole('group', { name: 'Tags' });
    const groups = within(tags).getAllByRole('group');
    expect(groups.length).toBeGreaterThan(1);
    const first = groups[0];
    const checkbox = within(first).getByRole('checkbox', { name: owner.tag });
    const name = first.querySelector('legend')?.textContent ?? '';
    expect(first).toHaveAccessibleName(name);
    await user.click(checkbox);
    await waitFor(() => expect(first).toHaveAccessibleName(`${name} (1 chosen)`));
    // The image field comes before the long list, so it is never below it.
    const image = within(dialog).getByLabelText('Add image');
    expect(image.compareDocumentPosition(tags) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

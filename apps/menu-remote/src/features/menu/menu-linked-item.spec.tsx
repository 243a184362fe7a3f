import { screen, waitFor, within } from '@testing-library/react';
import { deleteFood } from '@console/api-client';
import { ANY_VERSION } from '@console/testing';
import { signInForTest } from '@console/testing/react';
import { session } from '@console/session';
import { fixtures, itemNames, ownerWithMenu, renderMenu, toggle } from './testing/menu-fixtures';

// jsdom lays nothing out and has no scrollIntoView: record where the screen asks the browser to scroll.
const scrolledTo: Element[] = [];
const original = Element.prototype.scrollIntoView;
beforeAll(() => {
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolledTo.push(this);
  };
});
afterAll(() => {
  Element.prototype.scrollIntoView = original;
});
beforeEach(() => {
  scrolledTo.length = 0;
});

const linked = () => screen.getByRole('listitem', { current: true });

describe('a link to one menu item (?item=, issue 22 point 1)', () => {
  afterEach(() => session.logout());

  it("opens the item's category, loads its pages until the item is there, highlights it, scrolls to it and focuses it", async () => {
    const owner = await ownerWithMenu({ Appetizers: 25, Soups: 2 });
    const foodId = owner.foods.get('Appetizers item 23');
    const { router, user } = await renderMenu(undefined, `/menu?item=${foodId}`);

    await waitFor(() => expect(linked()).toHaveTextContent('Appetizers item 23'));
    expect(within(linked()).getByText('Linked item')).toBeInTheDocument();
    expect(toggle('Appetizers')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('Soups')).toHaveAttribute('aria-expanded', 'false');
    // Item 23 is on the third page of 10: all three have loaded, and the rest of the list is there.
    expect(itemNames('Appetizers')).toHaveLength(25);
    expect(screen.getAllByRole('listitem', { current: true })).toHaveLength(1);
    await waitFor(() => expect(scrolledTo).toContain(linked()));
    expect(linked()).toHaveFocus();
    expect(router.state.location.search).toMatch(/open=\d+/);

    // Closing and reopening the section keeps the mark but does not take focus again.
    await user.click(toggle('Appetizers'));
    await user.click(toggle('Appetizers'));
    await waitFor(() => expect(linked()).toHaveTextContent('Appetizers item 23'));
    expect(toggle('Appetizers')).toHaveFocus();
  });

  it("works the same in the admin restaurant detail's Menu tab, which Manage Items' pencil opens", async () => {
    const owner = await ownerWithMenu({ Mains: 12 });
    session.logout();
    await signInForTest('super@example.com', 'Administrator');
    const foodId = owner.foods.get('Mains item 12');
    await renderMenu(owner.restaurantId, `/restaurant-location-owner/view-detail/${owner.restaurantId}?tab=menu-tab&item=${foodId}`);
    await waitFor(() => expect(linked()).toHaveTextContent('Mains item 12'));
    expect(itemNames('Mains')).toHaveLength(12);
    await waitFor(() => expect(scrolledTo).toContain(linked()));
  });

  it('says so when the linked item is no longer on the menu, and opens nothing', async () => {
    const owner = await ownerWithMenu({ Soups: 2 });
    const foodId = owner.foods.get('Soups item 02') as number;
    await deleteFood(foodId, ANY_VERSION, fixtures.as(owner.token));
    await renderMenu(undefined, `/menu?item=${foodId}`);
    expect(await screen.findByText('The linked menu item is not on this menu (it may have been deleted).')).toBeInTheDocument();
    expect(toggle('Soups')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listitem', { current: true })).not.toBeInTheDocument();
  });
});

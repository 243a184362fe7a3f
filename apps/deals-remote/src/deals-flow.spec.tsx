// The deals flow across its two screens (the deals list and the item picker), as the owner and in the admin tab.
import { screen, waitFor, within } from '@testing-library/react';
import { getDeals, updateDeal } from '@console/api-client';
import { ANY_VERSION } from '@console/testing';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { Route, Routes } from 'react-router';
import { session } from '@console/session';
import { MenuItemPickerScreen } from './features/menu-item-picker/menu-item-picker-screen';
import { DealsRoutes } from './routes';
import { createDeal, dateFromToday, fixtures, signInAsDealOwner } from './deal-owner.spec-helpers';
import { fillDealDetails as fillDetails, loadedEditDealDialog } from './deal-details-form.spec-helpers';
import { showDate } from './shared/deal-words';
import { DealsScreen } from './features/deals/deals-screen';

let uniq = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now() % 100000}${uniq++}`;

const MENU = { Mains: ['Burger', 'Steak', 'Pasta', 'Salmon', 'Tacos'], Drinks: ['Lemonade', 'Iced Tea'] };

function renderDeals(at = '/dashboard/deals') {
  return renderWithProviders(<DealsRoutes />, { at, basename: '/dashboard' });
}

const card = (title: string) => screen.getByRole('article', { name: title });
const group = (name: 'Current Deals' | 'Expired Deals') => screen.getByRole('region', { name });

describe("the owner's Manage Your Deals", () => {
  afterEach(() => {
    session.logout();
    sessionStorage.clear();
  });

  it('shows every §5 message of the Add Deal popup, with Unlimited and One-Time Use a choice of one', async () => {
    await signInAsDealOwner(uniqueName('Rules Diner'), MENU);
    const { user } = renderDeals();
    await user.click(await screen.findByRole('button', { name: 'Add Deal' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Deal' });
    const next = within(dialog).getByRole('button', { name: 'Select Menu Items' });
    await user.click(within(dialog).getByLabelText('Location'));
    await user.click(within(dialog).getByLabelText('Deal Title'));
    await user.click(within(dialog).getByLabelText('Start Date'));
    // Through the claim options without choosing one (Tab enters and leaves the group).
    await user.click(within(dialog).getByLabelText('End Date'));
    await user.tab();
    expect(within(dialog).getByRole('radio', { name: 'Unlimited Use' })).toHaveFocus();
    await user.tab();
    expect(await within(dialog).findByText('Location is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Deal Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Start Date is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a claim count per user option')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('Deal Title'));
    await user.paste('x'.repeat(151));
    await user.type(within(dialog).getByLabelText('Start Date'), dateFromToday(-1));
    await user.type(within(dialog).getByLabelText('End Date'), dateFromToday(-2));
    await user.tab();
    expect(await within(dialog).findByText('Deal Title cannot exceed 150 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Start Date cannot be in the past')).toBeInTheDocument();
    expect(within(dialog).getByText('End Date cannot be earlier than Start Date')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Unlimited Use' }));
    expect(within(dialog).getByRole('radio', { name: 'Unlimited Use' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'One-Time Use' }));
    expect(within(dialog).getByRole('radio', { name: 'One-Time Use' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Unlimited Use' })).not.toBeChecked();
    expect(next).toBeDisabled();
  });

  it('creates a deal through the details, the item picker and Done, then shows it from the Deal Success popup', async () => {
    await signInAsDealOwner(uniqueName('Flow Diner'), MENU);
    const { user, router } = renderDeals();
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Deal' }));
    const title = uniqueName('Lunch Combo');
    await fillDetails(user, screen.getByRole('dialog', { name: 'Add Deal' }), title, { oneTime: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Select Menu Items' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Select Menu Items' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Select Related Menu Items' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/select-related-menu-items');
    expect(router.state.location.state).toEqual({ restaurantAddressId: expect.any(Number), isEdit: false });
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent);
    expect(headings[0]).toMatch(/^Drinks/);
    expect(headings[1]).toMatch(/^Mains/);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one food item');
    expect(screen.getByRole('alert')).toHaveTextContent('Select at least one menu item to include in this deal.');

    await user.click(screen.getByRole('checkbox', { name: 'Select all in Mains' }));
    await user.click(screen.getByRole('checkbox', { name: 'Lemonade' }));
    expect(screen.getByText('6 items selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Publish this deal?' })).getByRole('button', { name: 'Publish Deal' }),
    );

    expect(await screen.findByText('Deal created Successfully')).toBeInTheDocument();
    const success = await screen.findByRole('dialog', { name: 'Deal Published' });
    expect(router.state.location.pathname).toBe('/dashboard/deals');
    expect(session.get().restaurantDealId).toEqual(expect.any(Number));
    await user.click(within(success).getByRole('button', { name: 'View Deal' }));
    const created = await screen.findByRole('article', { name: title });
    expect(created).toHaveAttribute('aria-current', 'true');
    expect(within(created).getByText('One-Time Use')).toBeInTheDocument();
    expect(within(created).getByText('Not Set')).toBeInTheDocument();
    expect(within(created).getAllByRole('listitem')).toHaveLength(6);
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps the typed details for the session when the flow is left before Done', async () => {
    await signInAsDealOwner(uniqueName('Draft Diner'), MENU);
    const { user } = renderDeals();
    await user.click(await screen.findByRole('button', { name: 'Add Deal' }));
    const title = uniqueName('Half Made');
    await fillDetails(user, screen.getByRole('dialog', { name: 'Add Deal' }), title);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Select Menu Items' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Select Menu Items' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Steak' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Add Deal' }));
    const again = screen.getByRole('dialog', { name: 'Add Deal' });
    expect(within(again).getByLabelText('Deal Title')).toHaveValue(title);
    expect(within(again).getByRole('radio', { name: 'Unlimited Use' })).toBeChecked();
    await user.click(within(again).getByRole('button', { name: 'Select Menu Items' }));
    expect(await screen.findByRole('checkbox', { name: 'Steak' })).toBeChecked();
  });

  it("forgets an owner's unfinished deal at logout: the next owner on the tab opens an empty Add Deal", async () => {
    await signInAsDealOwner(uniqueName('First Diner'), MENU);
    const first = renderDeals();
    await first.user.click(await screen.findByRole('button', { name: 'Add Deal' }));
    const title = uniqueName('Not Yours');
    await fillDetails(first.user, screen.getByRole('dialog', { name: 'Add Deal' }), title);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Select Menu Items' })).toBeEnabled());
    await first.user.click(screen.getByRole('button', { name: 'Select Menu Items' }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    first.unmount();
    // What the top bar's Logout does once the API has answered (and any 401).
    session.logout();

    await signInAsDealOwner(uniqueName('Second Diner'), MENU);
    const { user } = renderDeals();
    await user.click(await screen.findByRole('button', { name: 'Add Deal' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Deal' });
    expect(within(dialog).getByLabelText('Deal Title')).toHaveValue('');
    expect(within(dialog).getByText('Select a location')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Start Date')).toHaveValue('');
    expect(within(dialog).getByRole('radio', { name: 'Unlimited Use' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Select Menu Items' })).toBeDisabled();
    expect(screen.queryByText(title)).not.toBeInTheDocument();
  });

  it("shows a card's first 3 items then '+ N more', its dates and use limit, and toggles it from the card menu", async () => {
    const owner = await signInAsDealOwner(uniqueName('Card Diner'), MENU);
    const title = uniqueName('Family Feast');
    await createDeal(owner, title, ['Burger', 'Steak', 'Pasta', 'Salmon', 'Tacos'], { endDate: dateFromToday(10) });
    const { user } = renderDeals();
    const deal = await screen.findByRole('article', { name: title });
    expect(within(group('Current Deals')).getByRole('article', { name: title })).toBe(deal);
    // The first 3 in the deal's order (the API's), then '+ 2 more'.
    const firstThree = within(deal)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(firstThree).toHaveLength(3);
    expect(['Burger', 'Steak', 'Pasta', 'Salmon', 'Tacos']).toEqual(expect.arrayContaining(firstThree));
    await user.click(within(deal).getByRole('button', { name: '+ 2 more' }));
    expect(within(deal).getAllByRole('listitem')).toHaveLength(5);
    await user.click(within(deal).getByRole('button', { name: 'Show Less' }));
    expect(within(deal).getAllByRole('listitem')).toHaveLength(3);
    expect(within(deal).getByText(showDate(dateFromToday(10)))).toBeInTheDocument();
    expect(within(deal).getByText('Unlimited Use')).toBeInTheDocument();
    expect(within(deal).getByText('Active')).toBeInTheDocument();
    expect(within(deal).getByText(/Austin/)).toBeInTheDocument();

    await user.click(within(deal).getByRole('button', { name: `Actions for ${title}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Deactivate' }));
    expect(await screen.findByText('Deal deactivated successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(card(title)).getByText('Inactive')).toBeInTheDocument());
    await user.click(within(card(title)).getByRole('button', { name: `Actions for ${title}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Activate' }));
    expect(await screen.findByText('Deal activated successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(card(title)).getByText('Active')).toBeInTheDocument());
  });

  it('edits a deal (prefilled, items too) and deletes one from the edit popup after confirmation', async () => {
    const owner = await signInAsDealOwner(uniqueName('Edit Diner'), MENU);
    const title = uniqueName('Two for Tuesday');
    await createDeal(owner, title, ['Burger', 'Lemonade'], { claimPerUser: 1 });
    const { user } = renderDeals();
    await user.click(await screen.findByRole('button', { name: `Actions for ${title}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await loadedEditDealDialog();
    expect(within(dialog).getByLabelText('Deal Title')).toHaveValue(title);
    expect(within(dialog).getByRole('radio', { name: 'One-Time Use' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Active' })).toBeChecked();
    const renamed = uniqueName('Two for Wednesday');
    await user.clear(within(dialog).getByLabelText('Deal Title'));
    await user.type(within(dialog).getByLabelText('Deal Title'), renamed);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Select Menu Items' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Select Menu Items' }));
    expect(await screen.findByRole('checkbox', { name: 'Burger' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Lemonade' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Lemonade' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Save this deal?' })).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Deal updated Successfully')).toBeInTheDocument();
    const edited = await screen.findByRole('article', { name: renamed });
    expect(
      within(edited)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Burger']);
    expect(screen.queryByRole('dialog', { name: 'Deal Published' })).not.toBeInTheDocument();

    await user.click(within(edited).getByRole('button', { name: `Actions for ${renamed}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    await user.click(within(await loadedEditDealDialog()).getByRole('button', { name: 'Delete Deal' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Confirmation' });
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to Delete the Deal?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Delete!' }));
    expect(await screen.findByText('Deal deleted Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
  });

  it('lists an expired deal under Expired Deals without its menu', async () => {
    const owner = await signInAsDealOwner(uniqueName('Past Diner'), MENU);
    const title = uniqueName('Last Summer');
    const id = await createDeal(owner, title, ['Burger']);
    await updateDeal(
      id,
      {
        restaurantAddressId: owner.addressId,
        dealTitle: title,
        foodIds: [owner.foods.get('Burger') as number],
        startDate: dateFromToday(-30),
        endDate: dateFromToday(-20),
      },
      ANY_VERSION,
      fixtures.as(owner.token),
    );
    renderDeals();
    const deal = await screen.findByRole('article', { name: title });
    expect(within(group('Expired Deals')).getByRole('article', { name: title })).toBe(deal);
    expect(within(deal).queryByRole('button', { name: `Actions for ${title}` })).not.toBeInTheDocument();
  });

  it("shows each deal's status as a badge: Active for a running deal, Expired (never Active) once its end has passed", async () => {
    const owner = await signInAsDealOwner(uniqueName('Status Diner'), MENU);
    const running = uniqueName('Running');
    const over = uniqueName('Over');
    await createDeal(owner, running, ['Burger']);
    const overId = await createDeal(owner, over, ['Burger']);
    const past = { startDate: dateFromToday(-30), endDate: dateFromToday(-20), isActive: true };
    const overFoods = [owner.foods.get('Burger') as number];
    await updateDeal(
      overId,
      { restaurantAddressId: owner.addressId, dealTitle: over, foodIds: overFoods, ...past },
      ANY_VERSION,
      fixtures.as(owner.token),
    );
    renderDeals();

    const statusOf = (title: string) => {
      const facts = within(screen.getByRole('article', { name: title })).getByText('Status').nextElementSibling as HTMLElement;
      return { text: facts.textContent, badge: facts.querySelector('.ui-status-badge') !== null };
    };
    await screen.findByRole('article', { name: over });
    expect(statusOf(running)).toEqual({ text: 'Active', badge: true });
    expect(statusOf(over)).toEqual({ text: 'Expired', badge: true });
  });
});

describe("the admin restaurant detail's Restaurant's Deals tab", () => {
  afterEach(() => {
    session.logout();
    sessionStorage.clear();
  });

  it('creates a deal for the opened restaurant through the admin calls and comes back to the tab', async () => {
    const owner = await signInAsDealOwner(uniqueName('Tab Diner'), MENU);
    session.logout();
    await signInForTest('super@example.com', 'Administrator');
    const detail = `/dashboard/restaurant-location-owner/view-detail/${owner.restaurantId}?tab=deal-tab`;
    const { user, router } = renderWithProviders(
      <Routes>
        <Route path="/dashboard/restaurant-location-owner/view-detail/:id" element={<DealsScreen restaurantId={owner.restaurantId} />} />
        <Route path="/dashboard/select-related-menu-items" element={<MenuItemPickerScreen />} />
      </Routes>,
      { at: detail },
    );
    expect(await screen.findByRole('heading', { level: 2, name: "Restaurant's Deals" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Deal' }));
    const title = uniqueName('Admin Special');
    await fillDetails(user, screen.getByRole('dialog', { name: 'Add Deal' }), title);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Select Menu Items' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Select Menu Items' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/select-related-menu-items'));
    await user.click(await screen.findByRole('checkbox', { name: 'Salmon' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    // The administrator acts on someone's restaurant: the popups do not say "your restaurant" (issue 35 §13).
    const summary = await screen.findByRole('dialog', { name: 'Publish this deal?' });
    expect(summary).toHaveTextContent('App users who follow the restaurant are notified as soon as it is published.');
    expect(summary).not.toHaveTextContent(/your restaurant/i);
    await user.click(within(summary).getByRole('button', { name: 'Publish Deal' }));

    expect(await screen.findByText('Deal created Successfully')).toBeInTheDocument();
    const published = await screen.findByRole('dialog', { name: 'Deal Published' });
    expect(published).toHaveAccessibleDescription(`${title} is live now. App users who follow the restaurant have been notified.`);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(detail);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(within(await screen.findByRole('article', { name: title })).getByText('Salmon')).toBeInTheDocument();
    const { currentRestaurantDeals } = await getDeals({ pageNum: 1, pageSize: 999999 }, fixtures.as(owner.token));
    expect(currentRestaurantDeals.map((deal) => deal.restaurantDealTitle)).toContain(title);
  });
});

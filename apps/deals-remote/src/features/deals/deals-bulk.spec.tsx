// Activate or Deactivate many deals at once, as the owner and in the admin restaurant detail's tab.
import { screen, waitFor, within } from '@testing-library/react';
import { getDeals, removeDeal, updateDeal } from '@console/api-client';
import { ANY_VERSION } from '@console/testing';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { session } from '@console/session';
import { DealsRoutes } from '../../routes';
import { createDeal, dateFromToday, fixtures, signInAsDealOwner, type DealOwner } from '../../deal-owner.spec-helpers';
import { DealsScreen } from './deals-screen';

let uniq = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now() % 100000}${uniq++}`;
const MENU = { Mains: ['Burger', 'Steak'] };

const card = (title: string) => screen.getByRole('article', { name: title });
const status = () => screen.getAllByRole('status').find((element) => element.classList.contains('ui-bulk-bar__count')) as HTMLElement;
const statusOf = (title: string) => within(card(title)).getByText(/^(Active|Inactive)$/).textContent;

/** Three current deals, all active. */
async function ownerWithDeals(name: string) {
  const owner = await signInAsDealOwner(uniqueName(name), MENU);
  const titles = ['Lunch', 'Dinner', 'Brunch'].map((deal) => uniqueName(deal));
  const ids = [];
  for (const title of titles) ids.push(await createDeal(owner, title, ['Burger']));
  return { owner, titles, ids };
}

const activeByTitle = async (owner: DealOwner) =>
  Object.fromEntries(
    (await getDeals({ pageNum: 1, pageSize: 999999 }, fixtures.as(owner.token))).currentRestaurantDeals.map((deal) => [
      deal.restaurantDealTitle,
      deal.isActive,
    ]),
  );

describe('deals, many at once', () => {
  afterEach(() => {
    session.logout();
    sessionStorage.clear();
  });

  it('deactivates the deals picked, then activates every current one, each after a confirmation with the count', async () => {
    const { owner, titles } = await ownerWithDeals('Bulk Deals Diner');
    const [lunch, dinner, brunch] = titles;
    const { user } = renderWithProviders(<DealsRoutes />, { at: '/dashboard/deals', basename: '/dashboard' });
    await screen.findByRole('article', { name: brunch });
    await user.click(within(card(lunch)).getByRole('checkbox', { name: `Select ${lunch}` }));
    await user.click(within(card(dinner)).getByRole('checkbox', { name: `Select ${dinner}` }));
    expect(status()).toHaveTextContent('2 selected');
    expect(screen.getByRole('checkbox', { name: 'Select all current deals' })).toBePartiallyChecked();

    await user.click(within(screen.getByRole('toolbar', { name: 'Selected deals' })).getByRole('button', { name: 'Deactivate' }));
    const confirm = screen.getByRole('dialog', { name: 'Deactivate Deals' });
    expect(confirm).toHaveAccessibleDescription('Deactivate 2 deals?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, deactivate!' }));
    expect(await screen.findByText('2 deals deactivated successfully')).toBeInTheDocument();
    await waitFor(() => expect(statusOf(lunch)).toBe('Inactive'));
    expect(statusOf(dinner)).toBe('Inactive');
    expect(statusOf(brunch)).toBe('Active');
    expect(status()).toHaveTextContent('');
    expect(await activeByTitle(owner)).toEqual({ [lunch]: false, [dinner]: false, [brunch]: true });

    await user.click(screen.getByRole('checkbox', { name: 'Select all current deals' }));
    expect(status()).toHaveTextContent('All 3 deals selected');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(screen.getByRole('dialog', { name: 'Activate Deals' })).toHaveAccessibleDescription('Activate 3 deals?');
    await user.click(screen.getByRole('button', { name: 'Yes, activate!' }));
    expect(await screen.findByText('3 deals activated successfully')).toBeInTheDocument();
    await waitFor(() => expect(statusOf(lunch)).toBe('Active'));
    expect(await activeByTitle(owner)).toEqual({ [lunch]: true, [dinner]: true, [brunch]: true });
    // Many steps, each a call to the real API: past jest's 20 s on a busy machine.
  }, 60_000);

  it('offers no checkbox on an expired deal', async () => {
    const owner = await signInAsDealOwner(uniqueName('Bulk Past Diner'), MENU);
    const title = uniqueName('Last Summer');
    const id = await createDeal(owner, title, ['Burger']);
    const current = uniqueName('This Week');
    await createDeal(owner, current, ['Steak']);
    const past = { restaurantAddressId: owner.addressId, dealTitle: title, foodIds: [owner.foods.get('Burger') as number] };
    await updateDeal(id, { ...past, startDate: dateFromToday(-30), endDate: dateFromToday(-20) }, ANY_VERSION, fixtures.as(owner.token));
    renderWithProviders(<DealsRoutes />, { at: '/dashboard/deals', basename: '/dashboard' });
    await screen.findByRole('article', { name: title });
    expect(within(card(title)).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(card(current)).getByRole('checkbox', { name: `Select ${current}` })).toBeInTheDocument();
  });

  it("changes none when a picked deal has gone meanwhile: the server's message, and the selection kept", async () => {
    const { owner, titles, ids } = await ownerWithDeals('Bulk Gone Deals Diner');
    const { user } = renderWithProviders(<DealsRoutes />, { at: '/dashboard/deals', basename: '/dashboard' });
    await screen.findByRole('article', { name: titles[2] });
    await user.click(screen.getByRole('checkbox', { name: 'Select all current deals' }));
    await removeDeal(ids[1], ANY_VERSION, fixtures.as(owner.token));
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    await user.click(screen.getByRole('button', { name: 'Yes, deactivate!' }));
    expect(await screen.findByText(`Deal ${ids[1]} not found`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(status()).toHaveTextContent('All 3 deals selected');
    expect(await activeByTitle(owner)).toEqual({ [titles[0]]: true, [titles[2]]: true });
  });

  it("deactivates a restaurant's deals from the admin detail's tab, through the admin call", async () => {
    const { owner, titles } = await ownerWithDeals('Bulk Tab Diner');
    session.logout();
    await signInForTest('super@example.com', 'Administrator');
    const { user } = renderWithProviders(<DealsScreen restaurantId={owner.restaurantId} />, { at: '/dashboard/deals' });
    await screen.findByRole('article', { name: titles[2] });
    await user.click(screen.getByRole('checkbox', { name: 'Select all current deals' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    await user.click(screen.getByRole('button', { name: 'Yes, deactivate!' }));
    expect(await screen.findByText('3 deals deactivated successfully')).toBeInTheDocument();
    expect(await activeByTitle(owner)).toEqual(Object.fromEntries(titles.map((title) => [title, false])));
  });
});

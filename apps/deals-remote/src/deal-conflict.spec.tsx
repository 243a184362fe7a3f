// Two people on one deal: the owner's Edit Deal popup (or its item picker) is open while an administrator
// saves the deal through the API (another token); the owner's save is refused (412) and shows what changed.
import { screen, waitFor, within } from '@testing-library/react';
import { adminGetDeal, adminUpdateDeal, getDeal, ifMatch, updateDeal, type AdminDealRequest } from '@console/api-client';
import { DEMO_ACCOUNTS } from '@console/testing';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { session } from '@console/session';
import { DealsScreen } from './features/deals/deals-screen';
import { DealsRoutes } from './routes';
import { showDate } from './shared/deal-words';
import { loadedEditDealDialog } from './deal-details-form.spec-helpers';
import { createDeal, dateFromToday, fixtures, signInAsDealOwner, type DealOwner } from './deal-owner.spec-helpers';

let uniq = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now() % 100000}${uniq++}`;
const MENU = { Mains: ['Burger', 'Steak'], Drinks: ['Lemonade'] };
const ADMIN = DEMO_ACCOUNTS.superAdmin.emailAddress;
type User = ReturnType<typeof renderWithProviders>['user'];

const conflictPanel = () => screen.findByRole('alert', { name: 'Changed since you opened it' });
const rowsOf = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

/** An administrator changes the deal from the version they read, as the restaurant detail's deals tab would. */
async function adminChanges(owner: DealOwner, restaurantDealId: number, changes: Partial<AdminDealRequest>) {
  const { token } = await fixtures.signInAs('superAdmin');
  const as = fixtures.as(token);
  const { restaurantDeal: deal } = await adminGetDeal(restaurantDealId, as);
  await adminUpdateDeal(
    restaurantDealId,
    {
      restaurantId: owner.restaurantId,
      restaurantAddressId: owner.addressId,
      dealTitle: deal.restaurantDealTitle,
      foodIds: deal.foodDeals.map((food) => food.foodId),
      startDate: deal.startDate,
      ...(deal.endDate ? { endDate: deal.endDate } : {}),
      isActive: deal.isActive,
      ...changes,
    },
    ifMatch(deal.version),
    as,
  );
}

async function openEdit(user: User, title: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${title}` }));
  await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
  return loadedEditDealDialog();
}

const saveChanges = async (user: User) =>
  user.click(within(await screen.findByRole('dialog', { name: 'Save this deal?' })).getByRole('button', { name: 'Save Changes' }));

const ownDeal = async (owner: DealOwner, id: number) => (await getDeal(id, fixtures.as(owner.token))).restaurantDeal;

describe('a deal changed since its Edit Deal popup opened', () => {
  afterEach(() => {
    session.logout();
    sessionStorage.clear();
  });

  it('Save shows who changed it and the end date beside the one the popup holds; Keep mine saves the title typed with their end date', async () => {
    const owner = await signInAsDealOwner(uniqueName('Conflict Diner'), MENU);
    const title = uniqueName('Lunch Pair');
    const id = await createDeal(owner, title, ['Burger', 'Lemonade']);
    const { user } = renderWithProviders(<DealsRoutes />, { at: '/dashboard/deals', basename: '/dashboard' });
    const dialog = await openEdit(user, title);
    const opened = (await ownDeal(owner, id)).version;
    const end = dateFromToday(20);
    await adminChanges(owner, id, { endDate: end });

    const renamed = uniqueName('Lunch Trio');
    await user.clear(within(dialog).getByLabelText('Deal Title'));
    await user.type(within(dialog).getByLabelText('Deal Title'), renamed);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await saveChanges(user);
    const panel = await conflictPanel();
    expect(within(panel).getByText(new RegExp(`changed by .*${ADMIN}`))).toBeInTheDocument();
    expect(rowsOf(panel)).toEqual([['End Date', 'Not Set', showDate(end)]]);
    expect(within(dialog).getByLabelText('Deal Title')).toHaveValue(renamed);

    await user.click(within(panel).getByRole('button', { name: 'Keep mine' }));
    await saveChanges(user);
    expect(await screen.findByText('Deal updated Successfully')).toBeInTheDocument();
    expect(await ownDeal(owner, id)).toMatchObject({ restaurantDealTitle: renamed, endDate: end, version: opened + 2 });
  });

  it('Use current values puts the deal as it is now in the popup', async () => {
    const owner = await signInAsDealOwner(uniqueName('Current Diner'), MENU);
    const title = uniqueName('Soup Night');
    const id = await createDeal(owner, title, ['Steak']);
    const { user } = renderWithProviders(<DealsRoutes />, { at: '/dashboard/deals', basename: '/dashboard' });
    const dialog = await openEdit(user, title);
    const theirs = uniqueName('Soup Evening');
    await adminChanges(owner, id, { dealTitle: theirs });

    await user.clear(within(dialog).getByLabelText('Deal Title'));
    await user.type(within(dialog).getByLabelText('Deal Title'), uniqueName('Not Kept'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await saveChanges(user);
    await user.click(within(await conflictPanel()).getByRole('button', { name: 'Use current values' }));
    expect(within(dialog).getByLabelText('Deal Title')).toHaveValue(theirs);
    expect(screen.queryByRole('alert', { name: 'Changed since you opened it' })).not.toBeInTheDocument();
  });

  it("in the item picker: Done's save is refused, Keep mine keeps the items picked with their title", async () => {
    const owner = await signInAsDealOwner(uniqueName('Picker Diner'), MENU);
    const title = uniqueName('Burger Deal');
    const id = await createDeal(owner, title, ['Burger', 'Lemonade']);
    const { user } = renderWithProviders(<DealsRoutes />, { at: '/dashboard/deals', basename: '/dashboard' });
    const dialog = await openEdit(user, title);
    await user.click(within(dialog).getByRole('button', { name: 'Select Menu Items' }));
    expect(await screen.findByRole('checkbox', { name: 'Lemonade' })).toBeChecked();
    const theirs = uniqueName('Burger Bonanza');
    await adminChanges(owner, id, { dealTitle: theirs });

    await user.click(screen.getByRole('checkbox', { name: 'Lemonade' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await saveChanges(user);
    const panel = await conflictPanel();
    expect(rowsOf(panel)).toEqual([['Deal Title', title, theirs]]);
    expect(screen.getByRole('checkbox', { name: 'Lemonade' })).not.toBeChecked();
    await user.click(within(panel).getByRole('button', { name: 'Keep mine' }));
    await saveChanges(user);
    expect(await screen.findByText('Deal updated Successfully')).toBeInTheDocument();
    const saved = await ownDeal(owner, id);
    expect(saved.restaurantDealTitle).toBe(theirs);
    expect(saved.foodDeals.map((food) => food.foodItemName)).toEqual(['Burger']);
  });

  it("refuses a card's status change and a delete made from a deal changed since they were shown, with the message", async () => {
    const owner = await signInAsDealOwner(uniqueName('Stale Diner'), MENU);
    const title = uniqueName('Happy Hour');
    const id = await createDeal(owner, title, ['Lemonade']);
    const { user } = renderWithProviders(<DealsRoutes />, { at: '/dashboard/deals', basename: '/dashboard' });
    await screen.findByRole('button', { name: `Actions for ${title}` });
    await adminChanges(owner, id, { endDate: dateFromToday(5) });

    await user.click(screen.getByRole('button', { name: `Actions for ${title}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Deactivate' }));
    expect(await screen.findByText(new RegExp(`changed by .*${ADMIN}`))).toBeInTheDocument();
    expect((await ownDeal(owner, id)).isActive).toBe(true);

    const dialog = await openEdit(user, title);
    await adminChanges(owner, id, { endDate: dateFromToday(6) });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Deal' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Confirmation' })).getByRole('button', { name: 'Yes, Delete!' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Confirmation' })).not.toBeInTheDocument());
    expect(await screen.findAllByText(new RegExp(`changed by .*${ADMIN}`))).not.toHaveLength(0);
    // Not deleted: the deal is there, as the administrator left it.
    expect((await ownDeal(owner, id)).endDate).toBe(dateFromToday(6));
  });

  it("in the admin restaurant detail's deals tab: the owner's change meanwhile is shown, and Keep mine saves through the admin calls", async () => {
    const owner = await signInAsDealOwner(uniqueName('Tab Conflict Diner'), MENU);
    const title = uniqueName('Tab Deal');
    const id = await createDeal(owner, title, ['Steak']);
    session.logout();
    await signInForTest(ADMIN, 'Administrator');
    const { user } = renderWithProviders(<DealsScreen restaurantId={owner.restaurantId} />, {
      at: `/dashboard/restaurant-location-owner/view-detail/${owner.restaurantId}?tab=deal-tab`,
    });
    const dialog = await openEdit(user, title);
    const opened = await ownDeal(owner, id);
    const theirs = uniqueName('Owner Renamed');
    const { foodDeals, startDate } = opened;
    await updateDeal(
      id,
      { restaurantAddressId: owner.addressId, dealTitle: theirs, foodIds: foodDeals.map((food) => food.foodId), startDate },
      ifMatch(opened.version),
      fixtures.as(owner.token),
    );

    await user.click(within(dialog).getByRole('radio', { name: 'One-Time Use' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await saveChanges(user);
    const panel = await conflictPanel();
    expect(within(panel).getByText(/changed by /)).toBeInTheDocument();
    expect(rowsOf(panel)).toEqual([['Deal Title', title, theirs]]);
    await user.click(within(panel).getByRole('button', { name: 'Keep mine' }));
    await saveChanges(user);
    expect(await screen.findByText('Deal updated Successfully')).toBeInTheDocument();
    expect(await ownDeal(owner, id)).toMatchObject({ restaurantDealTitle: theirs, claimPerUser: 1, version: opened.version + 2 });
  });
});

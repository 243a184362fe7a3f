import { screen, waitFor, within } from '@testing-library/react';
import { getFoodReports, WHOLE_LIST } from '@console/api-client';
import { fixtureClient } from '@console/testing';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { AdminRoutes } from '../../routes';
import { ManageItemsScreen } from './manage-items-screen';

const fixtures = fixtureClient();

const table = () => screen.getByRole('table', { name: 'Marked For Removal' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
// Counted after the selection column's checkbox.
const column = (index: number) => bodyRows().map((row) => within(row).getAllByRole('cell')[index + 1].textContent ?? '');
const asDate = (text: string) => {
  const [month, day, year] = text.split('/').map(Number);
  return new Date(year, month - 1, day).getTime();
};
let token = '';

/** The open reports as the API has them, through the fixture client. */
const openReports = async () => (await getFoodReports(WHOLE_LIST, fixtures.as(token))).food_reports;

async function renderManageItems() {
  const rendered = renderWithProviders(<ManageItemsScreen />, { at: '/manage-items' });
  await screen.findByRole('table', { name: 'Marked For Removal' });
  await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
  return rendered;
}

describe('Marked For Removal screen', () => {
  beforeEach(async () => {
    token = (await signInForTest('super@example.com', 'Administrator')).token;
  });

  it('lists reported items with their restaurant, newest request first, dates as MM/dd/yyyy, and sorts by a header on each click', async () => {
    const { user } = await renderManageItems();
    expect(screen.getByRole('heading', { name: 'Marked For Removal' })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['', 'Item Name↕', 'Restaurant', '# of Requests↕', 'Latest Request▼', 'Actions']);
    const latest = within(table()).getByRole('columnheader', { name: /Latest Request/ });
    expect(latest).toHaveAttribute('aria-sort', 'descending');
    const reports = await openReports();
    expect(column(1)).toEqual(column(0).map((name) => reports.find((report) => report.foodItemName === name)?.restaurantName));
    const dates = column(3);
    dates.forEach((date) => expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/));
    expect(dates.map(asDate)).toEqual([...dates.map(asDate)].sort((a, b) => b - a));
    const row = bodyRows()[0];
    expect(within(row).getByRole('button', { name: 'Ignore' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Remove Item' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `Edit ${column(0)[0]}` })).toBeInTheDocument();

    // The most requested first on the first click, then the other way.
    const requests = within(table()).getByRole('columnheader', { name: /# of Requests/ });
    await user.click(within(requests).getByRole('button'));
    await waitFor(() => expect(requests).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(column(2).map(Number)).toEqual([...column(2).map(Number)].sort((a, b) => b - a)));
    await user.click(within(requests).getByRole('button'));
    await waitFor(() => expect(requests).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(column(2).map(Number)).toEqual([...column(2).map(Number)].sort((a, b) => a - b)));
  });

  it("links each item's restaurant to its detail, whose back arrow returns to this list in its order", async () => {
    const { user, router } = renderWithProviders(<AdminRoutes />, { at: '/manage-items?sort=foodItemName&dir=asc' });
    await screen.findByRole('table', { name: 'Marked For Removal' });
    await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
    const name = column(0)[0];
    const report = (await openReports()).find((candidate) => candidate.foodItemName === name);
    const link = within(bodyRows()[0]).getByRole('link', { name: report?.restaurantName });
    expect(link).toHaveAttribute('href', `/restaurant-location-owner/view-detail/${report?.restaurantId}`);
    await user.click(link);
    expect(router.state.location.pathname).toBe(`/restaurant-location-owner/view-detail/${report?.restaurantId}`);
    expect(router.state.location.state).toEqual({ referrer: '/manage-items?sort=foodItemName&dir=asc' });
    await user.click(screen.getByRole('link', { name: 'Back to Marked For Removal' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/manage-items?sort=foodItemName&dir=asc');
    expect(await screen.findByRole('columnheader', { name: /Item Name/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('styles Remove Item on a row as dangerous, unlike Ignore (issue 35 §13), and its confirmation as the full danger style', async () => {
    const { user } = await renderManageItems();
    const row = within(bodyRows()[0]);
    const remove = row.getByRole('button', { name: 'Remove Item' });
    expect(remove.className).not.toBe(row.getByRole('button', { name: 'Ignore' }).className);
    expect(remove).toHaveClass('ui-button--danger-outline');
    expect(row.getByRole('button', { name: 'Ignore' }).className).not.toMatch(/danger/);
    await user.click(remove);
    const confirm = screen.getByRole('dialog', { name: 'Remove Item Confirmation' });
    expect(within(confirm).getByRole('button', { name: 'Yes, remove item!' })).toHaveClass('ui-button--danger');
  });

  it("opens the reported item's restaurant on its Menu tab with the item named, from the edit pencil", async () => {
    const { user, router } = await renderManageItems();
    const name = column(0)[0];
    const report = (await openReports()).find((candidate) => candidate.foodItemName === name);
    await user.click(within(bodyRows()[0]).getByRole('button', { name: `Edit ${name}` }));
    expect(router.state.location.pathname).toBe(`/restaurant-location-owner/view-detail/${report?.restaurantId}`);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      tab: 'menu-tab',
      item: String(report?.foodId),
    });
    expect(router.state.location.state).toEqual({ referrer: '/manage-items' });
  });

  it('ignores an item after confirmation: toast, popup closed, row gone', async () => {
    const { user } = await renderManageItems();
    const name = column(0)[0];
    const restaurant = column(1)[0];
    await user.click(within(bodyRows()[0]).getByRole('button', { name: 'Ignore' }));
    const confirm = screen.getByRole('dialog', { name: 'Ignore Confirmation' });
    expect(confirm).toHaveAccessibleDescription(`Are you sure you want to Ignore the reports of ${name}? Restaurant: ${restaurant}`);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, ignore!' }));
    expect(await screen.findByText('Food Report Ignored Successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(column(0)).not.toContain(name));
  });

  it('removes an item after confirmation: toast, popup closed, row gone', async () => {
    const { user } = await renderManageItems();
    const name = column(0)[0];
    const restaurant = column(1)[0];
    await user.click(within(bodyRows()[0]).getByRole('button', { name: 'Remove Item' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove Item Confirmation' });
    expect(confirm).toHaveAccessibleDescription(`Are you sure you want to Remove ${name}? Restaurant: ${restaurant}`);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, remove item!' }));
    expect(await screen.findByText('Food removed Successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(column(0)).not.toContain(name));
  });

  it('closes the confirmation on a failure too, with the server message or the fallback', async () => {
    const { user } = await renderManageItems();
    const name = column(0)[0];
    const report = (await openReports()).find((candidate) => candidate.foodItemName === name);
    await user.click(within(bodyRows()[0]).getByRole('button', { name: 'Ignore' }));
    // Someone else settles it first.
    await fetch(`${process.env.TEST_API_URL}/admin/food-report/ignore-food/${report?.foodId}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'If-Match': `"${report?.foodVersion}"` },
    });
    await user.click(screen.getByRole('button', { name: 'Yes, ignore!' }));
    expect(await screen.findByText('This Food Item has no open reports')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

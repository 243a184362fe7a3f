import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { ManageItemsScreen } from './manage-items-screen';

const table = () => screen.getByRole('table', { name: 'Marked For Removal' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const column = (index: number) => bodyRows().map((row) => within(row).getAllByRole('cell')[index].textContent ?? '');
const asDate = (text: string) => {
  const [month, day, year] = text.split('/').map(Number);
  return new Date(year, month - 1, day).getTime();
};
let token = '';

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

  it('lists reported items, newest request first, dates as MM/dd/yyyy, and sorts by a header on each click', async () => {
    const { user } = await renderManageItems();
    expect(screen.getByRole('heading', { name: 'Marked For Removal' })).toBeInTheDocument();
    for (const name of [/Item Name/, /# of Requests/, /Latest Request/])
      expect(within(table()).getByRole('columnheader', { name })).toBeInTheDocument();
    const latest = within(table()).getByRole('columnheader', { name: /Latest Request/ });
    expect(latest).toHaveAttribute('aria-sort', 'descending');
    const dates = column(2);
    dates.forEach((date) => expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/));
    expect(dates.map(asDate)).toEqual([...dates.map(asDate)].sort((a, b) => b - a));
    const row = bodyRows()[0];
    expect(within(row).getByRole('button', { name: 'Ignore' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Remove Item' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `Edit ${column(0)[0]}` })).toBeInTheDocument();

    const requests = within(table()).getByRole('columnheader', { name: /# of Requests/ });
    await user.click(within(requests).getByRole('button'));
    await waitFor(() => expect(requests).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(column(1).map(Number)).toEqual([...column(1).map(Number)].sort((a, b) => a - b)));
    await user.click(within(requests).getByRole('button'));
    await waitFor(() => expect(requests).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(column(1).map(Number)).toEqual([...column(1).map(Number)].sort((a, b) => b - a)));
  });

  it("opens the reported item's restaurant on its menu tab from the edit pencil", async () => {
    const { user, router } = await renderManageItems();
    const name = column(0)[0];
    const reports = (await (
      await fetch(`${process.env.TEST_API_URL}/admin/food-report/get-food-reports?page=1&size=999999`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { food_reports: { foodItemName: string; restaurantId: number }[] };
    const report = reports.food_reports.find((candidate) => candidate.foodItemName === name);
    await user.click(within(bodyRows()[0]).getByRole('button', { name: `Edit ${name}` }));
    expect(router.state.location.pathname).toBe(`/restaurant-location-owner/view-detail/${report?.restaurantId}`);
    expect(router.state.location.state).toEqual({ activeTab: 'menu-tab' });
  });

  it('ignores an item after confirmation: toast, popup closed, row gone', async () => {
    const { user } = await renderManageItems();
    const name = column(0)[0];
    await user.click(within(bodyRows()[0]).getByRole('button', { name: 'Ignore' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Ignore Confirmation' })).getByRole('button', { name: 'Yes, ignore!' }));
    expect(await screen.findByText('Food Report Ignored Successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(column(0)).not.toContain(name));
  });

  it('removes an item after confirmation: toast, popup closed, row gone', async () => {
    const { user } = await renderManageItems();
    const name = column(0)[0];
    await user.click(within(bodyRows()[0]).getByRole('button', { name: 'Remove Item' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove Item Confirmation' })).getByRole('button', { name: 'Yes, remove item!' }),
    );
    expect(await screen.findByText('Food removed Successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(column(0)).not.toContain(name));
  });

  it('closes the confirmation on a failure too, with the server message or the fallback', async () => {
    const { user } = await renderManageItems();
    const reports = (await (
      await fetch(`${process.env.TEST_API_URL}/admin/food-report/get-food-reports?page=1&size=999999`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { food_reports: { foodId: number; foodItemName: string }[] };
    const name = column(0)[0];
    const report = reports.food_reports.find((candidate) => candidate.foodItemName === name);
    await user.click(within(bodyRows()[0]).getByRole('button', { name: 'Ignore' }));
    // Someone else settles it first.
    await fetch(`${process.env.TEST_API_URL}/admin/food-report/ignore-food/${report?.foodId}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    await user.click(screen.getByRole('button', { name: 'Yes, ignore!' }));
    expect(await screen.findByText('This Food Item has no open reports')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

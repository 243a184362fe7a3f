import { screen, waitFor, within } from '@testing-library/react';
import { getFoodReports, ifMatch, ignoreFoodReport, WHOLE_LIST, type FoodReport } from '@console/api-client';
import { fixtureClient } from '@console/testing';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { ManageItemsScreen } from './manage-items-screen';

const fixtures = fixtureClient();
let token = '';

const table = () => screen.getByRole('table', { name: 'Marked For Removal' });
const status = () => screen.getAllByRole('status').find((element) => element.classList.contains('ui-bulk-bar__count')) as HTMLElement;
const openReports = async () => (await getFoodReports(WHOLE_LIST, fixtures.as(token))).food_reports;

/**
 * Reported items another spec does not rely on: not the demo owner's (their menu is checked elsewhere), and
 * each named once, so its checkbox is found by name.
 */
async function pickReports(count: number): Promise<FoodReport[]> {
  const reports = await openReports();
  const named = (name: string) => reports.filter((report) => report.foodItemName === name).length;
  const picked = reports
    .filter((report) => report.restaurantName !== 'Golden Fork Bistro' && named(report.foodItemName) === 1)
    .slice(-count);
  expect(picked).toHaveLength(count);
  return picked;
}

async function renderManageItems() {
  const rendered = renderWithProviders(<ManageItemsScreen />, { at: '/manage-items' });
  await screen.findByRole('table', { name: 'Marked For Removal' });
  await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
  return rendered;
}

describe('Marked For Removal, many at once', () => {
  beforeEach(async () => {
    token = (await signInForTest('super@example.com', 'Administrator')).token;
  });

  it('ignores the picked items in one go after a confirmation with the count: toast, rows gone, reports closed', async () => {
    const picked = await pickReports(2);
    const { user } = await renderManageItems();
    for (const report of picked) await user.click(within(table()).getByRole('checkbox', { name: `Select ${report.foodItemName}` }));
    expect(status()).toHaveTextContent('2 selected');
    expect(screen.getByRole('checkbox', { name: 'Select all reported items' })).toBePartiallyChecked();
    await user.click(within(screen.getByRole('toolbar', { name: 'Selected items' })).getByRole('button', { name: 'Ignore' }));
    const confirm = screen.getByRole('dialog', { name: 'Ignore Confirmation' });
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to Ignore the reports of 2 items?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, ignore!' }));
    // One call closing the reports of both, on a busy machine maybe past the default 3 s.
    expect(await screen.findByText('2 food reports ignored successfully', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    for (const report of picked) await waitFor(() => expect(within(table()).queryByText(report.foodItemName)).not.toBeInTheDocument());
    expect(status()).toHaveTextContent('');
    const open = (await openReports()).map((report) => report.foodId);
    picked.forEach((report) => expect(open).not.toContain(report.foodId));
  });

  it('removes one picked item with the single decision’s words', async () => {
    const [report] = await pickReports(1);
    const { user } = await renderManageItems();
    await user.click(within(table()).getByRole('checkbox', { name: `Select ${report.foodItemName}` }));
    await user.click(screen.getByRole('button', { name: 'Remove Items' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove Item Confirmation' });
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to Remove 1 item?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, remove item!' }));
    expect(await screen.findByText('Food removed Successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).queryByText(report.foodItemName)).not.toBeInTheDocument());
  });

  it("changes nothing when one picked item was settled meanwhile: the server's message, and the selection kept", async () => {
    const [settled, other] = await pickReports(2);
    const { user } = await renderManageItems();
    for (const report of [settled, other])
      await user.click(within(table()).getByRole('checkbox', { name: `Select ${report.foodItemName}` }));
    // Someone else ignores one first.
    await ignoreFoodReport(settled.foodId, ifMatch(settled.foodVersion), fixtures.as(token));
    await user.click(within(screen.getByRole('toolbar', { name: 'Selected items' })).getByRole('button', { name: 'Ignore' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, ignore!' }));
    expect(await screen.findByText(`'${settled.foodItemName}' has no open reports`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(status()).toHaveTextContent('2 selected');
    expect((await openReports()).map((report) => report.foodId)).toContain(other.foodId);
  });
});

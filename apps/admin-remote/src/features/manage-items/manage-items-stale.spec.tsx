// A decision on a reported item is made from the item's version the list showed (foodVersion): an item
// edited meanwhile by someone else is refused (412), with the server's message, and nothing is decided.
import { screen, waitFor, within } from '@testing-library/react';
import { adminGetFood, adminUpdateFood, getFoodReports, ifMatch, WHOLE_LIST, type FoodReport } from '@console/api-client';
import { DEMO_ACCOUNTS, fixtureClient } from '@console/testing';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { session } from '@console/session';
import { ManageItemsScreen } from './manage-items-screen';

const fixtures = fixtureClient();
let otherToken = '';

const table = () => screen.getByRole('table', { name: 'Marked For Removal' });
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;
const openReports = async () => (await getFoodReports(WHOLE_LIST, fixtures.as(otherToken))).food_reports;

/** The administrator gives the item a new description from the version they read; answers the old one. */
async function otherEdits(foodId: number, description: (before: string) => string) {
  const as = fixtures.as(otherToken);
  const { food } = await adminGetFood(foodId, as);
  await adminUpdateFood(
    foodId,
    {
      restaurantId: food.restaurant.restaurantId,
      foodCategoryId: food.foodCategory.categoryId,
      foodItemName: food.foodItemName,
      description: description(food.description),
      price: food.price,
      tags: food.tags,
    },
    ifMatch(food.version),
    as,
  );
  return food.description;
}

/**
 * An item named once in the list, among the first rows drawn but not the first (other specs decide on
 * that one), with its row as the API lists it.
 */
async function pickReport(): Promise<FoodReport> {
  const reports = await openReports();
  const shown = within(table())
    .getAllByRole('row')
    .slice(2, 10)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);
  const report = shown
    .map((name) => reports.filter((candidate) => candidate.foodItemName === name))
    .find((named) => named.length === 1)?.[0];
  if (!report) throw new Error('No reported item to decide on');
  return report;
}

beforeAll(async () => {
  otherToken = (await fixtures.signInAs('admin')).token;
});
beforeEach(() => signInForTest(DEMO_ACCOUNTS.superAdmin.emailAddress, 'Administrator'));
afterEach(() => session.logout());

describe.each([
  { action: 'Ignore', dialog: 'Ignore Confirmation', confirm: 'Yes, ignore!' },
  { action: 'Remove Item', dialog: 'Remove Item Confirmation', confirm: 'Yes, remove item!' },
])('$action on an item edited since the list showed it', ({ action, dialog, confirm }) => {
  it("is refused with the server's message naming who edited it; the item stays reported", async () => {
    const { user } = renderWithProviders(<ManageItemsScreen />, { at: '/manage-items' });
    await screen.findByRole('table', { name: 'Marked For Removal' });
    await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
    const report = await pickReport();
    await user.click(within(rowOf(report.foodItemName)).getByRole('button', { name: action }));
    const confirmation = screen.getByRole('dialog', { name: dialog });
    const before = await otherEdits(report.foodId, (description) => `${description} (edited)`);
    try {
      await user.click(within(confirmation).getByRole('button', { name: confirm }));
      expect(
        await screen.findByText(new RegExp(`^This menu item was changed by .* \\(${DEMO_ACCOUNTS.admin.emailAddress}\\) at .+ UTC`)),
      ).toBeInTheDocument();
      // The confirmation closes whatever the outcome (spec §4); the list reloads and still has the item.
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await within(table()).findByText(report.foodItemName)).toBeInTheDocument();
      const still = (await openReports()).find((open) => open.foodId === report.foodId);
      expect(still).toMatchObject({ reportCount: report.reportCount, foodVersion: report.foodVersion + 1 });
    } finally {
      await otherEdits(report.foodId, () => before);
    }
  });
});

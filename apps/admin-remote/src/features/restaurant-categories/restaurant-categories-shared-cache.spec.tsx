// One cache per page, shared by remotes: each parcel below is its own React root, as two remotes are in
// the shell, and a change made in the admin domain refreshes the list another domain shows.
import { screen, waitFor, within } from '@testing-library/react';
import { useGetRestaurantCategories } from '@console/api-client/queries';
import { createDomainLifecycles } from '@console/remote-domain';
import { DomainParcel } from '@console/remote-loader';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import * as adminDomain from '../../remote-entry';

/** What the owner's profile form (restaurant remote) will read: the public list of categories. */
function OwnerCategoryChoices() {
  const categories = useGetRestaurantCategories();
  return (
    <ul aria-label="Owner category choices">
      {categories.data?.restaurantCategories.map((category) => (
        <li key={category.restaurantCategoryId}>{category.restaurantCategoryName}</li>
      ))}
    </ul>
  );
}
const ownerDomain = createDomainLifecycles(OwnerCategoryChoices);

describe('the page-wide query cache', () => {
  beforeAll(async () => {
    await signInForTest('super@example.com', 'Administrator');
  });

  it("refreshes another remote's list after a change in this one, without reloading anything else", async () => {
    const calls: string[] = [];
    const { user } = renderWithProviders(
      <>
        <DomainParcel domain={adminDomain} basename="/dashboard" onError={(error) => calls.push(`error ${error.message}`)} />
        <DomainParcel domain={ownerDomain} basename="/dashboard" onError={(error) => calls.push(`error ${error.message}`)} />
      </>,
      { at: '/dashboard/restaurant-category' },
    );
    const choices = await screen.findByRole('list', { name: 'Owner category choices' });
    await waitFor(() => expect(within(choices).getAllByRole('listitem').length).toBeGreaterThan(1));
    const before = within(choices).getAllByRole('listitem').length;

    const name = `Shared cache ${Date.now() % 100000}`;
    await user.click(await screen.findByRole('button', { name: 'Add Restaurant Category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Restaurant Category' });
    await user.type(within(dialog).getByLabelText('Restaurant Category Name'), name);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Restaurant Category created')).toBeInTheDocument();
    expect(await within(choices).findByText(name)).toBeInTheDocument();
    expect(within(choices).getAllByRole('listitem')).toHaveLength(before + 1);
    expect(calls).toEqual([]);
  });
});

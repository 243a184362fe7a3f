/**
 * @jest-environment ../../tools/jest/jsdom-environment.cjs
 */
// The kit's 'Load More' over a generated infinite hook, against the reference API (its seed has more
// than 20 restaurants), in the page's one cache beside the one-page answer of the same call.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApiClient } from '../index';
import { consoleQueryClient, ConsoleQueryProvider } from '../query-cache';
import { getGetAllRestaurantsQueryKey, loadMorePages, useGetAllRestaurants, useGetAllRestaurantsInfinite } from '../queries';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@console/demo-accounts';

const PAGE = { size: 10 };

function RestaurantPages() {
  const pages = useGetAllRestaurantsInfinite(PAGE, { query: loadMorePages(getGetAllRestaurantsQueryKey(PAGE)) });
  const onePage = useGetAllRestaurants(PAGE);
  const names = pages.data?.pages.flatMap((page) => page.restaurants.map((account) => account.restaurant.restaurantName)) ?? [];
  return (
    <>
      <ul aria-label="Loaded restaurants">
        {names.map((name, index) => (
          <li key={`${name}-${index}`}>{name}</li>
        ))}
      </ul>
      <p>{`First page alone: ${onePage.data?.restaurants.length ?? '…'}`}</p>
      {pages.hasNextPage ? (
        <button type="button" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          Load More
        </button>
      ) : null}
    </>
  );
}

describe("the kit's Load More", () => {
  let token = '';
  beforeAll(async () => {
    const response = await fetch(`${process.env.TEST_API_URL}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD }),
    });
    token = ((await response.json()) as { token: string }).token;
    configureApiClient({ baseUrl: process.env.TEST_API_URL ?? '', getToken: () => token, onUnauthorized: () => undefined });
  });

  it('loads the next page on each click until the last, without mixing with the one-page answer', async () => {
    const total = (
      (await (
        await fetch(`${process.env.TEST_API_URL}/admin/restaurant/get-all-restaurants?page=1&size=1`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).json()) as { pagination: { totalItems: number } }
    ).pagination.totalItems;
    expect(total).toBeGreaterThan(20);
    consoleQueryClient.clear();
    render(
      <ConsoleQueryProvider>
        <RestaurantPages />
      </ConsoleQueryProvider>,
    );
    const list = screen.getByRole('list', { name: 'Loaded restaurants' });
    await waitFor(() => expect(within(list).queryAllByRole('listitem')).toHaveLength(10));
    expect(await screen.findByText('First page alone: 10')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    while (screen.queryByRole('button', { name: 'Load More' })) {
      const before = within(list).getAllByRole('listitem').length;
      await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
      await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(before));
    }
    expect(within(list).getAllByRole('listitem')).toHaveLength(total);
    expect(screen.getByText('First page alone: 10')).toBeInTheDocument();
  });
});

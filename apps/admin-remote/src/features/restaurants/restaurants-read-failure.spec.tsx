import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS, startApiRelay } from '@console/testing';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { RestaurantsScreen } from './restaurants-screen';

// Issue 22 §4: the API gone mid-session; the list says so in place of its rows and Retry recovers.
it('says in place of the restaurants that they could not be loaded, shows none of the earlier rows, and Retry recovers', async () => {
  await signInForTest(DEMO_ACCOUNTS.superAdmin.emailAddress, 'Administrator');
  const relay = await startApiRelay(process.env.TEST_API_URL ?? '');
  try {
    const { user } = renderWithProviders(<RestaurantsScreen />, { at: '/restaurant', apiBaseUrl: relay.url });
    const table = await screen.findByRole('table', { name: 'Restaurants' });
    // Found by a search: other specs add restaurants to the shared API, which may push it out of the first rows drawn.
    const search = screen.getByRole('searchbox', { name: 'Search restaurants' });
    await user.type(search, 'Golden Fork');
    await within(table).findByText('Golden Fork Bistro');
    await relay.stop();
    await user.clear(search);
    await user.type(search, 'Casa');

    const failure = await screen.findByRole('alert', { name: 'Restaurants could not be loaded' }, { timeout: 8000 });
    expect(within(table).queryByText('Golden Fork Bistro')).not.toBeInTheDocument();
    await relay.start();
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await within(table).findByText('Casa Lucia Trattoria')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  } finally {
    await relay.close();
  }
});

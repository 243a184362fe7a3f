// Issue 22 §4: when the deals cannot be loaded the screen says so where the cards would be, with Retry.
import { screen, waitFor, within } from '@testing-library/react';
import { startApiRelay } from '@console/testing';
import { renderWithProviders } from '@console/testing/react';
import { DealsRoutes } from './routes';
import { createDeal, signInAsDealOwner } from './deal-owner.spec-helpers';

it('says the deals could not be loaded in place of the cards, not No Data Found, and Retry shows them once the API is back', async () => {
  const owner = await signInAsDealOwner(`Relay Deals ${Date.now() % 100000}`, { Mains: ['Burger'] });
  await createDeal(owner, 'Burger Monday', ['Burger']);
  const relay = await startApiRelay(process.env.TEST_API_URL ?? '');
  try {
    await relay.stop();
    const { user } = renderWithProviders(<DealsRoutes />, { at: '/dashboard/deals', basename: '/dashboard', apiBaseUrl: relay.url });

    const failure = await screen.findByRole('alert', { name: 'Deals could not be loaded' }, { timeout: 8000 });
    expect(screen.queryByText('No Data Found')).not.toBeInTheDocument();
    await relay.start();
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Burger Monday')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Deals could not be loaded' })).not.toBeInTheDocument());
  } finally {
    await relay.close();
  }
});

import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS, startApiRelay } from '@console/testing';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { NotificationsScreen } from './notifications-screen';

// Issue 22 §4: spec §8 keeps a failed read of the notifications silent (no toast); the screen still
// says, where the cards would be, that they could not be loaded, and shows no earlier cards as current.
it('says in place of the cards that they could not be loaded, without a toast, and Retry brings them back', async () => {
  await signInForTest(DEMO_ACCOUNTS.superAdmin.emailAddress, 'Administrator');
  const relay = await startApiRelay(process.env.TEST_API_URL ?? '');
  try {
    const { user } = renderWithProviders(<NotificationsScreen />, { at: '/notifications', apiBaseUrl: relay.url });
    const search = screen.getByRole('searchbox', { name: 'Search notifications' });
    // A search, so the seeded card is on the page whatever other specs sent before.
    await user.type(search, 'brunch');
    await screen.findByText('Brunch is back');
    await relay.stop();
    await user.clear(search);
    await user.type(search, 'taco');

    const failure = await screen.findByRole('alert', { name: 'Notifications could not be loaded' }, { timeout: 8000 });
    expect(screen.queryByText('Brunch is back')).not.toBeInTheDocument();
    expect(screen.queryByText('Network Error')).not.toBeInTheDocument();
    await relay.start();
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Taco Tuesday')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  } finally {
    await relay.close();
  }
});

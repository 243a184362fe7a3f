// Issue 22 §4: a menu search while the API is gone says so where the sections would be, Retry recovers;
// a refusal that belongs to a field shows on it.
import { screen, waitFor, within } from '@testing-library/react';
import { startApiRelay } from '@console/testing';
import { renderWithProviders } from '@console/testing/react';
import { MenuScreen } from './menu-screen';
import { ownerWithMenu } from './testing/menu-fixtures';

it('says the menu items could not be loaded in place of the sections, and Retry shows the matches once the API is back', async () => {
  await ownerWithMenu({ Soups: 2, Salads: 1 });
  const relay = await startApiRelay(process.env.TEST_API_URL ?? '');
  try {
    const { user } = renderWithProviders(<MenuScreen />, { at: '/menu', apiBaseUrl: relay.url });
    await screen.findByRole('button', { name: /^Soups 2 items$/ });
    await relay.stop();
    await user.type(screen.getByRole('searchbox', { name: /search/i }), 'saffron');

    const failure = await screen.findByRole('alert', { name: 'Menu items could not be loaded' }, { timeout: 8000 });
    expect(screen.queryByRole('button', { name: /^Salads/ })).not.toBeInTheDocument();
    await relay.start();
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Soups item 01')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Menu items could not be loaded' })).not.toBeInTheDocument());
  } finally {
    await relay.close();
  }
});

it('shows a category title already in use on the Category Title field as well as in the toast, and keeps what was typed', async () => {
  await ownerWithMenu({ Soups: 1 });
  const { user } = renderWithProviders(<MenuScreen />, { at: '/menu' });
  await screen.findByRole('button', { name: /^Soups 1 items$/ });
  await user.click(screen.getByRole('button', { name: 'Add a Category' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a Category' });
  await user.type(within(dialog).getByLabelText('Category Title'), 'soups');
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));

  const taken = 'A Category with this title already exists';
  await waitFor(() => expect(screen.getAllByText(taken)).toHaveLength(2));
  expect(within(dialog).getByLabelText('Category Title')).toHaveValue('soups');
  expect(within(dialog).getByLabelText('Category Title')).toHaveAccessibleDescription(taken);
});

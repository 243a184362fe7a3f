import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { session } from '@console/session';
import { AuthRoutes } from '../../routes';

const at = '/create-new-password';

describe('Create New Password screen (forced change)', () => {
  beforeEach(() => session.logout());

  it('validates both fields with the spec messages', async () => {
    const { user } = renderWithProviders(<AuthRoutes />, { at });
    await user.click(await screen.findByLabelText('New Password'));
    await user.click(screen.getByLabelText('Confirm Password'));
    await user.tab();
    expect(await screen.findByText('New Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), 'Brand#New2026');
    await user.type(screen.getByLabelText('Confirm Password'), 'Brand#New2027');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('Save changes the password and clears needToChangePassword in the session', async () => {
    await signInForTest('newstaff@example.com', 'Administrator');
    expect(session.get().data?.userSettings.needToChangePassword).toBe(true);
    const { user } = renderWithProviders(<AuthRoutes />, { at });
    await user.type(await screen.findByLabelText('New Password'), 'Brand#New2026');
    await user.type(screen.getByLabelText('Confirm Password'), 'Brand#New2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    await waitFor(() => expect(session.get().data?.userSettings.needToChangePassword).toBe(false));
  });

  it('Back signs the user out', async () => {
    await signInForTest('super@example.com', 'Administrator');
    const { user } = renderWithProviders(<AuthRoutes />, { at });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(session.get().token).toBeNull());
    expect(localStorage.length).toBe(0);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { DEMO_PASSWORD } from '@console/testing';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { session } from '@console/session';
import { AuthRoutes } from '../../routes';

const at = '/create-new-password';

describe('Create New Password screen (forced change)', () => {
  beforeEach(() => session.logout());

  it('validates the fields with the spec messages', async () => {
    const { user } = renderWithProviders(<AuthRoutes />, { at });
    await user.click(await screen.findByLabelText('Current Password'));
    await user.click(screen.getByLabelText('New Password'));
    await user.click(screen.getByLabelText('Confirm Password'));
    await user.tab();
    expect(await screen.findByText('Current Password is required')).toBeInTheDocument();
    expect(screen.getByText('New Password is required')).toBeInTheDocument();
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
    await user.type(await screen.findByLabelText('Current Password'), 'Not#Mine2026');
    await user.type(screen.getByLabelText('New Password'), 'Brand#New2026');
    await user.type(screen.getByLabelText('Confirm Password'), 'Brand#New2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // A wrong password in use: the API's words, and everything typed is still there to correct.
    expect(await screen.findByText('Current Password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveValue('Brand#New2026');
    expect(session.get().data?.userSettings.needToChangePassword).toBe(true);

    await user.clear(screen.getByLabelText('Current Password'));
    await user.type(screen.getByLabelText('Current Password'), DEMO_PASSWORD);
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

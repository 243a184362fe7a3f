import { screen, waitFor } from '@testing-library/react';
import { nextResetCode, outboxSize } from '@console/testing';
import { renderWithProviders } from '@console/testing/react';
import { session } from '@console/session';
import { AuthRoutes } from '../../routes';

const at = { pathname: '/forgot-password', state: { userType: 'Restaurant' } };

describe('Forgot password screen', () => {
  beforeEach(() => session.logout());

  it('validates the email with the spec messages and keeps Get Code disabled until valid', async () => {
    const { user } = renderWithProviders(<AuthRoutes />, { at });
    const email = await screen.findByLabelText('Email Address');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Get Code' })).toBeDisabled());
    await user.click(email);
    await user.tab();
    expect(await screen.findByText('Email Address is required')).toBeInTheDocument();
    await user.type(email, 'owner@');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
  });

  it('sends a code, reads "Sending..." meanwhile, and continues to /reset-password?email=… with the user type', async () => {
    const mailsBefore = await outboxSize('owner@example.com');
    const { user, router } = renderWithProviders(<AuthRoutes />, { at });
    await user.type(await screen.findByLabelText('Email Address'), ' Owner@Example.com');
    await user.click(screen.getByRole('button', { name: 'Get Code' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(router.state.location.search).toBe('?email=owner%40example.com');
    expect(router.state.location.state).toEqual({ userType: 'Restaurant' });
    expect(await nextResetCode('owner@example.com', mailsBefore)).toMatch(/^\d{6}$/);
  });

  it('sends a user who has not chosen a type to the welcome screen', async () => {
    renderWithProviders(<AuthRoutes />, { at: '/forgot-password' });
    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@console/testing/react';
import { session } from '@console/session';
import { AuthRoutes } from '../../routes';
import { DEMO_PASSWORD } from '@console/testing';

const asAdmin = { pathname: '/login', state: { userType: 'Administrator' } };
const asRestaurant = { pathname: '/login', state: { userType: 'Restaurant' } };

const emailField = () => screen.getByLabelText('Email Address');
const passwordField = () => screen.getByLabelText('Password');
const submitButton = () => screen.getByRole('button', { name: 'Login' });

describe('Login screen', () => {
  beforeEach(() => session.logout());

  it('says which user type is signing in, in the spec words', async () => {
    renderWithProviders(<AuthRoutes />, { at: asAdmin });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('You are logging in as an Administrator')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('puts the focus in the email field, so signing in starts with typing', async () => {
    renderWithProviders(<AuthRoutes />, { at: asAdmin });
    await screen.findByRole('heading', { name: 'Login' });
    expect(emailField()).toHaveFocus();
  });

  it('sends a user who opened /login without choosing a type to the welcome screen', async () => {
    const { router } = renderWithProviders(<AuthRoutes />, { at: '/login' });
    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the chosen type across a reload (navigation state lost, session kept), with the article the type takes', async () => {
    session.setLoginType('Restaurant');
    renderWithProviders(<AuthRoutes />, { at: '/login' });
    expect(await screen.findByText('You are logging in as a Restaurant')).toBeInTheDocument();
    expect(screen.queryByText('You are logging in as an Restaurant')).not.toBeInTheDocument();
  });

  it('offers a way back to the welcome screen to choose the other user type', async () => {
    const { user, router } = renderWithProviders(<AuthRoutes />, { at: asRestaurant });
    await user.click(await screen.findByRole('link', { name: 'Not a Restaurant? Choose again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await user.click(screen.getByRole('button', { name: 'Admin' }));
    expect(await screen.findByText('You are logging in as an Administrator')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Not an Administrator? Choose again' })).toBeInTheDocument();
    expect(session.get().loginType).toBe('Administrator');
  });

  it('shows each validation message under its field once touched, and keeps submit disabled until valid', async () => {
    const { user } = renderWithProviders(<AuthRoutes />, { at: asAdmin });
    await screen.findByRole('heading', { name: 'Login' });
    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(screen.queryByText('Email Address is required')).not.toBeInTheDocument();

    await user.click(emailField());
    await user.click(passwordField());
    expect(await screen.findByText('Email Address is required')).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Password is required')).toBeInTheDocument();

    await user.type(emailField(), 'not-an-email');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(emailField());
    await user.type(emailField(), 'super@example.com');
    await user.type(passwordField(), 'anything');
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('signs in against the API with a trimmed, lowercased email and stores token and user', async () => {
    const { user } = renderWithProviders(<AuthRoutes />, { at: asAdmin });
    await user.type(await screen.findByLabelText('Email Address'), '  SUPER@Example.com ');
    await user.type(passwordField(), DEMO_PASSWORD);
    await user.click(submitButton());
    expect(await screen.findByText('Login successfully')).toBeInTheDocument();
    expect(session.get().token).toEqual(expect.any(String));
    expect(session.get().data).toMatchObject({
      emailAddress: 'super@example.com',
      userType: 'Administrator',
      userSettings: { isSuperAdmin: true },
    });
    expect(session.get().loginType).toBe('Administrator');
  });

  it('reads "Logging in..." and is disabled while the call runs', async () => {
    const { user } = renderWithProviders(<AuthRoutes />, { at: asRestaurant });
    await user.type(await screen.findByLabelText('Email Address'), 'owner@example.com');
    await user.type(passwordField(), DEMO_PASSWORD);
    await user.click(submitButton());
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(await screen.findByText('Login successfully')).toBeInTheDocument();
  });

  it.each([
    ['a wrong password', 'super@example.com', 'Wrong#Pass1', 'Administrator', 'Invalid email or password'],
    ['a customer account', 'customer@example.com', DEMO_PASSWORD, 'Restaurant', 'Please login from the app as a customer'],
  ] as const)('shows the server message for %s and stays signed out', async (_case, email, password, userType, message) => {
    const { user } = renderWithProviders(<AuthRoutes />, { at: { pathname: '/login', state: { userType } } });
    await user.type(await screen.findByLabelText('Email Address'), email);
    await user.type(passwordField(), password);
    await user.click(submitButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(session.get().token).toBeNull();
    expect(emailField()).toHaveValue(email);
  });

  it('takes the last sign-in error away when a new attempt starts, so none is left once signed in', async () => {
    const { user } = renderWithProviders(<AuthRoutes />, { at: asAdmin });
    await user.type(await screen.findByLabelText('Email Address'), 'super@example.com');
    await user.type(passwordField(), 'Wrong#Pass1');
    await user.click(submitButton());
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();

    await user.clear(passwordField());
    await user.type(passwordField(), DEMO_PASSWORD);
    await user.click(submitButton());
    expect(await screen.findByText('Login successfully')).toBeInTheDocument();
    // An error toast stays 4 s on its own (spec §9): gone well before, it was taken away, not timed out.
    await waitFor(() => expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument(), { timeout: 1500 });
    expect(session.get().token).toEqual(expect.any(String));
  });

  it('shows one error toast for repeated failures, not a pile of them', async () => {
    const { user } = renderWithProviders(<AuthRoutes />, { at: asAdmin });
    await user.type(await screen.findByLabelText('Email Address'), 'super@example.com');
    await user.type(passwordField(), 'Wrong#Pass1');
    await user.click(submitButton());
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await waitFor(() => expect(screen.getAllByText('Invalid email or password')).toHaveLength(1), { timeout: 1500 });
  });

  it("shows 'Network Error' when the API cannot be reached, keeping what was typed", async () => {
    const { user } = renderWithProviders(<AuthRoutes />, { at: asAdmin, apiBaseUrl: 'http://127.0.0.1:9' });
    await user.type(await screen.findByLabelText('Email Address'), 'super@example.com');
    await user.type(passwordField(), DEMO_PASSWORD);
    await user.click(submitButton());
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    expect(passwordField()).toHaveValue(DEMO_PASSWORD);
  });
});

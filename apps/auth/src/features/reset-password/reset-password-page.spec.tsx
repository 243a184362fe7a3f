import { act, screen, waitFor } from '@testing-library/react';
import { DEMO_PASSWORD, nextResetCode, outboxSize } from '@console/testing';
import { renderWithProviders } from '@console/testing/react';
import { session } from '@console/session';
import { AuthRoutes } from '../../routes';
import { passwordMessages } from '@console/rules';

const PASSWORD_POLICY_MESSAGE = passwordMessages.rule;

// Its own account: other test files sign in with the demo accounts' usual password.
const EMAIL = 'admin@example.com';
const at = { pathname: '/reset-password', search: `?email=${encodeURIComponent(EMAIL)}`, state: { userType: 'Administrator' } };

async function requestCode() {
  const mailsBefore = await outboxSize(EMAIL);
  await fetch(`${process.env.TEST_API_URL}/auth/forgot-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailAddress: EMAIL, userType: 'Administrator' }),
  });
  return nextResetCode(EMAIL, mailsBefore);
}

describe('Reset password screen', () => {
  beforeEach(() => session.logout());

  it('shows every validation message of spec §5 once touched', async () => {
    const { user } = renderWithProviders(<AuthRoutes />, { at });
    const code = await screen.findByLabelText('Verification Code');
    await user.click(code);
    await user.click(screen.getByLabelText('New Password'));
    await user.click(screen.getByLabelText('Confirm Password'));
    await user.tab();
    expect(await screen.findByText('Verification Code is required')).toBeInTheDocument();
    expect(screen.getByText('New Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required')).toBeInTheDocument();

    await user.type(code, '12a4');
    expect(await screen.findByText('Verification Code must be exactly 6 digits long and contain only numbers')).toBeInTheDocument();
    for (const weak of ['alllowercase#1', 'ALLUPPER#1', 'NoSpecial123', 'NoDigits#Here', 'Has space#1A', 'Accent#1Aé']) {
      await user.clear(screen.getByLabelText('New Password'));
      await user.type(screen.getByLabelText('New Password'), weak);
      expect(await screen.findByText(PASSWORD_POLICY_MESSAGE)).toBeInTheDocument();
    }
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'Strong#Pass1');
    await user.type(screen.getByLabelText('Confirm Password'), 'Strong#Pass2');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  });

  it('rejects a password of 7 characters with the policy sentence', async () => {
    const { user } = renderWithProviders(<AuthRoutes />, { at });
    await user.type(await screen.findByLabelText('New Password'), 'Sh#rt1A');
    await user.tab();
    expect(await screen.findByText(PASSWORD_POLICY_MESSAGE)).toBeInTheDocument();
  });

  it('shows the server message for a wrong code and keeps what was typed', async () => {
    const real = await requestCode();
    const { user } = renderWithProviders(<AuthRoutes />, { at });
    const wrong = real === '000000' ? '111111' : '000000';
    await user.type(await screen.findByLabelText('Verification Code'), wrong);
    await user.type(screen.getByLabelText('New Password'), 'Fresh#Start2026');
    await user.type(screen.getByLabelText('Confirm Password'), 'Fresh#Start2026');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Invalid or expired verification code')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification Code')).toHaveValue(wrong);
  });

  it('resets the password with the mailed code and returns to the welcome screen', async () => {
    const code = await requestCode();
    const { user, router } = renderWithProviders(<AuthRoutes />, { at });
    await user.type(await screen.findByLabelText('Verification Code'), code);
    await user.type(screen.getByLabelText('New Password'), DEMO_PASSWORD);
    await user.type(screen.getByLabelText('Confirm Password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password reset successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('resends a code and then waits 90 seconds before allowing another', async () => {
    const mailsBefore = await outboxSize(EMAIL);
    const { user } = renderWithProviders(<AuthRoutes />, { at });
    await user.click(await screen.findByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByRole('button', { name: 'Resend Code again in 90 seconds' })).toBeDisabled();
    await nextResetCode(EMAIL, mailsBefore);
    expect(await outboxSize(EMAIL)).toBe(mailsBefore + 1);
  });

  it('still counts down after leaving the screen and coming back to the same link', async () => {
    const { user, router } = renderWithProviders(<AuthRoutes />, { at });
    await user.click(await screen.findByRole('button', { name: 'Resend Code' }));
    await screen.findByRole('button', { name: 'Resend Code again in 90 seconds' });

    await act(() => router.navigate('/'));
    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await act(() => router.navigate({ pathname: at.pathname, search: at.search }, { state: at.state }));

    const resend = await screen.findByRole('button', { name: /^Resend Code again in \d+ seconds$/ });
    const secondsLeft = Number(/\d+/.exec(resend.textContent ?? '')?.[0]);
    expect(secondsLeft).toBeLessThan(90);
    expect(secondsLeft).toBeGreaterThan(80);
    expect(resend).toBeDisabled();
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { changeTheme, NETWORK_ERROR_MESSAGE } from '@console/api-client';
import { PERSISTENCE_KEY, session } from '@console/session';
import { signInForTest } from '@console/testing/react';
import { THEME_ATTRIBUTE } from '@console/ui';
import { renderDashboard } from '../testing/render-dashboard';

// The reference API the shell's tests start (its demo accounts); each test leaves the accounts at System.
const apiBaseUrl = process.env.TEST_API_URL ?? '';
const ADMIN = 'admin@example.com';

const themeButton = () => screen.findByRole('button', { name: /^Theme: / });
const shownTheme = () => document.documentElement.getAttribute(THEME_ATTRIBUTE);
const persisted = () => JSON.parse(localStorage.getItem(PERSISTENCE_KEY) ?? 'null') as Record<string, unknown> | null;
const accountTheme = () => session.get().data?.userSettings.theme;

async function chooseTheme(user: ReturnType<typeof renderDashboard>['user'], label: 'System' | 'Light' | 'Dark') {
  await user.click(await themeButton());
  await user.click(screen.getByRole('menuitemradio', { name: label }));
}

afterEach(async () => {
  // Back to the accounts' default, as the next test (or file) expects.
  for (const email of [ADMIN, 'owner@example.com']) {
    await signInForTest(email, email === ADMIN ? 'Administrator' : 'Restaurant');
    await changeTheme({ theme: 'system' }, { baseURL: apiBaseUrl, headers: { Authorization: `Bearer ${session.get().token}` } });
  }
  session.logout();
});

describe("The top bar's theme chooser (issue 26)", () => {
  it('keeps the choice on the account: after logout clears the browser, the next session of the same person is dark', async () => {
    await signInForTest(ADMIN, 'Administrator');
    const first = renderDashboard(<p>Admin screen</p>, { at: '/dashboard/admin', apiBaseUrl });
    expect(await themeButton()).toHaveAccessibleName('Theme: System');
    expect(shownTheme()).toBeNull();

    await chooseTheme(first.user, 'Dark');
    expect(shownTheme()).toBe('dark');
    await waitFor(() => expect(accountTheme()).toBe('dark'));
    expect(persisted()).toMatchObject({ theme: { choice: 'dark' } });

    // Logout forgets everything the browser kept: the page follows the system again.
    act(() => session.logout());
    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    expect(shownTheme()).toBeNull();
    expect(localStorage.getItem(PERSISTENCE_KEY)).toBeNull();
    first.unmount();

    // Signed in again, the account's choice comes with the user.
    await signInForTest(ADMIN, 'Administrator');
    renderDashboard(<p>Admin screen</p>, { at: '/dashboard/admin', apiBaseUrl });
    expect(await themeButton()).toHaveAccessibleName('Theme: Dark');
    expect(shownTheme()).toBe('dark');
  });

  it("shows the next person their own choice, never the one before them's", async () => {
    await signInForTest(ADMIN, 'Administrator');
    const first = renderDashboard(<p>Admin screen</p>, { at: '/dashboard/admin', apiBaseUrl });
    await chooseTheme(first.user, 'Dark');
    await waitFor(() => expect(accountTheme()).toBe('dark'));
    act(() => session.logout());
    first.unmount();

    await signInForTest('owner@example.com', 'Restaurant');
    renderDashboard(<p>Menu screen</p>, { at: '/dashboard/menu', apiBaseUrl });
    expect(await themeButton()).toHaveAccessibleName('Theme: System');
    expect(shownTheme()).toBeNull();
  });

  it("never shows another person's choice left in the browser", async () => {
    await signInForTest(ADMIN, 'Administrator');
    const other = String((session.get().data?.userId ?? 0) + 1);
    localStorage.setItem(PERSISTENCE_KEY, JSON.stringify({ ...persisted(), theme: { person: other, choice: 'dark' } }));
    renderDashboard(<p>Admin screen</p>, { at: '/dashboard/admin', apiBaseUrl });
    expect(await themeButton()).toHaveAccessibleName('Theme: System');
    expect(shownTheme()).toBeNull();
  });

  it('keeps a choice the API could not save for this page, and says so', async () => {
    await signInForTest(ADMIN, 'Administrator');
    const { user } = renderDashboard(<p>Admin screen</p>, { at: '/dashboard/admin', apiBaseUrl: 'http://127.0.0.1:9' });
    await chooseTheme(user, 'Light');
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
    expect(shownTheme()).toBe('light');
    expect(await themeButton()).toHaveAccessibleName('Theme: Light');
    expect(accountTheme()).toBe('system');
  });
});

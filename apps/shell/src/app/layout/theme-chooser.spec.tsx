import { act, screen } from '@testing-library/react';
import { PERSISTENCE_KEY, session } from '@console/session';
import { THEME_ATTRIBUTE } from '@console/ui';
import { renderDashboard, signInAsSuperAdmin, superAdmin } from '../testing/render-dashboard';

const themeButton = () => screen.findByRole('button', { name: /^Theme: / });

const shownTheme = () => document.documentElement.getAttribute(THEME_ATTRIBUTE);
const persisted = () => JSON.parse(localStorage.getItem(PERSISTENCE_KEY) ?? 'null') as Record<string, unknown> | null;

beforeEach(() => {
  session.logout();
  signInAsSuperAdmin();
});

describe("The top bar's theme chooser (issue 26)", () => {
  it("shows the signed-in person's choice at once and keeps it with their session for the next page", async () => {
    const { user, unmount } = renderDashboard(<p>Admin screen</p>, { at: '/dashboard/admin' });
    expect(await themeButton()).toHaveAccessibleName('Theme: System');
    expect(shownTheme()).toBeNull();

    await user.click(await themeButton());
    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(shownTheme()).toBe('dark');
    expect(persisted()).toMatchObject({ auth: { token: 'signed.token' }, theme: { person: String(superAdmin.userId), choice: 'dark' } });

    // A new page of the same session (reload, a new browser session): dark from the start.
    unmount();
    renderDashboard(<p>Admin screen</p>, { at: '/dashboard/admin' });
    expect(await themeButton()).toHaveAccessibleName('Theme: Dark');
    expect(shownTheme()).toBe('dark');
  });

  it('leaves no trace for the next person: logout (or a 401) takes the choice, and the page follows the system', async () => {
    const { user, unmount } = renderDashboard(<p>Admin screen</p>, { at: '/dashboard/admin' });
    await user.click(await themeButton());
    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(shownTheme()).toBe('dark');

    act(() => session.logout());
    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    expect(shownTheme()).toBeNull();
    expect(localStorage.getItem(PERSISTENCE_KEY)).toBeNull();
    unmount();

    act(() => session.signIn('next.token', { ...superAdmin, userId: 2, firstName: 'Grace', lastName: 'Hopper' }));
    renderDashboard(<p>Admin screen</p>, { at: '/dashboard/admin' });
    expect(await themeButton()).toHaveAccessibleName('Theme: System');
    expect(shownTheme()).toBeNull();
  });

  it("never shows another person's choice left in the browser", async () => {
    localStorage.setItem(
      PERSISTENCE_KEY,
      JSON.stringify({ ...persisted(), theme: { person: String(superAdmin.userId + 1), choice: 'dark' } }),
    );
    renderDashboard(<p>Admin screen</p>, { at: '/dashboard/admin' });
    expect(await themeButton()).toHaveAccessibleName('Theme: System');
    expect(shownTheme()).toBeNull();
  });
});

import { act, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { session } from '@console/session';
import { renderDashboard, signInAsSuperAdmin } from '../testing/render-dashboard';

afterEach(() => {
  act(() => toast.remove());
});

describe('a page the role cannot open (issue 22 §6)', () => {
  beforeEach(() => {
    session.logout();
    sessionStorage.clear();
  });

  it('says so, in a status message, and still sends the user to their home route', async () => {
    signInAsSuperAdmin();
    const { router } = renderDashboard(<p>A screen</p>, { at: '/dashboard/menu' });

    const notice = await screen.findByText("You don't have access to that page");
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/dashboard/admin');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('A screen')).toBeInTheDocument();
  });

  it('says nothing on a redirect that is not about the role: signed out, or an unknown page', async () => {
    const signedOut = renderDashboard(<p>A screen</p>, { at: '/dashboard/admin' });
    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    expect(signedOut.router.state.location.pathname).toBe('/');
    signedOut.unmount();

    signInAsSuperAdmin();
    const unknown = renderDashboard(<p>A screen</p>, { at: '/dashboard/nothing-here' });
    // '/' first, then a signed-in user's home route.
    expect(await screen.findByText('A screen')).toBeInTheDocument();
    expect(unknown.router.state.location.pathname).toBe('/dashboard/admin');
    expect(screen.queryByText("You don't have access to that page")).not.toBeInTheDocument();
  });
});

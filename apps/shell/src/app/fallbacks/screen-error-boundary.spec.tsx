import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { session } from '@console/session';
import { renderDashboard, signInAsSuperAdmin } from '../testing/render-dashboard';

function BrokenReport(): never {
  throw new Error('The report could not be drawn');
}

/** A report screen that crashes, and a home screen that works. */
function Screens() {
  return (
    <Routes>
      <Route path="report" element={<BrokenReport />} />
      <Route path="*" element={<h1>Home screen</h1>} />
    </Routes>
  );
}

describe("the shell's crash fallback (spec §2)", () => {
  beforeEach(() => {
    session.logout();
    signInAsSuperAdmin();
    // React reports the caught error on the console; the test expects it.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it("shows 'Something went wrong' in the content area and keeps the sidebar and top bar", async () => {
    renderDashboard(<Screens />, { at: '/dashboard/report' });
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it("goes back to the user's home route from the fallback", async () => {
    const { user, router } = renderDashboard(<Screens />, { at: '/dashboard/report' });
    await user.click(await screen.findByRole('button', { name: 'Back to home' }));

    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/admin');
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it('clears the fallback when the user moves to another screen', async () => {
    const { router } = renderDashboard(<Screens />, { at: '/dashboard/report' });
    await screen.findByRole('heading', { name: 'Something went wrong' });

    await act(() => router.navigate('/dashboard/restaurant'));

    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { session } from '@console/session';
import { WelcomePage } from './welcome-page';

function LoginProbe() {
  const location = useLocation();
  return <p>login as {(location.state as { userType: string }).userType}</p>;
}

function renderWelcome() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <WelcomePage /> },
      { path: '/login', element: <LoginProbe /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Welcome screen', () => {
  beforeEach(() => session.logout());

  it('asks how the user signs in, in the spec words', () => {
    renderWelcome();
    expect(screen.getByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    expect(screen.getByText('Are you logging in as Admin or Restaurant?')).toBeInTheDocument();
  });

  it.each([
    ['Admin', 'Administrator'],
    ['Restaurant', 'Restaurant'],
  ])('%s goes to /login with the user type %s as navigation state', async (button, userType) => {
    const router = renderWelcome();
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText(`login as ${userType}`)).toBeInTheDocument();
    expect(session.get().loginType).toBe(userType);
  });
});

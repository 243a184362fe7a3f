// A domain made by createDomainLifecycles, mounted by the loader's DomainParcel as the shell mounts it.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Route, RouterProvider, Routes, useLocation } from 'react-router';
import { createDomainLifecycles } from './domain-lifecycles';
import { DomainParcel } from '@console/remote-loader';
import type { DomainModule, DomainProps } from '@console/remote-contract';
import { consoleQueryClient } from '@console/api-client/query-cache';
import { session } from '@console/session';

function ReportsDomain({ basename }: DomainProps) {
  const { pathname } = useLocation();
  return (
    <Routes>
      <Route path="first" element={<Link to="/second">Go to second</Link>} />
      <Route path="second" element={<h1>Second screen</h1>} />
      <Route
        path="*"
        element={
          <p>
            domain sees {pathname} under {basename}
          </p>
        }
      />
    </Routes>
  );
}

function HostLocation() {
  return <output aria-label="host location">{useLocation().pathname}</output>;
}

function renderHost(domain: DomainModule, onError = jest.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/*',
        element: (
          <>
            <HostLocation />
            <DomainParcel domain={domain} basename="/dashboard" onError={onError} />
          </>
        ),
      },
    ],
    { initialEntries: ['/dashboard/first'] },
  );
  render(<RouterProvider router={router} />);
  return { router, onError };
}

describe('a domain mounted as a parcel', () => {
  it('renders under the route base and moves the host history when it navigates', async () => {
    const { router } = renderHost(createDomainLifecycles(ReportsDomain));
    await userEvent.click(await screen.findByRole('link', { name: 'Go to second' }));
    expect(await screen.findByRole('heading', { name: 'Second screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/second');
  });

  it('follows the host router when the host navigates (Back included)', async () => {
    const { router } = renderHost(createDomainLifecycles(ReportsDomain));
    await screen.findByRole('link', { name: 'Go to second' });
    await router.navigate('/dashboard/elsewhere');
    expect(await screen.findByText('domain sees /elsewhere under /dashboard')).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByRole('link', { name: 'Go to second' })).toBeInTheDocument();
  });

  it('reports a domain that fails while mounting to the host', async () => {
    const broken: DomainModule = {
      bootstrap: () => Promise.resolve(),
      mount: () => Promise.reject(new Error('remote exploded')),
      unmount: () => Promise.resolve(),
    };
    const { onError } = renderHost(broken);
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect((onError.mock.calls[0][0] as Error).message).toBe('remote exploded');
  });

  it('keeps a screen that throws inside its own domain, showing the crash fallback', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Throwing(): never {
      throw new Error('screen bug');
    }
    renderHost(createDomainLifecycles(Throwing));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('screen bug')).toBeInTheDocument();
  });

  it("empties the page's query cache when the session's token changes, so no user sees the one before's data", async () => {
    session.signIn('token-of-owner-a', { userType: 'Restaurant' } as Parameters<typeof session.signIn>[1]);
    renderHost(createDomainLifecycles(ReportsDomain));
    await screen.findByRole('link', { name: 'Go to second' });
    consoleQueryClient.setQueryData(['/restaurant/get-my-restaurant-details'], { restaurant: { restaurantName: 'A' } });
    session.storeUserData({ userType: 'Restaurant' } as Parameters<typeof session.storeUserData>[0]);
    expect(consoleQueryClient.getQueryData(['/restaurant/get-my-restaurant-details'])).toBeDefined();
    session.logout();
    expect(consoleQueryClient.getQueryData(['/restaurant/get-my-restaurant-details'])).toBeUndefined();
  });
});

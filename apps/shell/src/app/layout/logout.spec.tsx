import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen, waitFor, within } from '@testing-library/react';
import { session, signedOutState } from '@console/session';
import { renderDashboard, signInAsSuperAdmin } from '../testing/render-dashboard';
import { SIDEBAR_COLLAPSED_KEY } from './use-sidebar-collapsed';

interface SeenRequest {
  method?: string;
  url?: string;
  authorization?: string;
}

/** A stand-in API on a real local port: answers DELETE /auth/logout with `status`, once `gate` opens. */
describe('Logout from the top bar (spec §2, §4)', () => {
  let server: Server;
  let baseUrl: string;
  let seen: SeenRequest[];
  let status: number;
  let gate: Promise<void>;
  let openGate: () => void;

  beforeAll(async () => {
    server = createServer((request, response) => {
      // jsdom enforces CORS like a browser: the console runs on another origin than its API, and its
      // calls carry the session cookie (credentials), which a wildcard origin would not allow.
      response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
      response.setHeader('Access-Control-Allow-Credentials', 'true');
      if (request.method === 'OPTIONS') {
        response.writeHead(204, { 'Access-Control-Allow-Methods': 'DELETE', 'Access-Control-Allow-Headers': 'authorization' });
        response.end();
        return;
      }
      seen.push({ method: request.method, url: request.url, authorization: request.headers.authorization });
      void gate.then(() => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: status === 200 ? 'Logged out' : 'Internal error' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    seen = [];
    status = 200;
    gate = Promise.resolve();
    openGate = () => undefined;
    session.logout();
    signInAsSuperAdmin('signed.token');
    localStorage.setItem('another-slice', 'kept until logout');
    sessionStorage.setItem('console.deal-draft.user-1', '{}');
    sessionStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'true');
  });

  async function openConfirmation() {
    const rendered = renderDashboard(<p>Admin screen</p>, { at: '/dashboard/admin', apiBaseUrl: baseUrl });
    await rendered.user.click(await screen.findByRole('button', { name: 'Logout' }));
    return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Logout Confirmation' }) };
  }

  it("shows the signed-in user's name in the top bar", async () => {
    renderDashboard(<p>Admin screen</p>, { at: '/dashboard/admin', apiBaseUrl: baseUrl });
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
  });

  it('asks for confirmation in the spec words, and Cancel keeps the session', async () => {
    const { user, router, dialog } = await openConfirmation();
    expect(within(dialog).getByRole('heading', { name: 'Logout Confirmation' })).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to Logout?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Logout' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
    expect(session.get().token).toBe('signed.token');
    expect(localStorage.getItem('another-slice')).toBe('kept until logout');
    expect(seen).toEqual([]);
    expect(router.state.location.pathname).toBe('/dashboard/admin');
  });

  it('calls the logout endpoint, disables Logout while it runs, then clears the session and storage and lands on /', async () => {
    gate = new Promise((resolve) => (openGate = resolve));
    const { user, router, dialog } = await openConfirmation();
    const confirm = within(dialog).getByRole('button', { name: 'Logout' });

    await user.click(confirm);

    await waitFor(() => expect(seen).toEqual([{ method: 'DELETE', url: '/auth/logout', authorization: 'Bearer signed.token' }]));
    expect(confirm).toBeDisabled();
    expect(session.get().token).toBe('signed.token');

    openGate();

    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    expect(session.get()).toEqual(signedOutState);
    expect(localStorage.length).toBe(0);
    // The user's drafts go; the tab's sidebar preference, which names no one, stays.
    expect(sessionStorage.getItem('console.deal-draft.user-1')).toBeNull();
    expect(sessionStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('still signs out when the API fails', async () => {
    status = 500;
    const { user, router, dialog } = await openConfirmation();

    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(session.get()).toEqual(signedOutState);
    expect(localStorage.length).toBe(0);
    expect(router.state.location.pathname).toBe('/');
  });
});

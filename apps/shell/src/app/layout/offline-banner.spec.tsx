import { act, screen } from '@testing-library/react';
import { session } from '@console/session';
import { renderDashboard, signInAsSuperAdmin } from '../testing/render-dashboard';

const OFFLINE = 'The console is offline. Changes will not be saved until the connection returns.';

/** The browser's connection as navigator.onLine reports it, with the event it fires on a change. */
function connection(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

describe('the offline banner (issue 22 §4)', () => {
  beforeEach(() => {
    session.logout();
    signInAsSuperAdmin();
  });
  afterEach(() => {
    connection(true);
  });

  it('says under the top bar, as a status, that changes will not be saved while the browser is offline', async () => {
    renderDashboard(<p>Admin screen</p>, { at: '/dashboard/admin' });
    await screen.findByText('Admin screen');
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();

    connection(false);
    const banner = screen.getByText(OFFLINE);
    expect(banner).toHaveAttribute('role', 'status');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // Under the top bar: after it in the page's order, before the screen.
    expect(screen.getByRole('banner').compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    connection(true);
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toBeEmptyDOMElement();
  });

  it('shows at once when the page opens offline', async () => {
    connection(false);
    renderDashboard(<p>Admin screen</p>, { at: '/dashboard/admin' });
    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
  });
});

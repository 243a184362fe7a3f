import { screen } from '@testing-library/react';
import { firstReadsOfScreen, renderWithProviders, signInForTest } from '@console/testing/react';
import { session } from '@console/session';
import * as notificationsDomain from '../../remote-entry';
import { NotificationsScreen } from './notifications-screen';

const FIRST_PAGE = '/admin/admin-notification/get-notification?page=1&size=10';
let token = '';
let uniq = 0;
const uniqueName = (prefix: string) => `${prefix}${Date.now() % 100000}${uniq++}`;

/** Sends a notification titled `title` to the first app user, straight through the API. */
async function sendThroughApi(title: string) {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const users = await fetch(`${process.env.TEST_API_URL}/admin/user/get-users?page=1&size=1`, { headers });
  const [{ userId }] = ((await users.json()) as { users: { userId: number }[] }).users;
  const sent = await fetch(`${process.env.TEST_API_URL}/admin/admin-notification/send-notification`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ title, description: `About ${title}`, userIds: [userId] }),
  });
  if (!sent.ok) throw new Error(`send-notification: ${sent.status} ${await sent.text()}`);
}

/** Notifications You've Sent opened from the sidebar: its read starts on the link's hover, and the screen takes its answer. */
describe("Notifications You've Sent, read before it mounts", () => {
  beforeEach(async () => {
    token = (await signInForTest('admin@example.com', 'Administrator')).token;
  });
  afterEach(() => session.logout());

  const openNotifications = ({ mountAtOnce, query = '', title }: { mountAtOnce?: boolean; query?: string; title?: string } = {}) =>
    firstReadsOfScreen({
      domain: notificationsDomain,
      path: `/dashboard/notifications${query}`,
      mountAtOnce,
      render: (apiBaseUrl) =>
        renderWithProviders(<NotificationsScreen />, { at: `/notifications${query}`, apiBaseUrl, keepQueryCache: true }),
      shown: () => {
        expect(screen.getByRole('heading', { level: 1, name: "Notifications You've Sent" })).toBeInTheDocument();
        if (title) expect(screen.getByRole('article', { name: title })).toBeInTheDocument();
        else expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
      },
    });

  it('reads the first page of sent notifications on the hover, and nothing again once it shows it', async () => {
    const { prefetched, afterMount } = await openNotifications();
    expect(prefetched).toEqual([FIRST_PAGE]);
    expect(afterMount).toEqual([]);
  });

  it('mounted while that read is on its way, waits for it rather than asking twice', async () => {
    const { prefetched, afterMount } = await openNotifications({ mountAtOnce: true });
    expect([...prefetched, ...afterMount]).toEqual([FIRST_PAGE]);
  });

  it('with a search in the URL, leaves the list to read its own page on mount', async () => {
    const title = uniqueName('Early');
    await sendThroughApi(title);
    const { prefetched, afterMount } = await openNotifications({ query: `?q=${title}`, title });
    expect(prefetched).toEqual([]);
    expect(afterMount).toEqual([`/admin/admin-notification/get-notification?page=1&size=10&keywords=${title}`]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { configureApiClient } from '@console/api-client';
import { csvLines, renderWithProviders, signInForTest, watchDownloads } from '@console/testing/react';
import { session } from '@console/session';
import { NotificationsScreen } from './notifications-screen';

let uniq = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now() % 100000}${uniq++}`;
let token = '';

async function sendThroughApi(title: string, userIds: number[]) {
  const response = await fetch(`${process.env.TEST_API_URL}/admin/admin-notification/send-notification`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title, description: `About ${title}`, userIds }),
  });
  if (!response.ok) throw new Error(`send-notification: ${response.status} ${await response.text()}`);
}

interface TestAppUser {
  userId: number;
  firstName?: string;
  lastName?: string;
  emailAddress?: string;
  profilePicture?: string;
}

async function appUsers(): Promise<TestAppUser[]> {
  const response = await fetch(`${process.env.TEST_API_URL}/admin/user/get-users?page=1&size=999999`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { users: TestAppUser[] }).users;
}
/** 'first last' as the picker labels a user; '' for one with neither. */
const nameOf = (user: TestAppUser) => [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ');
const appUserIds = async () => (await appUsers()).map((user) => user.userId);

async function notificationTotal(): Promise<number> {
  const response = await fetch(`${process.env.TEST_API_URL}/admin/admin-notification/get-notification?page=1&size=1`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { pagination: { totalItems: number } }).pagination.totalItems;
}

/** Sends `title` to the first listed user through the Create Notification popup, as an admin would. */
async function sendFromPopup(user: UserEvent, title: string) {
  await user.click(screen.getByRole('button', { name: 'Send Notification' }));
  const dialog = screen.getByRole('dialog', { name: 'Create Notification' });
  await user.click(within(dialog).getByLabelText('App User*'));
  await user.click((await screen.findAllByRole('option'))[0]);
  await user.type(within(dialog).getByLabelText('Notification Subject*'), title);
  await user.type(within(dialog).getByLabelText('Notification Body Text*'), 'Sent from the popup');
  await user.click(within(dialog).getByRole('button', { name: 'Send Notification' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const cards = () => screen.getAllByRole('article');
const cardTitles = () => cards().map((card) => within(card).getByRole('heading').textContent);

describe('Notifications You’ve Sent', () => {
  beforeEach(async () => {
    token = (await signInForTest('admin@example.com', 'Administrator')).token;
  });
  afterEach(() => session.logout());

  it('lists the sent notifications newest first, 10 a page, with up to 5 avatars and a +N badge, and searches them', async () => {
    const users = await appUsers();
    const ids = users.map((user) => user.userId);
    const withoutPicture = users.filter((user) => !user.profilePicture).map((user) => user.userId);
    expect(ids.length).toBeGreaterThan(6);
    expect(withoutPicture.length).toBeGreaterThan(1);
    const tag = uniqueName('Weekly');
    for (let n = 1; n <= 11; n++) {
      const to = n === 11 ? ids.slice(0, 8) : n === 10 ? withoutPicture.slice(0, 2) : ids.slice(0, 2);
      await sendThroughApi(`${tag} ${String(n).padStart(2, '0')}`, to);
    }
    const { user, router } = renderWithProviders(<NotificationsScreen />, { at: '/notifications' });
    expect(await screen.findByRole('heading', { level: 1, name: "Notifications You've Sent" })).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()[0]).toBe(`${tag} 11`));
    expect(cards()).toHaveLength(10);
    const newest = cards()[0];
    expect(within(newest).getByText(`About ${tag} 11`)).toBeInTheDocument();
    expect(within(newest).getByRole('list', { name: 'Sent to 8 users' }).querySelectorAll('li')).toHaveLength(6);
    expect(within(newest).getByText('+3')).toBeInTheDocument();
    // A user without a profilePicture gets the default avatar.
    const noPictures = within(screen.getByRole('article', { name: `${tag} 10` })).getByRole('list', { name: 'Sent to 2 users' });
    expect(noPictures.querySelectorAll('img')).toHaveLength(0);
    expect(noPictures.querySelectorAll('svg.notification-card__avatar')).toHaveLength(2);

    await user.type(screen.getByRole('searchbox', { name: 'Search notifications' }), tag);
    await waitFor(() => expect(cards()).toHaveLength(10), { timeout: 3000 });
    // The unsearched list (the seed's and every test's) has more pages: two mean the search applied.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Page 3' })).not.toBeInTheDocument(), { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(cardTitles()).toEqual([`${tag} 01`]));
    expect(router.state.location.search).toContain('page=2');

    await user.clear(screen.getByRole('searchbox', { name: 'Search notifications' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search notifications' }), 'zzzz-nothing-like-it');
    expect(await screen.findByText('No notification found', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(router.state.location.search).not.toContain('page=');
  });

  it('names each avatar, and +N opens every recipient with name and email, 20 a page', async () => {
    const to = (await appUsers()).slice(0, 25);
    const tag = uniqueName('Everyone');
    await sendThroughApi(
      tag,
      to.map((each) => each.userId),
    );
    const { user } = renderWithProviders(<NotificationsScreen />, { at: `/notifications?q=${encodeURIComponent(tag)}` });
    const card = await screen.findByRole('article', { name: tag });

    // The card's five (the contract's order: those with a picture first, then by userId), each named.
    const shown = [...to].sort((a, b) => Number(!a.profilePicture) - Number(!b.profilePicture) || a.userId - b.userId).slice(0, 5);
    const avatars = within(within(card).getByRole('list', { name: 'Sent to 25 users' })).getAllByRole('img');
    expect(avatars).toHaveLength(5);
    shown.forEach((recipient, index) => {
      const name = nameOf(recipient) || `App user #${recipient.userId}`;
      expect(avatars[index]).toHaveAccessibleName(name);
      // The kit's tooltip shows this text on hover and on keyboard focus (the e2e sees it drawn).
      expect(avatars[index]).toHaveAttribute('data-ui-tooltip', name);
      expect(avatars[index]).toHaveAttribute('tabindex', '0');
    });

    const more = within(card).getByRole('button', { name: '+20 more: show all 25 recipients' });
    expect(more).toHaveTextContent(/^\+20/);
    await user.click(more);
    const dialog = await screen.findByRole('dialog', { name: `Recipients of “${tag}”` });
    expect(within(dialog).getByText('Sent to 25 app users')).toBeInTheDocument();
    const rows = () => within(within(dialog).getByRole('list', { name: 'Recipients' })).getAllByRole('listitem');
    await waitFor(() => expect(rows()).toHaveLength(20));
    const seen = rows().map((row) => row.textContent);
    await user.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    seen.push(...rows().map((row) => row.textContent));
    // Every recipient once, each with the email that tells namesakes apart.
    const expected = to.map((each) => `${nameOf(each) || `App user #${each.userId}`} ${each.emailAddress ?? ''}`.trim());
    expect([...seen].sort()).toEqual([...expected].sort());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the badge that opened the list.
    await waitFor(() => expect(more).toHaveFocus());
  });

  it('says how to reach the app users past the first 50, and shows each one’s email under the name', async () => {
    const users = await appUsers();
    const offered = users.filter((each) => nameOf(each));
    expect(offered.length).toBeGreaterThan(50);
    const target = offered.filter((each) => each.emailAddress).at(-1) as TestAppUser;
    const { user } = renderWithProviders(<NotificationsScreen />, { at: '/notifications' });
    await user.click(await screen.findByRole('button', { name: 'Send Notification' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Notification' });
    await user.click(within(dialog).getByLabelText('App User*'));
    expect(
      await within(dialog).findByText(`Showing the first 50 of ${offered.length} app users: type a name or email to narrow`),
    ).toHaveAttribute('role', 'status');
    // The first 50, then 'Select All'.
    expect(screen.getAllByRole('option')).toHaveLength(51);

    await user.type(within(dialog).getByLabelText('App User*'), target.emailAddress as string);
    const option = await screen.findByRole('option', { name: `${nameOf(target)} ${target.emailAddress}` });
    expect(screen.getAllByRole('option')).toEqual([option]);
    expect(within(dialog).queryByText(/^Showing the first 50/)).not.toBeInTheDocument();
    await user.click(option);
    // The chosen user's chip shows the name, as spec §3 labels a user.
    expect(within(dialog).getByText(nameOf(target))).toBeInTheDocument();
    expect(within(dialog).queryByText(target.emailAddress as string)).not.toBeInTheDocument();
  });

  it('shows the popup’s §5 messages, selects every user with Select All, sends, and shows the new card first', async () => {
    const { user } = renderWithProviders(<NotificationsScreen />, { at: '/notifications' });
    await user.click(await screen.findByRole('button', { name: 'Send Notification' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Notification' });
    const send = within(dialog).getByRole('button', { name: 'Send Notification' });
    expect(within(dialog).getByText('User Name (All Or Multiple Can Be Selected)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Notification Subject*')).toHaveAttribute('placeholder', 'What is your notification about?');
    const body = within(dialog).getByLabelText('Notification Body Text*');
    expect(body).toHaveAttribute('placeholder', 'Write Something...');
    expect(body).toHaveAttribute('rows', '5');

    await user.click(within(dialog).getByLabelText('App User*'));
    await user.click(within(dialog).getByLabelText('Notification Subject*'));
    await user.click(body);
    await user.tab();
    expect(await within(dialog).findByText('At least one user must be selected')).toBeInTheDocument();
    expect(within(dialog).getByText('Subject is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Message is required')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('App User*'));
    await user.click(await screen.findByRole('option', { name: 'Select All' }));
    await user.click(within(dialog).getByLabelText('App User*'));
    expect(await screen.findByText('No users to choose')).toBeInTheDocument();
    const title = uniqueName('To everyone');
    await user.type(within(dialog).getByLabelText('Notification Subject*'), title);
    await user.type(body, 'Hello from the console');
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    // Everyone: asked first (issue 34), then on its way.
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Send Notification Confirmation' })).getByRole('button', { name: 'Yes, Send!' }),
    );
    // While it is on its way the button says so and cannot be pressed again.
    expect(within(dialog).getByRole('button', { name: 'Sending Notification' })).toBeDisabled();
    expect(await screen.findByText('Notification sent successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(cardTitles()[0]).toBe(title));
    const everyone = (await appUserIds()).length;
    expect(within(cards()[0]).getByRole('list').getAttribute('aria-label')).toMatch(/^Sent to \d+ users$/);
    expect(Number(within(cards()[0]).getByRole('list').getAttribute('aria-label')?.match(/\d+/)?.[0])).toBeLessThanOrEqual(everyone);
  });

  it('shows the §5 messages and sends nothing when Send Notification is pressed with empty fields', async () => {
    const before = await notificationTotal();
    const { user } = renderWithProviders(<NotificationsScreen />, { at: '/notifications' });
    await user.click(await screen.findByRole('button', { name: 'Send Notification' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Notification' });
    const send = within(dialog).getByRole('button', { name: 'Send Notification' });
    // Spec §2: disabled only while the users load or a send is under way, not while the form is invalid.
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await within(dialog).findByText('At least one user must be selected')).toBeInTheDocument();
    expect(within(dialog).getByText('Subject is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Message is required')).toBeInTheDocument();
    expect(send).toBeEnabled();
    expect(screen.getByRole('dialog', { name: 'Create Notification' })).toBe(dialog);
    expect(screen.queryByText('Notification sent successfully')).not.toBeInTheDocument();
    expect(await notificationTotal()).toBe(before);
  });

  it('keeps the search and page after a send, refreshes the list, and says when they hide the new card', async () => {
    const tag = uniqueName('Kept');
    const firstUser = (await appUserIds()).slice(0, 1);
    for (let n = 1; n <= 11; n++) await sendThroughApi(`${tag} ${String(n).padStart(2, '0')}`, firstUser);
    const { user, router } = renderWithProviders(<NotificationsScreen />, { at: `/notifications?q=${encodeURIComponent(tag)}&page=2` });
    await waitFor(() => expect(cardTitles()).toEqual([`${tag} 01`]));

    // One the search matches lands first on its page 1: page 2 refreshes and says where the new one is.
    await sendFromPopup(user, `${tag} 12`);
    await waitFor(() => expect(cardTitles()).toEqual([`${tag} 02`, `${tag} 01`]));
    expect(router.state.location.search).toContain('page=2');
    expect(screen.getByRole('searchbox', { name: 'Search notifications' })).toHaveValue(tag);
    const onLaterPage = await screen.findByText(`“${tag} 12” was sent; this page of the search “${tag}” does not show it.`);
    await user.click(within(onLaterPage.parentElement as HTMLElement).getByRole('button', { name: 'Go to page 1' }));
    await waitFor(() => expect(cardTitles()[0]).toBe(`${tag} 12`));
    expect(screen.queryByText(/was sent;/)).not.toBeInTheDocument();

    // One the search does not match: the search stays, and the note offers to clear it.
    const elsewhere = uniqueName('Elsewhere');
    await sendFromPopup(user, elsewhere);
    const unmatched = await screen.findByText(`“${elsewhere}” was sent; it does not match the search “${tag}”.`);
    expect(cardTitles()[0]).toBe(`${tag} 12`);
    expect(router.state.location.search).toContain('q=');
    await user.click(within(unmatched.parentElement as HTMLElement).getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(cardTitles()[0]).toBe(elsewhere));
    expect(screen.queryByText(/was sent;/)).not.toBeInTheDocument();

    // Without a search, from page 2: the page stays and the note says it is first on page 1.
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(cardTitles()).not.toContain(elsewhere));
    const later = uniqueName('Later');
    await sendFromPopup(user, later);
    const onPageOne = await screen.findByText(`“${later}” was sent; it is first on page 1.`);
    expect(router.state.location.search).toContain('page=2');
    await user.click(within(onPageOne.parentElement as HTMLElement).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/was sent;/)).not.toBeInTheDocument();
  });

  it('keeps everything typed and shows no message when the send fails, with the button enabled again', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<NotificationsScreen />, { at: '/notifications' });
    await user.click(await screen.findByRole('button', { name: 'Send Notification' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Notification' });
    await user.click(within(dialog).getByLabelText('App User*'));
    const firstUser = (await screen.findAllByRole('option'))[0];
    // The option's first line is the name; its second, the email.
    const email = within(firstUser).getByText(/@/).textContent ?? '';
    const chosenName = (firstUser.textContent ?? '').replace(email, '').trim();
    await user.click(firstUser);
    await user.type(within(dialog).getByLabelText('Notification Subject*'), 'Lost in the network');
    await user.type(within(dialog).getByLabelText('Notification Body Text*'), 'Never arrives');
    // The network is gone (the edge we do not own): the send fails without an answer.
    configureApiClient({ baseUrl: 'http://127.0.0.1:9', getToken: () => session.get().token, onUnauthorized: () => session.logout() });
    await user.click(within(dialog).getByRole('button', { name: 'Send Notification' }));
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Sending the notification failed', expect.anything()));
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByText(chosenName)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Notification Subject*')).toHaveValue('Lost in the network');
    expect(within(dialog).getByLabelText('Notification Body Text*')).toHaveValue('Never arrives');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send Notification' })).toBeEnabled());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    errors.mockRestore();
  });
});

describe('Notifications You’ve Sent: Export CSV (issue 26)', () => {
  beforeEach(async () => {
    token = (await signInForTest('admin@example.com', 'Administrator')).token;
  });
  afterEach(() => session.logout());

  it('downloads every notification the search selects, all pages, newest first, with its recipient count', async () => {
    const ids = await appUserIds();
    const tag = uniqueName('Exported');
    for (let n = 1; n <= 11; n++) await sendThroughApi(`${tag} ${String(n).padStart(2, '0')}`, ids.slice(0, n === 11 ? 3 : 1));
    const downloads = watchDownloads();
    try {
      const { user } = renderWithProviders(<NotificationsScreen />, { at: `/notifications?q=${encodeURIComponent(tag)}` });
      await waitFor(() => expect(cardTitles()[0]).toBe(`${tag} 11`));
      expect(cards()).toHaveLength(10);
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      const [file] = downloads.files;
      expect(file.name).toMatch(/^notifications-sent-\d{4}-\d{2}-\d{2}\.csv$/);
      const { bom, lines } = await csvLines(file);
      expect(bom).toBe(true);
      expect(lines[0]).toBe('Notification ID,Sent At,Notification Subject,Notification Body Text,Recipients');
      const rows = lines.slice(1).map((line) => line.split(','));
      expect(rows.map((row) => row[2])).toEqual(Array.from({ length: 11 }, (_, index) => `${tag} ${String(11 - index).padStart(2, '0')}`));
      expect(rows[0].slice(3)).toEqual([`About ${tag} 11`, '3']);
    } finally {
      downloads.restore();
    }
  });
});

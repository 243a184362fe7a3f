import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { session } from '@console/session';
import { NotificationsScreen } from './notifications-screen';
import { appUsers } from './recipients-chosen';

/*
 * Issue 34: one Enter never notifies everyone. 'Select All' is not the option the first Enter takes; the
 * popup says how many app users are chosen (all of them as the API counts them); a send to more than one
 * asks 'Send to N app users?' first; a send to one does not. Against the real reference API.
 */

let token = '';
let uniq = 0;
const uniqueTitle = (prefix: string) => `${prefix} ${Date.now() % 100000}${uniq++}`;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${process.env.TEST_API_URL}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return (await response.json()) as T;
}
const recipientCount = async () => (await api<{ recipientCount: number }>('/admin/user/count-recipients')).recipientCount;
const newest = () =>
  api<{ admin_notifications: { title: string; recipientCount: number }[] }>('/admin/admin-notification/get-notification?page=1&size=1');

beforeEach(async () => {
  token = (await signInForTest('admin@example.com', 'Administrator')).token;
});
afterEach(() => session.logout());

async function openPopup() {
  const rendered = renderWithProviders(<NotificationsScreen />, { at: '/notifications' });
  await rendered.user.click(await screen.findByRole('button', { name: 'Send Notification' }));
  const dialog = screen.getByRole('dialog', { name: 'Create Notification' });
  const picker = within(dialog).getByRole('combobox', { name: 'App User*' });
  // The users loaded: the picker is no longer busy and offers them.
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send Notification' })).toBeEnabled());
  return { ...rendered, dialog, picker };
}

/** Keys typed in the picker, focused first (jsdom is a touch screen: react-select leaves it after a choice). */
async function inPicker(picker: HTMLElement, keys: string, user: { keyboard: (keys: string) => Promise<void> }) {
  act(() => picker.focus());
  await user.keyboard(keys);
}

async function typeMessage(dialog: HTMLElement, user: { type: (element: Element, text: string) => Promise<void> }, title: string) {
  await user.type(within(dialog).getByLabelText('Notification Subject*'), title);
  await user.type(within(dialog).getByLabelText('Notification Body Text*'), 'Keyboard only');
}

it('a first Enter on the picker chooses one app user, not all, and the popup counts the chosen', async () => {
  const { dialog, picker, user } = await openPopup();
  expect(within(dialog).getByText('No app users chosen')).toBeInTheDocument();
  await inPicker(picker, '{ArrowDown}', user);
  // 'Select All' is offered, last.
  expect(screen.getAllByRole('option').at(-1)).toHaveTextContent('Select All');
  await user.keyboard('{Enter}');
  expect(within(dialog).getByText('1 app user chosen')).toBeInTheDocument();
  await inPicker(picker, '{ArrowDown}{Enter}', user);
  await inPicker(picker, '{ArrowUp}{Enter}', user);
  expect(within(dialog).getByText('3 app users chosen')).toBeInTheDocument();
});

it("'Select All' shows the API's count of all app users, and the send asks 'Send to N app users?' first", async () => {
  const everyone = await recipientCount();
  expect(everyone).toBeGreaterThan(50);
  const { dialog, picker, user } = await openPopup();
  // Up from the first option wraps to 'Select All', the last.
  await inPicker(picker, '{ArrowDown}{ArrowUp}{Enter}', user);
  expect(await within(dialog).findByText(`All ${appUsers(everyone)} chosen`)).toBeInTheDocument();
  const title = uniqueTitle('To all');
  await typeMessage(dialog, user, title);
  await user.click(within(dialog).getByRole('button', { name: 'Send Notification' }));

  const confirmation = await screen.findByRole('dialog', { name: 'Send Notification Confirmation' });
  expect(confirmation).toHaveAccessibleDescription(`Send to ${appUsers(everyone)}?`);
  // Cancel sends nothing and keeps what was typed.
  await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send Notification Confirmation' })).not.toBeInTheDocument());
  expect(within(dialog).getByLabelText('Notification Subject*')).toHaveValue(title);
  expect((await newest()).admin_notifications[0].title).not.toBe(title);

  await user.click(within(dialog).getByRole('button', { name: 'Send Notification' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Send Notification Confirmation' })).getByRole('button', { name: 'Yes, Send!' }),
  );
  expect(await screen.findByText('Notification sent successfully')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect((await newest()).admin_notifications[0]).toMatchObject({ title, recipientCount: everyone });
});

it('asks before sending to two app users, naming the count', async () => {
  const { dialog, picker, user } = await openPopup();
  await inPicker(picker, '{ArrowDown}{Enter}', user);
  await inPicker(picker, '{ArrowDown}{Enter}', user);
  const title = uniqueTitle('To two');
  await typeMessage(dialog, user, title);
  await user.click(within(dialog).getByRole('button', { name: 'Send Notification' }));
  const confirmation = await screen.findByRole('dialog', { name: 'Send Notification Confirmation' });
  expect(confirmation).toHaveAccessibleDescription('Send to 2 app users?');
  await user.click(within(confirmation).getByRole('button', { name: 'Yes, Send!' }));
  expect(await screen.findByText('Notification sent successfully')).toBeInTheDocument();
  expect((await newest()).admin_notifications[0]).toMatchObject({ title, recipientCount: 2 });
});

it('sends to one app user without asking', async () => {
  const { dialog, picker, user } = await openPopup();
  await inPicker(picker, '{ArrowDown}{Enter}', user);
  const title = uniqueTitle('To one');
  await typeMessage(dialog, user, title);
  await user.click(within(dialog).getByRole('button', { name: 'Send Notification' }));
  expect(await screen.findByText('Notification sent successfully')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Send Notification Confirmation' })).not.toBeInTheDocument();
  expect((await newest()).admin_notifications[0]).toMatchObject({ title, recipientCount: 1 });
});

it('writes counts as people read them', () => {
  expect(appUsers(1)).toBe('1 app user');
  expect(`Send to ${appUsers(1214)}?`).toBe('Send to 1,214 app users?');
  expect(appUsers(20000)).toBe('20,000 app users');
});

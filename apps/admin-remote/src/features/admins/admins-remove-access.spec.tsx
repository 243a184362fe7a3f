// Remove Access on an administrator is made from the account's version the row showed (If-Match). No
// console call changes another administrator's account, so the only change that can overtake the row
// is the account's removal elsewhere (another tab of the super admin): refused, and nothing else goes.
import { screen, waitFor, within } from '@testing-library/react';
import { createAdministrator, deleteAdministrator, getAdministrators, ifMatch, type Administrator } from '@console/api-client';
import { DEMO_PASSWORD, fixtureClient, startApiRelay } from '@console/testing';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { session } from '@console/session';
import { AdminsScreen } from './admins-screen';

const fixtures = fixtureClient();
let token = '';
let uniq = 0;

const table = () => screen.getByRole('table', { name: 'Admins' });
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;

/** Administrators of the test's own, sharing one word of their last name, as the API lists them. */
async function createAdmins(firstNames: string[]) {
  const word = `Remover${Date.now() % 100000}x${uniq++}`;
  for (const [index, firstName] of firstNames.entries()) {
    await createAdministrator(
      {
        firstName,
        lastName: word,
        emailAddress: `${word.toLowerCase()}.${index}@example.com`,
        password: DEMO_PASSWORD,
        phoneCountryCode: '+1',
        phoneNumber: '2025550123',
      },
      fixtures.as(token),
    );
  }
  return { word, listed: () => listed(word) };
}

const listed = async (word: string): Promise<Administrator[]> =>
  (await getAdministrators({ keywords: word, size: 50 }, fixtures.as(token))).administrators;

beforeEach(async () => {
  token = (await signInForTest('super@example.com', 'Administrator')).token;
});
afterEach(() => session.logout());

describe('Remove Access on an administrator', () => {
  it('is sent from the version the row showed, and removes that account only', async () => {
    const { word, listed } = await createAdmins(['Leaving', 'Staying']);
    const [leaving] = (await listed()).filter((admin) => admin.fullName === `Leaving ${word}`);
    const relay = await startApiRelay(process.env.TEST_API_URL ?? '');
    try {
      const { user } = renderWithProviders(<AdminsScreen />, { at: `/admin?q=${word}`, apiBaseUrl: relay.url });
      await waitFor(() => rowOf(`Leaving ${word}`));
      await user.click(within(rowOf(`Leaving ${word}`)).getByRole('button', { name: 'Remove Access' }));
      await user.click(
        within(screen.getByRole('dialog', { name: 'Remove Access Confirmation' })).getByRole('button', { name: 'Yes, remove access!' }),
      );
      expect(await screen.findByText('Admin deleted Successfully')).toBeInTheDocument();

      const removal = relay.requests.find((request) => request.method === 'DELETE');
      expect(removal?.path).toBe(`/admin/administrator/delete-administrator/${leaving.userId}`);
      expect(removal?.headers['if-match']).toBe(ifMatch(leaving.version)['If-Match']);
      await waitFor(() => {
        expect(within(table()).getByText(`Staying ${word}`)).toBeInTheDocument();
        expect(within(table()).queryByText(`Leaving ${word}`)).not.toBeInTheDocument();
      });
      expect((await listed()).map((admin) => admin.fullName)).toEqual([`Staying ${word}`]);
    } finally {
      await relay.close();
    }
  });

  it("of an account removed elsewhere since the list showed it is refused with the server's message; the list reloads and nothing else goes", async () => {
    const { word, listed } = await createAdmins(['Gone', 'Kept']);
    const { user } = renderWithProviders(<AdminsScreen />, { at: `/admin?q=${word}` });
    await waitFor(() => rowOf(`Gone ${word}`));
    await user.click(within(rowOf(`Gone ${word}`)).getByRole('button', { name: 'Remove Access' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove Access Confirmation' });

    // The super admin's other tab removes it first, from the version it read.
    const other = fixtures.as((await fixtures.signInAs('superAdmin')).token);
    const [gone] = (await listed()).filter((admin) => admin.fullName === `Gone ${word}`);
    await deleteAdministrator(gone.userId, ifMatch(gone.version), other);

    await user.click(within(confirm).getByRole('button', { name: 'Yes, remove access!' }));
    expect(await screen.findByText('Admin not found')).toBeInTheDocument();
    // Spec §4: the confirmation closes whatever the outcome; the list shows the accounts as they are now.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // (the rows shown stay, busy, until the new read lands)
    await waitFor(() => expect(within(table()).queryByText(`Gone ${word}`)).not.toBeInTheDocument());
    expect(within(table()).getByText(`Kept ${word}`)).toBeInTheDocument();
    expect((await listed()).map((admin) => admin.fullName)).toEqual([`Kept ${word}`]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { session } from '@console/session';
import { fixtureClient } from '@console/testing';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { ServiceTokens } from './service-tokens-section';

const fixtures = fixtureClient();
const RUN = `${Date.now() % 100000}`;

const table = () => screen.getByRole('table', { name: 'Service tokens' });
const rowOf = (name: string) => within(table()).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
/** A call the automation makes with the token: one of release:write's reads. */
const callWith = (secret: string) =>
  fetch(`${fixtures.apiUrl}/release-signals/summary?remote=menu`, { headers: { authorization: `Bearer ${secret}` } }).then((r) => r.status);

beforeEach(async () => {
  await signInForTest('super@example.com', 'Administrator');
});
afterEach(() => session.logout());

async function makeToken(user: ReturnType<typeof renderWithProviders>['user'], name: string) {
  await user.type(screen.getByLabelText('Token name'), name);
  await user.click(screen.getByRole('button', { name: 'Make token' }));
  const shown = await screen.findByRole('status', { name: 'New service token' });
  return within(shown).getByText(/^cst_/).textContent as string;
}

describe('Service tokens on the Releases screen', () => {
  it('makes a token, shows its secret once with a copy button, and lists it without the secret', async () => {
    const { user } = renderWithProviders(<ServiceTokens />);
    const name = `Pipeline ${RUN}`;

    const secret = await makeToken(user, name);

    expect(await screen.findByText('Service token made')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(secret);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await waitFor(() => rowOf(name));
    expect(within(rowOf(name)).getByText('Live')).toBeInTheDocument();
    expect(within(rowOf(name)).getByText(/by Sofia Alvarez$/)).toBeInTheDocument();
    expect(table().textContent).not.toContain(secret);
    expect(await callWith(secret)).toBe(200);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
  });

  it('revokes a token after a confirmation naming it; the automation is refused from then on', async () => {
    const { user } = renderWithProviders(<ServiceTokens />);
    const name = `Retired job ${RUN}`;
    const secret = await makeToken(user, name);
    await waitFor(() => rowOf(name));

    await user.click(within(rowOf(name)).getByRole('button', { name: `Revoke ${name}` }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke service token' });
    expect(dialog.textContent).toContain(`Revoke "${name}"?`);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke token' }));

    expect(await screen.findByText('Service token revoked')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(name)).getByText(/^Revoked/)).toBeInTheDocument());
    expect(within(rowOf(name)).queryByRole('button', { name: `Revoke ${name}` })).not.toBeInTheDocument();
    expect(await callWith(secret)).toBe(401);
  });

  it('asks for a name before making one, and says when a live token has it', async () => {
    const { user } = renderWithProviders(<ServiceTokens />);

    await user.click(screen.getByRole('button', { name: 'Make token' }));
    expect(await screen.findByText('Please enter a name for the service token')).toBeInTheDocument();

    const name = `Twice ${RUN}`;
    await makeToken(user, name);
    await user.type(screen.getByLabelText('Token name'), name);
    await user.click(screen.getByRole('button', { name: 'Make token' }));
    expect(await screen.findAllByText('A live service token already has this name')).not.toHaveLength(0);
    expect(screen.getByLabelText('Token name')).toHaveValue(name);
  });
});

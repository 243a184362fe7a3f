import { screen, waitFor, within } from '@testing-library/react';
import { session } from '@console/session';
import { fixtureClient } from '@console/testing';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { ReleasesScreen } from './releases-screen';

// Approve and Abort of a rolling release on the Releases screen, over the real API: the screen reads the
// API's /deployment.json (as nginx serves it) and the release state's version, and changes it from that
// version; another change first (the scheduler's tick, the release tool) is refused (412), said, and reloaded.

const fixtures = fixtureClient();
const RUN = `${Date.now() % 100000}`;
const STABLE = `2026.12.01-s${RUN}`;
const CANARY = `2026.12.02-c${RUN}`;
const release = (version: string) => ({
  version,
  manifestUrl: `/releases/menu/${version}/mf-manifest.json`,
  container: `menu__v${version.replaceAll(/[.-]/g, '_')}`,
});

/** menu's rolling release at 25 %, running or waiting for the approval of 50 %. */
const rolling = (status: 'running' | 'waiting-approval') => ({
  remotes: {
    menu: {
      manifestUrl: release(STABLE).manifestUrl,
      version: STABLE,
      stable: release(STABLE),
      canary: { ...release(CANARY), share: 25 },
      rollout: {
        version: CANARY,
        stages: [5, 25, 50, 100],
        stage: 1,
        stageStartedAt: new Date(Date.now() - 40 * 60_000).toISOString(),
        startedAt: new Date(Date.now() - 100 * 60_000).toISOString(),
        minMinutes: 30,
        minViews: 200,
        status,
      },
    },
  },
});

let superToken = '';
/** A change of the release state made elsewhere (the release tool), on whatever version it is at. */
async function putReleases(command: string, deployment: object | null) {
  const response = await fetch(`${fixtures.apiUrl}/release-state`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${superToken}`, 'content-type': 'application/json', 'if-match': '*' },
    body: JSON.stringify({ command: [command], deployment }),
  });
  if (!response.ok) throw new Error(`PUT /release-state: ${response.status} ${await response.text()}`);
}
async function menuNow() {
  const response = await fetch(`${fixtures.apiUrl}/release-state`, { headers: { authorization: `Bearer ${superToken}` } });
  return ((await response.json()) as { deployment: ReturnType<typeof rolling> }).deployment.remotes.menu;
}
const fact = (region: HTMLElement, term: string) => within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

beforeAll(async () => {
  superToken = (await fixtures.signInAs('superAdmin')).token;
});
afterAll(async () => {
  session.logout();
  await putReleases('reset-after-spec', null);
});
beforeEach(() => signInForTest('super@example.com', 'Administrator'));

const renderReleases = () =>
  renderWithProviders(<ReleasesScreen deploymentUrl={`${fixtures.apiUrl}/deployment.json`} />, { at: '/releases' });

describe("the Releases screen's Approve and Abort", () => {
  it('approves the next stage after a confirmation saying what happens, and shows the stage it moved to', async () => {
    await putReleases('rollout-for-spec', rolling('waiting-approval'));
    const { user } = renderReleases();
    const menu = await screen.findByRole('region', { name: 'menu' });
    const approve = await within(menu).findByRole('button', { name: 'Approve 50 %' });
    await waitFor(() => expect(approve).toBeEnabled());
    await user.click(approve);
    const dialog = await screen.findByRole('dialog', { name: 'Approve the next stage of menu' });
    expect(dialog).toHaveTextContent(
      `menu ${CANARY} goes from 25 % to 50 % of the people using the console; the next stage is then judged as this one was.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The API's own words.
    expect(await screen.findByText(`menu ${CANARY} goes on to 50 %`)).toBeInTheDocument();
    expect(await menuNow()).toMatchObject({ canary: { share: 50 }, rollout: { stage: 2, status: 'running' } });
    await waitFor(() => expect(fact(screen.getByRole('region', { name: 'menu' }), 'Stage')).toBe('3 of 4: 50 %'));
    // Running now: only Abort is offered.
    expect(within(screen.getByRole('region', { name: 'menu' })).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  });

  it('says so and reloads when the releases changed after the screen read them: nothing is changed', async () => {
    await putReleases('rollout-for-spec', rolling('running'));
    const { user } = renderReleases();
    const menu = await screen.findByRole('region', { name: 'menu' });
    const abort = await within(menu).findByRole('button', { name: 'Abort the rollout' });
    await waitFor(() => expect(abort).toBeEnabled());
    await user.click(abort);
    const dialog = await screen.findByRole('dialog', { name: 'Abort the rolling release of menu' });
    expect(dialog).toHaveTextContent(`The canary ${CANARY} of menu is dropped: everyone gets the stable release ${STABLE}.`);
    // Meanwhile the release tool (or the scheduler's tick) changes the releases.
    await putReleases('touch-for-spec', rolling('running'));
    await user.click(within(dialog).getByRole('button', { name: 'Abort the rollout' }));

    expect(
      await screen.findByText(
        /^This release state was changed by .+ \(super@example\.com\) at .+, after you opened it\. Nothing was saved\.$/,
      ),
    ).toBeInTheDocument();
    expect(await menuNow()).toMatchObject({ canary: { version: CANARY, share: 25 }, rollout: { status: 'running' } });
    // Read again: a second try is made from the version now, and stops it.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = within(screen.getByRole('region', { name: 'menu' })).getByRole('button', { name: 'Abort the rollout' });
    await waitFor(() => expect(again).toBeEnabled());
    await user.click(again);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Abort the rollout' }));
    expect(await screen.findByText(`menu ${CANARY} stopped: everyone gets the stable release ${STABLE}`)).toBeInTheDocument();
    expect((await menuNow()).canary).toBeUndefined();
  });
});

import path from 'node:path';
import { DEMO_PASSWORD } from '@console/testing';
import { dropCanary, readDeployment, readHistory, setShare, setStable } from '../../../../tools/release/src/commands.mjs';
import { releaseConfig } from '../../../../tools/release/src/config.mjs';
import { releaseCommand } from '../../../../tools/release/src/release-child.mjs';
import { apiReleaseStore } from '../../../../tools/release/src/release-store.mjs';
import { consoleUrl } from './support/watched-browser';

// The release state on two hosts (issue 37): the deployment document lives in the one PostgreSQL behind
// both API hosts. Two release commands at once, one through each host, are serialised (both applied in
// turn, or the second told it is stale and computed again): no change is lost and the history holds both;
// /deployment.json through either host, the balancer and nginx is the same document.

const workspaceRoot = path.resolve(__dirname, '../../../..');
const { stable: STABLE, canary: CANARY } = JSON.parse(process.env.PRODUCTION_RELEASES as string) as { stable: string; canary: string };
const hosts = JSON.parse(process.env.PRODUCTION_HOSTS as string) as Array<{ name: string; url: string }>;
const superAdmin = { email: 'super@example.com', password: DEMO_PASSWORD };
const configThrough = (apiUrl: string) =>
  releaseConfig({ root: workspaceRoot, env: process.env, store: apiReleaseStore({ apiUrl, ...superAdmin }) });

// The other files see menu's stable release alone again.
afterAll(() => dropCanary(configThrough(hosts[0].url), 'menu'));

it('serialises two release commands made at once through the two hosts: both applied, both in the history', async () => {
  const [one, two] = hosts.map((host) => configThrough(host.url));
  await setStable(one, 'menu', STABLE);
  const before = (await readHistory(one)).length;

  // In one process each, as two operators on two machines would run them.
  const env = (apiUrl: string) => ({
    ...process.env,
    RELEASE_API_URL: apiUrl,
    RELEASE_API_EMAIL: superAdmin.email,
    RELEASE_API_PASSWORD: superAdmin.password,
  });
  await Promise.all([
    releaseCommand(workspaceRoot, ['canary', 'menu', CANARY, '--share', '10'], env(hosts[0].url)),
    releaseCommand(workspaceRoot, ['set-share', 'menu', '30'], env(hosts[1].url)).catch((error: Error) => error),
  ]);
  // Whichever came second was computed from the first's document: a share change without a canary is
  // refused (no canary yet), else it applies to the canary. Either way nothing of the first is lost.
  const document = await readDeployment(two);
  expect(document.remotes.menu).toMatchObject({ stable: { version: STABLE }, canary: { version: CANARY } });
  const history = (await readHistory(two)).slice(before);
  expect(history.map((change: { command: string[] }) => change.command.slice(0, 2).join(' '))).toEqual(
    expect.arrayContaining(['canary menu']),
  );

  // And two changes that both apply, at once through both hosts: both are kept.
  await Promise.all([setShare(one, 'menu', 20), setStable(two, 'menu', STABLE)]);
  const after = (await readHistory(one)).slice(before).map((change: { command: string[] }) => change.command.slice(0, 2).join(' '));
  expect(after).toEqual(expect.arrayContaining(['set-share menu', 'stable menu']));
  expect((await readDeployment(one)).remotes.menu.canary.share).toBe(20);
}, 120_000);

it('answers the same /deployment.json through either host, the balancer and nginx', async () => {
  const answers = await Promise.all(
    [
      ...hosts.map((host) => `${host.url}/deployment.json`),
      `${process.env.PRODUCTION_BALANCER_URL}/deployment.json`,
      `${consoleUrl()}/deployment.json`,
    ].map(async (url) => {
      const response = await fetch(url);
      expect([url, response.status, response.headers.get('cache-control')]).toEqual([url, 200, 'no-cache']);
      return response.json();
    }),
  );
  for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  expect(answers[0].remotes.menu).toMatchObject({ version: STABLE, canary: { version: CANARY, share: 20 } });
});

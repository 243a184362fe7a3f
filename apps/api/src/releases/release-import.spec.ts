import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';

// npm run release -- import-deployment: a deployment file and its history, moved into releases that have
// none, in one change.

let api: TestApi;
let tokens: Record<ConsoleRole, string>;
beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
});
afterAll(() => api?.close());

const stable = { version: '1.0.0', manifestUrl: '/releases/menu/1.0.0/mf-manifest.json', container: 'menu__v1_0_0' };
const document = { remotes: { menu: { manifestUrl: stable.manifestUrl, version: '1.0.0', stable } } };
const lines = [
  { seq: 1, at: '2026-11-20T10:00:00.000Z', who: 'ops', command: ['stable', 'menu', '1.0.0'], before: null, after: document },
  { seq: 2, at: '2026-11-21T10:00:00.000Z', who: 'ops', command: ['rollback'], before: document, after: null, undoes: 1 },
  { seq: 3, at: '2026-11-22T10:00:00.000Z', who: 'ops', command: ['stable', 'menu', '1.0.0'], before: null, after: document },
];
const importing = (version: number) =>
  api.call('PUT', '/release-state', {
    token: tokens.superAdmin,
    headers: { 'if-match': `"${version}"` },
    body: { command: ['import-deployment', '/srv/console/deployment/deployment.json'], deployment: document, importedHistory: lines },
  });

it('keeps the lines as they were, then the import as the next; a second import is refused and changes nothing', async () => {
  const { body: read } = await api.call('GET', '/release-state', { token: tokens.superAdmin });
  expect(read).toEqual({ version: 1, deployment: null });
  const imported = await importing(1);
  expect(imported).toMatchObject({ status: 200, body: { version: 2, change: { seq: 4, who: 'super@example.com' } } });
  const history = (await api.call('GET', '/release-state/history', { token: tokens.superAdmin })).body.changes;
  expect(history.slice(0, 3)).toEqual(lines);
  expect(history[3]).toMatchObject({
    seq: 4,
    command: ['import-deployment', '/srv/console/deployment/deployment.json'],
    before: null,
    after: document,
  });
  expect((await api.call('GET', '/deployment.json')).body.remotes.menu).toMatchObject({ version: '1.0.0' });

  const again = await importing(2);
  expect(again).toMatchObject({
    status: 400,
    body: { message: 'The releases have a history already: a deployment file can only be moved into releases without one' },
  });
  expect((await api.call('GET', '/release-state', { token: tokens.superAdmin })).body.version).toBe(2);
});

/**
 * @jest-environment node
 */
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { EXPOSED_MODULES } from './exposed-modules';

// Each app's rspack config is read as data: federatedApp is replaced by what it was given.
jest.mock('../../../tools/rspack/federated-app.cjs', () => ({ federatedApp: (options: unknown) => options }));

interface FederatedAppOptions {
  name: string;
  exposes?: Record<string, string>;
}

const appsDir = path.resolve(__dirname, '../../../apps');

/** What each built remote really exposes, by federation name, from its rspack config. */
async function exposedByBuilds() {
  const configs = readdirSync(appsDir)
    // The API's bundle (apps/api) is a Node program, no federated app.
    .filter((app) => app !== 'api')
    .map((app) => path.join(appsDir, app, 'rspack.config.cjs'))
    .filter((config) => existsSync(config));
  const apps = await Promise.all(configs.map(async (config) => ((await import(config)) as { default: FederatedAppOptions }).default));
  return Object.fromEntries(
    apps.filter((app) => app.exposes).map((app) => [app.name, Object.keys(app.exposes ?? {}).map((key) => key.replace(/^\.\//, ''))]),
  );
}

it('names exactly the modules the remotes expose, so a typed name always resolves', async () => {
  expect(await exposedByBuilds()).toEqual(EXPOSED_MODULES);
});

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// The workspace's serving scripts are not a project (as in the end-to-end suite, eslint.config.mjs).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { deploymentManifest } from '../../deployment/deployment-manifest.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { serveStatic } from '../../serve/static-server.mjs';
import { readDeployment, setCanary, setStable } from './commands.mjs';
import { servedDeployment } from './served-deployment.mjs';
import { fakeRelease, putDocument, tempConfig, workspaceRoot, type ReleaseConfig } from './test-support';

const env = { SHELL_PORT: '4200', API_URL: 'http://api.test' };

describe("the shell's server with releases (the API's /deployment.json: apps/api/src/releases)", () => {
  let config: ReleaseConfig;
  let server: Server;
  let origin: string;

  beforeEach(async () => {
    config = tempConfig();
    fakeRelease(config, 'menu', '1.0.0');
    fakeRelease(config, 'menu', '1.1.0');
    server = await serveStatic({
      dir: `${workspaceRoot}/tools/release`, // any folder: the shell's files are not what is tested here
      port: 0,
      deployment: async () => servedDeployment(await readDeployment(config), deploymentManifest(env)),
      releasesDir: config.releasesDir,
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => new Promise((resolve) => server.close(resolve)));

  it('answers /deployment.json from the environment as today while there is no deployment document', async () => {
    const response = await fetch(`${origin}/deployment.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual(deploymentManifest(env));
  });

  it('answers the deployment document over the environment, with no-cache: named remotes from the file, the others as today', async () => {
    await setStable(config, 'menu', '1.0.0');
    await setCanary(config, 'menu', '1.1.0', 20);
    const response = await fetch(`${origin}/deployment.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const served = await response.json();
    expect(served.apiBaseUrl).toBe('http://api.test');
    expect(served.remotes.deals).toEqual(deploymentManifest(env).remotes.deals);
    // Today's shell reads manifestUrl and version: the stable release.
    expect(served.remotes.menu).toMatchObject({
      manifestUrl: '/releases/menu/1.0.0/mf-manifest.json',
      version: '1.0.0',
      canary: { version: '1.1.0', container: 'menu__v1_1_0', share: 20 },
    });
  });

  it("serves a rollout's stage and verdict but not the figures behind it, which are for super admins", async () => {
    await setStable(config, 'menu', '1.0.0');
    await setCanary(config, 'menu', '1.1.0', 25);
    const figures = { views: 210, people: 40, errorViews: 3, errorViewRate: 0.014 };
    const verdict = { at: '2026-11-26T15:00:00.000Z', verdict: 'wait', reason: 'Stage 25 % needs 30 minutes (12 so far)' };
    const doc = await readDeployment(config);
    doc.remotes.menu.rollout = {
      version: '1.1.0',
      stages: [5, 25, 100],
      stage: 1,
      stageStartedAt: '2026-11-26T14:48:00.000Z',
      startedAt: '2026-11-26T14:00:00.000Z',
      minMinutes: 30,
      minViews: 200,
      status: 'running',
      lastVerdict: { ...verdict, signals: { canary: figures, stable: figures } },
    };
    await putDocument(config, doc);

    const served = await (await fetch(`${origin}/deployment.json`)).json();
    expect(served.remotes.menu.rollout).toMatchObject({ version: '1.1.0', stage: 1, status: 'running' });
    expect(served.remotes.menu.rollout.lastVerdict).toEqual(verdict);
    // The release state keeps them, for the release tool.
    expect((await readDeployment(config)).remotes.menu.rollout.lastVerdict.signals.canary).toEqual(figures);
  });

  it('serves the release signals sample rate set for the deployment, and refuses one out of range', async () => {
    expect(deploymentManifest({ ...env, RELEASE_SIGNALS_SAMPLE_RATE: '0.25' }).releaseSignals).toEqual({ sampleRate: 0.25 });
    expect(deploymentManifest(env).releaseSignals).toBeUndefined();
    expect(() => deploymentManifest({ ...env, RELEASE_SIGNALS_SAMPLE_RATE: '25%' })).toThrow(
      'RELEASE_SIGNALS_SAMPLE_RATE must be a number from 0 to 1, e.g. 0.25 (got 25%)',
    );
  });

  it('serves release files as immutable, with CORS, precompressed when asked', async () => {
    const response = await fetch(`${origin}/releases/menu/1.1.0/mf-manifest.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect((await response.json()).name).toBe('menu__v1_1_0');
    fakeRelease(config, 'menu', '1.2.0'); // published while the server runs
    expect((await fetch(`${origin}/releases/menu/1.2.0/remoteEntry.js`)).status).toBe(200);
  });

  it('serves nothing else of the releases folder: not the deployment file, its history, a staging folder or a path outside', async () => {
    await setStable(config, 'menu', '1.0.0');
    for (const url of [
      '/releases/deployment.json',
      '/releases/deployment.history.jsonl',
      '/releases/menu/.staging-2.0.0-1/remoteEntry.js',
      '/releases/menu/1.0.0/../../deployment.json',
      '/releases/menu/%2e%2e/1.0.0/remoteEntry.js',
      '/releases/menu/9.9.9/remoteEntry.js',
    ]) {
      expect([url, (await fetch(`${origin}${url}`)).status]).toEqual([url, 404]);
    }
  });
});

// The loader's canary choice and fall-back, its release plugin on a real federation runtime instance:
// only the remote entries are replaced, at the runtime's own loadEntry hook, by containers made here
// (the real runtime and two real builds are in canary.e2e.ts).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { session } from '@console/session';
import type { DeploymentManifest } from '@console/remote-contract';
import { signalChannel } from '../release-telemetry/signal-channel';
import { createRemoteLoader } from './remote-modules';

/** The module each container's './Domain' gives (a thrown error: its entry cannot be loaded). */
let containers: Record<string, () => unknown>;
/** The containers whose entry the runtime asked for, in order. */
let entriesLoaded: string[];
/** Each registration of a release with the runtime, in order. */
let registrations: Array<{ name: string; entry: string; type?: string }>;

/** The edge we do not own: a remote entry script, answered at the runtime's loadEntry hook. */
const remoteEntries: ModuleFederationRuntimePlugin = {
  name: 'test-remote-entries',
  registerRemote(args) {
    const { name, entry, type } = args.remote as { name: string; entry: string; type?: string };
    registrations.push({ name, entry, type });
    return args;
  },
  async loadEntry({ remoteInfo }) {
    entriesLoaded.push(remoteInfo.name);
    const module = containers[remoteInfo.name];
    if (!module) throw new Error(`no entry for ${remoteInfo.name}`);
    module(); // an entry that throws fails to load, as a script that does not arrive
    return { init: async () => undefined, get: async () => () => module() } as never;
  },
};

const lifecycles = (contractVersion?: string) => ({
  bootstrap: jest.fn(),
  mount: jest.fn(),
  unmount: jest.fn(),
  ...(contractVersion ? { contractVersion } : {}),
});

let server: Server;
let reports: Array<Record<string, unknown>>;
/** The Authorization header of each report, in order ('' without one). */
let reportAuthorizations: string[];

/** Release folders the local server answers a manifest for: version → the container its manifest names. */
let manifests: Record<string, string>;

/**
 * The releases as a page sees them, under a folder of that page: the runtime keeps loaded entries in a
 * page-wide global by URL, so each test's page has its own URLs, as a new deployment would.
 */
function manifestAt(origin: string, releases: string, share: number): DeploymentManifest {
  return {
    apiBaseUrl: origin,
    remotes: {
      menu: {
        manifestUrl: `${releases}/releases/menu/1/mf-manifest.json`,
        version: '1',
        stable: { manifestUrl: `${releases}/releases/menu/1/mf-manifest.json`, version: '1', container: 'menu__v1' },
        canary: { manifestUrl: `${releases}/releases/menu/2/mf-manifest.json`, version: '2', container: 'menu__v2', share },
      },
    },
  } as unknown as DeploymentManifest;
}

const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

let pages = 0;
let releasesBase = '';
/** A new page: its own federation instance, and the loader with its release plugin on it. */
async function freshLoader(share = 100) {
  const page = pages++;
  const federation = createInstance({ name: `host_page_${page}`, remotes: [], plugins: [remoteEntries] });
  releasesBase = `${origin()}/page-${page}`;
  const manifest = manifestAt(origin(), releasesBase, share);
  const loader = createRemoteLoader(federation, async () => manifest);
  return {
    loadExposedModule: loader.load,
    fallBackAfterMountFailure: loader.fallBackAfterMountFailure,
    loadedReleaseList: loader.loadedReleaseList,
  };
}

const reported = async (count: number) => {
  for (let i = 0; i < 50 && reports.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  return reports.map((report) => `${report.version}:${report.outcome}${report.stage ? `:${report.stage}` : ''}`);
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type, Authorization' };
      const release = /^\/page-\d+\/releases\/menu\/(\w+)\/mf-manifest\.json$/.exec(request.url ?? '')?.[1];
      if (release !== undefined) {
        const container = manifests[release];
        if (!container) return void response.writeHead(404, cors).end();
        const manifest = { metaData: { name: container, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } } };
        return void response.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(manifest));
      }
      if (request.url === '/remote-loads/report' && request.method === 'POST') {
        reports.push(JSON.parse(body));
        reportAuthorizations.push(request.headers.authorization ?? '');
      }
      response.writeHead(202, cors).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  reports = [];
  reportAuthorizations = [];
  manifests = { '1': 'menu__v1', '2': 'menu__v2' };
  containers = {};
  entriesLoaded = [];
  registrations = [];
});

describe('loading a remote that has a canary', () => {
  it('registers the canary under its own container, by the entry its manifest names, and loads it for someone in its share', async () => {
    const canary = lifecycles('1.0');
    containers = { menu__v2: () => canary, menu__v1: () => lifecycles('1.0') };
    const loader = await freshLoader(100);
    expect(registrations).toEqual([]);
    await expect(loader.loadExposedModule('menu/Domain')).resolves.toBe(canary);
    expect(registrations).toEqual([{ name: 'menu__v2', entry: `${releasesBase}/releases/menu/2/remoteEntry.js`, type: 'global' }]);
    expect(loader.loadedReleaseList()).toEqual([expect.objectContaining({ version: '2', canary: true })]);
    expect(await reported(1)).toEqual(['2:loaded']);
  });

  it('falls back to stable in the same load when the canary cannot be loaded, and reports both', async () => {
    const stable = lifecycles('1.0');
    containers = {
      menu__v2: () => {
        throw new Error('Loading script failed');
      },
      menu__v1: () => stable,
    };
    const loader = await freshLoader(100);
    await expect(loader.loadExposedModule('menu/Domain')).resolves.toBe(stable);
    expect(await reported(3)).toEqual(['2:failed:entry', '1:loaded', '2:fell-back']);
  });

  it.each([
    ['cannot be read', {}],
    ['names another container', { '2': 'menu' }],
  ])('falls back to stable when the canary manifest %s', async (_case, canaryManifest) => {
    manifests = { '1': 'menu__v1', ...canaryManifest };
    const stable = lifecycles('1.0');
    containers = { menu__v1: () => stable };
    const loader = await freshLoader(100);
    await expect(loader.loadExposedModule('menu/Domain')).resolves.toBe(stable);
    expect(entriesLoaded).toEqual(['menu__v1']);
    expect(await reported(3)).toEqual(['2:failed:manifest', '1:loaded', '2:fell-back']);
  });

  it('treats a canary built for another contract major as a failure', async () => {
    const stable = lifecycles('1.0');
    containers = { menu__v2: () => lifecycles('2.0'), menu__v1: () => stable };
    const loader = await freshLoader(100);
    await expect(loader.loadExposedModule('menu/Domain')).resolves.toBe(stable);
    expect((await reported(3))[0]).toBe('2:failed:contract');
  });

  it('gives up a canary whose mount threw, so loading again gives stable', async () => {
    const canary = lifecycles('1.0');
    const stable = lifecycles('1.0');
    containers = { menu__v2: () => canary, menu__v1: () => stable };
    const loader = await freshLoader(100);
    await expect(loader.loadExposedModule('menu/Domain')).resolves.toBe(canary);
    expect(loader.fallBackAfterMountFailure('menu/Domain', new Error('mount threw'))).toBe(true);
    await expect(loader.loadExposedModule('menu/Domain')).resolves.toBe(stable);
    expect(await reported(4)).toEqual(['2:loaded', '2:failed:mount', '2:fell-back', '1:loaded']);
    // Stable has nothing to fall back to: its own mount failure is shown.
    expect(loader.fallBackAfterMountFailure('menu/Domain', new Error('stable threw'))).toBe(false);
  });

  it('loads stable alone at 0 %, and shows the error only when stable fails too', async () => {
    containers = {
      menu__v1: () => {
        throw new Error('down');
      },
    };
    const loader = await freshLoader(0);
    await expect(loader.loadExposedModule('menu/Domain')).rejects.toThrow('down');
    expect(entriesLoaded).toEqual(['menu__v1']);
    // Retry registers stable again, replacing the failed entry the runtime keeps.
    const stable = lifecycles('1.0');
    containers = { menu__v1: () => stable };
    await expect(loader.loadExposedModule('menu/Domain')).resolves.toBe(stable);
    expect(registrations).toHaveLength(2);
    expect(registrations[1]).toEqual(expect.objectContaining({ name: 'menu__v1' }));
  });
});

describe('who a report comes from', () => {
  it("carries the browser's visitor key, and the session's token once signed in, so the API counts people", async () => {
    // Reports of the tests before, sent without waiting, may still arrive: let them, then start counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    reports = [];
    reportAuthorizations = [];
    containers = { menu__v1: () => lifecycles('1.0') };
    session.logout();
    await (await freshLoader(0)).loadExposedModule('menu/Domain');
    expect(await reported(1)).toEqual(['1:loaded']);

    // Signed in (kept in storage, so the next page's session, here a fresh loader's, has it).
    session.signIn('signed-in-token', { userId: 7, userType: 'Restaurant' } as Parameters<typeof session.signIn>[1]);
    await (await freshLoader(0)).loadExposedModule('menu/Domain');
    expect(await reported(2)).toEqual(['1:loaded', '1:loaded']);

    const visitor = /(?:^|; )console_visitor=([^;]+)/.exec(document.cookie)?.[1];
    expect(visitor).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(reports.map((report) => report.visitor)).toEqual([visitor, visitor]);
    expect(reportAuthorizations).toEqual(['', 'Bearer signed-in-token']);
    session.logout();
  });
});

describe("what the loader tells the page's release signals (issue 25)", () => {
  it('notes a release that failed to load, the one loaded, and a crash of either, stable included', async () => {
    delete (globalThis as Record<string, unknown>).__consoleReleaseSignals;
    const canary = lifecycles('1.0');
    containers = { menu__v2: () => canary, menu__v1: () => lifecycles('1.0') };
    const loader = await freshLoader(100);
    await loader.loadExposedModule('menu/Domain');
    loader.fallBackAfterMountFailure('menu/Domain', new Error('canary screen crashed'));
    await loader.loadExposedModule('menu/Domain');
    loader.fallBackAfterMountFailure('menu/Domain', new Error('stable screen crashed'));
    const noted = signalChannel().queue.map((signal) =>
      signal.kind === 'error' ? signal.kind : `${signal.release.version}:${signal.kind}${signal.release.canary ? ' (canary)' : ''}`,
    );
    expect(noted).toEqual(['2:loaded (canary)', '2:crashed (canary)', '1:loaded', '1:crashed']);
    expect(signalChannel().queue[0]).toMatchObject({
      release: { remote: 'menu', manifestUrl: `${releasesBase}/releases/menu/2/mf-manifest.json` },
    });
  });

  it('notes a canary whose entry cannot be loaded as failed', async () => {
    delete (globalThis as Record<string, unknown>).__consoleReleaseSignals;
    containers = {
      menu__v2: () => {
        throw new Error('Loading script failed');
      },
      menu__v1: () => lifecycles('1.0'),
    };
    const loader = await freshLoader(100);
    await loader.loadExposedModule('menu/Domain');
    expect(signalChannel().queue.map((signal) => 'release' in signal && `${signal.release.version}:${signal.kind}`)).toEqual([
      '2:failed',
      '1:loaded',
    ]);
  });
});

import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { deploymentManifest } from '../../../tools/deployment/deployment-manifest.mjs';
import { contentSecurityPolicy, DEPLOYMENT_UNREADABLE } from '../../../tools/deployment/response-headers.mjs';
import { serveStatic } from '../../../tools/serve/static-server.mjs';
import { apiUrl, remoteOrigin, shellUrl } from './support/browser';
import {
  expectApiHeaders,
  expectConsoleHeaders,
  expectHtmlRoutes,
  expectRefused,
  expectRemoteFiles,
  hashedFiles,
  IMMUTABLE,
  NO_CACHE,
  parsePolicy,
  shellScript,
  type ConsoleOrigins,
} from './support/console-headers';

// What the browser is sent by `npm start`'s servers (tools/serve, started by the global setup as `npm start`
// does): the same checks as the production recipe's (production/headers.e2e.ts).

const workspaceRoot = path.resolve(__dirname, '../../..');
const REMOTE_PORTS = [
  'AUTH_PORT',
  'ADMIN_REMOTE_PORT',
  'RESTAURANT_REMOTE_PORT',
  'MENU_REMOTE_PORT',
  'DEALS_REMOTE_PORT',
  'NOTIFICATIONS_REMOTE_PORT',
];
let origins: ConsoleOrigins;

/** Runs `check` against a server of the built shell started with `options`, on a free port. */
async function withShellServer(options: Partial<Parameters<typeof serveStatic>[0]>, check: (origin: string) => Promise<void>) {
  const server: Server = await serveStatic({ dir: path.join(workspaceRoot, 'dist/apps/shell'), port: 0, spa: true, ...options });
  try {
    await check(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

beforeAll(() => {
  origins = { remotes: REMOTE_PORTS.map(remoteOrigin).sort(), api: new URL(apiUrl()).origin };
});

describe("`npm start`'s servers", () => {
  it('send HTML, index.html and every client route as no-cache, with the policy, also on revalidation', async () => {
    await expectHtmlRoutes(shellUrl(), origins);
  });

  it('send hashed chunks as immutable; entries, manifests and /deployment.json as no-cache; on every origin', async () => {
    expectConsoleHeaders(await fetch(`${shellUrl()}/${await shellScript(shellUrl())}`), { cacheControl: IMMUTABLE, origins });
    const deployment = await fetch(`${shellUrl()}/deployment.json`);
    expectConsoleHeaders(deployment, { cacheControl: NO_CACHE, origins });
    expect((await deployment.json()).apiBaseUrl).toBe(apiUrl());
    for (const remote of origins.remotes) await expectRemoteFiles(remote, origins);
  });

  it('refuse source maps (they are built) and missing files, with no-cache', async () => {
    const shellMap = `${await shellScript(shellUrl())}.map`;
    expect(fs.existsSync(path.join(workspaceRoot, 'dist/apps/shell', shellMap))).toBe(true);
    const [menuChunk] = await hashedFiles(remoteOrigin('MENU_REMOTE_PORT'));
    await expectRefused(
      [`${shellUrl()}/${shellMap}`, `${remoteOrigin('MENU_REMOTE_PORT')}/${menuChunk}.map`, `${shellUrl()}/missing.0123abcd.js`],
      origins,
    );
  });

  it('read a path as the file lookup does, %XX decoded: an escaped source map is refused, an escaped chunk immutable', async () => {
    const script = await shellScript(shellUrl());
    const menu = remoteOrigin('MENU_REMOTE_PORT');
    const [menuChunk] = await hashedFiles(menu);
    await expectRefused([`${shellUrl()}/${script}.ma%70`, `${menu}/${menuChunk}%2Em%61p`], origins);
    const escapedChunk = await fetch(`${shellUrl()}/${script.replace(/s$/, '%73')}`);
    expect(escapedChunk.status).toBe(200);
    expectConsoleHeaders(escapedChunk, { cacheControl: IMMUTABLE, origins });
    const malformed = await fetch(`${shellUrl()}/dashboard/%E0%A4%A`);
    expect(malformed.status).toBe(400);
    expectConsoleHeaders(malformed, { cacheControl: NO_CACHE, origins });
  });

  it('serve source maps when SERVE_SOURCE_MAPS=1 asks for them', async () => {
    await withShellServer({ env: { SERVE_SOURCE_MAPS: '1' } }, async (origin) => {
      const response = await fetch(`${origin}/${await shellScript(origin)}.map`);
      expect(response.status).toBe(200);
      expect((await response.json()).version).toBe(3);
    });
  });

  it('answer a fixed sentence when the deployment cannot be read, the reason going to the log only', async () => {
    const reason = 'Unexpected token } in JSON at /srv/console/deployment/deployment.json';
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const deployment = () => {
        throw new Error(reason);
      };
      await withShellServer({ deployment }, async (origin) => {
        for (const pathname of ['/deployment.json', '/login']) {
          const response = await fetch(`${origin}${pathname}`);
          expect({ pathname, status: response.status, body: await response.text() }).toEqual({
            pathname,
            status: 500,
            body: DEPLOYMENT_UNREADABLE,
          });
        }
      });
      expect(logged).toHaveBeenCalledWith(expect.stringContaining(reason));
    } finally {
      logged.mockRestore();
    }
  });

  it("the API's answers carry the API's own headers", async () => {
    const response = await fetch(`${apiUrl()}/auth/me`);
    expect(response.status).toBe(401);
    expectApiHeaders(response);
  });
});

describe("the console's Content-Security-Policy, from the deployment manifest", () => {
  const styleSources = (env: NodeJS.ProcessEnv) => parsePolicy(contentSecurityPolicy(deploymentManifest(env))).get('style-src') ?? [];
  const isHash = (source: string) => source.startsWith("'sha256-");

  it('allows no inline style but an empty <style> (its hash) without a Google Maps key', () => {
    const sources = styleSources({ ...process.env, GOOGLE_MAPS_API_KEY: '' });
    expect(sources.filter(isHash)).toHaveLength(1);
    expect(sources).not.toContain("'unsafe-inline'");
  });

  it("allows the Maps API's inline styles with a key, with no hash beside 'unsafe-inline' (a browser would then ignore it)", () => {
    const sources = styleSources({ ...process.env, GOOGLE_MAPS_API_KEY: 'a-browser-key' });
    expect(sources).toEqual(expect.arrayContaining(["'unsafe-inline'", 'https://fonts.googleapis.com']));
    expect(sources.filter(isHash)).toEqual([]);
  });

  const connectSources = (env: NodeJS.ProcessEnv) => parsePolicy(contentSecurityPolicy(deploymentManifest(env))).get('connect-src') ?? [];

  it("lets the address inputs reach GEOCODER_URL's origin, and nothing more, when it is the provider", () => {
    const without = connectSources({ ...process.env, GOOGLE_MAPS_API_KEY: '', GEOCODER_URL: '' });
    const withGeocoder = connectSources({ ...process.env, GOOGLE_MAPS_API_KEY: '', GEOCODER_URL: 'https://photon.example.com/osm/' });
    expect(withGeocoder.sort()).toEqual([...without, 'https://photon.example.com'].sort());
    // A geocoder behind the console's own origin needs nothing more than 'self'.
    expect(connectSources({ ...process.env, GOOGLE_MAPS_API_KEY: '', GEOCODER_URL: '/geocoder' })).toEqual(without);
    // With a Google key, Google Places is the provider: the geocoder is not reached.
    expect(
      connectSources({ ...process.env, GOOGLE_MAPS_API_KEY: 'a-browser-key', GEOCODER_URL: 'https://photon.example.com' }),
    ).not.toContain('https://photon.example.com');
  });

  it("serves GEOCODER_URL as the manifest's geocoderUrl, and refuses by name one that is not a URL", () => {
    expect(deploymentManifest({ ...process.env, GEOCODER_URL: 'https://photon.example.com/' }).geocoderUrl).toBe(
      'https://photon.example.com',
    );
    expect(deploymentManifest({ ...process.env, GEOCODER_URL: '' })).not.toHaveProperty('geocoderUrl');
    expect(() => deploymentManifest({ ...process.env, GEOCODER_URL: 'photon.example.com' })).toThrow(
      /^GEOCODER_URL must be an http\(s\) URL/,
    );
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD } from '../support/browser';
import {
  expectApiHeaders,
  expectConsoleHeaders,
  hashedFiles,
  IMMUTABLE,
  NO_CACHE,
  shellScript,
  type ConsoleOrigins,
} from '../support/console-headers';
import { apiUrl, consoleUrl, remoteUrls } from './support/watched-browser';

// What the browser is sent through the production recipe (deploy/): Debian's nginx with the generated site.
// auth, admin and restaurant live under the console's origin (/remotes/<name>/), menu, deals and
// notifications on origins of their own, the API under /api.

const workspaceRoot = path.resolve(__dirname, '../../../..');
let origins: ConsoleOrigins;

beforeAll(() => {
  // The API is under the console's origin: 'self' covers it.
  origins = { remotes: Object.values(remoteUrls()).sort(), api: null };
});

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers: { 'accept-encoding': 'gzip', ...headers } });

describe('the console through nginx', () => {
  it('sends HTML, index.html and every client route as no-cache, with the policy', async () => {
    for (const pathname of [
      '/',
      '/index.html',
      '/login',
      '/reset-password?email=a%40b.c',
      '/dashboard/menu',
      '/dashboard/restaurant-location-owner/view-detail/1',
    ]) {
      const response = await get(`${consoleUrl()}${pathname}`);
      expect({ pathname, status: response.status, type: response.headers.get('content-type') }).toEqual({
        pathname,
        status: 200,
        type: 'text/html; charset=utf-8',
      });
      expect(await response.text()).toContain('<div id="root">');
      expectConsoleHeaders(response, { cacheControl: NO_CACHE, origins });
    }
  });

  it('revalidates the HTML with a 304 that carries the same headers', async () => {
    const first = await get(`${consoleUrl()}/dashboard/deals`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get(`${consoleUrl()}/dashboard/deals`, { 'if-none-match': etag as string });
    expect(again.status).toBe(304);
    expectConsoleHeaders(again, { cacheControl: NO_CACHE, origins });
  });

  it('sends hashed chunks as immutable and precompressed; entries, manifests and /deployment.json as no-cache', async () => {
    const script = await get(`${consoleUrl()}/${await shellScript(consoleUrl())}`);
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expectConsoleHeaders(script, { cacheControl: IMMUTABLE, origins });
    const deployment = await get(`${consoleUrl()}/deployment.json`);
    expectConsoleHeaders(deployment, { cacheControl: NO_CACHE, origins });
    // (deals: the canary test changes only the menu's entry)
    expect(await deployment.json()).toMatchObject({
      apiBaseUrl: apiUrl(),
      remotes: {
        deals: { manifestUrl: `${remoteUrls().deals}/mf-manifest.json` },
        admin: { manifestUrl: `${consoleUrl()}/remotes/admin/mf-manifest.json` },
      },
    });

    for (const remote of [`${consoleUrl()}/remotes/admin`, remoteUrls().menu]) {
      for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
        const response = await get(`${remote}/${file}`);
        expect({ url: response.url, status: response.status }).toEqual({ url: `${remote}/${file}`, status: 200 });
        expectConsoleHeaders(response, { cacheControl: NO_CACHE, origins });
      }
      const [chunk] = await hashedFiles(remote);
      const response = await get(`${remote}/${chunk}`);
      expect({ url: response.url, status: response.status }).toEqual({ url: `${remote}/${chunk}`, status: 200 });
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expectConsoleHeaders(response, { cacheControl: IMMUTABLE, origins });
    }
  });

  it('refuses source maps, missing files and what the releases folder holds besides releases', async () => {
    const [chunk] = await hashedFiles(remoteUrls().menu);
    expect(fs.existsSync(path.join(workspaceRoot, 'dist/apps/menu-remote', `${chunk}.map`))).toBe(true);
    const shellMap = `${await shellScript(consoleUrl())}.map`;
    expect(fs.existsSync(path.join(workspaceRoot, 'dist/apps/shell', shellMap))).toBe(true);
    for (const url of [
      `${remoteUrls().menu}/${chunk}.map`,
      `${consoleUrl()}/${shellMap}`,
      `${consoleUrl()}/remotes/admin/${(await hashedFiles(`${consoleUrl()}/remotes/admin`))[0]}.map`,
      `${consoleUrl()}/missing.0123abcd.js`,
      `${consoleUrl()}/releases/deployment.json`,
      `${consoleUrl()}/releases/menu/1.0.0/.hidden`,
    ]) {
      const response = await get(url);
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
      expectConsoleHeaders(response, { cacheControl: NO_CACHE, origins });
    }
  });

  it("passes the API through with its own headers, adding none of the console's", async () => {
    const refused = await get(`${apiUrl()}/auth/me`);
    expect(refused.status).toBe(401);
    expectApiHeaders(refused);
    const signedIn = await fetch(`${apiUrl()}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: consoleUrl() },
      body: JSON.stringify({ emailAddress: 'super@example.com', password: DEMO_PASSWORD, userType: 'Administrator' }),
    });
    expect(signedIn.status).toBe(200);
    expectApiHeaders(signedIn);
    // None of the console's headers is added on top of the API's own.
    expect(signedIn.headers.get('permissions-policy')).toBeNull();
    expect(signedIn.headers.get('cache-control')).not.toBe(IMMUTABLE);
  });
});

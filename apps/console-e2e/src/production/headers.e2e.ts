import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { DEMO_PASSWORD } from '@console/testing';
import {
  expectApiHeaders,
  expectConsoleHeaders,
  expectHtmlRoutes,
  expectRefused,
  expectRemoteFiles,
  hashedFiles,
  IMMUTABLE,
  NO_CACHE,
  shellScript,
  type ConsoleOrigins,
} from '../support/console-headers';
import { apiUrl, consoleUrl, remoteUrls } from './support/watched-browser';

// What the browser is sent through the production recipe (deploy/): Debian's nginx with the generated site.
// auth, admin and restaurant live under the console's origin (/remotes/<name>/), menu, deals and
// notifications on origins of their own, the API under /api. The same checks as `npm start`'s (response-headers.e2e.ts).

const workspaceRoot = path.resolve(__dirname, '../../../..');
let origins: ConsoleOrigins;

beforeAll(() => {
  // The API is under the console's origin: 'self' covers it.
  origins = { remotes: Object.values(remoteUrls()).sort(), api: null };
});

describe('the console through nginx', () => {
  it('sends HTML, index.html and every client route as no-cache, with the policy, also on revalidation', async () => {
    await expectHtmlRoutes(consoleUrl(), origins);
  });

  it('sends hashed chunks as immutable and precompressed; entries, manifests and /deployment.json as no-cache', async () => {
    const script = await fetch(`${consoleUrl()}/${await shellScript(consoleUrl())}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expectConsoleHeaders(script, { cacheControl: IMMUTABLE, origins });
    const deployment = await fetch(`${consoleUrl()}/deployment.json`);
    expectConsoleHeaders(deployment, { cacheControl: NO_CACHE, origins });
    // (deals and admin: the canary test changes only the menu's entry)
    expect(await deployment.json()).toMatchObject({
      apiBaseUrl: apiUrl(),
      remotes: {
        deals: { manifestUrl: `${remoteUrls().deals}/mf-manifest.json` },
        admin: { manifestUrl: `${consoleUrl()}/remotes/admin/mf-manifest.json` },
      },
    });
    for (const remote of [`${consoleUrl()}/remotes/admin`, remoteUrls().menu]) await expectRemoteFiles(remote, origins);
  });

  it('refuses source maps, missing files and what the releases folder holds besides releases', async () => {
    const [chunk] = await hashedFiles(remoteUrls().menu);
    expect(fs.existsSync(path.join(workspaceRoot, 'dist/apps/menu-remote', `${chunk}.map`))).toBe(true);
    const shellMap = `${await shellScript(consoleUrl())}.map`;
    expect(fs.existsSync(path.join(workspaceRoot, 'dist/apps/shell', shellMap))).toBe(true);
    await expectRefused(
      [
        `${remoteUrls().menu}/${chunk}.map`,
        `${remoteUrls().menu}/${chunk}.ma%70`,
        `${consoleUrl()}/${shellMap}`,
        `${consoleUrl()}/remotes/admin/${(await hashedFiles(`${consoleUrl()}/remotes/admin`))[0]}.map`,
        `${consoleUrl()}/missing.0123abcd.js`,
        `${consoleUrl()}/releases/deployment.json`,
        `${consoleUrl()}/releases/menu/1.0.0/.hidden`,
      ],
      origins,
    );
  });

  it("passes the API through with its own headers, adding none of the console's", async () => {
    const refused = await fetch(`${apiUrl()}/auth/me`);
    expect(refused.status).toBe(401);
    expectApiHeaders(refused);
    const signedIn = await fetch(`${apiUrl()}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: consoleUrl() },
      body: JSON.stringify({ emailAddress: 'super@example.com', password: DEMO_PASSWORD, userType: 'Administrator' }),
    });
    expect(signedIn.status).toBe(200);
    expectApiHeaders(signedIn);
    expect(signedIn.headers.get('permissions-policy')).toBeNull();
    expect(signedIn.headers.get('cache-control')).not.toBe(IMMUTABLE);
  });

  it('counts a client under its own address, whatever X-Forwarded-For it sends', async () => {
    const email = `forged-${Date.now()}@example.com`;
    const refused = await fetch(`${apiUrl()}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: consoleUrl(), 'x-forwarded-for': '203.0.113.77' },
      body: JSON.stringify({ emailAddress: email, password: 'not the password', userType: 'Administrator' }),
    });
    expect(refused.status).toBe(401);
    // The failed sign-in's security event names the address the sign-in limits count it under: this
    // test's own (nginx listens on 127.0.0.1), never the one the request wrote.
    const events = await logLinesNaming(email);
    expect(events.map((event) => event.ip)).toEqual(['127.0.0.1']);
  });

  it("gives nginx's own answers in the API's location (a body over its limit) the API's headers", async () => {
    const tooLarge = await answerHeadOf(`${apiUrl()}/auth/login`, 64 * 1024 * 1024);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers['x-content-type-options']).toBe('nosniff');
    expect(tooLarge.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

/** The API hosts' log lines that name `text`, once there are some (their processes write them as they come). */
async function logLinesNaming(text: string): Promise<Array<Record<string, unknown>>> {
  const logs = JSON.parse(process.env.PRODUCTION_API_LOGS as string) as string[];
  for (let waited = 0; ; waited += 100) {
    const lines = logs.flatMap((log) => fs.readFileSync(log, 'utf8').split('\n')).filter((line) => line.includes(text));
    if (lines.length || waited >= 5000) return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The status and headers of a POST announcing `contentLength` bytes, answered before any is sent. */
function answerHeadOf(url: string, contentLength: number): Promise<{ status?: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(contentLength) },
    });
    request.once('response', (response) => {
      resolve({ status: response.statusCode, headers: response.headers });
      request.destroy();
    });
    request.once('error', reject);
    request.flushHeaders();
  });
}

import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
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

  it('serve source maps when SERVE_SOURCE_MAPS=1 asks for them', async () => {
    const server: Server = await serveStatic({
      dir: path.join(workspaceRoot, 'dist/apps/shell'),
      port: 0,
      spa: true,
      env: { SERVE_SOURCE_MAPS: '1' },
    });
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const response = await fetch(`${origin}/${await shellScript(origin)}.map`);
      expect(response.status).toBe(200);
      expect((await response.json()).version).toBe(3);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("the API's answers carry the API's own headers", async () => {
    const response = await fetch(`${apiUrl()}/auth/me`);
    expect(response.status).toBe(401);
    expectApiHeaders(response);
  });
});

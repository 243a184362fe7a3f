// The one way test tooling starts the reference API as its own process: component tests (jest global
// setup), the e2e suite and the bench. API tests run it in-process instead (apps/api/src/testing/test-api.ts,
// port 0, no waiting needed).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

export { freePort };

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

/**
 * Resolves once the API answers: `/auth/me` without a token gives 401 only when the routes, the
 * database and the seed are ready. Fails at once if the process exits, or after `timeoutMs`.
 */
export async function waitUntilUp(url, { child, timeoutMs = 60_000 } = {}) {
  const started = Date.now();
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`The reference API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/auth/me`)).status === 401) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`The reference API did not start within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Starts apps/api/src/main.ts on `port` (a free one when absent) over `dataDir` (a fresh temporary
 * database, seeded with the demo data and removed by stop(), when absent), with API_DEMO_SEED and
 * API_DEV_ROUTES unless `env` says otherwise and waits until it answers.
 * `env` is the API's whole environment (process.env when absent); `url` is where callers reach it.
 * Uploaded images are kept in that database (IMAGE_STORAGE's default) and served from `url`/images/, unless
 * `env` names IMAGE_PUBLIC_URL; with IMAGE_STORAGE=filesystem, in a fresh temporary folder (removed by
 * stop()) unless `env` names IMAGE_DIR: the repo's .data/images belongs to the development database.
 * @param {{ port?: number, env?: NodeJS.ProcessEnv, dataDir?: string, url?: string, stdio?: import('node:child_process').StdioOptions, timeoutMs?: number }} [options]
 */
export async function startReferenceApi({ port, env = process.env, dataDir, url, stdio = 'inherit', timeoutMs } = {}) {
  const apiPort = port ?? (await freePort());
  const ownsDataDir = !dataDir;
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'console-api-db-'));
  const apiUrl = url ?? `http://127.0.0.1:${apiPort}`;
  const filesystem = env.IMAGE_STORAGE?.trim().toLowerCase() === 'filesystem';
  const ownsImageDir = filesystem && !env.IMAGE_DIR;
  const imageDir = ownsImageDir ? fs.mkdtempSync(path.join(os.tmpdir(), 'console-api-images-')) : env.IMAGE_DIR;
  // Its own process group, so stop() also ends the node process tsx starts for the API.
  const child = spawn(process.execPath, [tsxCli, 'apps/api/src/main.ts'], {
    cwd: workspaceRoot,
    env: {
      IMAGE_PUBLIC_URL: `${apiUrl}/images/`,
      // Test tooling asks for the demo platform and the outboxes it reads; a plain start gets neither.
      API_DEMO_SEED: '1',
      API_DEV_ROUTES: '1',
      // Tests sign in hundreds of times: the seed's scrypt cost, not production's (~0.5 s a sign-in).
      API_LIGHT_PASSWORD_HASHES: '1',
      // No balancer waits for it to fail readiness, also when a test starts it as production: stop() is at once.
      API_DRAIN_DELAY: '0',
      // The tests move rolling releases with the release tool's tick; a scheduled one beside it would judge
      // the same rollout mid-test (the API's own specs and the production e2e test the scheduled tick).
      RELEASE_TICK_EVERY: 'off',
      ...env,
      API_PORT: String(apiPort),
      API_DATA_DIR: dir,
      ...(imageDir ? { IMAGE_DIR: imageDir } : {}),
    },
    stdio: ['ignore', 'ignore', stdio],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));

  async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await exited;
    }
    if (ownsDataDir) fs.rmSync(dir, { recursive: true, force: true });
    if (ownsImageDir) fs.rmSync(imageDir, { recursive: true, force: true });
  }

  try {
    await waitUntilUp(apiUrl, { child, timeoutMs });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: apiUrl, port: apiPort, dataDir: dir, pid: child.pid, stop };
}

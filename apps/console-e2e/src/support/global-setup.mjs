import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveConsole } from '../../../../tools/serve/serve-console.mjs';
import { e2eEnv } from './environment.mjs';

async function waitForApi(url, timeoutMs = 60000) {
  const started = Date.now();
  for (;;) {
    try {
      const response = await fetch(`${url}/auth/me`);
      if (response.status === 401) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`The API did not start within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Starts the reference API on a fresh seeded database and serves the production build. */
export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-db-'));
  const api = spawn('npx', ['tsx', 'apps/api/src/main.ts'], {
    env: { ...e2eEnv, API_DATA_DIR: dataDir, NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  globalThis.__e2e = { api, dataDir, console: await serveConsole({ env: e2eEnv }) };
  await waitForApi(e2eEnv.API_URL);
  Object.assign(process.env, e2eEnv);
}

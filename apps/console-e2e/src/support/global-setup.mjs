import { createRequire } from 'node:module';
import { serveConsole } from '../../../../tools/serve/serve-console.mjs';
import { startReferenceApi } from '../../../../tools/testing/reference-api.mjs';
import { e2eEnv } from './environment.mjs';

// CommonJS, so that Jest's transform compiles the template's TypeScript it loads.
const { seededDataDir } = createRequire(import.meta.url)('../../../api/jest/reference-api-database.cjs');

/**
 * Starts the reference API on a fresh copy of the seeded template database (reference-api-database.cjs)
 * and serves the production build, side by side.
 */
export default async function globalSetup() {
  const database = await seededDataDir();
  const [api, console] = await Promise.allSettled([
    startReferenceApi({
      port: Number(e2eEnv.API_PORT),
      url: e2eEnv.API_URL,
      dataDir: database.dataDir,
      env: { ...e2eEnv, NODE_ENV: 'test' },
    }),
    serveConsole({ env: e2eEnv }),
  ]);
  if (api.status === 'rejected' || console.status === 'rejected') {
    // Leave nothing listening behind a failed start, or Jest would wait on it.
    await Promise.all([api.value?.stop(), console.value?.close()]);
    database.remove();
    throw api.reason ?? console.reason;
  }
  globalThis.__e2e = { api: api.value, console: console.value, database };
  Object.assign(process.env, e2eEnv);
}

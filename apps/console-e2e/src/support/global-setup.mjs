import { serveConsole } from '../../../../tools/serve/serve-console.mjs';
import { startReferenceApi } from '../../../../tools/testing/reference-api.mjs';
import { e2eEnv } from './environment.mjs';

/** Starts the reference API on a fresh seeded database and serves the production build, side by side. */
export default async function globalSetup() {
  const [api, console] = await Promise.allSettled([
    startReferenceApi({ port: Number(e2eEnv.API_PORT), url: e2eEnv.API_URL, env: { ...e2eEnv, NODE_ENV: 'test' } }),
    serveConsole({ env: e2eEnv }),
  ]);
  if (api.status === 'rejected' || console.status === 'rejected') {
    // Leave nothing listening behind a failed start, or Jest would wait on it.
    await Promise.all([api.value?.stop(), console.value?.close()]);
    throw api.reason ?? console.reason;
  }
  globalThis.__e2e = { api: api.value, console: console.value };
  Object.assign(process.env, e2eEnv);
}

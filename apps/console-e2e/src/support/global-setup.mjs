import { serveConsole } from '../../../../tools/serve/serve-console.mjs';
import { startReferenceApi } from '../../../../tools/testing/reference-api.mjs';
import { CHROMIUM_ENDPOINT_VARIABLE, startChromiumServer } from './chromium-server.mjs';
import { e2eEnv } from './environment.mjs';

/**
 * Starts the reference API on a fresh seeded database, serves the production build and starts the run's
 * one Chromium, side by side.
 */
export default async function globalSetup() {
  const [api, console, chromium] = await Promise.allSettled([
    startReferenceApi({ port: Number(e2eEnv.API_PORT), url: e2eEnv.API_URL, env: { ...e2eEnv, NODE_ENV: 'test' } }),
    serveConsole({ env: e2eEnv }),
    startChromiumServer(),
  ]);
  if (api.status === 'rejected' || console.status === 'rejected' || chromium.status === 'rejected') {
    // Leave nothing listening behind a failed start, or Jest would wait on it.
    await Promise.all([api.value?.stop(), console.value?.close(), chromium.value?.close()]);
    throw api.reason ?? console.reason ?? chromium.reason;
  }
  globalThis.__e2e = { api: api.value, console: console.value, chromium: chromium.value };
  Object.assign(process.env, e2eEnv, { [CHROMIUM_ENDPOINT_VARIABLE]: chromium.value.wsEndpoint() });
}

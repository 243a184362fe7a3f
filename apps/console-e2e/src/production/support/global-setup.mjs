import { RELEASES, startProductionStack } from './production-stack.mjs';

/** Starts the production recipe once for the suite; the tests read where it is from the environment. */
export default async function globalSetup() {
  const stack = await startProductionStack();
  globalThis.__production = stack;
  Object.assign(process.env, {
    PRODUCTION_CONSOLE_URL: stack.consoleUrl,
    PRODUCTION_API_URL: stack.apiUrl,
    PRODUCTION_REMOTE_URLS: JSON.stringify(stack.remoteUrls),
    PRODUCTION_RELEASES: JSON.stringify(RELEASES),
    // What the API logs (its security events name the client's address).
    PRODUCTION_API_LOG: stack.api.log,
    // The release commands of the canary test work on the stack's deployment file.
    ...stack.sandbox.env,
  });
}

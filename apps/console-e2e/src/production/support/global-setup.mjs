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
    // What the API hosts log (their security events name the client's address), each in a file of its own.
    PRODUCTION_API_LOGS: JSON.stringify(stack.hosts.map((host) => host.log)),
    // The hosts, for a test that stops and starts them (production-hosts.mjs), and the balancer in front.
    PRODUCTION_HOSTS: stack.hostsDescription,
    PRODUCTION_BALANCER_URL: stack.balancerUrl,
    PRODUCTION_BALANCER_SOCKET: stack.balancerSocket,
    // The release commands of the canary test work on the stack's deployment file.
    ...stack.sandbox.env,
  });
}

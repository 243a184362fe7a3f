import { createFoodCategory, getFoodCategories, WHOLE_LIST } from '@console/api-client';
import { fixtureClient, type TestOwner } from '@console/testing';
import { balancerHosts, waitUntilBalanced } from './support/haproxy-check.mjs';
import { hostsFromEnvironment } from './support/production-hosts.mjs';
import { apiUrl } from './support/watched-browser';

// deploy/README.md, "Upgrading": the hosts are restarted one at a time behind the balancer while people
// work. Each host is stopped as systemd stops it (SIGTERM), fails readiness, is taken out by the balancer's
// checks while it still serves, finishes what it has and exits; started again, it is put back once its
// checks pass. Steady traffic through nginx and the balancer meanwhile must not see one failed request,
// and no write may be done twice (a retried request a host had already processed).

const hosts = hostsFromEnvironment();
const socket = process.env.PRODUCTION_BALANCER_SOCKET as string;
/** Clients at once, each a write and a read in a loop: bounded, on loopback. */
const CLIENTS = 4;
const PAUSE_MS = 20;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const balancerName = (host: { name: string }) => host.name.replace(' ', '-');

async function balancerStatus(host: { name: string }) {
  const seen = (await balancerHosts(socket)).find((entry) => entry.name === balancerName(host));
  if (!seen) throw new Error(`The balancer has no ${balancerName(host)}`);
  return seen;
}

async function waitFor(condition: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  for (const started = Date.now(); !(await condition()); await pause(100)) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
  }
}

/** Half the clients through nginx (the console's /api), half straight to the balancer. */
function steadyTraffic(owner: TestOwner) {
  const throughNginx = fixtureClient(apiUrl());
  const toBalancer = fixtureClient(process.env.PRODUCTION_BALANCER_URL as string);
  const created: string[] = [];
  const failures: string[] = [];
  let requests = 0;
  let running = true;
  const describe = (error: unknown) => {
    const { response, code, message } = error as { response?: { status: number; data: unknown }; code?: string; message?: string };
    return response ? `${response.status} ${JSON.stringify(response.data)}` : `${code ?? ''} ${message ?? String(error)}`;
  };
  const client = async (index: number) => {
    const { as } = index % 2 ? toBalancer : throughNginx;
    for (let round = 0; running; round++) {
      const foodCategoryName = `Rolling ${index}-${round}`;
      try {
        await createFoodCategory({ foodCategoryName }, as(owner.token));
        created.push(foodCategoryName);
        await getFoodCategories(WHOLE_LIST, as(owner.token));
      } catch (error) {
        failures.push(`${foodCategoryName}: ${describe(error)}`);
      }
      requests += 2;
      await pause(PAUSE_MS);
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
  return {
    requests: () => requests,
    async stop() {
      running = false;
      await Promise.all(clients);
      return { created, failures, requests };
    },
  };
}

let owner: TestOwner;
let traffic: ReturnType<typeof steadyTraffic> | undefined;

beforeAll(async () => {
  await waitUntilBalanced(socket);
  owner = await fixtureClient(apiUrl()).createOwner('Rolling Restart Diner');
}, 30_000);
// A failed test leaves no traffic behind, and every host running for the files after it.
afterAll(async () => {
  await traffic?.stop();
  for (const host of hosts) if (!host.isRunning()) await host.start();
}, 90_000);

it('restarts both hosts one after the other under steady traffic: no request fails, and each host serves again', async () => {
  const load = (traffic = steadyTraffic(owner));
  await waitFor(async () => load.requests() > 20, 'traffic started');

  for (const host of hosts) {
    const stopping = host.stop();
    // It fails readiness first: the balancer takes it out while its process is still there (draining).
    await waitFor(async () => (await balancerStatus(host)).status.startsWith('DOWN'), `${host.name} taken out`);
    expect(host.isRunning()).toBe(true);
    await stopping;
    expect(host.isRunning()).toBe(false);

    await host.start();
    await waitUntilBalanced(socket);
    // Back in the rotation, it answers the traffic again.
    const answered = (await balancerStatus(host)).answered;
    await waitFor(async () => (await balancerStatus(host)).answered > answered + 5, `${host.name} serving again`);
  }

  const { created, failures, requests } = await load.stop();
  expect(failures).toEqual([]);
  expect(requests).toBeGreaterThan(100);
  // Every acknowledged write is there, once: none was lost, none was done twice.
  const { categories } = await getFoodCategories(WHOLE_LIST, fixtureClient(apiUrl()).as(owner.token));
  const names = categories.map((category) => category.categoryName).filter((name) => name.startsWith('Rolling '));
  expect(names.sort()).toEqual([...created].sort());
}, 120_000);

import pg from 'pg';
import { fixtureClient } from '@console/testing';
import { hostsFromEnvironment, productionHost } from './support/production-hosts.mjs';
import { apiUrl } from './support/watched-browser';

// deploy/README.md, "Scheduled work": every API host runs the scheduler, and the job queue in PostgreSQL
// (pg-boss) runs each job once a period across all of them: the rolling releases' tick, on the two hosts
// of the recipe (host 1 a two-process cluster, host 2 one process), is run once in each of its periods,
// and the Releases screen's list says so through nginx. Automation calls the tick with a service token.

/** The tick's period here: short, so that several periods pass in seconds. */
const TICK_SECONDS = 3;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Host = ReturnType<typeof productionHost>;
let hosts: Host[] = hostsFromEnvironment();
const original = hosts;
let restarted = false;
const database = new pg.Client({ connectionString: hosts[0].env.DATABASE_URL });

beforeAll(async () => {
  await database.connect();
  // The stack's hosts run the operator's default (a minute) unless it set a short period: restarted one
  // at a time with RELEASE_TICK_EVERY, as an operator changes a setting, and put back after.
  if (hosts.some((host: Host) => host.env.RELEASE_TICK_EVERY !== `${TICK_SECONDS}s`)) {
    const specs = JSON.parse(process.env.PRODUCTION_HOSTS as string) as Array<Parameters<typeof productionHost>[0]>;
    hosts = specs.map((spec) => productionHost({ ...spec, env: { ...spec.env, RELEASE_TICK_EVERY: `${TICK_SECONDS}s` } }));
    for (const [index, host] of hosts.entries()) {
      await original[index].stop();
      await host.start();
    }
    restarted = true;
  }
}, 120_000);

afterAll(async () => {
  if (restarted) {
    for (const [index, host] of hosts.entries()) {
      await host.stop();
      await original[index].start();
    }
  }
  await database.end();
}, 120_000);

describe('scheduled work on two hosts behind the balancer', () => {
  it('runs the release tick once in each period across both hosts and their processes', async () => {
    const since = new Date();
    await pause(TICK_SECONDS * 1000 * 4 + 1500);

    const { rows } = await database.query<{ slot: number; runner: string; failure: string | null }>(
      `SELECT floor(extract(epoch FROM started_at) / $2)::int AS slot, runner, failure
         FROM scheduled_work_runs WHERE job = 'release-tick' AND started_at >= $1 ORDER BY run_id`,
      [since, TICK_SECONDS],
    );
    const slots = rows.map((row) => row.slot);
    expect(slots.length).toBeGreaterThanOrEqual(4);
    expect(slots.length).toBeLessThanOrEqual(5);
    // Three processes asked for each slot's run (two on host 1, one on host 2): one ran it.
    expect(new Set(slots).size).toBe(slots.length);
    expect(rows.filter((row) => row.failure !== null)).toEqual([]);

    const superAdmin = await fixtureClient(apiUrl()).signInAs('superAdmin');
    const work = await fetch(`${apiUrl()}/scheduled-work`, { headers: { authorization: `Bearer ${superAdmin.token}` } });
    const body = (await work.json()) as { runner: string; jobs: Array<{ job: string; every: number; lastRun: { startedAt: string } }> };
    expect(body.runner).toBe('job-queue');
    const tick = body.jobs.find((job) => job.job === 'release-tick');
    expect(tick?.every).toBe(TICK_SECONDS);
    expect(Date.now() - Date.parse(tick?.lastRun.startedAt ?? '')).toBeLessThan(TICK_SECONDS * 2000 + 2000);
  }, 60_000);

  it('lets automation tick with a service token, which nothing else accepts', async () => {
    const superAdmin = await fixtureClient(apiUrl()).signInAs('superAdmin');
    const made = await fetch(`${apiUrl()}/service-tokens`, {
      method: 'POST',
      headers: { authorization: `Bearer ${superAdmin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Release pipeline ${Date.now()}`, permission: 'release:write' }),
    });
    expect(made.status).toBe(201);
    const { secret } = (await made.json()) as { secret: string };
    const asAutomation = { authorization: `Bearer ${secret}`, 'content-type': 'application/json' };

    // Through each host directly and through nginx and the balancer.
    for (const url of [...hosts.map((host: Host) => host.url), apiUrl()]) {
      const tick = await fetch(`${url}/release-state/tick`, { method: 'POST', headers: asAutomation, body: '{}' });
      expect({ url, status: tick.status }).toEqual({ url, status: 200 });
      const other = await fetch(`${url}/admin/administrator/get-administrators`, { headers: asAutomation });
      expect({ url, status: other.status }).toEqual({ url, status: 403 });
    }
  }, 60_000);
});

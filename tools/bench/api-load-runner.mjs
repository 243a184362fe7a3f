// One database's API load run, started by api-load.mjs (on PostgreSQL inside tools/postgres/with-postgres.sh,
// which gives DATABASE_URL; on PGlite without it):
//   npx tsx tools/bench/api-load-runner.mjs <result.json>
// Seeds the platform at bench scale with the seed CLI of the API tree under test (API_LOAD_API_ROOT, this
// repo when unset), starts that tree's apps/api/src/main.ts, signs in several sessions, sends a few
// notifications to every app user (so the page of sent notifications holds large ones), then puts each
// call of API_LOAD_CALLS under autocannon at each connection count, and the same load on a bare node:http
// server sending that call's answer (api-load-bare-server.mjs, unless API_LOAD_BARE=0), and writes the
// figures to <result.json>.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { freePort, waitUntilUp } from '../testing/reference-api.mjs';
import { signIn } from './api/calls.mjs';
import { API_LOAD_CALLS, rowsOf } from './api-load-calls.mjs';
import { readApiLoadSettings } from './api-load-settings.mjs';

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const bareServer = fileURLToPath(new URL('./api-load-bare-server.mjs', import.meta.url));
const settings = readApiLoadSettings(process.env);
const outFile = process.argv[2];
if (!outFile) throw new Error('usage: npx tsx tools/bench/api-load-runner.mjs <result.json>');
const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const apiRoot = settings.apiRoot;
const SEED = { restaurants: 10_000, appUsers: 20_000, ownerFoods: 5000, ownerFoodCategories: 60, ownerDeals: 500, foodReports: 20_000 };
/** Notifications sent to every app user before the load (the demo seed's 15 go to a few hundred at most). */
const NOTIFICATION_SENDS = 5;

function describeTree(root) {
  const git = (...args) => spawnSync('git', ['-C', root, ...args], { encoding: 'utf8' }).stdout.trim();
  return { root, commit: git('rev-parse', '--short', 'HEAD'), uncommittedChanges: git('status', '--porcelain', '--', 'apps/api') !== '' };
}

function seed(env) {
  const args = ['--restaurants', SEED.restaurants, '--app-users', SEED.appUsers, '--owner-foods', SEED.ownerFoods];
  args.push('--owner-food-categories', SEED.ownerFoodCategories, '--owner-deals', SEED.ownerDeals);
  // Open food reports at scale, when the tree's seed CLI can write them (app users file them; the console cannot).
  const help = spawnSync(process.execPath, [tsxCli, 'apps/api/src/seed/cli.ts', '--help'], { cwd: apiRoot, env, encoding: 'utf8' }).stdout;
  if (help.includes('--food-reports')) args.push('--food-reports', SEED.foodReports);
  else SEED.foodReports = 0;
  const started = performance.now();
  const result = spawnSync(process.execPath, [tsxCli, 'apps/api/src/seed/cli.ts', ...args.map(String)], {
    cwd: apiRoot,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`seed failed:\n${result.stdout}\n${result.stderr}`);
  return Math.round((performance.now() - started) / 1000);
}

/** Starts the tree's API in its own process group (stop() ends tsx's child and any workers too). */
async function startApi(env) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [tsxCli, 'apps/api/src/main.ts'], {
    cwd: apiRoot,
    env: { API_DEMO_SEED: '1', ...env, API_PORT: String(port), IMAGE_PUBLIC_URL: `${url}/images/` },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await exited;
  };
  try {
    await waitUntilUp(url, { child, timeoutMs: 120_000 });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, stop };
}

/** One request as the load sends it, read raw: status, encoding, bytes on the wire and decoded, rows. */
function probe(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const wire = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'] ?? 'identity';
          const decode = { gzip: zlib.gunzipSync, br: zlib.brotliDecompressSync, deflate: zlib.inflateSync }[encoding];
          const text = (decode ? decode(wire) : wire).toString('utf8');
          let rows = null;
          try {
            rows = rowsOf(JSON.parse(text));
          } catch {
            // not JSON: reported through the status
          }
          // What a bare server sends back for the same request (api-load-bare-server.mjs): this very answer.
          const bareAnswer = {
            status: response.statusCode,
            headers: Object.fromEntries(
              ['content-type', 'content-encoding', 'vary']
                .filter((name) => response.headers[name])
                .map((name) => [name, response.headers[name]]),
            ),
            bodyBase64: wire.toString('base64'),
          };
          resolve({
            status: response.statusCode,
            encoding,
            wireBytes: wire.length,
            bodyBytes: Buffer.byteLength(text),
            rows,
            text,
            bareAnswer,
          });
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)] : null);
const round = (value) => (value === null ? null : Number(value.toFixed(1)));

/** autocannon at `connections` for `seconds`, connection i signed in with tokens[i % tokens.length]. */
async function load(url, { connections, seconds, tokens, headers }) {
  let next = 0;
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    timeout: settings.timeoutSeconds,
    headers,
    setupClient: (client) => client.setHeaders({ ...headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` }),
  });
  const latencies = [];
  let bytes = 0;
  instance.on('response', (client, statusCode, resBytes, responseTime) => {
    latencies.push(responseTime);
    bytes += resBytes;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const ok = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => code.startsWith('2'))
    .reduce((sum, [, stats]) => sum + Number(stats.count), 0);
  return {
    connections,
    sessions: Math.min(connections, tokens.length),
    seconds: result.duration,
    responses: latencies.length,
    ok2xx: ok,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, Number(stats.count)])),
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p975Ms: round(percentile(latencies, 97.5)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies.at(-1) ?? null),
    requestsPerSecond: Number((ok / result.duration).toFixed(1)),
    bytesPerResponse: latencies.length ? Math.round(bytes / latencies.length) : null,
  };
}

/** Starts the bare server on one call's answer, in its own process; stop() ends it. */
async function startBare(answer, dir) {
  const answerFile = path.join(dir, 'bare-answer.json');
  fs.writeFileSync(answerFile, JSON.stringify(answer));
  const child = spawn(process.execPath, [bareServer, answerFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
    child.stdout.once('data', (chunk) => resolve(Number(/listening (\d+)/.exec(String(chunk))?.[1])));
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return { url: `http://127.0.0.1:${port}`, stop };
}

/** The bare server's figures under the load the API just had: same path, headers, connections and seconds. */
async function loadBare(bare, call, options) {
  if (settings.warmupSeconds > 0) await load(`${bare.url}${call.path}`, { ...options, seconds: settings.warmupSeconds });
  const run = await load(`${bare.url}${call.path}`, options);
  const { p50Ms, p975Ms, p99Ms, requestsPerSecond, non2xx, errors } = run;
  return { p50Ms, p975Ms, p99Ms, requestsPerSecond, non2xx, errors };
}

/**
 * Waits until a signed-in call answers quickly twice in a row: the requests a finished run left in flight
 * (the server keeps working on them after autocannon hangs up) must not fall into the next run.
 */
async function settle(url, token) {
  const deadline = Date.now() + 120_000;
  let quick = 0;
  while (quick < 2 && Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${url}/auth/me`, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.arrayBuffer());
    quick = performance.now() - started < 50 ? quick + 1 : 0;
    if (quick < 2) await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * How long to measure after a warm-up: API_LOAD_DURATION, longer for slow answers (a run only counts the
 * answers that come before it ends, so it should last several answers per connection), at most
 * API_LOAD_MAX_DURATION.
 */
function measuredSeconds(warmup) {
  const { durationSeconds, maxDurationSeconds } = settings;
  if (warmup.responses < warmup.connections) return Math.max(durationSeconds, maxDurationSeconds);
  return Math.max(durationSeconds, Math.min(maxDurationSeconds, Math.ceil((3 * warmup.p50Ms) / 1000)));
}

async function sendNotifications(url, token) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const users = await (await fetch(`${url}/admin/user/get-users?page=1&size=999999`, { headers })).json();
  const userIds = users.users.map((user) => user.userId);
  for (let i = 1; i <= NOTIFICATION_SENDS; i++) {
    const body = JSON.stringify({ title: `Load bench ${i}`, description: `Weekend offers for every app user, round ${i}.`, userIds });
    const response = await fetch(`${url}/admin/admin-notification/send-notification`, { method: 'POST', headers, body });
    if (!response.ok) throw new Error(`send-notification: ${response.status} ${(await response.text()).slice(0, 300)}`);
  }
  return userIds.length;
}

async function main() {
  const tree = describeTree(apiRoot);
  const tempDirs = [];
  const temp = (prefix) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    tempDirs.push(dir);
    return dir;
  };
  const env = { ...process.env, IMAGE_DIR: temp('console-load-images-') };
  if (database === 'pglite') Object.assign(env, { DATABASE_URL: '', API_DATA_DIR: temp('console-load-db-') });
  // Several processes need PostgreSQL (PGlite is opened by one process at a time).
  let processes = database === 'postgres' ? settings.processes : undefined;
  if (processes && !fs.readFileSync(path.join(apiRoot, 'apps/api/src/config.ts'), 'utf8').includes('API_PROCESSES')) {
    console.log(`[api-load ${database}] !! this API has no API_PROCESSES: API_LOAD_PROCESSES=${processes} ignored, one process`);
    processes = undefined;
  }
  if (processes) env.API_PROCESSES = processes;
  let api;
  try {
    console.log(`[api-load ${database}] seeding with ${tree.root}/apps/api (${tree.commit}): ${JSON.stringify(SEED)}...`);
    const seedSeconds = seed(env);
    api = await startApi(env);
    console.log(`[api-load ${database}] seeded in ${seedSeconds} s; API on ${api.url}${processes ? `, API_PROCESSES=${processes}` : ''}`);
    const tokens = { admin: [], owner: [] };
    for (let i = 0; i < settings.sessions; i++) {
      tokens.admin.push(await signIn(api.url, i % 2 ? 'superAdmin' : 'admin'));
      tokens.owner.push(await signIn(api.url, 'owner'));
    }
    const appUsers = await sendNotifications(api.url, tokens.admin[0]);
    const headers = settings.acceptEncoding ? { 'accept-encoding': settings.acceptEncoding } : {};
    const calls = [];
    for (const call of API_LOAD_CALLS.filter((candidate) => settings.calls.length === 0 || settings.calls.includes(candidate.id))) {
      const url = `${api.url}${call.path}`;
      const { text, bareAnswer, ...answer } = await probe(url, { ...headers, authorization: `Bearer ${tokens[call.role][0]}` });
      if (answer.status !== 200) throw new Error(`${call.path}: ${answer.status} before any load: ${text.slice(0, 300)}`);
      const bare = settings.bare ? await startBare(bareAnswer, temp('console-load-bare-')) : undefined;
      const runs = [];
      try {
        for (const connections of settings.connections) {
          const options = { connections, tokens: tokens[call.role], headers };
          process.stdout.write(`[api-load ${database}] ${call.name}, ${connections} connection(s)... `);
          let seconds = settings.durationSeconds;
          if (settings.warmupSeconds > 0) {
            seconds = measuredSeconds(await load(url, { ...options, seconds: settings.warmupSeconds }));
            await settle(api.url, tokens.admin[0]);
          }
          const run = await load(url, { ...options, seconds });
          await settle(api.url, tokens.admin[0]);
          if (bare) {
            run.bare = await loadBare(bare, call, { ...options, seconds });
            run.ofBare = Number((run.requestsPerSecond / run.bare.requestsPerSecond).toFixed(3));
          }
          console.log(
            `p97.5 ${run.p975Ms} ms, ${run.requestsPerSecond} req/s${run.non2xx || run.errors ? `, ${run.non2xx} non-2xx, ${run.errors} errors` : ''}${bare ? `; bare server p97.5 ${run.bare.p975Ms} ms, ${run.bare.requestsPerSecond} req/s (${(100 * run.ofBare).toFixed(1)} %)` : ''}`,
          );
          runs.push(run);
        }
      } finally {
        await bare?.stop();
      }
      calls.push({ ...call, probe: answer, runs });
    }
    const result = {
      database,
      api: { ...tree, processes: processes ?? null },
      takenAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))) },
      seed: { ...SEED, seconds: seedSeconds, notificationsSentToEveryAppUser: NOTIFICATION_SENDS, appUsers },
      settings: { ...settings, apiRoot: undefined },
      calls,
    };
    fs.writeFileSync(outFile, JSON.stringify(result, null, 2));
  } finally {
    await api?.stop();
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();

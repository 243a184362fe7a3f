// The production recipe, for real, on free ports of 127.0.0.1: Debian's nginx with the site deploy/nginx-config.mjs
// generates, the /deployment.json endpoint, and the compiled API (dist/apps/api) as a two-process cluster on
// Node.js 24 over the throwaway PostgreSQL of DATABASE_URL (tools/postgres/with-postgres.sh), seeded
// explicitly as production never seeds by itself. The layout mixes both kinds of remote origin: the API,
// auth, admin and restaurant under the console's origin (the default), menu, deals and notifications on
// origins of their own.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nginxSite } from '../../../../../deploy/nginx-site.mjs';
import { buildReleases, releaseSandbox } from '../../../../../tools/testing/canary-releases.mjs';
import { freePort } from '../../../../../tools/testing/free-port.mjs';
import { waitUntilUp, workspaceRoot } from '../../../../../tools/testing/reference-api.mjs';
import { checkedNginxSite, NGINX } from './nginx-check.mjs';

/** The menu releases the canary test switches between, built while the rest starts. */
export const RELEASES = { stable: '1.0.0', canary: '2.0.0' };

const OWN_ORIGIN_REMOTES = ['menu', 'deals', 'notifications'];

function checkPrerequisites() {
  if (!process.env.DATABASE_URL) {
    throw new Error(
      'The production e2e needs a PostgreSQL: run it as `npx nx run console-e2e:e2e-production` (tools/postgres/with-postgres.sh)',
    );
  }
  for (const file of ['dist/apps/api/main.js', 'dist/apps/api/seed.js', 'dist/apps/api/admin.js', 'dist/apps/shell/index.html']) {
    if (!fs.existsSync(path.join(workspaceRoot, file)))
      throw new Error(`${file} is missing: build first (npx nx run api:build, and the front ends)`);
  }
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx`);
}

/** A child process whose output goes to a log file, told apart in errors by `name`. */
function start(name, command, args, { env, log }) {
  const out = fs.openSync(log, 'a');
  const child = spawn(command, args, { cwd: workspaceRoot, env, stdio: ['ignore', out, out], detached: true });
  fs.closeSync(out);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    name,
    child,
    exited,
    log,
    /**
     * Sends `signal` to the process (as systemd's KillMode=mixed does) and answers how it exited; whatever
     * of its group is left after 15 s is killed.
     */
    async stop(signal = 'SIGTERM') {
      const signalGroup = (name) => {
        try {
          process.kill(-child.pid, name);
        } catch {
          // already gone
        }
      };
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(child.pid, signal);
        } catch {
          // already gone
        }
      }
      const late = setTimeout(() => signalGroup('SIGKILL'), 15_000);
      const exit = await exited;
      clearTimeout(late);
      signalGroup('SIGKILL'); // a worker its primary left behind
      return exit;
    },
  };
}

async function waitForAnswer(url, service, timeoutMs = 30_000) {
  const started = Date.now();
  for (;;) {
    if (service.child.exitCode !== null) {
      throw new Error(`${service.name} exited with ${service.child.exitCode}:\n${fs.readFileSync(service.log, 'utf8').slice(-2000)}`);
    }
    try {
      await fetch(url);
      return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${service.name} did not answer ${url} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function startProductionStack() {
  checkPrerequisites();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-production-'));
  const sandbox = releaseSandbox(workspaceRoot, 'console-production-releases-');
  const stack = { dir, sandbox, processes: [] };
  try {
    const node24 = execFileSync('bash', [path.join(workspaceRoot, 'deploy/node24.sh')], { encoding: 'utf8' }).trim();
    const [shellPort, apiPort, endpointPort, ...remotePorts] = await Promise.all(
      Array.from({ length: 3 + OWN_ORIGIN_REMOTES.length }, () => freePort()),
    );
    const consoleUrl = `http://localhost:${shellPort}`;
    const remoteUrls = Object.fromEntries(OWN_ORIGIN_REMOTES.map((name, index) => [name, `http://localhost:${remotePorts[index]}`]));
    const apiUrl = `${consoleUrl}/api`;

    // What deploy/console.env would hold.
    const consoleEnv = {
      PATH: process.env.PATH,
      CONSOLE_URL: consoleUrl,
      ...Object.fromEntries(Object.entries(remoteUrls).map(([name, url]) => [`REMOTE_${name.toUpperCase()}_URL`, url])),
      API_URL: apiUrl,
      API_UPSTREAMS: `127.0.0.1:${apiPort}`,
      DEPLOYMENT_ENDPOINT: `127.0.0.1:${endpointPort}`,
      IMAGE_PUBLIC_URL: `${apiUrl}/images/`,
      NGINX_LISTEN_ADDRESS: '127.0.0.1',
      ...sandbox.env,
    };
    // What the API's systemd unit would hold (deploy/console-api.service).
    const apiEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: process.env.DATABASE_URL,
      API_TOKEN_SECRET: crypto.randomBytes(32).toString('base64url'),
      CONSOLE_ORIGINS: consoleUrl,
      API_MAIL_DISABLED: '1',
      API_PROCESSES: '2',
      API_TRUST_PROXY: 'loopback',
      API_HOST: '127.0.0.1',
      API_PORT: String(apiPort),
      IMAGE_DIR: path.join(dir, 'images'),
      IMAGE_PUBLIC_URL: `${apiUrl}/images/`,
      LOG_LEVEL: 'warn',
    };

    // The release builds take the longest: they run while the rest starts.
    const releases = buildReleases(workspaceRoot, sandbox, 'menu', [RELEASES.stable, RELEASES.canary]);
    releases.catch(() => undefined);

    // The deploy step (deploy/README.md, "Upgrading"): a production API refuses a database behind its build.
    const migrate = start('admin migrate', node24, ['dist/apps/api/admin.js', 'migrate'], {
      env: apiEnv,
      log: path.join(dir, 'migrate.log'),
    });
    const migrated = await migrate.exited;
    if (migrated.code !== 0)
      throw new Error(`admin migrate failed (${migrated.code}):\n${fs.readFileSync(migrate.log, 'utf8').slice(-2000)}`);

    // Production never seeds by itself: the demo platform is asked for, before the API starts.
    const seed = start('the seed', node24, ['dist/apps/api/seed.js'], { env: apiEnv, log: path.join(dir, 'seed.log') });
    const seeded = await seed.exited;
    if (seeded.code !== 0) throw new Error(`The seed failed (${seeded.code}):\n${fs.readFileSync(seed.log, 'utf8').slice(-2000)}`);

    const api = start('the API', node24, ['dist/apps/api/main.js'], { env: apiEnv, log: path.join(dir, 'api.log') });
    stack.processes.push(api);
    const endpoint = start('the deployment endpoint', node24, ['deploy/deployment-endpoint.mjs'], {
      env: consoleEnv,
      log: path.join(dir, 'endpoint.log'),
    });
    stack.processes.push(endpoint);

    const nginxArgs = checkedNginxSite(dir, nginxSite(consoleEnv));
    const nginx = start('nginx', NGINX, nginxArgs, { env: { PATH: process.env.PATH }, log: path.join(dir, 'nginx.out') });
    stack.processes.push(nginx);

    await Promise.all([
      waitUntilUp(`http://127.0.0.1:${apiPort}`, { child: api.child, timeoutMs: 60_000 }).catch((error) => {
        throw new Error(`${error.message}:\n${fs.readFileSync(api.log, 'utf8').slice(-2000)}`);
      }),
      waitForAnswer(`http://127.0.0.1:${endpointPort}/deployment.json`, endpoint),
      waitForAnswer(`${consoleUrl}/`, nginx),
    ]);
    await releases;
    return Object.assign(stack, { node24, consoleUrl, apiUrl, remoteUrls, consoleEnv, api, nginx });
  } catch (error) {
    await stopProductionStack(stack);
    throw error;
  }
}

/** Stops what started (nginx first, so nothing new reaches the API) and removes the temporary folders. */
export async function stopProductionStack(stack) {
  for (const service of [...(stack?.processes ?? [])].reverse()) {
    // nginx: a graceful stop; the API: SIGTERM to its primary, as deploy/console-api.service stops it.
    const exit = await service.stop(service.name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
    if (exit.code !== 0) {
      console.warn(
        `${service.name} did not stop cleanly (${exit.signal ?? `exit ${exit.code}`}):\n${fs.readFileSync(service.log, 'utf8').slice(-1500)}`,
      );
    }
  }
  stack?.sandbox?.cleanup();
  if (stack?.dir) fs.rmSync(stack.dir, { recursive: true, force: true });
}

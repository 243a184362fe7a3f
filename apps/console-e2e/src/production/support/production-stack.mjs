// The production recipe, for real, on free ports of 127.0.0.1: Debian's nginx with the site deploy/nginx-config.mjs
// generates, Debian's HAProxy with the balancer deploy/haproxy-config.mjs
// generates, and behind it two API hosts (production-hosts.mjs): the compiled API (dist/apps/api) on
// Node.js 24, host 1 a two-process cluster, host 2 one process, both over the throwaway PostgreSQL of
// DATABASE_URL (tools/postgres/with-postgres.sh), migrated and seeded before they start as the deploy steps
// do. The layout mixes both kinds of remote origin: the API, auth, admin and restaurant under the console's
// origin (the default), menu, deals and notifications on origins of their own.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { haproxySite } from '../../../../../deploy/haproxy-site.mjs';
import { nginxSite } from '../../../../../deploy/nginx-site.mjs';
import { buildReleases, releaseSandbox } from '../../../../../tools/testing/canary-releases.mjs';
import { freePort } from '../../../../../tools/testing/free-port.mjs';
import { workspaceRoot } from '../../../../../tools/testing/reference-api.mjs';
import { checkedHaproxySite, HAPROXY, waitUntilBalanced } from './haproxy-check.mjs';
import { checkedNginxSite, NGINX } from './nginx-check.mjs';
import { describeHosts, productionHost } from './production-hosts.mjs';
import { recipeEnv } from './recipe-env.mjs';

/** The menu releases the canary test switches between, built while the rest starts. */
export const RELEASES = { stable: '1.0.0', canary: '2.0.0' };

const OWN_ORIGIN_REMOTES = ['menu', 'deals', 'notifications'];

/** The API hosts behind the balancer: a cluster as the recipe runs one (API_PROCESSES=2), and a single process. */
const HOSTS = [
  { name: 'host 1', processes: 2 },
  { name: 'host 2', processes: 1 },
];

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
  if (!fs.existsSync(HAPROXY)) throw new Error(`${HAPROXY} is missing: apt-get install -y haproxy`);
}

/** A child process whose output goes to a log file, told apart in errors by `name`. */
function start(name, command, args, { env, log, cwd = workspaceRoot }) {
  const out = fs.openSync(log, 'a');
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', out, out], detached: true });
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

/** A command that runs to its end (a deploy step), refused with its output when it fails. */
async function run(name, command, args, options) {
  const step = start(name, command, args, options);
  const { code } = await step.exited;
  if (code !== 0) throw new Error(`${name} failed (${code}):\n${fs.readFileSync(step.log, 'utf8').slice(-2000)}`);
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
  const stack = { dir, sandbox, processes: [], hosts: [] };
  // A run that dies without its teardown (a test file that throws outside a test ends the process) leaves
  // nothing listening: what is still running is killed as the process exits.
  stack.killLeft = () => {
    for (const { child } of stack.processes) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    for (const host of stack.hosts) host.killNow();
  };
  process.once('exit', stack.killLeft);
  try {
    const node24 = execFileSync('bash', [path.join(workspaceRoot, 'deploy/node24.sh')], { encoding: 'utf8' }).trim();
    const [shellPort, balancerPort, ...ports] = await Promise.all(
      Array.from({ length: 2 + HOSTS.length + OWN_ORIGIN_REMOTES.length }, () => freePort()),
    );
    const hostPorts = ports.slice(0, HOSTS.length);
    const remotePorts = ports.slice(HOSTS.length);
    const consoleUrl = `http://localhost:${shellPort}`;
    const remoteUrls = Object.fromEntries(OWN_ORIGIN_REMOTES.map((name, index) => [name, `http://localhost:${remotePorts[index]}`]));
    const apiUrl = `${consoleUrl}/api`;
    const balancerUrl = `http://127.0.0.1:${balancerPort}`;

    // /etc/console/console.env and api.env as an operator makes them (deploy/README.md, "Database and settings"):
    // the shipped examples, edited where the steps say, read the way the units and the commands read them.
    // nginx proxies the API to the balancer, the balancer to the hosts; plain http on loopback, no TLS files.
    const consoleEnv = {
      PATH: process.env.PATH,
      ...recipeEnv('console.env.example', dir, {
        CONSOLE_URL: consoleUrl,
        ...Object.fromEntries(Object.entries(remoteUrls).map(([name, url]) => [`REMOTE_${name.toUpperCase()}_URL`, url])),
        API_URL: apiUrl,
        API_UPSTREAMS: hostPorts.map((port) => `127.0.0.1:${port}`).join(','),
        API_BALANCER: `127.0.0.1:${balancerPort}`,
        IMAGE_PUBLIC_URL: `${apiUrl}/images/`,
        CONSOLE_DIST_DIR: path.join(workspaceRoot, 'dist/apps'),
        TLS_CERTIFICATE: undefined,
        TLS_CERTIFICATE_KEY: undefined,
        NGINX_LISTEN_ADDRESS: '127.0.0.1',
        ...sandbox.env,
      }),
    };
    // Every host's api.env: one database, one token secret; no mail server here (the example's own line).
    const apiEnv = {
      PATH: process.env.PATH,
      ...recipeEnv('api.env.example', dir, {
        DATABASE_URL: process.env.DATABASE_URL,
        API_TOKEN_SECRET: crypto.randomBytes(48).toString('base64'),
        CONSOLE_ORIGINS: consoleUrl,
        IMAGE_PUBLIC_URL: `${apiUrl}/images/`,
        SMTP_URL: undefined,
        API_MAIL_DISABLED: '1',
        LOG_LEVEL: 'warn',
      }),
    };

    // The release builds take the longest: they run while the rest starts.
    const releases = buildReleases(workspaceRoot, sandbox, 'menu', [RELEASES.stable, RELEASES.canary]);
    releases.catch(() => undefined);

    // The deploy steps before any host starts (deploy/README.md, "Upgrading"): a production API refuses a
    // database behind its build, and never seeds by itself (the demo platform is asked for).
    const steps = { env: apiEnv, cwd: dir };
    await run('admin migrate', node24, [path.join(workspaceRoot, 'dist/apps/api/admin.js'), 'migrate'], {
      ...steps,
      log: path.join(dir, 'migrate.log'),
    });
    await run('the seed', node24, [path.join(workspaceRoot, 'dist/apps/api/seed.js')], { ...steps, log: path.join(dir, 'seed.log') });

    stack.hosts = HOSTS.map(({ name, processes }, index) =>
      productionHost({
        name,
        url: `http://127.0.0.1:${hostPorts[index]}`,
        dir: path.join(dir, name.replace(' ', '-')),
        // As deploy/console-api.service reads them: console.env, then api.env.
        env: { ...consoleEnv, ...apiEnv, API_PROCESSES: String(processes), API_PORT: String(hostPorts[index]) },
        node24,
        main: path.join(workspaceRoot, 'dist/apps/api/main.js'),
      }),
    );
    const hostsUp = Promise.all(stack.hosts.map((host) => host.start()));
    hostsUp.catch(() => undefined);

    const balancerArgs = checkedHaproxySite(dir, haproxySite(consoleEnv));
    const balancer = start('the balancer', HAPROXY, balancerArgs, { env: { PATH: process.env.PATH }, log: path.join(dir, 'haproxy.log') });
    stack.processes.push(balancer);
    const nginxArgs = checkedNginxSite(dir, nginxSite(consoleEnv));
    const nginx = start('nginx', NGINX, nginxArgs, { env: { PATH: process.env.PATH }, log: path.join(dir, 'nginx.out') });
    stack.processes.push(nginx);

    const balancerSocket = path.join(dir, 'haproxy.sock');
    await Promise.all([hostsUp.then(() => waitUntilBalanced(balancerSocket)), waitForAnswer(`${consoleUrl}/`, nginx)]);
    await releases;
    const hosts = describeHosts(stack.hosts, { node24, main: path.join(workspaceRoot, 'dist/apps/api/main.js') });
    return Object.assign(stack, {
      node24,
      consoleUrl,
      apiUrl,
      balancerUrl,
      balancerSocket,
      remoteUrls,
      consoleEnv,
      hostsDescription: hosts,
      nginx,
    });
  } catch (error) {
    await stopProductionStack(stack);
    throw error;
  }
}

/**
 * Stops what started (nginx first, so nothing new reaches the API, then the balancer, then the hosts
 * together) and removes the temporary folders.
 */
export async function stopProductionStack(stack) {
  const warn = (name, exit, log) =>
    exit &&
    exit.code !== 0 &&
    console.warn(`${name} did not stop cleanly (${exit.signal ?? `exit ${exit.code}`}):\n${fs.readFileSync(log, 'utf8').slice(-1500)}`);
  for (const service of [...(stack?.processes ?? [])].reverse()) {
    // nginx: a graceful stop; the balancer: SIGUSR1, its graceful stop.
    const signal = { nginx: 'SIGQUIT', 'the balancer': 'SIGUSR1' }[service.name] ?? 'SIGTERM';
    warn(service.name, await service.stop(signal), service.log);
  }
  // SIGTERM to each host's primary, as deploy/console-api.service stops it: drained, then closed.
  await Promise.all(
    (stack?.hosts ?? []).map((host) =>
      host.stop().then(
        (exit) => warn(host.name, exit, host.log),
        (error) => console.warn(error.message),
      ),
    ),
  );
  if (stack?.killLeft) process.off('exit', stack.killLeft);
  stack?.sandbox?.cleanup();
  if (stack?.dir) fs.rmSync(stack.dir, { recursive: true, force: true });
}

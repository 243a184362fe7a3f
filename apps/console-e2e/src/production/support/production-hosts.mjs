// The API hosts of the production stack: each the compiled API (dist/apps/api/main.js) on Node.js 24 in a
// working directory of its own, on a port of its own. A host is its folder (its pid file, its log), so a
// test file can stop and start the hosts the global setup started (hostsFromEnvironment). No import.meta
// here: Jest test files import it through SWC.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Starting means opening the pool and compiling the contract on a busy machine; a stop, the drain and closing. */
const START_TIMEOUT_MS = 60_000;
const KILL_AFTER_MS = 30_000;

const running = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** How the hosts this module started exited, by pid: known only to the process that started them. */
const exits = new Map();

/**
 * @param {{ name: string, url: string, dir: string, env: Record<string, string>, node24: string, main: string }} host
 *   `env` is what the host's systemd unit would hold (deploy/console-api.service), `main` dist/apps/api/main.js.
 */
export function productionHost({ name, url, dir, env, node24, main }) {
  fs.mkdirSync(dir, { recursive: true });
  const pidFile = path.join(dir, 'api.pid');
  const log = path.join(dir, 'api.log');
  const pid = () => (fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8')) : undefined);
  const tail = () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-2000) : '');

  return {
    name,
    url,
    dir,
    env,
    log,
    /** At once, its whole group, as the process exits (no await there): for a run that ends without its teardown. */
    killNow() {
      const primary = pid();
      if (!primary) return;
      try {
        process.kill(-primary, 'SIGKILL');
      } catch {
        // already gone
      }
    },
    /** Whether its primary process is there (also while it drains). */
    isRunning: () => Boolean(pid() && running(pid())),
    /** Starts the host and waits until it answers (as the API does once its routes and database are ready). */
    async start() {
      if (pid() && running(pid())) throw new Error(`${name} is running already`);
      const out = fs.openSync(log, 'a');
      const child = spawn(node24, [main], { cwd: dir, env, stdio: ['ignore', out, out], detached: true });
      fs.closeSync(out);
      fs.writeFileSync(pidFile, String(child.pid));
      exits.set(child.pid, new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))));
      // Reaped by this process; whoever stops it sees it gone.
      child.unref();
      for (const started = Date.now(); ; await pause(200)) {
        if (!running(child.pid) || child.exitCode !== null) throw new Error(`${name} exited while starting:\n${tail()}`);
        try {
          if ((await fetch(`${url}/auth/me`)).status === 401) return;
        } catch {
          // not listening yet
        }
        if (Date.now() - started > START_TIMEOUT_MS)
          throw new Error(`${name} did not answer within ${START_TIMEOUT_MS / 1000} s:\n${tail()}`);
      }
    },
    /**
     * SIGTERM to its primary, as systemd's KillMode=mixed stops it (deploy/console-api.service), and waits
     * until it has exited: drained, its requests finished. Whatever of its group is left after 30 s is killed.
     * Answers how it exited when this process started it ({ code, signal }), else undefined.
     */
    async stop() {
      const primary = pid();
      if (!primary || !running(primary)) return exits.get(primary);
      process.kill(primary, 'SIGTERM');
      const started = Date.now();
      while (running(primary) && Date.now() - started < KILL_AFTER_MS) await pause(100);
      const late = running(primary);
      try {
        process.kill(-primary, 'SIGKILL'); // a worker its primary left behind
      } catch {
        // the group is gone
      }
      fs.rmSync(pidFile, { force: true });
      if (late) throw new Error(`${name} was still running ${KILL_AFTER_MS / 1000} s after SIGTERM:\n${tail()}`);
      return exits.get(primary);
    },
  };
}

/** What a test file needs to rebuild the hosts (PRODUCTION_HOSTS). */
export const describeHosts = (hosts, { node24, main }) =>
  JSON.stringify(hosts.map(({ name, url, dir, env }) => ({ name, url, dir, env, node24, main })));

/** The stack's hosts, in a test file, from what the global setup wrote (PRODUCTION_HOSTS). */
export function hostsFromEnvironment(env = process.env) {
  if (!env.PRODUCTION_HOSTS) throw new Error('PRODUCTION_HOSTS is unset: run the file with the production jest config');
  return JSON.parse(env.PRODUCTION_HOSTS).map(productionHost);
}

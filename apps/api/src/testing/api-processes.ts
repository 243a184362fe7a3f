import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { REPO_ROOT } from '../config';
import { openPostgresDatabase } from '../db/postgres-database';
// The one free-port probe of the test tooling (typed by free-port.d.mts); it is no Nx project to import.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { freePort } from '../../../../tools/testing/free-port.mjs';
import { databaseUrlFor } from './template-database';
import { sharedTestContract } from './test-contract';
import { TEST_TOKEN_SECRET, contractCaller, type CallOptions, type CallResult, type Json } from './test-api';

/** For specs that need a port nothing listens on. */
export { freePort };

/*
 * The API as real, separate processes (apps/api/src/main.ts through tsx) sharing one PostgreSQL database,
 * for the tests of what must not depend on which process answers. Needs the DATABASE_URL server that
 * `nx run api:test-postgres` provides; PGlite is one process.
 */

/** Why the multi-process tests are skipped on a PGlite-only run; undefined when they can run. */
export const MULTI_PROCESS_SKIP_REASON = process.env.DATABASE_URL
  ? undefined
  : 'skipped: several API processes need PostgreSQL (DATABASE_URL), run them with `npx nx run api:test-postgres`';

/** A describe that runs on PostgreSQL only; on PGlite it is skipped, its title saying why. */
export function describeWithPostgres(name: string, body: () => void): void {
  if (MULTI_PROCESS_SKIP_REASON) describe.skip(`${name} (${MULTI_PROCESS_SKIP_REASON})`, body);
  else describe(name, body);
}

/** Starting means compiling main.ts and its imports on a busy machine: give it time. */
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the DATABASE_URL server: the API processes migrate and seed it as a first start. */
export async function createEmptyDatabase(prefix = 'api_processes'): Promise<ThrowawayDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('createEmptyDatabase needs DATABASE_URL');
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = openPostgresDatabase(serverUrl, { max: 1 });
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  return {
    url: databaseUrlFor(serverUrl, name),
    async drop() {
      const cleanup = openPostgresDatabase(serverUrl, { max: 1 });
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.close();
      }
    },
  };
}

export interface ApiProcess {
  baseUrl: string;
  /** The process started (in cluster mode, the primary). */
  pid: number;
  /** Its pino log lines so far (stdout), parsed. */
  logLines(): Array<Record<string, unknown>>;
  /** A real HTTP call; the response is checked against the contract before it is returned. */
  call<T = Json>(method: string, path: string, options?: CallOptions): Promise<CallResult<T>>;
  /** Signs in with the demo password and returns the token. */
  login(emailAddress: string, userType: 'Administrator' | 'Restaurant'): Promise<string>;
  /**
   * SIGTERM, then waits for the exit; resolves with the exit code (SIGKILL and null after 15 s). With
   * `wholeGroup`, every process of the API gets the signal at once, as systemd's default stop does.
   */
  stop(options?: { wholeGroup?: boolean }): Promise<number | null>;
}

/**
 * Starts apps/api/src/main.ts on a free port over `databaseUrl`, with the tests' token secret and inline
 * images (unless `env` names IMAGE_STORAGE), and waits until it answers (the first start migrates and seeds). `env` adds or overrides
 * variables (API_PROCESSES, LOG_LEVEL…).
 */
export async function startApiProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  const { validator } = sharedTestContract();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // A first start the tests sign in to: the demo platform, asked for (a plain start seeds nothing).
      API_DEMO_SEED: '1',
      API_DEV_ROUTES: '1',
      API_LIGHT_PASSWORD_HASHES: '1',
      // Data URLs unless a test names a store (IMAGE_STORAGE and its settings).
      IMAGE_STORAGE: 'inline',
      // No balancer waits for these to fail readiness: a stop is at once (health/drain.spec.ts sets one).
      API_DRAIN_DELAY: '0',
      ...env,
      DATABASE_URL: databaseUrl,
      API_TOKEN_SECRET: TEST_TOKEN_SECRET,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, which stop({ wholeGroup: true }) signals.
    detached: true,
  });
  const output = collectOutput(child);
  // 'close', not 'exit': a process's last lines may still be in the pipe when it has exited.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));

  const { call, login } = contractCaller(baseUrl, validator);

  async function stop({ wholeGroup = false } = {}): Promise<number | null> {
    if (child.exitCode !== null || child.signalCode !== null) return exited;
    if (wholeGroup) process.kill(-(child.pid as number), 'SIGTERM');
    else child.kill('SIGTERM');
    const timer = setTimeout(() => process.kill(-(child.pid as number), 'SIGKILL'), STOP_TIMEOUT_MS);
    const code = await exited;
    clearTimeout(timer);
    return code;
  }

  try {
    await waitUntilAnswering(baseUrl, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    pid: child.pid as number,
    logLines: () => parseLogLines(output.stdout),
    call,
    login,
    stop,
  };
}

/** Runs main.ts with exactly `env` (plus PATH) until it exits by itself: for start-ups that must fail. */
export async function runApiProcessToExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const { code, stderr } = await runApiCommand('apps/api/src/main.ts', [], env);
  return { code, stderr };
}

/** Runs one of the API's commands (admin/cli.ts, seed/cli.ts) with `env` (plus PATH) and `stdin` until it exits. */
export async function runApiCommand(
  script: string,
  args: string[],
  env: Record<string, string>,
  stdin = '',
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  child.stdin?.end(stdin);
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { code, ...output };
}

function collectOutput(child: ChildProcess): { stdout: string; stderr: string } {
  const output = { stdout: '', stderr: '' };
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output.stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output.stderr += chunk));
  return output;
}

function parseLogLines(stdout: string): Array<Record<string, unknown>> {
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** `/auth/me` without a token answers 401 once the routes, the database and the seed are ready. */
async function waitUntilAnswering(baseUrl: string, child: ChildProcess, output: { stdout: string; stderr: string }): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`The API process exited with ${child.exitCode}:\n${output.stderr}${output.stdout.slice(-2000)}`);
    }
    try {
      if ((await fetch(`${baseUrl}/auth/me`)).status === 401) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > START_TIMEOUT_MS) throw new Error(`The API process did not answer within ${START_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

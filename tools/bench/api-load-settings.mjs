// The API load bench's settings, from the environment (each has a default; see readApiLoadSettings).
import fs from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from '../testing/reference-api.mjs';

function seconds(env, name, fallback) {
  const value = env[name] === undefined || env[name] === '' ? fallback : Number(env[name]);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of seconds, not ${env[name]}`);
  return value;
}

/**
 * API_LOAD_API_ROOT      the checkout whose apps/api is seeded and started (this repo when unset), e.g. a
 *                        `git worktree` of an older commit with node_modules linked, for before/after figures
 * API_LOAD_DURATION      seconds measured per call and connection count (6)
 * API_LOAD_MAX_DURATION  seconds measured at most when answers are slow (15): a run lasts at least 3 median
 *                        answers of its warm-up, and this long when the warm-up saw under one answer per connection
 * API_LOAD_WARMUP        seconds of unmeasured load before each measured run (2)
 * API_LOAD_CONNECTIONS   connection counts, comma-separated (1,50)
 * API_LOAD_SESSIONS      signed-in sessions per role the connections are spread over (10)
 * API_LOAD_TIMEOUT       seconds before autocannon gives a request up, counted as an error (30)
 * API_LOAD_ACCEPT_ENCODING  sent as Accept-Encoding, like a browser ('gzip, br'); empty: none sent
 * API_LOAD_PROCESSES     passed to the API on PostgreSQL as API_PROCESSES (its worker processes), when set
 * API_LOAD_CALLS         only these calls (ids of API_LOAD_CALLS, comma-separated); all when unset
 * API_LOAD_BARE          0: skip the bare server's run beside each of the API's (api-load-bare-server.mjs)
 */
export function readApiLoadSettings(env) {
  const apiRoot = path.resolve(env.API_LOAD_API_ROOT || workspaceRoot);
  if (!fs.existsSync(path.join(apiRoot, 'apps/api/src/main.ts'))) {
    throw new Error(`API_LOAD_API_ROOT=${apiRoot} has no apps/api/src/main.ts`);
  }
  const connections = (env.API_LOAD_CONNECTIONS || '1,50').split(',').map((value) => Number(value.trim()));
  if (connections.some((value) => !Number.isInteger(value) || value < 1)) {
    throw new Error(`API_LOAD_CONNECTIONS must be whole numbers, not ${env.API_LOAD_CONNECTIONS}`);
  }
  const sessions = seconds(env, 'API_LOAD_SESSIONS', 10);
  if (!Number.isInteger(sessions) || sessions < 1) throw new Error(`API_LOAD_SESSIONS must be a whole number ≥ 1`);
  return {
    apiRoot,
    durationSeconds: seconds(env, 'API_LOAD_DURATION', 6),
    maxDurationSeconds: seconds(env, 'API_LOAD_MAX_DURATION', 15),
    warmupSeconds: seconds(env, 'API_LOAD_WARMUP', 2),
    connections,
    sessions,
    timeoutSeconds: seconds(env, 'API_LOAD_TIMEOUT', 30),
    acceptEncoding: env.API_LOAD_ACCEPT_ENCODING ?? 'gzip, br',
    processes: env.API_LOAD_PROCESSES || undefined,
    bare: env.API_LOAD_BARE !== '0',
    calls: env.API_LOAD_CALLS ? env.API_LOAD_CALLS.split(',').map((id) => id.trim()) : [],
  };
}

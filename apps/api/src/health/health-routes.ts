import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Queryable } from '../db/database';
import { readMigrations } from '../db/migrate';
import type { Drain } from './drain';

/** A readiness probe answers within this, however the database is doing (load balancers wait ~5 s). */
export const READINESS_TIMEOUT_MS = 2_000;

const NOT_ANSWERING = 'The database is not answering';
const STOPPING = 'The API is stopping';

/**
 * Operational routes for load balancers and supervisors, outside the contract and without sign-in:
 * - GET /health/live: the process answers (no database call), 200 { status: 'ok' };
 * - GET /health/ready: the database answers and has every migration of db/migrations, 200
 *   { status: 'ready' }; else 503 { status: 'not ready', message }, also from SIGTERM on (health/drain.ts).
 * Probes come every few seconds, so their requests are logged at warn level only (errors), and a
 * change of readiness is logged once rather than on every probe. Never cached.
 */
export function registerHealthRoutes(app: FastifyInstance, db: Queryable, drain?: Drain): void {
  const expected = readMigrations().map(({ version, name }) => ({ version, file: `${version}_${name}.sql` }));
  const quiet = { logLevel: 'warn' } as const;
  const noStore = (reply: FastifyReply, status: number) => reply.code(status).header('cache-control', 'no-store');

  app.get('/health/live', quiet, async (_request, reply) => {
    noStore(reply, 200);
    return { status: 'ok' };
  });

  let lastProblem: string | undefined;
  app.get('/health/ready', quiet, async (_request, reply) => {
    const problem = drain?.draining ? STOPPING : await readinessProblem(db, expected);
    if (problem !== lastProblem) {
      if (problem) app.log.warn({ readiness: problem }, 'not ready');
      else if (lastProblem) app.log.info('ready again');
      lastProblem = problem;
    }
    noStore(reply, problem ? 503 : 200);
    return problem ? { status: 'not ready', message: problem } : { status: 'ready' };
  });
}

/** Undefined when ready; else why not, in one sentence without the database's own words. */
async function readinessProblem(db: Queryable, expected: Array<{ version: string; file: string }>): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), READINESS_TIMEOUT_MS)));
  // By version, as migrate() decides what is applied. The query may outlive the probe (bounded by the
  // pool's own timeouts); its failure is then nobody's.
  const applied = db.query<{ version: string }>('SELECT version FROM schema_migrations');
  applied.catch(() => undefined);
  try {
    const rows = await Promise.race([applied, timeout]);
    if (rows === 'timeout') return `${NOT_ANSWERING} within ${READINESS_TIMEOUT_MS / 1000} s`;
    const done = new Set(rows.map((row) => row.version));
    const missing = expected.filter((migration) => !done.has(migration.version));
    return missing.length ? notApplied(missing) : undefined;
  } catch (error) {
    // undefined_table: a database the API never migrated.
    if ((error as { code?: string }).code === '42P01') return notApplied(expected);
    return NOT_ANSWERING;
  } finally {
    clearTimeout(timer);
  }
}

function notApplied(missing: Array<{ file: string }>): string {
  return `Migrations not applied: ${missing.map((migration) => migration.file).join(', ')}`;
}

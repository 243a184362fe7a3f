import { createEmptyDatabase, type ThrowawayDatabase } from '../testing/api-processes';
import type { Database } from './database';
import { databaseTrouble } from './errors';
import { withStartupDatabase } from './open-database';
import { openPostgresDatabase, type DatabaseTimeouts } from './postgres-database';

/*
 * The pool's timeouts and its behaviour when connections are lost, on a real PostgreSQL server. Each
 * test ends only its own backends (pg_terminate_backend), never the server, so other files run beside it.
 */
const SKIP_REASON = process.env.DATABASE_URL
  ? undefined
  : 'skipped: needs PostgreSQL (DATABASE_URL), run it with `npx nx run api:test-postgres`';
const describeWithPostgres = SKIP_REASON ? describe.skip : describe;
const title = (name: string) => (SKIP_REASON ? `${name} (${SKIP_REASON})` : name);

const TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, statementMs: 300, idleInTransactionMs: 400 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeWithPostgres(title('the PostgreSQL pool'), () => {
  let database: ThrowawayDatabase;
  let db: Database;
  let admin: Database;

  beforeAll(async () => {
    database = await createEmptyDatabase('api_pool');
    db = openPostgresDatabase(database.url, { max: 2, timeouts: TIMEOUTS });
    admin = openPostgresDatabase(database.url, { max: 1 });
  });

  afterAll(async () => {
    await db?.close();
    await admin?.close();
    await database?.drop();
  });

  /** Ends the server side of the connection `pid` is, as a server restart or a network cut would. */
  const terminate = (pid: number) => admin.query('SELECT pg_terminate_backend($1)', [pid]);

  it('cancels a statement longer than DATABASE_STATEMENT_TIMEOUT, as a timeout, and keeps serving', async () => {
    const started = performance.now();
    const error = await db.query('SELECT pg_sleep(3)').catch((caught: unknown) => caught);

    expect(error).toMatchObject({ code: '57014' });
    expect(databaseTrouble(error)).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('runs a migration script longer than the statement timeout to the end, and keeps the timeout for the rest', async () => {
    await db.exec('BEGIN; SELECT pg_sleep(0.6); CREATE TABLE slow_migration AS SELECT 1 AS done; COMMIT;');

    expect(await db.query('SELECT done FROM slow_migration')).toEqual([{ done: 1 }]);
    const settings = await Promise.all([db.query('SHOW statement_timeout'), db.query('SHOW statement_timeout')]);
    expect(settings).toEqual([[{ statement_timeout: '300ms' }], [{ statement_timeout: '300ms' }]]);
  });

  it('runs start-up work (migrations, the seed, the wait for the start-up lock) without the statement timeouts', async () => {
    const config = { databaseUrl: database.url, databaseTimeouts: TIMEOUTS };
    const slept = await withStartupDatabase(db, config, (setup) =>
      setup.transaction(async (tx) => {
        await tx.query('SELECT pg_sleep(0.5)'); // longer than the statement timeout
        await sleep(600); // and idle in the transaction for longer than its timeout
        return tx.query<{ done: number }>('SELECT 1 AS done');
      }),
    );

    expect(slept).toEqual([{ done: 1 }]);
  });

  it('ends a transaction left idle longer than DATABASE_IDLE_IN_TRANSACTION_TIMEOUT, without crashing, and serves the next call', async () => {
    const error = await db
      .transaction(async (tx) => {
        await tx.query('SELECT 1');
        await sleep(1_000); // the server ends the session meanwhile: an 'error' on a checked-out client
        await tx.query('SELECT 1');
      })
      .catch((caught: unknown) => caught);

    expect(databaseTrouble(error)).toBeDefined();
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('fails a transaction whose connection is cut between two statements as unavailable, without crashing', async () => {
    const error = await db
      .transaction(async (tx) => {
        const [{ pid }] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await terminate(pid);
        await sleep(200);
        await tx.query('SELECT 1');
      })
      .catch((caught: unknown) => caught);

    expect(databaseTrouble(error)).toBe('unavailable');
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('drops idle connections the server ended and connects again for the next calls', async () => {
    const pids = await Promise.all([
      db.transaction((tx) => tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.05)')),
      db.transaction((tx) => tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.05)')),
    ]);
    for (const [{ pid }] of pids) await terminate(pid);
    await sleep(200);

    const after = await Promise.all([db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'), db.query('SELECT 1')]);
    expect(pids.map(([{ pid }]) => pid)).not.toContain(after[0][0].pid);
  });

  it('keeps a prepared statement per connection, and runs it again unprepared on a fresh connection when its columns changed type', async () => {
    await admin.exec(
      'CREATE TABLE prepared_probe (id int PRIMARY KEY, label varchar(20)); INSERT INTO prepared_probe VALUES (1, $$one$$);',
    );
    const read = 'SELECT id, label FROM prepared_probe WHERE id = $1';
    expect(await db.query(read, [1], { prepared: true })).toEqual([{ id: 1, label: 'one' }]);
    expect(await db.query(read, [1], { prepared: true })).toEqual([{ id: 1, label: 'one' }]);
    const prepared = await db.query<{ statements: number }>(
      'SELECT count(*)::int AS statements FROM pg_prepared_statements WHERE statement = $1',
      [read],
    );
    // On whichever of the pool's two connections this count ran: at most one copy there.
    expect(prepared[0].statements).toBeLessThanOrEqual(1);

    await admin.exec('ALTER TABLE prepared_probe ALTER COLUMN label TYPE text');
    for (let i = 0; i < 4; i++) expect(await db.query(read, [1], { prepared: true })).toEqual([{ id: 1, label: 'one' }]);
    await admin.exec('DROP TABLE prepared_probe');
  });
});

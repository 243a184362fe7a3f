import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openEmptyDatabase, type TestDatabase } from '../testing/test-database';
import { FUNCTIONS_DIR, migrate, migrationState, readDefinitions, readMigrations, type Migration } from './migrate';

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** name → body of each function a definitions file creates. */
function functionsOf(sql: string): Map<string, string> {
  const created = /CREATE OR REPLACE FUNCTION (\w+)\([^)]*\)[^$]*\$\$([\s\S]*?)\$\$;/g;
  return new Map([...sql.matchAll(created)].map((match) => [match[1], match[2]]));
}

describe('the current definition of each SQL function lives once', () => {
  const defined = readDefinitions().flatMap((file) => [...functionsOf(file.sql).keys()].map((name) => ({ name, file: file.file })));

  it("in a definitions file (the audit composer, a restaurant's kept categories), and no migration creates one of them", () => {
    expect(defined.map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        ...['stage_audit_row', 'stage_audit_statement', 'audit_compose', 'audit_compose_pending', 'audit_changes'],
        ...['restaurants_write_categories', 'restaurants_categories_from_links', 'restaurants_bump_version'],
      ]),
    );
    const inMigrations = readMigrations().flatMap((migration) =>
      defined
        .filter(({ name }) => new RegExp(`CREATE (OR REPLACE )?FUNCTION ${name}\\b`).test(migration.sql))
        .map(({ name }) => `${migration.version}: ${name}`),
    );
    expect(inMigrations).toEqual([]);
    // Each name once across the files.
    expect(new Set(defined.map(({ name }) => name)).size).toBe(defined.length);
  });

  describe(`as a migrated ${engine} database has them`, () => {
    let fresh: TestDatabase;

    beforeAll(async () => {
      fresh = await openEmptyDatabase();
      await migrate(fresh.db);
    });

    afterAll(async () => {
      await fresh?.dispose();
    });

    it('with the bodies of the files, word for word', async () => {
      const rows = await fresh.db.query<{ name: string; body: string }>(
        `SELECT proname AS name, prosrc AS body FROM pg_proc WHERE proname = ANY ($1::text[])`,
        [defined.map(({ name }) => name)],
      );
      const bodies = new Map(readDefinitions().flatMap((file) => [...functionsOf(file.sql)]));
      expect(rows.map(({ name, body }) => [name, body === bodies.get(name)]).sort()).toEqual(
        defined.map(({ name }) => [name, true]).sort(),
      );
    });
  });
});

describe(`the migration runner's definitions step on ${engine}`, () => {
  let db: TestDatabase;
  let dir: string;

  const migration = (version: string, name: string, sql: string): Migration => ({ version, name, sql });
  const PROBE_ROWS = migration(
    '001',
    'probe_rows',
    `CREATE TABLE probe_rows (id integer);
     CREATE TRIGGER probe_rows_staged AFTER INSERT ON probe_rows FOR EACH ROW EXECUTE FUNCTION probe_stage();`,
  );
  const PROBE_LOG = migration('002', 'probe_log', 'CREATE TABLE probe_log (id integer);');
  const PROBE_NOTE = migration('003', 'probe_note', `ALTER TABLE probe_log ADD COLUMN note text;`);
  // A later release's migration naming a function its release adds to the (existing) file.
  const PROBE_AUDIT = migration(
    '004',
    'probe_audit',
    `CREATE TABLE probe_audit (id integer);
     CREATE TRIGGER probe_rows_audited AFTER INSERT ON probe_rows FOR EACH ROW EXECUTE FUNCTION probe_audit();`,
  );

  /** The probe's file: a trigger function writing to a table a later migration makes, and what it says of itself. */
  function writeProbe(version: number, { insert = 'INSERT INTO probe_log (id) VALUES (NEW.id)', audit = false } = {}) {
    writeFileSync(
      path.join(dir, 'probe.sql'),
      `-- version: ${version}
       CREATE OR REPLACE FUNCTION probe_version() RETURNS text LANGUAGE plpgsql AS $$ BEGIN RETURN 'v${version}'; END; $$;
       CREATE OR REPLACE FUNCTION probe_stage() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${insert}; RETURN NULL; END; $$;
       ${audit ? `CREATE OR REPLACE FUNCTION probe_audit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO probe_audit VALUES (NEW.id); RETURN NULL; END; $$;` : ''}`,
    );
    return readDefinitions(dir);
  }
  const probeVersion = async () => (await db.db.query<{ v: string }>('SELECT probe_version() AS v'))[0].v;

  beforeAll(async () => {
    db = await openEmptyDatabase();
    dir = mkdtempSync(path.join(os.tmpdir(), 'function-definitions-'));
  });

  afterAll(async () => {
    await db?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('applies a file the database never had before the migrations, whose triggers may name its functions', async () => {
    const definitions = writeProbe(1);

    expect(await migrate(db.db, [PROBE_ROWS, PROBE_LOG], definitions)).toEqual([
      'functions/probe.sql',
      '001_probe_rows.sql',
      '002_probe_log.sql',
    ]);
    await db.db.query('INSERT INTO probe_rows VALUES (7)');
    expect(await db.db.query('SELECT id FROM probe_log')).toEqual([{ id: 7 }]);
    expect(await migrate(db.db, [PROBE_ROWS, PROBE_LOG], definitions)).toEqual([]);
  });

  it('applies a newer version around the migrations: its bodies may use what they add', async () => {
    const migrations = [PROBE_ROWS, PROBE_LOG, PROBE_NOTE];
    const definitions = writeProbe(2, { insert: `INSERT INTO probe_log (id, note) VALUES (NEW.id, 'v2')` });
    expect(await migrationState(db.db, migrations, definitions)).toEqual({
      pending: ['003_probe_note.sql', 'functions/probe.sql'],
      unknown: [],
      newerDefinitions: [],
    });

    expect(await migrate(db.db, migrations, definitions)).toEqual(['functions/probe.sql', '003_probe_note.sql']);
    await db.db.query('INSERT INTO probe_rows VALUES (8)');
    expect(await probeVersion()).toBe('v2');
    expect(await db.db.query('SELECT id, note FROM probe_log WHERE id = 8')).toEqual([{ id: 8, note: 'v2' }]);
    expect(await migrationState(db.db, migrations, definitions)).toEqual({ pending: [], unknown: [], newerDefinitions: [] });
  });

  it('lets a migration of an existing database name a function its release adds to the file', async () => {
    const definitions = writeProbe(3, { insert: `INSERT INTO probe_log (id, note) VALUES (NEW.id, 'v3')`, audit: true });

    expect(await migrate(db.db, [PROBE_ROWS, PROBE_LOG, PROBE_NOTE, PROBE_AUDIT], definitions)).toEqual([
      'functions/probe.sql',
      '004_probe_audit.sql',
    ]);
    await db.db.query('INSERT INTO probe_rows VALUES (9)');
    expect(await db.db.query('SELECT id FROM probe_audit')).toEqual([{ id: 9 }]);
  });

  it("leaves a newer build's version alone, and says so, when an older build migrates (a roll back of hosts)", async () => {
    // The older build knows the same migrations: only the file's version tells the builds apart.
    const older = writeProbe(2, { insert: `INSERT INTO probe_log (id, note) VALUES (NEW.id, 'v2')` });
    const migrations = [PROBE_ROWS, PROBE_LOG, PROBE_NOTE, PROBE_AUDIT];

    expect(await migrate(db.db, migrations, older)).toEqual([]);
    expect(await probeVersion()).toBe('v3');
    expect(await migrationState(db.db, migrations, older)).toEqual({ pending: [], unknown: [], newerDefinitions: ['functions/probe.sql'] });
  });

  it('refuses a file changed without its version moving on, and leaves the database as it was', async () => {
    const changed = writeProbe(3, { insert: `INSERT INTO probe_log (id, note) VALUES (NEW.id, 'changed')`, audit: true });

    await expect(migrate(db.db, [PROBE_ROWS, PROBE_LOG, PROBE_NOTE, PROBE_AUDIT], changed)).rejects.toThrow(
      'functions/probe.sql changed without its version line moving on: make it -- version: 4',
    );
    expect(await probeVersion()).toBe('v3');
  });

  it('reads only checked file names that say their version, with their content hashed', () => {
    writeFileSync(path.join(dir, 'Bad Name.sql'), '-- version: 1\nSELECT 1;');
    expect(() => readDefinitions(dir)).toThrow('Function definition file names look like audit-composer.sql: Bad Name.sql');
    rmSync(path.join(dir, 'Bad Name.sql'));
    writeFileSync(path.join(dir, 'unversioned.sql'), 'SELECT 1;');
    expect(() => readDefinitions(dir)).toThrow('functions/unversioned.sql must start with its version: -- version: 1');
    rmSync(path.join(dir, 'unversioned.sql'));
    const [probe] = readDefinitions(dir);
    expect(probe.sql).toBe(readFileSync(path.join(dir, 'probe.sql'), 'utf8'));
    expect(probe).toMatchObject({ version: 3, checksum: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(readDefinitions().map((file) => file.file)).toEqual(['functions/audit-composer.sql', 'functions/restaurant-summaries.sql']);
    expect(FUNCTIONS_DIR).toMatch(/apps\/api\/src\/db\/functions$/);
  });
});

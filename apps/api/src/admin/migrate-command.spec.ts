import { migrate, readDefinitions, readMigrations } from '../db/migrate';
import { openPostgresDatabase } from '../db/postgres-database';
import {
  createEmptyDatabase,
  describeWithPostgres,
  runApiCommand,
  runApiProcessToExit,
  startApiProcess,
  type ThrowawayDatabase,
} from '../testing/api-processes';

const ALL = readMigrations().map((migration) => `${migration.version}_${migration.name}.sql`);
const LAST = ALL[ALL.length - 1];
const DEFINITIONS = readDefinitions().map((file) => file.file);
const HAS_ALL = `the database has all ${ALL.length} migrations and ${DEFINITIONS.length} function definition file(s) of this build.`;

/** What an operator's API environment holds (deploy/api.env.example), with the database of the test. */
function productionEnv(databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    API_TOKEN_SECRET: 'Vq3nR8wL2xK9pT5mZ7cY4bH6jD1fG0sAe',
    CONSOLE_ORIGINS: 'https://console.example.com',
    API_MAIL_DISABLED: '1',
    // As startApiProcess has them: the images are not what these tests are about.
    IMAGE_STORAGE: 'inline',
  };
}

const migrateCommand = (databaseUrl: string) => runApiCommand('apps/api/src/admin/cli.ts', ['migrate'], productionEnv(databaseUrl));

async function query<T>(url: string, sql: string): Promise<T[]> {
  const db = openPostgresDatabase(url, { max: 1 });
  return db.query<T>(sql).finally(() => db.close());
}

describeWithPostgres('admin migrate, the deploy step of a production database', () => {
  let database: ThrowawayDatabase;

  beforeAll(async () => {
    database = await createEmptyDatabase('admin_migrate');
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('run twice at the same moment, applies each migration and definition file once and says which', async () => {
    const runs = await Promise.all([migrateCommand(database.url), migrateCommand(database.url)]);
    const applied = runs.flatMap((run) =>
      run.stdout.split('\n').flatMap((line) => /^Applied (\d{3}_\w+\.sql|functions\/[a-z0-9-]+\.sql)$/.exec(line)?.[1] ?? []),
    );
    const recorded = await query<{ count: number }>(database.url, 'SELECT count(*)::int AS count FROM schema_migrations');

    expect(runs.map((run) => run.code)).toEqual([0, 0]);
    expect(applied.sort()).toEqual([...ALL, ...DEFINITIONS].sort());
    expect(runs.map((run) => run.stdout)).toContainEqual(
      expect.stringContaining(`Applied ${ALL.length} migration(s) and ${DEFINITIONS.length} definition file(s): ${HAS_ALL}`),
    );
    expect(runs.map((run) => run.stdout)).toContainEqual(expect.stringContaining(`Nothing to apply: ${HAS_ALL}`));
    expect(recorded).toEqual([{ count: ALL.length }]);
  }, 120_000);

  it('a production start on a database with an older definition file refuses, naming it; migrate re-creates it', async () => {
    const older = await createEmptyDatabase('admin_migrate_older_definitions');
    try {
      const db = openPostgresDatabase(older.url, { max: 2 });
      await migrate(db).finally(() => db.close());
      // As the previous build left it: its own, lower version of the composer's file.
      await query(
        older.url,
        `UPDATE schema_definitions SET version = 0, checksum = 'previous' WHERE file = 'functions/audit-composer.sql'`,
      );

      const refused = await runApiProcessToExit(productionEnv(older.url));
      const migrated = await migrateCommand(older.url);
      const recorded = await query<{ checksum: string }>(
        older.url,
        `SELECT checksum FROM schema_definitions WHERE file = 'functions/audit-composer.sql'`,
      );

      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe(
        `Cannot start the API: The database lacks 1 migration(s) of this build (functions/audit-composer.sql): run \`node dist/apps/api/admin.js migrate\` first (deploy/README.md, "Upgrading")\n`,
      );
      expect(migrated.stdout).toContain(
        `Applied functions/audit-composer.sql\nApplied 0 migration(s) and 1 definition file(s): ${HAS_ALL}\n`,
      );
      expect(recorded).toEqual(
        readDefinitions()
          .filter((file) => file.file === 'functions/audit-composer.sql')
          .map(({ checksum }) => ({ checksum })),
      );
    } finally {
      await older.drop();
    }
  }, 120_000);

  it('a production start on a database behind the build refuses with one line naming the command, and migrates nothing', async () => {
    // A database the previous build migrated: every migration but the last.
    const previous = await createEmptyDatabase('admin_migrate_behind');
    try {
      const db = openPostgresDatabase(previous.url, { max: 2 });
      await migrate(db, readMigrations().slice(0, -1)).finally(() => db.close());

      const { code, stderr } = await runApiProcessToExit(productionEnv(previous.url));
      const recorded = await query<{ count: number }>(previous.url, 'SELECT count(*)::int AS count FROM schema_migrations');

      expect(code).toBe(1);
      expect(stderr).toBe(
        `Cannot start the API: The database lacks 1 migration(s) of this build (${LAST}): run \`node dist/apps/api/admin.js migrate\` first (deploy/README.md, "Upgrading")\n`,
      );
      expect(recorded).toEqual([{ count: ALL.length - 1 }]);
    } finally {
      await previous.drop();
    }
  }, 60_000);

  it('a production start on a database migrated by a newer build serves, and says so at start', async () => {
    await query(database.url, `INSERT INTO schema_migrations (version, name) VALUES ('999', 'from_a_newer_build')`);

    const api = await startApiProcess(database.url, {
      ...productionEnv(database.url),
      API_DEMO_SEED: '',
      API_DEV_ROUTES: '',
      API_LIGHT_PASSWORD_HASHES: '',
      LOG_LEVEL: 'warn',
    });
    try {
      const ready = await fetch(`${api.baseUrl}/health/ready`);

      expect(ready.status).toBe(200);
      // Said once the API listens: on a busy machine the line may reach stdout just after it answers.
      const said = /this build does not know/;
      for (let waited = 0; waited < 5_000 && !api.logLines().some((line) => said.test(String(line.msg))); waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(api.logLines()).toContainEqual(
        expect.objectContaining({
          level: 40,
          msg: expect.stringMatching(
            /^The database has 1 migration\(s\) this build does not know \(999_from_a_newer_build\.sql\): a newer build migrated it; serving anyway/,
          ),
        }),
      );
    } finally {
      await api.stop();
    }
  }, 120_000);
});

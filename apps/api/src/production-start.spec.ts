import { openPostgresDatabase } from './db/postgres-database';
import { DEMO_PASSWORD, FOOD_TAG_CATEGORIES } from './seed/demo-catalog';
import { DEMO_ACCOUNTS } from './seed/demo-plan';
import {
  describeWithPostgres,
  createEmptyDatabase,
  runApiCommand,
  runApiProcessToExit,
  startApiProcess,
  type ApiProcess,
  type ThrowawayDatabase,
} from './testing/api-processes';

/** What an operator sets; nothing asks for the demo seed or the development routes. */
const PRODUCTION = {
  NODE_ENV: 'production',
  CONSOLE_ORIGINS: 'https://console.example.com',
  API_MAIL_DISABLED: '1',
  API_DEMO_SEED: '',
  API_DEV_ROUTES: '',
  API_LIGHT_PASSWORD_HASHES: '',
  API_PROCESSES: '2',
  LOG_LEVEL: 'info',
};
const OPERATOR_PASSWORD = 'Opening#Day1';

describeWithPostgres('a production start on an empty PostgreSQL', () => {
  let database: ThrowawayDatabase;
  let api: ApiProcess;

  beforeAll(async () => {
    database = await createEmptyDatabase('production_start');
    // The deploy step first: a production start never migrates (db/migration-check.ts).
    const migrated = await runApiCommand('apps/api/src/admin/cli.ts', ['migrate'], { NODE_ENV: 'production', DATABASE_URL: database.url });
    if (migrated.code !== 0) throw new Error(`admin migrate failed:\n${migrated.stderr}${migrated.stdout}`);
    api = await startApiProcess(database.url, PRODUCTION);
  }, 200_000);

  afterAll(async () => {
    await api?.stop({ wholeGroup: true });
    await database?.drop();
  }, 60_000);

  it('creates no account: the demo super admin does not sign in', async () => {
    const db = openPostgresDatabase(database.url, { max: 1 });
    const [{ count }] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM users').finally(() => db.close());
    const demo = await api.call('POST', '/auth/login', {
      body: { emailAddress: DEMO_ACCOUNTS.superAdmin, password: DEMO_PASSWORD, userType: 'Administrator' },
    });

    expect(count).toBe(0);
    expect(demo.status).toBe(401);
  });

  it("holds the food tag vocabulary of the menu item form (the migrations'), and nothing else of the demo", async () => {
    const db = openPostgresDatabase(database.url, { max: 1 });
    const [counts] = await db
      .query<{ tagCategories: number; tags: number; restaurants: number; foods: number }>(
        `SELECT (SELECT count(*)::int FROM food_tag_categories) AS "tagCategories", (SELECT count(*)::int FROM food_tag_category_items) AS tags,
                (SELECT count(*)::int FROM restaurants) AS restaurants, (SELECT count(*)::int FROM foods) AS foods`,
      )
      .finally(() => db.close());

    expect(counts).toEqual({
      tagCategories: FOOD_TAG_CATEGORIES.length,
      tags: FOOD_TAG_CATEGORIES.flatMap(([, tags]) => tags).length,
      restaurants: 0,
      foods: 0,
    });
  });

  it('serves no /__dev/* route', async () => {
    for (const route of ['/__dev/outbox', '/__dev/push-outbox']) {
      expect(await api.call('GET', route)).toMatchObject({ status: 404, body: { message: `Not found: GET ${route}` } });
    }
  });

  it("lets in the super admin the operator made, and nobody else's", async () => {
    const created = await runApiCommand(
      'apps/api/src/admin/cli.ts',
      ['create-super-admin', '--email', 'ops@restaurants.example', '--first-name', 'Ops', '--last-name', 'Lead'],
      { DATABASE_URL: database.url },
      `${OPERATOR_PASSWORD}\n`,
    );
    const signIn = await api.call('POST', '/auth/login', {
      body: { emailAddress: 'ops@restaurants.example', password: OPERATOR_PASSWORD, userType: 'Administrator' },
    });

    expect(created.code).toBe(0);
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.userSettings.isSuperAdmin).toBe(true);
  }, 60_000);

  it('stops cleanly with exit 0 when a supervisor signals every process at once, restarting no worker', async () => {
    expect(await api.stop({ wholeGroup: true })).toBe(0);
    expect(api.logLines().map((line) => line.msg)).not.toContainEqual(expect.stringContaining('starting another'));
  }, 30_000);
});

describe('a production start that is not safe', () => {
  it('exits 1 with one line naming the variable, before it opens the database', async () => {
    const { code, stderr } = await runApiProcessToExit({
      NODE_ENV: 'production',
      API_TOKEN_SECRET: 'Vq3nR8wL2xK9pT5mZ7cY4bH6jD1fG0sAe',
      DATABASE_URL: 'postgres://127.0.0.1:9/nowhere',
      SMTP_URL: 'smtp://127.0.0.1:9',
    });

    expect(code).toBe(1);
    expect(stderr).toBe(
      'Cannot start the API: CONSOLE_ORIGINS is required when NODE_ENV=production: the console origins allowed to call the API\n',
    );
  }, 60_000);
});

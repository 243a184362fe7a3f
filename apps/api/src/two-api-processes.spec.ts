import { openPostgresDatabase } from './db/postgres-database';
import { readMigrations } from './db/migrate';
import { SIGN_IN_RULES } from './auth/sign-in-throttle';
import type { Database } from './db/database';
import { DEMO_PASSWORD } from './seed/demo-catalog';
import { rawGet } from './testing/raw-get';
import {
  describeWithPostgres,
  createEmptyDatabase,
  startApiProcess,
  type ApiProcess,
  type ThrowawayDatabase,
} from './testing/api-processes';

const ADMIN = 'admin@example.com';

/*
 * Two API processes started at the same moment on one empty PostgreSQL database: they migrate and seed
 * it between them (the start-up lock), then serve the same data. Whatever one of them does, the other
 * must see: what each call proves is in the test's name.
 */
describeWithPostgres('two API processes on one PostgreSQL database', () => {
  let database: ThrowawayDatabase;
  let db: Database;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    database = await createEmptyDatabase();
    db = openPostgresDatabase(database.url, { max: 2 });
    const started = await Promise.allSettled([
      startApiProcess(database.url, { REMOTE_LOAD_REPORTS_PER_MINUTE: '6' }),
      startApiProcess(database.url, { REMOTE_LOAD_REPORTS_PER_MINUTE: '6' }),
    ]);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    [a, b] = started.map((result) => (result as PromiseFulfilledResult<ApiProcess>).value);
  }, 200_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
    await database?.drop();
  }, 60_000);

  it('started at once on an empty database, they applied each migration and the demo seed once', async () => {
    const applied = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(applied.map((row) => row.version)).toEqual(readMigrations().map((migration) => migration.version));
    const [{ count }] = await db.query<{ count: number }>('SELECT count(*) AS count FROM users WHERE email_address = $1', [ADMIN]);
    expect(count).toBe(1);
    const secrets = await db.query('SELECT value FROM settings WHERE key = $1', ['token_secret']);
    expect(secrets).toEqual([]); // API_TOKEN_SECRET is set: no secret of their own in the database
  });

  it('a token signed in on A works on B', async () => {
    const token = await a.login(ADMIN, 'Administrator');
    const me = await b.call('GET', '/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.user.emailAddress).toBe(ADMIN);
  });

  it('signed out on B, the token is refused on A', async () => {
    const token = await a.login(ADMIN, 'Administrator');
    expect((await b.call('DELETE', '/auth/logout', { token })).status).toBe(200);
    const refused = await a.call('GET', '/auth/me', { token });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: 'Session expired, please login again' });
  });

  it(`failed sign-ins of one network spread over A and B at once: ${SIGN_IN_RULES.freeFailures} checked, the rest wait, on both`, async () => {
    const email = 'owner@example.com';
    const wrong = { emailAddress: email, password: 'Not-the-password#1', userType: 'Restaurant' };
    const tries = SIGN_IN_RULES.freeFailures + 3;
    const responses = await Promise.all(
      Array.from({ length: tries }, (_, i) => (i % 2 === 0 ? a : b).call('POST', '/auth/login', { body: wrong })),
    );

    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(SIGN_IN_RULES.freeFailures).fill(401), 429, 429, 429]);
    const waiting = responses.find((response) => response.status === 429);
    expect(waiting?.body).toEqual({ message: 'Too many failed sign-in attempts, please try again in 1 second' });
    expect(waiting?.headers.get('retry-after')).toBe('1');

    // Once the second is over (the real clock here), the right password from that network signs in.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await b.call('POST', '/auth/login', { body: { ...wrong, password: DEMO_PASSWORD } })).status).toBe(200);
  });

  it('remote load reports are counted per address across processes (6 a minute here, not 6 per process)', async () => {
    const report = { remote: 'menu', version: 'two-processes', canary: false, outcome: 'loaded' };
    const statuses: number[] = [];
    // One token comes back every 10 s at 6 a minute: these 8 calls take far less.
    for (let i = 0; i < 8; i++) statuses.push((await (i % 2 === 0 ? a : b).call('POST', '/remote-loads/report', { body: report })).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202, 429, 429]);
    const [{ count }] = await db.query<{ count: number }>(
      `SELECT count(*) AS count FROM remote_load_reports WHERE version = 'two-processes'`,
    );
    expect(count).toBe(6);
  });

  it('a cached list invalidated by a write made through another API process', async () => {
    const token = await a.login(ADMIN, 'Administrator');
    const list = `${a.baseUrl}/admin/restaurant/get-restaurants?page=1&size=999999`;
    const get = (url: string, ifNoneMatch?: string) =>
      rawGet(url, { authorization: `Bearer ${token}`, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) });
    const first = await get(list);
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);
    expect((await get(list, etag)).status).toBe(304);

    // A cuisine some restaurant has, renamed through B.
    const [{ id }] = await db.query<{ id: number }>('SELECT restaurant_category_id AS id FROM restaurant_category_links LIMIT 1');
    const renamed = await b.call('PATCH', `/admin/restaurant-category/update-restaurant-category/${id}`, {
      token,
      body: { restaurantCategoryName: 'Renamed Through B' },
    });
    expect(renamed.status).toBe(200);

    const changed = await get(list, etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const body = changed.body.toString('utf8');
    expect(body).toContain('Renamed Through B');
    expect(JSON.parse(body)).toEqual(JSON.parse((await get(list.replace(a.baseUrl, b.baseUrl))).body.toString('utf8')));
  });
});

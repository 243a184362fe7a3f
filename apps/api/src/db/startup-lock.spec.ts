import { resolveTokenSecret } from '../auth/token-secret';
import { seedIfEmpty } from '../seed/seed-database';
import { describeWithPostgres, createEmptyDatabase, type ThrowawayDatabase } from '../testing/api-processes';
import type { Database } from './database';
import { migrate, readDefinitions, readMigrations } from './migrate';
import { openPostgresDatabase } from './postgres-database';

/** Two pools on one empty database stand for two API processes starting at the same moment. */
describeWithPostgres('first start of two processes at once on one database', () => {
  let database: ThrowawayDatabase;
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    database = await createEmptyDatabase('api_startup');
    first = openPostgresDatabase(database.url, { max: 2 });
    second = openPostgresDatabase(database.url, { max: 2 });
  });

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await database?.drop();
  });

  it('apply each migration and definition file once between them', async () => {
    const [one, two] = await Promise.all([migrate(first), migrate(second)]);
    const all = readMigrations().map((migration) => `${migration.version}_${migration.name}.sql`);
    const definitions = readDefinitions().map((file) => file.file);
    expect([...one, ...two].sort()).toEqual([...all, ...definitions].sort());
    expect([one, two]).toContainEqual([]);
  });

  it('seed the demo platform once', async () => {
    const seeded = await Promise.all([seedIfEmpty(first), seedIfEmpty(second)]);
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const [{ count }] = await first.query<{ count: number }>(
      `SELECT count(*) AS count FROM users WHERE email_address = 'super@example.com'`,
    );
    expect(count).toBe(1);
  });

  it('agree on the token secret kept in the database', async () => {
    const [one, two] = await Promise.all([resolveTokenSecret(first, undefined), resolveTokenSecret(second, undefined)]);
    expect(one).toBe(two);
  });
});

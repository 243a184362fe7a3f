import { buildDemoPlan } from '../seed/demo-plan';
import { seedIfEmpty } from '../seed/seed-database';
import { openEmptyDatabase, openTestDatabase, type TestDatabase } from '../testing/test-database';
import { migrate, readMigrations } from './migrate';

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`migrations and seed on ${engine}`, () => {
  let fresh: TestDatabase;

  beforeAll(async () => {
    fresh = await openEmptyDatabase();
  });

  afterAll(async () => {
    await fresh?.dispose();
  });

  it('apply in order once, and record what they applied', async () => {
    const all = readMigrations().map((migration) => `${migration.version}_${migration.name}.sql`);

    expect(await migrate(fresh.db)).toEqual(all);
    expect(await migrate(fresh.db)).toEqual([]);
    const recorded = await fresh.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(recorded.map((row) => row.version)).toEqual(readMigrations().map((migration) => migration.version));
  });

  it('create the whole platform schema', async () => {
    const rows = await fresh.db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );

    expect(rows.map((row) => row.name)).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'password_reset_codes',
        'password_reset_requests',
        'dev_outbox',
        'settings',
        'restaurants',
        'restaurant_categories',
        'restaurant_category_links',
        'addresses',
        'images',
        'food_categories',
        'foods',
        'food_tag_categories',
        'food_tag_category_items',
        'food_reports',
        'deals',
        'deal_foods',
        'admin_notifications',
        'admin_notification_recipients',
      ]),
    );
  });

  it('seed an empty database once, deterministically', async () => {
    const summary = await seedIfEmpty(fresh.db);
    const again = await seedIfEmpty(fresh.db);
    const template: TestDatabase = await openTestDatabase();
    try {
      const namesOf = async (db: TestDatabase['db']) =>
        (await db.query<{ name: string }>('SELECT restaurant_name AS name FROM restaurants ORDER BY restaurant_id')).map((row) => row.name);
      const freshNames = await namesOf(fresh.db);

      expect(summary).toMatchObject({ restaurants: 30 });
      expect(again).toBeUndefined();
      expect(freshNames).toEqual(buildDemoPlan().restaurants.map((restaurant) => restaurant.name));
      // The template of this test run was seeded by another process: same names.
      expect(await namesOf(template.db)).toEqual(freshNames);
    } finally {
      await template.dispose();
    }
  });

  it('keep one account per email whatever its case', async () => {
    await expect(
      fresh.db.query(`INSERT INTO users (user_type, email_address) VALUES ('Administrator', 'ADMIN@example.com')`),
    ).rejects.toThrow(/users_email_key/);
  });

  it('delete the deals of a deleted location, and everything of a deleted restaurant', async () => {
    const [deal] = await fresh.db.query<{ addressId: number; restaurantId: number }>(
      'SELECT address_id AS "addressId", restaurant_id AS "restaurantId" FROM deals ORDER BY deal_id LIMIT 1',
    );
    await fresh.db.query('DELETE FROM addresses WHERE address_id = $1', [deal.addressId]);
    const [{ left }] = await fresh.db.query<{ left: number }>('SELECT count(*) AS left FROM deals WHERE address_id = $1', [deal.addressId]);
    expect(left).toBe(0);

    await fresh.db.query('DELETE FROM restaurants WHERE restaurant_id = $1', [deal.restaurantId]);
    const [counts] = await fresh.db.query(
      `SELECT (SELECT count(*) FROM foods WHERE restaurant_id = $1) AS foods,
              (SELECT count(*) FROM food_categories WHERE restaurant_id = $1) AS categories,
              (SELECT count(*) FROM addresses WHERE restaurant_id = $1) AS addresses,
              (SELECT count(*) FROM deals WHERE restaurant_id = $1) AS deals,
              (SELECT count(*) FROM images WHERE restaurant_id = $1) AS images`,
      [deal.restaurantId],
    );
    expect(counts).toEqual({ foods: 0, categories: 0, addresses: 0, deals: 0, images: 0 });
  });

  it('return the same JavaScript values on both engines', async () => {
    const [row] = await fresh.db.query(
      `SELECT count(*) AS count, 12.5::numeric(10,2) AS price, DATE '2026-03-04' AS day,
              TIMESTAMPTZ '2026-03-04T05:06:07Z' AS at, ARRAY['a','b'] AS tags, '{"k":["v"]}'::jsonb AS attributes`,
    );

    expect(row).toEqual({
      count: 1,
      price: '12.50',
      day: '2026-03-04',
      at: new Date('2026-03-04T05:06:07Z'),
      tags: ['a', 'b'],
      attributes: { k: ['v'] },
    });
  });
});

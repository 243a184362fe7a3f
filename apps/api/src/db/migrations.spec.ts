import { buildDemoPlan } from '../seed/demo-plan';
import { seedIfEmpty } from '../seed/seed-database';
import { openEmptyDatabase, openTestDatabase, type TestDatabase } from '../testing/test-database';
import { migrate, readDefinitions, readMigrations } from './migrate';

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`migrations and seed on ${engine}`, () => {
  let fresh: TestDatabase;

  beforeAll(async () => {
    fresh = await openEmptyDatabase();
  });

  afterAll(async () => {
    await fresh?.dispose();
  });

  it('apply in order once, after the function definitions they name, and record what they applied', async () => {
    const all = readMigrations().map((migration) => `${migration.version}_${migration.name}.sql`);
    const definitions = readDefinitions().map((file) => file.file);

    expect(await migrate(fresh.db)).toEqual([...definitions, ...all]);
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

describe(`migration 013 (how precise a location is) on ${engine}`, () => {
  let old: TestDatabase;

  beforeAll(async () => {
    old = await openEmptyDatabase();
    await migrate(
      old.db,
      readMigrations().filter((migration) => migration.version <= '012'),
    );
  });

  afterAll(async () => {
    await old?.dispose();
  });

  /** Locations as the console saved them before 013, by where they came from. */
  const OLD_LOCATIONS: Array<[label: string, zip: string | null, country: string | null, latitude: number, longitude: number]> = [
    // The old gazetteer: the city's lowest ZIP and its centre for any street of the city, or the ZIP typed.
    ['gazetteer city', '73301', 'US', 30.3264, -97.7713],
    ['gazetteer zip', '78701', 'US', 30.2713, -97.7426],
    ['gazetteer round', '75201', 'US', 32.79, -96.8],
    // Google Places and Photon: 6 or 7 decimals.
    ['google', '78701', 'US', 30.2671531, -97.7430608],
    ['photon', '78701', 'US', 30.268912, -97.742612],
    // The demo seed: 6 decimals and 'United States'.
    ['demo', '78712', 'United States', 30.301234, -97.712345],
    // Typed or imported by hand: few decimals, but not a gazetteer ZIP and country.
    ['csv no zip', null, 'US', 30.26, -97.74],
    ['csv zip+4', '78701-1234', 'US', 30.26, -97.74],
    ['csv country name', '78701', 'United States', 30.26, -97.74],
  ];

  it('marks the locations the old gazetteer saved as city-level from the gazetteer, and leaves the others unknown', async () => {
    const [{ id }] = await old.db.query<{ id: number }>(
      `INSERT INTO restaurants (restaurant_name) VALUES ('Old Place') RETURNING restaurant_id AS id`,
    );
    for (const [label, zip, country, latitude, longitude] of OLD_LOCATIONS) {
      await old.db.query(
        `INSERT INTO addresses (restaurant_id, street_address, city, state, zip_code, country, latitude, longitude, phone_country_code, phone_number)
         VALUES ($1, $2, 'Austin', 'TX', $3, $4, $5, $6, '+1', '5128675309')`,
        [id, label, zip, country, latitude, longitude],
      );
    }

    expect(await migrate(old.db)).toContain('013_location_precision.sql');

    const rows = await old.db.query<{ label: string; precision: string; source: string }>(
      `SELECT street_address AS label, location_precision AS precision, location_source AS source FROM addresses ORDER BY address_id`,
    );
    expect(rows).toEqual([
      { label: 'gazetteer city', precision: 'city', source: 'gazetteer' },
      { label: 'gazetteer zip', precision: 'city', source: 'gazetteer' },
      { label: 'gazetteer round', precision: 'city', source: 'gazetteer' },
      { label: 'google', precision: 'unknown', source: 'unknown' },
      { label: 'photon', precision: 'unknown', source: 'unknown' },
      { label: 'demo', precision: 'unknown', source: 'unknown' },
      { label: 'csv no zip', precision: 'unknown', source: 'unknown' },
      { label: 'csv zip+4', precision: 'unknown', source: 'unknown' },
      { label: 'csv country name', precision: 'unknown', source: 'unknown' },
    ]);
  });

  it('refuses a precision or source outside the contract', async () => {
    const [{ id }] = await old.db.query<{ id: number }>('SELECT min(address_id) AS id FROM addresses');
    await expect(old.db.query(`UPDATE addresses SET location_precision = 'exact' WHERE address_id = $1`, [id])).rejects.toThrow(
      /addresses_location_precision_check/,
    );
    await expect(old.db.query(`UPDATE addresses SET location_source = 'bing' WHERE address_id = $1`, [id])).rejects.toThrow(
      /addresses_location_source_check/,
    );
  });

  it('finds the approximate locations through their partial index', async () => {
    // In a transaction rolled back: the platform's proportion (a few approximate locations among
    // thousands), analyzed, with seq scans off and the index by restaurant dropped. On nine rows every
    // path costs about the same, and a fresh-clone run once chose a seq scan of addresses over the
    // restaurants' (both disabled, so equally dear). The plan shows whether the partial index can serve
    // the queries' predicate.
    let plan: Array<{ 'QUERY PLAN': string }> = [];
    const rolledBack = new Error('rolled back');
    await expect(
      old.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO addresses (restaurant_id, street_address, city, state, zip_code, country, latitude, longitude, phone_country_code, phone_number)
           SELECT restaurant_id, 'street ' || n, 'Austin', 'TX', '78701', 'US', 30.2671531, -97.7430608, '+1', '5128675309'
             FROM restaurants, generate_series(1, 3000) AS n`,
        );
        await tx.query('ANALYZE addresses');
        await tx.query('ANALYZE restaurants');
        await tx.query('DROP INDEX addresses_restaurant_idx');
        await tx.query('SET LOCAL enable_seqscan = off');
        plan = await tx.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN SELECT r.restaurant_id FROM restaurants r
            WHERE EXISTS (SELECT 1 FROM addresses a WHERE a.restaurant_id = r.restaurant_id AND a.location_precision IN ('zip', 'city'))`,
        );
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('addresses_approximate_idx');
  });
});

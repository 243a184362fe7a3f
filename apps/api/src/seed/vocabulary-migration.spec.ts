import { migrate, readMigrations } from '../db/migrate';
import type { Database } from '../db/database';
import { openEmptyDatabase, openTestDatabase, type TestDatabase } from '../testing/test-database';
import { FOOD_TAG_CATEGORIES } from './demo-catalog';

/** The vocabulary as the menu item form reads it: tag categories and their tags, in their order. */
async function vocabularyOf(db: Database): Promise<Array<[string, string[]]>> {
  const rows = await db.query<{ name: string; labels: string[] }>(
    `SELECT c.food_tag_category_name AS name,
            coalesce(array_agg(i.food_tag_category_item_name ORDER BY i.sort_order, i.food_tag_category_item_id)
                     FILTER (WHERE i.food_tag_category_item_id IS NOT NULL), '{}') AS labels
       FROM food_tag_categories c LEFT JOIN food_tag_category_items i USING (food_tag_category_id)
      GROUP BY c.food_tag_category_id ORDER BY c.sort_order, c.food_tag_category_id`,
  );
  return rows.map((row) => [row.name, row.labels]);
}

const demoVocabulary = FOOD_TAG_CATEGORIES.map(([name, labels]) => [name, [...labels]]);

describe('the food tag vocabulary (migration 037)', () => {
  let empty: TestDatabase;

  beforeAll(async () => {
    empty = await openEmptyDatabase();
  });

  afterAll(async () => {
    await empty?.dispose();
  });

  it('is written by the migrations alone, the same as the demo uses, once', async () => {
    await migrate(empty.db);
    expect(await vocabularyOf(empty.db)).toEqual(demoVocabulary);
    const [{ events }] = await empty.db.query<{ events: number }>('SELECT count(*)::int AS events FROM audit_events');
    expect(events).toBe(0);
  });

  it('is not written twice by the demo seed', async () => {
    const seeded = await openTestDatabase();
    try {
      expect(await vocabularyOf(seeded.db)).toEqual(demoVocabulary);
      const [{ unknown }] = await seeded.db.query<{ unknown: number }>(
        `SELECT count(*)::int AS unknown FROM foods f, unnest(f.tags) AS tag
          WHERE NOT EXISTS (SELECT 1 FROM food_tag_category_items i WHERE i.food_tag_category_item_name = tag)`,
      );
      expect(unknown).toBe(0);
    } finally {
      await seeded.dispose();
    }
  });

  it('keeps what a database already holds and adds only what it lacks, case ignored', async () => {
    const older = await openEmptyDatabase();
    try {
      await migrate(
        older.db,
        readMigrations().filter((migration) => migration.version < '037'),
      );
      await older.db.exec(`
        INSERT INTO food_tag_categories (food_tag_category_name, sort_order) VALUES ('dietary', 0), ('House', 1);
        INSERT INTO food_tag_category_items (food_tag_category_id, food_tag_category_item_name, sort_order)
        SELECT food_tag_category_id, 'VEGAN', 0 FROM food_tag_categories WHERE food_tag_category_name = 'dietary';
      `);
      await migrate(older.db);

      const vocabulary = await vocabularyOf(older.db);
      const dietary = vocabulary.find(([name]) => name === 'dietary');
      expect(dietary?.[1].filter((label) => label.toLowerCase() === 'vegan')).toEqual(['VEGAN']);
      expect(dietary?.[1]).toContain('Gluten-Free');
      expect(vocabulary.map(([name]) => name)).toEqual(expect.arrayContaining(['House', 'Cuisine', 'Preparation']));
      expect(vocabulary.filter(([name]) => name.toLowerCase() === 'dietary')).toHaveLength(1);
    } finally {
      await older.dispose();
    }
  });
});

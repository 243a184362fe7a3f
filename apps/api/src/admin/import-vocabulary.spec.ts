import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { createEmptyDatabase, runApiCommand } from '../testing/api-processes';
import { ensurePgliteTemplate } from '../testing/template-database';

/**
 * The command against a database another process can open, as the operator finds it: an empty PostgreSQL
 * database (the command migrates it), or a PGlite folder unpacked from the migrated template (the
 * vocabulary of migration 037, no demo seed).
 */
describe('npm run admin -- import-food-tags', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'console-food-tags-'));
  let env: Record<string, string> = {};
  let open: () => Promise<Database>;
  let drop = async () => {};
  const file = (name: string, text: string) => {
    writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };
  const run = (...args: string[]) => runApiCommand('apps/api/src/admin/cli.ts', ['import-food-tags', ...args], env);

  beforeAll(async () => {
    if (process.env.DATABASE_URL) {
      const database = await createEmptyDatabase('food_tags_command');
      env = { DATABASE_URL: database.url };
      open = () => openDatabase({ databaseUrl: database.url, dataDir: '' });
      drop = database.drop;
      return;
    }
    const dataDir = path.join(dir, 'data');
    mkdirSync(dataDir);
    execFileSync('tar', ['-xf', await ensurePgliteTemplate('migrated'), '-C', dataDir], { stdio: ['ignore', 'ignore', 'pipe'] });
    env = { API_DATA_DIR: dataDir };
    open = () => openDatabase({ dataDir });
  });
  afterAll(async () => {
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('adds what the vocabulary lacks from a JSON file, says what it added, and adds nothing the second time', async () => {
    const json = file('tags.json', JSON.stringify({ Cuisine: ['Ethiopian', 'thai', 'Peruvian'], Sweetness: ['Not sweet', 'Sweet'] }));
    const first = await run(json);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout.split('\n').slice(1)).toEqual([
      'Added tag category Sweetness',
      'Added to Cuisine: Ethiopian, Peruvian',
      'Added to Sweetness: Not sweet, Sweet',
      'Already in the vocabulary: thai (Cuisine)',
      '1 tag category and 4 tags added.',
      '',
    ]);
    const again = await run(json);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('0 tag categories and 0 tags added.');

    const db = await open();
    try {
      const rows = await db.query<{ category: string; tag: string }>(
        `SELECT c.food_tag_category_name AS category, i.food_tag_category_item_name AS tag
           FROM food_tag_category_items i JOIN food_tag_categories c USING (food_tag_category_id)
          WHERE c.food_tag_category_name IN ('Cuisine', 'Sweetness') ORDER BY c.sort_order, i.sort_order`,
      );
      expect(rows.filter((row) => row.category === 'Sweetness').map((row) => row.tag)).toEqual(['Not sweet', 'Sweet']);
      expect(
        rows
          .filter((row) => row.category === 'Cuisine')
          .map((row) => row.tag)
          .slice(-2),
      ).toEqual(['Ethiopian', 'Peruvian']);
      expect(rows.filter((row) => row.tag.toLowerCase() === 'thai')).toHaveLength(1);
      // One event in the trail, the command's, counting the tags it added; the second run added nothing, recorded nothing.
      const events = await db.query<{ actor: string; role: string; count: number }>(
        `SELECT actor_name AS actor, actor_role AS role, affected_count AS count FROM audit_events WHERE action = 'importFoodTags'`,
      );
      expect(events).toEqual([{ actor: 'Admin command', role: 'system', count: 4 }]);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('reads YAML, and the Food Tags list shape', async () => {
    const yaml = await run(file('tags.yaml', 'Dietary:\n  - Paleo\n  - vegan\nCourse: [Soup]\n'));
    expect(yaml.code).toBe(0);
    expect(yaml.stdout).toContain('Added to Dietary: Paleo\nAdded to Course: Soup\nAlready in the vocabulary: vegan (Dietary)');
    const listed = await run(
      file(
        'list.json',
        JSON.stringify({
          foodTagCategories: [{ foodTagCategoryName: 'Course', foodTagCategoryItems: [{ foodTagCategoryItemName: 'Snack' }] }],
        }),
      ),
    );
    expect(listed.stdout).toContain('Added to Course: Snack');
  }, 120_000);

  it('refuses a file of another shape, or a name too long, whole, in one line', async () => {
    const shape = await run(file('bad.json', '["Thai"]'));
    expect(shape.code).toBe(1);
    expect(shape.stderr).toMatch(/^Cannot import the food tags: A vocabulary file maps each tag category to its list of tags/);
    const long = await run(file('long.yaml', `Cuisine: [${'x'.repeat(51)}, Basque]\n`));
    expect(long.code).toBe(1);
    expect(long.stderr).toMatch(/^Cannot import the food tags: Tag Name cannot exceed 50 characters: "x+" in Cuisine\n$/);
    const missing = await run(path.join(dir, 'nowhere.json'));
    expect(missing.stderr).toMatch(/^Cannot import the food tags: Cannot read .*nowhere\.json: ENOENT\n$/);
    const db = await open();
    try {
      expect(await db.query(`SELECT 1 FROM food_tag_category_items WHERE food_tag_category_item_name = 'Basque'`)).toEqual([]);
    } finally {
      await db.close();
    }
  }, 120_000);
});

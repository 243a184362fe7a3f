// Menu item images over the filesystem store (saved, replaced, removed with the item, nothing left by
// a refused form), and the menu search reaching the restaurant's items through foods_search_idx.
import { mkdtempSync, promises as fs, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFilesystemImageStore } from '../images/filesystem-image-store';
import { IMAGE_KEY } from '../images/image-store';
import { TEST_IMAGES } from '../testing/test-images';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';
import { foodWhere } from './food-queries';
import { categoryOf, foodFields, foodForm, menuRestaurants, pngUpload } from '../testing/food-fixtures';

const PUBLIC_URL = 'https://images.console.test/images/';
let api: TestApi;
let tokens: Record<ConsoleRole, string>;
let directory: string;
let own: number;
let categoryId: number;

beforeAll(async () => {
  directory = mkdtempSync(path.join(os.tmpdir(), 'console-food-images-'));
  api = await startTestApi({ imageStore: await createFilesystemImageStore({ directory, publicUrl: PUBLIC_URL }) });
  tokens = await signInEveryRole(api);
  ({ own } = await menuRestaurants(api));
  categoryId = (await categoryOf(api, own)).id;
});

afterAll(async () => {
  await api?.close();
  rmSync(directory, { recursive: true, force: true });
});

const files = async () => (await fs.readdir(directory)).filter((file) => IMAGE_KEY.test(file)).sort();
const imageUrlOf = async (foodId: number) =>
  (await api.db.query<{ url: string | null }>('SELECT image_url AS url FROM foods WHERE food_id = $1', [foodId]))[0]?.url;

describe('menu item images in the image store', () => {
  it('saves the image as a served file, replaces it on update and removes it with the item', async () => {
    const created = await api.call('POST', '/food/create-food', {
      token: tokens.restaurant,
      form: foodForm(foodFields(categoryId), [pngUpload()]),
    });
    const foodId = created.body.foodId;
    const first = (await imageUrlOf(foodId)) as string;
    expect(first.startsWith(PUBLIC_URL)).toBe(true);
    // The image route answers bytes, not JSON: fetched as the browser does.
    const served = await fetch(`${api.baseUrl}/images/${first.slice(PUBLIC_URL.length)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const read = await api.call('GET', `/food/get-food/${foodId}`, { token: tokens.restaurant });
    expect(read.body.food.FoodItemImageUrl).toBe(first);

    await api.call('PATCH', `/food/update-food/${foodId}`, {
      token: tokens.restaurant,
      form: foodForm(foodFields(categoryId), [['new.webp', 'image/webp', TEST_IMAGES.webp]]),
    });
    const second = (await imageUrlOf(foodId)) as string;
    expect(second).not.toBe(first);
    expect(await files()).toContain(second.slice(PUBLIC_URL.length));
    expect(await files()).not.toContain(first.slice(PUBLIC_URL.length));

    await api.call('PATCH', `/food/update-food/${foodId}`, {
      token: tokens.restaurant,
      form: foodForm(foodFields(categoryId, { foodItemName: 'No New Image' })),
    });
    expect(await imageUrlOf(foodId)).toBe(second);

    await api.call('DELETE', `/food/delete-food/${foodId}`, { token: tokens.restaurant });
    expect(await files()).not.toContain(second.slice(PUBLIC_URL.length));
  });

  it('leaves no file behind when the form is refused after the image was read', async () => {
    const before = await files();
    const otherCategory = (
      await api.db.query<{ id: number }>('SELECT category_id AS id FROM food_categories WHERE restaurant_id <> $1 LIMIT 1', [own])
    )[0].id;

    const refused = await api.call('POST', '/food/create-food', {
      token: tokens.restaurant,
      form: foodForm(foodFields(otherCategory), [pngUpload()]),
    });
    const foreign = await api.call('PATCH', '/food/update-food/999999', {
      token: tokens.restaurant,
      form: foodForm(foodFields(categoryId), [pngUpload()]),
    });

    expect([refused.status, foreign.status]).toEqual([400, 404]);
    expect(await files()).toEqual(before);
  });
});

describe('menu search at scale', () => {
  it("finds a restaurant's items through foods_search_idx, with no scan of the table", async () => {
    await api.db.query(
      `INSERT INTO foods (restaurant_id, food_category_id, food_item_name, description, price)
       SELECT $1, $2, 'Bench dish ' || g, 'Slow braised with herbs number ' || g, 9.99 FROM generate_series(1, 20000) g`,
      [own, categoryId],
    );
    await api.db.query(
      `INSERT INTO foods (restaurant_id, food_item_name, description, price) VALUES ($1, 'Needle Soup', 'With saffron threads', 5)`,
      [own],
    );
    await api.db.query('ANALYZE foods');

    const { where, params } = foodWhere({ restaurantId: own, keywords: 'saffron' });
    const plan = (await api.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT f.food_id FROM foods f WHERE ${where}`, params))
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    const found = await api.call('GET', '/food/get-foods', { token: tokens.restaurant, query: { keywords: 'saffron' } });

    expect(plan).toContain('foods_search_idx');
    expect(plan).not.toMatch(/Seq Scan on foods/);
    expect(found.body.foods.map((food: { foodItemName: string }) => food.foodItemName)).toEqual(['Needle Soup']);
  });
});
